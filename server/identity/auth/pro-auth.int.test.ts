import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionals, users } from '#server/db/schema/index.ts';
import {
  cookiesFrom,
  createTestApp,
  loginAs,
  outboxFor,
  rowCounts,
  sessionCookieOf,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { hashPassword } from './passwords';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function proLogin(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/auth/pro/login', payload: payload as object });
}

function proRegister(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/auth/pro/register', payload: payload as object });
}

function proSession(cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/auth/pro/session',
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

function proRegistration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Julie',
    lastName: 'Avocate',
    email,
    practice: 'Cabinet Avocate',
    specialty: 'Droit immobilier',
    barNumber: 'BORDEAUX-Z4242',
    password: 'Un-mot-de-passe-solide-7',
    acceptTerms: true,
    ...overrides,
  };
}

async function accountOf(email: string) {
  const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
  const [professional] = user
    ? await t.handle.db.select().from(professionals).where(eq(professionals.userId, user.id))
    : [];
  return { user, professional };
}

describe('professional login', () => {
  it('signs in a verified demo professional and returns the professional summary', async () => {
    const response = await proLogin({ email: 'Sophie.Martin@example.com', password: 'demo-2025' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: expect.objectContaining({
        email: 'sophie.martin@example.com',
        name: 'Sophie Martin',
        role: 'professional',
      }),
      professional: {
        id: 1,
        professionalType: 'avocat',
        title: 'Avocate',
        barAssociation: 'Paris',
        specialty: 'Droit de la famille',
        practice: 'Cabinet Martin Avocats',
        barNumber: 'PARIS-A1234',
        verificationStatus: 'verified',
        isVerified: true,
        rejectionReason: null,
      },
    });
    expect(sessionCookieOf(response, 'pro')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessionCookieOf(response, 'client')).toBeUndefined();

    const restored = await proSession(cookiesFrom(response));
    expect(restored.json().user.email).toBe('sophie.martin@example.com');
    expect(restored.json().professional.id).toBe(1);
  });

  it('keeps the professional cookie out of the client and administrator spaces', async () => {
    const cookie = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
    const token = cookie.split('=')[1] ?? '';
    for (const space of ['client', 'admin'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/auth/${space}/session`,
        headers: { cookie },
      });
      expect(response.json()).toEqual({ user: null });
      const renamed = await t.app.inject({
        method: 'GET',
        url: `/api/auth/${space}/session`,
        headers: { cookie: `jr_${space}_session=${token}` },
      });
      expect(renamed.json()).toEqual({ user: null });
    }
  });

  it('refuses client and administrator accounts on the professional login', async () => {
    for (const email of ['marie.dubois@example.com', 'admin@example.com']) {
      const response = await proLogin({ email, password: 'demo-2025' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('refuses a professional on the client login and a wrong password on the professional login', async () => {
    const onClient = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email: 'camille.petit@example.com', password: 'demo-2025' },
    });
    expect(onClient.statusCode).toBe(401);
    expect(onClient.json().error.code).toBe('INVALID_CREDENTIALS');

    const wrong = await proLogin({ email: 'camille.petit@example.com', password: 'demo-2024' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou mot de passe incorrect' },
    });
  });

  it('answers 400 with field errors for bad input, and writes nothing', async () => {
    const before = await rowCounts(t.handle);
    const response = await proLogin({ email: 'camille.petit@example.com', password: 7, extra: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.fieldErrors).toEqual({
      password: 'Le mot de passe est requis',
      extra: 'Champ non reconnu',
    });
    expect(await rowCounts(t.handle)).toEqual(before);
  });

  it('logout revokes the professional session on the server', async () => {
    const cookie = await loginAs(t.app, 'pro', 'camille.petit@example.com');
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/pro/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(sessionCookieOf(logout, 'pro')?.value).toBe('');
    expect((await proSession(cookie)).json()).toEqual({ user: null });
  });

  it('a client logout does not end a professional session sent along', async () => {
    const proCookie = await loginAs(t.app, 'pro', 'camille.petit@example.com');
    const clientCookie = await loginAs(t.app, 'client', 'emma.laurent@example.com');
    const cookie = `${proCookie}; ${clientCookie}`;
    await t.app.inject({ method: 'POST', url: '/api/auth/client/logout', headers: { cookie } });
    expect((await proSession(cookie)).json().user?.email).toBe('camille.petit@example.com');
    const client = await t.app.inject({
      method: 'GET',
      url: '/api/auth/client/session',
      headers: { cookie },
    });
    expect(client.json()).toEqual({ user: null });
  });
});

describe('professional registration', () => {
  it('creates a pending professional without signing in, and e-mails the professional the confirmation link only', async () => {
    // A second administrator must be told as well.
    await t.handle.db.insert(users).values({
      email: 'second.admin@example.com',
      passwordHash: await hashPassword('second-admin-2025'),
      role: 'admin',
      firstName: 'Second',
      lastName: 'Admin',
    });
    const before = await rowCounts(t.handle);
    const response = await proRegister(
      proRegistration('Julie.Avocate@Example.com', { firstName: ' Julie ', practice: '  Cabinet Avocate  ' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies).toHaveLength(0);

    const after = await rowCounts(t.handle);
    expect(after.sessions).toBe(before.sessions);
    expect(after.users).toBe(before.users + 1);
    expect(after.professionals).toBe(before.professionals + 1);
    // The confirmation link (ADR 0023) only; « en cours de validation » and the administrators' digest wait
    // for the confirmed address (ADR 0046).
    expect(after.emailOutbox).toBe(before.emailOutbox + 1);

    const { user, professional } = await accountOf('julie.avocate@example.com');
    expect(user).toMatchObject({ role: 'professional', firstName: 'Julie', lastName: 'Avocate' });
    expect(user?.passwordHash?.startsWith('$argon2id$')).toBe(true);
    expect(professional).toMatchObject({
      practice: 'Cabinet Avocate',
      specialty: 'Droit immobilier',
      barNumber: 'BORDEAUX-Z4242',
      verificationStatus: 'pending',
      rejectionReason: null,
      reviewedAt: null,
    });
    // Registered professionals get fresh public numbers, after the demo ones.
    expect(professional?.id).toBeGreaterThan(3);

    const toPro = await outboxFor(t.handle, 'julie.avocate@example.com');
    expect(toPro.map((email) => email.subject)).toEqual(['Confirmez votre adresse e-mail']);
    expect(toPro[0]?.textBody).toContain('Bonjour,');
    expect(toPro[0]?.textBody).not.toContain('Julie');
    // Administrators are told in their digest, once the address is confirmed (registration-digest.int.test.ts).
    for (const admin of ['admin@example.com', 'second.admin@example.com']) {
      expect(await outboxFor(t.handle, admin)).toHaveLength(0);
    }
    // Clients and other professionals are not told.
    expect(await outboxFor(t.handle, 'marie.dubois@example.com')).toHaveLength(0);
    expect(await outboxFor(t.handle, 'sophie.martin@example.com')).toHaveLength(0);
  });

  it('lets the pending professional sign in to see the status, not yet verified', async () => {
    await proRegister(proRegistration('en.attente@example.com'));
    const response = await proLogin({
      email: 'en.attente@example.com',
      password: 'Un-mot-de-passe-solide-7',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().professional).toMatchObject({
      verificationStatus: 'pending',
      isVerified: false,
      rejectionReason: null,
      practice: 'Cabinet Avocate',
    });
    expect((await proSession(cookiesFrom(response))).json().professional.isVerified).toBe(false);
  });

  it.each(['sophie.martin@example.com', 'MARIE.DUBOIS@example.com', 'Admin@Example.com'])(
    'refuses an e-mail already used (%s) with 409 EMAIL_TAKEN, and writes nothing',
    async (email) => {
      const before = await rowCounts(t.handle);
      const response = await proRegister(proRegistration(email));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('EMAIL_TAKEN');
      expect(response.json().error.fieldErrors.email).toMatch(/Un compte existe déjà/);
      expect(await rowCounts(t.handle)).toEqual(before);
    },
  );

  it('lets only one of two simultaneous registrations with the same e-mail through', async () => {
    const before = await rowCounts(t.handle);
    const responses = await Promise.all([
      proRegister(proRegistration('pro.double@example.com')),
      proRegister(proRegistration('Pro.Double@example.com')),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const after = await rowCounts(t.handle);
    expect(after.users).toBe(before.users + 1);
    expect(after.professionals).toBe(before.professionals + 1);
  });

  it.each([
    'password123',
    'azertyuiop',
    'AZERTY123',
    'aaaaaaaa',
    'demo-2025',
    'pro.courant@example.com',
    'BORDEAUX-Z4242',
  ])(
    "refuses the weak password %s (common, or the account's own e-mail or bar number), and writes nothing",
    async (password) => {
      const before = await rowCounts(t.handle);
      const response = await proRegister(proRegistration('pro.courant@example.com', { password }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors)).toEqual(['password']);
      expect(response.json().error.fieldErrors.password).toMatch(
        /^Ce mot de passe est trop facile à deviner\. /,
      );
      expect(await rowCounts(t.handle)).toEqual(before);
    },
  );

  it.each([
    [
      'missing fields',
      {},
      // The profession's own fields (the bar number of an avocat) are checked once these are given.
      ['firstName', 'lastName', 'email', 'practice', 'specialty', 'password', 'acceptTerms'],
    ],
    [
      'wrong types',
      proRegistration('types@example.com', { practice: 12, barNumber: null, specialty: 3, acceptTerms: 1 }),
      ['practice', 'barNumber', 'specialty', 'acceptTerms'],
    ],
    [
      'a specialty outside the list',
      proRegistration('spec@example.com', { specialty: 'Droit spatial' }),
      ['specialty'],
    ],
    ['a short password', proRegistration('court.pro@example.com', { password: 'Xy-1234' }), ['password']],
    [
      'an over-long practice',
      proRegistration('cabinet@example.com', { practice: 'C'.repeat(151) }),
      ['practice'],
    ],
    [
      'an over-long bar number',
      proRegistration('barreau@example.com', { barNumber: 'B'.repeat(51) }),
      ['barNumber'],
    ],
    [
      'an over-long first name',
      proRegistration('prenom.pro@example.com', { firstName: 'P'.repeat(101) }),
      ['firstName'],
    ],
    ['a blank bar number', proRegistration('blanc.pro@example.com', { barNumber: '   ' }), ['barNumber']],
    ['terms not accepted', proRegistration('cgu.pro@example.com', { acceptTerms: false }), ['acceptTerms']],
    [
      'a self-declared verification status',
      proRegistration('auto.valide@example.com', { verificationStatus: 'verified' }),
      ['verificationStatus'],
    ],
    ['a role', proRegistration('role.pro@example.com', { role: 'admin' }), ['role']],
  ])('answers 400 with field errors for %s, and writes nothing', async (_label, payload, fields) => {
    const before = await rowCounts(t.handle);
    const response = await proRegister(payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fieldErrors).sort()).toEqual([...fields].sort());
    expect(await rowCounts(t.handle)).toEqual(before);
  });

  it('gives the French messages of the form fields', async () => {
    const response = await proRegister(
      proRegistration('messages.pro@example.com', {
        specialty: 'Droit spatial',
        practice: 'C'.repeat(151),
        barNumber: '',
        verificationStatus: 'verified',
      }),
    );
    expect(response.json().error.fieldErrors).toEqual({
      specialty: 'Choisissez un domaine',
      practice: 'Le cabinet ou la structure ne doit pas dépasser 150 caractères',
      verificationStatus: 'Champ non reconnu',
    });
    const noNumber = await proRegister(proRegistration('sans.numero@example.com', { barNumber: '' }));
    expect(noNumber.json().error.fieldErrors).toEqual({ barNumber: 'Le numéro de barreau est requis' });
  });

  it('registers a notary with the office, the CRPCEN number, the title and the town resolved to its commune', async () => {
    const response = await proRegister(
      proRegistration('etude.notaire@example.com', {
        professionalType: 'notaire',
        title: 'Notaire',
        practice: 'Office notarial du Parc',
        barNumber: '69012',
        specialty: 'Droit des successions',
        postalCode: '69002',
        city: 'lyon',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { professional } = await accountOf('etude.notaire@example.com');
    expect(professional).toMatchObject({
      professionalType: 'notaire',
      title: 'Notaire',
      practice: 'Office notarial du Parc',
      barNumber: '69012',
      barAssociation: null,
      specialty: 'Droit des successions',
      specialties: ['Droit des successions'],
      postalCode: '69002',
      city: 'Lyon',
      communeCode: '69382',
    });
    expect(professional?.latitude).toBeCloseTo(45.75, 1);

    const login = await proLogin({
      email: 'etude.notaire@example.com',
      password: 'Un-mot-de-passe-solide-7',
    });
    expect(login.json().professional).toMatchObject({ professionalType: 'notaire', title: 'Notaire' });
  });

  it("refuses a town that does not match its postal code, a lawyer's domain for a notary, and writes nothing", async () => {
    const before = await rowCounts(t.handle);
    const wrongTown = await proRegister(
      proRegistration('ville.fausse@example.com', {
        postalCode: '75008',
        city: 'Lyon',
        barAssociation: 'Paris',
      }),
    );
    expect(wrongTown.statusCode).toBe(400);
    expect(wrongTown.json().error.fieldErrors).toEqual({
      city: 'Ville inconnue pour ce code postal',
      postalCode: 'Ville inconnue pour ce code postal',
    });
    const penalNotary = await proRegister(
      proRegistration('notaire.penal@example.com', {
        professionalType: 'notaire',
        barNumber: '12345',
        specialty: 'Droit pénal',
      }),
    );
    expect(penalNotary.json().error.fieldErrors).toEqual({
      specialty: 'Choisissez un domaine de votre profession',
    });
    expect(await rowCounts(t.handle)).toEqual(before);
  });
});

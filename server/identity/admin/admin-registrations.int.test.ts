import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionals, users } from '#server/db/schema/index.ts';
import {
  cookiesFrom,
  createTestApp,
  loginAs,
  loginAsAdmin,
  markEmailVerified,
  outboxFor,
  rowCounts,
  sessionCookieOf,
  type TTestApp,
} from '#server/test-support/test-app.ts';

let t: TTestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await loginAsAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const PRO_PASSWORD = 'Dossier-a-verifier-8';
const UNAUTHENTICATED = {
  error: { code: 'UNAUTHENTICATED', message: 'Veuillez vous connecter pour continuer.' },
};

let registered = 0;
/** A new pending professional; returns its public number and e-mail. */
async function registerPendingPro(label: string): Promise<{ id: number; email: string }> {
  registered += 1;
  const email = `${label}.${registered}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/register',
    payload: {
      firstName: 'Pro',
      lastName: `Numero${registered}`,
      email,
      practice: `Cabinet ${registered}`,
      specialty: 'Droit des affaires',
      barNumber: `TOULOUSE-${registered}`,
      password: PRO_PASSWORD,
      acceptTerms: true,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register ${email}: ${response.body}`);
  // Validation waits for a confirmed address (ADR 0023), which these tests are not about.
  await markEmailVerified(t.handle, email);
  const [row] = await t.handle.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no professional for ${email}`);
  return { id: row.id, email };
}

/** These registrations are in no imported directory: validation takes the administrator's note (issue 29 §1). */
function approve(id: number | string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/registrations/${id}/approve`,
    payload: { note: 'Inscription vérifiée auprès de l’Ordre.' },
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

function reject(id: number | string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/registrations/${id}/reject`,
    payload: payload as object,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

function list(query: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/registrations${query}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

async function professionalRow(id: number) {
  const [row] = await t.handle.db.select().from(professionals).where(eq(professionals.id, id));
  return row;
}

describe('administrator sign-in', () => {
  it('asks the enrolled administrator for the code after the password, then signs in on the administrator space only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: 'ADMIN@example.com', password: 'demo-2025' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: null,
      twoFactorChallenge: expect.any(String),
      twoFactorMethods: ['totp'],
    });
    expect(sessionCookieOf(response, 'admin')).toBeUndefined();
    const cookie = await loginAsAdmin(t);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/admin/session',
      headers: { cookie },
    });
    expect(session.json().user).toMatchObject({
      email: 'admin@example.com',
      role: 'admin',
      name: 'Admin JurisRDV',
    });
    expect(session.json().twoFactorSetupRequired).toBeUndefined();
  });

  it.each(['marie.dubois@example.com', 'sophie.martin@example.com'])(
    'refuses the non-administrator %s on the administrator login',
    async (email) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email, password: 'demo-2025' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
      expect(response.cookies).toHaveLength(0);
    },
  );

  it('administrator logout revokes the session, which then cannot decide anything', async () => {
    const cookie = await loginAsAdmin(t);
    const { id } = await registerPendingPro('apres.deconnexion');
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/admin/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/admin/session',
      headers: { cookie },
    });
    expect(session.json()).toEqual({ user: null });
    const response = await approve(id, cookie);
    expect(response.statusCode).toBe(401);
    expect((await professionalRow(id))?.verificationStatus).toBe('pending');
  });
});

describe('listing registrations', () => {
  it('lists pending registrations by default, oldest first, with what the administrator checks', async () => {
    const first = await registerPendingPro('liste.a');
    t.clock.advance(1_000);
    const second = await registerPendingPro('liste.b');
    const response = await list('', adminCookie);
    expect(response.statusCode).toBe(200);
    const { registrations } = response.json() as { registrations: { id: number }[] };
    const ids = registrations.map((r) => r.id);
    expect(ids).toContain(first.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(registrations.find((r) => r.id === second.id)).toEqual({
      id: second.id,
      name: expect.stringMatching(/^Pro Numero\d+$/),
      email: second.email,
      emailVerified: true,
      professionalType: 'avocat',
      title: null,
      practice: expect.stringMatching(/^Cabinet \d+$/),
      specialty: 'Droit des affaires',
      barNumber: expect.stringMatching(/^TOULOUSE-\d+$/),
      barAssociation: null,
      town: null,
      verificationStatus: 'pending',
      rejectionReason: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // A fresh registration has no phone, no office and no fees yet.
      isPublic: false,
      missing: [
        expect.objectContaining({ key: 'phone', section: 'coordonnees' }),
        expect.objectContaining({ key: 'officeAddress', section: 'coordonnees' }),
        expect.objectContaining({ key: 'fees', section: 'prestations' }),
      ],
      // No official directory imported in this file (registration-match.int.test.ts compares them).
      match: { state: 'unavailable', source: 'cnb', importedAt: null, line: null, differences: [] },
      verification: null,
      certificates: [],
    });
    // The verified demo professionals are not waiting for a decision.
    expect(ids).not.toContain(1);
  });

  it('lists the verified demo professionals under status=verified', async () => {
    const response = await list('?status=verified', adminCookie);
    expect(response.statusCode).toBe(200);
    const { registrations } = response.json() as { registrations: { id: number; name: string }[] };
    expect(registrations.filter((r) => r.id <= 3).map((r) => [r.id, r.name])).toEqual([
      [1, 'Sophie Martin'],
      [2, 'Thomas Bernard'],
      [3, 'Camille Petit'],
    ]);
  });

  it.each([
    ['an unknown status', '?status=approved', 'status'],
    ['an unknown parameter', '?status=pending&all=1', 'all'],
  ])('answers 400 with a field error for %s', async (_label, query, field) => {
    const response = await list(query, adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fieldErrors)).toEqual([field]);
  });

  it('is for administrators only', async () => {
    const client = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    const pro = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
    for (const cookie of [undefined, client, pro]) {
      const response = await list('?status=pending', cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
  });
});

describe('approving a registration', () => {
  it('verifies the professional, records the review and e-mails the professional', async () => {
    const { id, email } = await registerPendingPro('valide');
    const before = await rowCounts(t.handle);
    const response = await approve(id, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const row = await professionalRow(id);
    expect(row?.verificationStatus).toBe('verified');
    expect(row?.rejectionReason).toBeNull();
    expect(row?.reviewedAt?.getTime()).toBe(t.clock.now().getTime());

    const after = await rowCounts(t.handle);
    expect(after.emailOutbox).toBe(before.emailOutbox + 1);
    const [message] = await outboxFor(t.handle, email);
    expect(message?.subject).toBe('Votre compte JurisRDV Pro est validé');
    expect(message?.textBody).toContain('http://localhost:3000/pro/dashboard');

    // The professional sees it on the next page load.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pro/login',
      payload: { email, password: PRO_PASSWORD },
    });
    expect(login.json().professional).toMatchObject({ id, verificationStatus: 'verified', isVerified: true });
    expect(
      (await list('?status=pending', adminCookie)).json().registrations.map((r: { id: number }) => r.id),
    ).not.toContain(id);
    expect(
      (await list('?status=verified', adminCookie)).json().registrations.map((r: { id: number }) => r.id),
    ).toContain(id);
  });

  it('answers 409 when the registration was already decided, and writes nothing', async () => {
    const { id } = await registerPendingPro('deja.traite');
    expect((await approve(id, adminCookie)).statusCode).toBe(200);
    const reviewedAt = (await professionalRow(id))?.reviewedAt;
    t.clock.advance(60_000);
    const before = await rowCounts(t.handle);

    const again = await approve(id, adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'INVALID_STATE', message: 'Cette inscription a déjà été traitée.' },
    });
    const rejectAfter = await reject(id, { reason: 'Trop tard' }, adminCookie);
    expect(rejectAfter.statusCode).toBe(409);
    expect(rejectAfter.json().error.code).toBe('INVALID_STATE');

    const row = await professionalRow(id);
    expect(row?.verificationStatus).toBe('verified');
    expect(row?.rejectionReason).toBeNull();
    expect(row?.reviewedAt).toEqual(reviewedAt);
    expect(await rowCounts(t.handle)).toEqual(before);
  });

  it('answers 409 for a demo professional verified by the seed', async () => {
    const response = await approve(1, adminCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('INVALID_STATE');
  });

  it('answers 404 for an unknown registration', async () => {
    const before = await rowCounts(t.handle);
    for (const response of [
      await approve(999_999, adminCookie),
      await reject(999_999, { reason: 'Inconnu' }, adminCookie),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Inscription introuvable.' } });
    }
    expect(await rowCounts(t.handle)).toEqual(before);
  });

  it.each(['abc', '0', '-4', '1.5', '99999999999'])('answers 400 for the identifier %s', async (id) => {
    const response = await approve(id, adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fieldErrors)).toEqual(['id']);
  });
});

describe('rejecting a registration', () => {
  it('rejects with the reason, e-mails it to the professional and shows it in the professional space', async () => {
    const { id, email } = await registerPendingPro('refuse');
    const response = await reject(
      id,
      { reason: '  Numéro de barreau introuvable au tableau de l’ordre.  ' },
      adminCookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const row = await professionalRow(id);
    expect(row).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'Numéro de barreau introuvable au tableau de l’ordre.',
    });
    expect(row?.reviewedAt).toBeInstanceOf(Date);

    const [message] = await outboxFor(t.handle, email);
    expect(message?.subject).toBe("Votre inscription JurisRDV Pro n'a pas été validée");
    expect(message?.textBody).toContain('Motif\u00a0: Numéro de barreau introuvable au tableau de l’ordre.');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pro/login',
      payload: { email, password: PRO_PASSWORD },
    });
    expect(login.json().professional).toMatchObject({
      verificationStatus: 'rejected',
      isVerified: false,
      rejectionReason: 'Numéro de barreau introuvable au tableau de l’ordre.',
    });
    const rejected = (await list('?status=rejected', adminCookie)).json().registrations;
    expect(rejected.find((r: { id: number }) => r.id === id)?.rejectionReason).toBe(
      'Numéro de barreau introuvable au tableau de l’ordre.',
    );
  });

  it('escapes the reason in the HTML e-mail', async () => {
    const { id, email } = await registerPendingPro('motif.html');
    const response = await reject(
      id,
      { reason: '<a href="https://evil.example">Cliquez</a> & <b>ici</b>' },
      adminCookie,
    );
    expect(response.statusCode).toBe(200);
    const [message] = await outboxFor(t.handle, email);
    expect(message?.htmlBody).not.toContain('<a href="https://evil.example">');
    expect(message?.htmlBody).not.toContain('<b>ici</b>');
    expect(message?.htmlBody).toContain('&#60;b&#62;ici&#60;/b&#62;');
    expect(message?.textBody).toContain(
      'Motif\u00a0: <a href="https://evil.example">Cliquez</a> & <b>ici</b>',
    );
  });

  it('lets only one of two simultaneous decisions through', async () => {
    const { id, email } = await registerPendingPro('simultane');
    const responses = await Promise.all([
      approve(id, adminCookie),
      reject(id, { reason: 'Doublon' }, adminCookie),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const row = await professionalRow(id);
    const approved = responses[0]?.statusCode === 200;
    expect(row?.verificationStatus).toBe(approved ? 'verified' : 'rejected');
    expect(row?.rejectionReason).toBe(approved ? null : 'Doublon');
    // The confirmation link plus exactly one decision (no acknowledgement before the address is confirmed).
    expect(await outboxFor(t.handle, email)).toHaveLength(2);
  });

  it.each([
    ['a missing reason', {}, 'reason', 'Le motif du refus est requis'],
    ['a blank reason', { reason: '   ' }, 'reason', 'Le motif du refus est requis'],
    ['a reason of the wrong type', { reason: 42 }, 'reason', 'Le motif du refus est requis'],
    [
      'an over-long reason',
      { reason: 'r'.repeat(1001) },
      'reason',
      'Le motif ne doit pas dépasser 1000 caractères',
    ],
    ['an unknown field', { reason: 'Dossier incomplet', status: 'verified' }, 'status', 'Champ non reconnu'],
  ])('answers 400 for %s, and leaves the registration pending', async (_label, payload, field, message) => {
    const { id, email } = await registerPendingPro('motif.invalide');
    const before = await rowCounts(t.handle);
    const response = await reject(id, payload, adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Certains champs sont invalides. Vérifiez le formulaire.',
      fieldErrors: { [field]: message },
    });
    expect((await professionalRow(id))?.verificationStatus).toBe('pending');
    expect(await rowCounts(t.handle)).toEqual(before);
    expect(await outboxFor(t.handle, email)).toHaveLength(1);
  });

  it('accepts a reason of exactly 1000 characters', async () => {
    const { id } = await registerPendingPro('motif.long');
    const response = await reject(id, { reason: 'r'.repeat(1000) }, adminCookie);
    expect(response.statusCode).toBe(200);
    expect((await professionalRow(id))?.rejectionReason).toHaveLength(1000);
  });
});

describe('an unverified professional is not validated by a non-administrator', () => {
  it('refuses approval and rejection to anyone without an administrator session, and writes nothing', async () => {
    const { id, email } = await registerPendingPro('non.valide');
    const ownCookie = cookiesFrom(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/pro/login',
        payload: { email, password: PRO_PASSWORD },
      }),
    );
    const ownToken = ownCookie.split('=')[1] ?? '';
    const client = await loginAs(t.app, 'client', 'emma.laurent@example.com');
    const clientToken = client.split('=')[1] ?? '';
    const verifiedPro = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');

    const attempts: [string, string | undefined][] = [
      ['no session', undefined],
      ['the professional itself', ownCookie],
      ['its token under the administrator cookie name', `jr_admin_session=${ownToken}`],
      ['a client', client],
      ['a client token under the administrator cookie name', `jr_admin_session=${clientToken}`],
      ['a verified professional', verifiedPro],
      ['a forged administrator cookie', 'jr_admin_session=forged'],
    ];
    const before = await rowCounts(t.handle);
    for (const [who, cookie] of attempts) {
      const approval = await approve(id, cookie);
      expect(approval.statusCode, who).toBe(401);
      expect(approval.json(), who).toEqual(UNAUTHENTICATED);
      const rejection = await reject(id, { reason: 'Refus malveillant' }, cookie);
      expect(rejection.statusCode, who).toBe(401);
    }
    const row = await professionalRow(id);
    expect(row).toMatchObject({ verificationStatus: 'pending', rejectionReason: null, reviewedAt: null });
    expect(await rowCounts(t.handle)).toEqual(before);
    expect(await outboxFor(t.handle, email)).toHaveLength(1);

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/pro/session',
      headers: { cookie: ownCookie },
    });
    expect(session.json().professional).toMatchObject({ verificationStatus: 'pending', isVerified: false });
  });
});

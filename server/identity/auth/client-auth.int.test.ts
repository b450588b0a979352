import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '#domain/identity/auth/auth-schemas.ts';
import { sessions, throttleBuckets, users } from '#server/db/schema/index.ts';
import {
  cookiesFrom,
  createTestApp,
  loginAs,
  outboxFor,
  rowCounts,
  sessionCookieOf,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { loginThrottleKeys } from './login-throttle';
import { hashToken, REMEMBERED_SESSION_MS } from './session-store';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 3_600_000;

function login(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/client/login', payload: payload as object, headers });
}

function register(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/auth/client/register', payload: payload as object });
}

function session(space: 'client' | 'pro' | 'admin', cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/auth/${space}/session`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jeanne',
    lastName: 'Client',
    email,
    password: 'Une-phrase-longue-42',
    acceptTerms: true,
    ...overrides,
  };
}

async function userByEmail(email: string) {
  const [row] = await t.handle.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('client login', () => {
  it('signs in a demo client, whatever the case of the e-mail, and restores the session', async () => {
    const response = await login({ email: '  Marie.Dubois@Example.com ', password: 'demo-2025' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'marie.dubois@example.com',
      firstName: 'Marie',
      lastName: 'Dubois',
      name: 'Marie Dubois',
      role: 'client',
    });
    expect(response.json()).not.toHaveProperty('professional');
    const cookie = sessionCookieOf(response, 'client');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The cookie holds an opaque token; the database keeps only its hash.
    const [row] = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie?.value ?? '')));
    expect(row).toMatchObject({ space: 'client' });
    expect(row?.tokenHash).not.toBe(cookie?.value);

    const restored = await session('client', cookiesFrom(response));
    expect(restored.statusCode).toBe(200);
    expect(restored.json().user.email).toBe('marie.dubois@example.com');
  });

  it('without "remember me" sets a browser-session cookie that the server still ends after 12 hours', async () => {
    const response = await login({
      email: 'lucas.moreau@example.com',
      password: 'demo-2025',
      rememberMe: false,
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response, 'client');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
    expect(response.headers['set-cookie']).not.toMatch(/expires=|max-age=/i);

    const [row] = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie?.value ?? '')));
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 12 * 3_600_000);

    t.clock.advance(11 * 3_600_000);
    expect((await session('client', cookiesFrom(response))).json().user?.email).toBe(
      'lucas.moreau@example.com',
    );
    t.clock.advance(3_600_000 + 1_000);
    expect((await session('client', cookiesFrom(response))).json()).toEqual({ user: null });
  });

  it('with "remember me" sets a cookie that expires in about 30 days', async () => {
    const response = await login({
      email: 'emma.laurent@example.com',
      password: 'demo-2025',
      rememberMe: true,
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response, 'client');
    expect(cookie?.expires).toBeInstanceOf(Date);
    const expected = t.clock.now().getTime() + REMEMBERED_SESSION_MS;
    // The cookie date has a one-second resolution.
    expect(Math.abs((cookie?.expires?.getTime() ?? 0) - expected)).toBeLessThan(2_000);
    expect(REMEMBERED_SESSION_MS).toBe(30 * DAY_MS);

    t.clock.advance(29 * DAY_MS);
    expect((await session('client', cookiesFrom(response))).json().user?.email).toBe(
      'emma.laurent@example.com',
    );
    t.clock.advance(DAY_MS + 1_000);
    expect((await session('client', cookiesFrom(response))).json()).toEqual({ user: null });
  });

  it('refuses a wrong password with 401, sets no cookie, creates no session and counts the attempt', async () => {
    const key = loginThrottleKeys('marie.dubois@example.com', '127.0.0.1').accountAndAddress;
    const hits = async () =>
      (await t.handle.db.select().from(throttleBuckets).where(eq(throttleBuckets.key, key)))[0]?.hits ?? 0;
    const hitsBefore = await hits();
    const before = await rowCounts(t.handle);
    const response = await login({ email: 'marie.dubois@example.com', password: 'not-her-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou mot de passe incorrect' },
    });
    expect(sessionCookieOf(response, 'client')).toBeUndefined();
    const after = await rowCounts(t.handle);
    expect(after.sessions).toBe(before.sessions);
    expect(await hits()).toBe(hitsBefore + 1);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await login({ email: 'personne@example.com', password: 'demo-2025' });
    const wrong = await login({ email: 'marie.dubois@example.com', password: 'demo-2026' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses professional and administrator accounts on the client login, even with the right password', async () => {
    for (const email of ['sophie.martin@example.com', 'admin@example.com']) {
      const response = await login({ email, password: 'demo-2025' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
      expect(response.cookies).toHaveLength(0);
    }
  });

  it.each([
    ['missing fields', {}, ['email', 'password']],
    ['wrong types', { email: 42, password: true, rememberMe: 'yes' }, ['email', 'password', 'rememberMe']],
    ['an empty password', { email: 'marie.dubois@example.com', password: '' }, ['password']],
    ['an invalid e-mail', { email: 'marie.dubois', password: 'demo-2025' }, ['email']],
    ['an over-long e-mail', { email: `${'a'.repeat(250)}@example.com`, password: 'demo-2025' }, ['email']],
    ['an over-long password', { email: 'marie.dubois@example.com', password: 'x'.repeat(129) }, ['password']],
    [
      'an unknown field',
      { email: 'marie.dubois@example.com', password: 'demo-2025', role: 'admin' },
      ['role'],
    ],
  ])('answers 400 with field errors for %s, and writes nothing', async (_label, payload, fields) => {
    const before = await rowCounts(t.handle);
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Certains champs sont invalides. Vérifiez le formulaire.');
    expect(Object.keys(error.fieldErrors).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(typeof error.fieldErrors[field]).toBe('string');
    if (fields.includes('role')) expect(error.fieldErrors.role).toBe('Champ non reconnu');
    expect(response.cookies).toHaveLength(0);
    expect(await rowCounts(t.handle)).toEqual(before);
  });

  it('gives French field messages', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.json().error.fieldErrors).toEqual({
      email: "L'adresse e-mail est requise",
      password: 'Le mot de passe est requis',
    });
  });
});

describe('client session and logout', () => {
  it('answers user null without a cookie or with an unknown token', async () => {
    expect((await session('client')).json()).toEqual({ user: null });
    expect((await session('client', 'jr_client_session=forged-token')).json()).toEqual({ user: null });
  });

  it('keeps the client cookie out of the professional and administrator spaces', async () => {
    const response = await login({ email: 'marie.dubois@example.com', password: 'demo-2025' });
    const token = sessionCookieOf(response, 'client')?.value ?? '';
    expect((await session('pro', cookiesFrom(response))).json()).toEqual({ user: null });
    expect((await session('admin', cookiesFrom(response))).json()).toEqual({ user: null });
    // Even the client token presented under another space's cookie name opens nothing.
    expect((await session('pro', `jr_pro_session=${token}`)).json()).toEqual({ user: null });
    expect((await session('admin', `jr_admin_session=${token}`)).json()).toEqual({ user: null });
  });

  it('logout revokes the session on the server, not only in the browser', async () => {
    const cookie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    const other = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    const token = cookie.split('=')[1] ?? '';

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    const cleared = sessionCookieOf(logout, 'client');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());

    const [row] = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    // Replaying the old cookie opens nothing.
    expect((await session('client', cookie)).json()).toEqual({ user: null });
    // The same person's other session (another browser) stays open.
    expect((await session('client', other)).json().user?.email).toBe('marie.dubois@example.com');
  });

  it('logout without a session still answers ok', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/client/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('client registration', () => {
  it('creates the account with a lower-case e-mail and an argon2id hash, signs in and sends a welcome e-mail', async () => {
    const response = await register(
      registration('Nouvelle.Cliente@Example.COM', { firstName: '  Jeanne ', lastName: ' Dupont  ' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      email: 'nouvelle.cliente@example.com',
      firstName: 'Jeanne',
      lastName: 'Dupont',
      name: 'Jeanne Dupont',
      role: 'client',
    });

    const row = await userByEmail('nouvelle.cliente@example.com');
    expect(row).toMatchObject({ role: 'client', firstName: 'Jeanne', lastName: 'Dupont' });
    expect(row?.passwordHash?.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain('Une-phrase-longue-42');

    // Signed in on the client space straight away.
    const cookie = sessionCookieOf(response, 'client');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.expires).toBeUndefined();
    expect((await session('client', cookiesFrom(response))).json().user.email).toBe(
      'nouvelle.cliente@example.com',
    );

    const emails = await outboxFor(t.handle, 'nouvelle.cliente@example.com');
    // The confirmation only: the welcome waits for the confirmed address (ADR 0046).
    expect(emails).toHaveLength(1);
    const confirmation = emails.find((email) => email.subject === 'Confirmez votre adresse e-mail');
    expect(confirmation?.textBody).toMatch(
      /http:\/\/localhost:3000\/verifier-email\?token=[A-Za-z0-9_-]{43}/,
    );

    // And the password works on the login form.
    const again = await login({ email: 'nouvelle.cliente@example.com', password: 'Une-phrase-longue-42' });
    expect(again.statusCode).toBe(200);
  });

  it.each(['marie.dubois@example.com', 'MARIE.DUBOIS@EXAMPLE.COM', 'sophie.martin@example.com'])(
    'refuses an e-mail already used (%s) with 409 EMAIL_TAKEN, and writes nothing',
    async (email) => {
      const before = await rowCounts(t.handle);
      const response = await register(registration(email));
      expect(response.statusCode).toBe(409);
      const { error } = response.json();
      expect(error.code).toBe('EMAIL_TAKEN');
      expect(error.fieldErrors.email).toMatch(/Un compte existe déjà/);
      expect(response.cookies).toHaveLength(0);
      expect(await rowCounts(t.handle)).toEqual(before);
    },
  );

  it('lets only one of two simultaneous registrations with the same e-mail through', async () => {
    const before = await rowCounts(t.handle);
    const [first, second] = await Promise.all([
      register(registration('en.double@example.com')),
      register(registration('EN.DOUBLE@example.com')),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const refused = first?.statusCode === 409 ? first : second;
    expect(refused?.json().error.code).toBe('EMAIL_TAKEN');
    const after = await rowCounts(t.handle);
    expect(after.users).toBe(before.users + 1);
    // The confirmation link (ADR 0023); the welcome waits for the confirmed address (ADR 0046).
    expect(after.emailOutbox).toBe(before.emailOutbox + 1);
    expect(after.sessions).toBe(before.sessions + 1);
  });

  it.each([
    ['password123', 'Ce mot de passe est couramment utilisé.'],
    ['azertyuiop', 'Les lignes droites de touches de votre clavier sont faciles à deviner.'],
    ['Motdepasse123', 'Ajoutez des mots moins courants.'],
    ['aaaaaaaa', "Les caractères répétés comme 'aaa' sont faciles à deviner."],
    ['abcdefgh', "Des séquences de caractères communs comme 'abc' sont faciles à deviner."],
    ['demo-2025', 'Ajoutez des mots moins courants.'],
    [
      'courant@example.com',
      'Le mot de passe ne doit pas comporter de données personnelles ou liées au site.',
    ],
    ['JeanneClient', 'Le mot de passe ne doit pas comporter de données personnelles ou liées au site.'],
  ])(
    'refuses the weak password %s with French feedback next to the field, and writes nothing',
    async (password, advice) => {
      const before = await rowCounts(t.handle);
      const response = await register(registration('courant@example.com', { password }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Certains champs sont invalides. Vérifiez le formulaire.',
        fieldErrors: { password: expect.stringMatching(/^Ce mot de passe est trop facile à deviner\. /) },
      });
      expect(response.json().error.fieldErrors.password).toContain(advice);
      expect(await rowCounts(t.handle)).toEqual(before);
      expect(await userByEmail('courant@example.com')).toBeUndefined();
    },
  );

  it.each([
    ['missing fields', {}, ['firstName', 'lastName', 'email', 'password', 'acceptTerms']],
    [
      'wrong types',
      { firstName: 1, lastName: ['x'], email: true, password: 12345678, acceptTerms: 'true' },
      ['firstName', 'lastName', 'email', 'password', 'acceptTerms'],
    ],
    [
      'a password under 8 characters',
      registration('court@example.com', { password: 'Ab3-xyz' }),
      ['password'],
    ],
    [
      'a password over 128 characters',
      registration('long@example.com', { password: 'Zq7-'.repeat(33) }),
      ['password'],
    ],
    [
      'an over-long first name',
      registration('prenom@example.com', { firstName: 'J'.repeat(101) }),
      ['firstName'],
    ],
    ['an over-long last name', registration('nom@example.com', { lastName: 'D'.repeat(101) }), ['lastName']],
    ['an over-long e-mail', registration(`${'e'.repeat(250)}@example.com`), ['email']],
    [
      'blank names',
      registration('blanc@example.com', { firstName: '   ', lastName: '' }),
      ['firstName', 'lastName'],
    ],
    ['an invalid e-mail', registration('pas-une-adresse'), ['email']],
    ['terms not accepted', registration('cgu@example.com', { acceptTerms: false }), ['acceptTerms']],
    ['an unknown field', registration('role@example.com', { role: 'admin' }), ['role']],
    ['two unknown fields', registration('champs@example.com', { isAdmin: true, id: 'x' }), ['isAdmin', 'id']],
  ])('answers 400 with field errors for %s, and writes nothing', async (_label, payload, fields) => {
    const before = await rowCounts(t.handle);
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fieldErrors).sort()).toEqual([...fields].sort());
    expect(response.cookies).toHaveLength(0);
    expect(await rowCounts(t.handle)).toEqual(before);
  });

  it('gives the exact French messages a form shows under each field', async () => {
    const response = await register(
      registration('messages@example.com', {
        firstName: 'J'.repeat(101),
        password: 'court',
        acceptTerms: false,
        x: 1,
      }),
    );
    expect(response.json().error.fieldErrors).toEqual({
      firstName: 'Le prénom ne doit pas dépasser 100 caractères',
      password: 'Le mot de passe doit contenir au moins 8 caractères',
      acceptTerms: TERMS_NOT_ACCEPTED_MESSAGE,
      x: 'Champ non reconnu',
    });
  });
});

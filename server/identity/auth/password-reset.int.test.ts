import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '#domain/identity/auth/auth-schemas.ts';
import { passwordResetTokens, sessions, users } from '#server/db/schema/index.ts';
import {
  cookiesFrom,
  createTestApp,
  lastResetToken,
  outboxFor,
  rowCounts,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { hashToken } from './session-store';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const OLD_PASSWORD = 'Ancien-mot-de-passe-1';
const NEW_PASSWORD = 'Nouveau-mot-de-passe-2';
const MINUTE_MS = 60_000;
let invalidCount = 0;

let requestingAddresses = 0;
/**
 * A reset request from an address of its own: the per-address counter is the subject of its own tests
 * below and must not make the others depend on their order.
 */
async function forgot(payload: unknown, remoteAddress = `192.0.2.${(requestingAddresses++ % 250) + 1}`) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password/forgot',
    payload: payload as object,
    remoteAddress,
  });
  // The token and the e-mail are made after the answer (ADR 0045): the tests read them once made.
  await t.app.afterResponse.settled();
  return response;
}

function reset(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: payload as object });
}

function login(space: 'client' | 'pro' | 'admin', email: string, password: string, rememberMe = false) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${space}/login`,
    payload: { email, password, rememberMe },
  });
}

function session(space: 'client' | 'pro' | 'admin', cookie: string) {
  return t.app.inject({ method: 'GET', url: `/api/auth/${space}/session`, headers: { cookie } });
}

/** A fresh client account, so no test changes a password another one relies on. */
async function newClient(email: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/client/register',
    payload: { firstName: 'Reset', lastName: 'Test', email, password: OLD_PASSWORD, acceptTerms: true },
  });
  if (response.statusCode !== 201) throw new Error(`register ${email}: ${response.body}`);
}

async function passwordHashOf(email: string): Promise<string | undefined> {
  const [row] = await t.handle.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row?.hash ?? undefined;
}

describe('forgotten password', () => {
  it('e-mails a one-hour reset link and stores only the hash of the token', async () => {
    await newClient('oubli@example.com');
    const before = await rowCounts(t.handle);
    const response = await forgot({ email: ' Oubli@Example.com ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });

    const [email] = await outboxFor(t.handle, 'oubli@example.com');
    expect(email?.subject).toBe('Réinitialisation de votre mot de passe JurisRDV');
    expect(email?.textBody).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{40,}/);
    const token = await lastResetToken(t.handle, 'oubli@example.com');

    const [row] = await t.handle.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    expect(row?.usedAt).toBeNull();
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 60 * MINUTE_MS);
    const after = await rowCounts(t.handle);
    expect(after.passwordResetTokens).toBe(before.passwordResetTokens + 1);
    expect(after.emailOutbox).toBe(before.emailOutbox + 1);
  });

  it('gives the same answer for an unknown address, and writes nothing but the request counters', async () => {
    await newClient('connue@example.com');
    const beforeKnown = await rowCounts(t.handle);
    const known = await forgot({ email: 'connue@example.com' });
    const before = await rowCounts(t.handle);
    const unknown = await forgot({ email: 'inconnue@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const after = await rowCounts(t.handle);
    expect({ ...after, throttleBuckets: 0 }).toEqual({ ...before, throttleBuckets: 0 });
    // Both requests are counted alike (one e-mail key, one address key): the counters do not tell either.
    expect(after.throttleBuckets - before.throttleBuckets).toBe(
      before.throttleBuckets - beforeKnown.throttleBuckets,
    );
    expect(await outboxFor(t.handle, 'inconnue@example.com')).toHaveLength(0);
  });

  it('cannot flood a mailbox: 4 e-mails, then growing waits announced with a 429, from any address', async () => {
    await newClient('inondee@example.com');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await forgot({ email: 'inondee@example.com' }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await outboxFor(t.handle, 'inondee@example.com')).toHaveLength(1 + 4);

    const refused = await forgot({ email: 'inondee@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('300');
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Trop de demandes de réinitialisation. Réessayez dans 5 minutes.',
    });
    expect(await outboxFor(t.handle, 'inondee@example.com')).toHaveLength(1 + 4);

    t.clock.advance(5 * MINUTE_MS);
    expect((await forgot({ email: 'inondee@example.com' })).statusCode).toBe(200);
    const longer = await forgot({ email: 'INONDEE@example.com' });
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('600');
    expect(await outboxFor(t.handle, 'inondee@example.com')).toHaveLength(1 + 5);
  });

  it('limits the e-mail counter the same way whether the address has an account or not', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await forgot({ email: 'personne.ici@example.com' })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
  });

  it('holds under concurrency: 30 simultaneous requests for one mailbox send 4 e-mails', async () => {
    await newClient('simultanee@example.com');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => forgot({ email: 'simultanee@example.com' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(26);
    expect(await outboxFor(t.handle, 'simultanee@example.com')).toHaveLength(1 + 4);
  });

  it('slows one address asking for many mailboxes, and only that address', async () => {
    const address = '203.0.113.150';
    for (let i = 0; i < 11; i++) {
      expect((await forgot({ email: `boite.${i}@example.com` }, address)).statusCode).toBe(200);
    }
    const refused = await forgot({ email: 'boite.99@example.com' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect((await forgot({ email: 'boite.99@example.com' }, '203.0.113.151')).statusCode).toBe(200);
  });

  it('sends a professional to the professional reset page', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pro/register',
      payload: {
        firstName: 'Paul',
        lastName: 'Oubli',
        email: 'pro.oubli@example.com',
        practice: 'Cabinet Oubli',
        specialty: 'Droit fiscal',
        barNumber: 'NANTES-1',
        password: OLD_PASSWORD,
        acceptTerms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    await forgot({ email: 'pro.oubli@example.com' });
    const [email] = await outboxFor(t.handle, 'pro.oubli@example.com');
    expect(email?.textBody).toContain('http://localhost:3000/pro/reset-password?token=');

    const token = await lastResetToken(t.handle, 'pro.oubli@example.com');
    const response = await reset({ token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ space: 'pro' });
    expect((await login('pro', 'pro.oubli@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a missing e-mail', {}, ['email']],
    ['a wrong type', { email: ['marie.dubois@example.com'] }, ['email']],
    ['an invalid e-mail', { email: 'marie.dubois' }, ['email']],
    ['an over-long e-mail', { email: `${'m'.repeat(250)}@example.com` }, ['email']],
    ['an unknown field', { email: 'marie.dubois@example.com', space: 'admin' }, ['space']],
  ])('answers 400 with field errors for %s, and writes nothing', async (_label, payload, fields) => {
    const before = await rowCounts(t.handle);
    const response = await forgot(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fieldErrors).sort()).toEqual([...fields].sort());
    expect(await rowCounts(t.handle)).toEqual(before);
  });
});

describe('password reset', () => {
  it('changes the password, ends every session of the account and tells the person', async () => {
    await newClient('change@example.com');
    const remembered = await login('client', 'change@example.com', OLD_PASSWORD, true);
    const browser = await login('client', 'change@example.com', OLD_PASSWORD, false);
    expect((await session('client', cookiesFrom(remembered))).json().user?.email).toBe('change@example.com');
    const oldHash = await passwordHashOf('change@example.com');

    await forgot({ email: 'change@example.com' });
    const token = await lastResetToken(t.handle, 'change@example.com');
    const response = await reset({ token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ space: 'client' });

    const newHash = await passwordHashOf('change@example.com');
    expect(newHash).not.toBe(oldHash);
    expect(newHash?.startsWith('$argon2id$')).toBe(true);
    const [user] = await t.handle.db.select().from(users).where(eq(users.email, 'change@example.com'));
    expect(user?.passwordChangedAt?.getTime()).toBe(t.clock.now().getTime());

    // Both earlier sessions are revoked on the server.
    expect((await session('client', cookiesFrom(remembered))).json()).toEqual({ user: null });
    expect((await session('client', cookiesFrom(browser))).json()).toEqual({ user: null });
    const live = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    expect((await login('client', 'change@example.com', OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login('client', 'change@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    const [confirmation] = await outboxFor(t.handle, 'change@example.com');
    expect(confirmation?.subject).toBe('Votre mot de passe JurisRDV a été modifié');
  });

  it('accepts a token only once', async () => {
    await newClient('une.fois@example.com');
    await forgot({ email: 'une.fois@example.com' });
    const token = await lastResetToken(t.handle, 'une.fois@example.com');
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const hashAfterFirstUse = await passwordHashOf('une.fois@example.com');

    const second = await reset({ token, password: 'Troisieme-mot-de-passe-3' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      error: {
        code: 'RESET_TOKEN_INVALID',
        message: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
      },
    });
    expect(await passwordHashOf('une.fois@example.com')).toBe(hashAfterFirstUse);
    expect((await login('client', 'une.fois@example.com', 'Troisieme-mot-de-passe-3')).statusCode).toBe(401);
    expect((await login('client', 'une.fois@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts simultaneous uses of one token only once', async () => {
    await newClient('course@example.com');
    await forgot({ email: 'course@example.com' });
    const token = await lastResetToken(t.handle, 'course@example.com');
    const responses = await Promise.all([
      reset({ token, password: 'Premier-gagnant-11' }),
      reset({ token, password: 'Second-gagnant-22' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const confirmations = (await outboxFor(t.handle, 'course@example.com')).filter((e) =>
      e.subject.includes('a été modifié'),
    );
    expect(confirmations).toHaveLength(1);
  });

  it('still accepts a token after 59 minutes and refuses it after 61 minutes', async () => {
    await newClient('encore.valide@example.com');
    await forgot({ email: 'encore.valide@example.com' });
    const fresh = await lastResetToken(t.handle, 'encore.valide@example.com');
    await newClient('perime@example.com');
    await forgot({ email: 'perime@example.com' });
    const stale = await lastResetToken(t.handle, 'perime@example.com');

    t.clock.advance(59 * MINUTE_MS);
    expect((await reset({ token: fresh, password: NEW_PASSWORD })).statusCode).toBe(200);

    t.clock.advance(2 * MINUTE_MS);
    const before = await rowCounts(t.handle);
    const hashBefore = await passwordHashOf('perime@example.com');
    const expired = await reset({ token: stale, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('RESET_TOKEN_INVALID');
    expect(await passwordHashOf('perime@example.com')).toBe(hashBefore);
    expect(await rowCounts(t.handle)).toEqual(before);
    expect((await login('client', 'perime@example.com', OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('a password change by one link voids the other links sent earlier', async () => {
    await newClient('deux.liens@example.com');
    await forgot({ email: 'deux.liens@example.com' });
    const first = await lastResetToken(t.handle, 'deux.liens@example.com');
    await forgot({ email: 'deux.liens@example.com' });
    const second = await lastResetToken(t.handle, 'deux.liens@example.com');
    expect(second).not.toBe(first);

    expect((await reset({ token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
    const replay = await reset({ token: first, password: 'Encore-un-autre-44' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses a token that was never issued', async () => {
    const before = await rowCounts(t.handle);
    const response = await reset({ token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('RESET_TOKEN_INVALID');
    // The link is judged before the password: no strength estimate for someone without a valid link.
    const weak = await reset({ token: 'x'.repeat(43), password: 'aaaaaaaa' });
    expect(weak.json().error.code).toBe('RESET_TOKEN_INVALID');
    expect(await rowCounts(t.handle)).toEqual(before);
  });

  it('reports the space of an administrator account', async () => {
    await forgot({ email: 'admin@example.com' });
    const token = await lastResetToken(t.handle, 'admin@example.com');
    const response = await reset({ token, password: NEW_PASSWORD });
    expect(response.json()).toEqual({ space: 'admin' });
    expect((await login('admin', 'admin@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a short password', { password: 'Court-1' }, ['password']],
    ['an over-long password', { password: 'Lo-9'.repeat(33) }, ['password']],
    ['a missing password', { password: undefined }, ['password']],
    ['a password of the wrong type', { password: 123456789 }, ['password']],
    ['a missing token', { token: undefined }, ['token']],
    ['a token too short', { token: 'abc' }, ['token']],
    ['a token too long', { token: 't'.repeat(201) }, ['token']],
    ['an unknown field', { userId: 'someone-else' }, ['userId']],
  ])(
    'answers 400 with field errors for %s, writes nothing and leaves the token usable',
    async (_l, override, fields) => {
      invalidCount += 1;
      const email = `invalide.${invalidCount}@example.com`;
      await newClient(email);
      await forgot({ email });
      const token = await lastResetToken(t.handle, email);
      const before = await rowCounts(t.handle);
      const response = await reset({ token, password: NEW_PASSWORD, ...override });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.json().error.fieldErrors).sort()).toEqual([...fields].sort());
      expect(await rowCounts(t.handle)).toEqual(before);
      expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    },
  );

  it.each(['password123', 'azertyuiop', 'aaaaaaaa', 'demo-2025', 'OWN_EMAIL'])(
    'refuses the weak password %s with French feedback and leaves the token usable',
    async (candidate) => {
      const email = `commun.${candidate.toLowerCase()}@example.com`;
      const password = candidate === 'OWN_EMAIL' ? email : candidate;
      await newClient(email);
      await forgot({ email });
      const token = await lastResetToken(t.handle, email);
      const before = await rowCounts(t.handle);
      const response = await reset({ token, password });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors)).toEqual(['password']);
      expect(response.json().error.fieldErrors.password).toMatch(
        /^Ce mot de passe est trop facile à deviner\. /,
      );
      expect(await rowCounts(t.handle)).toEqual(before);
      expect((await login('client', email, OLD_PASSWORD)).statusCode).toBe(200);
      expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    },
  );
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, throttleBuckets, users } from '#server/db/schema/index.ts';
import { createTestApp, rowCounts, sessionCookieOf, type TTestApp } from '#server/test-support/test-app.ts';
import { LOGIN_PER_ACCOUNT_AND_ADDRESS, LOGIN_PER_ADDRESS, loginThrottleKeys } from './login-throttle';
import { hashToken } from './session-store';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Limite-de-debit-99';
const MINUTE_MS = 60_000;
/** Attempts checked before the first wait: the free ones, then the one that starts the waits. */
const CHECKED_BEFORE_WAIT = LOGIN_PER_ACCOUNT_AND_ADDRESS.freeHits + 1;

function login(space: 'client' | 'pro' | 'admin', email: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${space}/login`,
    payload: { email, password },
    remoteAddress: ip,
  });
}

let registered = 0;
async function newClient(prefix: string): Promise<string> {
  registered += 1;
  const email = `${prefix}.${registered}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/client/register',
    payload: { firstName: 'Rate', lastName: 'Limit', email, password: PASSWORD, acceptTerms: true },
    remoteAddress: '192.0.2.250',
  });
  if (response.statusCode !== 201) throw new Error(`register ${email}: ${response.body}`);
  return email;
}

async function fail(email: string, times: number, ip: string): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await login('client', email, `wrong-password-${i}`, ip);
    expect(response.statusCode).toBe(401);
  }
}

async function hitsOf(key: string): Promise<number | null> {
  const [row] = await t.handle.db.select().from(throttleBuckets).where(eq(throttleBuckets.key, key));
  return row ? row.hits : null;
}

function expectWait(response: Awaited<ReturnType<typeof login>>, seconds: number, inWords: string) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.json()).toEqual({
    error: {
      code: 'TOO_MANY_ATTEMPTS',
      message: `Trop de tentatives de connexion. Réessayez dans ${inWords}.`,
    },
  });
  expect(sessionCookieOf(response, 'client')).toBeUndefined();
}

describe('login throttling', () => {
  it('uses the documented policies (ADR 0008)', () => {
    expect(LOGIN_PER_ACCOUNT_AND_ADDRESS).toEqual({
      freeHits: 5,
      windowMs: 60 * MINUTE_MS,
      baseDelayMs: 30_000,
      maxDelayMs: 15 * MINUTE_MS,
    });
    expect(LOGIN_PER_ADDRESS).toEqual({
      freeHits: 30,
      windowMs: 60 * MINUTE_MS,
      baseDelayMs: MINUTE_MS,
      maxDelayMs: 30 * MINUTE_MS,
    });
  });

  it('holds under concurrency: of 59 wrong passwords and the right one sent at once, only the first 6 are checked and the right one does not sign in', async () => {
    const email = await newClient('concurrence');
    const attacker = '203.0.113.7';
    const sessionsBefore = (await rowCounts(t.handle)).sessions;
    const responses = await Promise.all([
      ...Array.from({ length: 59 }, (_, i) => login('client', email, `faux-${i}`, attacker)),
      login('client', email, PASSWORD, attacker),
    ]);
    const checked = responses.filter((response) => response.statusCode === 401);
    const throttled = responses.filter((response) => response.statusCode === 429);
    expect(checked).toHaveLength(CHECKED_BEFORE_WAIT);
    expect(throttled).toHaveLength(60 - CHECKED_BEFORE_WAIT);
    const right = responses[59];
    if (!right) throw new Error('no answer to the right password');
    expectWait(right, 30, '30 secondes');
    for (const response of throttled) expectWait(response, 30, '30 secondes');
    expect((await rowCounts(t.handle)).sessions).toBe(sessionsBefore);
  });

  it('lets the owner sign in from another address while an attacker hammers the account from one', async () => {
    const email = await newClient('proprietaire');
    const attacker = '203.0.113.20';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('client', email, `devine-${i}`, attacker)),
    );
    expect(answers.filter((response) => response.statusCode === 429)).toHaveLength(40 - CHECKED_BEFORE_WAIT);
    for (let i = 0; i < 5; i++)
      expect((await login('client', email, 'encore', attacker)).statusCode).toBe(429);

    const owner = await login('client', email, PASSWORD, '198.51.100.20');
    expect(owner.statusCode).toBe(200);
    expect(sessionCookieOf(owner, 'client')?.value).toBeTruthy();
    // Even a mistake of the owner's own is not met with the attacker's wait.
    expect((await login('client', email, 'faute-de-frappe', '198.51.100.21')).statusCode).toBe(401);
  });

  it('answers a throttled right password exactly like a throttled wrong one', async () => {
    const email = await newClient('oracle');
    await fail(email, CHECKED_BEFORE_WAIT, '203.0.113.30');
    const wrong = await login('client', email, 'toujours-faux', '203.0.113.30');
    const right = await login('client', email, PASSWORD, '203.0.113.30');
    expect(right.statusCode).toBe(429);
    expect(right.body).toBe(wrong.body);
    expect(right.headers['retry-after']).toBe(wrong.headers['retry-after']);
  });

  it('makes the waits grow, then lets the owner in once they are over, and forgets after an hour', async () => {
    const email = await newClient('croissant');
    const ip = '203.0.113.40';
    await fail(email, CHECKED_BEFORE_WAIT, ip);
    expectWait(await login('client', email, PASSWORD, ip), 30, '30 secondes');

    t.clock.advance(29_000);
    expectWait(await login('client', email, PASSWORD, ip), 1, '1 seconde');
    t.clock.advance(1_000);
    await fail(email, 1, ip);
    expectWait(await login('client', email, PASSWORD, ip), 60, '1 minute');

    t.clock.advance(MINUTE_MS);
    await fail(email, 1, ip);
    expectWait(await login('client', email, PASSWORD, ip), 120, '2 minutes');

    t.clock.advance(2 * MINUTE_MS);
    await fail(email, 1, ip);
    expectWait(await login('client', email, PASSWORD, ip), 240, '4 minutes');

    t.clock.advance(4 * MINUTE_MS);
    expect((await login('client', email, PASSWORD, ip)).statusCode).toBe(200);
    // The right password cleared the (account, address) counter: five free attempts again.
    await fail(email, CHECKED_BEFORE_WAIT, ip);
    expect((await login('client', email, PASSWORD, ip)).statusCode).toBe(429);

    // After an hour without attempts (the last wait long over), the counter starts afresh.
    t.clock.advance(60 * MINUTE_MS);
    await fail(email, CHECKED_BEFORE_WAIT, ip);
    expect((await login('client', email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('caps the wait at 15 minutes', async () => {
    const email = await newClient('plafond');
    const ip = '203.0.113.45';
    await fail(email, CHECKED_BEFORE_WAIT, ip);
    let wait = 30_000;
    for (let i = 0; i < 8; i++) {
      t.clock.advance(wait);
      await fail(email, 1, ip);
      wait = Math.min(wait * 2, 15 * MINUTE_MS);
    }
    expectWait(await login('client', email, PASSWORD, ip), 15 * 60, '15 minutes');
  });

  it('slows an address that sprays many accounts, and only that address', async () => {
    const sprayer = '203.0.113.66';
    for (let i = 0; i < LOGIN_PER_ADDRESS.freeHits + 1; i++) {
      const response = await login('client', `inconnu.${i}@example.com`, 'devine-moi', sprayer);
      expect(response.statusCode).toBe(401);
    }
    // A new account, even with its right password, now waits at that address…
    expectWait(await login('client', 'lucas.moreau@example.com', 'demo-2025', sprayer), 60, '1 minute');
    // …but not anywhere else.
    expect((await login('client', 'lucas.moreau@example.com', 'demo-2025', '203.0.113.67')).statusCode).toBe(
      200,
    );
    t.clock.advance(MINUTE_MS);
    expect((await login('client', 'inconnu.x@example.com', 'devine-moi', sprayer)).statusCode).toBe(401);
    expectWait(await login('client', 'emma.laurent@example.com', 'demo-2025', sprayer), 120, '2 minutes');
    t.clock.advance(2 * MINUTE_MS);
    expect((await login('client', 'emma.laurent@example.com', 'demo-2025', sprayer)).statusCode).toBe(200);
  });

  it('clears the (account, address) counter on success and gives the address its attempt back', async () => {
    const email = await newClient('remboursement');
    const ip = '203.0.113.80';
    const keys = loginThrottleKeys(email, ip);
    await fail(email, 3, ip);
    expect(await hitsOf(keys.accountAndAddress)).toBe(3);
    expect(await hitsOf(keys.address)).toBe(3);
    expect((await login('client', email, PASSWORD, ip)).statusCode).toBe(200);
    expect(await hitsOf(keys.accountAndAddress)).toBeNull();
    expect(await hitsOf(keys.address)).toBe(3);
    // Neither the e-mail nor the address is stored in clear.
    const rows = await t.handle.db.select({ key: throttleBuckets.key }).from(throttleBuckets);
    expect(rows.map((row) => row.key).join(' ')).not.toMatch(/@|203\.0\.113/);
  });

  it('counts attempts on every space, and in any letter case, for the same account', async () => {
    const ip = '198.51.103.1';
    for (let i = 0; i < CHECKED_BEFORE_WAIT; i++) {
      const space = i % 2 === 0 ? 'client' : 'pro';
      const email = i % 3 === 0 ? 'Sophie.Martin@Example.com' : 'sophie.martin@example.com';
      expect((await login(space, email, `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    const response = await login('pro', 'sophie.martin@example.com', 'demo-2025', ip);
    expect(response.statusCode).toBe(429);
    expect((await login('pro', 'sophie.martin@example.com', 'demo-2025', '198.51.103.2')).statusCode).toBe(
      200,
    );
  });

  it('treats a whole IPv6 /64 and IPv4-mapped writings as one address', async () => {
    const email = await newClient('ipv6');
    for (let i = 1; i <= CHECKED_BEFORE_WAIT; i++) {
      expect((await login('client', email, `faux-${i}`, `2001:db8:5:6::${i.toString(16)}`)).statusCode).toBe(
        401,
      );
    }
    expect((await login('client', email, PASSWORD, '2001:db8:5:6:ffff::1')).statusCode).toBe(429);
    expect((await login('client', email, PASSWORD, '2001:db8:5:7::1')).statusCode).toBe(200);

    const other = await newClient('mapped');
    await fail(other, CHECKED_BEFORE_WAIT, '203.0.113.90');
    expect((await login('client', other, PASSWORD, '::ffff:203.0.113.90')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For when no proxy is trusted, so it cannot dodge the limits', async () => {
    const email = await newClient('spoof');
    for (let i = 0; i < CHECKED_BEFORE_WAIT; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/client/login',
        payload: { email, password: `devine-${i}` },
        headers: { 'x-forwarded-for': `10.0.${i}.1` },
        remoteAddress: '203.0.113.95',
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email, password: PASSWORD },
      headers: { 'x-forwarded-for': '10.9.9.9' },
      remoteAddress: '203.0.113.95',
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('does not count malformed requests', async () => {
    const email = await newClient('malforme');
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/client/login',
        payload: { email, password: '' },
        remoteAddress: '198.51.105.1',
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await login('client', email, PASSWORD, '198.51.105.1')).statusCode).toBe(200);
  });

  it('records where and when a session signs in, and that the account is active', async () => {
    const email = await newClient('trace');
    t.clock.advance(3 * MINUTE_MS);
    const response = await login('client', email, PASSWORD, '198.51.106.1');
    const token = sessionCookieOf(response, 'client')?.value ?? '';
    const [row] = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.ipAddress).toBe('198.51.106.1');
    expect(row?.lastSeenAt?.getTime()).toBe(t.clock.now().getTime());
    const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
    expect(user?.lastSeenAt?.getTime()).toBe(t.clock.now().getTime());
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rowCounts, sessionCookieOf, type TTestApp } from '../test-support/test-app';
import { LOGIN_WINDOW_MS, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from './login-rate-limit';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Limite-de-debit-99';
const TOO_MANY = {
  error: {
    code: 'TOO_MANY_ATTEMPTS',
    message: 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.',
  },
};

function login(space: 'client' | 'pro' | 'admin', email: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${space}/login`,
    payload: { email, password },
    remoteAddress: ip,
  });
}

async function newClient(email: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/client/register',
    payload: { firstName: 'Rate', lastName: 'Limit', email, password: PASSWORD, acceptTerms: true },
    remoteAddress: '192.0.2.250',
  });
  if (response.statusCode !== 201) throw new Error(`register ${email}: ${response.body}`);
}

async function fail(email: string, times: number, ip: (i: number) => string): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await login('client', email, `wrong-password-${i}`, ip(i));
    expect(response.statusCode).toBe(401);
  }
}

describe('login rate limit', () => {
  it('uses the limits of the issue', () => {
    expect(MAX_FAILURES_PER_ACCOUNT).toBe(10);
    expect(MAX_FAILURES_PER_IP).toBe(30);
    expect(LOGIN_WINDOW_MS).toBe(15 * 60_000);
  });

  it('locks an account after 10 failures, even from several addresses and with the right password, then lifts after 15 minutes', async () => {
    await newClient('bloque@example.com');
    // Ten failures spread over five addresses and written in varying case all count for the account.
    for (let i = 0; i < 10; i++) {
      const email = i % 2 === 0 ? 'bloque@example.com' : 'Bloque@Example.COM';
      const response = await login('client', email, `wrong-${i}`, `198.51.100.${i % 5}`);
      expect(response.statusCode).toBe(401);
      t.clock.advance(1_000);
    }
    const before = await rowCounts(t.handle);
    const locked = await login('client', 'bloque@example.com', PASSWORD, '198.51.100.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
    expect(sessionCookieOf(locked, 'client')).toBeUndefined();
    // A refused attempt is neither a session nor a further failure.
    expect(await rowCounts(t.handle)).toEqual(before);

    // Still locked just before the first failure leaves the window.
    t.clock.advance(LOGIN_WINDOW_MS - 11_000);
    expect((await login('client', 'bloque@example.com', PASSWORD, '198.51.100.200')).statusCode).toBe(429);

    // Once the failures are 15 minutes old, the account opens again.
    t.clock.advance(10_000);
    const reopened = await login('client', 'bloque@example.com', PASSWORD, '198.51.100.200');
    expect(reopened.statusCode).toBe(200);
    expect(sessionCookieOf(reopened, 'client')?.value).toBeTruthy();
  });

  it('answers the 11th wrong attempt with 429 too, without revealing whether the password was right', async () => {
    await newClient('onzieme@example.com');
    await fail('onzieme@example.com', 10, () => '198.51.101.1');
    const wrong = await login('client', 'onzieme@example.com', 'still-wrong', '198.51.101.1');
    const right = await login('client', 'onzieme@example.com', PASSWORD, '198.51.101.1');
    expect(wrong.statusCode).toBe(429);
    expect(right.statusCode).toBe(429);
    expect(right.body).toBe(wrong.body);
  });

  it('locks only the attacked account', async () => {
    await newClient('cible@example.com');
    await newClient('voisin@example.com');
    await fail('cible@example.com', 10, () => '198.51.102.1');
    expect((await login('client', 'cible@example.com', PASSWORD, '198.51.102.2')).statusCode).toBe(429);
    expect((await login('client', 'voisin@example.com', PASSWORD, '198.51.102.2')).statusCode).toBe(200);
  });

  it('counts failures on every space for the same account', async () => {
    // Five failures on the client login and five on the professional login make ten for the account.
    for (let i = 0; i < 10; i++) {
      const space = i < 5 ? 'client' : 'pro';
      const response = await login(space, 'sophie.martin@example.com', `wrong-${i}`, `198.51.103.${i}`);
      expect(response.statusCode).toBe(401);
    }
    const response = await login('pro', 'sophie.martin@example.com', 'demo-2025', '198.51.103.99');
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('clears the counter of an account after a successful login', async () => {
    await newClient('efface@example.com');
    await fail('efface@example.com', 9, () => '198.51.104.1');
    expect((await login('client', 'efface@example.com', PASSWORD, '198.51.104.1')).statusCode).toBe(200);
    // Nine more failures would have made eighteen: the account must still answer 401, not 429.
    await fail('efface@example.com', 10, () => '198.51.104.1');
    expect((await login('client', 'efface@example.com', PASSWORD, '198.51.104.1')).statusCode).toBe(429);
  });

  it('blocks an address after 30 failures across accounts, but not the other addresses', async () => {
    const attacker = '203.0.113.66';
    for (let i = 0; i < 30; i++) {
      const response = await login('client', `inconnu.${i}@example.com`, 'devine-moi', attacker);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login('client', 'lucas.moreau@example.com', 'demo-2025', attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    // The account itself is not locked: from anywhere else it signs in.
    expect((await login('client', 'lucas.moreau@example.com', 'demo-2025', '203.0.113.67')).statusCode).toBe(
      200,
    );

    t.clock.advance(LOGIN_WINDOW_MS);
    expect((await login('client', 'emma.laurent@example.com', 'demo-2025', attacker)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted, so it cannot dodge the address limit', async () => {
    const attacker = '203.0.113.90';
    for (let i = 0; i < 30; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/client/login',
        payload: { email: `spoof.${i}@example.com`, password: 'devine-moi' },
        headers: { 'x-forwarded-for': `10.0.${i}.1` },
        remoteAddress: attacker,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email: 'emma.laurent@example.com', password: 'demo-2025' },
      headers: { 'x-forwarded-for': '10.9.9.9' },
      remoteAddress: attacker,
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('does not count malformed requests as failures', async () => {
    await newClient('malforme@example.com');
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/client/login',
        payload: { email: 'malforme@example.com', password: '' },
        remoteAddress: '198.51.105.1',
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await login('client', 'malforme@example.com', PASSWORD, '198.51.105.1')).statusCode).toBe(200);
  });
});

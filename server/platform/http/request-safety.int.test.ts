import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app/app.ts';
import { professionals, users } from '#server/db/schema/index.ts';
import {
  createTestApp,
  loginAs,
  loginAsAdmin,
  rowCounts,
  type TTestApp,
} from '#server/test-support/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const EVIL = 'https://evil.example';
const SAME_ORIGIN = 'http://localhost:3000';
const REFUSED = {
  error: { code: 'CROSS_ORIGIN_REFUSED', message: 'Requête refusée\u00a0: origine non autorisée.' },
};
const BAD_REQUEST = {
  error: { code: 'VALIDATION_FAILED', message: 'Requête invalide. Vérifiez les informations envoyées.' },
};

function clientRegistration(email: string) {
  return { firstName: 'Origine', lastName: 'Test', email, password: 'Origine-verifiee-5', acceptTerms: true };
}

async function userExists(email: string): Promise<boolean> {
  const rows = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return rows.length > 0;
}

describe('health', () => {
  it('answers ok once the database responds', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('cross-origin requests', () => {
  it('refuses a registration posted from another site, and writes nothing', async () => {
    const before = await rowCounts(t.handle);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/register',
      headers: { origin: EVIL },
      payload: clientRegistration('csrf@example.com'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(response.cookies).toHaveLength(0);
    expect(await rowCounts(t.handle)).toEqual(before);
    expect(await userExists('csrf@example.com')).toBe(false);
  });

  it('accepts the same request from the site itself', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/register',
      headers: { origin: SAME_ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: clientRegistration('meme.origine@example.com'),
    });
    expect(response.statusCode).toBe(201);
    expect(await userExists('meme.origine@example.com')).toBe(true);
  });

  it('refuses a cross-site login, even with the right password, without a session or a counted failure', async () => {
    const before = await rowCounts(t.handle);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      headers: { origin: EVIL },
      payload: { email: 'marie.dubois@example.com', password: 'demo-2025' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(response.cookies).toHaveLength(0);
    expect(await rowCounts(t.handle)).toEqual(before);
  });

  it('refuses a cross-site logout: the session stays open', async () => {
    const cookie = await loginAs(t.app, 'client', 'lucas.moreau@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/logout',
      headers: { origin: EVIL, cookie },
    });
    expect(response.statusCode).toBe(403);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/client/session',
      headers: { cookie },
    });
    expect(session.json().user?.email).toBe('lucas.moreau@example.com');
  });

  it('refuses a cross-site approval sent with an administrator cookie', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pro/register',
      payload: {
        firstName: 'Victime',
        lastName: 'Csrf',
        email: 'pro.csrf@example.com',
        practice: 'Cabinet Csrf',
        specialty: 'Droit civil',
        barNumber: 'LILLE-9',
        password: 'Origine-verifiee-5',
        acceptTerms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const [pending] = await t.handle.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(eq(users.email, 'pro.csrf@example.com'));
    const cookie = await loginAsAdmin(t);
    const before = await rowCounts(t.handle);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${pending?.id}/approve`,
      headers: { origin: EVIL, cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    const [row] = await t.handle.db
      .select()
      .from(professionals)
      .where(eq(professionals.id, pending?.id ?? 0));
    expect(row?.verificationStatus).toBe('pending');
    expect(await rowCounts(t.handle)).toEqual(before);
  });

  it.each([
    ['another site', { origin: EVIL }],
    ['an opaque origin', { origin: 'null' }],
    ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
    ['another scheme', { origin: 'https://localhost:3000' }],
    ['another port', { origin: 'http://localhost:3001' }],
    ['no origin but a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a password-reset request from %s, and writes nothing', async (_label, headers) => {
    const before = await rowCounts(t.handle);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      headers,
      payload: { email: 'emma.laurent@example.com' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(await rowCounts(t.handle)).toEqual(before);
  });

  it('accepts state-changing requests without an Origin header (non-browser clients)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'emma.laurent@example.com' },
    });
    expect(response.statusCode).toBe(200);
    // The reset link is made after the answer (ADR 0045): later tests count rows.
    await t.app.afterResponse.settled();
  });

  it('lets reads through from any origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: EVIL } });
    expect(response.statusCode).toBe(200);
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with a French 400, and writes nothing', async () => {
    const before = await rowCounts(t.handle);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "casse@example.com", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual(BAD_REQUEST);
    expect(await rowCounts(t.handle)).toEqual(before);
  });

  it('refuses a JSON body that tries prototype pollution, and writes nothing', async () => {
    const before = await rowCounts(t.handle);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(clientRegistration('proto@example.com')).replace(
        /}$/,
        ',"__proto__":{"role":"admin"}}',
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(await rowCounts(t.handle)).toEqual(before);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a POST without a body with 400 and a form-level error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/client/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fieldErrors)).toEqual(['_form']);
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      headers: { 'content-type': 'application/json' },
      payload: '["marie.dubois@example.com", "demo-2025"]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a form-encoded or plain-text body with 400, and writes nothing', async () => {
    const before = await rowCounts(t.handle);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/client/login',
        headers: { 'content-type': contentType },
        payload: 'email=marie.dubois%40example.com&password=demo-2025',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await rowCounts(t.handle)).toEqual(before);
  });

  it('answers a URL that is not valid percent-encoding with a French 400', async () => {
    for (const url of ['/api/professionals/%E0%A4%A', '/%E0%A4%A', '/lawyer/%ZZ']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'Adresse invalide\u00a0: vérifiez le lien suivi.' },
      });
    }
  });

  it('answers a body over 1 MB with 413, and writes nothing', async () => {
    const before = await rowCounts(t.handle);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/register',
      payload: { ...clientRegistration('gros@example.com'), firstName: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'La requête est trop volumineuse.' },
    });
    expect(await rowCounts(t.handle)).toEqual(before);
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/nope', 'Aucune route GET /api/nope'],
    ['GET', '/api/nope?secret=1', 'Aucune route GET /api/nope'],
    ['POST', '/api/auth/client/unknown', 'Aucune route POST /api/auth/client/unknown'],
    ['GET', '/api/auth/client/login', 'Aucune route GET /api/auth/client/login'],
    ['DELETE', '/api/admin/registrations/1', 'Aucune route DELETE /api/admin/registrations/1'],
  ] as const)('answers %s %s with a JSON 404 in French', async (method, url, message) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message } });
  });

  it('does not expose the development outbox unless configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('sends the protective headers on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // HSTS only with secure cookies (https public URL); the test app runs on http.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('deployment on https', () => {
  it('marks session cookies Secure, sends HSTS and trusts only the configured public origin', async () => {
    const app = await buildApp({
      db: t.handle.db,
      clock: t.clock,
      config: { ...t.config, publicUrl: 'https://jurisrdv.example', secureCookies: true },
    });
    try {
      const login = (origin: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/client/login',
          headers: { origin },
          payload: { email: 'emma.laurent@example.com', password: 'demo-2025' },
        });
      const accepted = await login('https://jurisrdv.example');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.cookies.find((c) => c.name === 'jr_client_session')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
      expect(accepted.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      // The development origin is no longer trusted once the public URL is the real one.
      const refused = await login('http://localhost:3000');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(REFUSED);
    } finally {
      await app.close();
    }
  });
});

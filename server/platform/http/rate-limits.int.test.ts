import { count, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app/app.ts';
import { openDatabase, postgresUrlOf, type TDatabaseHandle } from '#server/db/database.ts';
import { emailOutbox, oidcTransactions, throttleBuckets, users } from '#server/db/schema/index.ts';
import { startOidcTestProvider, type TOidcTestProvider } from '#server/test-support/oidc-test-provider.ts';
import { cookiesFrom, createTestApp, type TTestApp } from '#server/test-support/test-app.ts';
import { purgeThrottleBuckets } from './throttle';

const onPostgres = process.env.TEST_DB === 'postgres';
const NOW = new Date('2026-11-24T09:00:00Z');
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

let t: TTestApp;
let provider: TOidcTestProvider;
let sequence = 0;

beforeAll(async () => {
  provider = await startOidcTestProvider({
    redirectUris: ['http://localhost:3000/api/auth/oidc/google/callback'],
  });
  // The real limits: no multiplier, unlike the other test files.
  t = await createTestApp({
    config: {
      tightRateLimitMultiplier: 1,
      identityProviders: {
        google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      },
    },
  });
  t.clock.set(NOW);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}.${sequence}@example.com`;
}

function registerClient(
  app: FastifyInstance,
  address: string,
  options: { email?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/client/register',
    remoteAddress: address,
    ...(options.headers ? { headers: options.headers } : {}),
    payload: {
      firstName: 'Jeanne',
      lastName: 'Script',
      email: options.email ?? uniqueEmail('inscription'),
      password: 'Une-phrase-longue-42',
      acceptTerms: true,
    },
  });
}

function registerPro(address: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/register',
    remoteAddress: address,
    payload: {
      firstName: 'Julie',
      lastName: 'Avocate',
      email: uniqueEmail('avocate'),
      practice: 'Cabinet Avocate',
      specialty: 'Droit immobilier',
      barNumber: 'BORDEAUX-Z4242',
      password: 'Un-mot-de-passe-solide-7',
      acceptTerms: true,
    },
  });
}

async function rows(table: typeof users | typeof emailOutbox | typeof oidcTransactions): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** A refused request: 429, Retry-After in seconds, and the French message in the app's error body. */
function expectRefused(response: LightMyRequestResponse, message: string, retryAfterSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(response.json()).toEqual({ error: { code: 'TOO_MANY_ATTEMPTS', message } });
}

const REGISTRATION_REFUSED = 'Trop de comptes créés depuis votre réseau. Réessayez dans 60 minutes.';

describe('registrations from one address', () => {
  it('of 50 sent at once, 5 create an account and queue 5 e-mails; the 45 others get 429 with Retry-After and a French message', async () => {
    const usersBefore = await rows(users);
    const emailsBefore = await rows(emailOutbox);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => registerClient(t.app, '203.0.113.50')),
    );

    const created = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    console.info(
      `${t.handle.driver}: 50 inscriptions simultanées d’une adresse → ${created.length} comptes, ${(await rows(users)) - usersBefore} lignes users, ${(await rows(emailOutbox)) - emailsBefore} e-mails, ${refused.length} refus`,
    );
    expect(created).toHaveLength(5);
    expect(await rows(users)).toBe(usersBefore + 5);
    // The confirmation link of each account (the welcome waits for the confirmed address, ADR 0046).
    expect(await rows(emailOutbox)).toBe(emailsBefore + 5);
    expect(refused).toHaveLength(45);
    for (const answer of refused) expectRefused(answer, REGISTRATION_REFUSED, 3600);
    expect(refused.every((answer) => answer.cookies.length === 0)).toBe(true);
  });

  it('leaves another address alone', async () => {
    expect((await registerClient(t.app, '198.51.100.50')).statusCode).toBe(201);
  });

  it('counts professional registrations and provider sign-ups in the same budget', async () => {
    const address = '203.0.113.51';
    for (const register of [
      () => registerClient(t.app, address),
      () => registerPro(address),
      () => registerClient(t.app, address),
      () => registerPro(address),
      () => registerPro(address),
    ]) {
      expect((await register()).statusCode).toBe(201);
    }
    const emailsBefore = await rows(emailOutbox);
    expectRefused(await registerPro(address), REGISTRATION_REFUSED, 3600);
    expectRefused(await registerClient(t.app, address), REGISTRATION_REFUSED, 3600);
    // Without a provider's pending identity this would be a 409: the count comes first.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/pending/complete',
      remoteAddress: address,
      payload: { firstName: 'Jeanne', lastName: 'Externe', acceptTerms: true },
    });
    expectRefused(signUp, REGISTRATION_REFUSED, 3600);
    expect(await rows(emailOutbox)).toBe(emailsBefore);
  });

  it('counts an IPv6 sender by its /64', async () => {
    for (let host = 1; host <= 5; host += 1) {
      expect((await registerClient(t.app, `2001:db8:7:7::${host}`)).statusCode).toBe(201);
    }
    expectRefused(await registerClient(t.app, '2001:db8:7:7:ffff::9'), REGISTRATION_REFUSED, 3600);
    expect((await registerClient(t.app, '2001:db8:7:8::1')).statusCode).toBe(201);
  });

  it('lets the address register again when its hour is over, and says the wait that is left', async () => {
    const address = '203.0.113.52';
    for (let i = 0; i < 5; i += 1) expect((await registerClient(t.app, address)).statusCode).toBe(201);
    t.clock.advance(59 * MINUTE_MS + 30_000);
    expectRefused(
      await registerClient(t.app, address),
      'Trop de comptes créés depuis votre réseau. Réessayez dans 30 secondes.',
      30,
    );
    t.clock.advance(30_000);
    expect((await registerClient(t.app, address)).statusCode).toBe(201);
  });

  it('is forgotten by the hourly purge a day later', async () => {
    const key = like(throttleBuckets.key, 'rate-registration:%');
    const [before] = await t.handle.db.select({ n: count() }).from(throttleBuckets).where(key);
    expect(before?.n).toBeGreaterThan(0);
    const later = new Date(t.clock.now().getTime() + 25 * HOUR_MS);
    await purgeThrottleBuckets(t.handle.db, new Date(later.getTime() - 24 * HOUR_MS), later);
    const [after] = await t.handle.db.select({ n: count() }).from(throttleBuckets).where(key);
    expect(after?.n).toBe(0);
  });
});

describe('the other routes that create accounts or send e-mail', () => {
  it('password reset: 10 requests an hour from one address, whatever the e-mails', async () => {
    const address = '203.0.113.60';
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        remoteAddress: address,
        payload: { email: uniqueEmail('oubli') },
      });
    for (let i = 0; i < 10; i += 1) expect((await forgot()).statusCode).toBe(200);
    expectRefused(await forgot(), 'Trop de demandes de réinitialisation. Réessayez dans 60 minutes.', 3600);
  });

  it('confirmation e-mails: 10 an hour from one address, across accounts, changes of address and provider link e-mails', async () => {
    const cookies: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const registered = await registerClient(t.app, '198.51.100.61');
      expect(registered.statusCode).toBe(201);
      cookies.push(cookiesFrom(registered));
    }
    const address = '203.0.113.61';
    const resend = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/client/email/resend',
        remoteAddress: address,
        headers: { cookie },
      });
    // Three per account (the account's own throttle), so the address's tenth is the fourth account's first.
    for (const cookie of cookies.slice(0, 3)) {
      for (let i = 0; i < 3; i += 1) expect((await resend(cookie)).statusCode).toBe(200);
    }
    const last = cookies[3] ?? '';
    expect((await resend(last)).statusCode).toBe(200);
    const emailsBefore = await rows(emailOutbox);
    const refused = 'Trop d’e-mails de confirmation demandés. Réessayez dans 60 minutes.';
    expectRefused(await resend(last), refused, 3600);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/email/change',
      remoteAddress: address,
      headers: { cookie: last },
      payload: { email: uniqueEmail('nouvelle'), currentPassword: 'Une-phrase-longue-42' },
    });
    expectRefused(change, refused, 3600);
    const linkEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/pending/email-link',
      remoteAddress: address,
    });
    expectRefused(linkEmail, refused, 3600);
    expect(await rows(emailOutbox)).toBe(emailsBefore);
    // The accounts themselves may still ask from elsewhere.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/email/resend',
      remoteAddress: '198.51.100.62',
      headers: { cookie: last },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('contact and demo forms: 5 messages an hour from one address together, past the growing waits of their throttle', async () => {
    const address = '203.0.113.62';
    let sent = 0;
    const contact = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/messages',
        remoteAddress: address,
        payload: {
          source: 'public',
          name: 'Claire Fontaine',
          email: uniqueEmail('contact'),
          company: '',
          phone: '',
          subject: 'Question',
          message: 'Bonjour, une question sur une réservation.',
        },
      });
    const demo = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/demo-requests',
        remoteAddress: address,
        payload: {
          name: 'Maître Claire Fontaine',
          firm: 'Fontaine Avocats',
          email: uniqueEmail('demo'),
          phone: '',
          message: '',
        },
      });
    for (const send of [contact, demo, contact, demo]) {
      expect((await send()).statusCode).toBe(201);
      sent += 1;
    }
    // The forms' own throttle now asks for a minute, then two, between messages; those waits are kept.
    t.clock.advance(MINUTE_MS);
    expect((await contact()).statusCode).toBe(201);
    sent += 1;
    t.clock.advance(2 * MINUTE_MS);
    expect(sent).toBe(5);
    expectRefused(
      await demo(),
      'Vous avez envoyé trop de messages en peu de temps. Veuillez réessayer dans 57 minutes.',
      57 * 60,
    );
    expectRefused(
      await contact(),
      'Vous avez envoyé trop de messages en peu de temps. Veuillez réessayer dans 57 minutes.',
      57 * 60,
    );
  });

  it('provider sign-ins: 10 starts in ten minutes from one address, then back to the sign-in page with the message', async () => {
    const address = '203.0.113.63';
    const start = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start', remoteAddress: address });
    for (let i = 0; i < 10; i += 1) {
      expect(String((await start()).headers.location).startsWith(provider.issuer)).toBe(true);
    }
    const transactionsBefore = await rows(oidcTransactions);
    const refused = await start();
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/login?erreur=trop-de-tentatives');
    expect(await rows(oidcTransactions)).toBe(transactionsBefore);
    t.clock.advance(10 * MINUTE_MS);
    expect(String((await start()).headers.location).startsWith(provider.issuer)).toBe(true);
  });
});

describe('the address that is counted', () => {
  it('behind TRUST_PROXY is the one X-Forwarded-For names', async () => {
    const proxied = await createTestApp({
      seed: false,
      config: { tightRateLimitMultiplier: 1, trustProxy: 1 },
    });
    try {
      const via = (client: string) =>
        registerClient(proxied.app, '10.0.0.1', { headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < 5; i += 1) expect((await via('203.0.113.70')).statusCode).toBe(201);
      expectRefused(await via('203.0.113.70'), REGISTRATION_REFUSED, 3600);
      // The proxy appends the address it saw: what the client wrote before it does not choose the key.
      expectRefused(await via('198.51.100.9, 203.0.113.70'), REGISTRATION_REFUSED, 3600);
      expect((await via('203.0.113.71')).statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('without TRUST_PROXY is the connection’s, whatever X-Forwarded-For says', async () => {
    const direct = (client: string) =>
      registerClient(t.app, '10.0.0.2', { headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < 5; i += 1) expect((await direct(`203.0.113.${80 + i}`)).statusCode).toBe(201);
    expectRefused(await direct('203.0.113.90'), REGISTRATION_REFUSED, 3600);
  });
});

describe('two instances on one database', () => {
  let other: FastifyInstance;
  let otherHandle: TDatabaseHandle | null = null;

  beforeAll(async () => {
    const url = postgresUrlOf(t.handle.db);
    if (onPostgres && !url) throw new Error('PostgreSQL attendu');
    // On PostgreSQL the second instance has its own pool; PGlite is one process, so it shares the handle.
    otherHandle = url ? await openDatabase({ driver: 'postgres', url, poolSize: 3 }) : null;
    other = await buildApp({ db: otherHandle?.db ?? t.handle.db, config: t.config, clock: t.clock });
  });

  afterAll(async () => {
    await other?.close();
    await otherHandle?.close();
  });

  it('share the count: 8 registrations at once through both create 5 accounts', async () => {
    const address = '203.0.113.95';
    const usersBefore = await rows(users);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => registerClient(i % 2 === 0 ? t.app : other, address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(await rows(users)).toBe(usersBefore + 5);
    // Each instance served some of the five.
    expect(answers.filter((answer, i) => i % 2 === 0 && answer.statusCode === 201).length).toBeGreaterThan(0);
    expect(answers.filter((answer, i) => i % 2 === 1 && answer.statusCode === 201).length).toBeGreaterThan(0);
  });
});

describe('the flood guard in front of every request', () => {
  let guarded: TTestApp;

  beforeAll(async () => {
    guarded = await createTestApp({ seed: false, config: { rateLimitPerMinute: 5 } });
    guarded.clock.set(NOW);
  });

  afterAll(async () => {
    await guarded?.close();
  });

  const get = (url: string, address: string) =>
    guarded.app.inject({ method: 'GET', url, remoteAddress: address });

  it('answers 429 past RATE_LIMIT_PER_MINUTE requests a minute from one address, on any route, without a database write', async () => {
    const [bucketsBefore] = await guarded.handle.db.select({ n: count() }).from(throttleBuckets);
    const answers = [
      await get('/api/health', '203.0.113.100'),
      await get('/api/site/facts', '203.0.113.100'),
      await get('/api/nulle-part', '203.0.113.100'),
      await get('/api/health', '203.0.113.100'),
      await get('/api/health', '203.0.113.100'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 200, 200]);
    expectRefused(
      await get('/api/nulle-part', '203.0.113.100'),
      'Trop de requêtes depuis votre réseau. Réessayez dans 1 minute.',
      60,
    );
    guarded.clock.advance(45_000);
    expectRefused(
      await get('/api/health', '203.0.113.100'),
      'Trop de requêtes depuis votre réseau. Réessayez dans 15 secondes.',
      15,
    );
    expect((await get('/api/health', '198.51.100.100')).statusCode).toBe(200);
    const [bucketsAfter] = await guarded.handle.db.select({ n: count() }).from(throttleBuckets);
    expect(bucketsAfter?.n).toBe(bucketsBefore?.n);
    guarded.clock.advance(15_000);
    expect((await get('/api/health', '203.0.113.100')).statusCode).toBe(200);
  });

  it('is switched off by 0, rather than refusing everything', async () => {
    const open = await createTestApp({ seed: false, config: { rateLimitPerMinute: 0 } });
    try {
      for (let i = 0; i < 20; i += 1) {
        expect((await open.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
    } finally {
      await open.close();
    }
  });
});

import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { TCalendarNetwork } from '../agenda/calendars/calendar-network';
import { buildApp } from '../app/app';
import type { TDatabaseHandle } from '../db/database';
import {
  emailOutbox,
  passwordResetTokens,
  professionals,
  sessions,
  throttleBuckets,
  twoFactorSettings,
  users,
} from '../db/schema';
import { openSecret } from '../identity/two-factor/secret-sealing';
import { totpCodeAt } from '../identity/two-factor/totp';
import { loadConfig, type TClock, type TConfig } from '../platform/config';
import type { TLogger } from '../platform/operations/logger';
import { openTestDatabase } from './test-database';

export type TTestClock = TClock & { set(date: Date): void; advance(ms: number): void };

export function createTestClock(start = new Date()): TTestClock {
  let current = start;
  return {
    now: () => new Date(current.getTime()),
    set: (date) => {
      current = date;
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export type TTestApp = {
  app: FastifyInstance;
  handle: TDatabaseHandle;
  clock: TTestClock;
  config: TConfig;
  close(): Promise<void>;
};

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** The API on a fresh database seeded with the demo accounts, driven with app.inject(). */
export async function createTestApp(
  options: {
    seed?: boolean;
    config?: Partial<TConfig>;
    onRoute?: (route: RouteOptions) => void;
    webDistDir?: string;
    calendarNetwork?: TCalendarNetwork;
    /** The server's logger (a test reading what the server logs); none by default. */
    logger?: TLogger;
  } = {},
): Promise<TTestApp> {
  const handle = await openTestDatabase({ withDemoData: options.seed !== false });
  const clock = createTestClock();
  const config: TConfig = {
    ...loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, NODE_ENV: 'test' }),
    // Every test request comes from 127.0.0.1, and files register and e-mail far more than five times
    // an hour; the tests of those limits (server/platform/http/rate-limits.int.test.ts) ask for the real ones.
    tightRateLimitMultiplier: 100,
    ...options.config,
  };
  const app = await buildApp({
    db: handle.db,
    config,
    clock,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.webDistDir ? { serveWeb: true, webDistDir: options.webDistDir } : {}),
    ...(options.calendarNetwork ? { calendarNetwork: options.calendarNetwork } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    app,
    handle,
    clock,
    config,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** The cookie header value to replay the cookies an answer set (name=value; ...). */
export function cookiesFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

export async function loginAs(
  app: FastifyInstance,
  space: 'client' | 'pro' | 'admin',
  email: string,
  password = 'demo-2025',
  rememberMe = false,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/auth/${space}/login`,
    payload: { email, password, rememberMe },
  });
  if (response.statusCode !== 200)
    throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  return cookiesFrom(response);
}

export async function outboxFor(handle: TDatabaseHandle, to: string) {
  return handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id));
}

/** The token in the newest reset link e-mailed to that address. */
export async function lastResetToken(handle: TDatabaseHandle, to: string): Promise<string> {
  const [email] = await outboxFor(handle, to);
  const match = email?.textBody.match(/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link e-mailed to ${to}`);
  return match[1];
}

export type TRowCounts = {
  users: number;
  professionals: number;
  sessions: number;
  passwordResetTokens: number;
  throttleBuckets: number;
  emailOutbox: number;
};

/** Rows in every table a request can write to, to show that a refused request wrote nothing. */
export async function rowCounts(handle: TDatabaseHandle): Promise<TRowCounts> {
  const { db } = handle;
  const total = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  return {
    users: total(await db.select({ n: count() }).from(users)),
    professionals: total(await db.select({ n: count() }).from(professionals)),
    sessions: total(await db.select({ n: count() }).from(sessions)),
    passwordResetTokens: total(await db.select({ n: count() }).from(passwordResetTokens)),
    throttleBuckets: total(await db.select({ n: count() }).from(throttleBuckets)),
    emailOutbox: total(await db.select({ n: count() }).from(emailOutbox)),
  };
}

/** The session cookie of one space set by an answer, if any. */
export function sessionCookieOf(response: LightMyRequestResponse, space: 'client' | 'pro' | 'admin') {
  return response.cookies.find((cookie) => cookie.name === `jr_${space}_session`);
}

export type TCallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request to `app` as the holder of `cookie` (none: signed out), with a JSON body when given. */
export function callAs(
  app: FastifyInstance,
  cookie: string | undefined,
  method: TCallMethod,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/**
 * Marks an account's address as confirmed, for tests that are not about e-mail verification
 * (ADR 0023: new accounts book and get validated only once confirmed).
 */
export async function markEmailVerified(handle: TDatabaseHandle, email: string): Promise<void> {
  await handle.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.email, email.toLowerCase()));
}

/** The token in the newest confirmation link e-mailed to that address. */
export async function lastVerificationToken(handle: TDatabaseHandle, to: string): Promise<string> {
  const emails = await outboxFor(handle, to);
  for (const email of emails) {
    const match = email.textBody.match(/verifier-email\?token=([A-Za-z0-9_-]+)/);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no confirmation link e-mailed to ${to}`);
}

const recoveryCodesByApp = new WeakMap<TTestApp, Map<string, string[]>>();

/**
 * Signs in as an account that must have a second factor (administrators, professionals registered since
 * ADR 0026) as its owner would: at the first sign-in it enrols an authenticator app (a code computed on the
 * test clock) and keeps the ten recovery codes; later sign-ins answer the code step with one of them.
 */
export async function loginWithSecondFactor(
  t: TTestApp,
  space: 'pro' | 'admin',
  email: string,
  password = 'demo-2025',
): Promise<string> {
  const codes = recoveryCodesByApp.get(t) ?? new Map<string, string[]>();
  recoveryCodesByApp.set(t, codes);
  const key = `${space}:${email.toLowerCase()}`;
  const login = await t.app.inject({
    method: 'POST',
    url: `/api/auth/${space}/login`,
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login ${email} failed: ${login.statusCode} ${login.body}`);
  const answer = login.json() as { twoFactorChallenge?: string; twoFactorSetupRequired?: boolean };
  if (answer.twoFactorChallenge) {
    const left = codes.get(key) ?? [];
    const code = left.shift() ?? (await authenticatorCodeOf(t, email));
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `/api/auth/${space}/login/code`,
      payload: { challenge: answer.twoFactorChallenge, code },
    });
    if (signedIn.statusCode !== 200) throw new Error(`code step ${email}: ${signedIn.body}`);
    const cookie = cookiesFrom(signedIn);
    if (left.length === 1) {
      const renewed = await callAs(t.app, cookie, 'POST', `/api/auth/${space}/two-factor/recovery-codes`, {
        code: left[0],
      });
      codes.set(key, (renewed.json() as { recoveryCodes: string[] }).recoveryCodes);
    }
    return cookie;
  }
  const cookie = cookiesFrom(login);
  if (answer.twoFactorSetupRequired) {
    const setup = await callAs(t.app, cookie, 'POST', `/api/auth/${space}/two-factor/setup`);
    const { secret } = setup.json() as { secret: string };
    const enabled = await callAs(t.app, cookie, 'POST', `/api/auth/${space}/two-factor/enable`, {
      code: totpCodeAt(secret, t.clock.now()),
    });
    if (enabled.statusCode !== 200) throw new Error(`enrolment ${email}: ${enabled.body}`);
    codes.set(key, (enabled.json() as { recoveryCodes: string[] }).recoveryCodes);
  }
  return cookie;
}

/** For an account enrolled by the test itself: the authenticator's next code, read from its stored secret. */
async function authenticatorCodeOf(t: TTestApp, email: string): Promise<string> {
  const [row] = await t.handle.db
    .select({ userId: twoFactorSettings.userId, secret: twoFactorSettings.secret })
    .from(twoFactorSettings)
    .innerJoin(users, eq(users.id, twoFactorSettings.userId))
    .where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`${email} has no authenticator app`);
  t.clock.advance(30_000);
  return totpCodeAt(openSecret(row.secret, row.userId, t.config.totpEncryptionKey), t.clock.now());
}

/** The demo administrator, signed in with the second factor every administrator must have. */
export function loginAsAdmin(t: TTestApp): Promise<string> {
  return loginWithSecondFactor(t, 'admin', 'admin@example.com');
}

/**
 * Makes a professional's second factor optional, as for an account registered before ADR 0026, for tests
 * about something else that sign in with the password alone (several devices, throttles…).
 */
export async function markSecondFactorOptional(handle: TDatabaseHandle, email: string): Promise<void> {
  await handle.db.update(users).set({ twoFactorRequired: false }).where(eq(users.email, email.toLowerCase()));
}

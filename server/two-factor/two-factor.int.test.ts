import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorRecoveryCodes, twoFactorSettings } from '../db/schema';
import {
  callAs,
  cookiesFrom,
  createTestApp,
  lastResetToken,
  loginAs,
  outboxFor,
  sessionCookieOf,
  type TTestApp,
} from '../test-support/test-app';
import { totpCodeAt } from './totp';
import { TRUSTED_DEVICE_COOKIE } from './trusted-device-cookie';

const PASSWORD = 'Un-mot-de-passe-solide-7';
let t: TTestApp;
let registered = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each test has its own professional (and its own address, so throttle counters do not mix). */
async function newPro(): Promise<{ email: string; ip: string }> {
  registered += 1;
  const email = `deux.facteurs.${registered}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/register',
    payload: {
      firstName: 'Camille',
      lastName: 'Double',
      email,
      practice: 'Cabinet Double',
      specialty: 'Droit civil',
      barNumber: `PARIS-2F${registered}`,
      password: PASSWORD,
      acceptTerms: true,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register ${email}: ${response.body}`);
  return { email, ip: `198.51.100.${registered}` };
}

function login(email: string, ip: string, cookie?: string, password = PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/login',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: { email, password },
  });
}

function submitCode(payload: Record<string, unknown>, ip: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/pro/login/code', remoteAddress: ip, payload });
}

/** The code the authenticator shows now; the clock moves one step on first, so each code is fresh. */
function nextCode(secret: string): string {
  t.clock.advance(30_000);
  return totpCodeAt(secret, t.clock.now());
}

async function enrol(email: string) {
  const cookie = await loginAs(t.app, 'pro', email, PASSWORD);
  const setup = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/setup');
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/enable', {
    code: nextCode(secret),
  });
  expect(enabled.statusCode).toBe(200);
  const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
  return { cookie, secret, recoveryCodes };
}

async function challengeOf(email: string, ip: string, cookie?: string): Promise<string> {
  const response = await login(email, ip, cookie);
  expect(response.statusCode).toBe(200);
  expect(sessionCookieOf(response, 'pro')).toBeUndefined();
  const body = response.json() as { user: null; twoFactorChallenge: string };
  expect(body.user).toBeNull();
  return body.twoFactorChallenge;
}

describe('enrolment', () => {
  it('shows a QR code and the secret, enables only after a valid code, and gives ten recovery codes once', async () => {
    const { email, ip } = await newPro();
    const cookie = await loginAs(t.app, 'pro', email, PASSWORD);
    const before = await callAs(t.app, cookie, 'GET', '/api/auth/pro/two-factor');
    expect(before.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, mandatory: true });

    const setup = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/setup');
    const { secret, qrCodeDataUrl, otpauthUrl } = setup.json() as Record<string, string>;
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(otpauthUrl).toContain(`secret=${secret}`);

    const wrong = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors.code).toMatch(/Code incorrect/);
    // Not enabled yet: the password alone still opens a session.
    expect(sessionCookieOf(await login(email, ip), 'pro')).toBeDefined();

    const enabled = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/enable', {
      code: nextCode(secret ?? ''),
    });
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const after = await callAs(t.app, cookie, 'GET', '/api/auth/pro/two-factor');
    expect(after.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, mandatory: true });
    expect(after.body).not.toContain(secret);
    // Enabled: no second secret can be shown.
    expect((await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/setup')).statusCode).toBe(409);

    const stored = await t.handle.db.select().from(twoFactorRecoveryCodes);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(storedText).not.toContain(code);
  });

  it('is for professionals only: a client cannot enrol and signs in with the password alone', async () => {
    const client = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    expect((await callAs(t.app, client, 'POST', '/api/auth/pro/two-factor/setup')).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email: 'marie.dubois@example.com', password: 'demo-2025' },
    });
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response, 'client')).toBeDefined();
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, then opens the session; neither challenge nor code can be replayed', async () => {
    const { email, ip } = await newPro();
    const { secret } = await enrol(email);
    const challenge = await challengeOf(email, ip);
    const code = nextCode(secret);
    const response = await submitCode({ challenge, code }, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
    const session = await callAs(t.app, cookiesFrom(response), 'GET', '/api/auth/pro/session');
    expect(session.json().user.email).toBe(email);

    const replayedChallenge = await submitCode({ challenge, code: nextCode(secret) }, ip);
    expect(replayedChallenge.statusCode).toBe(409);
    expect(replayedChallenge.json().error.message).toMatch(/expiré/);

    // A new challenge, but the code of the step already used.
    t.clock.advance(-30_000);
    const replayedCode = await submitCode({ challenge: await challengeOf(email, ip), code }, ip);
    expect(replayedCode.statusCode).toBe(400);
  });

  it('refuses a challenge after five minutes', async () => {
    const { email, ip } = await newPro();
    const { secret } = await enrol(email);
    const challenge = await challengeOf(email, ip);
    t.clock.advance(5 * 60_000);
    const response = await submitCode({ challenge, code: totpCodeAt(secret, t.clock.now()) }, ip);
    expect(response.statusCode).toBe(409);
  });

  it('accepts each recovery code once', async () => {
    const { email, ip } = await newPro();
    const { recoveryCodes, cookie } = await enrol(email);
    const code = recoveryCodes[0] ?? '';
    const first = await submitCode(
      { challenge: await challengeOf(email, ip), code: ` ${code.toUpperCase()} ` },
      ip,
    );
    expect(first.statusCode).toBe(200);
    const second = await submitCode({ challenge: await challengeOf(email, ip), code }, ip);
    expect(second.statusCode).toBe(400);
    const status = await callAs(t.app, cookie, 'GET', '/api/auth/pro/two-factor');
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it("makes another account's challenge useless with one's own code", async () => {
    const a = await newPro();
    const b = await newPro();
    await enrol(a.email);
    const { secret: secretOfB } = await enrol(b.email);
    const challengeOfA = await challengeOf(a.email, b.ip);
    const response = await submitCode({ challenge: challengeOfA, code: nextCode(secretOfB) }, b.ip);
    expect(response.statusCode).toBe(400);
    expect(sessionCookieOf(response, 'pro')).toBeUndefined();
  });

  it('throttles wrong codes like passwords, even when the right one comes', async () => {
    const { email, ip } = await newPro();
    const { secret } = await enrol(email);
    const challenge = await challengeOf(email, ip);
    const answers: number[] = [];
    for (let i = 0; i < 7; i++)
      answers.push((await submitCode({ challenge, code: '000000' }, ip)).statusCode);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers).toContain(429);
    // The next step's code, accepted for drift, without moving the clock past the wait.
    const right = await submitCode(
      { challenge, code: totpCodeAt(secret, new Date(t.clock.now().getTime() + 30_000)) },
      ip,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toMatch(/Trop de codes incorrects/);
  });

  it('refuses hostile input with 400', async () => {
    const { email, ip } = await newPro();
    await enrol(email);
    const challenge = await challengeOf(email, ip);
    for (const payload of [
      { challenge, code: '123\u0000456' },
      { challenge, code: 'x'.repeat(900_000) },
      { challenge: 'y'.repeat(900_000), code: '123456' },
      { challenge, code: 123456 },
      { challenge, code: '123456', extra: true },
    ]) {
      const response = await submitCode(payload, ip);
      expect(response.statusCode).toBe(400);
      expect(sessionCookieOf(response, 'pro')).toBeUndefined();
    }
  });
});

describe('trusted devices, disabling and passwords', () => {
  it('skips the code on a trusted device until 2FA is disabled', async () => {
    const { email, ip } = await newPro();
    const { secret, cookie } = await enrol(email);
    const trusted = await submitCode(
      { challenge: await challengeOf(email, ip), code: nextCode(secret), trustDevice: true },
      ip,
    );
    const device = trusted.cookies.find((c) => c.name === TRUSTED_DEVICE_COOKIE.pro);
    expect(device?.httpOnly).toBe(true);
    const deviceCookie = `${TRUSTED_DEVICE_COOKIE.pro}=${device?.value}`;
    const direct = await login(email, ip, deviceCookie);
    expect(sessionCookieOf(direct, 'pro')).toBeDefined();

    const noCode = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/disable', {
      password: PASSWORD,
      code: '000000',
    });
    expect(noCode.statusCode).toBe(400);
    const wrongPassword = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/disable', {
      password: 'pas-le-bon',
      code: nextCode(secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    const disabled = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/disable', {
      password: PASSWORD,
      code: nextCode(secret),
    });
    expect(disabled.statusCode).toBe(200);
    const subjects = (await outboxFor(t.handle, email)).map((row) => row.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['Double authentification activée', 'Double authentification désactivée']),
    );
    expect(
      await t.handle.db.select().from(twoFactorSettings).where(eq(twoFactorSettings.secret, secret)),
    ).toEqual([]);

    // Enabled again: the device trusted before is not trusted any more.
    const again = await enrol(email);
    await challengeOf(email, ip, deviceCookie);
    expect(again.recoveryCodes).toHaveLength(10);
  });

  it('forgets trusted devices when the password changes, and a reset keeps the second factor', async () => {
    const { email, ip } = await newPro();
    const { secret, cookie } = await enrol(email);
    const trusted = await submitCode(
      { challenge: await challengeOf(email, ip), code: nextCode(secret), trustDevice: true },
      ip,
    );
    const deviceCookie = cookiesFrom(trusted)
      .split('; ')
      .filter((c) => c.startsWith(TRUSTED_DEVICE_COOKIE.pro))
      .join('; ');
    const newPassword = 'Encore-un-mot-de-passe-solide-8';
    const changed = await callAs(t.app, cookie, 'POST', '/api/auth/pro/password', {
      currentPassword: PASSWORD,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const afterChange = await login(email, ip, deviceCookie, newPassword);
    expect(afterChange.json().twoFactorChallenge).toEqual(expect.any(String));

    await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: await lastResetToken(t.handle, email), password: PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    await challengeOf(email, ip);
  });

  it('regenerates recovery codes only with a code; the old ones stop working', async () => {
    const { email, ip } = await newPro();
    const { secret, cookie, recoveryCodes } = await enrol(email);
    const refused = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/recovery-codes', {
      code: '000000',
    });
    expect(refused.statusCode).toBe(400);
    const renewed = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/recovery-codes', {
      code: nextCode(secret),
    });
    const fresh = (renewed.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    const old = await submitCode({ challenge: await challengeOf(email, ip), code: recoveryCodes[0] }, ip);
    expect(old.statusCode).toBe(400);
    const ok = await submitCode({ challenge: await challengeOf(email, ip), code: fresh[0] }, ip);
    expect(ok.statusCode).toBe(200);
  });
});

describe('with TOTP_ENCRYPTION_KEY', () => {
  it('stores the secret encrypted, and codes still work', async () => {
    const keyed = await createTestApp({ config: { totpEncryptionKey: randomBytes(32) } });
    try {
      const email = 'chiffre.2f@example.com';
      await keyed.app.inject({
        method: 'POST',
        url: '/api/auth/pro/register',
        payload: {
          firstName: 'Noé',
          lastName: 'Chiffre',
          email,
          practice: 'Cabinet Chiffre',
          specialty: 'Droit civil',
          barNumber: 'PARIS-CHIFFRE',
          password: PASSWORD,
          acceptTerms: true,
        },
      });
      const cookie = await loginAs(keyed.app, 'pro', email, PASSWORD);
      const { secret } = (
        await callAs(keyed.app, cookie, 'POST', '/api/auth/pro/two-factor/setup')
      ).json() as {
        secret: string;
      };
      const [row] = await keyed.handle.db.select().from(twoFactorSettings);
      expect(row?.secret).toMatch(/^v1:/);
      expect(row?.secret).not.toContain(secret);
      keyed.clock.advance(30_000);
      const enabled = await callAs(keyed.app, cookie, 'POST', '/api/auth/pro/two-factor/enable', {
        code: totpCodeAt(secret, keyed.clock.now()),
      });
      expect(enabled.statusCode).toBe(200);
      const password = await keyed.app.inject({
        method: 'POST',
        url: '/api/auth/pro/login',
        payload: { email, password: PASSWORD },
      });
      keyed.clock.advance(30_000);
      const signedIn = await keyed.app.inject({
        method: 'POST',
        url: '/api/auth/pro/login/code',
        payload: {
          challenge: password.json().twoFactorChallenge,
          code: totpCodeAt(secret, keyed.clock.now()),
        },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(sessionCookieOf(signedIn, 'pro')).toBeDefined();
    } finally {
      await keyed.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorRecoveryCodes, twoFactorSettings } from '#server/db/schema/index.ts';
import {
  callAs,
  cookiesFrom,
  createTestApp,
  lastResetToken,
  loginAs,
  outboxFor,
  sessionCookieOf,
  type TTestApp,
} from '#server/test-support/test-app.ts';
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

  it('ends every other session when it is enabled: a password-only (phished) session never becomes a full one', async () => {
    const { email } = await newPro();
    const phished = await loginAs(t.app, 'pro', email, PASSWORD);
    expect((await callAs(t.app, phished, 'GET', '/api/pro/profile')).statusCode).toBe(403);
    const { cookie: owner } = await enrol(email);
    const afterwards = await callAs(t.app, phished, 'GET', '/api/pro/profile');
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().error.code).toBe('UNAUTHENTICATED');
    // The owner's session, the one that enrolled, stays and is now a full one.
    expect((await callAs(t.app, owner, 'GET', '/api/pro/profile')).statusCode).toBe(200);
    const listed = await callAs(t.app, owner, 'GET', '/api/auth/pro/sessions');
    expect(listed.json().sessions).toHaveLength(1);
    const [notice] = (await outboxFor(t.handle, email)).filter((row) =>
      row.subject.includes('Double authentification activée'),
    );
    expect(notice?.textBody).toContain('Vos autres sessions ont été déconnectées.');
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
    const answers: number[] = [];
    const first = await challengeOf(email, ip);
    for (let i = 0; i < 5; i++)
      answers.push((await submitCode({ challenge: first, code: '000000' }, ip)).statusCode);
    // Five per challenge (the next test): a new one, whose first wrong code is the address's sixth.
    const challenge = await challengeOf(email, ip);
    answers.push((await submitCode({ challenge, code: '000000' }, ip)).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 400]);
    // The next step's code, accepted for drift, without moving the clock past the wait.
    const right = await submitCode(
      { challenge, code: totpCodeAt(secret, new Date(t.clock.now().getTime() + 30_000)) },
      ip,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toMatch(/Trop de codes incorrects/);
  });

  it('kills a challenge after five wrong codes: even the right one then needs the password again', async () => {
    const { email } = await newPro();
    const { secret } = await enrol(email);
    // Each code from another address: the challenge's own count, not the address's, ends it.
    const challenge = await challengeOf(email, '192.0.2.1');
    for (let i = 0; i < 5; i++) {
      const wrong = await submitCode({ challenge, code: '000000' }, `192.0.2.${10 + i}`);
      expect(wrong.statusCode).toBe(400);
    }
    const right = await submitCode({ challenge, code: nextCode(secret) }, '192.0.2.20');
    expect(right.statusCode).toBe(409);
    expect(right.json().error.message).toBe(
      'Trop de codes incorrects pour cette connexion. Saisissez à nouveau votre e-mail et votre mot de passe.',
    );
    expect(sessionCookieOf(right, 'pro')).toBeUndefined();
    const again = await submitCode({ challenge, code: nextCode(secret) }, '192.0.2.21');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/^Votre demande de connexion a expiré/);
    // A new sign-in with the password gets a new challenge, and the right code opens the session.
    const fresh = await submitCode(
      { challenge: await challengeOf(email, '192.0.2.22'), code: nextCode(secret) },
      '192.0.2.22',
    );
    expect(fresh.statusCode).toBe(200);
    expect(sessionCookieOf(fresh, 'pro')).toBeDefined();
  });

  it('evaluates at most 20 wrong codes a day per account, from any number of addresses, and tells the owner once', async () => {
    const { email } = await newPro();
    const { secret } = await enrol(email);
    const counts = new Map<number, number>();
    // 150 guesses from 30 addresses, five per challenge (each address signs in with the password).
    for (let a = 0; a < 30; a++) {
      const ip = `100.64.7.${a + 1}`;
      const challenge = await challengeOf(email, ip);
      for (let i = 0; i < 5; i++) {
        const status = (await submitCode({ challenge, code: String(100000 + a * 5 + i) }, ip)).statusCode;
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(counts)).toEqual({ 400: 20, 429: 130 });
    const warnings = (await outboxFor(t.handle, email)).filter(
      (row) => row.subject === 'Codes de vérification refusés sur votre compte',
    );
    expect(warnings).toHaveLength(1);
    // Content-free: neither the addresses nor the codes.
    expect(warnings[0]?.textBody).not.toMatch(/100\.64|\d{6}/);
    // The owner too, with the right code, until the day is over…
    const refused = await submitCode(
      { challenge: await challengeOf(email, '100.64.8.1'), code: nextCode(secret) },
      '100.64.8.1',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Trop de codes incorrects\. Réessayez dans/);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    // …or until a password reset proves the mailbox.
    await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    await t.app.afterResponse.settled();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: await lastResetToken(t.handle, email), password: PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const back = await submitCode(
      { challenge: await challengeOf(email, '100.64.8.2'), code: nextCode(secret) },
      '100.64.8.2',
    );
    expect(back.statusCode).toBe(200);
  }, 120_000); // 31 sign-ins (passwords are slow to hash on purpose) and 150 codes: past 30 s on a busy machine.

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
    await t.app.afterResponse.settled();
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

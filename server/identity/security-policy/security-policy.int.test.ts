import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  passkeys,
  trustedDevices,
  twoFactorResets,
  twoFactorSettings,
  users,
} from '#server/db/schema/index.ts';
import {
  callAs,
  cookiesFrom,
  createTestApp,
  loginAs,
  loginAsAdmin,
  loginWithSecondFactor,
  outboxFor,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { totpCodeAt } from '../two-factor/totp';
import { TRUSTED_DEVICE_COOKIE } from '../two-factor/trusted-device-cookie';

const PASSWORD = 'Un-mot-de-passe-solide-7';
let t: TTestApp;
let registered = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newPro(): Promise<string> {
  registered += 1;
  const email = `politique.${registered}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/register',
    payload: {
      firstName: 'Claire',
      lastName: 'Politique',
      email,
      practice: 'Cabinet Politique',
      specialty: 'Droit civil',
      barNumber: `PARIS-POL${registered}`,
      password: PASSWORD,
      acceptTerms: true,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register ${email}: ${response.body}`);
  return email;
}

function passwordLogin(space: 'pro' | 'admin', email: string, password: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${space}/login`,
    headers: cookie ? { cookie, 'user-agent': UA } : { 'user-agent': UA },
    payload: { email, password },
  });
}

const UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function secretOf(email: string): Promise<string> {
  const [row] = await t.handle.db
    .select({ secret: twoFactorSettings.secret })
    .from(twoFactorSettings)
    .innerJoin(users, eq(users.id, twoFactorSettings.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no second factor for ${email}`);
  return row.secret;
}

function nextCode(secret: string): string {
  t.clock.advance(30_000);
  return totpCodeAt(secret, t.clock.now());
}

describe('the administrator account requires a second factor', () => {
  it('opens only the enrolment until the administrator has one, then asks for the code at every sign-in', async () => {
    const login = await passwordLogin('admin', 'admin@example.com', 'demo-2025');
    expect(login.json()).toMatchObject({ user: { role: 'admin' }, twoFactorSetupRequired: true });
    const cookie = cookiesFrom(login);

    const board = await callAs(t.app, cookie, 'GET', '/api/admin/registrations');
    expect(board.statusCode).toBe(403);
    expect(board.json().error).toMatchObject({
      code: 'TWO_FACTOR_SETUP_REQUIRED',
      message: expect.stringContaining('Activez la double authentification'),
    });
    expect((await callAs(t.app, cookie, 'GET', '/api/admin/security-policy')).statusCode).toBe(403);
    const session = await callAs(t.app, cookie, 'GET', '/api/auth/admin/session');
    expect(session.json()).toMatchObject({ user: { role: 'admin' }, twoFactorSetupRequired: true });

    const setup = await callAs(t.app, cookie, 'POST', '/api/auth/admin/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toContain('admin%40example.com');
    const enabled = await callAs(t.app, cookie, 'POST', '/api/auth/admin/two-factor/enable', {
      code: nextCode(secret),
    });
    expect(enabled.statusCode).toBe(200);
    expect((await callAs(t.app, cookie, 'GET', '/api/admin/registrations')).statusCode).toBe(200);
    expect(
      (await callAs(t.app, cookie, 'GET', '/api/auth/admin/session')).json().twoFactorSetupRequired,
    ).toBe(undefined);
    const notice = (await outboxFor(t.handle, 'admin@example.com')).find(
      (email) => email.subject === 'Double authentification activée',
    );
    expect(notice?.textBody).toContain("compte d'administration JurisRDV");

    const again = await passwordLogin('admin', 'admin@example.com', 'demo-2025');
    expect(again.json()).toEqual({
      user: null,
      twoFactorChallenge: expect.any(String),
      twoFactorMethods: ['totp'],
    });
    expect(again.cookies.filter((c) => c.value !== '')).toHaveLength(0);
    const wrongSpace = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pro/login/code',
      payload: { challenge: again.json().twoFactorChallenge, code: nextCode(secret) },
    });
    expect(wrongSpace.statusCode).toBe(401);
    const coded = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login/code',
      payload: {
        challenge: (await passwordLogin('admin', 'admin@example.com', 'demo-2025')).json().twoFactorChallenge,
        code: nextCode(secret),
      },
    });
    expect(coded.statusCode).toBe(200);
    expect(coded.json().user.role).toBe('admin');
  });
});

describe('professionals registered under the rule', () => {
  it('enrol at their first sign-in: the workspace answers 403 until then, and disabling sends them back to it', async () => {
    const email = await newPro();
    const login = await passwordLogin('pro', email, PASSWORD);
    expect(login.json()).toMatchObject({ user: { email }, twoFactorSetupRequired: true });
    const cookie = cookiesFrom(login);
    const workspace = await callAs(t.app, cookie, 'GET', '/api/pro/appointments');
    expect(workspace.statusCode).toBe(403);
    expect(workspace.json().error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect((await callAs(t.app, cookie, 'GET', '/api/auth/pro/two-factor')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      mandatory: true,
    });

    const setup = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/setup');
    const { secret } = setup.json() as { secret: string };
    await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/enable', { code: nextCode(secret) });
    expect((await callAs(t.app, cookie, 'GET', '/api/pro/appointments')).statusCode).toBe(200);

    const disabled = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/disable', {
      password: PASSWORD,
      code: nextCode(secret),
    });
    expect(disabled.statusCode).toBe(200);
    expect((await callAs(t.app, cookie, 'GET', '/api/pro/appointments')).statusCode).toBe(403);
    expect((await callAs(t.app, cookie, 'GET', '/api/auth/pro/session')).json().twoFactorSetupRequired).toBe(
      true,
    );
  });

  it('leaves clients alone: they never need a second factor', async () => {
    const cookie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    expect((await callAs(t.app, cookie, 'GET', '/api/client/appointments')).statusCode).toBe(200);
    expect(
      (await callAs(t.app, cookie, 'GET', '/api/auth/client/session')).json().twoFactorSetupRequired,
    ).toBe(undefined);
  });
});

describe('the platform policy', () => {
  it('requires a second factor of every professional once switched on, at their very next request, and not after', async () => {
    const admin = await loginAsAdmin(t);
    const sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
    expect((await callAs(t.app, sophie, 'GET', '/api/pro/appointments')).statusCode).toBe(200);

    const before = await callAs(t.app, admin, 'GET', '/api/admin/security-policy');
    expect(before.json()).toMatchObject({ requireProTwoFactor: false });
    const { professionalsCount, professionalsWithoutSecondFactor } = before.json() as {
      professionalsCount: number;
      professionalsWithoutSecondFactor: number;
    };
    expect(professionalsCount).toBeGreaterThan(3);
    expect(professionalsWithoutSecondFactor).toBeLessThanOrEqual(professionalsCount);

    const on = await callAs(t.app, admin, 'PUT', '/api/admin/security-policy', { requireProTwoFactor: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().requireProTwoFactor).toBe(true);
    const gated = await callAs(t.app, sophie, 'GET', '/api/pro/appointments');
    expect(gated.statusCode).toBe(403);
    expect(gated.json().error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect((await callAs(t.app, sophie, 'GET', '/api/auth/pro/session')).json().twoFactorSetupRequired).toBe(
      true,
    );

    const off = await callAs(t.app, admin, 'PUT', '/api/admin/security-policy', {
      requireProTwoFactor: false,
    });
    expect(off.json().requireProTwoFactor).toBe(false);
    expect((await callAs(t.app, sophie, 'GET', '/api/pro/appointments')).statusCode).toBe(200);
  });

  it('is the administrator’s alone, and refuses a malformed change', async () => {
    const sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
    expect(
      (await callAs(t.app, sophie, 'PUT', '/api/admin/security-policy', { requireProTwoFactor: true }))
        .statusCode,
    ).toBe(401);
    expect((await callAs(t.app, undefined, 'GET', '/api/admin/security-policy')).statusCode).toBe(401);
    const admin = await loginAsAdmin(t);
    const bad = await callAs(t.app, admin, 'PUT', '/api/admin/security-policy', {
      requireProTwoFactor: 'oui',
    });
    expect(bad.statusCode).toBe(400);
    const extra = await callAs(t.app, admin, 'PUT', '/api/admin/security-policy', {
      requireProTwoFactor: true,
      role: 'admin',
    });
    expect(extra.statusCode).toBe(400);
    expect((await callAs(t.app, admin, 'GET', '/api/admin/security-policy')).json().requireProTwoFactor).toBe(
      false,
    );
  });
});

describe('support removes a lost second factor (docs/support/lost-second-factor.md)', () => {
  it('removes it after checks written down, signs every session out, tells the professional, and enrolment follows', async () => {
    const email = await newPro();
    const proCookie = await loginWithSecondFactor(t, 'pro', email, PASSWORD);
    const admin = await loginAsAdmin(t);

    const unknown = await callAs(t.app, admin, 'POST', '/api/admin/two-factor-resets', {
      email: 'personne@example.com',
      reason: 'Identité vérifiée par visio avec carte professionnelle',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.fieldErrors.email).toBe(
      'Aucun compte professionnel avec cette adresse e-mail.',
    );
    const client = await callAs(t.app, admin, 'POST', '/api/admin/two-factor-resets', {
      email: 'marie.dubois@example.com',
      reason: 'Identité vérifiée par visio avec carte professionnelle',
    });
    expect(client.statusCode).toBe(404);
    const short = await callAs(t.app, admin, 'POST', '/api/admin/two-factor-resets', { email, reason: 'ok' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fieldErrors.reason).toContain('20 caractères');
    expect(
      (
        await callAs(t.app, proCookie, 'POST', '/api/admin/two-factor-resets', {
          email,
          reason: 'Identité vérifiée par visio avec carte professionnelle',
        })
      ).statusCode,
    ).toBe(401);

    const [owner] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.handle.db.insert(passkeys).values({
      userId: owner?.id ?? '',
      credentialId: 'perdue-avec-le-telephone',
      publicKey: Buffer.from([1, 2, 3]),
      deviceType: 'singleDevice',
      name: 'Téléphone perdu',
    });
    const reset = await callAs(t.app, admin, 'POST', '/api/admin/two-factor-resets', {
      email: email.toUpperCase(),
      reason: 'Identité vérifiée par visio avec carte professionnelle et rappel au numéro du cabinet',
    });
    expect(reset.statusCode).toBe(200);
    expect((await callAs(t.app, proCookie, 'GET', '/api/pro/appointments')).statusCode).toBe(401);
    const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
    const recorded = await t.handle.db
      .select()
      .from(twoFactorResets)
      .where(eq(twoFactorResets.userId, user?.id ?? ''));
    expect(recorded).toHaveLength(1);
    expect(
      await t.handle.db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, user?.id ?? '')),
    ).toHaveLength(0);
    expect(
      await t.handle.db
        .select()
        .from(twoFactorSettings)
        .where(eq(twoFactorSettings.userId, user?.id ?? '')),
    ).toHaveLength(0);
    expect(recorded[0]?.reason).toContain('carte professionnelle');
    expect(recorded[0]?.adminUserId).not.toBeNull();
    const mail = (await outboxFor(t.handle, email)).find(
      (m) => m.subject === 'Votre double authentification a été réinitialisée',
    );
    expect(mail?.textBody).toContain('Toutes vos sessions ont été déconnectées');

    const login = await passwordLogin('pro', email, PASSWORD);
    expect(login.json()).toMatchObject({ user: { email }, twoFactorSetupRequired: true });
  });
});

describe('trusted devices', () => {
  it('lists where the code is skipped, revokes one by its id (another account’s id: 404), or all', async () => {
    const email = await newPro();
    await loginWithSecondFactor(t, 'pro', email, PASSWORD);
    const secret = await secretOf(email);
    const challenge = (await passwordLogin('pro', email, PASSWORD)).json().twoFactorChallenge as string;
    const trusted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/pro/login/code',
      headers: { 'user-agent': UA },
      payload: { challenge, code: nextCode(secret), trustDevice: true },
    });
    expect(trusted.statusCode).toBe(200);
    const deviceCookie = `${TRUSTED_DEVICE_COOKIE.pro}=${trusted.cookies.find((c) => c.name === TRUSTED_DEVICE_COOKIE.pro)?.value}`;
    const session = cookiesFrom(trusted);

    const listed = await callAs(t.app, session, 'GET', '/api/auth/pro/trusted-devices');
    expect(listed.statusCode).toBe(200);
    const [device] = listed.json().devices as { id: string; device: string; lastUsedAt: string | null }[];
    expect(listed.json().devices).toHaveLength(1);
    expect(device?.device).toMatch(/Chrome/);
    expect(device?.lastUsedAt).toBeNull();
    expect(JSON.stringify(listed.json())).not.toContain(deviceCookie.split('=')[1]);

    t.clock.advance(60_000);
    const skipped = await passwordLogin('pro', email, PASSWORD, deviceCookie);
    expect(skipped.json().user.email).toBe(email);
    const used = (await callAs(t.app, session, 'GET', '/api/auth/pro/trusted-devices')).json().devices[0];
    expect(used.lastUsedAt).toBe(t.clock.now().toISOString());

    const other = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
    expect(
      (await callAs(t.app, other, 'DELETE', `/api/auth/pro/trusted-devices/${device?.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await callAs(t.app, other, 'DELETE', '/api/auth/pro/trusted-devices/pas-un-uuid')).statusCode,
    ).toBe(400);
    expect(
      (await callAs(t.app, session, 'GET', '/api/auth/pro/trusted-devices')).json().devices,
    ).toHaveLength(1);

    const revoked = await callAs(t.app, session, 'DELETE', `/api/auth/pro/trusted-devices/${device?.id}`);
    expect(revoked.statusCode).toBe(200);
    expect((await passwordLogin('pro', email, PASSWORD, deviceCookie)).json().twoFactorChallenge).toEqual(
      expect.any(String),
    );
    expect(
      (await callAs(t.app, session, 'DELETE', `/api/auth/pro/trusted-devices/${device?.id}`)).statusCode,
    ).toBe(404);

    const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
    await t.handle.db.insert(trustedDevices).values([
      {
        tokenHash: 'a'.repeat(64),
        userId: user?.id ?? '',
        expiresAt: new Date(t.clock.now().getTime() + 1e9),
      },
      {
        tokenHash: 'b'.repeat(64),
        userId: user?.id ?? '',
        expiresAt: new Date(t.clock.now().getTime() + 1e9),
      },
    ]);
    expect(
      (await callAs(t.app, session, 'GET', '/api/auth/pro/trusted-devices')).json().devices,
    ).toHaveLength(2);
    expect((await callAs(t.app, session, 'DELETE', '/api/auth/pro/trusted-devices')).statusCode).toBe(200);
    expect(
      (await callAs(t.app, session, 'GET', '/api/auth/pro/trusted-devices')).json().devices,
    ).toHaveLength(0);
  });
});

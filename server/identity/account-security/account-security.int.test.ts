import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '#domain/identity/account-security/account-security-schemas.ts';
import { passwordResetTokens, sessions, users } from '#server/db/schema/index.ts';
import {
  cookiesFrom,
  createTestApp,
  markSecondFactorOptional,
  outboxFor,
  sessionCookieOf,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { hashToken } from '../auth/session-store';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Ancienne-Boussole-41';
const NEW_PASSWORD = 'Nouvelle-Lanterne-82';
const MINUTE_MS = 60_000;
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const WEAK = /^Ce mot de passe est trop facile à deviner\. /;

type TSpace = 'client' | 'pro';
type TDevice = { cookie: string; token: string };

let accounts = 0;
async function newAccount(space: TSpace): Promise<string> {
  accounts += 1;
  const email = `securite.${space}.${accounts}@example.com`;
  const common = { firstName: 'Camille', lastName: 'Garnier', email, password: PASSWORD, acceptTerms: true };
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/auth/${space}/register`,
    payload:
      space === 'client'
        ? common
        : { ...common, practice: 'Cabinet Garnier', specialty: 'Droit civil', barNumber: 'LYON-G7788' },
    remoteAddress: '192.0.2.200',
  });
  if (response.statusCode !== 201) throw new Error(`register ${email}: ${response.body}`);
  if (space === 'pro') await markSecondFactorOptional(t.handle, email);
  return email;
}

async function signIn(
  space: TSpace,
  email: string,
  options: { userAgent?: string; ip?: string; password?: string } = {},
): Promise<TDevice> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/auth/${space}/login`,
    payload: { email, password: options.password ?? PASSWORD },
    headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
    remoteAddress: options.ip ?? '198.51.100.10',
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return { cookie: cookiesFrom(response), token: sessionCookieOf(response, space)?.value ?? '' };
}

function changePassword(space: TSpace, device: TDevice | null, payload: object, ip = '198.51.100.10') {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${space}/password`,
    payload,
    headers: device ? { cookie: device.cookie } : {},
    remoteAddress: ip,
  });
}

const change = (current: string, next: string, confirm = next) => ({
  currentPassword: current,
  newPassword: next,
  confirmPassword: confirm,
});

function listSessions(space: TSpace, device: TDevice, ip = '198.51.100.10') {
  return t.app.inject({
    method: 'GET',
    url: `/api/auth/${space}/sessions`,
    headers: { cookie: device.cookie },
    remoteAddress: ip,
  });
}

function revoke(space: TSpace, device: TDevice, id: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/auth/${space}/sessions/${id}`,
    headers: { cookie: device.cookie },
  });
}

async function signedInUser(space: TSpace, device: TDevice): Promise<string | null> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/auth/${space}/session`,
    headers: { cookie: device.cookie },
  });
  return response.json().user?.email ?? null;
}

async function userRow(email: string) {
  const [row] = await t.handle.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

async function sessionRow(device: TDevice) {
  const [row] = await t.handle.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(device.token)));
  if (!row) throw new Error('no session row');
  return row;
}

describe.each(['client', 'pro'] as const)('changing the password (%s)', (space) => {
  it('changes it, keeps this session, signs out the others, voids reset links and tells the person', async () => {
    const email = await newAccount(space);
    const here = await signIn(space, email, { userAgent: CHROME_LINUX });
    const elsewhere = await signIn(space, email, { userAgent: FIREFOX_WINDOWS, ip: '198.51.100.11' });
    await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    await t.app.afterResponse.settled();
    t.clock.advance(MINUTE_MS);

    const response = await changePassword(space, here, change(PASSWORD, NEW_PASSWORD));
    expect(response.statusCode).toBe(200);
    // The client's registration signed in too: that session is another device as well.
    expect(response.json()).toEqual({ ok: true, revokedSessions: space === 'client' ? 2 : 1 });

    expect(await signedInUser(space, here)).toBe(email);
    expect(await signedInUser(space, elsewhere)).toBeNull();
    const user = await userRow(email);
    expect(user.passwordChangedAt?.getTime()).toBe(t.clock.now().getTime());
    const links = await t.handle.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.usedAt !== null)).toBe(true);

    const [notice] = await outboxFor(t.handle, email);
    expect(notice?.subject).toBe('Votre mot de passe a été modifié');
    expect(notice?.textBody).toContain('Vos autres sessions ont été déconnectées.');
    expect(notice?.textBody).toContain(space === 'pro' ? '/pro/forgot-password' : '/forgot-password');
    for (const secret of [PASSWORD, NEW_PASSWORD, here.token, hashToken(here.token)]) {
      expect(notice?.textBody).not.toContain(secret);
      expect(notice?.htmlBody).not.toContain(secret);
    }

    const old = await t.app.inject({
      method: 'POST',
      url: `/api/auth/${space}/login`,
      payload: { email, password: PASSWORD },
      remoteAddress: '198.51.100.12',
    });
    expect(old.statusCode).toBe(401);
    expect(await signIn(space, email, { password: NEW_PASSWORD, ip: '198.51.100.12' })).toBeTruthy();
  });

  it('refuses a wrong current password next to its field, and changes nothing', async () => {
    const email = await newAccount(space);
    const here = await signIn(space, email);
    const elsewhere = await signIn(space, email, { ip: '198.51.100.13' });
    const hashBefore = (await userRow(email)).passwordHash;
    const response = await changePassword(space, here, change('pas-le-bon', NEW_PASSWORD));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE });
    expect((await userRow(email)).passwordHash).toBe(hashBefore);
    expect(await signedInUser(space, elsewhere)).toBe(email);
    // Only the registration e-mails: no notice for a change that did not happen.
    const subjects = (await outboxFor(t.handle, email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes('mot de passe'))).toEqual([]);
  });

  it('throttles guesses of the current password like sign-ins, with the wait in the answer', async () => {
    const email = await newAccount(space);
    const here = await signIn(space, email);
    const ip = '203.0.113.170';
    for (let i = 0; i < 6; i++) {
      expect((await changePassword(space, here, change(`devine-${i}`, NEW_PASSWORD), ip)).statusCode).toBe(
        400,
      );
    }
    const refused = await changePassword(space, here, change(PASSWORD, NEW_PASSWORD), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Trop de tentatives. Réessayez dans 30 secondes.',
    });
    // The same counters as the sign-in from that address.
    const login = await t.app.inject({
      method: 'POST',
      url: `/api/auth/${space}/login`,
      payload: { email, password: PASSWORD },
      remoteAddress: ip,
    });
    expect(login.statusCode).toBe(429);
    t.clock.advance(30_000);
    expect((await changePassword(space, here, change(PASSWORD, NEW_PASSWORD), ip)).statusCode).toBe(200);
  });

  it.each([
    ['aaaaaaaa', WEAK],
    ['abcdefgh', WEAK],
    ['demo-2025', WEAK],
    ['OWN_EMAIL', WEAK],
    ['Court-1', /^Le mot de passe doit contenir au moins 8 caractères$/],
    ['x'.repeat(129), /^Le mot de passe ne doit pas dépasser 128 caractères$/],
    ['SAME', /^Choisissez un mot de passe différent de l'actuel\.$/],
  ])('refuses the new password %s next to its field', async (candidate, message) => {
    const email = await newAccount(space);
    const here = await signIn(space, email);
    const next = candidate === 'OWN_EMAIL' ? email : candidate === 'SAME' ? PASSWORD : candidate;
    const hashBefore = (await userRow(email)).passwordHash;
    const response = await changePassword(space, here, change(PASSWORD, next));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fieldErrors)).toEqual(['newPassword']);
    expect(response.json().error.fieldErrors.newPassword).toMatch(message);
    expect((await userRow(email)).passwordHash).toBe(hashBefore);
  });

  it('refuses a confirmation that differs, and an unsigned-in request', async () => {
    const email = await newAccount(space);
    const here = await signIn(space, email);
    const response = await changePassword(space, here, change(PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}!`));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
    expect((await changePassword(space, null, change(PASSWORD, NEW_PASSWORD))).statusCode).toBe(401);
  });
});

describe('changing the password: special cases', () => {
  it("refuses a professional's firm and bar number as the new password", async () => {
    const email = await newAccount('pro');
    const here = await signIn('pro', email);
    for (const next of ['Cabinet Garnier', 'LYON-G7788']) {
      const response = await changePassword('pro', here, change(PASSWORD, next));
      expect(response.json().error.fieldErrors.newPassword).toMatch(WEAK);
    }
  });

  it('lets only one of two simultaneous changes through', async () => {
    const email = await newAccount('client');
    const first = await signIn('client', email);
    const second = await signIn('client', email, { ip: '198.51.100.14' });
    const answers = await Promise.all([
      changePassword('client', first, change(PASSWORD, NEW_PASSWORD)),
      changePassword('client', second, change(PASSWORD, 'Troisieme-Girouette-63'), '198.51.100.14'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? NEW_PASSWORD : 'Troisieme-Girouette-63';
    expect(await signIn('client', email, { password: winner, ip: '198.51.100.15' })).toBeTruthy();
  });

  it('does not accept a session of another space', async () => {
    const email = await newAccount('client');
    const client = await signIn('client', email);
    expect((await changePassword('pro', client, change(PASSWORD, NEW_PASSWORD))).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/admin/password', payload: {} })).statusCode,
    ).toBe(404);
  });

  it('throttles the password check of the account deletion the same way', async () => {
    const email = await newAccount('client');
    const here = await signIn('client', email);
    const ip = '203.0.113.171';
    const remove = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/delete-account',
        payload: { password },
        headers: { cookie: here.cookie },
        remoteAddress: ip,
      });
    for (let i = 0; i < 6; i++) expect((await remove(`devine-${i}`)).statusCode).toBe(400);
    const refused = await remove(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(await signedInUser('client', here)).toBe(email);
  });
});

describe.each(['client', 'pro'] as const)('active sessions (%s)', (space) => {
  it('lists the live sessions with device, dates and « this session », and no secret', async () => {
    const email = await newAccount(space);
    const first = await signIn(space, email, { userAgent: CHROME_LINUX });
    t.clock.advance(10 * MINUTE_MS);
    const second = await signIn(space, email, { userAgent: FIREFOX_WINDOWS, ip: '198.51.100.16' });
    const ended = await signIn(space, email, { ip: '198.51.100.17' });
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/${space}/logout`,
      headers: { cookie: ended.cookie },
    });

    const response = await listSessions(space, first);
    expect(response.statusCode).toBe(200);
    const { sessions: listed } = response.json() as {
      sessions: { id: string; device: string; createdAt: string; lastSeenAt: string; current: boolean }[];
    };
    const devices = listed.map((session) => session.device);
    expect(devices).toContain('Chrome sur Linux');
    expect(devices).toContain('Firefox sur Windows');
    // Registration signed the client in too; the logged-out session is gone.
    expect(listed).toHaveLength(space === 'client' ? 3 : 2);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed.find((session) => session.current)?.device).toBe('Chrome sur Linux');
    expect(listed.find((session) => session.device === 'Firefox sur Windows')?.createdAt).toBe(
      t.clock.now().toISOString(),
    );
    for (const session of listed) expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
    for (const device of [first, second, ended]) {
      expect(response.body).not.toContain(device.token);
      expect(response.body).not.toContain(hashToken(device.token));
      expect(response.body).not.toContain(hashToken(device.token).slice(0, 12));
    }
  });

  it('revokes one session by its id, and answers 404 for one that is not (or no longer) theirs', async () => {
    const email = await newAccount(space);
    const mine = await signIn(space, email, { userAgent: CHROME_LINUX });
    const lost = await signIn(space, email, { userAgent: FIREFOX_WINDOWS });
    const lostId = (await sessionRow(lost)).publicId;

    const otherEmail = await newAccount(space);
    const someoneElse = await signIn(space, otherEmail);
    const theirId = (await sessionRow(someoneElse)).publicId;

    const foreign = await revoke(space, mine, theirId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toEqual({ code: 'NOT_FOUND', message: 'Session introuvable.' });
    expect(await signedInUser(space, someoneElse)).toBe(otherEmail);
    expect((await revoke(space, mine, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revoke(space, mine, 'pas-un-identifiant')).statusCode).toBe(400);

    expect((await revoke(space, mine, lostId)).statusCode).toBe(200);
    expect(await signedInUser(space, lost)).toBeNull();
    expect(await signedInUser(space, mine)).toBe(email);
    const after = (await listSessions(space, mine)).json().sessions as { id: string }[];
    expect(after.map((session) => session.id)).not.toContain(lostId);
    expect((await revoke(space, mine, lostId)).statusCode).toBe(404);
  });

  it('signs out every other device and keeps this one', async () => {
    const email = await newAccount(space);
    const mine = await signIn(space, email);
    const others = [await signIn(space, email), await signIn(space, email)];
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/${space}/sessions/revoke-others`,
      headers: { cookie: mine.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: space === 'client' ? 3 : 2 });
    for (const other of others) expect(await signedInUser(space, other)).toBeNull();
    expect(await signedInUser(space, mine)).toBe(email);
    expect((await listSessions(space, mine)).json().sessions).toHaveLength(1);
  });

  it('ends this session when it is the one revoked', async () => {
    const email = await newAccount(space);
    const mine = await signIn(space, email);
    const response = await revoke(space, mine, (await sessionRow(mine)).publicId);
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response, space)?.value).toBe('');
    expect(await signedInUser(space, mine)).toBeNull();
  });

  it('needs a session of this space', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/${space}/sessions` })).statusCode).toBe(401);
    const other = space === 'client' ? 'pro' : 'client';
    const email = await newAccount(other);
    const device = await signIn(other, email);
    expect((await listSessions(space, device)).statusCode).toBe(401);
  });
});

describe('last activity', () => {
  it('records the use of a session and its address at most every 5 minutes, and the account as active', async () => {
    const email = 'lucas.moreau@example.com';
    const device = await signIn('client', email, { password: 'demo-2025', ip: '198.51.100.30' });
    const signedInAt = t.clock.now().getTime();
    expect((await sessionRow(device)).lastSeenAt?.getTime()).toBe(signedInAt);

    t.clock.advance(2 * MINUTE_MS);
    await listSessions('client', device, '198.51.100.31');
    expect((await sessionRow(device)).lastSeenAt?.getTime()).toBe(signedInAt);
    expect((await sessionRow(device)).ipAddress).toBe('198.51.100.30');

    t.clock.advance(4 * MINUTE_MS);
    await listSessions('client', device, '198.51.100.32');
    const row = await sessionRow(device);
    expect(row.lastSeenAt?.getTime()).toBe(t.clock.now().getTime());
    expect(row.ipAddress).toBe('198.51.100.32');
    expect((await userRow(email)).lastSeenAt?.getTime()).toBe(t.clock.now().getTime());
  });
});

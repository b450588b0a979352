import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSoftwareAuthenticator,
  type TSoftwareAuthenticator,
} from '#server/test-support/software-authenticator.ts';
import {
  callAs,
  cookiesFrom,
  createTestApp,
  loginAs,
  markSecondFactorOptional,
  outboxFor,
  sessionCookieOf,
  TEST_PUBLIC_URL,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { TRUSTED_DEVICE_COOKIE } from '../two-factor/trusted-device-cookie';

const PASSWORD = 'Un-mot-de-passe-solide-7';
const ORIGIN = new URL(TEST_PUBLIC_URL).origin;
let t: TTestApp;
let registered = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type TOptions = { challenge: string; rp: { id: string }; user: { id: string }; rpId: string };

/** Each test has its own professional and its own address, so throttle counters do not mix. */
async function newPro(): Promise<{ email: string; ip: string; cookie: string }> {
  registered += 1;
  const email = `cle.acces.${registered}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/register',
    payload: {
      firstName: 'Claude',
      lastName: 'Clé',
      email,
      practice: 'Cabinet Clé',
      specialty: 'Droit civil',
      barNumber: `PARIS-PK${registered}`,
      password: PASSWORD,
      acceptTerms: true,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register ${email}: ${response.body}`);
  // Registered before the rule of ADR 0026 (tested in security-policy.int.test.ts): the workspace is open.
  await markSecondFactorOptional(t.handle, email);
  return { email, ip: `203.0.113.${registered}`, cookie: await loginAs(t.app, 'pro', email, PASSWORD) };
}

async function addPasskey(cookie: string, authenticator: TSoftwareAuthenticator, name = 'MacBook') {
  const options = await callAs(t.app, cookie, 'POST', '/api/auth/pro/passkeys/registration-options', {
    password: PASSWORD,
  });
  expect(options.statusCode).toBe(200);
  const response = authenticator.register((options.json() as { options: TOptions }).options, {
    origin: ORIGIN,
  });
  return callAs(t.app, cookie, 'POST', '/api/auth/pro/passkeys', { name, response });
}

function login(email: string, ip: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/login',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: { email, password: PASSWORD },
  });
}

async function challengeOf(email: string, ip: string): Promise<string> {
  const response = await login(email, ip);
  expect(response.statusCode).toBe(200);
  const body = response.json() as { user: null; twoFactorChallenge: string; twoFactorMethods: string[] };
  expect(body.user).toBeNull();
  expect(body.twoFactorMethods).toEqual(['passkey']);
  expect(sessionCookieOf(response, 'pro')).toBeUndefined();
  return body.twoFactorChallenge;
}

async function secondFactorOptions(challenge: string, ip: string): Promise<TOptions> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/login/passkey/options',
    remoteAddress: ip,
    payload: { challenge },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { options: TOptions }).options;
}

function submitSecondFactor(payload: Record<string, unknown>, ip: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/pro/login/passkey', remoteAddress: ip, payload });
}

async function passwordlessOptions(ip: string): Promise<TOptions> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/passkey-login/options',
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { options: TOptions }).options;
}

function submitPasswordless(payload: Record<string, unknown>, ip: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/pro/passkey-login', remoteAddress: ip, payload });
}

describe('managing passkeys in « Mon compte »', () => {
  it('adds a passkey after the password, lists, renames and deletes it, and tells the account by e-mail', async () => {
    const { email, cookie } = await newPro();
    const wrong = await callAs(t.app, cookie, 'POST', '/api/auth/pro/passkeys/registration-options', {
      password: 'pas-le-bon',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors.password).toBeDefined();

    const options = await callAs(t.app, cookie, 'POST', '/api/auth/pro/passkeys/registration-options', {
      password: PASSWORD,
    });
    const body = options.json() as {
      options: TOptions & { authenticatorSelection: Record<string, string> };
    };
    expect(body.options.rp.id).toBe('localhost');
    expect(body.options.authenticatorSelection).toMatchObject({ residentKey: 'required' });

    const authenticator = createSoftwareAuthenticator();
    const added = await callAs(t.app, cookie, 'POST', '/api/auth/pro/passkeys', {
      name: '  MacBook  ',
      response: authenticator.register(body.options, { origin: ORIGIN }),
    });
    expect(added.statusCode).toBe(201);
    const passkey = added.json() as { id: string; name: string; lastUsedAt: string | null };
    expect(passkey).toMatchObject({ name: 'MacBook', lastUsedAt: null });
    expect((await outboxFor(t.handle, email)).map((mail) => mail.subject)).toContain('Clé d’accès ajoutée');

    const list = await callAs(t.app, cookie, 'GET', '/api/auth/pro/passkeys');
    expect(list.json().passkeys).toEqual([expect.objectContaining({ id: passkey.id, name: 'MacBook' })]);
    expect(list.body).not.toContain(authenticator.credentialId);

    const renamed = await callAs(t.app, cookie, 'PATCH', `/api/auth/pro/passkeys/${passkey.id}`, {
      name: 'Téléphone',
    });
    expect(renamed.json()).toMatchObject({ name: 'Téléphone' });

    const noPassword = await callAs(t.app, cookie, 'DELETE', `/api/auth/pro/passkeys/${passkey.id}`, {
      password: 'pas-le-bon',
    });
    expect(noPassword.statusCode).toBe(400);
    const deleted = await callAs(t.app, cookie, 'DELETE', `/api/auth/pro/passkeys/${passkey.id}`, {
      password: PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await callAs(t.app, cookie, 'GET', '/api/auth/pro/passkeys')).json()).toEqual({ passkeys: [] });
  });

  it('ends every other session with the first passkey, not with the next ones', async () => {
    const { email, cookie } = await newPro();
    const elsewhere = await loginAs(t.app, 'pro', email, PASSWORD);
    expect((await callAs(t.app, elsewhere, 'GET', '/api/pro/profile')).statusCode).toBe(200);
    const authenticator = createSoftwareAuthenticator();
    expect((await addPasskey(cookie, authenticator)).statusCode).toBe(201);
    expect((await callAs(t.app, elsewhere, 'GET', '/api/pro/profile')).statusCode).toBe(401);
    expect((await callAs(t.app, cookie, 'GET', '/api/pro/profile')).statusCode).toBe(200);
    // A session opened since passed the passkey: a second passkey leaves it open.
    const ip = '203.0.113.200';
    const challenge = await challengeOf(email, ip);
    const options = await secondFactorOptions(challenge, ip);
    const signedIn = await submitSecondFactor(
      { challenge, response: authenticator.assert(options, { origin: ORIGIN }) },
      ip,
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const second = cookiesFrom(signedIn);
    expect((await addPasskey(cookie, createSoftwareAuthenticator(), 'Téléphone')).statusCode).toBe(201);
    expect((await callAs(t.app, second, 'GET', '/api/pro/profile')).statusCode).toBe(200);
  });

  it('uses a registration challenge once, and only one made for this site', async () => {
    const { cookie } = await newPro();
    const authenticator = createSoftwareAuthenticator();
    const options = await callAs(t.app, cookie, 'POST', '/api/auth/pro/passkeys/registration-options', {
      password: PASSWORD,
    });
    const { options: issued } = options.json() as { options: TOptions };

    const otherOrigin = await callAs(t.app, cookie, 'POST', '/api/auth/pro/passkeys', {
      name: 'Piège',
      response: authenticator.register(issued, { origin: 'https://jurisrdv.example.net' }),
    });
    expect(otherOrigin.statusCode).toBe(400);
    // The challenge was used up by the refused attempt: sending a good response with it is refused too.
    const replay = await callAs(t.app, cookie, 'POST', '/api/auth/pro/passkeys', {
      name: 'MacBook',
      response: authenticator.register(issued, { origin: ORIGIN }),
    });
    expect(replay.statusCode).toBe(400);
    expect((await callAs(t.app, cookie, 'GET', '/api/auth/pro/passkeys')).json()).toEqual({ passkeys: [] });

    const otherRp = await addPasskeyWith(cookie, authenticator, { origin: ORIGIN, rpId: 'evil.example.com' });
    expect(otherRp.statusCode).toBe(400);
    expect((await addPasskey(cookie, authenticator)).statusCode).toBe(201);
  });

  it("answers 404 for another professional's passkey, and a client cannot use any of it", async () => {
    const owner = await newPro();
    const other = await newPro();
    const added = await addPasskey(owner.cookie, createSoftwareAuthenticator());
    const { id } = added.json() as { id: string };

    const rename = await callAs(t.app, other.cookie, 'PATCH', `/api/auth/pro/passkeys/${id}`, {
      name: 'À moi',
    });
    expect(rename.statusCode).toBe(404);
    const remove = await callAs(t.app, other.cookie, 'DELETE', `/api/auth/pro/passkeys/${id}`, {
      password: PASSWORD,
    });
    expect(remove.statusCode).toBe(404);
    expect((await callAs(t.app, other.cookie, 'GET', '/api/auth/pro/passkeys')).json()).toEqual({
      passkeys: [],
    });
    expect((await callAs(t.app, owner.cookie, 'GET', '/api/auth/pro/passkeys')).json().passkeys).toHaveLength(
      1,
    );

    const client = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    expect((await callAs(t.app, client, 'GET', '/api/auth/pro/passkeys')).statusCode).toBe(401);
    const options = await callAs(t.app, client, 'POST', '/api/auth/pro/passkeys/registration-options', {
      password: 'demo-2025',
    });
    expect(options.statusCode).toBe(401);
    expect(
      (await callAs(t.app, client, 'PATCH', `/api/auth/pro/passkeys/${id}`, { name: 'x' })).statusCode,
    ).toBe(401);
  });
});

function addPasskeyWith(
  cookie: string,
  authenticator: TSoftwareAuthenticator,
  ceremony: { origin: string; rpId: string },
) {
  return callAs(t.app, cookie, 'POST', '/api/auth/pro/passkeys/registration-options', {
    password: PASSWORD,
  }).then((options) =>
    callAs(t.app, cookie, 'POST', '/api/auth/pro/passkeys', {
      name: 'MacBook',
      response: authenticator.register((options.json() as { options: TOptions }).options, ceremony),
    }),
  );
}

describe('a passkey as the second factor', () => {
  it('asks for a second step after the password once a passkey exists, and opens the session with it', async () => {
    const { email, ip, cookie } = await newPro();
    const authenticator = createSoftwareAuthenticator();
    // No second factor yet: the password alone opens a session.
    expect(sessionCookieOf(await login(email, ip), 'pro')).toBeDefined();
    expect((await addPasskey(cookie, authenticator)).statusCode).toBe(201);

    const challenge = await challengeOf(email, ip);
    const options = (await secondFactorOptions(challenge, ip)) as TOptions & {
      allowCredentials: { id: string }[];
    };
    expect(options.allowCredentials.map((credential) => credential.id)).toEqual([authenticator.credentialId]);
    const signedIn = await submitSecondFactor(
      { challenge, response: authenticator.assert(options, { origin: ORIGIN, userVerified: false }) },
      ip,
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
    expect(sessionCookieOf(signedIn, 'pro')).toBeDefined();
    const list = await callAs(t.app, cookie, 'GET', '/api/auth/pro/passkeys');
    expect(list.json().passkeys[0].lastUsedAt).not.toBeNull();

    // The sign-in challenge is spent.
    const again = await submitSecondFactor(
      {
        challenge,
        response: authenticator.assert(await secondFactorOptionsOrNull(challenge, ip), { origin: ORIGIN }),
      },
      ip,
    );
    expect(again.statusCode).toBe(409);
  });

  it('trusts the device when asked, like the code step', async () => {
    const { email, ip, cookie } = await newPro();
    const authenticator = createSoftwareAuthenticator();
    await addPasskey(cookie, authenticator);
    const challenge = await challengeOf(email, ip);
    const options = await secondFactorOptions(challenge, ip);
    const signedIn = await submitSecondFactor(
      { challenge, response: authenticator.assert(options, { origin: ORIGIN }), trustDevice: true },
      ip,
    );
    const trusted = signedIn.cookies.find((item) => item.name === TRUSTED_DEVICE_COOKIE.pro);
    expect(trusted?.value).toBeTruthy();
    const next = await login(email, ip, `${TRUSTED_DEVICE_COOKIE.pro}=${trusted?.value}`);
    expect(sessionCookieOf(next, 'pro')).toBeDefined();

    // Deleting the last passkey forgets the trusted devices: a passkey added later is asked again there.
    const { id } = (await callAs(t.app, cookie, 'GET', '/api/auth/pro/passkeys')).json().passkeys[0];
    await callAs(t.app, cookie, 'DELETE', `/api/auth/pro/passkeys/${id}`, { password: PASSWORD });
    await addPasskey(cookie, createSoftwareAuthenticator());
    const afterDelete = await login(email, ip, `${TRUSTED_DEVICE_COOKIE.pro}=${trusted?.value}`);
    expect(sessionCookieOf(afterDelete, 'pro')).toBeUndefined();
    expect(afterDelete.json().twoFactorChallenge).toBeTruthy();
  });

  it('refuses a replayed assertion, another origin, a counter gone back, and another account’s passkey', async () => {
    const { email, ip, cookie } = await newPro();
    const authenticator = createSoftwareAuthenticator();
    await addPasskey(cookie, authenticator);

    // Replay: an assertion that already opened a session, sent again with a new sign-in challenge.
    const first = await challengeOf(email, ip);
    const used = authenticator.assert(await secondFactorOptions(first, ip), { origin: ORIGIN });
    expect((await submitSecondFactor({ challenge: first, response: used }, ip)).statusCode).toBe(200);
    const second = await challengeOf(email, ip);
    await secondFactorOptions(second, ip);
    expect((await submitSecondFactor({ challenge: second, response: used }, ip)).statusCode).toBe(400);

    // Signed on another site's page.
    const phished = authenticator.assert(await secondFactorOptions(second, ip), {
      origin: 'https://jurisrdv.example.net',
    });
    expect((await submitSecondFactor({ challenge: second, response: phished }, ip)).statusCode).toBe(400);

    // A counter that goes back: a clone of the key.
    authenticator.counter = 0;
    const cloned = authenticator.assert(await secondFactorOptions(second, ip), { origin: ORIGIN });
    const refused = await submitSecondFactor({ challenge: second, response: cloned }, ip);
    expect(refused.statusCode).toBe(400);
    expect(sessionCookieOf(refused, 'pro')).toBeUndefined();

    // Another professional's passkey, with a challenge issued for this account.
    const other = await newPro();
    const otherKey = createSoftwareAuthenticator();
    await addPasskey(other.cookie, otherKey);
    const foreign = otherKey.assert(await secondFactorOptions(second, ip), { origin: ORIGIN });
    expect((await submitSecondFactor({ challenge: second, response: foreign }, ip)).statusCode).toBe(400);

    // The sign-in challenge survived the refusals: the right passkey still opens the session.
    authenticator.counter = 100;
    const good = authenticator.assert(await secondFactorOptions(second, ip), { origin: ORIGIN });
    expect((await submitSecondFactor({ challenge: second, response: good }, ip)).statusCode).toBe(200);
  });

  it('throttles assertions like codes, even when the right one comes', async () => {
    const { email, ip, cookie } = await newPro();
    const authenticator = createSoftwareAuthenticator();
    await addPasskey(cookie, authenticator);
    const challenge = await challengeOf(email, ip);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = authenticator.assert(await secondFactorOptions(challenge, ip), {
        origin: 'https://faux.example',
      });
      statuses.push((await submitSecondFactor({ challenge, response }, ip)).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
    const right = authenticator.assert(await secondFactorOptions(challenge, ip), { origin: ORIGIN });
    expect((await submitSecondFactor({ challenge, response: right }, ip)).statusCode).toBe(429);
  });
});

/** Options for a further attempt, or a made-up challenge when the sign-in challenge is already spent. */
async function secondFactorOptionsOrNull(challenge: string, ip: string): Promise<TOptions> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/pro/login/passkey/options',
    remoteAddress: ip,
    payload: { challenge },
  });
  if (response.statusCode === 200) return (response.json() as { options: TOptions }).options;
  return { challenge: 'A'.repeat(43), rp: { id: 'localhost' }, user: { id: '' }, rpId: 'localhost' };
}

describe('signing in with a passkey alone', () => {
  it('opens a session when the authenticator verified the user, and only then', async () => {
    const { email, ip, cookie } = await newPro();
    const authenticator = createSoftwareAuthenticator();
    await addPasskey(cookie, authenticator);

    const withoutUv = authenticator.assert(await passwordlessOptions(ip), {
      origin: ORIGIN,
      userVerified: false,
    });
    const refused = await submitPasswordless({ response: withoutUv }, ip);
    expect(refused.statusCode).toBe(400);
    expect(sessionCookieOf(refused, 'pro')).toBeUndefined();

    const options = (await passwordlessOptions(ip)) as TOptions & {
      allowCredentials?: unknown[];
      userVerification: string;
    };
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    const response = authenticator.assert(options, { origin: ORIGIN });
    const signedIn = await submitPasswordless({ response, rememberMe: true }, ip);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
    const session = await callAs(t.app, cookiesFrom(signedIn), 'GET', '/api/auth/pro/session');
    expect(session.json().user.email).toBe(email);

    // The same response again: its challenge is used up.
    expect((await submitPasswordless({ response }, ip)).statusCode).toBe(400);
  });

  it('refuses another origin, an unknown credential, and a challenge issued for a second step', async () => {
    const { email, ip, cookie } = await newPro();
    const authenticator = createSoftwareAuthenticator();
    await addPasskey(cookie, authenticator);
    const phished = authenticator.assert(await passwordlessOptions(ip), {
      origin: 'https://jurisrdv.example.net',
    });
    expect((await submitPasswordless({ response: phished }, ip)).statusCode).toBe(400);

    const stranger = createSoftwareAuthenticator();
    stranger.register(
      { challenge: 'A'.repeat(43), rp: { id: 'localhost' }, user: { id: 'AAAA' } },
      { origin: ORIGIN },
    );
    const unknown = stranger.assert(await passwordlessOptions(ip), { origin: ORIGIN });
    expect((await submitPasswordless({ response: unknown }, ip)).statusCode).toBe(400);

    // A challenge issued to a sign-in's second step names the account: it does not serve alone.
    const challenge = await challengeOf(email, ip);
    const forStep = authenticator.assert(await secondFactorOptions(challenge, ip), { origin: ORIGIN });
    expect((await submitPasswordless({ response: forStep }, ip)).statusCode).toBe(400);
  });

  it('bounds the options one address can ask for, each of which stores a challenge', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let request = 0; request < 62; request += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/pro/passkey-login/options',
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('takes no hostile WebAuthn field: NUL, oversized, or not base64url', async () => {
    const { ip, cookie } = await newPro();
    const authenticator = createSoftwareAuthenticator();
    await addPasskey(cookie, authenticator);
    const response = authenticator.assert(await passwordlessOptions(ip), { origin: ORIGIN });
    for (const signature of ['a\u0000b', 'A'.repeat(5000), 'abc+/=']) {
      const hostile = { ...response, response: { ...response.response, signature } };
      const answer = await submitPasswordless({ response: hostile }, ip);
      expect(answer.statusCode).toBe(400);
    }
  });
});

import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityLinks, sessions, users } from '#server/db/schema/index.ts';
import {
  startOidcTestProvider,
  type TOidcTestProvider,
  type TTestIdentity,
} from '#server/test-support/oidc-test-provider.ts';
import {
  cookiesFrom,
  createTestApp,
  outboxFor,
  sessionCookieOf,
  TEST_PUBLIC_URL,
  type TTestApp,
} from '#server/test-support/test-app.ts';

const CALLBACK = `${TEST_PUBLIC_URL}/api/auth/oidc/google/callback`;
let provider: TOidcTestProvider;
let t: TTestApp;
let flows = 0;

beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUris: [CALLBACK] });
  t = await createTestApp({
    config: {
      identityProviders: {
        google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      },
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** Each flow from its own address, so the per-address throttle of one test does not reach the next. */
function nextAddress(): string {
  flows += 1;
  return `10.20.${Math.floor(flows / 250)}.${(flows % 250) + 1}`;
}

function uniqueIdentity(overrides: Partial<TTestIdentity> = {}): TTestIdentity {
  flows += 1;
  return {
    sub: `google-sub-${flows}-${Date.now()}`,
    email: `externe.${flows}.${Date.now()}@example.com`,
    email_verified: true,
    given_name: 'Jeanne',
    family_name: 'Externe',
    ...overrides,
  };
}

/** A cookie-aware walk through the provider's redirects (the provider's own cookies kept by hand). */
async function throughProvider(authorizationUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  let location = authorizationUrl;
  for (let hop = 0; hop < 10 && location.startsWith(provider.issuer); hop += 1) {
    const response = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/iu.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    const next = response.headers.get('location');
    if (!next)
      throw new Error(`the provider stopped at ${location}: ${response.status} ${await response.text()}`);
    location = new URL(next, location).toString();
  }
  return location;
}

type TFlow = {
  start: LightMyRequestResponse;
  callback: LightMyRequestResponse;
  /** The callback's path and query, to replay it. */
  callbackPath: string;
  stateCookie: string;
  address: string;
};

/** start → the provider (who signs `who` in, or refuses) → callback, as one browser. */
async function signInThrough(
  who: TTestIdentity | 'deny',
  options: {
    returnTo?: string;
    beforeCallback?: () => void | Promise<void>;
    /** Linking from « Comptes connectés »: the client session that starts it. */
    linkAs?: string;
  } = {},
): Promise<TFlow> {
  provider.setNextLogin(who);
  const address = nextAddress();
  const query = options.linkAs
    ? '?link=1'
    : options.returnTo
      ? `?returnTo=${encodeURIComponent(options.returnTo)}`
      : '';
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/oidc/google/start${query}`,
    remoteAddress: address,
    headers: options.linkAs ? { cookie: options.linkAs } : {},
  });
  expect(start.statusCode, start.body).toBe(302);
  const stateCookie = cookiesFrom(start);
  const back = new URL(await throughProvider(String(start.headers.location)));
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  await options.beforeCallback?.();
  const callbackPath = `${back.pathname}${back.search}`;
  const callback = await t.app.inject({
    method: 'GET',
    url: callbackPath,
    headers: { cookie: stateCookie },
    remoteAddress: address,
  });
  return { start, callback, callbackPath, stateCookie, address };
}

async function userCount(): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

async function userByEmail(email: string) {
  const [row] = await t.handle.db.select().from(users).where(eq(users.email, email));
  return row;
}

function pendingCookieOf(flow: TFlow): string {
  return cookiesFrom(flow.callback);
}

async function completeSignUp(pendingCookie: string, acceptTerms = true) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/oidc/pending/complete',
    headers: { cookie: pendingCookie },
    payload: { firstName: 'Jeanne', lastName: 'Externe', acceptTerms },
  });
}

describe('which providers are on', () => {
  it('lists only the configured ones, so the others show no button', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/identity-providers' });
    expect(response.json()).toEqual({ providers: ['google'] });
  });

  it('sends a start for a provider that is not configured back to the sign-in page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/linkedin/start' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?erreur=fournisseur-inconnu');
  });
});

describe('a new person', () => {
  it('finalises the sign-up after accepting the terms, then signs in again by the link', async () => {
    const identity = uniqueIdentity();
    const before = await userCount();
    const flow = await signInThrough(identity, { returnTo: '/lawyer/1?reprise=abc' });
    expect(flow.callback.statusCode).toBe(302);
    expect(flow.callback.headers.location).toBe('/connexion-externe');
    expect(sessionCookieOf(flow.callback, 'client')).toBeUndefined();
    // Nothing is created before the person decides.
    expect(await userCount()).toBe(before);

    const pendingCookie = pendingCookieOf(flow);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/pending',
      headers: { cookie: pendingCookie },
    });
    expect(pending.json()).toEqual({
      pending: {
        kind: 'sign-up',
        provider: 'google',
        email: identity.email,
        firstName: 'Jeanne',
        lastName: 'Externe',
        returnTo: '/lawyer/1?reprise=abc',
        accountHasPassword: false,
      },
    });

    const refused = await completeSignUp(pendingCookie, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors.acceptTerms).toBe(
      "Vous devez accepter les conditions d'utilisation",
    );
    expect(await userCount()).toBe(before);

    const completed = await completeSignUp(pendingCookie);
    expect(completed.statusCode, completed.body).toBe(201);
    expect(completed.json()).toMatchObject({
      user: { email: identity.email, role: 'client', emailVerified: true },
      returnTo: '/lawyer/1?reprise=abc',
    });
    expect(sessionCookieOf(completed, 'client')?.value).toBeTruthy();
    const user = await userByEmail(String(identity.email));
    expect(user?.passwordHash).toBeNull();
    expect(user?.emailVerifiedAt).not.toBeNull();
    const links = await t.handle.db
      .select()
      .from(identityLinks)
      .where(eq(identityLinks.userId, String(user?.id)));
    expect(links).toMatchObject([{ provider: 'google', subject: identity.sub, email: identity.email }]);
    expect((await outboxFor(t.handle, String(identity.email))).map((email) => email.subject)).toEqual([
      'Bienvenue sur JurisRDV',
    ]);

    // The pending identity served once.
    expect((await completeSignUp(pendingCookie)).statusCode).toBe(409);

    // Without a password, the password sign-in refuses like any wrong password.
    const passwordLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email: identity.email, password: 'nimporte-quoi-123' },
    });
    expect(passwordLogin.statusCode).toBe(401);
    expect(passwordLogin.json().error.code).toBe('INVALID_CREDENTIALS');

    // The known link signs in straight away, back where the person started.
    const again = await signInThrough(identity, { returnTo: '/dashboard?onglet=rdv' });
    expect(again.callback.statusCode).toBe(302);
    expect(again.callback.headers.location).toBe('/dashboard?onglet=rdv');
    const session = sessionCookieOf(again.callback, 'client');
    expect(session?.value).toBeTruthy();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/client/session',
      headers: { cookie: `jr_client_session=${session?.value}` },
    });
    expect(me.json().user).toMatchObject({ email: identity.email });
  });

  it('reads the e-mail from userinfo when the ID token carries only the subject', async () => {
    const fcProvider = await startOidcTestProvider({ redirectUris: [CALLBACK], claimsInIdToken: false });
    const other = await createTestApp({
      seed: false,
      config: {
        identityProviders: {
          google: {
            issuer: fcProvider.issuer,
            clientId: fcProvider.clientId,
            clientSecret: fcProvider.clientSecret,
          },
        },
      },
    });
    try {
      const identity = uniqueIdentity();
      fcProvider.setNextLogin(identity);
      const start = await other.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start' });
      const jarless = String(start.headers.location);
      const saved = provider;
      provider = fcProvider;
      const back = new URL(await throughProvider(jarless));
      provider = saved;
      const callback = await other.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: cookiesFrom(start) },
      });
      expect(callback.headers.location).toBe('/connexion-externe');
      const pending = await other.app.inject({
        method: 'GET',
        url: '/api/auth/oidc/pending',
        headers: { cookie: cookiesFrom(callback) },
      });
      expect(pending.json().pending).toMatchObject({ email: identity.email, firstName: 'Jeanne' });
    } finally {
      await other.close();
      await fcProvider.close();
    }
  });

  it('refuses a sign-up with an address the provider did not verify', async () => {
    const before = await userCount();
    const flow = await signInThrough(uniqueIdentity({ email_verified: false }));
    expect(flow.callback.headers.location).toBe('/login?erreur=email-non-verifie');
    expect(cookiesFrom(flow.callback)).toBe('');
    expect(await userCount()).toBe(before);
  });

  it('does not sign a professional in', async () => {
    const flow = await signInThrough(uniqueIdentity({ email: 'sophie.martin@example.com' }));
    expect(flow.callback.headers.location).toBe('/login?erreur=compte-professionnel');
    expect(sessionCookieOf(flow.callback, 'client')).toBeUndefined();
  });
});

describe('an address that already has an account', () => {
  it('is not linked automatically: the account password proves it, once', async () => {
    const flow = await signInThrough(uniqueIdentity({ email: 'marie.dubois@example.com' }));
    expect(flow.callback.headers.location).toBe('/connexion-externe');
    expect(sessionCookieOf(flow.callback, 'client')).toBeUndefined();
    const pendingCookie = pendingCookieOf(flow);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/pending',
      headers: { cookie: pendingCookie },
    });
    expect(pending.json().pending).toMatchObject({
      kind: 'existing-account',
      email: 'marie.dubois@example.com',
      accountHasPassword: true,
    });

    // Creating another account with the address is not an option.
    expect((await completeSignUp(pendingCookie)).statusCode).toBe(409);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/pending/password',
      headers: { cookie: pendingCookie },
      payload: { password: 'pas-le-bon' },
      remoteAddress: flow.address,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors.password).toBe('Mot de passe incorrect');

    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/pending/password',
      headers: { cookie: pendingCookie },
      payload: { password: 'demo-2025' },
      remoteAddress: flow.address,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().user.email).toBe('marie.dubois@example.com');
    expect(sessionCookieOf(right, 'client')?.value).toBeTruthy();
    const marie = await userByEmail('marie.dubois@example.com');
    const links = await t.handle.db
      .select()
      .from(identityLinks)
      .where(eq(identityLinks.userId, String(marie?.id)));
    expect(links).toHaveLength(1);
  });

  it('or the link e-mailed to that address, which works once', async () => {
    const identity = uniqueIdentity({ email: 'lucas.moreau@example.com' });
    const flow = await signInThrough(identity);
    const pendingCookie = pendingCookieOf(flow);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/pending/email-link',
      headers: { cookie: pendingCookie },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [email] = await outboxFor(t.handle, 'lucas.moreau@example.com');
    expect(email?.subject).toBe('Confirmez la connexion de votre compte externe');
    const token = email?.textBody.match(/connexion-externe\/confirmer\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/link-confirmation',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().user.email).toBe('lucas.moreau@example.com');
    expect(sessionCookieOf(confirmed, 'client')?.value).toBeTruthy();

    const replayed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/link-confirmation',
      payload: { token },
    });
    expect(replayed.statusCode).toBe(409);

    // From now on the provider signs Lucas in directly.
    const again = await signInThrough(identity);
    expect(again.callback.headers.location).toBe('/dashboard');
    expect(sessionCookieOf(again.callback, 'client')?.value).toBeTruthy();
  });
});

describe('a callback that must not sign anyone in', () => {
  it('refuses a wrong state, or a state without the browser cookie that started it', async () => {
    const before = await userCount();
    const tampered = await signInThrough(uniqueIdentity(), {});
    // (That one went through; replay a variant with a changed state.)
    const url = new URL(tampered.callbackPath, TEST_PUBLIC_URL);
    url.searchParams.set('state', 'un-autre-etat-0123456789');
    const wrongState = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { cookie: 'jr_oidc_state=un-autre-etat-0123456789' },
    });
    expect(wrongState.headers.location).toBe('/login?erreur=lien-invalide');

    const flow = await signInThrough(uniqueIdentity(), {
      beforeCallback: () => undefined,
    });
    expect(flow.callback.headers.location).toBe('/connexion-externe');
    const noCookie = await signInThroughWithoutCookie(uniqueIdentity());
    expect(noCookie.headers.location).toBe('/login?erreur=lien-invalide');
    expect(sessionCookieOf(noCookie, 'client')).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('refuses a callback played twice', async () => {
    const identity = uniqueIdentity({ email: 'emma.laurent@example.com' });
    const flow = await signInThrough(identity);
    expect(flow.callback.headers.location).toBe('/connexion-externe');
    const [{ n: sessionsBefore } = { n: 0 }] = await t.handle.db.select({ n: count() }).from(sessions);
    const replay = await t.app.inject({
      method: 'GET',
      url: flow.callbackPath,
      headers: { cookie: flow.stateCookie },
    });
    expect(replay.headers.location).toBe('/login?erreur=lien-invalide');
    expect(cookiesFrom(replay)).toBe('');
    const [{ n: sessionsAfter } = { n: 0 }] = await t.handle.db.select({ n: count() }).from(sessions);
    expect(sessionsAfter).toBe(sessionsBefore);
  });

  it('lets only one of two simultaneous callbacks with the same state through', async () => {
    const identity = uniqueIdentity();
    provider.setNextLogin(identity);
    const address = nextAddress();
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/google/start',
      remoteAddress: address,
    });
    const back = new URL(await throughProvider(String(start.headers.location)));
    const call = () =>
      t.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: cookiesFrom(start) },
        remoteAddress: address,
      });
    const answers = await Promise.all([call(), call()]);
    expect(answers.map((answer) => answer.headers.location).sort()).toEqual([
      '/connexion-externe',
      '/login?erreur=lien-invalide',
    ]);
  });

  it('throttles starts from one address, with a French message', async () => {
    const address = nextAddress();
    const locations: string[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/oidc/google/start',
        remoteAddress: address,
      });
      locations.push(String(response.headers.location));
    }
    expect(locations.slice(0, 20).every((location) => location.startsWith(provider.issuer))).toBe(true);
    expect(locations.at(-1)).toBe('/login?erreur=trop-de-tentatives');
  });

  it('says the person refused consent, and creates nothing', async () => {
    const before = await userCount();
    const flow = await signInThrough('deny', { returnTo: '/lawyer/3' });
    expect(flow.callback.headers.location).toBe('/login?erreur=acces-refuse&retour=%2Flawyer%2F3');
    expect(await userCount()).toBe(before);
  });

  it('says the attempt expired after ten minutes', async () => {
    const before = await userCount();
    const flow = await signInThrough(uniqueIdentity(), {
      beforeCallback: () => t.clock.advance(11 * 60_000),
    });
    expect(flow.callback.headers.location).toBe('/login?erreur=lien-expire');
    expect(await userCount()).toBe(before);
  });

  it('says the provider is down when its token endpoint fails, and creates nothing', async () => {
    const before = await userCount();
    const flow = await signInThrough(uniqueIdentity(), { beforeCallback: () => provider.setDown(true) });
    provider.setDown(false);
    expect(flow.callback.headers.location).toBe('/login?erreur=fournisseur-indisponible');
    expect(await userCount()).toBe(before);
  });

  it('refuses a code that does not exchange (unknown or already used code)', async () => {
    const flow = await signInThrough(uniqueIdentity());
    expect(flow.callback.headers.location).toBe('/connexion-externe');
    // A new transaction, but the old code: the provider refuses it.
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/google/start',
      remoteAddress: nextAddress(),
    });
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const old = new URL(flow.callbackPath, TEST_PUBLIC_URL);
    old.searchParams.set('state', String(state));
    const reused = await t.app.inject({
      method: 'GET',
      url: `${old.pathname}${old.search}`,
      headers: { cookie: cookiesFrom(start) },
    });
    expect(reused.headers.location).toBe('/login?erreur=echange-echoue');
  });

  it('sends the person back with a message when the provider is down at the start, and the server still serves', async () => {
    const deadApp = await createTestApp({
      seed: false,
      config: {
        identityProviders: { google: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' } },
      },
    });
    try {
      const response = await deadApp.app.inject({
        method: 'GET',
        url: '/api/auth/oidc/google/start?returnTo=/dashboard',
      });
      expect(response.headers.location).toBe('/login?erreur=fournisseur-indisponible');
      expect((await deadApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await deadApp.close();
    }
  });

  it('never returns to another site', async () => {
    const identity = uniqueIdentity();
    const flow = await signInThrough(identity, { returnTo: '//evil.example/x' });
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/pending',
      headers: { cookie: pendingCookieOf(flow) },
    });
    expect(pending.json().pending.returnTo).toBe('/dashboard');
  });
});

/** A callback reached by a browser that did not start the flow (no state cookie). */
async function signInThroughWithoutCookie(identity: TTestIdentity) {
  provider.setNextLogin(identity);
  const start = await t.app.inject({
    method: 'GET',
    url: '/api/auth/oidc/google/start',
    remoteAddress: nextAddress(),
  });
  const back = new URL(await throughProvider(String(start.headers.location)));
  return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
}

describe('connected accounts in the client space', () => {
  it('keeps the only way to sign in until a password is set, then unlinks; another client’s link is 404', async () => {
    const identity = uniqueIdentity();
    const flow = await signInThrough(identity);
    const completed = await completeSignUp(pendingCookieOf(flow));
    const cookie = `jr_client_session=${sessionCookieOf(completed, 'client')?.value}`;

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/client/identity-links',
      headers: { cookie },
    });
    expect(listed.json()).toMatchObject({
      hasPassword: false,
      links: [{ provider: 'google', email: identity.email }],
    });
    const linkId = listed.json().links[0].id as string;
    // The data export (RGPD) says which providers sign the person in.
    const exported = await t.app.inject({ method: 'GET', url: '/api/client/export', headers: { cookie } });
    expect(exported.json().connectedAccounts).toMatchObject([{ provider: 'google', email: identity.email }]);

    const marie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email: 'emma.laurent@example.com', password: 'demo-2025' },
    });
    const otherCookie = cookiesFrom(marie);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/client/identity-links/${linkId}`,
      headers: { cookie: otherCookie },
    });
    expect(foreign.statusCode).toBe(404);

    const lastOne = await t.app.inject({
      method: 'DELETE',
      url: `/api/client/identity-links/${linkId}`,
      headers: { cookie },
    });
    expect(lastOne.statusCode).toBe(409);
    expect(lastOne.json().error.message).toContain('définissez d’abord un mot de passe');

    // Deleting the account asks for a password it does not have yet: the answer says what to do.
    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/client/delete-account',
      headers: { cookie },
      payload: { password: 'quelque-chose' },
    });
    expect(deletion.statusCode).toBe(400);
    expect(deletion.json().error.fieldErrors.password).toContain(
      'définissez-en un dans «\u00a0Comptes connectés\u00a0»',
    );

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/client/password/set',
      headers: { cookie },
      payload: { newPassword: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fieldErrors.newPassword).toBeTruthy();

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/client/password/set',
      headers: { cookie },
      payload: { newPassword: 'Une-phrase-solide-pour-Jeanne-91' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/client/password/set',
      headers: { cookie },
      payload: { newPassword: 'Une-autre-phrase-solide-92' },
    });
    expect(twice.statusCode).toBe(409);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email: identity.email, password: 'Une-phrase-solide-pour-Jeanne-91' },
    });
    expect(login.statusCode).toBe(200);

    const unlinked = await t.app.inject({
      method: 'DELETE',
      url: `/api/client/identity-links/${linkId}`,
      headers: { cookie },
    });
    expect(unlinked.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/client/identity-links',
      headers: { cookie },
    });
    expect(after.json()).toEqual({ hasPassword: true, links: [] });
  });
});

describe('linking a provider from « Comptes connectés »', () => {
  it('links the signed-in client, back to the profile; the provider then signs them in', async () => {
    const emma = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email: 'emma.laurent@example.com', password: 'demo-2025' },
    });
    const cookie = cookiesFrom(emma);
    // Another address at the provider than the account's: the person is signed in, that is the proof.
    const identity = uniqueIdentity({ email: 'emma.perso@example.org' });
    const flow = await signInThrough(identity, { linkAs: cookie });
    expect(flow.callback.headers.location).toBe('/dashboard?onglet=profil');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/client/identity-links',
      headers: { cookie },
    });
    expect(listed.json().links).toMatchObject([{ provider: 'google', email: 'emma.perso@example.org' }]);

    const again = await signInThrough(identity);
    expect(again.callback.headers.location).toBe('/dashboard');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/client/session',
      headers: { cookie: `jr_client_session=${sessionCookieOf(again.callback, 'client')?.value}` },
    });
    expect(me.json().user.email).toBe('emma.laurent@example.com');

    // The same provider account cannot be linked to a second client.
    const lucas = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email: 'lucas.moreau@example.com', password: 'demo-2025' },
    });
    const taken = await signInThrough(identity, { linkAs: cookiesFrom(lucas) });
    expect(taken.callback.headers.location).toBe('/dashboard?onglet=profil&erreur=deja-associe');
  });

  it('asks to sign in first when nobody is signed in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/google/start?link=1',
      remoteAddress: nextAddress(),
    });
    expect(response.headers.location).toBe(
      '/login?erreur=connexion-requise&retour=%2Fdashboard%3Fonglet%3Dprofil',
    );
  });
});

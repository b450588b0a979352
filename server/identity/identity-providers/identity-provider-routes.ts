import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import {
  IDENTITY_PROVIDER_LABELS,
  IDENTITY_PROVIDERS,
  LAST_SIGN_IN_METHOD_MESSAGE,
  LINK_RETURN_TO,
  type TIdentityProvider,
  type TOidcErrorCode,
  ZCompleteSignUpRequest,
  ZConfirmLinkRequest,
  ZIdentityLinkParams,
  ZIdentityLinksResponse,
  ZIdentityProviderParams,
  ZIdentityProvidersResponse,
  ZLinkWithPasswordRequest,
  ZOidcCallbackQuery,
  ZOidcSignedInResponse,
  ZOidcStartQuery,
  ZPendingIdentityResponse,
  ZSetPasswordRequest,
} from '#domain/identity/identity-providers/identity-provider-schemas.ts';
import { mapClaims } from '#domain/identity/identity-providers/map-claims.ts';
import { safeReturnTo } from '#domain/identity/identity-providers/return-to.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { identityLinks, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { throttleAddressOf } from '#server/platform/http/client-address.ts';
import { enforceAddressLimit, takeAddressLimit } from '#server/platform/http/rate-limits.ts';
import { type TThrottlePolicy, takeThrottle, throttleKeyOf } from '#server/platform/http/throttle.ts';
import { tooManyAttempts } from '#server/platform/http/too-many-attempts.ts';
import { findUserByEmail, isUniqueViolation, toSessionUser } from '../auth/account-queries';
import { findCurrentAccount, requireAccount, setSessionCookie } from '../auth/current-account';
import { recordLoginSuccess, takeLoginAttempt } from '../auth/login-throttle';
import { assertStrongPassword } from '../auth/password-strength/password-strength';
import { checkPassword, hashPassword } from '../auth/passwords';
import { createSession, hashToken } from '../auth/session-store';
import {
  claimPendingIdentity,
  claimTransaction,
  createPendingIdentity,
  createTransaction,
  findLinkedUser,
  findPendingIdentity,
  insertLink,
  listLinks,
  OIDC_PENDING_TTL_MS,
  OIDC_TRANSACTION_TTL_MS,
  setPendingEmailToken,
  type TPendingRow,
} from './identity-provider-store';
import { CodeExchangeError, OidcClients, ProviderUnavailableError } from './oidc-client';

/** The state of the request in progress, also kept by the browser: a callback from elsewhere has not got it. */
const STATE_COOKIE = 'jr_oidc_state';
/** The identity waiting for « Finaliser votre inscription » or for proof of an existing account. */
const PENDING_COOKIE = 'jr_oidc_pending';
const OIDC_COOKIE_PATH = '/api/auth/oidc';

/** The page of the web app where a pending identity is finalised (sign-up) or proven (existing account). */
export const FINALISE_PAGE = '/connexion-externe';
export const CONFIRM_LINK_PAGE = '/connexion-externe/confirmer';
const DEFAULT_RETURN_TO = '/dashboard';

/**
 * Starting and finishing sign-ins from one address: 20 in ten minutes, then waits of 15 s doubling up
 * to ten minutes. A person needs a handful; a script hammering the provider or our callback does not get far.
 */
const OIDC_PER_ADDRESS: TThrottlePolicy = {
  freeHits: 20,
  windowMs: 10 * 60_000,
  baseDelayMs: 15_000,
  maxDelayMs: 10 * 60_000,
};

/** E-mailed confirmation links of one pending identity's account: 3 an hour, then growing waits. */
const LINK_EMAIL_PER_ACCOUNT: TThrottlePolicy = {
  freeHits: 3,
  windowMs: 60 * 60_000,
  baseDelayMs: 5 * 60_000,
  maxDelayMs: 60 * 60_000,
};

/** A linking from « Comptes connectés » comes back to the profile with its error; a sign-in to /login. */
function errorUrl(code: TOidcErrorCode, returnTo: string | undefined, linking: boolean): string {
  if (!linking) return loginErrorUrl(code, returnTo);
  return `${LINK_RETURN_TO}&${new URLSearchParams({ erreur: code }).toString()}`;
}

function loginErrorUrl(code: TOidcErrorCode, returnTo?: string): string {
  const query = new URLSearchParams({ erreur: code });
  if (returnTo && returnTo !== DEFAULT_RETURN_TO) query.set('retour', returnTo);
  return `/login?${query.toString()}`;
}

export function registerIdentityProviderRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const clients = new OidcClients(deps.config.identityProviders);
  const smtpEnabled = Boolean(deps.config.smtpUrl);
  const cookieOptions = (maxAgeMs: number) => ({
    path: OIDC_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.secureCookies,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
  const callbackUrlOf = (provider: TIdentityProvider) =>
    `${deps.config.publicUrl}/api/auth/oidc/${provider}/callback`;

  async function takeOidcAttempt(request: FastifyRequest) {
    return takeThrottle(
      deps.db,
      throttleKeyOf('oidc-address', throttleAddressOf(request.ip)),
      OIDC_PER_ADDRESS,
      deps.clock.now(),
    );
  }

  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const session = await createSession(deps.db, {
      userId,
      space: 'client',
      remember: false,
      now: deps.clock.now(),
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(deps, reply, 'client', session.token, session.expiresAt, false);
  }

  api.get(
    '/api/auth/identity-providers',
    { schema: { response: { 200: ZIdentityProvidersResponse } } },
    async () => ({ providers: IDENTITY_PROVIDERS.filter((provider) => clients.isConfigured(provider)) }),
  );

  api.get(
    '/api/auth/oidc/:provider/start',
    { schema: { params: ZIdentityProviderParams, querystring: ZOidcStartQuery } },
    async (request, reply) => {
      const { provider } = request.params;
      const linking = request.query.link === '1';
      const returnTo = linking ? LINK_RETURN_TO : (safeReturnTo(request.query.returnTo) ?? DEFAULT_RETURN_TO);
      if (!clients.isConfigured(provider))
        return reply.redirect(errorUrl('fournisseur-inconnu', returnTo, linking));
      // A navigation, not a form: refused starts go back to the page with its message, like the throttle's.
      const started = await takeAddressLimit(request, 'identity-provider');
      if (!started.allowed) return reply.redirect(errorUrl('trop-de-tentatives', returnTo, linking));
      const attempt = await takeOidcAttempt(request);
      if (!attempt.allowed) return reply.redirect(errorUrl('trop-de-tentatives', returnTo, linking));
      const linkUser = linking ? await findCurrentAccount(deps, request, 'client') : null;
      if (linking && !linkUser) return reply.redirect(loginErrorUrl('connexion-requise', LINK_RETURN_TO));
      const codeVerifier = client.randomPKCECodeVerifier();
      const nonce = client.randomNonce();
      const now = deps.clock.now();
      let target: URL;
      const { state } = await createTransaction(deps.db, {
        provider,
        returnTo,
        codeVerifier,
        nonce,
        now,
        linkUserId: linkUser?.id ?? null,
      });
      try {
        target = await clients.authorizationUrl(provider, {
          redirectUri: callbackUrlOf(provider),
          state,
          nonce,
          codeVerifier,
        });
      } catch (error) {
        request.log.warn({ err: error, provider }, 'identity provider discovery failed');
        return reply.redirect(errorUrl('fournisseur-indisponible', returnTo, linking));
      }
      reply.setCookie(STATE_COOKIE, state, cookieOptions(OIDC_TRANSACTION_TTL_MS));
      return reply.redirect(target.toString());
    },
  );

  api.get(
    '/api/auth/oidc/:provider/callback',
    { schema: { params: ZIdentityProviderParams, querystring: ZOidcCallbackQuery } },
    async (request, reply) => {
      const { provider } = request.params;
      const query = request.query;
      const fail = (code: TOidcErrorCode, returnTo?: string) => reply.redirect(loginErrorUrl(code, returnTo));
      if (!clients.isConfigured(provider)) return fail('fournisseur-inconnu');
      const attempt = await takeOidcAttempt(request);
      if (!attempt.allowed) return fail('trop-de-tentatives');
      const cookieState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: OIDC_COOKIE_PATH });
      if (!query.state) return fail(query.error === 'access_denied' ? 'acces-refuse' : 'lien-invalide');
      // Bound to the browser that started it: a callback link made by someone else signs nobody in.
      if (cookieState !== query.state) return fail('lien-invalide');
      const now = deps.clock.now();
      const claimed = await claimTransaction(deps.db, provider, query.state, now);
      if (claimed.outcome === 'unknown' || claimed.outcome === 'used') return fail('lien-invalide');
      const returnTo = claimed.row.returnTo;
      // A linking from « Comptes connectés » (signed in when it started) goes back to the profile.
      const linkUserId = claimed.row.linkUserId;
      const failClaimed = (code: TOidcErrorCode) =>
        reply.redirect(errorUrl(code, returnTo, linkUserId !== null));
      if (claimed.outcome === 'expired') return failClaimed('lien-expire');
      if (query.error)
        return failClaimed(query.error === 'access_denied' ? 'acces-refuse' : 'echange-echoue');
      if (!query.code) return failClaimed('echange-echoue');

      let claims: Record<string, unknown>;
      try {
        claims = await clients.exchangeCode(provider, {
          callbackUrl: new URL(request.url, deps.config.publicUrl),
          state: query.state,
          nonce: claimed.row.nonce,
          codeVerifier: claimed.row.codeVerifier,
        });
      } catch (error) {
        request.log.warn({ err: error, provider }, 'identity provider code exchange failed');
        if (error instanceof ProviderUnavailableError) return failClaimed('fournisseur-indisponible');
        if (error instanceof CodeExchangeError) return failClaimed('echange-echoue');
        throw error;
      }
      const identity = mapClaims(claims);
      if (!identity) return failClaimed('echange-echoue');

      if (linkUserId) {
        const owner = await findLinkedUser(deps.db, provider, identity.subject);
        if (owner) return owner.id === linkUserId ? reply.redirect(returnTo) : failClaimed('deja-associe');
        try {
          await insertLink(deps.db, {
            userId: linkUserId,
            provider,
            subject: identity.subject,
            email: identity.email,
            now,
          });
        } catch (error) {
          if (isUniqueViolation(error)) return failClaimed('deja-associe');
          throw error;
        }
        return reply.redirect(returnTo);
      }

      const linked = await findLinkedUser(deps.db, provider, identity.subject);
      if (linked) {
        if (linked.role !== 'client') return failClaimed('compte-professionnel');
        await signIn(request, reply, linked.id);
        return reply.redirect(returnTo);
      }
      if (!identity.email || !identity.emailVerified) return failClaimed('email-non-verifie');
      const existing = await findUserByEmail(deps.db, identity.email);
      if (existing && existing.role !== 'client') return failClaimed('compte-professionnel');
      const token = await createPendingIdentity(deps.db, {
        provider,
        identity,
        returnTo,
        existingUserId: existing?.id ?? null,
        now,
      });
      reply.setCookie(PENDING_COOKIE, token, cookieOptions(OIDC_PENDING_TTL_MS));
      return reply.redirect(FINALISE_PAGE);
    },
  );

  async function pendingOf(request: FastifyRequest): Promise<TPendingRow> {
    const pending = await findPendingIdentity(deps.db, request.cookies[PENDING_COOKIE], deps.clock.now());
    if (!pending) {
      throw new AppError('INVALID_STATE', {
        message:
          'Cette connexion par un fournisseur d’identité a expiré ou a déjà été finalisée. Recommencez depuis la page de connexion.',
      });
    }
    return pending;
  }

  api.get(
    '/api/auth/oidc/pending',
    { schema: { response: { 200: ZPendingIdentityResponse } } },
    async (request) => {
      const pending = await findPendingIdentity(deps.db, request.cookies[PENDING_COOKIE], deps.clock.now());
      if (!pending) return { pending: null };
      const [account] = pending.userId
        ? await deps.db
            .select({ passwordHash: users.passwordHash })
            .from(users)
            .where(eq(users.id, pending.userId))
        : [];
      return {
        pending: {
          kind: pending.userId ? ('existing-account' as const) : ('sign-up' as const),
          provider: pending.provider as TIdentityProvider,
          email: pending.email,
          firstName: pending.firstName,
          lastName: pending.lastName,
          returnTo: pending.returnTo,
          accountHasPassword: Boolean(account?.passwordHash),
        },
      };
    },
  );

  api.post(
    '/api/auth/oidc/pending/complete',
    { schema: { body: ZCompleteSignUpRequest, response: { 201: ZOidcSignedInResponse } } },
    async (request, reply) => {
      await enforceAddressLimit(request, reply, 'registration');
      const pending = await pendingOf(request);
      if (pending.userId) throw new AppError('INVALID_STATE');
      const now = deps.clock.now();
      const input = request.body;
      const user = await deps.db
        .transaction(async (tx) => {
          const claimed = await claimPendingIdentity(tx, { tokenHash: pending.tokenHash }, now);
          if (!claimed) throw new AppError('INVALID_STATE');
          const [created] = await tx
            .insert(users)
            .values({
              email: claimed.email,
              passwordHash: null,
              role: 'client',
              firstName: input.firstName,
              lastName: input.lastName,
              // The provider verified the address (email_verified), so no confirmation link is needed.
              emailVerifiedAt: now,
            })
            .returning();
          if (!created) throw new AppError('INTERNAL');
          await insertLink(tx, {
            userId: created.id,
            provider: claimed.provider,
            subject: claimed.subject,
            email: claimed.email,
            now,
          });
          await enqueueEmail(
            tx,
            composeEmail(
              // The provider vouched for the address (email_verified): it is theirs, with the name they gave.
              created,
              'Bienvenue sur JurisRDV',
              [
                'Votre compte JurisRDV est créé. Vous pouvez dès maintenant rechercher un professionnel du droit et réserver une consultation en cabinet, en visioconférence ou par téléphone.',
              ],
              { label: 'Accéder à mon espace', url: `${deps.config.publicUrl}/dashboard` },
            ),
            smtpEnabled,
          );
          return created;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) {
            throw new AppError('EMAIL_TAKEN', {
              message:
                'Un compte a été créé entre-temps avec cette adresse e-mail ou ce compte externe. Connectez-vous avec lui.',
            });
          }
          throw error;
        });
      await signIn(request, reply, user.id);
      reply.clearCookie(PENDING_COOKIE, { path: OIDC_COOKIE_PATH });
      return reply.status(201).send({ user: toSessionUser(user), returnTo: pending.returnTo });
    },
  );

  /** Links the pending identity to its account after a proof, in one transaction; null if already used. */
  async function linkPending(by: { tokenHash: string } | { emailTokenHash: string }) {
    const now = deps.clock.now();
    return deps.db
      .transaction(async (tx) => {
        const claimed = await claimPendingIdentity(tx, by, now);
        if (!claimed?.userId) return null;
        await insertLink(tx, {
          userId: claimed.userId,
          provider: claimed.provider,
          subject: claimed.subject,
          email: claimed.email,
          now,
        });
        const [user] = await tx.select().from(users).where(eq(users.id, claimed.userId));
        return user ? { user, returnTo: claimed.returnTo } : null;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw new AppError('INVALID_STATE', {
            message: 'Votre compte est déjà associé à un compte de ce fournisseur d’identité.',
          });
        }
        throw error;
      });
  }

  api.post(
    '/api/auth/oidc/pending/password',
    { schema: { body: ZLinkWithPasswordRequest, response: { 200: ZOidcSignedInResponse } } },
    async (request, reply) => {
      const pending = await pendingOf(request);
      if (!pending.userId) throw new AppError('INVALID_STATE');
      const [account] = await deps.db.select().from(users).where(eq(users.id, pending.userId));
      if (!account) throw new AppError('INVALID_STATE');
      // The same counters as a sign-in with this account's e-mail: proving here is no faster than there.
      const attempt = await takeLoginAttempt(deps.db, account.email, request.ip, deps.clock.now());
      if (!attempt.allowed) throw tooManyAttempts(reply, 'login', attempt.retryAfterMs);
      if (!(await checkPassword(account.passwordHash, request.body.password))) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { password: 'Mot de passe incorrect' } });
      }
      await recordLoginSuccess(deps.db, account.email, request.ip);
      const linked = await linkPending({ tokenHash: pending.tokenHash });
      if (!linked) throw new AppError('INVALID_STATE');
      await signIn(request, reply, linked.user.id);
      reply.clearCookie(PENDING_COOKIE, { path: OIDC_COOKIE_PATH });
      return { user: toSessionUser(linked.user), returnTo: linked.returnTo };
    },
  );

  api.post(
    '/api/auth/oidc/pending/email-link',
    { schema: { response: { 200: ZOkResponse } } },
    async (request, reply) => {
      await enforceAddressLimit(request, reply, 'email-verification');
      const pending = await pendingOf(request);
      if (!pending.userId) throw new AppError('INVALID_STATE');
      const now = deps.clock.now();
      const attempt = await takeThrottle(
        deps.db,
        throttleKeyOf('oidc-link-email', pending.userId),
        LINK_EMAIL_PER_ACCOUNT,
        now,
      );
      if (!attempt.allowed) throw tooManyAttempts(reply, 'email-verification', attempt.retryAfterMs);
      const [account] = await deps.db.select().from(users).where(eq(users.id, pending.userId));
      if (!account) throw new AppError('INVALID_STATE');
      const emailToken = await setPendingEmailToken(deps.db, pending.tokenHash);
      const label = IDENTITY_PROVIDER_LABELS[pending.provider as TIdentityProvider] ?? pending.provider;
      await enqueueEmail(
        deps.db,
        {
          ...composeEmail(
            account,
            'Confirmez la connexion de votre compte externe',
            [
              `Quelqu’un — vous, sans doute — veut se connecter à votre compte JurisRDV avec un compte ${label} portant la même adresse e-mail. Suivez ce lien dans l’heure pour associer les deux et vous connecter.`,
              'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: rien ne sera associé.',
            ],
            {
              label: 'Associer et me connecter',
              url: `${deps.config.publicUrl}${CONFIRM_LINK_PAGE}?token=${emailToken}`,
            },
          ),
          priority: 'security',
        },
        smtpEnabled,
      );
      return { ok: true as const };
    },
  );

  api.post(
    '/api/auth/oidc/link-confirmation',
    { schema: { body: ZConfirmLinkRequest, response: { 200: ZOidcSignedInResponse } } },
    async (request, reply) => {
      const attempt = await takeOidcAttempt(request);
      if (!attempt.allowed) throw tooManyAttempts(reply, 'login', attempt.retryAfterMs);
      const linked = await linkPending({ emailTokenHash: hashToken(request.body.token) });
      if (!linked) {
        throw new AppError('INVALID_STATE', {
          message: 'Ce lien de confirmation est invalide, a expiré (1 heure) ou a déjà servi.',
        });
      }
      await signIn(request, reply, linked.user.id);
      return { user: toSessionUser(linked.user), returnTo: linked.returnTo };
    },
  );

  // The client space's « Comptes connectés ».
  api.get(
    '/api/client/identity-links',
    { schema: { response: { 200: ZIdentityLinksResponse } } },
    async (request) => {
      const account = await requireAccount(deps, request, 'client');
      const links = await listLinks(deps.db, account.id);
      return {
        links: links.map((link) => ({
          id: link.id,
          provider: link.provider as TIdentityProvider,
          email: link.email,
          createdAt: link.createdAt.toISOString(),
        })),
        hasPassword: account.passwordHash !== null,
      };
    },
  );

  api.delete(
    '/api/client/identity-links/:linkId',
    { schema: { params: ZIdentityLinkParams, response: { 200: ZOkResponse } } },
    async (request) => {
      const account = await requireAccount(deps, request, 'client');
      await deps.db.transaction(async (tx) => {
        // Locks the account row: two unlinks at once cannot both see « another way to sign in ».
        const [owner] = await tx.select().from(users).where(eq(users.id, account.id)).for('update');
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(identityLinks)
          .where(eq(identityLinks.userId, account.id));
        const [link] = await tx
          .select({ id: identityLinks.id })
          .from(identityLinks)
          .where(and(eq(identityLinks.id, request.params.linkId), eq(identityLinks.userId, account.id)));
        if (!link) throw new AppError('NOT_FOUND');
        if (!owner?.passwordHash && n <= 1) {
          throw new AppError('INVALID_STATE', { message: LAST_SIGN_IN_METHOD_MESSAGE });
        }
        await tx.delete(identityLinks).where(eq(identityLinks.id, link.id));
      });
      return { ok: true as const };
    },
  );

  api.post(
    '/api/client/password/set',
    { schema: { body: ZSetPasswordRequest, response: { 200: ZOkResponse } } },
    async (request) => {
      const account = await requireAccount(deps, request, 'client');
      if (account.passwordHash !== null) {
        throw new AppError('INVALID_STATE', {
          message:
            'Votre compte a déjà un mot de passe\u00a0: modifiez-le dans la section «\u00a0Sécurité\u00a0».',
        });
      }
      const { newPassword } = request.body;
      await assertStrongPassword(
        newPassword,
        { firstName: account.firstName, lastName: account.lastName, email: account.email },
        'newPassword',
      );
      const passwordHash = await hashPassword(newPassword);
      const [changed] = await deps.db
        .update(users)
        .set({ passwordHash, passwordChangedAt: deps.clock.now() })
        .where(and(eq(users.id, account.id), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (!changed) throw new AppError('INVALID_STATE');
      return { ok: true as const };
    },
  );
}

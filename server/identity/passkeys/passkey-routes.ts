import { generateAuthenticationOptions, generateRegistrationOptions } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '#domain/identity/account-security/account-security-schemas.ts';
import { spaceAdmits, ZOkResponse, ZSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import {
  PASSKEY_REFUSED_MESSAGE,
  PASSKEYS_PER_ACCOUNT_MAX,
  type TPasskey,
  ZDeletePasskeyRequest,
  ZPasskey,
  ZPasskeyIdParams,
  ZPasskeyLoginRequest,
  ZPasskeyOptionsResponse,
  ZPasskeyRegistrationOptionsRequest,
  ZPasskeyRegistrationRequest,
  ZPasskeySecondFactorOptionsRequest,
  ZPasskeySecondFactorRequest,
  ZPasskeysResponse,
  ZRenamePasskeyRequest,
} from '#domain/identity/passkeys/passkey-schemas.ts';
import { CHALLENGE_EXPIRED_MESSAGE } from '#domain/identity/two-factor/two-factor-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { passkeys, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail, type TEmailRecipient } from '#server/platform/email/templates.ts';
import { throttleAddressOf } from '#server/platform/http/client-address.ts';
import { refundThrottle, takeThrottles, throttleKeyOf } from '#server/platform/http/throttle.ts';
import { tooManyAttempts } from '#server/platform/http/too-many-attempts.ts';
import { revokeOtherSessions } from '../account-security/session-queries';
import { isUniqueViolation } from '../auth/account-queries';
import { sessionPayload } from '../auth/auth-routes';
import { requireAccount, setSessionCookie } from '../auth/current-account';
import { assertCurrentPassword } from '../auth/current-password';
import { LOGIN_PER_ADDRESS } from '../auth/login-throttle';
import { createSession } from '../auth/session-store';
import { recordCodeSuccess, takeCodeAttempt } from '../two-factor/code-throttle';
import { finishSecondFactor } from '../two-factor/finish-second-factor';
import { secondFactorStateOf } from '../two-factor/second-factor-requirement';
import { findLiveChallenge, revokeTrustedDevices } from '../two-factor/two-factor-store';
import {
  countPasskeys,
  deletePasskey,
  findOwnPasskey,
  findPasskeyByCredentialId,
  listPasskeys,
  renamePasskey,
  storeChallenge,
  type TPasskeyRow,
} from './passkey-store';
import { SUPPORTED_ALGORITHMS, verifyNewPasskey, verifyPasskeyAssertion } from './passkey-verification';
import { RP_NAME, relyingPartyOf } from './relying-party';

/**
 * Sign-in options without password from one address: generous for an office (a successful sign-in gives its
 * request back), bounded for a script (each answer stores a challenge).
 */
const PASSKEY_OPTIONS_PER_ADDRESS = { ...LOGIN_PER_ADDRESS, freeHits: 60 };
const passkeyOptionsKeyOf = (ip: string) => throttleKeyOf('passkey-options-address', throttleAddressOf(ip));

/** How long the browser may wait for the person (the challenge itself lives five minutes). */
const CEREMONY_TIMEOUT_MS = 120_000;

function refused(): AppError {
  return new AppError('VALIDATION_FAILED', { message: PASSKEY_REFUSED_MESSAGE });
}

function toPasskey(row: TPasskeyRow): TPasskey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/** The WebAuthn user handle: the account's uuid as 16 bytes (no e-mail address in the authenticator's id). */
function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));
}

/**
 * Passkeys of professionals (ADR 0025): managed from « Mon compte », accepted as the second factor of a
 * sign-in (like a code), or alone for a sign-in without password when the authenticator verified the user.
 */
export function registerPasskeyRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const smtpEnabled = Boolean(deps.config.smtpUrl);
  const { rpID } = relyingPartyOf(deps.config);

  async function notify(account: TEmailRecipient, subject: string, line: string) {
    await enqueueEmail(
      deps.db,
      {
        ...composeEmail(account, subject, [
          line,
          "Si vous n'êtes pas à l'origine de ce changement, changez sans attendre votre mot de passe et répondez à cet e-mail pour nous prévenir.",
        ]),
        priority: 'security',
      },
      smtpEnabled,
    );
  }

  /** Counted before the assertion is checked, on the counters of the codes (same policies as a sign-in). */
  async function assertAssertionAllowed(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const attempt = await takeCodeAttempt(deps.db, userId, request.ip, deps.clock.now());
    if (!attempt.allowed) throw tooManyAttempts(reply, 'passkey', attempt.retryAfterMs);
  }

  api.get('/api/auth/pro/passkeys', { schema: { response: { 200: ZPasskeysResponse } } }, async (request) => {
    const account = await requireAccount(deps, request, 'pro', { allowSecondFactorSetup: true });
    return { passkeys: (await listPasskeys(deps.db, account.id)).map(toPasskey) };
  });

  api.post(
    '/api/auth/pro/passkeys/registration-options',
    { schema: { body: ZPasskeyRegistrationOptionsRequest, response: { 200: ZPasskeyOptionsResponse } } },
    async (request, reply) => {
      const account = await requireAccount(deps, request, 'pro', { allowSecondFactorSetup: true });
      const existing = await listPasskeys(deps.db, account.id);
      if (existing.length >= PASSKEYS_PER_ACCOUNT_MAX) {
        throw new AppError('INVALID_STATE', {
          message: `Vous avez déjà ${PASSKEYS_PER_ACCOUNT_MAX} clés d’accès\u00a0: supprimez-en une avant d’en ajouter.`,
        });
      }
      await assertCurrentPassword(deps, request, reply, account, {
        password: request.body.password,
        field: 'password',
        wrongMessage: CURRENT_PASSWORD_WRONG_MESSAGE,
      });
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: account.email,
        userID: userHandleOf(account.id),
        userDisplayName: `${account.firstName} ${account.lastName}`,
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
        // Discoverable, so the same passkey also serves the sign-in without password.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
      });
      await storeChallenge(deps.db, options.challenge, account.id, 'registration', deps.clock.now());
      return { options: { ...options } };
    },
  );

  api.post(
    '/api/auth/pro/passkeys',
    { schema: { body: ZPasskeyRegistrationRequest, response: { 201: ZPasskey } } },
    async (request, reply) => {
      const account = await requireAccount(deps, request, 'pro', { allowSecondFactorSetup: true });
      const info = await verifyNewPasskey(deps, account.id, request.body.response);
      if (!info) throw refused();
      if ((await countPasskeys(deps.db, account.id)) >= PASSKEYS_PER_ACCOUNT_MAX) {
        throw new AppError('INVALID_STATE', { message: 'Vous avez déjà le nombre maximal de clés d’accès.' });
      }
      const now = deps.clock.now();
      const hadSecondFactor = (await secondFactorStateOf(deps.db, account.id)).has;
      const { row, revoked } = await deps.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(passkeys)
          .values({
            userId: account.id,
            credentialId: info.credential.id,
            publicKey: Buffer.from(info.credential.publicKey),
            counter: info.credential.counter,
            transports: (request.body.response.response.transports ?? []).slice(0, 10),
            deviceType: info.credentialDeviceType,
            backedUp: info.credentialBackedUp,
            name: request.body.name,
            createdAt: now,
          })
          .returning()
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) {
              throw new AppError('INVALID_STATE', { message: 'Cette clé d’accès est déjà enregistrée.' });
            }
            throw error;
          });
        if (!inserted) throw new AppError('INTERNAL');
        // The first second factor: sessions opened with the password alone (perhaps a phished one) end.
        return {
          row: inserted,
          revoked: hadSecondFactor ? 0 : await revokeOtherSessions(tx, account, now),
        };
      });
      await notify(
        account,
        'Clé d’accès ajoutée',
        `Une clé d’accès a été ajoutée à votre compte JurisRDV Pro\u00a0: elle peut servir de second facteur, ou seule pour vous connecter sans mot de passe.${revoked > 0 ? ' Vos autres sessions ont été déconnectées.' : ''}`,
      );
      return reply.status(201).send(toPasskey(row));
    },
  );

  api.patch(
    '/api/auth/pro/passkeys/:id',
    { schema: { params: ZPasskeyIdParams, body: ZRenamePasskeyRequest, response: { 200: ZPasskey } } },
    async (request) => {
      const account = await requireAccount(deps, request, 'pro');
      const row = await renamePasskey(deps.db, account.id, request.params.id, request.body.name);
      if (!row) throw new AppError('NOT_FOUND', { message: 'Clé d’accès introuvable.' });
      return toPasskey(row);
    },
  );

  api.delete(
    '/api/auth/pro/passkeys/:id',
    { schema: { params: ZPasskeyIdParams, body: ZDeletePasskeyRequest, response: { 200: ZOkResponse } } },
    async (request, reply) => {
      const account = await requireAccount(deps, request, 'pro');
      const row = await findOwnPasskey(deps.db, account.id, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', { message: 'Clé d’accès introuvable.' });
      await assertCurrentPassword(deps, request, reply, account, {
        password: request.body.password,
        field: 'password',
        wrongMessage: CURRENT_PASSWORD_WRONG_MESSAGE,
      });
      if (!(await deletePasskey(deps.db, account.id, row.id))) {
        throw new AppError('NOT_FOUND', { message: 'Clé d’accès introuvable.' });
      }
      // The last second factor gone: devices trusted to skip it are forgotten, as when TOTP is disabled.
      if (!(await secondFactorStateOf(deps.db, account.id)).has) {
        await revokeTrustedDevices(deps.db, account.id);
      }
      await notify(
        account,
        'Clé d’accès supprimée',
        'Une clé d’accès a été retirée de votre compte JurisRDV Pro.',
      );
      return { ok: true as const };
    },
  );

  // The second factor of a sign-in: the password step answered a challenge (ADR 0022).
  api.post(
    '/api/auth/pro/login/passkey/options',
    { schema: { body: ZPasskeySecondFactorOptionsRequest, response: { 200: ZPasskeyOptionsResponse } } },
    async (request) => {
      const now = deps.clock.now();
      const challenge = await findLiveChallenge(deps.db, request.body.challenge, now);
      if (!challenge) throw new AppError('INVALID_STATE', { message: CHALLENGE_EXPIRED_MESSAGE });
      const own = await listPasskeys(deps.db, challenge.userId);
      if (own.length === 0) {
        throw new AppError('INVALID_STATE', {
          message: 'Aucune clé d’accès n’est enregistrée sur ce compte.',
        });
      }
      const options = await generateAuthenticationOptions({
        rpID,
        timeout: CEREMONY_TIMEOUT_MS,
        allowCredentials: own.map((row) => ({ id: row.credentialId, transports: row.transports })),
        userVerification: 'preferred',
      });
      await storeChallenge(deps.db, options.challenge, challenge.userId, 'authentication', now);
      return { options: { ...options } };
    },
  );

  api.post(
    '/api/auth/pro/login/passkey',
    { schema: { body: ZPasskeySecondFactorRequest, response: { 200: ZSessionResponse } } },
    async (request, reply) => {
      const { challenge: token, response, trustDevice } = request.body;
      const challenge = await findLiveChallenge(deps.db, token, deps.clock.now());
      if (!challenge) throw new AppError('INVALID_STATE', { message: CHALLENGE_EXPIRED_MESSAGE });
      await assertAssertionAllowed(request, reply, challenge.userId);
      const passkey = await findPasskeyByCredentialId(deps.db, response.id);
      // Another account's passkey is no second factor of this one.
      const valid =
        passkey?.userId === challenge.userId &&
        (await verifyPasskeyAssertion(deps, passkey, response, {
          challengeUserId: challenge.userId,
          requireUserVerification: false,
        }));
      if (!valid) throw refused();
      await recordCodeSuccess(deps.db, challenge.userId, request.ip);
      return finishSecondFactor(deps, request, reply, 'pro', { ...challenge, token }, trustDevice);
    },
  );

  // A sign-in with a passkey alone: discoverable credentials, the account is the passkey's.
  api.post(
    '/api/auth/pro/passkey-login/options',
    { schema: { response: { 200: ZPasskeyOptionsResponse } } },
    async (request, reply) => {
      const now = deps.clock.now();
      // Anyone may ask: each answer stores a challenge, so one address cannot ask without end.
      const attempt = await takeThrottles(
        deps.db,
        [{ key: passkeyOptionsKeyOf(request.ip), policy: PASSKEY_OPTIONS_PER_ADDRESS }],
        now,
      );
      if (!attempt.allowed) throw tooManyAttempts(reply, 'passkey', attempt.retryAfterMs);
      const options = await generateAuthenticationOptions({
        rpID,
        timeout: CEREMONY_TIMEOUT_MS,
        allowCredentials: [],
        userVerification: 'required',
      });
      await storeChallenge(deps.db, options.challenge, null, 'authentication', now);
      return { options: { ...options } };
    },
  );

  api.post(
    '/api/auth/pro/passkey-login',
    { schema: { body: ZPasskeyLoginRequest, response: { 200: ZSessionResponse } } },
    async (request, reply) => {
      const { response, rememberMe } = request.body;
      const passkey = await findPasskeyByCredentialId(deps.db, response.id);
      if (!passkey) {
        // Unknown credential: counted on the address alone (there is no account to count it on).
        const attempt = await takeThrottles(
          deps.db,
          [
            {
              key: throttleKeyOf('two-factor-address', throttleAddressOf(request.ip)),
              policy: LOGIN_PER_ADDRESS,
            },
          ],
          deps.clock.now(),
        );
        if (!attempt.allowed) throw tooManyAttempts(reply, 'passkey', attempt.retryAfterMs);
        throw refused();
      }
      await assertAssertionAllowed(request, reply, passkey.userId);
      // The user handle, when the authenticator gives one, must name the passkey's account.
      const handle = response.response.userHandle;
      if (
        handle !== undefined &&
        handle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url')
      ) {
        throw refused();
      }
      const valid = await verifyPasskeyAssertion(deps, passkey, response, {
        challengeUserId: null,
        requireUserVerification: true,
      });
      if (!valid) throw refused();
      const [user] = await deps.db.select().from(users).where(eq(users.id, passkey.userId));
      if (!user || !spaceAdmits('pro', user.role)) throw refused();
      await recordCodeSuccess(deps.db, user.id, request.ip);
      await refundThrottle(deps.db, passkeyOptionsKeyOf(request.ip));
      const remember = rememberMe === true;
      const now = deps.clock.now();
      const session = await createSession(deps.db, {
        userId: user.id,
        space: 'pro',
        remember,
        now,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(deps, reply, 'pro', session.token, session.expiresAt, remember);
      return sessionPayload(deps.db, 'pro', user);
    },
  );
}

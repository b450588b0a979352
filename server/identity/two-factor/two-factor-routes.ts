import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '#domain/identity/account-security/account-security-schemas.ts';
import { describeUserAgent } from '#domain/identity/account-security/describe-user-agent.ts';
import { ZOkResponse, ZSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import {
  CHALLENGE_EXPIRED_MESSAGE,
  CHALLENGE_SPENT_MESSAGE,
  WRONG_CODE_MESSAGE,
  ZDisableTwoFactorRequest,
  ZRecoveryCodesResponse,
  ZTrustedDeviceIdParams,
  ZTrustedDevicesResponse,
  ZTwoFactorCodeRequest,
  ZTwoFactorLoginRequest,
  ZTwoFactorSetupResponse,
  ZTwoFactorStatusResponse,
} from '#domain/identity/two-factor/two-factor-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { twoFactorSettings, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail, type TEmailRecipient } from '#server/platform/email/templates.ts';
import { tooManyAttempts } from '#server/platform/http/too-many-attempts.ts';
import { revokeOtherSessions } from '../account-security/session-queries';
import { requireAccount } from '../auth/current-account';
import { assertCurrentPassword } from '../auth/current-password';
import { hashToken } from '../auth/session-store';
import {
  recordCodeSuccess,
  takeChallengeGuess,
  takeCodeGuess,
  WRONG_CODES_PER_ACCOUNT_PER_DAY,
} from './code-throttle';
import { finishSecondFactor } from './finish-second-factor';
import { secondFactorStateOf } from './second-factor-requirement';
import { openSecret, sealSecret } from './secret-sealing';
import { newTotpSecret, totpUri } from './totp';
import type { TSecondFactorSpace } from './trusted-device-cookie';
import {
  checkSecondFactor,
  consumeChallenge,
  consumeTotp,
  countRecoveryCodesLeft,
  findLiveChallenge,
  findTwoFactorSettings,
  listTrustedDevices,
  removeTwoFactor,
  replaceRecoveryCodes,
  revokeTrustedDevice,
  revokeTrustedDevices,
} from './two-factor-store';

const SECOND_FACTOR_SPACES: readonly TSecondFactorSpace[] = ['pro', 'admin'];
const SPACE_NAME: Record<TSecondFactorSpace, string> = {
  pro: 'JurisRDV Pro',
  admin: "d'administration JurisRDV",
};

function wrongCode(): AppError {
  return new AppError('VALIDATION_FAILED', { fieldErrors: { code: WRONG_CODE_MESSAGE } });
}

/**
 * Counts the attempt, then checks the code; a wrong code counts toward the throttle like a wrong password,
 * and toward the account's daily budget: the wrong code that spends it tells the owner, once.
 */
async function assertSecondFactor(
  deps: TAppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  check: () => Promise<boolean>,
): Promise<void> {
  const attempt = await takeCodeGuess(deps.db, userId, request.ip, deps.clock.now());
  if (!attempt.allowed) throw tooManyAttempts(reply, 'two-factor', attempt.retryAfterMs);
  if (!(await check())) {
    if (attempt.hits === WRONG_CODES_PER_ACCOUNT_PER_DAY) await warnCodeBudgetSpent(deps, userId);
    throw wrongCode();
  }
  await recordCodeSuccess(deps.db, userId, request.ip);
}

/** Says that codes are refused for a day and what to do; nothing about where the guesses came from. */
async function warnCodeBudgetSpent(deps: TAppDeps, userId: string): Promise<void> {
  const [user] = await deps.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  await enqueueEmail(
    deps.db,
    composeEmail(user, 'Codes de vérification refusés sur votre compte', [
      `Trop de codes de vérification incorrects ont été saisis aujourd'hui pour vous connecter à votre compte JurisRDV : par sécurité, les codes sont refusés pendant 24 heures.`,
      "Si ce n'était pas vous, quelqu'un connaît probablement votre mot de passe\u00a0: choisissez-en un nouveau depuis «\u00a0Mot de passe oublié\u202f?\u00a0» (les codes seront de nouveau acceptés aussitôt), puis répondez à cet e-mail pour nous prévenir.",
    ]),
    Boolean(deps.config.smtpUrl),
  );
}

/**
 * TOTP second factor of professionals (ADR 0022): enrolment from « Mon compte », the code step of the
 * sign-in, recovery codes and trusted devices.
 */
export function registerTwoFactorRoutes(app: FastifyInstance, deps: TAppDeps): void {
  for (const space of SECOND_FACTOR_SPACES) registerSpaceTwoFactorRoutes(app, deps, space);
}

function registerSpaceTwoFactorRoutes(app: FastifyInstance, deps: TAppDeps, space: TSecondFactorSpace): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const smtpEnabled = Boolean(deps.config.smtpUrl);
  const spaceName = SPACE_NAME[space];
  const enrolment = { allowSecondFactorSetup: true };

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

  api.get(
    `/api/auth/${space}/two-factor`,
    { schema: { response: { 200: ZTwoFactorStatusResponse } } },
    async (request) => {
      const account = await requireAccount(deps, request, space, enrolment);
      const settings = await findTwoFactorSettings(deps.db, account.id);
      const enabled = Boolean(settings?.enabledAt);
      return {
        enabled,
        recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(deps.db, account.id) : 0,
        mandatory: (await secondFactorStateOf(deps.db, account.id)).mustHave,
      };
    },
  );

  api.post(
    `/api/auth/${space}/two-factor/setup`,
    { schema: { response: { 200: ZTwoFactorSetupResponse } } },
    async (request) => {
      const account = await requireAccount(deps, request, space, enrolment);
      const existing = await findTwoFactorSettings(deps.db, account.id);
      if (existing?.enabledAt) {
        throw new AppError('INVALID_STATE', { message: 'La double authentification est déjà activée.' });
      }
      // A new secret each time: a secret shown before and never confirmed is forgotten.
      const secret = newTotpSecret();
      const stored = sealSecret(secret, account.id, deps.config.totpEncryptionKey);
      await deps.db
        .insert(twoFactorSettings)
        .values({ userId: account.id, secret: stored, createdAt: deps.clock.now() })
        .onConflictDoUpdate({
          target: twoFactorSettings.userId,
          set: { secret: stored, enabledAt: null, lastUsedStep: null, createdAt: deps.clock.now() },
        });
      const otpauthUrl = totpUri(secret, account.email);
      const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, {
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 240,
      });
      return { secret, otpauthUrl, qrCodeDataUrl };
    },
  );

  api.post(
    `/api/auth/${space}/two-factor/enable`,
    { schema: { body: ZTwoFactorCodeRequest, response: { 200: ZRecoveryCodesResponse } } },
    async (request, reply) => {
      const account = await requireAccount(deps, request, space, enrolment);
      const settings = await findTwoFactorSettings(deps.db, account.id);
      if (!settings) {
        throw new AppError('INVALID_STATE', { message: 'Commencez par afficher le QR code à scanner.' });
      }
      if (settings.enabledAt) {
        throw new AppError('INVALID_STATE', { message: 'La double authentification est déjà activée.' });
      }
      const now = deps.clock.now();
      await assertSecondFactor(deps, request, reply, account.id, () =>
        consumeTotp(
          deps.db,
          account.id,
          openSecret(settings.secret, account.id, deps.config.totpEncryptionKey),
          settings.lastUsedStep,
          request.body.code,
          now,
        ),
      );
      const hadSecondFactor = (await secondFactorStateOf(deps.db, account.id)).has;
      const { recoveryCodes, revoked } = await deps.db.transaction(async (tx) => {
        await tx
          .update(twoFactorSettings)
          .set({ enabledAt: now })
          .where(eq(twoFactorSettings.userId, account.id));
        return {
          recoveryCodes: await replaceRecoveryCodes(tx, account.id, now),
          // Sessions opened with the password alone (perhaps a phished one) do not become full sessions.
          revoked: hadSecondFactor ? 0 : await revokeOtherSessions(tx, account, now),
        };
      });
      await notify(
        account,
        'Double authentification activée',
        `La double authentification est désormais activée sur votre compte ${spaceName}\u00a0: un code de votre application vous sera demandé à chaque connexion.${revoked > 0 ? ' Vos autres sessions ont été déconnectées.' : ''}`,
      );
      return { recoveryCodes };
    },
  );

  api.post(
    `/api/auth/${space}/two-factor/disable`,
    { schema: { body: ZDisableTwoFactorRequest, response: { 200: ZOkResponse } } },
    async (request, reply) => {
      const account = await requireAccount(deps, request, space);
      if (!(await findTwoFactorSettings(deps.db, account.id))?.enabledAt) {
        throw new AppError('INVALID_STATE', { message: "La double authentification n'est pas activée." });
      }
      await assertCurrentPassword(deps, request, reply, account, {
        password: request.body.password,
        field: 'password',
        wrongMessage: CURRENT_PASSWORD_WRONG_MESSAGE,
      });
      const now = deps.clock.now();
      await assertSecondFactor(deps, request, reply, account.id, () =>
        checkSecondFactor(deps.db, account.id, request.body.code, now, deps.config.totpEncryptionKey),
      );
      await removeTwoFactor(deps.db, account.id);
      await notify(
        account,
        'Double authentification désactivée',
        `La double authentification a été désactivée sur votre compte ${spaceName}\u00a0: seul votre mot de passe est désormais demandé à la connexion.`,
      );
      return { ok: true as const };
    },
  );

  api.post(
    `/api/auth/${space}/two-factor/recovery-codes`,
    { schema: { body: ZTwoFactorCodeRequest, response: { 200: ZRecoveryCodesResponse } } },
    async (request, reply) => {
      const account = await requireAccount(deps, request, space);
      if (!(await findTwoFactorSettings(deps.db, account.id))?.enabledAt) {
        throw new AppError('INVALID_STATE', { message: "La double authentification n'est pas activée." });
      }
      const now = deps.clock.now();
      await assertSecondFactor(deps, request, reply, account.id, () =>
        checkSecondFactor(deps.db, account.id, request.body.code, now, deps.config.totpEncryptionKey),
      );
      return { recoveryCodes: await replaceRecoveryCodes(deps.db, account.id, now) };
    },
  );

  api.post(
    `/api/auth/${space}/login/code`,
    { schema: { body: ZTwoFactorLoginRequest, response: { 200: ZSessionResponse } } },
    async (request, reply) => {
      const now = deps.clock.now();
      const { challenge: token, code, trustDevice } = request.body;
      const challenge = await findLiveChallenge(deps.db, token, now);
      if (!challenge) {
        throw new AppError('INVALID_STATE', { message: CHALLENGE_EXPIRED_MESSAGE });
      }
      // Five codes per challenge: past them it dies, and only the password opens a new one.
      if (!(await takeChallengeGuess(deps.db, hashToken(token), now)).allowed) {
        await consumeChallenge(deps.db, hashToken(token), now);
        throw new AppError('INVALID_STATE', { message: CHALLENGE_SPENT_MESSAGE });
      }
      await assertSecondFactor(deps, request, reply, challenge.userId, () =>
        checkSecondFactor(deps.db, challenge.userId, code, now, deps.config.totpEncryptionKey),
      );
      return finishSecondFactor(deps, request, reply, space, { ...challenge, token }, trustDevice);
    },
  );

  api.get(
    `/api/auth/${space}/trusted-devices`,
    { schema: { response: { 200: ZTrustedDevicesResponse } } },
    async (request) => {
      const account = await requireAccount(deps, request, space);
      const rows = await listTrustedDevices(deps.db, account.id, deps.clock.now());
      return {
        devices: rows.map((row) => ({
          id: row.id,
          device: describeUserAgent(row.userAgent),
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  api.delete(
    `/api/auth/${space}/trusted-devices/:id`,
    { schema: { params: ZTrustedDeviceIdParams, response: { 200: ZOkResponse } } },
    async (request) => {
      const account = await requireAccount(deps, request, space);
      if (!(await revokeTrustedDevice(deps.db, account.id, request.params.id)))
        throw new AppError('NOT_FOUND');
      return { ok: true as const };
    },
  );

  api.delete(
    `/api/auth/${space}/trusted-devices`,
    { schema: { response: { 200: ZOkResponse } } },
    async (request) => {
      const account = await requireAccount(deps, request, space);
      await revokeTrustedDevices(deps.db, account.id);
      return { ok: true as const };
    },
  );
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { tooManyAttempts } from '#server/platform/http/too-many-attempts.ts';
import { recordLoginSuccess, takeLoginAttempt } from './login-throttle';
import { verifyPassword } from './passwords';
import type { TSessionAccount } from './session-store';

export const NO_PASSWORD_YET_MESSAGE =
  'Votre compte n’a pas encore de mot de passe\u00a0: définissez-en un dans «\u00a0Comptes connectés\u00a0» (onglet Profil), puis recommencez.';

/**
 * Checks the password of the signed-in account before a sensitive change. Throttled exactly like a
 * sign-in (same counters), so a stolen session cannot be used to guess the password faster.
 */
export async function assertCurrentPassword(
  deps: TAppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  account: TSessionAccount,
  input: { password: string; field: string; wrongMessage: string },
): Promise<void> {
  if (!account.passwordHash) {
    // Created through an identity provider (ADR 0024): there is no password to confirm with yet.
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { [input.field]: NO_PASSWORD_YET_MESSAGE } });
  }
  const attempt = await takeLoginAttempt(deps.db, account.email, request.ip, deps.clock.now());
  if (!attempt.allowed) throw tooManyAttempts(reply, 'password-change', attempt.retryAfterMs);
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { [input.field]: input.wrongMessage } });
  }
  await recordLoginSuccess(deps.db, account.email, request.ip);
}

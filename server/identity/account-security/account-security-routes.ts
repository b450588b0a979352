import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_SECURITY_SPACES,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  type TAccountSecuritySpace,
  ZActiveSessionsResponse,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZRevokeOtherSessionsResponse,
  ZSessionIdParams,
} from '#domain/identity/account-security/account-security-schemas.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { passwordResetTokens, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { findProfessionalOfUser } from '../auth/account-queries';
import { clearSessionCookie, requireAccount } from '../auth/current-account';
import { assertCurrentPassword } from '../auth/current-password';
import { assertStrongPassword } from '../auth/password-strength/password-strength';
import { hashPassword } from '../auth/passwords';
import type { TSessionAccount } from '../auth/session-store';
import { revokeTrustedDevices } from '../two-factor/two-factor-store';
import { listActiveSessions, revokeOtherSessions, revokeSessionOf } from './session-queries';

const FORGOT_PATH: Record<TAccountSecuritySpace, string> = {
  client: '/forgot-password',
  pro: '/pro/forgot-password',
};

const PARIS_DATE_TIME = frenchDateFormat({
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});

async function passwordOwnerOf(deps: TAppDeps, account: TSessionAccount, space: TAccountSecuritySpace) {
  const professional = space === 'pro' ? await findProfessionalOfUser(deps.db, account.id) : null;
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    other: professional ? [professional.practice, professional.barNumber] : [],
  };
}

/**
 * The signed-in person's password and sessions (« Sécurité » in the client profile, « Mon compte » in
 * the workspace). Every route starts from the session of its space; a session is named by its public id.
 */
export function registerAccountSecurityRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const smtpEnabled = Boolean(deps.config.smtpUrl);

  for (const space of ACCOUNT_SECURITY_SPACES) {
    api.post(
      `/api/auth/${space}/password`,
      { schema: { body: ZChangePasswordRequest, response: { 200: ZChangePasswordResponse } } },
      async (request, reply) => {
        const account = await requireAccount(deps, request, space);
        const { currentPassword, newPassword } = request.body;
        await assertCurrentPassword(deps, request, reply, account, {
          password: currentPassword,
          field: 'currentPassword',
          wrongMessage: CURRENT_PASSWORD_WRONG_MESSAGE,
        });
        if (newPassword === currentPassword) {
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { newPassword: SAME_PASSWORD_MESSAGE } });
        }
        await assertStrongPassword(newPassword, await passwordOwnerOf(deps, account, space), 'newPassword');
        const passwordHash = await hashPassword(newPassword);
        const now = deps.clock.now();
        const revokedSessions = await deps.db.transaction(async (tx) => {
          // Only over the password just checked: of two simultaneous changes, the second is refused.
          const [changed] = await tx
            .update(users)
            .set({ passwordHash, passwordChangedAt: now })
            .where(
              and(
                eq(users.id, account.id),
                account.passwordHash
                  ? eq(users.passwordHash, account.passwordHash)
                  : isNull(users.passwordHash),
              ),
            )
            .returning({ id: users.id });
          if (!changed) {
            throw new AppError('INVALID_STATE', {
              message: 'Votre mot de passe vient d’être modifié depuis une autre session. Rechargez la page.',
            });
          }
          // Links asked for before the change must not undo it.
          await tx
            .update(passwordResetTokens)
            .set({ usedAt: now })
            .where(and(eq(passwordResetTokens.userId, account.id), isNull(passwordResetTokens.usedAt)));
          await revokeTrustedDevices(tx, account.id);
          const revoked = await revokeOtherSessions(tx, account, now);
          await enqueueEmail(
            tx,
            {
              ...composeEmail(
                account,
                'Votre mot de passe a été modifié',
                [
                  `Le mot de passe de votre compte JurisRDV a été modifié le ${PARIS_DATE_TIME.format(now)} (heure de Paris), depuis votre espace. Vos autres sessions ont été déconnectées.`,
                  "Si vous n'êtes pas à l'origine de ce changement, choisissez sans attendre un nouveau mot de passe avec le lien ci-dessous, puis répondez à cet e-mail pour nous prévenir.",
                ],
                {
                  label: 'Choisir un nouveau mot de passe',
                  url: `${deps.config.publicUrl}${FORGOT_PATH[space]}`,
                },
              ),
              priority: 'security',
            },
            smtpEnabled,
          );
          return revoked;
        });
        return { ok: true as const, revokedSessions };
      },
    );

    api.get(
      `/api/auth/${space}/sessions`,
      { schema: { response: { 200: ZActiveSessionsResponse } } },
      async (request) => {
        const account = await requireAccount(deps, request, space);
        return { sessions: await listActiveSessions(deps.db, account, deps.clock.now()) };
      },
    );

    api.delete(
      `/api/auth/${space}/sessions/:id`,
      { schema: { params: ZSessionIdParams, response: { 200: ZOkResponse } } },
      async (request, reply) => {
        const account = await requireAccount(deps, request, space);
        const revoked = await revokeSessionOf(deps.db, account.id, request.params.id, deps.clock.now());
        if (!revoked) throw new AppError('NOT_FOUND', { message: 'Session introuvable.' });
        if (request.params.id === account.sessionPublicId) clearSessionCookie(deps, reply, space);
        return { ok: true as const };
      },
    );

    api.post(
      `/api/auth/${space}/sessions/revoke-others`,
      { schema: { response: { 200: ZRevokeOtherSessionsResponse } } },
      async (request) => {
        const account = await requireAccount(deps, request, space);
        return { revoked: await revokeOtherSessions(deps.db, account, deps.clock.now()) };
      },
    );
  }
}

import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMMON_PASSWORD_MESSAGE,
  FORGOT_PASSWORD_ANSWER,
  SESSION_SPACES,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZResetPasswordRequest,
} from '../../domain/auth/auth-schemas';
import { AppError } from '../../domain/errors/app-error';
import { z } from '../../domain/zod-fr';
import type { TAppDeps } from '../app-deps';
import { passwordResetTokens, users } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { composeEmail } from '../email/templates';
import { findUserByEmail } from './account-queries';
import { hashPassword, isCommonPassword } from './passwords';
import { hashToken, newOpaqueToken, revokeAllSessions } from './session-store';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;
/** At most this many reset e-mails per account per hour, so the form cannot be used to flood a mailbox. */
export const MAX_RESET_EMAILS_PER_HOUR = 5;

const RESET_PATH = {
  client: '/reset-password',
  professional: '/pro/reset-password',
  admin: '/reset-password',
} as const;
const ROLE_SPACE = { client: 'client', professional: 'pro', admin: 'admin' } as const;

async function recentResetRequests(deps: TAppDeps, userId: string, now: Date): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.createdAt, new Date(now.getTime() - RESET_TOKEN_LIFETIME_MS)),
      ),
    );
  return row?.n ?? 0;
}

export function registerPasswordResetRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/password/forgot',
    { schema: { body: ZForgotPasswordRequest, response: { 200: ZForgotPasswordResponse } } },
    async (request) => {
      const user = await findUserByEmail(deps.db, request.body.email);
      const now = deps.clock.now();
      if (user && (await recentResetRequests(deps, user.id, now)) < MAX_RESET_EMAILS_PER_HOUR) {
        const token = newOpaqueToken();
        await deps.db.transaction(async (tx) => {
          await tx.insert(passwordResetTokens).values({
            tokenHash: hashToken(token),
            userId: user.id,
            createdAt: now,
            expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
          });
          await enqueueEmail(
            tx,
            composeEmail(
              user.email,
              'Réinitialisation de votre mot de passe JurisRDV',
              [
                `Bonjour ${user.firstName},`,
                'Vous avez demandé à choisir un nouveau mot de passe. Ce lien est valable 1 heure et ne peut servir qu’une fois.',
                "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
              ],
              {
                label: 'Choisir un nouveau mot de passe',
                url: `${deps.config.publicUrl}${RESET_PATH[user.role]}?token=${token}`,
              },
            ),
            Boolean(deps.config.smtpUrl),
          );
        });
      }
      // Same answer whether or not the account exists, so the form cannot reveal who has one.
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  api.post(
    '/api/auth/password/reset',
    {
      schema: {
        body: ZResetPasswordRequest,
        response: { 200: z.object({ space: z.enum(SESSION_SPACES) }) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      if (isCommonPassword(password)) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { password: COMMON_PASSWORD_MESSAGE } });
      }
      const passwordHash = await hashPassword(password);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        // Claiming the token and changing the password happen together: a token works once.
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!claimed) throw new AppError('RESET_TOKEN_INVALID');
        const [user] = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now })
          .where(eq(users.id, claimed.userId))
          .returning();
        if (!user) throw new AppError('RESET_TOKEN_INVALID');
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        await revokeAllSessions(tx, user.id, now);
        await enqueueEmail(
          tx,
          composeEmail(user.email, 'Votre mot de passe JurisRDV a été modifié', [
            `Bonjour ${user.firstName},`,
            'Votre mot de passe vient d’être modifié et vos autres sessions ont été déconnectées.',
            "Si vous n'êtes pas à l'origine de ce changement, contactez-nous immédiatement en répondant à cet email.",
          ]),
          Boolean(deps.config.smtpUrl),
        );
        return { space: ROLE_SPACE[user.role] };
      });
    },
  );
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_ANSWER,
  SESSION_SPACES,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZResetPasswordRequest,
} from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { passwordResetTokens, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { throttleAddressOf } from '#server/platform/http/client-address.ts';
import { enforceAddressLimit } from '#server/platform/http/rate-limits.ts';
import { type TThrottlePolicy, takeThrottles, throttleKeyOf } from '#server/platform/http/throttle.ts';
import { tooManyAttempts } from '#server/platform/http/too-many-attempts.ts';
import { clearDailyCodeBudget } from '../two-factor/code-throttle';
import { revokeTrustedDevices } from '../two-factor/two-factor-store';
import { findUserByEmail } from './account-queries';
import { assertStrongPassword } from './password-strength/password-strength';
import { hashPassword } from './passwords';
import { hashToken, newOpaqueToken, revokeAllSessions } from './session-store';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;
const MINUTE_MS = 60_000;

/**
 * Reset e-mails to one address, whoever asks: 3 an hour, then waits of 5, 10, 20… up to 60 minutes,
 * so the form cannot flood a mailbox. Counted whether or not the address has an account (the answer
 * must not tell), and it cannot lock the owner out: every counted request put a valid link (1 hour) in
 * their mailbox, and the longest wait is the link's lifetime.
 */
export const RESET_PER_EMAIL: TThrottlePolicy = {
  freeHits: 3,
  windowMs: 60 * MINUTE_MS,
  baseDelayMs: 5 * MINUTE_MS,
  maxDelayMs: 60 * MINUTE_MS,
};

/** Reset requests from one address, whatever the e-mail: 10 an hour, then waits of 1, 2, 4… up to 60 minutes. */
export const RESET_PER_ADDRESS: TThrottlePolicy = {
  freeHits: 10,
  windowMs: 60 * MINUTE_MS,
  baseDelayMs: MINUTE_MS,
  maxDelayMs: 60 * MINUTE_MS,
};

const RESET_PATH = {
  client: '/reset-password',
  professional: '/pro/reset-password',
  staff: '/pro/reset-password',
  admin: '/reset-password',
} as const;
const ROLE_SPACE = { client: 'client', professional: 'pro', staff: 'pro', admin: 'admin' } as const;

export function registerPasswordResetRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/password/forgot',
    { schema: { body: ZForgotPasswordRequest, response: { 200: ZForgotPasswordResponse } } },
    async (request, reply) => {
      await enforceAddressLimit(request, reply, 'password-reset');
      const now = deps.clock.now();
      const decision = await takeThrottles(
        deps.db,
        [
          { key: throttleKeyOf('reset-email', request.body.email), policy: RESET_PER_EMAIL },
          { key: throttleKeyOf('reset-address', throttleAddressOf(request.ip)), policy: RESET_PER_ADDRESS },
        ],
        now,
      );
      if (!decision.allowed) throw tooManyAttempts(reply, 'password-reset', decision.retryAfterMs);
      // The look-up, the token and the e-mail come after the answer, which is then the same work whether
      // or not the address has an account: its timing cannot tell (ADR 0045).
      app.afterResponse.run(request, reply, 'password-reset-email', () =>
        sendResetLink(deps, request.body.email, now),
      );
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
      const now = deps.clock.now();
      // The link is checked first: the costly strength estimate is only for the holder of a valid one.
      const [owner] = await deps.db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .limit(1);
      if (!owner) throw new AppError('RESET_TOKEN_INVALID');
      await assertStrongPassword(password, owner);
      const passwordHash = await hashPassword(password);
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
        // The second factor stays (ADR 0022), but devices trusted to skip it must prove it again.
        await revokeTrustedDevices(tx, user.id);
        // The mailbox is proven: codes refused for the day (ADR 0045) are accepted again.
        await clearDailyCodeBudget(tx, user.id);
        await enqueueEmail(
          tx,
          {
            ...composeEmail(user, 'Votre mot de passe JurisRDV a été modifié', [
              'Votre mot de passe vient d’être modifié et vos autres sessions ont été déconnectées.',
              "Si vous n'êtes pas à l'origine de ce changement, contactez-nous immédiatement en répondant à cet e-mail.",
            ]),
            priority: 'security',
          },
          Boolean(deps.config.smtpUrl),
        );
        return { space: ROLE_SPACE[user.role] };
      });
    },
  );
}

/** A reset link to the account of that address, if there is one: a token and an e-mail, together. */
async function sendResetLink(deps: TAppDeps, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
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
      {
        ...composeEmail(
          user,
          'Réinitialisation de votre mot de passe JurisRDV',
          [
            'Vous avez demandé à choisir un nouveau mot de passe. Ce lien est valable 1 heure et ne peut servir qu’une fois.',
            "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.",
          ],
          {
            label: 'Choisir un nouveau mot de passe',
            url: `${deps.config.publicUrl}${RESET_PATH[user.role]}?token=${token}`,
          },
        ),
        priority: 'security',
      },
      Boolean(deps.config.smtpUrl),
    );
  });
}

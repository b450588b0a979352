import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZChangeEmailRequest,
  ZChangeEmailResponse,
  ZResendVerificationResponse,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '#domain/identity/email-verification/email-verification-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { emailVerifications, professionals, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { enforceAddressLimit } from '#server/platform/http/rate-limits.ts';
import { type TThrottlePolicy, takeThrottle, throttleKeyOf } from '#server/platform/http/throttle.ts';
import { tooManyAttempts } from '#server/platform/http/too-many-attempts.ts';
import { findUserByEmail, isUniqueViolation } from '../auth/account-queries';
import { requireAccount } from '../auth/current-account';
import { assertCurrentPassword } from '../auth/current-password';
import { hashToken } from '../auth/session-store';
import { sendVerificationEmail } from './send-verification-email';
import { welcomeAfterConfirmation } from './welcome-emails';

const MINUTE_MS = 60_000;

/**
 * Confirmation e-mails per account (resends and changes of address together): 3 an hour, then waits
 * of 5, 10, 20… up to 60 minutes, so the button cannot flood a mailbox. A link lasts 48 hours, so
 * the owner always holds a valid one while waiting.
 */
export const VERIFICATION_EMAILS_PER_ACCOUNT: TThrottlePolicy = {
  freeHits: 3,
  windowMs: 60 * MINUTE_MS,
  baseDelayMs: 5 * MINUTE_MS,
  maxDelayMs: 60 * MINUTE_MS,
};

function emailTaken(): AppError {
  return new AppError('EMAIL_TAKEN', {
    message: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
    fieldErrors: { email: 'Cette adresse e-mail est déjà utilisée par un autre compte.' },
  });
}

export function registerEmailVerificationRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const smtpEnabled = Boolean(deps.config.smtpUrl);

  api.post(
    '/api/auth/email/verify',
    { schema: { body: ZVerifyEmailRequest, response: { 200: ZVerifyEmailResponse } } },
    async (request) => {
      const now = deps.clock.now();
      const tokenHash = hashToken(request.body.token);
      const [link] = await deps.db
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.tokenHash, tokenHash))
        .limit(1);
      if (!link) throw new AppError('EMAIL_LINK_INVALID');
      if (link.usedAt) throw new AppError('EMAIL_LINK_USED');
      if (link.expiresAt <= now) throw new AppError('EMAIL_LINK_EXPIRED');
      return deps.db
        .transaction(async (tx) => {
          // Claimed and applied together: of two concurrent clicks only one claims the link.
          const [claimed] = await tx
            .update(emailVerifications)
            .set({ usedAt: now })
            .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt)))
            .returning();
          if (!claimed) throw new AppError('EMAIL_LINK_USED');
          const [before] = await tx
            .select({ emailVerifiedAt: users.emailVerifiedAt })
            .from(users)
            .where(eq(users.id, claimed.userId))
            .limit(1);
          // The unique index on users.email refuses an address another account took meanwhile.
          const [user] = await tx
            .update(users)
            .set({ email: claimed.email, emailVerifiedAt: now })
            .where(eq(users.id, claimed.userId))
            .returning();
          if (!user) throw new AppError('EMAIL_LINK_INVALID');
          // The other links of that address are now pointless; those for another address stay usable.
          await tx
            .update(emailVerifications)
            .set({ usedAt: now })
            .where(
              and(
                eq(emailVerifications.userId, user.id),
                eq(emailVerifications.email, claimed.email),
                isNull(emailVerifications.usedAt),
              ),
            );
          if (before && !before.emailVerifiedAt) {
            // The first confirmation: the welcome held back at registration leaves now (ADR 0046).
            const [professional] =
              user.role === 'professional'
                ? await tx
                    .select({ status: professionals.verificationStatus })
                    .from(professionals)
                    .where(eq(professionals.userId, user.id))
                    .limit(1)
                : [];
            const welcome = welcomeAfterConfirmation(deps.config, user, professional?.status ?? null);
            if (welcome) await enqueueEmail(tx, welcome, smtpEnabled);
          }
          return {
            space:
              user.role === 'professional' || user.role === 'staff' ? ('pro' as const) : ('client' as const),
            email: user.email,
          };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        });
    },
  );

  for (const space of ['client', 'pro'] as const) {
    api.post(
      `/api/auth/${space}/email/resend`,
      { schema: { response: { 200: ZResendVerificationResponse } } },
      async (request, reply) => {
        await enforceAddressLimit(request, reply, 'email-verification');
        const account = await requireAccount(deps, request, space);
        if (account.emailVerifiedAt) {
          throw new AppError('INVALID_STATE', { message: 'Votre adresse e-mail est déjà confirmée.' });
        }
        const now = deps.clock.now();
        const decision = await takeThrottle(
          deps.db,
          throttleKeyOf('email-verification', account.id),
          VERIFICATION_EMAILS_PER_ACCOUNT,
          now,
        );
        if (!decision.allowed) throw tooManyAttempts(reply, 'email-verification', decision.retryAfterMs);
        await deps.db.transaction((tx) =>
          sendVerificationEmail(tx, deps, account, account.email, 'registration'),
        );
        return { email: account.email };
      },
    );

    api.post(
      `/api/auth/${space}/email/change`,
      { schema: { body: ZChangeEmailRequest, response: { 200: ZChangeEmailResponse } } },
      async (request, reply) => {
        await enforceAddressLimit(request, reply, 'email-verification');
        const account = await requireAccount(deps, request, space);
        const { email, currentPassword } = request.body;
        await assertCurrentPassword(deps, request, reply, account, {
          password: currentPassword,
          field: 'currentPassword',
          wrongMessage: 'Mot de passe actuel incorrect',
        });
        if (email === account.email) {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: { email: 'C’est déjà l’adresse de votre compte.' },
          });
        }
        if (await findUserByEmail(deps.db, email)) throw emailTaken();
        const decision = await takeThrottle(
          deps.db,
          throttleKeyOf('email-verification', account.id),
          VERIFICATION_EMAILS_PER_ACCOUNT,
          deps.clock.now(),
        );
        if (!decision.allowed) throw tooManyAttempts(reply, 'email-verification', decision.retryAfterMs);
        await deps.db.transaction(async (tx) => {
          await sendVerificationEmail(tx, deps, account, email, 'change');
          await enqueueEmail(
            tx,
            {
              ...composeEmail(account, 'Votre adresse e-mail va changer', [
                `Une demande de changement d’adresse e-mail a été faite pour votre compte JurisRDV : la nouvelle adresse sera ${email} dès qu’elle aura été confirmée par le lien que nous lui avons envoyé. D’ici là, votre compte garde cette adresse.`,
                "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe et contactez-nous en répondant à cet e-mail.",
              ]),
              priority: 'security',
            },
            smtpEnabled,
          );
        });
        return { pendingEmail: email };
      },
    );
  }
}

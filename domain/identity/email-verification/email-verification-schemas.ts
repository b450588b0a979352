import { ERROR_CATALOGUE } from '#domain/kernel/errors/app-error.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { ZEmail } from '../auth/auth-schemas';

/** A confirmation link is valid 48 hours and works once (ADR 0023). */
export const EMAIL_VERIFICATION_LIFETIME_MS = 48 * 60 * 60_000;

export const EMAIL_NOT_VERIFIED_MESSAGE = ERROR_CATALOGUE.EMAIL_NOT_VERIFIED.message;

export const ZVerifyEmailRequest = z.strictObject({
  token: z.string().min(10, 'Lien invalide').max(200, 'Lien invalide'),
});
export type TVerifyEmailRequest = z.input<typeof ZVerifyEmailRequest>;

export const ZVerifyEmailResponse = z.object({
  space: z.enum(['client', 'pro']),
  email: z.string(),
});
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

export const ZResendVerificationResponse = z.object({ email: z.string() });

export const ZChangeEmailRequest = z.strictObject({
  email: ZEmail,
  currentPassword: z
    .string()
    .min(1, 'Saisissez votre mot de passe actuel')
    .max(128, 'Mot de passe trop long'),
});
export type TChangeEmailRequest = z.input<typeof ZChangeEmailRequest>;

export const ZChangeEmailResponse = z.object({ pendingEmail: z.string() });

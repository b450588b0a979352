import { z } from '#domain/kernel/zod-fr.ts';
import { PASSWORD_MAX_LENGTH, PASSWORDS_DIFFER_MESSAGE, ZNewPassword } from '../auth/auth-schemas';

/** The spaces whose accounts manage their password and sessions themselves. */
export const ACCOUNT_SECURITY_SPACES = ['client', 'pro'] as const;
export type TAccountSecuritySpace = (typeof ACCOUNT_SECURITY_SPACES)[number];

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Mot de passe actuel incorrect';
export const SAME_PASSWORD_MESSAGE = "Choisissez un mot de passe différent de l'actuel.";

/** « Modifier mon mot de passe »: the form and the request are the same (the server checks the confirmation too). */
export const ZChangePasswordRequest = z
  .strictObject({
    currentPassword: z
      .string({ error: 'Le mot de passe actuel est requis' })
      .min(1, 'Le mot de passe actuel est requis')
      .max(PASSWORD_MAX_LENGTH, 'Mot de passe trop long'),
    newPassword: ZNewPassword,
    confirmPassword: z.string({ error: 'Confirmez le nouveau mot de passe' }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZChangePasswordResponse = z.object({
  ok: z.literal(true),
  /** How many other sessions were signed out. */
  revokedSessions: z.number().int().min(0),
});
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

/** One signed-in device; `id` is a random public id, never the session token or its hash. */
export const ZActiveSession = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type TActiveSession = z.infer<typeof ZActiveSession>;

export const ZActiveSessionsResponse = z.object({ sessions: z.array(ZActiveSession) });
export type TActiveSessionsResponse = z.infer<typeof ZActiveSessionsResponse>;

export const ZSessionIdParams = z.strictObject({ id: z.uuid({ error: 'Session introuvable' }) });

export const ZRevokeOtherSessionsResponse = z.object({ revoked: z.number().int().min(0) });
export type TRevokeOtherSessionsResponse = z.infer<typeof ZRevokeOtherSessionsResponse>;

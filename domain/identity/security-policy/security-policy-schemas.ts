import { z } from '#domain/kernel/zod-fr.ts';
import { ZEmail } from '../auth/auth-schemas';

/** « Sécurité des comptes » on the administrator's page (ADR 0026). */
export const ZSecurityPolicyResponse = z.object({
  requireProTwoFactor: z.boolean(),
  /** Professionals who have no second factor yet (those who will meet the enrolment at their next visit). */
  professionalsWithoutSecondFactor: z.number().int().min(0),
  professionalsCount: z.number().int().min(0),
});
export type TSecurityPolicyResponse = z.infer<typeof ZSecurityPolicyResponse>;

export const ZUpdateSecurityPolicyRequest = z.strictObject({ requireProTwoFactor: z.boolean() });
export type TUpdateSecurityPolicyRequest = z.input<typeof ZUpdateSecurityPolicyRequest>;

/**
 * Support's removal of a professional's second factor after the identity checks of
 * docs/support/lost-second-factor.md; the reason says which checks were made.
 */
export const ZTwoFactorResetRequest = z.strictObject({
  email: ZEmail,
  reason: z
    .string({ error: 'Indiquez les vérifications faites' })
    .trim()
    .min(20, 'Indiquez les vérifications faites (20 caractères au moins)')
    .max(1000, 'Le motif ne doit pas dépasser 1000 caractères'),
});
export type TTwoFactorResetRequest = z.input<typeof ZTwoFactorResetRequest>;

export const ZTwoFactorResetResponse = z.object({ ok: z.literal(true) });
export type TTwoFactorResetResponse = z.infer<typeof ZTwoFactorResetResponse>;

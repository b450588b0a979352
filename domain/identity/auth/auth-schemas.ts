import { z } from '#domain/kernel/zod-fr.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const ZEmail = z
  .string({ error: "L'adresse email est requise" })
  .trim()
  .min(1, "L'adresse email est requise")
  .max(254, "L'adresse email est trop longue")
  .pipe(z.email('Adresse email invalide'))
  .transform((email) => email.toLowerCase());

const ZRequiredText = (label: string, max = 100) =>
  z
    .string({ error: `${label} est requis` })
    .trim()
    .min(1, `${label} est requis`)
    .max(max, `${label} ne doit pas dépasser ${max} caractères`);

/**
 * A new password: 8 to 128 characters (NIST 800-63B). The server also refuses passwords that are easy
 * to guess (zxcvbn-ts, with the person's names and e-mail), answering a French field error.
 */
export const ZNewPassword = z
  .string({ error: 'Le mot de passe est requis' })
  .min(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`)
  .max(PASSWORD_MAX_LENGTH, `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`);

export const PASSWORDS_DIFFER_MESSAGE = 'Les mots de passe ne correspondent pas';
export const TERMS_NOT_ACCEPTED_MESSAGE = "Vous devez accepter les conditions d'utilisation";

export const ZLoginRequest = z.strictObject({
  email: ZEmail,
  password: z
    .string({ error: 'Le mot de passe est requis' })
    .min(1, 'Le mot de passe est requis')
    .max(PASSWORD_MAX_LENGTH, 'Mot de passe trop long'),
  rememberMe: z.boolean().optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

const ZAcceptTerms = z.literal(true, { error: TERMS_NOT_ACCEPTED_MESSAGE });

export const ZClientRegisterRequest = z.strictObject({
  firstName: ZRequiredText('Le prénom'),
  lastName: ZRequiredText('Le nom'),
  email: ZEmail,
  password: ZNewPassword,
  acceptTerms: ZAcceptTerms,
});
export type TClientRegisterRequest = z.input<typeof ZClientRegisterRequest>;

/** The registration form: the request plus the confirmation, which never leaves the browser. */
export const ZClientRegisterForm = ZClientRegisterRequest.extend({
  confirmPassword: z.string(),
  acceptTerms: z.boolean(),
});
export type TClientRegisterForm = z.input<typeof ZClientRegisterForm>;

/** Registration specialties (pro registration choice list, seed 001 §3). */
export const PRO_REGISTRATION_SPECIALTIES = [
  'Droit des affaires',
  'Droit civil',
  'Droit pénal',
  'Droit de la famille',
  'Droit du travail',
  'Droit immobilier',
  'Droit commercial',
  'Droit fiscal',
  'Droit international',
  'Autre',
] as const;

export const ZProRegisterRequest = z.strictObject({
  firstName: ZRequiredText('Le prénom'),
  lastName: ZRequiredText('Le nom'),
  email: ZEmail,
  practice: ZRequiredText('Le cabinet ou la structure', 150),
  specialty: z.enum(PRO_REGISTRATION_SPECIALTIES, { error: 'Choisissez une spécialité' }),
  barNumber: ZRequiredText('Le numéro de barreau', 50),
  password: ZNewPassword,
  acceptTerms: ZAcceptTerms,
});
export type TProRegisterRequest = z.input<typeof ZProRegisterRequest>;

export const ZProRegisterForm = ZProRegisterRequest.extend({
  confirmPassword: z.string(),
  acceptTerms: z.boolean(),
  specialty: z.string(),
});
export type TProRegisterForm = z.input<typeof ZProRegisterForm>;

/**
 * The checks the spec runs at submit time, in its order, for both registration forms. They are
 * shown in the red box above the form, as the prototype did with its alerts.
 */
export function registrationFormProblem(form: {
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}): string | null {
  if (form.password !== form.confirmPassword) return PASSWORDS_DIFFER_MESSAGE;
  if (!form.acceptTerms) return TERMS_NOT_ACCEPTED_MESSAGE;
  return null;
}

export const ZForgotPasswordRequest = z.strictObject({ email: ZEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.strictObject({
  token: z.string().min(10, 'Lien invalide').max(200, 'Lien invalide'),
  password: ZNewPassword,
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZResetPasswordForm = ZResetPasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword,
  { path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE },
);
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;

export const ACCOUNT_ROLES = ['client', 'professional', 'admin'] as const;
export type TAccountRole = (typeof ACCOUNT_ROLES)[number];

/** Which signed-in space a session belongs to: each has its own cookie. */
export const SESSION_SPACES = ['client', 'pro', 'admin'] as const;
export type TSessionSpace = (typeof SESSION_SPACES)[number];

export const SPACE_ROLE: Record<TSessionSpace, TAccountRole> = {
  client: 'client',
  pro: 'professional',
  admin: 'admin',
};

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type TVerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  /** Whether the address was confirmed by a link (ADR 0023): booking and publication wait for it. */
  emailVerified: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZProfessionalSummary = z.object({
  id: z.number().int(),
  specialty: z.string(),
  practice: z.string(),
  barNumber: z.string(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  isVerified: z.boolean(),
  rejectionReason: z.string().nullable(),
});
export type TProfessionalSummary = z.infer<typeof ZProfessionalSummary>;

export const ZSessionResponse = z.object({
  user: ZSessionUser.nullable(),
  professional: ZProfessionalSummary.nullable().optional(),
  /** Set (with no user) when the password was right and a second factor is required (ADR 0022). */
  twoFactorChallenge: z.string().optional(),
  /**
   * Signed in, but this account must have a second factor and has none yet (ADR 0026): only the enrolment
   * is open until it has one.
   */
  twoFactorSetupRequired: z.boolean().optional(),
  /** With the challenge: the second factors the account has, so the page offers those only. */
  twoFactorMethods: z.array(z.enum(['totp', 'passkey'])).optional(),
});
export type TSecondFactorMethod = 'totp' | 'passkey';
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const ZOkResponse = z.object({ ok: z.literal(true) });

export const FORGOT_PASSWORD_ANSWER =
  'Si un compte existe avec cette adresse, vous allez recevoir un email contenant un lien pour choisir un nouveau mot de passe. Ce lien est valable 1 heure.';
export const ZForgotPasswordResponse = z.object({ message: z.string() });

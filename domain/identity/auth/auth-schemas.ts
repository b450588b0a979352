import { INVALID_EMAIL_MESSAGE, INVALID_POSTAL_CODE_MESSAGE } from '#domain/kernel/format-messages.ts';
import {
  LEGAL_DOMAIN_VALUES,
  legalDomainsOf,
  type TLegalDomain,
} from '#domain/kernel/vocabulary/legal-domains.ts';
import {
  PROFESSIONAL_TYPE_VALUES,
  type TProfessionalType,
} from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import {
  CRPCEN_MESSAGE,
  CRPCEN_PATTERN,
  PLACE_NAME_PATTERN,
  PROFESSION_FIELDS,
  PROFESSIONAL_TITLES,
  type TProfessionalTitle,
  titleFitsProfession,
} from './professions';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const ZEmail = z
  .string({ error: "L'adresse e-mail est requise" })
  .trim()
  .min(1, "L'adresse e-mail est requise")
  .max(254, "L'adresse e-mail est trop longue")
  .pipe(z.email(INVALID_EMAIL_MESSAGE))
  .transform((email) => email.toLowerCase());

export const ZRequiredText = (label: string, max = 100) =>
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

/** Registration domains: the one list (issue 26 §3); the form offers those of the chosen profession. */
export const PRO_REGISTRATION_SPECIALTIES = LEGAL_DOMAIN_VALUES;

const optionalTrimmed = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? '');

/**
 * POST /api/auth/pro/register. The profession decides what is asked (ADR 0050): a bar and its number
 * for an avocat, an office and its CRPCEN number for a notaire, a chamber and an office for a
 * commissaire de justice; the domain must be one the profession practises. Left out, the profession is
 * « avocat » and the title and town are asked later in « Ma fiche pro »: the form always sends them.
 */
export const ZProRegisterRequest = z
  .strictObject({
    professionalType: z
      .enum(PROFESSIONAL_TYPE_VALUES, { error: 'Choisissez votre profession' })
      .default('avocat'),
    title: z.enum(PROFESSIONAL_TITLES, { error: 'Choisissez votre titre' }).optional(),
    firstName: ZRequiredText('Le prénom'),
    lastName: ZRequiredText('Le nom'),
    email: ZEmail,
    practice: ZRequiredText('Le cabinet ou la structure', 150),
    specialty: z.enum(PRO_REGISTRATION_SPECIALTIES, { error: 'Choisissez un domaine' }),
    barAssociation: optionalTrimmed(60, 'Ce nom ne doit pas dépasser 60 caractères'),
    barNumber: optionalTrimmed(50, 'Le numéro ne doit pas dépasser 50 caractères'),
    postalCode: optionalTrimmed(5, INVALID_POSTAL_CODE_MESSAGE),
    city: optionalTrimmed(100, 'La ville ne doit pas dépasser 100 caractères'),
    password: ZNewPassword,
    acceptTerms: ZAcceptTerms,
  })
  .superRefine((input, context) => {
    for (const [path, message] of registrationProblems(input))
      context.addIssue({ code: 'custom', path: [path], message });
  });
export type TProRegisterRequest = z.input<typeof ZProRegisterRequest>;

type TRegistrationFields = {
  professionalType: TProfessionalType;
  title?: string | undefined;
  specialty: string;
  barAssociation: string;
  barNumber: string;
  postalCode: string;
  city: string;
};

/** What does not fit the chosen profession, as [field, French message] pairs. */
export function registrationProblems(input: TRegistrationFields, townRequired = false): [string, string][] {
  const problems: [string, string][] = [];
  const profession = input.professionalType;
  if (input.title && !titleFitsProfession(input.title, profession)) {
    problems.push(['title', 'Choisissez un titre de votre profession']);
  }
  if (!(legalDomainsOf(profession) as readonly string[]).includes(input.specialty)) {
    problems.push(['specialty', 'Choisissez un domaine de votre profession']);
  }
  const fields = PROFESSION_FIELDS[profession];
  if (fields.barAssociation) {
    if (input.barAssociation === '') {
      // An API client of before the three professions sends no bar: « Ma fiche pro » asks it later.
      if (profession !== 'avocat') problems.push(['barAssociation', 'La chambre régionale est requise']);
      else if (townRequired) problems.push(['barAssociation', 'Le barreau est requis']);
    } else if (!PLACE_NAME_PATTERN.test(input.barAssociation)) {
      problems.push(['barAssociation', 'Indiquez un nom de lieu, par exemple Paris']);
    }
  }
  if (profession === 'avocat' && input.barNumber === '') {
    problems.push(['barNumber', 'Le numéro de barreau est requis']);
  }
  if (profession === 'notaire' && !CRPCEN_PATTERN.test(input.barNumber)) {
    problems.push(['barNumber', CRPCEN_MESSAGE]);
  }
  if (townRequired || input.postalCode !== '' || input.city !== '') {
    if (!/^\d{5}$/.test(input.postalCode)) problems.push(['postalCode', INVALID_POSTAL_CODE_MESSAGE]);
    if (input.city === '') problems.push(['city', 'La ville est requise']);
  }
  return problems;
}

/** The form: every profession's fields (only the chosen one's are shown), the town and title asked. */
export const ZProRegisterForm = z
  .strictObject({
    professionalType: z.enum(PROFESSIONAL_TYPE_VALUES, { error: 'Choisissez votre profession' }),
    title: z.string(),
    firstName: ZRequiredText('Le prénom'),
    lastName: ZRequiredText('Le nom'),
    email: ZEmail,
    practice: ZRequiredText('Le nom du cabinet ou de l’office', 150),
    specialty: z.string(),
    barAssociation: z.string().trim().max(60, 'Ce nom ne doit pas dépasser 60 caractères'),
    barNumber: z.string().trim().max(50, 'Le numéro ne doit pas dépasser 50 caractères'),
    postalCode: z.string().trim(),
    city: z.string().trim().max(100, 'La ville ne doit pas dépasser 100 caractères'),
    password: ZNewPassword,
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
  })
  .superRefine((form, context) => {
    if (form.title === '')
      context.addIssue({ code: 'custom', path: ['title'], message: 'Choisissez votre titre' });
    if (form.specialty === '') {
      context.addIssue({ code: 'custom', path: ['specialty'], message: 'Choisissez un domaine' });
      return;
    }
    for (const [path, message] of registrationProblems(form, true)) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type TProRegisterForm = z.input<typeof ZProRegisterForm>;

/** What the form sends: the chosen profession's fields only. */
export function proRegisterRequestOf(form: z.output<typeof ZProRegisterForm>): TProRegisterRequest {
  const fields = PROFESSION_FIELDS[form.professionalType];
  return {
    professionalType: form.professionalType,
    title: form.title as TProfessionalTitle,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    practice: form.practice,
    specialty: form.specialty as TLegalDomain,
    barAssociation: fields.barAssociation ? form.barAssociation : '',
    barNumber: fields.barNumber ? form.barNumber : '',
    postalCode: form.postalCode,
    city: form.city,
    password: form.password,
    acceptTerms: true,
  };
}

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

/** `staff`: a firm's assistant or accountant, who works in the professional space without a profile (ADR 0058). */
export const ACCOUNT_ROLES = ['client', 'professional', 'staff', 'admin'] as const;
export type TAccountRole = (typeof ACCOUNT_ROLES)[number];

/** Which signed-in space a session belongs to: each has its own cookie. */
export const SESSION_SPACES = ['client', 'pro', 'admin'] as const;
export type TSessionSpace = (typeof SESSION_SPACES)[number];

/** The accounts each space signs in: lawyers and their firms' staff share the professional one. */
export const SPACE_ROLES: Record<TSessionSpace, readonly TAccountRole[]> = {
  client: ['client'],
  pro: ['professional', 'staff'],
  admin: ['admin'],
};

export function spaceAdmits(space: TSessionSpace, role: TAccountRole): boolean {
  return SPACE_ROLES[space].includes(role);
}

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
  professionalType: z.enum(PROFESSIONAL_TYPE_VALUES),
  /** As the professional wrote it (« Avocate »); null until written (professionalTitle() of directory reads it). */
  title: z.string().nullable(),
  barAssociation: z.string().nullable(),
  specialty: z.string(),
  practice: z.string(),
  barNumber: z.string(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  isVerified: z.boolean(),
  rejectionReason: z.string().nullable(),
});
export type TProfessionalSummary = z.infer<typeof ZProfessionalSummary>;

/** A lawyer a staff member may work for, as the picker names them. */
export const ZStaffLawyer = z.object({ userId: z.string(), name: z.string() });
export type TStaffLawyer = z.infer<typeof ZStaffLawyer>;

/**
 * A staff account's place (ADR 0058): its firm, role and rights, the lawyers it may work for and the one it
 * works for now (the workspace's data is that lawyer's; null when it has none to work for).
 */
export const ZStaffSummary = z.object({
  firmName: z.string(),
  role: z.enum(['assistant', 'accountant']),
  permissions: z.array(z.string()),
  lawyers: z.array(ZStaffLawyer),
  actingFor: ZStaffLawyer.nullable(),
});
export type TStaffSummary = z.infer<typeof ZStaffSummary>;

export const ZSessionResponse = z.object({
  user: ZSessionUser.nullable(),
  professional: ZProfessionalSummary.nullable().optional(),
  /** Set for an assistant's or an accountant's session instead of `professional`. */
  staff: ZStaffSummary.optional(),
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
  'Si un compte existe avec cette adresse, vous allez recevoir un e-mail contenant un lien pour choisir un nouveau mot de passe. Ce lien est valable 1 heure.';
export const ZForgotPasswordResponse = z.object({ message: z.string() });

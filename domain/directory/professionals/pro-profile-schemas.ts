import { VERIFICATION_STATUSES } from '#domain/identity/auth/auth-schemas.ts';
import {
  CRPCEN_MESSAGE,
  CRPCEN_PATTERN,
  PLACE_NAME_PATTERN,
  PROFESSIONAL_TITLES,
  titleFitsProfession,
} from '#domain/identity/auth/professions.ts';
import { ZPublicCertificate } from '#domain/identity/official-directories/specialisation-certificates.ts';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_POSTAL_CODE_MESSAGE,
} from '#domain/kernel/format-messages.ts';
import {
  LEGAL_DOMAIN_VALUES,
  legalDomainsOf,
  type TLegalDomain,
} from '#domain/kernel/vocabulary/legal-domains.ts';
import {
  CONSULTATION_MODE_VALUES,
  PROFESSIONAL_TYPE_VALUES,
  type TProfessionalType,
} from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import {
  LAWYER_DOMAINS_MESSAGE,
  maxDomainsOf,
  reservedWordProblems,
  type TLawyerFreeTexts,
} from './lawful-labels';
import { ZStatedFees } from './professional-fees';
import { ZProfessionalService } from './professional-services';
import { ZMissingProfileItem } from './profile-completeness';

/** « Ma fiche pro » domains: the one list (issue 26 §3); the page offers those of the profession. */
export const PROFILE_SPECIALTY_OPTIONS = LEGAL_DOMAIN_VALUES;
export type TProfileSpecialty = TLegalDomain;

export const MAX_LANGUAGES = 10;
export const MAX_SERVICES = 30;
export const MAX_DESCRIPTION_LENGTH = 500;
export const MAX_FULL_DESCRIPTION_LENGTH = 5000;
const MAX_LIST_LINES = 20;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).default('');

/** Education or certification lines: blank lines are dropped. */
const lines = (label: string) =>
  z
    .array(z.string().trim().max(300, `Chaque ligne ${label} ne doit pas dépasser 300 caractères`))
    .max(MAX_LIST_LINES * 3)
    .transform((values) => values.filter((value) => value !== ''))
    .pipe(z.array(z.string()).max(MAX_LIST_LINES, `${MAX_LIST_LINES} lignes au maximum`));

/** Case-insensitive comparison key of a language ('français' and 'Français' are one language). */
export function languageKey(language: string): string {
  return language.trim().toLocaleLowerCase('fr');
}

/** True when `language` is blank or already in `languages` (the seed ignores it then). */
export function isLanguageIgnored(languages: readonly string[], language: string): boolean {
  const key = languageKey(language);
  return key === '' || languages.some((existing) => languageKey(existing) === key);
}

export const ZProProfileServiceInput = z.strictObject({
  /** Missing for a service added in the form; the server gives it one. */
  id: z.string().trim().max(100).optional(),
  name: requiredText(
    'Le nom de la prestation est requis',
    120,
    'Le nom de la prestation ne doit pas dépasser 120 caractères',
  ),
  price: requiredText(
    'Le prix de la prestation est requis',
    60,
    'Le prix de la prestation ne doit pas dépasser 60 caractères',
  ),
  duration: optionalText(40, 'La durée ne doit pas dépasser 40 caractères'),
  description: optionalText(500, 'La description de la prestation ne doit pas dépasser 500 caractères'),
});
export type TProProfileServiceInput = z.input<typeof ZProProfileServiceInput>;

/** True when a new service can be added: the seed needs both a name and a price. */
export function canAddService(service: { name: string; price: string }): boolean {
  return service.name.trim() !== '' && service.price.trim() !== '';
}

/** PUT /api/pro/profile: the whole editable profile. */
export const ZUpdateProProfileRequest = z.strictObject({
  firstName: requiredText('Le prénom est requis', 100, 'Le prénom ne doit pas dépasser 100 caractères'),
  lastName: requiredText('Le nom est requis', 100, 'Le nom ne doit pas dépasser 100 caractères'),
  practice: requiredText(
    'Le cabinet ou la structure est requis',
    150,
    'Le cabinet ou la structure ne doit pas dépasser 150 caractères',
  ),
  /** Left out: kept. Null: not chosen (the profession's noun is shown). Checked against the profession. */
  title: z.enum(PROFESSIONAL_TITLES, { error: 'Choisissez votre titre' }).nullable().optional(),
  /** The bar number (avocat), the CRPCEN (notaire), '' (commissaire): checked against the profession. */
  barNumber: z.string().trim().max(50, 'Le numéro ne doit pas dépasser 50 caractères'),
  /** The bar (avocat) or the regional chamber (commissaire de justice); left out: kept; null or '': none. */
  barAssociation: z
    .string()
    .trim()
    .max(60, 'Ce nom ne doit pas dépasser 60 caractères')
    .refine(
      (value) => value === '' || PLACE_NAME_PATTERN.test(value),
      'Indiquez un nom de lieu, par exemple Paris',
    )
    .nullable()
    .optional(),
  specialties: z
    .array(z.enum(PROFILE_SPECIALTY_OPTIONS, { error: 'Domaine inconnu' }), {
      error: 'Choisissez au moins un domaine',
    })
    .min(1, 'Choisissez au moins un domaine')
    .max(PROFILE_SPECIALTY_OPTIONS.length)
    .refine((values) => new Set(values).size === values.length, 'Domaine en double'),
  languages: z
    .array(z.string().trim().max(40, 'Une langue ne doit pas dépasser 40 caractères'))
    .transform((values) => values.filter((value) => value !== ''))
    .refine(
      (values) => new Set(values.map(languageKey)).size === values.length,
      'Chaque langue ne doit figurer qu’une fois',
    )
    .refine((values) => values.length <= MAX_LANGUAGES, `${MAX_LANGUAGES} langues au maximum`),
  consultationModes: z
    .array(z.enum(CONSULTATION_MODE_VALUES, { error: 'Mode de consultation inconnu' }))
    .min(1, 'Proposez au moins un mode de consultation')
    .max(CONSULTATION_MODE_VALUES.length)
    .refine((values) => new Set(values).size === values.length, 'Mode de consultation en double'),
  email: z
    .string({ error: "L'e-mail est requis" })
    .trim()
    .min(1, "L'e-mail est requis")
    .max(254, "L'e-mail ne doit pas dépasser 254 caractères")
    .pipe(z.email(INVALID_EMAIL_MESSAGE))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string({ error: 'Le téléphone est requis' })
    .trim()
    .min(1, 'Le téléphone est requis')
    .regex(/^\+?[\d\s.-]{6,20}$/, INVALID_PHONE_MESSAGE),
  streetAddress: requiredText("L'adresse est requise", 200, "L'adresse ne doit pas dépasser 200 caractères"),
  postalCode: z
    .string({ error: 'Le code postal est requis' })
    .trim()
    .min(1, 'Le code postal est requis')
    .regex(/^\d{5}$/, INVALID_POSTAL_CODE_MESSAGE),
  city: requiredText('La ville est requise', 100, 'La ville ne doit pas dépasser 100 caractères'),
  description: optionalText(
    MAX_DESCRIPTION_LENGTH,
    `La description courte ne doit pas dépasser ${MAX_DESCRIPTION_LENGTH} caractères`,
  ),
  fullDescription: optionalText(
    MAX_FULL_DESCRIPTION_LENGTH,
    `La présentation détaillée ne doit pas dépasser ${MAX_FULL_DESCRIPTION_LENGTH} caractères`,
  ),
  education: lines('de formation'),
  certifications: lines('de certification'),
  services: z.array(ZProProfileServiceInput).max(MAX_SERVICES, `${MAX_SERVICES} prestations au maximum`),
  /**
   * The fees with the aide juridictionnelle answer; null while not entered (the profile is not public
   * before). Left out, the stored fees are kept.
   */
  fees: ZStatedFees.nullable().optional(),
});
export type TUpdateProProfileInput = z.input<typeof ZUpdateProProfileRequest>;

/**
 * What the profession asks of « Ma fiche pro » (ADR 0050), as [field, French message] pairs: the
 * request schema cannot know the profession, the server checks these against the stored one.
 */
export function profileProfessionProblems(
  profession: TProfessionalType,
  profile: {
    title?: string | null | undefined;
    barNumber: string;
    barAssociation?: string | undefined;
    specialties: readonly string[];
  } & Partial<TLawyerFreeTexts>,
  /** Whether a specialisation certificate is recorded for them (identity's `specialisation_certificates`). */
  certified = false,
): [string, string][] {
  const problems: [string, string][] = [];
  if (profile.title && !titleFitsProfession(profile.title, profession)) {
    problems.push(['title', 'Choisissez un titre de votre profession']);
  }
  if (profession === 'avocat' && profile.barNumber === '') {
    problems.push(['barNumber', 'Le numéro de barreau est requis']);
  }
  if (profession === 'notaire' && !CRPCEN_PATTERN.test(profile.barNumber)) {
    problems.push(['barNumber', CRPCEN_MESSAGE]);
  }
  if (profession === 'commissaire' && profile.barAssociation === '') {
    problems.push(['barAssociation', 'La chambre régionale est requise']);
  }
  const offered = legalDomainsOf(profession) as readonly string[];
  if (profile.specialties.some((specialty) => !offered.includes(specialty))) {
    problems.push(['specialties', 'Choisissez des domaines de votre profession']);
  } else if (profile.specialties.length > maxDomainsOf(profession, offered.length)) {
    problems.push(['specialties', LAWYER_DOMAINS_MESSAGE]);
  }
  problems.push(
    ...reservedWordProblems(
      profession,
      {
        description: profile.description ?? '',
        fullDescription: profile.fullDescription ?? '',
        education: profile.education ?? [],
        certifications: profile.certifications ?? [],
      },
      certified,
    ),
  );
  return problems;
}

/**
 * The form's schema: the request's, plus what the profession asks (the same `profileProfessionProblems` the
 * server runs), so that three domains at most and the reserved words are refused next to their field.
 */
export function proProfileFormSchema(profession: TProfessionalType, certified: boolean) {
  return ZUpdateProProfileRequest.superRefine((profile, context) => {
    for (const [field, message] of profileProfessionProblems(
      profession,
      { ...profile, barAssociation: profile.barAssociation ?? undefined },
      certified,
    )) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
}
export type TUpdateProProfileRequest = z.output<typeof ZUpdateProProfileRequest>;

/** Whether the profile is public and, until it is, why not: the validation state and what is missing. */
export const ZProfilePublication = z.object({
  isPublic: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  missing: z.array(ZMissingProfileItem),
});
export type TProfilePublication = z.infer<typeof ZProfilePublication>;

/** GET and PUT /api/pro/profile answer: what the form edits, plus what the page links to. */
export const ZProProfile = z.object({
  id: z.number().int(),
  publication: ZProfilePublication,
  professionalType: z.enum(PROFESSIONAL_TYPE_VALUES),
  title: z.string().nullable(),
  barAssociation: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  practice: z.string(),
  barNumber: z.string(),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  consultationModes: z.array(z.enum(CONSULTATION_MODE_VALUES)),
  email: z.string(),
  phone: z.string(),
  streetAddress: z.string(),
  postalCode: z.string(),
  city: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  education: z.array(z.string()),
  certifications: z.array(z.string()),
  services: z.array(ZProfessionalService),
  fees: ZStatedFees.nullable(),
  /** The lawyer's specialisation certificates in force (issue 29 §2): with one, the reserved words are allowed. */
  certificates: z.array(ZPublicCertificate),
});
export type TProProfile = z.infer<typeof ZProProfile>;

/** The main specialty shown under the name: kept while still chosen, else the first chosen one. */
export function mainSpecialty(current: string, specialties: readonly string[]): string {
  return specialties.includes(current) ? current : (specialties[0] ?? current);
}

import { ZMissingProfileItem } from '#domain/directory/professionals/profile-completeness.ts';
import {
  ZDirectoryVerification,
  ZRegistrationMatch,
} from '#domain/identity/official-directories/official-directory-schemas.ts';
import { ZSpecialisationCertificate } from '#domain/identity/official-directories/specialisation-certificates.ts';
import { PROFESSIONAL_TYPE_VALUES } from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { PRO_REGISTRATION_SPECIALTIES, VERIFICATION_STATUSES } from './auth-schemas';

export const ZProfessionalRegistration = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The address was confirmed by its link: validation waits for it (ADR 0023). */
  emailVerified: z.boolean(),
  professionalType: z.enum(PROFESSIONAL_TYPE_VALUES),
  /** As written at registration; null: not chosen yet. */
  title: z.string().nullable(),
  practice: z.string(),
  specialty: z.string(),
  /** Bar number (avocat), CRPCEN (notaire), '' (commissaire de justice). */
  barNumber: z.string(),
  /** Bar (avocat) or regional chamber (commissaire de justice). */
  barAssociation: z.string().nullable(),
  /** « 75004 Paris »; null when not given. */
  town: z.string().nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  /** Listed, shown and bookable: validated and complete. */
  isPublic: z.boolean(),
  /** What the professional still has to enter in « Ma fiche pro » before the profile can be public. */
  missing: z.array(ZMissingProfileItem),
  /** How the registration compares with its profession's official directory, today (issue 29 §1). */
  match: ZRegistrationMatch,
  /** What validation recorded and the monthly re-check found; null before validation. */
  verification: ZDirectoryVerification.nullable(),
  /** The lawyer's specialisation certificates in force (issue 29 §2); always empty for the other professions. */
  certificates: z.array(ZSpecialisationCertificate),
});
export type TProfessionalRegistration = z.infer<typeof ZProfessionalRegistration>;

export const ZListRegistrationsQuery = z.strictObject({
  status: z.enum(VERIFICATION_STATUSES).default('pending'),
});

export const ZListRegistrationsResponse = z.object({ registrations: z.array(ZProfessionalRegistration) });
export type TListRegistrationsResponse = z.infer<typeof ZListRegistrationsResponse>;

export const ZRegistrationIdParams = z.strictObject({
  id: z.coerce.number({ error: 'Identifiant invalide' }).int().positive().max(2_147_483_647),
});

export const ZRejectRegistrationRequest = z.strictObject({
  reason: z
    .string({ error: 'Le motif du refus est requis' })
    .trim()
    .min(1, 'Le motif du refus est requis')
    .max(1000, 'Le motif ne doit pas dépasser 1000 caractères'),
});
export type TRejectRegistrationRequest = z.input<typeof ZRejectRegistrationRequest>;

export { PRO_REGISTRATION_SPECIALTIES };

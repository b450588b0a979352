import { FIRM_LEGAL_FORMS } from '#domain/identity/firms/firm-legal-forms.ts';
import type { TLegalDomain } from '#domain/kernel/vocabulary/legal-domains.ts';
import {
  CONSULTATION_MODE_VALUES,
  PROFESSIONAL_TYPE_VALUES,
  type TConsultationMode,
} from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { ZSlotSummary } from '../professionals/search-schemas';

export const FIRM_NOT_FOUND_MESSAGE = 'Cabinet introuvable';

/** GET /api/firms/:id: a firm's id as a public link carries it (`/cabinet/{id}`). */
export const ZFirmIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Identifiant invalide')
    .transform(Number),
});

/** One lawyer of the firm as its public page shows them: what their public profile shows, nothing more. */
export const ZFirmPageLawyer = z.object({
  /** Their public profile's id (`/lawyer/{id}`). */
  id: z.number().int(),
  name: z.string(),
  professionalType: z.enum(PROFESSIONAL_TYPE_VALUES),
  title: z.string(),
  /** An avocat's bar (« Avocat au barreau de Paris », issue 29 §2); null otherwise. Optional for older fixtures. */
  barAssociation: z.string().nullable().optional(),
  specialty: z.string(),
  specialties: z.array(z.string()),
  city: z.string(),
  modes: z.array(z.enum(CONSULTATION_MODE_VALUES)),
  acceptsOnlineBooking: z.boolean(),
  /**
   * Their earliest free slot in each mode, one entry per distinct slot, by start (at most three): enough
   * to answer « Premier rendez-vous disponible » for any mode. Empty without online booking.
   */
  firstSlots: z.array(ZSlotSummary),
});
export type TFirmPageLawyer = z.infer<typeof ZFirmPageLawyer>;

/** GET /api/firms/:id: the firm's public page. No SIRET, no member's e-mail, no staff. */
export const ZFirmPage = z.object({
  id: z.number().int(),
  name: z.string(),
  legalForm: z.enum(FIRM_LEGAL_FORMS),
  streetAddress: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  /** The firm's logo, served by identity (`firmLogoUrl`), or null. */
  logoUrl: z.string().nullable(),
  /** Associates, then collaborators, each public; never empty (a firm without one answers 404). */
  lawyers: z.array(ZFirmPageLawyer).min(1),
});
export type TFirmPage = z.infer<typeof ZFirmPage>;

/** What « Premier rendez-vous disponible » is filtered by: a domain of the one list, a mode; null for any. */
export type TFirmAvailabilityFilter = { domain: TLegalDomain | null; mode: TConsultationMode | null };

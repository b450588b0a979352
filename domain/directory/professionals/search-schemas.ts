import { LEGAL_DOMAIN_VALUES } from '#domain/kernel/vocabulary/legal-domains.ts';
import {
  AVAILABILITY_VALUES,
  CONSULTATION_MODE_VALUES,
  LANGUAGE_OPTIONS,
  PROFESSIONAL_TYPE_VALUES,
} from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { ZResolvedPlace } from '../geo/resolved-place';
import { ZProfessionalFees } from './professional-fees';
import { DEFAULT_DISTANCE_KM, MAX_DISTANCE_KM, MAX_SEARCH_PAGE, MIN_DISTANCE_KM } from './search-constants';

/** A comma-separated list in the URL ("avocat,notaire"), each value checked against its list. */
function csvOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .string()
    .max(400)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: `${label} : valeur inconnue` })).max(values.length * 2));
}

/**
 * The search URL: the home search's three parameters (location, specialty, professionalType) plus
 * the filter panel's. Lists are comma-separated so a results page can be shared as a link.
 */
export const ZSearchQuery = z.strictObject({
  location: z.string().trim().max(100, 'Le lieu ne doit pas dépasser 100 caractères').optional(),
  distance: z.coerce
    .number({ error: 'Distance invalide' })
    .int('Distance invalide')
    .min(MIN_DISTANCE_KM, `La distance doit être comprise entre ${MIN_DISTANCE_KM} et ${MAX_DISTANCE_KM} km`)
    .max(MAX_DISTANCE_KM, `La distance doit être comprise entre ${MIN_DISTANCE_KM} et ${MAX_DISTANCE_KM} km`)
    .default(DEFAULT_DISTANCE_KM),
  professionalType: csvOf(PROFESSIONAL_TYPE_VALUES, 'Type de professionnel').optional(),
  // The one list of domains (issue 26 §3): a registration in « Droit civil » can be searched for.
  specialty: csvOf(LEGAL_DOMAIN_VALUES, "Domaine d'activité").optional(),
  availability: z.enum(AVAILABILITY_VALUES, { error: 'Disponibilité inconnue' }).optional(),
  modes: csvOf(CONSULTATION_MODE_VALUES, 'Mode de consultation').optional(),
  languages: csvOf(LANGUAGE_OPTIONS, 'Langue').optional(),
  legalAid: z.enum(['true', 'false'], { error: 'Valeur invalide' }).optional(),
  page: z.coerce
    .number({ error: 'Page invalide' })
    .int('Page invalide')
    .min(1, 'Page invalide')
    .max(MAX_SEARCH_PAGE, 'Page invalide')
    .default(1),
});
export type TSearchQueryInput = z.input<typeof ZSearchQuery>;
export type TSearchQuery = z.output<typeof ZSearchQuery>;

export const ZSlotSummary = z.object({
  /** ISO instant of the start. */
  start: z.string(),
  /** HH:MM in Europe/Paris. */
  time: z.string(),
  modes: z.array(z.enum(CONSULTATION_MODE_VALUES)),
});
export type TSlotSummary = z.infer<typeof ZSlotSummary>;

export const ZDaySlots = z.object({ date: z.string(), slots: z.array(ZSlotSummary) });
export type TDaySlots = z.infer<typeof ZDaySlots>;

/** A day as a result card shows it: its first times, and how many others it has. */
export const ZCardDaySlots = ZDaySlots.extend({ hiddenCount: z.number().int().min(0) });
export type TCardDaySlots = z.infer<typeof ZCardDaySlots>;

export const ZProfessionalCard = z.object({
  id: z.number().int(),
  name: z.string(),
  professionalType: z.enum(PROFESSIONAL_TYPE_VALUES),
  /** « Avocate », « Avocat », « Notaire »: the title as the professional writes it (professionalTitle). */
  title: z.string(),
  /**
   * The bar of an avocat (« Paris »: the card says « Avocat au barreau de Paris », issue 29 §2); null for the
   * other professions and a lawyer who gave none. Optional so fixtures made before it still parse.
   */
  barAssociation: z.string().nullable().optional(),
  specialty: z.string(),
  specialties: z.array(z.string()),
  experienceYears: z.number().int().nullable(),
  /** Null while no review is published (search-rating.ts): no stars are shown. */
  rating: z.number().nullable(),
  reviewCount: z.number().int().nullable(),
  description: z.string(),
  streetAddress: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  languages: z.array(z.string()),
  modes: z.array(z.enum(CONSULTATION_MODE_VALUES)),
  /** The fees the professional entered (never null for a public profile; null shows nothing). */
  fees: ZProfessionalFees.nullable(),
  acceptsLegalAid: z.boolean(),
  acceptsOnlineBooking: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distanceKm: z.number().nullable(),
  /**
   * What the card shows folded (seed 000 §9): the next 4 days with free slots, 3 times each and the
   * count of the others; « Voir plus d'horaire » reads the rest from the profile.
   */
  nextSlots: z.array(ZCardDaySlots),
  /** Whether the next 7 days with free slots hold more than `nextSlots` shows. */
  hasMoreSlots: z.boolean(),
});
export type TProfessionalCard = z.infer<typeof ZProfessionalCard>;

/**
 * A firm of two public lawyers or more, one of whom or more is on the page (issue 27 §3, ADR 0063 amended): a
 * card beside theirs, to its public page (`/cabinet/{id}`). `lawyerIds` are those of the page's results, in
 * their ranking order.
 */
export const ZSearchFirmCard = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  logoUrl: z.string().nullable(),
  lawyerIds: z.array(z.number().int()),
  /** Its lawyers with a public profile, wherever they rank (2 or more). */
  publicProfileCount: z.number().int(),
  /** Whether they are all avocats (« avocats », else « professionnels »). */
  allAvocats: z.boolean(),
});
export type TSearchFirmCard = z.infer<typeof ZSearchFirmCard>;

export const ZSearchResponse = z.object({
  place: ZResolvedPlace.nullable(),
  heading: z.string(),
  /** Matches counted, at most a thousand (server/directory/professionals/search-professionals.ts). */
  total: z.number().int(),
  /** True when counting stopped at `total`: there are at least that many. */
  totalIsLowerBound: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  distanceKm: z.number().int(),
  results: z.array(ZProfessionalCard),
  /** The firms of the page's results, each shown once after the first of its lawyers on the page. */
  firms: z.array(ZSearchFirmCard),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

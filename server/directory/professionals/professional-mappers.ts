import { type TFreeSlot, ZAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import { formatParisTime, groupSlotsByParisDay } from '#domain/agenda/availability/compute-free-slots.ts';
import { readProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { professionalTitle } from '#domain/directory/professionals/professional-title.ts';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { publicRating } from '#domain/directory/professionals/search-rating.ts';
import type {
  TCardDaySlots,
  TDaySlots,
  TProfessionalCard,
} from '#domain/directory/professionals/search-schemas.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import type { professionals } from '#server/db/schema/index.ts';

export type TProfessionalRow = typeof professionals.$inferSelect;

/** The columns a result card is made of (a search reads only these: ADR 0076). */
export const CARD_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'professionalType',
  'title',
  'barAssociation',
  'specialty',
  'specialties',
  'practicingSince',
  'ratingAverage',
  'reviewCount',
  'description',
  'streetAddress',
  'postalCode',
  'city',
  'phone',
  'languages',
  'consultationModes',
  'fees',
  'acceptsLegalAid',
  'acceptsOnlineBooking',
  'latitude',
  'longitude',
  'availability',
] as const satisfies readonly (keyof TProfessionalRow)[];
export type TCardRow = Pick<TProfessionalRow, (typeof CARD_COLUMNS)[number]>;

export function toDaySlots(slots: TFreeSlot[], maxDays: number): TDaySlots[] {
  return groupSlotsByParisDay(slots)
    .slice(0, maxDays)
    .map((day) => ({
      date: day.date,
      slots: day.slots.map((slot) => ({
        start: slot.start.toISOString(),
        time: formatParisTime(slot.start),
        modes: slot.modes,
      })),
    }));
}

export function availabilityOf(row: Pick<TProfessionalRow, 'availability'>) {
  const parsed = ZAvailabilitySettings.safeParse(row.availability);
  return parsed.success ? parsed.data : null;
}

export function toProfessionalCard(
  row: TCardRow,
  extra: {
    distanceKm: number | null;
    slots: { nextSlots: TCardDaySlots[]; hasMoreSlots: boolean };
    now: Date;
  },
): TProfessionalCard {
  return {
    id: row.id,
    name: professionalDisplayName(row.firstName, row.lastName),
    professionalType: row.professionalType,
    title: professionalTitle(row),
    barAssociation: row.professionalType === 'avocat' ? row.barAssociation?.trim() || null : null,
    specialty: row.specialty,
    specialties: row.specialties,
    experienceYears: row.practicingSince
      ? Math.max(0, extra.now.getUTCFullYear() - row.practicingSince)
      : null,
    ...publicRating({ ratingAverage: row.ratingAverage, reviewCount: row.reviewCount }),
    description: row.description,
    streetAddress: row.streetAddress,
    postalCode: row.postalCode,
    city: row.city,
    phone: row.phone,
    languages: row.languages,
    modes: row.consultationModes as TConsultationMode[],
    fees: readProfessionalFees(row.fees),
    acceptsLegalAid: row.acceptsLegalAid,
    acceptsOnlineBooking: row.acceptsOnlineBooking,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceKm: extra.distanceKm === null ? null : Math.round(extra.distanceKm * 10) / 10,
    ...extra.slots,
  };
}

import { type TFreeSlot, ZAvailabilitySettings } from '../../domain/availability/availability-settings';
import { formatParisTime, groupSlotsByParisDay } from '../../domain/availability/compute-free-slots';
import { foldCardSlots } from '../../domain/professionals/card-slots';
import { readProfessionalFees } from '../../domain/professionals/professional-fees';
import { professionalDisplayName } from '../../domain/professionals/search-heading';
import type { TConsultationMode } from '../../domain/professionals/search-options';
import type { TDaySlots, TProfessionalCard } from '../../domain/professionals/search-schemas';
import type { professionals } from '../db/schema';

export type TProfessionalRow = typeof professionals.$inferSelect;

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

export function availabilityOf(row: TProfessionalRow) {
  const parsed = ZAvailabilitySettings.safeParse(row.availability);
  return parsed.success ? parsed.data : null;
}

export function toProfessionalCard(
  row: TProfessionalRow,
  extra: { distanceKm: number | null; nextSlots: TDaySlots[]; now: Date },
): TProfessionalCard {
  return {
    id: row.id,
    name: professionalDisplayName(row.firstName, row.lastName),
    professionalType: row.professionalType,
    specialty: row.specialty,
    specialties: row.specialties,
    experienceYears: row.practicingSince
      ? Math.max(0, extra.now.getUTCFullYear() - row.practicingSince)
      : null,
    rating: Math.round(row.ratingAverage * 10) / 10,
    reviewCount: row.reviewCount,
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
    ...foldCardSlots(extra.nextSlots),
  };
}

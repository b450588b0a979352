import { and, eq, inArray } from 'drizzle-orm';
import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { firstSlotsByMode } from '#domain/directory/firms/firm-availability.ts';
import { FIRM_NOT_FOUND_MESSAGE, type TFirmPage } from '#domain/directory/firms/firm-page-schemas.ts';
import { professionalTitle } from '#domain/directory/professionals/professional-title.ts';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { cachedFreeSlots, horizonEnd } from '#server/agenda/index.ts';
import type { TDatabase } from '#server/db/database.ts';
import { professionals } from '#server/db/schema/index.ts';
import { findFirmWithLawyerProfiles } from '#server/identity/index.ts';
import { availabilityOf, type TProfessionalRow } from '../professionals/professional-mappers';

/**
 * A firm's public page: its facts and its lawyers whose profile is public (validated and complete, as
 * search and profiles show them), each with their earliest free slot in each mode, computed as their
 * profile computes its slots (cachedFreeSlots). A firm with no public lawyer has no page: 404, as an unknown id.
 */
export async function getFirmPage(db: TDatabase, firmId: number, now: Date): Promise<TFirmPage> {
  const found = await findFirmWithLawyerProfiles(db, firmId);
  const ids = found?.lawyerProfileIds ?? [];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(professionals)
          .where(and(inArray(professionals.id, ids), eq(professionals.isPublic, true)));
  if (!found || rows.length === 0) throw new AppError('NOT_FOUND', { message: FIRM_NOT_FOUND_MESSAGE });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lawyers = await Promise.all(
    ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [firmLawyer(db, row, now)] : [];
    }),
  );
  return { ...found.firm, lawyers };
}

async function firmLawyer(db: TDatabase, row: TProfessionalRow, now: Date) {
  const settings = availabilityOf(row);
  const slots =
    settings && row.acceptsOnlineBooking
      ? await cachedFreeSlots(db, row.id, settings, now, horizonEnd(now, settings.horizonDays))
      : [];
  return {
    id: row.id,
    name: professionalDisplayName(row.firstName, row.lastName),
    professionalType: row.professionalType,
    title: professionalTitle(row),
    barAssociation: row.professionalType === 'avocat' ? row.barAssociation?.trim() || null : null,
    specialty: row.specialty,
    specialties: row.specialties,
    city: row.city,
    modes: row.consultationModes as TConsultationMode[],
    acceptsOnlineBooking: row.acceptsOnlineBooking,
    firstSlots: firstSlotsByMode(slots).map((slot) => ({
      start: slot.start.toISOString(),
      time: formatParisTime(slot.start),
      modes: slot.modes,
    })),
  };
}

import type {
  TAvailabilitySettings,
  TBusyInterval,
  TFreeSlot,
} from '#domain/agenda/availability/availability-settings.ts';
import { computeFreeSlots } from '#domain/agenda/availability/compute-free-slots.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { horizonEnd, loadBusyIntervals } from '#server/agenda/index.ts';
import type { TDatabase } from '#server/db/database.ts';
import { databaseErrorOf } from '#server/db/database-error.ts';
import type { professionals } from '#server/db/schema/index.ts';
import { availabilityOf } from '#server/directory/index.ts';

export const PROFESSIONAL_UNKNOWN_MESSAGE =
  'Ce professionnel est introuvable ou ne prend pas de rendez-vous en ligne.';
const MODE_NOT_OFFERED = 'Ce professionnel ne propose pas ce mode de consultation.';

/**
 * The free slot starting exactly at `start` in `mode`, computed like the public pages compute it
 * (opening hours, notice, horizon, busy times). Anything else — past, too soon, too far, outside
 * hours, already taken — is refused with one clear message.
 */
export async function findBookableSlot(
  db: TDatabase,
  professional: typeof professionals.$inferSelect,
  start: Date,
  mode: TConsultationMode,
  now: Date,
  options: { ignoreAppointmentId?: number } = {},
): Promise<TFreeSlot> {
  const settings = bookingSettingsOf(professional, mode);
  const busy = await loadBusyIntervals(db, [professional.id], now, horizonEnd(now, settings.horizonDays), {
    ...(options.ignoreAppointmentId ? { ignoreAppointmentId: options.ignoreAppointmentId } : {}),
  });
  return bookableSlotAmong(settings, busy.get(professional.id) ?? [], start, mode, now);
}

/** The professional's availability settings when they can be booked in `mode`, or the refusal. */
export function bookingSettingsOf(
  professional: typeof professionals.$inferSelect,
  mode: TConsultationMode,
): TAvailabilitySettings {
  // Moving an appointment books a new time: only with a public professional, like a new booking.
  if (!professional.isPublic) throw new AppError('NOT_FOUND', { message: PROFESSIONAL_UNKNOWN_MESSAGE });
  const settings = availabilityOf(professional);
  if (!settings || !professional.consultationModes.includes(mode) || !settings.weeklyHours[mode]) {
    throw new AppError('VALIDATION_FAILED', {
      message: MODE_NOT_OFFERED,
      fieldErrors: { mode: MODE_NOT_OFFERED },
    });
  }
  return settings;
}

/** findBookableSlot once the professional's busy times (up to their horizon) are known. */
export function bookableSlotAmong(
  settings: TAvailabilitySettings,
  busy: TBusyInterval[],
  start: Date,
  mode: TConsultationMode,
  now: Date,
): TFreeSlot {
  const slot = computeFreeSlots({
    settings,
    busy,
    now,
    from: start,
    until: new Date(start.getTime() + 1),
  }).find((candidate) => candidate.start.getTime() === start.getTime());
  if (!slot?.modes.includes(mode)) throw new AppError('SLOT_UNAVAILABLE');
  return slot;
}

/** The exclusion constraint refused an overlapping live appointment. */
export function isOverlapViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23P01';
}

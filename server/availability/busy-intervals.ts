import { and, gt, inArray, lt, ne } from 'drizzle-orm';
import type { TBusyInterval } from '../../domain/availability/availability-settings';
import type { TDatabase } from '../db/database';
import { appointments } from '../db/schema';

export const LIVE_APPOINTMENT_STATUSES = ['pending', 'confirmed'] as const;

/**
 * Every reason a professional cannot be booked between `from` and `until`, per professional.
 * The one place to extend when planning events and imported calendars block time too.
 */
export async function loadBusyIntervals(
  db: TDatabase,
  professionalIds: readonly number[],
  from: Date,
  until: Date,
  options: { ignoreAppointmentId?: number } = {},
): Promise<Map<number, TBusyInterval[]>> {
  const busy = new Map<number, TBusyInterval[]>(professionalIds.map((id) => [id, []]));
  if (professionalIds.length === 0) return busy;
  const rows = await db
    .select({
      professionalId: appointments.professionalId,
      start: appointments.startsAt,
      end: appointments.endsAt,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.professionalId, [...professionalIds]),
        inArray(appointments.status, [...LIVE_APPOINTMENT_STATUSES]),
        gt(appointments.endsAt, from),
        lt(appointments.startsAt, until),
        // A rescheduled appointment does not block its own new time.
        options.ignoreAppointmentId ? ne(appointments.id, options.ignoreAppointmentId) : undefined,
      ),
    );
  for (const row of rows) busy.get(row.professionalId)?.push({ start: row.start, end: row.end });
  return busy;
}

/** The furthest any professional's horizon can reach (settings cap it at 90 days). */
export function horizonEnd(now: Date, horizonDays: number): Date {
  return new Date(now.getTime() + (horizonDays + 1) * 86_400_000);
}

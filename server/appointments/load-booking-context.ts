import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_BOOKING_HORIZON_DAYS,
  type TBusyInterval,
} from '../../domain/availability/availability-settings';
import { AppError } from '../../domain/errors/app-error';
import { expandOccurrences } from '../../domain/pro/expand-recurrence';
import { BLOCKING_EVENT_TYPES } from '../../domain/pro/planning-event-schemas';
import { horizonEnd, LIVE_APPOINTMENT_STATUSES } from '../availability/busy-intervals';
import type { TDatabase } from '../db/database';
import { appointments, importedEvents, planningEvents, professionals } from '../db/schema';
import { PROFESSIONAL_UNKNOWN_MESSAGE } from './find-bookable-slot';

type TBusyRow = [start: string, end: string, recurring: boolean];

export type TBookingContext = {
  professional: typeof professionals.$inferSelect;
  /** Busy times from `now` to the farthest horizon any professional may have; see busyUntil. */
  busyRows: TBusyRow[];
  /** The id the new appointment will have (drawn from its sequence now, so that it is known before the insert). */
  appointmentId: number;
};

/**
 * In one round trip, what a booking needs to read: the bookable professional (or 404), their busy
 * times and the new appointment's id. The busy times are those of loadBusyIntervals
 * (server/availability/busy-intervals.ts): live appointments, blocking planning events and busy times
 * of imported calendars; keep the two in step.
 */
export async function loadBookingContext(
  db: TDatabase,
  professionalId: number,
  now: Date,
): Promise<TBookingContext> {
  const from = now.toISOString();
  const until = horizonEnd(now, MAX_BOOKING_HORIZON_DAYS).toISOString();
  const busy = sql<TBusyRow[]>`(
    select coalesce(json_agg(json_build_array(b.starts_at, b.ends_at, b.recurring)), '[]'::json) from (
      select ${appointments.startsAt} as starts_at, ${appointments.endsAt} as ends_at, false as recurring
      from ${appointments}
      where ${appointments.professionalId} = ${professionalId}
        and ${inArray(appointments.status, [...LIVE_APPOINTMENT_STATUSES])}
        and ${appointments.endsAt} > ${from}::timestamptz and ${appointments.startsAt} < ${until}::timestamptz
      union all
      select ${planningEvents.startsAt}, ${planningEvents.endsAt}, ${planningEvents.recurring}
      from ${planningEvents}
      where ${planningEvents.professionalId} = ${professionalId}
        and (${inArray(planningEvents.type, [...BLOCKING_EVENT_TYPES])} or ${planningEvents.status} = 'busy')
        and ${planningEvents.startsAt} < ${until}::timestamptz
        and (${planningEvents.recurring} or ${planningEvents.endsAt} > ${from}::timestamptz)
      union all
      select ${importedEvents.startsAt}, ${importedEvents.endsAt}, false
      from ${importedEvents}
      where ${importedEvents.professionalId} = ${professionalId}
        and ${importedEvents.busy}
        and ${importedEvents.endsAt} > ${from}::timestamptz and ${importedEvents.startsAt} < ${until}::timestamptz
    ) as b)`;
  const [row] = await db
    .select({
      professional: professionals,
      busyRows: busy,
      appointmentId: sql<string>`nextval(pg_get_serial_sequence('appointments', 'id'))`,
    })
    .from(professionals)
    .where(and(eq(professionals.id, professionalId), eq(professionals.isPublic, true)));
  if (!row?.professional.acceptsOnlineBooking) {
    throw new AppError('NOT_FOUND', { message: PROFESSIONAL_UNKNOWN_MESSAGE });
  }
  return { professional: row.professional, busyRows: row.busyRows, appointmentId: Number(row.appointmentId) };
}

/** The busy times up to a professional's own horizon, as loadBusyIntervals gives them. */
export function busyUntil(context: TBookingContext, now: Date, horizonDays: number): TBusyInterval[] {
  const until = horizonEnd(now, horizonDays);
  const busy: TBusyInterval[] = [];
  for (const [startText, endText, recurring] of context.busyRows) {
    const start = new Date(startText);
    const end = new Date(endText);
    if (start >= until) continue;
    if (recurring) busy.push(...expandOccurrences({ start, end, recurring: true }, now, until));
    else busy.push({ start, end });
  }
  return busy;
}

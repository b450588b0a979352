import { and, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import type { TBusyInterval } from '../../domain/availability/availability-settings';
import { expandOccurrences } from '../../domain/pro/expand-recurrence';
import { BLOCKING_EVENT_TYPES } from '../../domain/pro/planning-event-schemas';
import type { TDatabase } from '../db/database';
import { appointments, importedEvents, planningEvents } from '../db/schema';

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

  // Blocking planning events (audience, réunion, travail, congé, or marked busy), weekly ones expanded.
  const events = await db
    .select({
      professionalId: planningEvents.professionalId,
      start: planningEvents.startsAt,
      end: planningEvents.endsAt,
      recurring: planningEvents.recurring,
    })
    .from(planningEvents)
    .where(
      and(
        inArray(planningEvents.professionalId, [...professionalIds]),
        or(inArray(planningEvents.type, [...BLOCKING_EVENT_TYPES]), eq(planningEvents.status, 'busy')),
        lt(planningEvents.startsAt, until),
        or(eq(planningEvents.recurring, true), gt(planningEvents.endsAt, from)),
      ),
    );
  for (const event of events) {
    const list = busy.get(event.professionalId);
    if (list) list.push(...expandOccurrences(event, from, until));
  }

  // Busy times of imported calendars (already expanded at import).
  const imported = await db
    .select({
      professionalId: importedEvents.professionalId,
      start: importedEvents.startsAt,
      end: importedEvents.endsAt,
    })
    .from(importedEvents)
    .where(
      and(
        inArray(importedEvents.professionalId, [...professionalIds]),
        eq(importedEvents.busy, true),
        gt(importedEvents.endsAt, from),
        lt(importedEvents.startsAt, until),
      ),
    );
  for (const row of imported) busy.get(row.professionalId)?.push({ start: row.start, end: row.end });
  return busy;
}

/** The furthest any professional's horizon can reach (settings cap it at 90 days). */
export function horizonEnd(now: Date, horizonDays: number): Date {
  return new Date(now.getTime() + (horizonDays + 1) * 86_400_000);
}

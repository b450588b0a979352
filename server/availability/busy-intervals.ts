import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
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
  const ids = [...professionalIds];
  const notRecurring = sql<boolean>`false`.as('recurring');
  // One round trip: live appointments, blocking planning events (audience, réunion, travail, congé, or
  // marked busy; weekly ones expanded below) and busy times of imported calendars (expanded at import).
  const rows = await unionAll(
    db
      .select({
        professionalId: appointments.professionalId,
        start: appointments.startsAt,
        end: appointments.endsAt,
        recurring: notRecurring,
      })
      .from(appointments)
      .where(
        and(
          inArray(appointments.professionalId, ids),
          inArray(appointments.status, [...LIVE_APPOINTMENT_STATUSES]),
          gt(appointments.endsAt, from),
          lt(appointments.startsAt, until),
          // A rescheduled appointment does not block its own new time.
          options.ignoreAppointmentId ? ne(appointments.id, options.ignoreAppointmentId) : undefined,
        ),
      ),
    db
      .select({
        professionalId: planningEvents.professionalId,
        start: planningEvents.startsAt,
        end: planningEvents.endsAt,
        recurring: planningEvents.recurring,
      })
      .from(planningEvents)
      .where(
        and(
          inArray(planningEvents.professionalId, ids),
          or(inArray(planningEvents.type, [...BLOCKING_EVENT_TYPES]), eq(planningEvents.status, 'busy')),
          lt(planningEvents.startsAt, until),
          or(eq(planningEvents.recurring, true), gt(planningEvents.endsAt, from)),
        ),
      ),
    db
      .select({
        professionalId: importedEvents.professionalId,
        start: importedEvents.startsAt,
        end: importedEvents.endsAt,
        recurring: notRecurring,
      })
      .from(importedEvents)
      .where(
        and(
          inArray(importedEvents.professionalId, ids),
          eq(importedEvents.busy, true),
          gt(importedEvents.endsAt, from),
          lt(importedEvents.startsAt, until),
        ),
      ),
  );
  for (const row of rows) {
    const list = busy.get(row.professionalId);
    if (!list) continue;
    const start = new Date(row.start);
    const end = new Date(row.end);
    if (row.recurring) list.push(...expandOccurrences({ start, end, recurring: true }, from, until));
    else list.push({ start, end });
  }
  return busy;
}

/** The furthest any professional's horizon can reach (settings cap it at 90 days). */
export function horizonEnd(now: Date, horizonDays: number): Date {
  return new Date(now.getTime() + (horizonDays + 1) * 86_400_000);
}

import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TBusyInterval } from '../../domain/availability/availability-settings';
import { expandSeries } from '../../domain/pro/expand-recurrence';
import { BLOCKING_EVENT_TYPES, isBlockingEvent } from '../../domain/pro/planning-event-schemas';
import type { TDatabase } from '../db/database';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { appointments, importedEvents, planningEvents } from '../db/schema';
import { loadExceptions, seriesOf } from '../pro/planning-series';

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
  const rows = await busyIntervalsQuery(db).execute({
    ids: [...professionalIds],
    from,
    until,
    // Ids start at 1: 0 ignores nothing.
    ignoredAppointmentId: options.ignoreAppointmentId ?? 0,
  });
  for (const row of rows) {
    busy.get(row.professionalId)?.push({ start: new Date(row.start), end: new Date(row.end) });
  }
  await addSeriesOccurrences(db, busy, professionalIds, from, until);
  return busy;
}

/**
 * Every occurrence of the professionals' planning series that blocks (issue 15 §3): expanded with its
 * exceptions, a cancelled one frees its time, a moved one blocks its new time, and an occurrence changed
 * to a consultation no longer blocks (or the reverse). A series is read whatever its type for that reason.
 */
async function addSeriesOccurrences(
  db: TDatabase,
  busy: Map<number, TBusyInterval[]>,
  professionalIds: readonly number[],
  from: Date,
  until: Date,
): Promise<void> {
  const series = await db
    .select()
    .from(planningEvents)
    .where(
      and(inArray(planningEvents.professionalId, [...professionalIds]), isNotNull(planningEvents.frequency)),
    );
  if (series.length === 0) return;
  const exceptions = await loadExceptions(
    db,
    series.map((row) => row.id),
  );
  for (const row of series) {
    const list = busy.get(row.professionalId);
    if (!list) continue;
    for (const occurrence of expandSeries(seriesOf(row), exceptions.get(row.id) ?? [], from, until)) {
      if (isBlockingEvent(occurrence.override ?? row))
        list.push({ start: occurrence.start, end: occurrence.end });
    }
  }
}

/**
 * One round trip: live appointments, blocking single planning events (audience, réunion, travail, congé,
 * or marked busy; series are expanded apart) and busy times of imported calendars (expanded at
 * import). Built and prepared once per database: every search, profile and booking runs it, and
 * building this union with the query builder cost more than running it.
 */
function prepareBusyIntervals(db: TDatabase) {
  const ids = sql.placeholder('ids');
  const from = sql.placeholder('from');
  const until = sql.placeholder('until');
  return unionAll(
    db
      .select({
        professionalId: appointments.professionalId,
        start: appointments.startsAt,
        end: appointments.endsAt,
      })
      .from(appointments)
      .where(
        and(
          sql`${appointments.professionalId} = any(${ids}::int[])`,
          inArray(appointments.status, [...LIVE_APPOINTMENT_STATUSES]),
          sql`${appointments.endsAt} > ${from}::timestamptz`,
          sql`${appointments.startsAt} < ${until}::timestamptz`,
          // A rescheduled appointment does not block its own new time.
          sql`${appointments.id} <> ${sql.placeholder('ignoredAppointmentId')}::bigint`,
        ),
      ),
    db
      .select({
        professionalId: planningEvents.professionalId,
        start: planningEvents.startsAt,
        end: planningEvents.endsAt,
      })
      .from(planningEvents)
      .where(
        and(
          sql`${planningEvents.professionalId} = any(${ids}::int[])`,
          or(inArray(planningEvents.type, [...BLOCKING_EVENT_TYPES]), eq(planningEvents.status, 'busy')),
          isNull(planningEvents.frequency),
          sql`${planningEvents.startsAt} < ${until}::timestamptz`,
          sql`${planningEvents.endsAt} > ${from}::timestamptz`,
        ),
      ),
    db
      .select({
        professionalId: importedEvents.professionalId,
        start: importedEvents.startsAt,
        end: importedEvents.endsAt,
      })
      .from(importedEvents)
      .where(
        and(
          sql`${importedEvents.professionalId} = any(${ids}::int[])`,
          eq(importedEvents.busy, true),
          sql`${importedEvents.endsAt} > ${from}::timestamptz`,
          sql`${importedEvents.startsAt} < ${until}::timestamptz`,
        ),
      ),
  ).prepare('busy_intervals');
}

const busyIntervalsQuery = preparedPerDatabase(prepareBusyIntervals);

/** The furthest any professional's horizon can reach (settings cap it at 90 days). */
export function horizonEnd(now: Date, horizonDays: number): Date {
  return new Date(now.getTime() + (horizonDays + 1) * 86_400_000);
}

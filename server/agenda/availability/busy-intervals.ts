import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TBusyInterval } from '#domain/agenda/availability/availability-settings.ts';
import { expandSeries } from '#domain/agenda/planning/expand-recurrence.ts';
import {
  BLOCKING_EVENT_TYPES,
  isBlockingEvent,
  type TPlanningEventStatus,
  type TPlanningEventType,
} from '#domain/agenda/planning/planning-event-schemas.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { preparedPerDatabase } from '#server/db/prepared-per-database.ts';
import { appointments, importedEvents, planningEvents } from '#server/db/schema/index.ts';

export const LIVE_APPOINTMENT_STATUSES = ['pending', 'confirmed'] as const;

/** The longest run of series expansion before the event loop is given back. */
const EXPANSION_SLICE_MS = 10;

/**
 * Every reason a professional cannot be booked between `from` and `until`, per professional.
 * A new source of busy time goes here and in `loadProfessionalTime` (server/agenda/planning/time-conflicts.ts), the
 * named view of the same sources that the professional's overlap check reads (ADR 0033).
 */
export async function loadBusyIntervals(
  db: TDatabaseOrTransaction,
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
  let slice = performance.now();
  for (const row of rows) {
    const list = busy.get(row.professionalId);
    if (!list) continue;
    if (row.series) {
      addSeriesOccurrences(list, new Date(row.start), new Date(row.end), row.series, from, until);
      // Fifty daily series over a 90-day horizon are thousands of occurrences (ADR 0044): other requests
      // are served between slices of expansion.
      if (performance.now() - slice > EXPANSION_SLICE_MS) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        slice = performance.now();
      }
    } else list.push({ start: new Date(row.start), end: new Date(row.end) });
  }
  return busy;
}

/**
 * Every occurrence of a planning series that blocks (issue 15 §3): expanded with its exceptions, a cancelled
 * one frees its time, a moved one blocks its new time, and an occurrence changed to a consultation no longer
 * blocks (or the reverse). A series is read whatever its type for that reason.
 */
function addSeriesOccurrences(
  list: TBusyInterval[],
  start: Date,
  end: Date,
  series: TSeriesJson,
  from: Date,
  until: Date,
): void {
  const exceptions = series.exceptions.map((exception) => ({
    originalStart: new Date(exception.originalStart),
    override:
      exception.start && exception.end && exception.type && exception.status
        ? {
            start: new Date(exception.start),
            end: new Date(exception.end),
            type: exception.type,
            status: exception.status,
          }
        : null,
  }));
  const rule = { frequency: series.frequency, until: series.until, count: series.count };
  for (const occurrence of expandSeries({ start, end, rule }, exceptions, from, until)) {
    if (isBlockingEvent(occurrence.override ?? series))
      list.push({ start: occurrence.start, end: occurrence.end });
  }
}

/** A series as the busy times' union carries it: its rule, what it is, and its exceptions (a cancelled one has no start). */
type TSeriesJson = {
  frequency: NonNullable<(typeof planningEvents.$inferSelect)['frequency']>;
  until: string | null;
  count: number | null;
  type: TPlanningEventType;
  status: TPlanningEventStatus;
  exceptions: {
    originalStart: string;
    start: string | null;
    end: string | null;
    type: TPlanningEventType | null;
    status: TPlanningEventStatus | null;
  }[];
};

/**
 * One round trip: live appointments, blocking single planning events (audience, réunion, travail, congé,
 * or marked busy), planning series with their rule and exceptions (expanded in code, whatever their type) and
 * busy times of imported calendars (expanded at import). Built and prepared once per database: every search,
 * profile and booking runs it, and
 * building this union with the query builder cost more than running it.
 */
function prepareBusyIntervals(db: TDatabaseOrTransaction) {
  const ids = sql.placeholder('ids');
  const from = sql.placeholder('from');
  const until = sql.placeholder('until');
  return unionAll(
    db
      .select({
        professionalId: appointments.professionalId,
        start: appointments.startsAt,
        end: appointments.endsAt,
        series: sql<TSeriesJson | null>`null::json`,
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
        series: sql<TSeriesJson | null>`null::json`,
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
        series: sql<TSeriesJson | null>`null::json`,
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
    db
      .select({
        professionalId: planningEvents.professionalId,
        start: planningEvents.startsAt,
        end: planningEvents.endsAt,
        series: sql<TSeriesJson | null>`json_build_object(
          'frequency', "planning_events"."frequency", 'until', "planning_events"."repeat_until",
          'count', "planning_events"."repeat_count", 'type', "planning_events"."type", 'status', "planning_events"."status",
          'exceptions', coalesce((select json_agg(json_build_object(
              'originalStart', x.original_start, 'start', x.starts_at, 'end', x.ends_at,
              'type', x.type, 'status', x.status))
            from planning_event_exceptions x where x.event_id = "planning_events"."id"), '[]'::json))`,
      })
      .from(planningEvents)
      .where(
        and(
          sql`${planningEvents.professionalId} = any(${ids}::int[])`,
          isNotNull(planningEvents.frequency),
          // A series that starts after the window has nothing in it.
          sql`${planningEvents.startsAt} < ${until}::timestamptz`,
        ),
      ),
  ).prepare('busy_intervals');
}

const busyIntervalsQuery = preparedPerDatabase(prepareBusyIntervals);

/** The furthest any professional's horizon can reach (settings cap it at 90 days). */
export function horizonEnd(now: Date, horizonDays: number): Date {
  return new Date(now.getTime() + (horizonDays + 1) * 86_400_000);
}

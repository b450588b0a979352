import { inArray } from 'drizzle-orm';
import type { TSeries, TSeriesException } from '../../domain/planning/expand-recurrence';
import type { TPlanningEventStatus, TPlanningEventType } from '../../domain/planning/planning-event-schemas';
import type { TProMode } from '../../domain/pro/pro-appointment-schemas';
import type { TDatabase } from '../db/database';
import { planningEventExceptions, type planningEvents } from '../db/schema';

/** The fields an occurrence changed on its own carries instead of its series'. */
export type TOccurrenceFields = {
  title: string;
  clientName: string | null;
  type: TPlanningEventType;
  status: TPlanningEventStatus;
  location: string | null;
  description: string | null;
  mode: TProMode;
};
export type TPlanningException = TSeriesException<TOccurrenceFields>;

type TSeriesRow = Pick<
  typeof planningEvents.$inferSelect,
  'startsAt' | 'endsAt' | 'frequency' | 'repeatUntil' | 'repeatCount'
>;

/** The pure expansion's view of a stored event. */
export function seriesOf(row: TSeriesRow): TSeries {
  return {
    start: row.startsAt,
    end: row.endsAt,
    rule: row.frequency ? { frequency: row.frequency, until: row.repeatUntil, count: row.repeatCount } : null,
  };
}

/** The exceptions of these series, by series id (one query, whatever the number of series). */
export async function loadExceptions(
  db: Pick<TDatabase, 'select'>,
  eventIds: readonly number[],
): Promise<Map<number, TPlanningException[]>> {
  const byEvent = new Map<number, TPlanningException[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select()
    .from(planningEventExceptions)
    .where(inArray(planningEventExceptions.eventId, [...eventIds]));
  for (const row of rows) {
    const list = byEvent.get(row.eventId) ?? [];
    list.push({
      originalStart: row.originalStart,
      override:
        row.kind === 'cancelled' || !row.startsAt || !row.endsAt
          ? null
          : {
              start: row.startsAt,
              end: row.endsAt,
              title: row.title ?? '',
              clientName: row.clientName,
              type: row.type ?? 'consultation',
              status: row.status ?? 'confirmed',
              location: row.location,
              description: row.description,
              mode: row.mode ?? 'office',
            },
    });
    byEvent.set(row.eventId, list);
  }
  return byEvent;
}

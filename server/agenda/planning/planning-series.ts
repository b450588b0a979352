import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TSeries, TSeriesException } from '#domain/agenda/planning/expand-recurrence.ts';
import type {
  TPlanningEventStatus,
  TPlanningEventType,
} from '#domain/agenda/planning/planning-event-schemas.ts';
import {
  isActiveSeries,
  MAX_ACTIVE_SERIES,
  SERIES_LIMIT_MESSAGE,
} from '#domain/agenda/planning/series-limits.ts';
import type { TProMode } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase, TTransaction } from '#server/db/database.ts';
import { planningEventExceptions, planningEvents, professionals } from '#server/db/schema/index.ts';

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

/**
 * ADR 0044: refuses a new series once the professional has MAX_ACTIVE_SERIES running (an occurrence not
 * ended yet). Run inside the transaction that inserts it: the professional's row is locked first, so two
 * creations at once cannot both pass with the last place.
 */
export async function assertSeriesCapacity(
  tx: TTransaction,
  professionalId: number,
  now: Date,
): Promise<void> {
  await tx
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
    .for('update');
  const rows = await tx
    .select({
      startsAt: planningEvents.startsAt,
      endsAt: planningEvents.endsAt,
      frequency: planningEvents.frequency,
      repeatUntil: planningEvents.repeatUntil,
      repeatCount: planningEvents.repeatCount,
    })
    .from(planningEvents)
    .where(and(eq(planningEvents.professionalId, professionalId), isNotNull(planningEvents.frequency)));
  const active = rows.filter((row) => isActiveSeries(seriesOf(row), now)).length;
  if (active >= MAX_ACTIVE_SERIES)
    throw new AppError('SERIES_LIMIT_REACHED', { message: SERIES_LIMIT_MESSAGE });
}

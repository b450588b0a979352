import { inArray, sql } from 'drizzle-orm';
import { ZAvailabilitySettings } from '../../domain/availability/availability-settings';
import { nextFreeSlot } from '../../domain/availability/compute-free-slots';
import { startRecurringJob, type TRecurringJob } from '../background/recurring-job';
import type { TClock } from '../config';
import type { TDatabase } from '../db/database';
import { professionals } from '../db/schema';
import { horizonEnd, loadBusyIntervals } from './busy-intervals';

const BATCH_SIZE = 1000;
/** The horizon moves every day and slots pass: a computed value is trusted this long at most. */
const MAX_AGE_HOURS = 6;

/**
 * Recomputes professionals' first free slot (the denormalised `next_free_slot_at` the availability
 * filter reads). Call it with the ids whose bookings or settings changed.
 */
export async function refreshNextFreeSlots(
  db: TDatabase,
  professionalIds: readonly number[],
  now: Date,
): Promise<void> {
  for (let offset = 0; offset < professionalIds.length; offset += BATCH_SIZE) {
    const ids = professionalIds.slice(offset, offset + BATCH_SIZE);
    const rows = await db
      .select({ id: professionals.id, availability: professionals.availability })
      .from(professionals)
      .where(inArray(professionals.id, ids));
    if (rows.length === 0) continue;
    const maxHorizon = Math.max(...rows.map((row) => row.availability.horizonDays));
    const busy = await loadBusyIntervals(db, ids, now, horizonEnd(now, maxHorizon));
    const values = rows.map((row) => {
      const settings = ZAvailabilitySettings.safeParse(row.availability);
      const slot = settings.success
        ? nextFreeSlot({ settings: settings.data, busy: busy.get(row.id) ?? [], now })
        : null;
      return sql`(${row.id}::int, ${slot ? slot.start.toISOString() : null}::timestamptz)`;
    });
    await db.execute(sql`
      update ${professionals} as p
      set next_free_slot_at = v.next_free, next_free_slot_computed_at = ${now.toISOString()}::timestamptz
      from (values ${sql.join(values, sql`, `)}) as v(id, next_free)
      where p.id = v.id`);
  }
}

/** Ids whose stored first free slot may be wrong now: never computed, passed, or too old. */
export async function findStaleProfessionalIds(db: TDatabase, now: Date, limit = 5000): Promise<number[]> {
  const nowIso = now.toISOString();
  const result = await db.execute(sql`
    select id from ${professionals}
    where next_free_slot_computed_at is null
       or next_free_slot_computed_at < ${nowIso}::timestamptz - make_interval(hours => ${MAX_AGE_HOURS})
       or next_free_slot_at < ${nowIso}::timestamptz
            + make_interval(mins => coalesce((availability->>'minNoticeMinutes')::int, 0))
    order by id
    limit ${limit}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

export async function refreshStaleNextFreeSlots(db: TDatabase, now: Date): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const ids = await findStaleProfessionalIds(db, now);
    if (ids.length === 0) return refreshed;
    await refreshNextFreeSlots(db, ids, now);
    refreshed += ids.length;
  }
}

/** Keeps the availability filter true as time passes; safe to run in several instances at once. */
export function startNextFreeSlotRefresher(db: TDatabase, clock: TClock, intervalMs = 60_000): TRecurringJob {
  return startRecurringJob(
    'Mise à jour des disponibilités',
    () => refreshStaleNextFreeSlots(db, clock.now()),
    {
      intervalMs,
    },
  );
}

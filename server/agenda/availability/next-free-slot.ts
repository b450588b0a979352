import { eq, inArray, sql } from 'drizzle-orm';
import { ZAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import { nextFreeSlot } from '#domain/agenda/availability/compute-free-slots.ts';
import type { TDatabase } from '#server/db/database.ts';
import { professionalListings, professionals } from '#server/db/schema/index.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import type { TClock } from '#server/platform/config.ts';
import { jobLogger } from '#server/platform/operations/logger.ts';
import { horizonEnd, loadBusyIntervals } from './busy-intervals';

/** Small batches, the event loop given back between them: requests are served while a day's slots pass. */
const BATCH_SIZE = 250;
/** The horizon moves every day and slots pass: a computed value is trusted this long at most. */
const MAX_AGE_HOURS = 6;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Recomputes professionals' first free slot, the availability filter's data, in their narrow search
 * listing (never the wide professionals row). Call it with the ids whose bookings or settings changed;
 * professionals who are not listed (not public) have nothing to refresh.
 */
export async function refreshNextFreeSlots(
  db: TDatabase,
  professionalIds: readonly number[],
  now: Date,
): Promise<void> {
  for (let offset = 0; offset < professionalIds.length; offset += BATCH_SIZE) {
    if (offset > 0) await yieldToRequests();
    const ids = professionalIds.slice(offset, offset + BATCH_SIZE);
    const rows = await db
      .select({ id: professionals.id, availability: professionals.availability })
      .from(professionals)
      .innerJoin(professionalListings, eq(professionalListings.professionalId, professionals.id))
      .where(inArray(professionals.id, ids));
    if (rows.length === 0) continue;
    const maxHorizon = Math.max(...rows.map((row) => row.availability.horizonDays));
    const busy = await loadBusyIntervals(
      db,
      rows.map((row) => row.id),
      now,
      horizonEnd(now, maxHorizon),
    );
    const values = rows.map((row) => {
      const settings = ZAvailabilitySettings.safeParse(row.availability);
      const slot = settings.success
        ? nextFreeSlot({ settings: settings.data, busy: busy.get(row.id) ?? [], now })
        : null;
      return sql`(${row.id}::int, ${slot ? slot.start.toISOString() : null}::timestamptz)`;
    });
    await db.execute(sql`
      update ${professionalListings} as l
      set next_free_slot_at = v.next_free, next_free_slot_computed_at = ${now.toISOString()}::timestamptz
      from (values ${sql.join(values, sql`, `)}) as v(id, next_free)
      where l.professional_id = v.id`);
  }
}

/** Listed professionals whose stored first free slot may be wrong now: never computed, passed, or too old. */
export async function findStaleProfessionalIds(db: TDatabase, now: Date, limit = 5000): Promise<number[]> {
  const nowIso = now.toISOString();
  const result = await db.execute(sql`
    select professional_id as id from ${professionalListings}
    where next_free_slot_computed_at is null
       or next_free_slot_computed_at < ${nowIso}::timestamptz - make_interval(hours => ${MAX_AGE_HOURS})
       or next_free_slot_at < ${nowIso}::timestamptz + make_interval(mins => min_notice_minutes)
    order by professional_id
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
    await yieldToRequests();
  }
}

/**
 * Search reads the listings from their index alone, but only on pages marked all-visible: each update
 * of a first free slot unmarks its page until a VACUUM. Not left to autovacuum, which may be off (and
 * is absent on PGlite); cheap, since only the unmarked pages are read. Another instance's VACUUM
 * running at the same time is not waited for.
 */
export async function markListingsAllVisible(db: TDatabase): Promise<void> {
  await db.execute(sql`vacuum (skip_locked) professional_listings`);
}

/**
 * Keeps the availability filter true as time passes; safe to run in several instances at once. The
 * first run starts at once but in the background: the server listens before it ends.
 */
export function startNextFreeSlotRefresher(db: TDatabase, clock: TClock, intervalMs = 60_000): TRecurringJob {
  return startRecurringJob(
    'next-free-slot-refresh',
    async () => {
      const refreshed = await refreshStaleNextFreeSlots(db, clock.now());
      if (refreshed > 1000)
        jobLogger('next-free-slot-refresh').info(
          { refreshed },
          `Disponibilités recalculées pour ${refreshed} professionnels.`,
        );
      if (refreshed > 0) await markListingsAllVisible(db);
    },
    { intervalMs, firstRunAfterMs: 0, db },
  );
}

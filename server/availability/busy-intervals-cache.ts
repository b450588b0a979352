import {
  MAX_BOOKING_HORIZON_DAYS,
  type TBusyInterval,
} from '../../domain/availability/availability-settings';
import type { TDatabase } from '../db/database';
import { horizonEnd, loadBusyIntervals } from './busy-intervals';

/**
 * ADR 0044: each professional's busy intervals, expanded once over the longest booking horizon and kept until
 * they change, for the public views (profile, search cards). A professional with 50 never-ending series costs
 * thousands of occurrences to expand; a hundred anonymous views of their profile must not expand them a hundred
 * times. Booking and the waiting list keep reading the database: they decide, this only shows.
 *
 * Kept until `forgetBusyIntervals` (every change goes through professionalsChanged, and other instances hear it
 * by LISTEN/NOTIFY: server/cache-invalidation/) and at most MAX_AGE_MS, in case an announcement was lost.
 * The promise is cached as soon as the computation starts: concurrent views wait for one computation, and a
 * change forgets it at once, so nobody who asks after the change gets what was read before it.
 */
const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 5000;

type TEntry = { from: number; until: number; computedAt: number; intervals: Promise<TBusyInterval[]> };

const entriesByDatabase = new WeakMap<TDatabase, Map<number, TEntry>>();

function entriesOf(db: TDatabase): Map<number, TEntry> {
  let entries = entriesByDatabase.get(db);
  if (!entries) {
    entries = new Map();
    entriesByDatabase.set(db, entries);
  }
  return entries;
}

/** What `loadBusyIntervals` answers for [from, until), from the cache when it covers that window. */
export async function loadCachedBusyIntervals(
  db: TDatabase,
  professionalIds: readonly number[],
  from: Date,
  until: Date,
): Promise<Map<number, TBusyInterval[]>> {
  const entries = entriesOf(db);
  const now = from.getTime();
  const found = new Map<number, Promise<TBusyInterval[]>>();
  const missing: number[] = [];
  for (const id of professionalIds) {
    const entry = entries.get(id);
    if (entry && entry.from <= now && entry.until >= until.getTime() && now - entry.computedAt < MAX_AGE_MS)
      found.set(id, entry.intervals);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const windowEnd = new Date(
      Math.max(until.getTime(), horizonEnd(from, MAX_BOOKING_HORIZON_DAYS).getTime()),
    );
    const batch = loadBusyIntervals(db, missing, from, windowEnd);
    for (const id of missing) {
      const intervals = batch.then((busy) => busy.get(id) ?? []);
      const entry = { from: now, until: windowEnd.getTime(), computedAt: now, intervals };
      entries.delete(id);
      entries.set(id, entry);
      // A failure is not kept: the next view asks again.
      intervals.catch(() => {
        if (entries.get(id) === entry) entries.delete(id);
      });
      found.set(id, intervals);
    }
    // The oldest entries go first (a Map keeps insertion order).
    for (const id of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(id);
    }
  }
  const busy = new Map<number, TBusyInterval[]>();
  for (const id of professionalIds) {
    const intervals = (await found.get(id)) ?? [];
    busy.set(
      id,
      intervals.filter((interval) => interval.start < until && interval.end > from),
    );
  }
  return busy;
}

/** After a change of these professionals' appointments, events, imported calendars or settings. */
export function forgetBusyIntervals(db: TDatabase, ids: readonly number[]): void {
  const entries = entriesOf(db);
  for (const id of ids) entries.delete(id);
}

/** When announcements may have been missed (listening again after a loss) or a change concerns everyone. */
export function forgetAllBusyIntervals(db: TDatabase): void {
  entriesOf(db).clear();
}

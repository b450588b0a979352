import {
  MAX_BOOKING_HORIZON_DAYS,
  type TAvailabilitySettings,
  type TBusyInterval,
  type TFreeSlot,
} from '#domain/agenda/availability/availability-settings.ts';
import { computeFreeSlots, formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import type { TDatabase } from '#server/db/database.ts';
import { horizonEnd, loadBusyIntervals } from './busy-intervals';

/**
 * ADR 0044: each professional's busy intervals, expanded once over the longest booking horizon and kept until
 * they change, for the public views (profile, search cards). A professional with 50 never-ending series costs
 * thousands of occurrences to expand; a hundred anonymous views of their profile must not expand them a hundred
 * times. Booking and the waiting list keep reading the database: they decide, this only shows.
 *
 * Kept until `forgetBusyIntervals` (every change goes through professionalsChanged, and other instances hear it
 * by LISTEN/NOTIFY: server/platform/cache-invalidation/) and at most MAX_AGE_MS, in case an announcement was lost.
 * The promise is cached as soon as the computation starts: concurrent views wait for one computation, and a
 * change forgets it at once, so nobody who asks after the change gets what was read before it.
 */
const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 5000;

type TEntry = { from: number; until: number; computedAt: number; intervals: Promise<TBusyInterval[]> };

const entriesByDatabase = new WeakMap<TDatabase, Map<number, TEntry>>();

/** A profile's free slots, as computed on a Paris day with these settings (see cachedFreeSlots). */
type TSlotsEntry = { day: string; settings: string; computedAt: number; slots: Promise<TFreeSlot[]> };
const slotsByDatabase = new WeakMap<TDatabase, Map<number, TSlotsEntry>>();

function slotsOf(db: TDatabase): Map<number, TSlotsEntry> {
  let entries = slotsByDatabase.get(db);
  if (!entries) {
    entries = new Map();
    slotsByDatabase.set(db, entries);
  }
  return entries;
}

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

/**
 * A public profile's free slots over the whole horizon. Within one Paris day and with the same settings, the
 * slots at a later instant are those computed earlier that still start after the minimum notice (the engine's
 * window starts at now + notice and ends with the horizon's last day), so they are computed once per change
 * (or per day, or MAX_AGE_MS) and filtered on each view.
 */
export async function cachedFreeSlots(
  db: TDatabase,
  professionalId: number,
  settings: TAvailabilitySettings,
  now: Date,
  until: Date,
): Promise<TFreeSlot[]> {
  const entries = slotsOf(db);
  const day = formatParisDate(now);
  const key = JSON.stringify(settings);
  const nowMs = now.getTime();
  const entry = entries.get(professionalId);
  let slots: Promise<TFreeSlot[]>;
  if (
    entry &&
    entry.day === day &&
    entry.settings === key &&
    entry.computedAt <= nowMs &&
    nowMs - entry.computedAt < MAX_AGE_MS
  ) {
    slots = entry.slots;
  } else {
    // Cached before it is computed: views that arrive meanwhile wait for this one computation.
    slots = loadCachedBusyIntervals(db, [professionalId], now, until).then((busy) =>
      computeFreeSlots({ settings, busy: busy.get(professionalId) ?? [], now }),
    );
    const created: TSlotsEntry = { day, settings: key, computedAt: nowMs, slots };
    entries.delete(professionalId);
    entries.set(professionalId, created);
    slots.catch(() => {
      if (entries.get(professionalId) === created) entries.delete(professionalId);
    });
    for (const id of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(id);
    }
  }
  const earliest = nowMs + Math.max(0, settings.minNoticeMinutes) * 60_000;
  return (await slots).filter((slot) => slot.start.getTime() >= earliest);
}

/** After a change of these professionals' appointments, events, imported calendars or settings. */
export function forgetBusyIntervals(db: TDatabase, ids: readonly number[]): void {
  const entries = entriesOf(db);
  const slots = slotsOf(db);
  for (const id of ids) {
    entries.delete(id);
    slots.delete(id);
  }
}

/** When announcements may have been missed (listening again after a loss) or a change concerns everyone. */
export function forgetAllBusyIntervals(db: TDatabase): void {
  entriesOf(db).clear();
  slotsOf(db).clear();
}

import {
  MAX_BOOKING_HORIZON_DAYS,
  type TAvailabilitySettings,
  type TBusyInterval,
  type TFreeSlot,
} from '#domain/agenda/availability/availability-settings.ts';
import { computeFreeSlots, formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { type TSlotDay, toSlotDays, visibleDays } from '#domain/agenda/availability/slot-days.ts';
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

/**
 * ADR 0076: the free slots of a professional's next days as search cards show them, computed once per
 * change, Paris day and settings, and kept compact (a number and a shared modes list per slot:
 * the 10,000 kept cost some 15 MB). Forgotten with the busy intervals they were computed from.
 */
type TSlotDaysEntry = {
  day: string;
  settings: string;
  noticeMs: number;
  computedAt: number;
  until: number;
  days: Promise<TSlotDay[]>;
};
const MAX_SLOT_DAYS_ENTRIES = 10_000;
const slotDaysByDatabase = new WeakMap<TDatabase, Map<number, TSlotDaysEntry>>();
function slotDaysOf(db: TDatabase): Map<number, TSlotDaysEntry> {
  let entries = slotDaysByDatabase.get(db);
  if (!entries) {
    entries = new Map();
    slotDaysByDatabase.set(db, entries);
  }
  return entries;
}

/** What one professional's search card needs: their settings (null: no online booking, no slots). */
export type TSlotDaysRequest = {
  professionalId: number;
  /** The settings as stored, the cache's key: the same text always gives the same settings. */
  settingsKey: string;
  /** Parsed only when the slots must be computed. */
  settings: () => TAvailabilitySettings | null;
};

/**
 * The free slots of `[now, until)` by Paris day, per professional: exactly what `computeFreeSlots` with that
 * `until` and today's busy intervals gives, grouped by `formatParisDate`. Computed over a window that
 * reaches past `until` for any later instant of the same Paris day (a Paris day lasts at most 25 h), so
 * that a later view only drops the slots now within the minimum notice and keeps those before its own `until`.
 */
export async function cachedSlotDays(
  db: TDatabase,
  requests: readonly TSlotDaysRequest[],
  now: Date,
  until: Date,
): Promise<Map<number, TSlotDay[]>> {
  const entries = slotDaysOf(db);
  const day = formatParisDate(now);
  const nowMs = now.getTime();
  const untilMs = until.getTime();
  const found = new Map<number, { noticeMs: number; days: Promise<TSlotDay[]> }>();
  const missing: { id: number; settingsKey: string; settings: TAvailabilitySettings }[] = [];
  for (const request of requests) {
    const entry = entries.get(request.professionalId);
    if (
      entry &&
      entry.day === day &&
      entry.settings === request.settingsKey &&
      entry.computedAt <= nowMs &&
      nowMs - entry.computedAt < MAX_AGE_MS &&
      entry.until >= untilMs
    ) {
      found.set(request.professionalId, entry);
      continue;
    }
    const settings = request.settings();
    if (settings) missing.push({ id: request.professionalId, settingsKey: request.settingsKey, settings });
    else found.set(request.professionalId, { noticeMs: 0, days: Promise.resolve([]) });
  }
  if (missing.length > 0) {
    // Reaches `until` from any later instant of this Paris day.
    const reach = new Date(untilMs + 2 * 86_400_000);
    const busy = loadCachedBusyIntervals(
      db,
      missing.map((item) => item.id),
      now,
      reach,
    );
    for (const { id, settingsKey, settings } of missing) {
      const days = busy.then((intervals) =>
        toSlotDays(computeFreeSlots({ settings, busy: intervals.get(id) ?? [], now, until: reach })),
      );
      const created: TSlotDaysEntry = {
        day,
        settings: settingsKey,
        noticeMs: Math.max(0, settings.minNoticeMinutes) * 60_000,
        computedAt: nowMs,
        until: reach.getTime(),
        days,
      };
      entries.delete(id);
      entries.set(id, created);
      // A failure is not kept: the next view computes again.
      days.catch(() => {
        if (entries.get(id) === created) entries.delete(id);
      });
      found.set(id, created);
    }
    for (const id of entries.keys()) {
      if (entries.size <= MAX_SLOT_DAYS_ENTRIES) break;
      entries.delete(id);
    }
  }
  const result = new Map<number, TSlotDay[]>();
  for (const request of requests) {
    const entry = found.get(request.professionalId);
    if (!entry) continue;
    result.set(request.professionalId, visibleDays(await entry.days, nowMs + entry.noticeMs, untilMs));
  }
  return result;
}

/** After a change of these professionals' appointments, events, imported calendars or settings. */
export function forgetBusyIntervals(db: TDatabase, ids: readonly number[]): void {
  const entries = entriesOf(db);
  const slots = slotsOf(db);
  const slotDays = slotDaysOf(db);
  for (const id of ids) {
    entries.delete(id);
    slots.delete(id);
    slotDays.delete(id);
  }
}

/** When announcements may have been missed (listening again after a loss) or a change concerns everyone. */
export function forgetAllBusyIntervals(db: TDatabase): void {
  entriesOf(db).clear();
  slotsOf(db).clear();
  slotDaysOf(db).clear();
}

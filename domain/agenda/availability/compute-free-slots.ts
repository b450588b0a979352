import { tzOffset } from '@date-fns/tz';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import {
  CONSULTATION_MODE_VALUES,
  type TConsultationMode,
} from '#domain/kernel/vocabulary/search-options.ts';
import type { TAvailabilitySettings, TBusyInterval, TFreeSlot } from './availability-settings';

/**
 * Pure availability engine (PRODUCT.md §4): opening hours − busy intervals, in Europe/Paris civil time.
 *
 * No I/O and no clock: the caller passes `now`. The process time zone is never used: civil times are
 * converted with the UTC offset of the requested zone (`tzOffset` from @date-fns/tz), so the result is the
 * same whatever `TZ` the server runs with.
 *
 * How civil times become instants: for each civil day we look at the zone's offset just before and just after
 * the span of instants the day's civil times can map to. When both are equal (every day but the DST days) every
 * civil time of the day is `civil − offset`. Otherwise each civil time is tried with both offsets and kept
 * only if the zone really has that offset at the resulting instant (Temporal's algorithm): no valid
 * candidate = the time falls in the spring-forward gap (no slot); two = the autumn fall-back repeats it
 * (one slot, at the first occurrence).
 */

export type TComputeFreeSlotsInput = {
  settings: TAvailabilitySettings;
  /** Appointments, blocking events, imported busy times: half-open [start, end), any order, may overlap. */
  busy: readonly TBusyInterval[];
  /** The current instant (the engine never reads the clock). */
  now: Date;
  /** Optional lower bound: no slot starts before it (the minimum notice still applies). */
  from?: Date;
  /** Optional upper bound: every slot starts strictly before it (the booking horizon still applies). */
  until?: Date;
  /** IANA zone of the opening hours; Europe/Paris unless told. */
  timeZone?: string;
};

export type TParisDaySlots = { date: string; slots: TFreeSlot[] };

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Offsets of real zones lie within UTC−12 … UTC+14. */
const MAX_EAST_HOURS = 14;
const MAX_WEST_HOURS = 12;

/** modes[mask] for every combination of CONSULTATION_MODE_VALUES, in that order. */
const MODES_BY_MASK: readonly (readonly TConsultationMode[])[] = Array.from(
  { length: 1 << CONSULTATION_MODE_VALUES.length },
  (_, mask) => CONSULTATION_MODE_VALUES.filter((_mode, index) => (mask & (1 << index)) !== 0),
);

// ---------------------------------------------------------------------------------------------------------
// Time-zone offsets

/**
 * Offsets (minutes east of UTC) at the probe instants `hourIndex × 1 h` (whole UTC hours), per zone. The
 * probes are the same few dozen instants for every professional of every request, so this memo turns the
 * Intl calls of a computation into map look-ups. A deterministic memo: the engine stays pure. Bounded.
 */
const probeOffsetMemo = new Map<string, Map<number, number>>();
const PROBE_MEMO_MAX_ENTRIES = 20_000;
const PROBE_MEMO_MAX_ZONES = 64;

function offsetMinutesAt(timeZone: string, epochMs: number): number {
  const offset = tzOffset(timeZone, new Date(epochMs));
  if (Number.isNaN(offset)) throw new RangeError(`Fuseau horaire inconnu : ${timeZone}`);
  return offset;
}

function probeOffset(timeZone: string, hourIndex: number): number {
  const memo = probeOffsetMemo.get(timeZone);
  const known = memo?.get(hourIndex);
  if (known !== undefined) return known;
  // Throws for an unknown zone before anything is remembered about it.
  const offset = offsetMinutesAt(timeZone, hourIndex * HOUR_MS);
  if (memo === undefined) {
    if (probeOffsetMemo.size >= PROBE_MEMO_MAX_ZONES) probeOffsetMemo.clear();
    probeOffsetMemo.set(timeZone, new Map([[hourIndex, offset]]));
  } else {
    if (memo.size >= PROBE_MEMO_MAX_ENTRIES) memo.clear();
    memo.set(hourIndex, offset);
  }
  return offset;
}

/**
 * Offset in force at an instant. When the memoised probes at the whole UTC hours around it agree, no change
 * happens in between (zones never change their offset twice within an hour), so no Intl call is needed.
 */
function offsetAtInstant(timeZone: string, epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  const before = probeOffset(timeZone, hour);
  if (before === probeOffset(timeZone, hour + 1)) return before;
  return offsetMinutesAt(timeZone, epochMs);
}

/** Civil day number (days since 1970-01-01 in the zone's calendar) of an instant. */
function civilDayIndex(timeZone: string, epochMs: number): number {
  return Math.floor((epochMs + offsetAtInstant(timeZone, epochMs) * MINUTE_MS) / DAY_MS);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a civil day number; 1970-01-01 was a Thursday. */
function isoWeekdayOfDayIndex(dayIndex: number): number {
  return ((((dayIndex + 3) % 7) + 7) % 7) + 1;
}

// ---------------------------------------------------------------------------------------------------------
// Settings → per-weekday list of (civil minute, mode mask)

type TDayPlan = { minutes: number[]; masks: number[] };

function parseClockMinutes(value: string): number {
  // 'HH:MM', already validated by ZAvailabilitySettings; anything else gives NaN and is skipped.
  if (value.length !== 5 || value.charCodeAt(2) !== 58) return Number.NaN;
  const hours = (value.charCodeAt(0) - 48) * 10 + (value.charCodeAt(1) - 48);
  const minutes = (value.charCodeAt(3) - 48) * 10 + (value.charCodeAt(4) - 48);
  if (!(hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59)) return Number.NaN;
  return hours * 60 + minutes;
}

const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
/** Scratch mode mask per civil minute of a day; always left zeroed between uses. */
const scratchMaskByMinute = new Uint8Array(24 * 60);

/** Index 1..7 = ISO weekday; index 0 unused. Null when that weekday has no opening at all. */
function compileWeek(settings: TAvailabilitySettings): (TDayPlan | null)[] {
  const slotMinutes = settings.slotMinutes;
  const week: (TDayPlan | null)[] = [null, null, null, null, null, null, null, null];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const key = WEEKDAY_KEYS[weekday - 1] as (typeof WEEKDAY_KEYS)[number];
    const minutes: number[] = [];
    let sorted = true;
    for (let modeIndex = 0; modeIndex < CONSULTATION_MODE_VALUES.length; modeIndex++) {
      const mode = CONSULTATION_MODE_VALUES[modeIndex] as TConsultationMode;
      const ranges = settings.weeklyHours[mode]?.[key];
      if (ranges === undefined) continue;
      const bit = 1 << modeIndex;
      for (const range of ranges) {
        const start = parseClockMinutes(range.start);
        const end = parseClockMinutes(range.end);
        if (Number.isNaN(start) || Number.isNaN(end)) continue;
        for (let minute = start; minute + slotMinutes <= end; minute += slotMinutes) {
          if (scratchMaskByMinute[minute] === 0) {
            if (minutes.length > 0 && minute < (minutes[minutes.length - 1] as number)) sorted = false;
            minutes.push(minute);
          }
          scratchMaskByMinute[minute] = (scratchMaskByMinute[minute] as number) | bit;
        }
      }
    }
    if (minutes.length === 0) continue;
    if (!sorted) minutes.sort((a, b) => a - b);
    const masks = new Array<number>(minutes.length);
    for (let i = 0; i < minutes.length; i++) {
      const minute = minutes[i] as number;
      masks[i] = scratchMaskByMinute[minute] as number;
      scratchMaskByMinute[minute] = 0;
    }
    week[weekday] = { minutes, masks };
  }
  return week;
}

// ---------------------------------------------------------------------------------------------------------
// Busy intervals → sorted, disjoint [start, end) in epoch ms

function normaliseBusy(busy: readonly TBusyInterval[]): { starts: number[]; ends: number[] } {
  const intervals: [number, number][] = [];
  for (const interval of busy) {
    const start = interval.start.getTime();
    const end = interval.end.getTime();
    // Empty, reversed or invalid intervals block nothing.
    if (start < end) intervals.push([start, end]);
  }
  intervals.sort((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const [start, end] of intervals) {
    const last = ends.length - 1;
    // Merge overlapping intervals; touching ones ([a, b) and [b, c)) could stay apart but merging is harmless.
    if (last >= 0 && start <= (ends[last] as number)) {
      if (end > (ends[last] as number)) ends[last] = end;
    } else {
      starts.push(start);
      ends.push(end);
    }
  }
  return { starts, ends };
}

// ---------------------------------------------------------------------------------------------------------
// The booking window: the notice and the horizon

type TWindow = { earliestStartMs: number; todayIndex: number; lastDayIndex: number };

/** No slot starts before now + notice, nor after the civil day today + horizonDays − 1. */
function windowOf(settings: TAvailabilitySettings, nowMs: number, timeZone: string): TWindow {
  const todayIndex = civilDayIndex(timeZone, nowMs);
  return {
    earliestStartMs: nowMs + Math.max(0, settings.minNoticeMinutes) * MINUTE_MS,
    todayIndex,
    lastDayIndex: todayIndex + Math.floor(settings.horizonDays) - 1,
  };
}

/**
 * The two rules of the booking window as the engine applies them, for whoever must say why a time is not
 * offered (explain-slot-availability.ts): the earliest start, and the last civil day ('YYYY-MM-DD').
 */
export function bookingWindow(
  settings: TAvailabilitySettings,
  now: Date,
  timeZone: string = PARIS_TIME_ZONE,
): { earliestStart: Date; lastDay: string } {
  const window = windowOf(settings, now.getTime(), timeZone);
  return {
    earliestStart: new Date(window.earliestStartMs),
    lastDay: new Date(window.lastDayIndex * DAY_MS).toISOString().slice(0, 10),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The sweep

/**
 * Calls `visit` for every free slot in increasing start order; stops as soon as `visit` returns false.
 */
function scanFreeSlots(input: TComputeFreeSlotsInput, visit: (slot: TFreeSlot) => boolean): void {
  const { settings, now } = input;
  const timeZone = input.timeZone ?? PARIS_TIME_ZONE;
  const slotMinutes = settings.slotMinutes;
  if (!Number.isInteger(slotMinutes) || slotMinutes <= 0) {
    throw new RangeError(`Durée de créneau invalide : ${slotMinutes}`);
  }
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('Date « now » invalide');
  if (settings.horizonDays < 1) return;

  const window = windowOf(settings, nowMs, timeZone);
  let windowStart = window.earliestStartMs;
  if (input.from !== undefined && input.from.getTime() > windowStart) windowStart = input.from.getTime();
  const untilMs = input.until?.getTime() ?? Number.POSITIVE_INFINITY;
  if (!(windowStart < untilMs)) return;

  const today = window.todayIndex;
  let lastDay = window.lastDayIndex;
  if (untilMs !== Number.POSITIVE_INFINITY) lastDay = Math.min(lastDay, civilDayIndex(timeZone, untilMs - 1));
  const firstDay = windowStart > nowMs ? Math.max(today, civilDayIndex(timeZone, windowStart)) : today;
  if (firstDay > lastDay) return;

  const week = compileWeek(settings);
  const { starts: busyStarts, ends: busyEnds } = normaliseBusy(input.busy);
  const busyCount = busyStarts.length;
  let busyIndex = 0;
  const slotMs = slotMinutes * MINUTE_MS;

  for (let day = firstDay; day <= lastDay; day++) {
    const plan = week[isoWeekdayOfDayIndex(day)];
    if (plan === null || plan === undefined) continue;
    const civilMidnight = day * DAY_MS;
    // Every civil time of the day happens within (midnight − 14 h, next midnight + 12 h) in UTC terms.
    const offsetBefore = probeOffset(timeZone, day * 24 - MAX_EAST_HOURS);
    const offsetAfter = probeOffset(timeZone, day * 24 + 24 + MAX_WEST_HOURS);
    const steady = offsetBefore === offsetAfter;
    const { minutes, masks } = plan;

    for (let i = 0; i < minutes.length; i++) {
      const civil = civilMidnight + (minutes[i] as number) * MINUTE_MS;
      let start: number;
      if (steady) {
        start = civil - offsetBefore * MINUTE_MS;
      } else {
        // DST day: keep the candidates whose offset is really in force at that instant.
        const early = civil - offsetBefore * MINUTE_MS;
        const late = civil - offsetAfter * MINUTE_MS;
        const earlyValid = offsetAtInstant(timeZone, early) === offsetBefore;
        const lateValid = offsetAtInstant(timeZone, late) === offsetAfter;
        if (earlyValid && lateValid) start = Math.min(early, late);
        else if (earlyValid) start = early;
        else if (lateValid) start = late;
        else continue; // the civil time does not exist (spring-forward gap)
      }
      if (start < windowStart) continue;
      if (start >= untilMs) return;
      const end = start + slotMs;
      // Slot starts only increase, so the busy cursor only moves forward.
      while (busyIndex < busyCount && (busyEnds[busyIndex] as number) <= start) busyIndex++;
      if (busyIndex < busyCount && (busyStarts[busyIndex] as number) < end) continue;
      const modes = (MODES_BY_MASK[masks[i] as number] as readonly TConsultationMode[]).slice();
      if (!visit({ start: new Date(start), end: new Date(end), modes })) return;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Public API

/**
 * Free slots of one professional, sorted by start: one entry per distinct start instant, with the modes
 * offered at that time (CONSULTATION_MODE_VALUES order).
 *
 * Window: starts ≥ max(now + minNoticeMinutes, from), on Paris civil days today … today + horizonDays − 1,
 * and < until when given. Slots overlapping a busy interval (half-open) are removed.
 */
export function computeFreeSlots(input: TComputeFreeSlotsInput): TFreeSlot[] {
  const slots: TFreeSlot[] = [];
  scanFreeSlots(input, (slot) => {
    slots.push(slot);
    return true;
  });
  return slots;
}

/** The first free slot (same rules as computeFreeSlots), or null; stops at the first one found. */
export function nextFreeSlot(input: TComputeFreeSlotsInput): TFreeSlot | null {
  let first: TFreeSlot | null = null;
  scanFreeSlots(input, (slot) => {
    first = slot;
    return false;
  });
  return first;
}

/** Whether some free slot starts strictly before `deadline`. */
export function hasFreeSlotBefore(input: TComputeFreeSlotsInput, deadline: Date): boolean {
  const until =
    input.until !== undefined && input.until.getTime() < deadline.getTime() ? input.until : deadline;
  return nextFreeSlot({ ...input, until }) !== null;
}

function civilFields(date: Date, timeZone: string): Date {
  const epochMs = date.getTime();
  if (Number.isNaN(epochMs)) throw new RangeError('Date invalide');
  // A Date whose UTC fields are the civil fields in `timeZone`.
  return new Date(epochMs + offsetAtInstant(timeZone, epochMs) * MINUTE_MS);
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** 'YYYY-MM-DD' of the instant in Europe/Paris (or `timeZone`). */
export function formatParisDate(date: Date, timeZone: string = PARIS_TIME_ZONE): string {
  const civil = civilFields(date, timeZone);
  const year = civil.getUTCFullYear();
  return `${String(year).padStart(4, '0')}-${pad2(civil.getUTCMonth() + 1)}-${pad2(civil.getUTCDate())}`;
}

/** 'HH:MM' (24 h) of the instant in Europe/Paris (or `timeZone`). */
export function formatParisTime(date: Date, timeZone: string = PARIS_TIME_ZONE): string {
  const civil = civilFields(date, timeZone);
  return `${pad2(civil.getUTCHours())}:${pad2(civil.getUTCMinutes())}`;
}

/**
 * Groups slots by the Paris calendar day of their start. Days are sorted; inside a day, slots keep their
 * order (computeFreeSlots already returns them sorted).
 */
export function groupSlotsByParisDay(
  slots: readonly TFreeSlot[],
  timeZone: string = PARIS_TIME_ZONE,
): TParisDaySlots[] {
  const byDate = new Map<string, TFreeSlot[]>();
  for (const slot of slots) {
    const date = formatParisDate(slot.start, timeZone);
    const group = byDate.get(date);
    if (group === undefined) byDate.set(date, [slot]);
    else group.push(slot);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, daySlots]) => ({ date, slots: daySlots }));
}

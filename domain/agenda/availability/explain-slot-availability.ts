import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import { CONSULTATION_MODE_VALUES } from '#domain/kernel/vocabulary/search-options.ts';
import {
  findTimeConflicts,
  type TBusyAppointment,
  type TBusyEvent,
  type TInterval,
} from '../planning/find-time-conflicts';
import type { TAvailabilitySettings, TFreeSlot, TOpeningRange } from './availability-settings';
import { bookingWindow, computeFreeSlots, formatParisDate, formatParisTime } from './compute-free-slots';

/**
 * Issue 28 §3, « Pourquoi ce créneau n’est-il pas disponible ? »: what keeps a time from the public slots.
 *
 * It never re-implements the engine's rules: the slot grid comes from computeFreeSlots itself (opening
 * hours, slot length, DST days), the notice and the horizon from its `bookingWindow`, and what blocks from
 * findTimeConflicts, the rules of the professional's overlap check (the same sources as the public busy
 * intervals, ADR 0033). A unit test checks over whole weeks that « disponible » here is exactly a slot
 * computeFreeSlots offers.
 */

/** Where an external calendar comes from, when known (a connected account, or the address of an import). */
export type TExternalCalendarProvider = 'google' | 'microsoft' | 'icloud' | 'caldav';

/** A busy time of an external calendar: never its summary (it may be private), only which calendar. */
export type TExternalBusyTime = TInterval & {
  calendarName: string | null;
  provider: TExternalCalendarProvider | null;
};

export type TExplainSlotInput = {
  settings: TAvailabilitySettings;
  /** Whether the public profile takes bookings at all (public, and online booking accepted). */
  bookable: boolean;
  /** Live appointments, planning events (series with their exceptions) and external busy times. */
  appointments: readonly TBusyAppointment[];
  events: readonly TBusyEvent[];
  external: readonly TExternalBusyTime[];
  /** The time asked about: the slot of the grid that contains it is explained. */
  at: Date;
  now: Date;
};

export const SLOT_REASON_KINDS = [
  'free',
  'bookingClosed',
  'appointment',
  'event',
  'external',
  'past',
  'notice',
  'horizon',
  'hours',
] as const;
export type TSlotReasonKind = (typeof SLOT_REASON_KINDS)[number];

export type TSlotReason = { kind: TSlotReasonKind; text: string; start: Date | null; end: Date | null };

export type TSlotExplanation = {
  free: boolean;
  /** The slot of the grid containing the time asked about; null when none does. */
  slot: TFreeSlot | null;
  /** Most important first; a single `free` reason when the slot is offered. */
  reasons: TSlotReason[];
};

/** The most blocking items listed (a time rarely has more than two or three). */
export const MAX_LISTED_BLOCKERS = 20;

export const FREE_SLOT_TEXT = 'Ce créneau est disponible à la réservation.';
const BOOKING_CLOSED_TEXT = 'Votre profil ne prend pas de rendez-vous en ligne.';
const PAST_TEXT = 'Ce créneau est déjà passé.';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

const PROVIDER_LABELS: Record<TExternalCalendarProvider, string> = {
  google: 'Google',
  microsoft: 'Outlook',
  icloud: 'iCloud',
  caldav: 'CalDAV',
};

const SHORT_DATE = frenchDateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  timeZone: PARIS_TIME_ZONE,
});

/** Which service an imported calendar's address belongs to, when it is a well-known one. */
export function calendarProviderOfUrl(url: string | null): TExternalCalendarProvider | null {
  if (url === null) return null;
  let host: string;
  try {
    host = new URL(url.replace(/^webcals?:/i, 'https:')).hostname.toLowerCase();
  } catch {
    return null;
  }
  const within = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (within('google.com') || within('googleusercontent.com')) return 'google';
  if (within('outlook.com') || within('office365.com') || within('live.com') || within('office.com'))
    return 'microsoft';
  if (within('icloud.com')) return 'icloud';
  return null;
}

/** ISO weekday (1 = lundi) of a 'YYYY-MM-DD' civil date. */
function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

/** The day's opening ranges, every mode together, overlapping ones merged, in order. */
function openingRangesOf(settings: TAvailabilitySettings, weekday: number): TOpeningRange[] {
  const key = String(weekday) as '1' | '2' | '3' | '4' | '5' | '6' | '7';
  const ranges = CONSULTATION_MODE_VALUES.flatMap((mode) => settings.weeklyHours[mode]?.[key] ?? []).sort(
    (a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0),
  );
  const merged: TOpeningRange[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) {
      if (range.end > last.end) merged[merged.length - 1] = { start: last.start, end: range.end };
    } else merged.push({ ...range });
  }
  return merged;
}

function rangesText(ranges: readonly TOpeningRange[]): string {
  return ranges.map((range) => `${range.start} – ${range.end}`).join(', ');
}

/** « de 10:00 à 10:30 », or with the days when the item is not within the day asked about. */
function timeRangeText(start: Date, end: Date, day: string): string {
  if (formatParisDate(start) === day && formatParisDate(new Date(end.getTime() - 1)) === day)
    return `de ${formatParisTime(start)} à ${formatParisTime(end)}`;
  return `du ${SHORT_DATE.format(start)} ${formatParisTime(start)} au ${SHORT_DATE.format(end)} ${formatParisTime(end)}`;
}

/** « 24 heures », « 2 jours », « 1 h 30 » (no-break spaces). */
export function noticeText(minutes: number): string {
  if (minutes > 1440 && minutes % 1440 === 0) return `${minutes / 1440}\u00a0jours`;
  if (minutes % 60 === 0) return minutes === 60 ? '1\u00a0heure' : `${minutes / 60}\u00a0heures`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest}\u00a0minutes` : `${hours}\u00a0h ${String(rest).padStart(2, '0')}`;
}

/**
 * The slots of the grid (opening hours cut in slots, as the engine cuts them, whatever the notice, the
 * horizon and the busy times) that contain `at`, latest start first.
 */
function gridSlotsContaining(settings: TAvailabilitySettings, at: Date): TFreeSlot[] {
  const slotMs = settings.slotMinutes * MINUTE_MS;
  return computeFreeSlots({
    settings: { ...settings, minNoticeMinutes: 0, horizonDays: 4 },
    busy: [],
    now: new Date(at.getTime() - 2 * DAY_MS),
    from: new Date(at.getTime() - slotMs + 1),
    until: new Date(at.getTime() + 1),
  }).reverse();
}

/** What blocks `interval`, in the order of the planning: appointments, planning events, external calendars. */
function blockersOf(input: TExplainSlotInput, interval: TInterval, day: string): TSlotReason[] {
  const conflicts = findTimeConflicts([interval], {
    appointments: input.appointments,
    events: input.events,
    imported: [],
  });
  const reasons: TSlotReason[] = [];
  for (const conflict of conflicts) {
    const when = timeRangeText(conflict.start, conflict.end, day);
    if (conflict.kind === 'appointment') {
      const text =
        conflict.status === 'confirmed'
          ? `Rendez-vous avec ${conflict.title} ${when}`
          : `Rendez-vous en attente avec ${conflict.title} ${when}`;
      reasons.push({ kind: 'appointment', text, start: conflict.start, end: conflict.end });
    } else if (conflict.kind === 'event') {
      const what = conflict.type === 'conge' ? 'Absence' : 'Événement';
      reasons.push({
        kind: 'event',
        text: `${what} «\u00a0${conflict.title}\u00a0» de votre planning ${when}`,
        start: conflict.start,
        end: conflict.end,
      });
    }
  }
  const external = input.external
    .filter((busy) => busy.start < interval.end && busy.end > interval.start)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const busy of external) {
    const calendar =
      busy.calendarName === null
        ? 'un agenda externe'
        : `votre agenda externe «\u00a0${busy.calendarName}\u00a0»`;
    const provider = busy.provider === null ? '' : ` (${PROVIDER_LABELS[busy.provider]})`;
    reasons.push({
      kind: 'external',
      text: `Occupé dans ${calendar}${provider} ${timeRangeText(busy.start, busy.end, day)}`,
      start: busy.start,
      end: busy.end,
    });
  }
  // Two identical items (an event copied twice, the same busy time in two imports) say it once.
  const seen = new Set<string>();
  return reasons
    .filter((reason) => {
      if (seen.has(reason.text)) return false;
      seen.add(reason.text);
      return true;
    })
    .slice(0, MAX_LISTED_BLOCKERS);
}

function explainGridSlot(input: TExplainSlotInput, slot: TFreeSlot): TSlotReason[] {
  const { settings, now } = input;
  const day = formatParisDate(slot.start);
  const reasons = blockersOf(input, slot, day);
  const window = bookingWindow(settings, now, PARIS_TIME_ZONE);
  if (slot.start < now) reasons.push({ kind: 'past', text: PAST_TEXT, start: null, end: null });
  else if (slot.start < window.earliestStart) {
    reasons.push({
      kind: 'notice',
      text: `Moins de ${noticeText(settings.minNoticeMinutes)} à l’avance\u00a0: délai de prévenance`,
      start: null,
      end: null,
    });
  }
  if (day > window.lastDay) {
    reasons.push({
      kind: 'horizon',
      text: `Au-delà de votre horizon de réservation (${settings.horizonDays}\u00a0jours)`,
      start: null,
      end: null,
    });
  }
  return reasons;
}

/** Why no slot of the grid contains `at`: a closed day, a time outside the ranges, or what is left of one. */
function hoursReason(settings: TAvailabilitySettings, at: Date): TSlotReason {
  const day = formatParisDate(at);
  const weekday = weekdayOf(day);
  const name = WEEKDAY_NAMES[weekday - 1] as string;
  const ranges = openingRangesOf(settings, weekday);
  const reason = (text: string): TSlotReason => ({ kind: 'hours', text, start: null, end: null });
  if (ranges.length === 0) return reason(`Jour fermé\u00a0: aucune ouverture le ${name}`);
  const time = formatParisTime(at);
  const inRange = ranges.some((range) => range.start <= time && time < range.end);
  if (!inRange) return reason(`Hors de vos horaires d’ouverture (le ${name}\u00a0: ${rangesText(ranges)})`);
  const hourBefore = new Date(at.getTime() - HOUR_MS);
  if (formatParisDate(hourBefore) === day && formatParisTime(hourBefore) === time)
    return reason('Heure répétée au passage à l’heure d’hiver\u00a0: son créneau n’est proposé qu’une fois');
  return reason(
    `Aucun créneau de ${noticeText(settings.slotMinutes)} ne tient à cette heure dans vos horaires d’ouverture (le ${name}\u00a0: ${rangesText(ranges)})`,
  );
}

/**
 * Why the time `at` can or cannot be booked on the public profile: the slot of the grid containing it
 * (the first one offered when modes cut different grids), and every reason it is not offered.
 */
export function explainSlotAvailability(input: TExplainSlotInput): TSlotExplanation {
  const closed: TSlotReason[] = input.bookable
    ? []
    : [{ kind: 'bookingClosed', text: BOOKING_CLOSED_TEXT, start: null, end: null }];
  const candidates = gridSlotsContaining(input.settings, input.at);
  if (candidates.length === 0) {
    const day = formatParisDate(input.at);
    const blockers = blockersOf(input, { start: input.at, end: new Date(input.at.getTime() + 1) }, day);
    return {
      free: false,
      slot: null,
      reasons: [...closed, ...blockers, hoursReason(input.settings, input.at)],
    };
  }
  const explained = candidates.map((slot) => ({ slot, reasons: explainGridSlot(input, slot) }));
  const chosen =
    explained.find((candidate) => candidate.reasons.length === 0) ??
    (explained[0] as (typeof explained)[number]);
  const reasons = [...closed, ...chosen.reasons];
  if (reasons.length === 0)
    return {
      free: true,
      slot: chosen.slot,
      reasons: [{ kind: 'free', text: FREE_SLOT_TEXT, start: null, end: null }],
    };
  return { free: false, slot: chosen.slot, reasons };
}

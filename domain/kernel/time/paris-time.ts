import { TZDate } from '@date-fns/tz';
import { formatParisDate, formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { frenchDateFormat } from '../text/french-date-format';
import { PARIS_TIME_ZONE } from './paris-time-zone';

const DAY_MS = 86_400_000;

/** True when 'YYYY-MM-DD' names a day of the calendar (2026-02-30 does not). */
export function isRealCivilDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The instant of a Paris civil date and 'HH:MM' time (a time in the spring gap moves forward). */
export function parisInstant(date: string, time: string): Date {
  const key = `${date}T${time}`;
  let epochMs = instantCache.get(key);
  if (epochMs === undefined) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    epochMs = new TZDate(year, month - 1, day, hours, minutes, PARIS_TIME_ZONE).getTime();
    // Expanding recurring series asks the same few times of the same days again and again (ADR 0044); the
    // time-zone arithmetic is the costly part. Bounded: forgotten wholesale past 100,000 entries.
    if (instantCache.size >= 100_000) instantCache.clear();
    instantCache.set(key, epochMs);
  }
  return new Date(epochMs);
}

const instantCache = new Map<string, number>();

/** 'YYYY-MM-DD' `days` calendar days after `date` (negative goes back). */
export function addCivilDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a civil date: 1 = lundi … 7 = dimanche. */
export function civilWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday of the (Monday–Sunday) week holding `date`. */
export function mondayOf(date: string): string {
  return addCivilDays(date, 1 - civilWeekday(date));
}

/** Half-open instant range [start of `fromDate`, start of the day after `toDate`) in Paris. */
export function parisDaysRange(fromDate: string, toDate: string): { from: Date; until: Date } {
  return { from: parisInstant(fromDate, '00:00'), until: parisInstant(addCivilDays(toDate, 1), '00:00') };
}

export const APPOINTMENT_PERIODS = ['today', 'tomorrow', 'week', 'next-week', 'month', 'all'] as const;
export type TAppointmentPeriod = (typeof APPOINTMENT_PERIODS)[number];

/** The instants a period filter covers, in Paris civil days; null for 'all'. Weeks run Monday–Sunday. */
export function periodRange(period: TAppointmentPeriod, now: Date): { from: Date; until: Date } | null {
  const today = formatParisDate(now);
  switch (period) {
    case 'today':
      return parisDaysRange(today, today);
    case 'tomorrow': {
      const tomorrow = addCivilDays(today, 1);
      return parisDaysRange(tomorrow, tomorrow);
    }
    case 'week': {
      const monday = mondayOf(today);
      return parisDaysRange(monday, addCivilDays(monday, 6));
    }
    case 'next-week': {
      const monday = addCivilDays(mondayOf(today), 7);
      return parisDaysRange(monday, addCivilDays(monday, 6));
    }
    case 'month': {
      const first = `${today.slice(0, 7)}-01`;
      const [year, month] = today.split('-').map(Number) as [number, number];
      const last = `${today.slice(0, 7)}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
      return parisDaysRange(first, last);
    }
    case 'all':
      return null;
  }
}

/** Paris civil date and time of an instant. */
export function parisCivil(instant: Date): { date: string; time: string } {
  return { date: formatParisDate(instant), time: formatParisTime(instant) };
}

/** « 30 min », « 1 h », « 1 h 30 », with no-break spaces (issue 26 §6): the seed's « 30min » is its value, not its text. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}\u00a0min`;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h ${String(rest).padStart(2, '0')}`;
}

const PARIS_LONG_DATE = frenchDateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS_TIME_ZONE,
});

/** « mardi 24 novembre 2026 »: the Paris day of an instant, as e-mails and pages write it. */
export function formatParisLongDate(instant: Date): string {
  return PARIS_LONG_DATE.format(instant);
}

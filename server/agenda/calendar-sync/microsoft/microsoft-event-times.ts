import { TZDate } from '@date-fns/tz';
import { findIana } from 'windows-iana';
import { isRealCivilDate, parisInstant } from '#domain/kernel/time/paris-time.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';

/** Graph's `dateTimeTimeZone`: a wall-clock time and the zone to read it in (a Windows or an IANA name). */
export type TGraphDateTime = { dateTime: string; timeZone?: string | null | undefined };

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,7})?)?$/;

/**
 * The IANA zone for a name Graph may give: 'UTC', a Windows name ('Romance Standard Time') or an IANA name.
 * An unknown name is read as Paris: every professional is in France, and a busy time shifted by a zone we
 * could not name is better than a busy time ignored.
 */
export function graphZone(name: string | null | undefined): string {
  if (!name || name === 'UTC' || name === 'tzone://Microsoft/Utc') return 'UTC';
  const fromWindows = findIana(name)[0];
  if (fromWindows) return fromWindows;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    return PARIS_TIME_ZONE;
  }
}

/** The instant of a Graph date-time, or null when it is not one. */
export function graphInstant(value: TGraphDateTime): Date | null {
  const match = WALL_CLOCK.exec(value.dateTime);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isRealCivilDate(value.dateTime.slice(0, 10)) || hours > 23 || minutes > 59 || seconds > 59)
    return null;
  const instant = new TZDate(year, month - 1, day, hours, minutes, seconds, graphZone(value.timeZone));
  const time = instant.getTime();
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * An all-day event's span: Graph gives the civil days (midnight to midnight, end exclusive) whatever zone it
 * labels them with; they block the professional's days in Paris.
 */
export function allDaySpan(start: TGraphDateTime, end: TGraphDateTime): { start: Date; end: Date } | null {
  const first = start.dateTime.slice(0, 10);
  const after = end.dateTime.slice(0, 10);
  if (!isRealCivilDate(first) || !isRealCivilDate(after)) return null;
  const from = parisInstant(first, '00:00');
  const until = parisInstant(after, '00:00');
  return until > from ? { start: from, end: until } : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The Paris wall-clock time of an instant, as Graph takes it with `timeZone: 'Europe/Paris'`. */
export function parisWallClock(instant: Date): string {
  const date = new TZDate(instant.getTime(), PARIS_TIME_ZONE);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

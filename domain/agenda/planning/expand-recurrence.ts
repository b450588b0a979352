import {
  addCivilDays,
  isRealCivilDate,
  parisCivil,
  parisDaysRange,
  parisInstant,
} from '#domain/kernel/time/paris-time.ts';

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type TRecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** A series repeats every day, week or month (interval 1), until a Paris date (included) or `count` times. */
export type TRecurrenceRule = {
  frequency: TRecurrenceFrequency;
  /** Last Paris civil date an occurrence may start on ('YYYY-MM-DD', included); null: no end date. */
  until: string | null;
  /** How many occurrences the series has in all; null: no limit by number. */
  count: number | null;
};

export type TSeries = { start: Date; end: Date; rule: TRecurrenceRule | null };
export type TOccurrence = { start: Date; end: Date; originalStart: Date };

/**
 * One occurrence changed on its own (iCalendar's RECURRENCE-ID), keyed by the start it would have had:
 * `override` null cancels it (EXDATE), otherwise it carries its own times and fields.
 */
export type TSeriesException<T> = { originalStart: Date; override: (T & { start: Date; end: Date }) | null };
export type TExpandedOccurrence<T> = TOccurrence & { override: (T & { start: Date; end: Date }) | null };

/** The most occurrences a series may count (two years of a daily event). */
export const MAX_SERIES_COUNT = 730;
/** A safety bound on the steps of one expansion, whatever the stored rule. */
const MAX_STEPS = 5000;
const DAY_MS = 86_400_000;

function monthsBetween(fromDate: string, toDate: string): number {
  const [fy, fm] = fromDate.split('-').map(Number) as [number, number];
  const [ty, tm] = toDate.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

/**
 * The Paris date of step `k` of a series starting on `firstDate`, or null when that month has no such day:
 * a monthly series on the 31st skips the months without a 31st (as iCalendar's BYMONTHDAY does), it never
 * moves to the 30th — so « le 31 » always means the 31st, and RRULE exports stay exact.
 */
function stepDate(firstDate: string, frequency: TRecurrenceFrequency, k: number): string | null {
  if (frequency === 'daily') return addCivilDays(firstDate, k);
  if (frequency === 'weekly') return addCivilDays(firstDate, 7 * k);
  const [year, month, day] = firstDate.split('-').map(Number) as [number, number, number];
  const months = month - 1 + k;
  const date = `${year + Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isRealCivilDate(date) ? date : null;
}

/**
 * The occurrences of a series that overlap [from, until), before exceptions. Each one keeps the Paris civil
 * times of the first (10:00–11:00 stays 10:00–11:00 across a clock change).
 */
export function expandOccurrences(series: TSeries, from: Date, until: Date): TOccurrence[] {
  const overlaps = (start: Date, end: Date) => start < until && end > from;
  const rule = series.rule;
  if (!rule)
    return overlaps(series.start, series.end)
      ? [{ start: series.start, end: series.end, originalStart: series.start }]
      : [];
  const first = parisCivil(series.start);
  const last = parisCivil(series.end);
  const dayDelta = Math.round(
    (Date.parse(`${last.date}T00:00:00Z`) - Date.parse(`${first.date}T00:00:00Z`)) / DAY_MS,
  );
  const durationMs = series.end.getTime() - series.start.getTime();
  // Skip the steps that end before the window; a step more or less is settled by the overlap test. A
  // monthly series limited by number walks from its start, since skipped months do not count.
  let k = 0;
  if (rule.frequency !== 'monthly') {
    const stepMs = (rule.frequency === 'daily' ? 1 : 7) * DAY_MS;
    k = Math.max(0, Math.floor((from.getTime() - series.end.getTime()) / stepMs) - 1);
  } else if (rule.count === null) {
    k = Math.max(0, monthsBetween(first.date, parisCivil(from).date) - 2);
  }
  // For daily and weekly series every step is an occurrence, so the step is the occurrence's rank.
  let rank = k;
  const occurrences: TOccurrence[] = [];
  for (let steps = 0; steps < MAX_STEPS; steps++, k++) {
    const date = stepDate(first.date, rule.frequency, k);
    if (date === null) continue;
    if (rule.count !== null && rank >= rule.count) break;
    rank++;
    if (rule.until !== null && date > rule.until) break;
    const start = parisInstant(date, first.time);
    if (start >= until) break;
    let end = parisInstant(addCivilDays(date, dayDelta), last.time);
    // A civil end that falls before its start (clock change inside the event) keeps the real duration.
    if (end <= start) end = new Date(start.getTime() + durationMs);
    if (overlaps(start, end)) occurrences.push({ start, end, originalStart: start });
  }
  return occurrences;
}

/** True when `instant` is the start of one of the series' occurrences (before exceptions). */
export function isOccurrenceStart(series: TSeries, instant: Date): boolean {
  return expandOccurrences(series, instant, new Date(instant.getTime() + 1)).some(
    (occurrence) => occurrence.originalStart.getTime() === instant.getTime(),
  );
}

/** The occurrence of the series that falls on Paris date `date` (a series has at most one a day). */
export function occurrenceOn(series: TSeries, date: string): TOccurrence | null {
  const { from, until } = parisDaysRange(date, date);
  return (
    expandOccurrences(series, from, until).find(
      (occurrence) => parisCivil(occurrence.originalStart).date === date,
    ) ?? null
  );
}

/**
 * The occurrences overlapping [from, until) once the exceptions are applied: a cancelled occurrence is
 * gone, a moved one appears at its new time (even when its original time lies outside the window).
 */
export function expandSeries<T>(
  series: TSeries,
  exceptions: readonly TSeriesException<T>[],
  from: Date,
  until: Date,
): TExpandedOccurrence<T>[] {
  const changed = new Set(exceptions.map((exception) => exception.originalStart.getTime()));
  const result: TExpandedOccurrence<T>[] = expandOccurrences(series, from, until)
    .filter((occurrence) => !changed.has(occurrence.originalStart.getTime()))
    .map((occurrence) => ({ ...occurrence, override: null }));
  for (const exception of exceptions) {
    const override = exception.override;
    if (!override || !(override.start < until && override.end > from)) continue;
    // An exception left behind by a change of the series (it should have gone with it) shows nothing.
    if (!isOccurrenceStart(series, exception.originalStart)) continue;
    result.push({
      start: override.start,
      end: override.end,
      originalStart: exception.originalStart,
      override,
    });
  }
  return result.sort((a, b) => a.start.getTime() - b.start.getTime());
}

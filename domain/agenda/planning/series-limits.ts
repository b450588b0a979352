import { addCivilDays, parisCivil, parisInstant } from '#domain/kernel/time/paris-time.ts';
import { expandOccurrences, type TSeries } from './expand-recurrence';

/**
 * ADR 0044: the most recurring series a professional may have running at once. A practice's recurring
 * commitments (permanences, a weekly team meeting, a daily lunch break, monthly bar committees) rarely pass
 * twenty; fifty leaves room for every real planning while bounding what each public view expands
 * (50 daily series over a 90-day horizon: 4,500 occurrences at most).
 */
export const MAX_ACTIVE_SERIES = 50;

export const SERIES_LIMIT_MESSAGE = `Vous avez déjà ${MAX_ACTIVE_SERIES} événements répétés en cours, le maximum. Donnez une date de fin à une répétition ou supprimez-en une avant d’en créer une nouvelle.`;

const DAY_MS = 86_400_000;

/**
 * When the last occurrence of a series ends (before exceptions), or null when it never ends. A single event
 * ends when it ends.
 */
export function seriesLastEnd(series: TSeries): Date | null {
  const rule = series.rule;
  if (!rule) return series.end;
  if (rule.until === null && rule.count === null) return null;
  const durationMs = series.end.getTime() - series.start.getTime();
  let from = series.start;
  let until: Date;
  if (rule.until !== null) {
    // The last occurrence starts on `until` at the latest, and at most two months before it (a monthly
    // series on the 31st skips a month at most).
    until = new Date(parisInstant(addCivilDays(rule.until, 1), '00:00').getTime() + durationMs);
    const twoMonthsBefore = parisInstant(addCivilDays(rule.until, -62), '00:00');
    if (twoMonthsBefore > from) from = twoMonthsBefore;
  } else {
    const count = rule.count ?? 1;
    if (rule.frequency === 'monthly') {
      // Skipped months do not count: walk from the start (count is at most 730).
      until = new Date(series.start.getTime() + (count * 2 + 2) * 31 * DAY_MS);
    } else {
      const stepDays = rule.frequency === 'daily' ? 1 : 7;
      const lastDate = addCivilDays(parisCivil(series.start).date, stepDays * (count - 1));
      const lastStart = parisInstant(lastDate, parisCivil(series.start).time);
      from = new Date(Math.max(series.start.getTime(), lastStart.getTime() - 2 * DAY_MS));
      until = new Date(lastStart.getTime() + durationMs + 2 * DAY_MS);
    }
  }
  const occurrences = expandOccurrences(series, from, until);
  return occurrences.at(-1)?.end ?? series.end;
}

/** A series is running while one of its occurrences has not ended yet. */
export function isActiveSeries(series: TSeries, now: Date): boolean {
  if (!series.rule) return false;
  const end = seriesLastEnd(series);
  return end === null || end > now;
}

import { addCivilDays, parisCivil, parisInstant } from './paris-time';

export type TRecurringSpan = { start: Date; end: Date; recurring: boolean };
export type TOccurrence = { start: Date; end: Date };

const WEEK_MS = 7 * 86_400_000;
/** A safety bound: no window needs more weekly repetitions than this. */
const MAX_OCCURRENCES = 600;

/**
 * The occurrences of an event that overlap [from, until). A recurring event repeats every week at the
 * same Paris civil times (10:00–11:00 stays 10:00–11:00 across a clock change), from its first date on.
 */
export function expandOccurrences(event: TRecurringSpan, from: Date, until: Date): TOccurrence[] {
  const overlaps = (start: Date, end: Date) => start < until && end > from;
  if (!event.recurring)
    return overlaps(event.start, event.end) ? [{ start: event.start, end: event.end }] : [];
  const first = parisCivil(event.start);
  const last = parisCivil(event.end);
  const dayDelta = Math.round(
    (Date.parse(`${last.date}T00:00:00Z`) - Date.parse(`${first.date}T00:00:00Z`)) / 86_400_000,
  );
  const durationMs = event.end.getTime() - event.start.getTime();
  // Skip whole weeks that end before the window (a week more or less is fixed by the overlap test).
  const skip = Math.max(0, Math.floor((from.getTime() - event.end.getTime()) / WEEK_MS) - 1);
  const occurrences: TOccurrence[] = [];
  for (let week = skip; week < skip + MAX_OCCURRENCES; week++) {
    const date = addCivilDays(first.date, week * 7);
    const start = parisInstant(date, first.time);
    if (start >= until) break;
    let end = parisInstant(addCivilDays(date, dayDelta), last.time);
    // A civil end that falls before its start (clock change inside the event) keeps the real duration.
    if (end <= start) end = new Date(start.getTime() + durationMs);
    if (overlaps(start, end)) occurrences.push({ start, end });
  }
  return occurrences;
}

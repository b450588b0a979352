import { addCivilDays, civilWeekday } from '#domain/kernel/time/paris-time.ts';
import { addCivilMonths, HOURS_PER_DAY, minutesToTime } from './calendar-layout';

/**
 * Keyboard models of the planning's grids (WAI-ARIA grid pattern, roving tabindex; ADR 0036).
 * Pure: the components keep the state and move the DOM focus to the cell it names.
 */

/** Where the week/day grid's single Tab stop first lands: the start of the working day. */
export const GRID_FIRST_HOUR = 9;
/** PageUp/PageDown move by about one screen of the 600 px grid (64 px an hour). */
export const GRID_PAGE_HOURS = 8;

/**
 * The hour grid's cursor: the focused cell (`date`, `hour`) and the selection's other end (`anchor`, an hour
 * of the same day). The selection is every hour from the lower to the higher of the two, like a mouse drag.
 */
export type TGridCursor = { date: string; hour: number; anchor: number };

/** The parts of a keyboard event the models read (a DOM KeyboardEvent fits). */
export type TGridKey = { key: string; shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean };

const clampHour = (hour: number) => Math.max(0, Math.min(HOURS_PER_DAY - 1, hour));

/** Today's column when it is shown, otherwise the first day shown, at `hour`. */
export function initialGridCursor(
  days: readonly string[],
  today: string,
  hour: number = GRID_FIRST_HOUR,
): TGridCursor {
  const date = days.includes(today) ? today : (days[0] ?? today);
  const clamped = clampHour(hour);
  return { date, hour: clamped, anchor: clamped };
}

/** The cursor itself while its day is shown; after the days change, the initial cell at the same hour. */
export function gridCursorIn(cursor: TGridCursor, days: readonly string[], today: string): TGridCursor {
  return days.includes(cursor.date) ? cursor : initialGridCursor(days, today, cursor.hour);
}

/** The cursor after a key, or null when the key is not the grid's (the event is left to the page). */
export function moveGridCursor(
  cursor: TGridCursor,
  input: TGridKey,
  days: readonly string[],
): TGridCursor | null {
  const index = Math.max(0, days.indexOf(cursor.date));
  const toHour = (hour: number): TGridCursor => {
    const next = clampHour(hour);
    return { date: cursor.date, hour: next, anchor: input.shiftKey ? cursor.anchor : next };
  };
  const toDay = (dayIndex: number, hour = cursor.hour): TGridCursor => {
    const date = days[Math.max(0, Math.min(days.length - 1, dayIndex))] ?? cursor.date;
    const next = clampHour(hour);
    // The selection stays within one day, as a drag does: changing day starts a new one.
    return { date, hour: next, anchor: next };
  };
  const ctrl = Boolean(input.ctrlKey || input.metaKey);
  switch (input.key) {
    case 'ArrowUp':
      return toHour(cursor.hour - 1);
    case 'ArrowDown':
      return toHour(cursor.hour + 1);
    case 'PageUp':
      return toHour(cursor.hour - GRID_PAGE_HOURS);
    case 'PageDown':
      return toHour(cursor.hour + GRID_PAGE_HOURS);
    case 'ArrowLeft':
      return toDay(index - 1);
    case 'ArrowRight':
      return toDay(index + 1);
    case 'Home':
      return ctrl ? toDay(0, 0) : toDay(0);
    case 'End':
      return ctrl ? toDay(days.length - 1, HOURS_PER_DAY - 1) : toDay(days.length - 1);
    case 'Escape':
      return cursor.anchor === cursor.hour ? null : { ...cursor, anchor: cursor.hour };
    default:
      return null;
  }
}

/** The hours a cursor selects and the event times they make (the last hour of the day ends at 23:59). */
export function gridSelection(cursor: Pick<TGridCursor, 'hour' | 'anchor'>): {
  first: number;
  last: number;
  startTime: string;
  endTime: string;
} {
  const first = Math.min(cursor.hour, cursor.anchor);
  const last = Math.max(cursor.hour, cursor.anchor);
  return {
    first,
    last,
    startTime: minutesToTime(first * 60),
    endTime: last >= HOURS_PER_DAY - 1 ? '23:59' : minutesToTime((last + 1) * 60),
  };
}

/**
 * The month calendar's focused day after a key (APG date picker grid), or null when the key is not the grid's:
 * arrows by day and week, Home/End to the week's Monday/Sunday, PageUp/PageDown by month (with Shift, by year).
 */
export function moveCalendarDate(date: string, input: TGridKey): string | null {
  const weekday = civilWeekday(date);
  switch (input.key) {
    case 'ArrowLeft':
      return addCivilDays(date, -1);
    case 'ArrowRight':
      return addCivilDays(date, 1);
    case 'ArrowUp':
      return addCivilDays(date, -7);
    case 'ArrowDown':
      return addCivilDays(date, 7);
    case 'Home':
      return addCivilDays(date, 1 - weekday);
    case 'End':
      return addCivilDays(date, 7 - weekday);
    case 'PageUp':
      return addCivilMonths(date, input.shiftKey ? -12 : -1);
    case 'PageDown':
      return addCivilMonths(date, input.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

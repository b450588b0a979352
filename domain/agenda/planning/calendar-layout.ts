import { FRENCH_MONTH_NAMES } from '#domain/kernel/text/civil-date-format.ts';
import { addCivilDays, civilWeekday, mondayOf } from '#domain/kernel/time/paris-time.ts';

/** Seed 001 §9 calendar constants. */
export const HOURS_PER_DAY = 24;
export const HOUR_HEIGHT_PX = 64;
export const INITIAL_SCROLL_PX = 512;
export const MIN_EVENT_HEIGHT_PX = 60;
export const MONTH_GRID_DAYS = 42;
export const MONTH_CELL_MAX_EVENTS = 3;

const MONTHS = FRENCH_MONTH_NAMES;

/** Index 0 = lundi … 6 = dimanche. */
export const WEEKDAY_NAMES = [
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
] as const;
export const WEEKDAY_SHORT = ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim'] as const;

function parts(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** 'HH:MM' → minutes since midnight (24:00 counts as 1440). */
export function timeToMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Minutes since midnight → 'HH:MM' (clamped to 00:00–23:59 except exactly 1440 → '24:00'). */
export function minutesToTime(total: number): string {
  const clamped = Math.max(0, Math.min(24 * 60, total));
  const hours = Math.floor(clamped / 60);
  const minutes = clamped % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** First day of the month holding `date`. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The same day `months` months later, clamped to the target month's last day. */
export function addCivilMonths(date: string, months: number): string {
  const { year, month, day } = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** Seed 001 §2: 42 days starting on the Monday on or before the 1st of the month holding `date`. */
export function monthGridDays(date: string): string[] {
  const first = mondayOf(monthStart(date));
  return Array.from({ length: MONTH_GRID_DAYS }, (_, index) => addCivilDays(first, index));
}

/** The seven days, Monday to Sunday, of the week holding `date`. */
export function weekDays(date: string): string[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, index) => addCivilDays(monday, index));
}

/** Vertical placement of an event in a day column: 64 px per hour, at least 60 px high. */
export function eventBox(startTime: string, endTime: string): { top: number; height: number } {
  const start = timeToMinutes(startTime);
  let end = timeToMinutes(endTime);
  if (end <= start) end = 24 * 60;
  const top = (start / 60) * HOUR_HEIGHT_PX;
  const height = Math.max(MIN_EVENT_HEIGHT_PX, ((end - start) / 60) * HOUR_HEIGHT_PX);
  return { top, height };
}

/** A month cell shows at most 3 events, then '+1 autre' or '+N autres'. */
export function monthCellEvents<T>(events: readonly T[]): {
  shown: T[];
  more: number;
  moreLabel: string | null;
} {
  const shown = events.slice(0, MONTH_CELL_MAX_EVENTS);
  const more = Math.max(0, events.length - MONTH_CELL_MAX_EVENTS);
  return { shown, more, moreLabel: more > 0 ? `+${more} ${more === 1 ? 'autre' : 'autres'}` : null };
}

/** 'novembre 2026'. */
export function formatMonthYear(date: string): string {
  const { year, month } = parts(date);
  return `${MONTHS[month - 1]} ${year}`;
}

/** 'lundi 23 novembre' (the hour grid's cells; the grid's name carries the year). */
export function formatWeekdayDayMonth(date: string): string {
  const { month, day } = parts(date);
  return `${WEEKDAY_NAMES[civilWeekday(date) - 1]} ${day} ${MONTHS[month - 1]}`;
}

/** 'lundi 23 novembre 2026'. */
export function formatFullDate(date: string): string {
  const { year, month, day } = parts(date);
  return `${WEEKDAY_NAMES[civilWeekday(date) - 1]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** '23 – 29 novembre 2026', '30 novembre – 6 décembre 2026', '28 décembre 2026 – 3 janvier 2027'. */
export function formatWeekRange(date: string): string {
  const days = weekDays(date);
  const start = parts(days[0] as string);
  const end = parts(days[6] as string);
  const endText = `${end.day} ${MONTHS[end.month - 1]} ${end.year}`;
  if (start.year !== end.year) return `${start.day} ${MONTHS[start.month - 1]} ${start.year} – ${endText}`;
  if (start.month !== end.month) return `${start.day} ${MONTHS[start.month - 1]} – ${endText}`;
  return `${start.day} – ${endText}`;
}

/** dd/MM/yyyy of a civil date. */
export function formatShortDate(date: string): string {
  const { year, month, day } = parts(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

export type TCalendarView = 'day' | 'week' | 'month';

/** The planning header: month and year, a week range, one full date, or 'N jours sélectionnés'. */
export function headerTitle(view: TCalendarView, date: string, selectedDays: readonly string[] = []): string {
  if (selectedDays.length > 1) return `${selectedDays.length} jours sélectionnés`;
  if (view === 'month') return formatMonthYear(date);
  if (view === 'week') return formatWeekRange(date);
  return formatFullDate(selectedDays[0] ?? date);
}

/** The date the previous/next buttons move to. */
export function shiftDate(view: TCalendarView, date: string, direction: 1 | -1): string {
  if (view === 'month') return addCivilMonths(monthStart(date), direction);
  return addCivilDays(date, view === 'week' ? 7 * direction : direction);
}

/** The civil days a view shows (for the events query). */
export function visibleRange(view: TCalendarView, date: string): { from: string; to: string } {
  if (view === 'month') {
    const days = monthGridDays(date);
    return { from: days[0] as string, to: days[days.length - 1] as string };
  }
  if (view === 'week') {
    const days = weekDays(date);
    return { from: days[0] as string, to: days[6] as string };
  }
  return { from: date, to: date };
}

/** Start and end times of a click on the hourly row `hour` (one hour, the last row ends at 23:59). */
export function slotTimes(hour: number): { startTime: string; endTime: string } {
  return {
    startTime: minutesToTime(hour * 60),
    endTime: hour >= 23 ? '23:59' : minutesToTime((hour + 1) * 60),
  };
}

/**
 * Side-by-side lanes for overlapping events of one day column: each event gets a lane and the number
 * of lanes of its overlapping group, so it can take `1 / lanes` of the column width.
 */
export function assignLanes<T extends { startTime: string; endTime: string }>(
  events: readonly T[],
): { item: T; lane: number; lanes: number }[] {
  const sorted = [...events].sort(
    (a, b) => timeToMinutes(a.startTime) - timeToMinutes(b.startTime) || b.endTime.localeCompare(a.endTime),
  );
  const result: { item: T; lane: number; lanes: number }[] = [];
  let group: { item: T; lane: number; lanes: number }[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const placed of group) placed.lanes = laneEnds.length;
    result.push(...group);
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    const start = timeToMinutes(item.startTime);
    const box = eventBox(item.startTime, item.endTime);
    // Drawn ends (with the 60 px minimum) decide overlaps, so short events never hide each other.
    const end = start + (box.height / HOUR_HEIGHT_PX) * 60;
    if (group.length > 0 && start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else {
      laneEnds[lane] = end;
    }
    group.push({ item, lane, lanes: 0 });
    groupEnd = Math.max(groupEnd, end);
  }
  if (group.length > 0) closeGroup();
  return result;
}

import { describe, expect, it } from 'vitest';
import { formatWeekdayDayMonth, weekDays } from './calendar-layout';
import {
  gridCursorIn,
  gridSelection,
  initialGridCursor,
  moveCalendarDate,
  moveGridCursor,
  type TGridCursor,
} from './grid-keyboard';

// Monday 23 to Sunday 29 November 2026.
const WEEK = weekDays('2026-11-25');
const at = (date: string, hour: number, anchor = hour): TGridCursor => ({ date, hour, anchor });
const press = (cursor: TGridCursor, key: string, modifiers: { shiftKey?: boolean; ctrlKey?: boolean } = {}) =>
  moveGridCursor(cursor, { key, ...modifiers }, WEEK);

describe('initialGridCursor', () => {
  it("starts at 09:00 of today's column when today is shown", () => {
    expect(initialGridCursor(WEEK, '2026-11-26')).toEqual(at('2026-11-26', 9));
  });

  it('starts at 09:00 of the first day shown otherwise', () => {
    expect(initialGridCursor(WEEK, '2026-12-02')).toEqual(at('2026-11-23', 9));
    expect(initialGridCursor(['2026-12-01', '2026-12-03'], '2026-11-25')).toEqual(at('2026-12-01', 9));
  });

  it('keeps the hour it is given, within the day', () => {
    expect(initialGridCursor(WEEK, '2026-11-26', 30)).toEqual(at('2026-11-26', 23));
  });
});

describe('gridCursorIn', () => {
  it('keeps a cursor whose day is shown', () => {
    const cursor = at('2026-11-27', 14, 12);
    expect(gridCursorIn(cursor, WEEK, '2026-11-25')).toBe(cursor);
  });

  it('after the week changes, goes to the initial day at the same hour with no selection', () => {
    const next = weekDays('2026-12-02');
    expect(gridCursorIn(at('2026-11-27', 14, 12), next, '2026-11-25')).toEqual(at('2026-11-30', 14));
  });
});

describe('moveGridCursor', () => {
  it('moves by an hour with the vertical arrows and by a day with the horizontal ones', () => {
    expect(press(at('2026-11-25', 10), 'ArrowDown')).toEqual(at('2026-11-25', 11));
    expect(press(at('2026-11-25', 10), 'ArrowUp')).toEqual(at('2026-11-25', 9));
    expect(press(at('2026-11-25', 10), 'ArrowRight')).toEqual(at('2026-11-26', 10));
    expect(press(at('2026-11-25', 10), 'ArrowLeft')).toEqual(at('2026-11-24', 10));
  });

  it('stops at the edges of the grid instead of wrapping', () => {
    expect(press(at('2026-11-25', 0), 'ArrowUp')).toEqual(at('2026-11-25', 0));
    expect(press(at('2026-11-25', 23), 'ArrowDown')).toEqual(at('2026-11-25', 23));
    expect(press(at('2026-11-23', 10), 'ArrowLeft')).toEqual(at('2026-11-23', 10));
    expect(press(at('2026-11-29', 10), 'ArrowRight')).toEqual(at('2026-11-29', 10));
    expect(press(at('2026-11-25', 20), 'PageDown')).toEqual(at('2026-11-25', 23));
    expect(press(at('2026-11-25', 3), 'PageUp')).toEqual(at('2026-11-25', 0));
  });

  it('moves by eight hours with PageUp/PageDown', () => {
    expect(press(at('2026-11-25', 9), 'PageDown')).toEqual(at('2026-11-25', 17));
    expect(press(at('2026-11-25', 9), 'PageUp')).toEqual(at('2026-11-25', 1));
  });

  it('goes to the first or last day of the row with Home/End, and to the corners with Ctrl', () => {
    expect(press(at('2026-11-25', 10), 'Home')).toEqual(at('2026-11-23', 10));
    expect(press(at('2026-11-25', 10), 'End')).toEqual(at('2026-11-29', 10));
    expect(press(at('2026-11-25', 10), 'Home', { ctrlKey: true })).toEqual(at('2026-11-23', 0));
    expect(press(at('2026-11-25', 10), 'End', { ctrlKey: true })).toEqual(at('2026-11-29', 23));
  });

  it('extends the selection with Shift, keeping its anchor, both ways as a drag does', () => {
    const twice = press(
      press(at('2026-11-25', 10), 'ArrowDown', { shiftKey: true }) as TGridCursor,
      'ArrowDown',
      {
        shiftKey: true,
      },
    );
    expect(twice).toEqual(at('2026-11-25', 12, 10));
    expect(gridSelection(twice as TGridCursor)).toEqual({
      first: 10,
      last: 12,
      startTime: '10:00',
      endTime: '13:00',
    });
    const up = press(at('2026-11-25', 10), 'ArrowUp', { shiftKey: true }) as TGridCursor;
    expect(gridSelection(up)).toMatchObject({ startTime: '09:00', endTime: '11:00' });
    expect(press(at('2026-11-25', 9), 'PageDown', { shiftKey: true })).toEqual(at('2026-11-25', 17, 9));
    // Shrinking back again.
    expect(press(at('2026-11-25', 12, 10), 'ArrowUp', { shiftKey: true })).toEqual(at('2026-11-25', 11, 10));
  });

  it('extends no further than the last hour, whose event ends at 23:59', () => {
    const last = press(at('2026-11-25', 23, 22), 'ArrowDown', { shiftKey: true }) as TGridCursor;
    expect(last).toEqual(at('2026-11-25', 23, 22));
    expect(gridSelection(last)).toMatchObject({ startTime: '22:00', endTime: '23:59' });
  });

  it('drops the selection on a plain move or a change of day', () => {
    expect(press(at('2026-11-25', 12, 10), 'ArrowDown')).toEqual(at('2026-11-25', 13));
    expect(press(at('2026-11-25', 12, 10), 'ArrowRight', { shiftKey: true })).toEqual(at('2026-11-26', 12));
  });

  it('Escape collapses a selection, and is left to the page when there is none', () => {
    expect(press(at('2026-11-25', 12, 10), 'Escape')).toEqual(at('2026-11-25', 12));
    expect(press(at('2026-11-25', 12), 'Escape')).toBeNull();
  });

  it('leaves other keys to the page', () => {
    expect(press(at('2026-11-25', 12), 'Tab')).toBeNull();
    expect(press(at('2026-11-25', 12), 'a')).toBeNull();
  });

  it('moves within the columns shown in the day view (selected days, not consecutive)', () => {
    const days = ['2026-11-24', '2026-11-27'];
    expect(moveGridCursor(at('2026-11-24', 9), { key: 'ArrowRight' }, days)).toEqual(at('2026-11-27', 9));
    expect(moveGridCursor(at('2026-11-27', 9), { key: 'ArrowRight' }, days)).toEqual(at('2026-11-27', 9));
  });
});

describe('gridSelection', () => {
  it('a single hour is a one-hour event', () => {
    expect(gridSelection(at('2026-11-25', 14))).toEqual({
      first: 14,
      last: 14,
      startTime: '14:00',
      endTime: '15:00',
    });
  });
});

describe('moveCalendarDate', () => {
  it('moves by a day and by a week with the arrows, across months', () => {
    expect(moveCalendarDate('2026-11-30', { key: 'ArrowRight' })).toBe('2026-12-01');
    expect(moveCalendarDate('2026-12-01', { key: 'ArrowLeft' })).toBe('2026-11-30');
    expect(moveCalendarDate('2026-11-26', { key: 'ArrowDown' })).toBe('2026-12-03');
    expect(moveCalendarDate('2026-11-03', { key: 'ArrowUp' })).toBe('2026-10-27');
  });

  it('goes to the Monday and Sunday of the week with Home/End', () => {
    // Wednesday 25 November 2026.
    expect(moveCalendarDate('2026-11-25', { key: 'Home' })).toBe('2026-11-23');
    expect(moveCalendarDate('2026-11-25', { key: 'End' })).toBe('2026-11-29');
    expect(moveCalendarDate('2026-11-29', { key: 'End' })).toBe('2026-11-29');
  });

  it('moves by a month with PageUp/PageDown (by a year with Shift), clamped to the month end', () => {
    expect(moveCalendarDate('2027-01-31', { key: 'PageDown' })).toBe('2027-02-28');
    expect(moveCalendarDate('2026-11-25', { key: 'PageUp' })).toBe('2026-10-25');
    expect(moveCalendarDate('2028-02-29', { key: 'PageDown', shiftKey: true })).toBe('2029-02-28');
  });

  it('leaves other keys to the page', () => {
    expect(moveCalendarDate('2026-11-25', { key: 'Enter' })).toBeNull();
  });
});

describe('formatWeekdayDayMonth', () => {
  it('names a day without its year', () => {
    expect(formatWeekdayDayMonth('2026-11-30')).toBe('lundi 30 novembre');
  });
});

import { describe, expect, it } from 'vitest';
import {
  addCivilMonths,
  assignLanes,
  eventBox,
  formatFullDate,
  formatMonthYear,
  formatShortDate,
  formatWeekRange,
  headerTitle,
  monthCellEvents,
  monthGridDays,
  shiftDate,
  slotTimes,
  visibleRange,
  weekDays,
} from './calendar-layout';

describe('monthGridDays', () => {
  it('gives 42 days starting on the Monday on or before the 1st', () => {
    const days = monthGridDays('2026-11-23');
    expect(days).toHaveLength(42);
    // 1 November 2026 is a Sunday: the grid starts on Monday 26 October.
    expect(days[0]).toBe('2026-10-26');
    expect(days[41]).toBe('2026-12-06');
  });

  it('starts on the 1st itself when the month begins on a Monday', () => {
    // 1 June 2026 is a Monday.
    expect(monthGridDays('2026-06-15')[0]).toBe('2026-06-01');
  });
});

describe('weekDays', () => {
  it('runs Monday to Sunday', () => {
    expect(weekDays('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekDays('2026-11-29')[0]).toBe('2026-11-23');
  });
});

describe('eventBox', () => {
  it('places an event at minutes/60 × 64 px with its length', () => {
    expect(eventBox('09:30', '11:00')).toEqual({ top: 608, height: 96 });
  });

  it('never draws an event shorter than 60 px', () => {
    expect(eventBox('10:00', '10:15')).toEqual({ top: 640, height: 60 });
  });
});

describe('monthCellEvents', () => {
  it('shows everything up to 3 events', () => {
    expect(monthCellEvents([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0, moreLabel: null });
  });

  it('shows 3 events then +N autres', () => {
    expect(monthCellEvents([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2, moreLabel: '+2 autres' });
    // Issue 15 §6: one more is singular.
    expect(monthCellEvents([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3], more: 1, moreLabel: '+1 autre' });
  });
});

describe('header texts', () => {
  it('formats month and year', () => {
    expect(formatMonthYear('2026-11-23')).toBe('novembre 2026');
    expect(formatMonthYear('2026-02-01')).toBe('février 2026');
  });

  it('formats a week range inside one month, across months and across years', () => {
    expect(formatWeekRange('2026-11-25')).toBe('23 – 29 novembre 2026');
    expect(formatWeekRange('2026-12-01')).toBe('30 novembre – 6 décembre 2026');
    expect(formatWeekRange('2026-12-30')).toBe('28 décembre 2026 – 3 janvier 2027');
  });

  it('formats one full date', () => {
    expect(formatFullDate('2026-11-23')).toBe('lundi 23 novembre 2026');
    expect(formatFullDate('2026-11-29')).toBe('dimanche 29 novembre 2026');
  });

  it('picks the header for each view and for several selected days', () => {
    expect(headerTitle('month', '2026-11-23')).toBe('novembre 2026');
    expect(headerTitle('week', '2026-11-23')).toBe('23 – 29 novembre 2026');
    expect(headerTitle('day', '2026-11-23')).toBe('lundi 23 novembre 2026');
    expect(headerTitle('day', '2026-11-23', ['2026-11-24', '2026-11-26', '2026-11-27'])).toBe(
      '3 jours sélectionnés',
    );
  });

  it('formats dd/MM/yyyy', () => {
    expect(formatShortDate('2026-03-05')).toBe('05/03/2026');
  });
});

describe('navigation', () => {
  it('moves by a day, a week or a month', () => {
    expect(shiftDate('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDate('week', '2026-11-23', -1)).toBe('2026-11-16');
    expect(shiftDate('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftDate('month', '2026-01-15', -1)).toBe('2025-12-01');
  });

  it('clamps month arithmetic to the last day', () => {
    expect(addCivilMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('gives the range each view shows', () => {
    expect(visibleRange('day', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(visibleRange('week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(visibleRange('month', '2026-11-10')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
  });

  it('gives one-hour times for a clicked slot', () => {
    expect(slotTimes(9)).toEqual({ startTime: '09:00', endTime: '10:00' });
    expect(slotTimes(23)).toEqual({ startTime: '23:00', endTime: '23:59' });
  });
});

describe('assignLanes', () => {
  it('puts overlapping events side by side and lone events full width', () => {
    const a = { startTime: '09:00', endTime: '10:00' };
    const b = { startTime: '09:30', endTime: '11:00' };
    const c = { startTime: '10:00', endTime: '10:30' };
    const d = { startTime: '14:00', endTime: '15:00' };
    const placed = assignLanes([d, c, b, a]);
    const lanes = new Map(placed.map((entry) => [entry.item, [entry.lane, entry.lanes]]));
    expect(lanes.get(a)).toEqual([0, 2]);
    expect(lanes.get(b)).toEqual([1, 2]);
    expect(lanes.get(c)).toEqual([0, 2]);
    expect(lanes.get(d)).toEqual([0, 1]);
  });
});

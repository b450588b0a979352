import { describe, expect, it } from 'vitest';
import { defaultAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import {
  computeFreeSlots,
  formatParisTime,
  groupSlotsByParisDay,
} from '#domain/agenda/availability/compute-free-slots.ts';
import { toSlotDays } from '#domain/agenda/availability/slot-days.ts';
import { foldCardSlots, foldSlotDays, unfoldedCardSlots } from './card-slots';
import type { TDaySlots } from './search-schemas';

function day(date: string, count: number): TDaySlots {
  return {
    date,
    slots: Array.from({ length: count }, (_, index) => ({
      start: `${date}T0${index}:00:00.000Z`,
      time: `0${index + 1}:00`,
      modes: ['cabinet'],
    })),
  };
}

describe('foldCardSlots', () => {
  it('keeps 4 days with slots, 3 times each, and counts the others', () => {
    const folded = foldCardSlots([
      day('2026-11-24', 5),
      day('2026-11-25', 0),
      day('2026-11-26', 3),
      day('2026-11-27', 1),
      day('2026-11-28', 4),
      day('2026-11-30', 2),
    ]);
    expect(folded.nextSlots.map((d) => [d.date, d.slots.length, d.hiddenCount])).toEqual([
      ['2026-11-24', 3, 2],
      ['2026-11-26', 3, 0],
      ['2026-11-27', 1, 0],
      ['2026-11-28', 3, 1],
    ]);
    expect(folded.hasMoreSlots).toBe(true);
  });

  it('has nothing more when everything is shown', () => {
    expect(foldCardSlots([day('2026-11-24', 2), day('2026-11-25', 3)]).hasMoreSlots).toBe(false);
    expect(foldCardSlots([])).toEqual({ nextSlots: [], hasMoreSlots: false });
  });

  it('has more when a fifth day has slots, even with few times', () => {
    const days = ['24', '25', '26', '27', '30'].map((d) => day(`2026-11-${d}`, 1));
    expect(foldCardSlots(days)).toMatchObject({ hasMoreSlots: true });
    expect(foldCardSlots(days).nextSlots).toHaveLength(4);
  });
});

describe('unfoldedCardSlots', () => {
  it('gives every time of the first 7 days with slots', () => {
    const days = ['23', '24', '25', '26', '27', '28', '29', '30'].map((d) => day(`2026-11-${d}`, 5));
    const unfolded = unfoldedCardSlots([day('2026-11-22', 0), ...days]);
    expect(unfolded).toHaveLength(7);
    expect(unfolded.every((d) => d.slots.length === 5 && d.hiddenCount === 0)).toBe(true);
    expect(unfolded[0]?.date).toBe('2026-11-23');
  });
});

describe('foldSlotDays', () => {
  it('folds the compact days as foldCardSlots folds the same days written out', () => {
    const settings = defaultAvailabilitySettings();
    const now = new Date('2026-11-23T07:00:00Z');
    const busy = [{ start: new Date('2026-11-24T08:00:00Z'), end: new Date('2026-11-24T15:00:00Z') }];
    const slots = computeFreeSlots({ settings, busy, now, until: new Date(now.getTime() + 8 * 86_400_000) });
    const written = groupSlotsByParisDay(slots).map((day) => ({
      date: day.date,
      slots: day.slots.map((slot) => ({
        start: slot.start.toISOString(),
        time: formatParisTime(slot.start),
        modes: slot.modes,
      })),
    }));
    expect(foldSlotDays(toSlotDays(slots))).toEqual(foldCardSlots(written));
    expect(foldSlotDays([])).toEqual({ nextSlots: [], hasMoreSlots: false });
  });
});

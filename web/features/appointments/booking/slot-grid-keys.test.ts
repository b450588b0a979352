import { describe, expect, it } from 'vitest';
import { slotKeyTarget } from './slot-grid-keys';

// Monday from 09:00 (six times), Tuesday from 14:00 (three), Wednesday at 10:00 and 16:30.
const DAYS = [
  ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'],
  ['14:00', '14:30', '15:00'],
  ['10:00', '16:30'],
];

describe('slotKeyTarget', () => {
  it('moves along the day with Left and Right, and stops at its ends', () => {
    expect(slotKeyTarget(DAYS, { day: 0, index: 2 }, { key: 'ArrowRight' })).toEqual({ day: 0, index: 3 });
    expect(slotKeyTarget(DAYS, { day: 0, index: 2 }, { key: 'ArrowLeft' })).toEqual({ day: 0, index: 1 });
    expect(slotKeyTarget(DAYS, { day: 0, index: 5 }, { key: 'ArrowRight' })).toBeNull();
    expect(slotKeyTarget(DAYS, { day: 1, index: 0 }, { key: 'ArrowLeft' })).toBeNull();
  });

  it('goes to the nearest time of the next or previous day with Down and Up', () => {
    // 10:30 on Monday: Tuesday's nearest is 14:00, Wednesday's 10:00.
    expect(slotKeyTarget(DAYS, { day: 0, index: 3 }, { key: 'ArrowDown' })).toEqual({ day: 1, index: 0 });
    expect(slotKeyTarget(DAYS, { day: 1, index: 2 }, { key: 'ArrowDown' })).toEqual({ day: 2, index: 1 });
    expect(slotKeyTarget(DAYS, { day: 2, index: 0 }, { key: 'ArrowUp' })).toEqual({ day: 1, index: 0 });
    // The same time when the other day has it.
    expect(slotKeyTarget(DAYS, { day: 2, index: 0 }, { key: 'ArrowUp' })).not.toEqual({ day: 0, index: 2 });
    expect(slotKeyTarget([DAYS[0] ?? [], DAYS[2] ?? []], { day: 1, index: 0 }, { key: 'ArrowUp' })).toEqual({
      day: 0,
      index: 2,
    });
    expect(slotKeyTarget(DAYS, { day: 0, index: 0 }, { key: 'ArrowUp' })).toBeNull();
    expect(slotKeyTarget(DAYS, { day: 2, index: 1 }, { key: 'ArrowDown' })).toBeNull();
  });

  it('reaches the ends of the day with Home and End, of all days with Ctrl', () => {
    expect(slotKeyTarget(DAYS, { day: 0, index: 3 }, { key: 'Home' })).toEqual({ day: 0, index: 0 });
    expect(slotKeyTarget(DAYS, { day: 0, index: 3 }, { key: 'End' })).toEqual({ day: 0, index: 5 });
    expect(slotKeyTarget(DAYS, { day: 1, index: 1 }, { key: 'Home', ctrlKey: true })).toEqual({
      day: 0,
      index: 0,
    });
    expect(slotKeyTarget(DAYS, { day: 0, index: 1 }, { key: 'End', metaKey: true })).toEqual({
      day: 2,
      index: 1,
    });
    expect(slotKeyTarget(DAYS, { day: 0, index: 0 }, { key: 'Home' })).toBeNull();
  });

  it('leaves every other key (Tab, Enter, Space, letters) to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'PageDown']) {
      expect(slotKeyTarget(DAYS, { day: 0, index: 0 }, { key })).toBeNull();
    }
  });
});

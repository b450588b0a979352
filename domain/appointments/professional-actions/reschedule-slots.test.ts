import { describe, expect, it } from 'vitest';
import type { TFreeSlot } from '#domain/agenda/availability/availability-settings.ts';
import { rescheduleSlots } from './reschedule-slots';

/** 30-minute office slots of a winter Paris day (UTC+1) starting at these local times. */
function slots(date: string, times: string[], modes: TFreeSlot['modes'] = ['cabinet']): TFreeSlot[] {
  return times.map((time) => {
    const start = new Date(`${date}T${time}:00+01:00`);
    return { start, end: new Date(start.getTime() + 30 * 60_000), modes };
  });
}

describe('rescheduleSlots', () => {
  it('offers every free start to an appointment as long as one slot, grouped by Paris day', () => {
    const free = [...slots('2026-12-01', ['09:00', '09:30']), ...slots('2026-12-02', ['14:00'])];
    expect(rescheduleSlots(free, 30, 'cabinet')).toEqual({
      days: [
        { date: '2026-12-01', times: ['09:00', '09:30'] },
        { date: '2026-12-02', times: ['14:00'] },
      ],
    });
  });

  it('offers a 90-minute appointment only the starts followed by enough free slots in a row', () => {
    // 10:30 is taken: 09:00 fits (09:00–10:30), 09:30 and 10:00 do not; 11:00 fits (11:00–12:30).
    const free = slots('2026-12-01', ['09:00', '09:30', '10:00', '11:00', '11:30', '12:00']);
    expect(rescheduleSlots(free, 90, 'cabinet').days).toEqual([
      { date: '2026-12-01', times: ['09:00', '11:00'] },
    ]);
  });

  it('keeps only the slots offered in the appointment’s mode', () => {
    const free = [...slots('2026-12-01', ['09:00'], ['visio']), ...slots('2026-12-01', ['10:00'])];
    expect(rescheduleSlots(free, 30, 'visio').days).toEqual([{ date: '2026-12-01', times: ['09:00'] }]);
    expect(rescheduleSlots(free, 30, 'cabinet').days).toEqual([{ date: '2026-12-01', times: ['10:00'] }]);
  });

  it('offers nothing when no run of free slots holds the appointment', () => {
    expect(rescheduleSlots(slots('2026-12-01', ['09:00', '10:00']), 60, 'cabinet').days).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  defaultAvailabilitySettings,
  type TAvailabilitySettings,
  type TBusyInterval,
} from './availability-settings';
import { computeFreeSlots } from './compute-free-slots';
import { toSlotDays, visibleDays } from './slot-days';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** What the search card's days were before the cache: computed again for [now, now + 8 days). */
function computedNow(settings: TAvailabilitySettings, busy: TBusyInterval[], now: Date) {
  return toSlotDays(computeFreeSlots({ settings, busy, now, until: new Date(now.getTime() + 8 * DAY_MS) }));
}

/** What the cache gives at `now` from days computed at `computedAt` over a window reaching 2 days further. */
function fromCache(settings: TAvailabilitySettings, busy: TBusyInterval[], computedAt: Date, now: Date) {
  const days = toSlotDays(
    computeFreeSlots({
      settings,
      busy,
      now: computedAt,
      until: new Date(computedAt.getTime() + 10 * DAY_MS),
    }),
  );
  return visibleDays(days, now.getTime() + settings.minNoticeMinutes * 60_000, now.getTime() + 8 * DAY_MS);
}

describe('toSlotDays and visibleDays (ADR 0076)', () => {
  const busy: TBusyInterval[] = [
    { start: new Date('2026-11-24T09:00:00Z'), end: new Date('2026-11-24T11:00:00Z') },
    { start: new Date('2026-11-30T13:00:00Z'), end: new Date('2026-11-30T16:00:00Z') },
  ];

  it('gives, at any later instant of the same Paris day, what computing again would give', () => {
    for (const notice of [0, 90, 24 * 60, 3 * 24 * 60]) {
      const settings = { ...defaultAvailabilitySettings(), minNoticeMinutes: notice };
      // Monday 23 November 2026, 00:30 Paris; then every 47 minutes until 23:59.
      const computedAt = new Date('2026-11-22T23:30:00Z');
      for (let later = 0; later < 24 * HOUR_MS - 31 * 60_000; later += 47 * 60_000) {
        const now = new Date(computedAt.getTime() + later);
        expect(fromCache(settings, busy, computedAt, now)).toEqual(computedNow(settings, busy, now));
      }
    }
  });

  it('holds across the autumn change of time (a Paris day of 25 hours)', () => {
    const settings = defaultAvailabilitySettings();
    // Sunday 25 October 2026 00:10 Paris (UTC+2), then the same day's 23:50 (UTC+1).
    const computedAt = new Date('2026-10-24T22:10:00Z');
    const now = new Date('2026-10-25T22:50:00Z');
    expect(fromCache(settings, [], computedAt, now)).toEqual(computedNow(settings, [], now));
  });

  it('groups by Paris day and shares one modes list per combination', () => {
    const days = computedNow(defaultAvailabilitySettings(), [], new Date('2026-11-23T07:00:00Z'));
    expect(days.length).toBeGreaterThan(3);
    for (const day of days) {
      expect(day.starts).toEqual([...day.starts].sort((a, b) => a - b));
      expect(day.modes).toHaveLength(day.starts.length);
    }
    const first = days[0]?.modes[0];
    expect(days.every((day) => day.modes.every((modes) => modes === first))).toBe(true);
  });

  it('drops the days left empty and keeps untouched days as they are', () => {
    const days = computedNow(defaultAvailabilitySettings(), [], new Date('2026-11-23T07:00:00Z'));
    const [first, second] = days;
    if (!first || !second) throw new Error('deux jours attendus');
    const afterFirst = (first.starts[first.starts.length - 1] as number) + 1;
    const visible = visibleDays(days, afterFirst, Number.POSITIVE_INFINITY);
    expect(visible[0]).toBe(second);
    expect(visibleDays(days, 0, first.starts[0] as number)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { isActiveSeries, seriesLastEnd } from './series-limits';

// Monday 2 November 2026, 09:00–10:00 Paris (UTC+1).
const start = new Date('2026-11-02T08:00:00Z');
const end = new Date('2026-11-02T09:00:00Z');

describe('seriesLastEnd', () => {
  it('is the end of a single event, and null for a series without an end', () => {
    expect(seriesLastEnd({ start, end, rule: null })).toEqual(end);
    expect(seriesLastEnd({ start, end, rule: { frequency: 'daily', until: null, count: null } })).toBeNull();
  });

  it('ends with the last occurrence on or before the date given, across the clock change', () => {
    const weekly = { start, end, rule: { frequency: 'weekly' as const, until: '2027-04-07', count: null } };
    // Mondays: the last one on or before Wednesday 7 April 2027 is 5 April, 10:00 Paris (UTC+2).
    expect(seriesLastEnd(weekly)?.toISOString()).toBe('2027-04-05T08:00:00.000Z');
  });

  it('counts occurrences, skipped months included for a monthly series on the 31st', () => {
    // 730 days from Monday 2 November 2026 (29 February 2028 included): Tuesday 31 October 2028.
    const daily = { start, end, rule: { frequency: 'daily' as const, until: null, count: 730 } };
    expect(seriesLastEnd(daily)?.toISOString()).toBe('2028-10-31T09:00:00.000Z');
    const on31 = {
      start: new Date('2026-12-31T08:00:00Z'),
      end: new Date('2026-12-31T09:00:00Z'),
      rule: { frequency: 'monthly' as const, until: null, count: 3 },
    };
    // 31 December, 31 January, (no 31 February), 31 March.
    expect(seriesLastEnd(on31)?.toISOString()).toBe('2027-03-31T08:00:00.000Z');
  });
});

describe('isActiveSeries', () => {
  it('holds while an occurrence has not ended, never for a single event', () => {
    const rule = { frequency: 'weekly' as const, until: '2026-11-16', count: null };
    expect(isActiveSeries({ start, end, rule }, new Date('2026-11-16T08:30:00Z'))).toBe(true);
    expect(isActiveSeries({ start, end, rule }, new Date('2026-11-16T09:00:00Z'))).toBe(false);
    expect(isActiveSeries({ start, end, rule: null }, new Date('2026-01-01T00:00:00Z'))).toBe(false);
    const endless = { frequency: 'daily' as const, until: null, count: null };
    expect(isActiveSeries({ start, end, rule: endless }, new Date('2099-01-01T00:00:00Z'))).toBe(true);
  });
});

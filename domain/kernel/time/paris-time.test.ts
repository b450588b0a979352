import { describe, expect, it } from 'vitest';
import {
  durationLabel,
  formatParisLongDate,
  isRealCivilDate,
  mondayOf,
  parisInstant,
  periodRange,
} from './paris-time';

describe('paris time', () => {
  it('recognises dates that exist', () => {
    expect(isRealCivilDate('2026-02-28')).toBe(true);
    expect(isRealCivilDate('2028-02-29')).toBe(true);
    expect(isRealCivilDate('2026-02-30')).toBe(false);
    expect(isRealCivilDate('2026-13-01')).toBe(false);
    expect(isRealCivilDate('2026-1-01')).toBe(false);
  });

  it('converts Paris civil times on both sides of the clock changes', () => {
    expect(parisInstant('2027-03-27', '10:00').toISOString()).toBe('2027-03-27T09:00:00.000Z');
    expect(parisInstant('2027-03-28', '10:00').toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(parisInstant('2027-10-31', '10:00').toISOString()).toBe('2027-10-31T09:00:00.000Z');
  });

  it('computes periods in Paris days, weeks from Monday to Sunday', () => {
    // Sunday 29 November 2026, 23:30 Paris.
    const now = new Date('2026-11-29T22:30:00Z');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(periodRange('today', now)).toEqual({
      from: new Date('2026-11-28T23:00:00Z'),
      until: new Date('2026-11-29T23:00:00Z'),
    });
    expect(periodRange('tomorrow', now)?.from.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(periodRange('week', now)).toEqual({
      from: new Date('2026-11-22T23:00:00Z'),
      until: new Date('2026-11-29T23:00:00Z'),
    });
    expect(periodRange('next-week', now)?.from.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(periodRange('month', now)).toEqual({
      from: new Date('2026-10-31T23:00:00Z'),
      until: new Date('2026-11-30T23:00:00Z'),
    });
    expect(periodRange('all', now)).toBeNull();
  });

  it('labels durations in French typography, no-break space between a number and its unit', () => {
    expect([30, 60, 90, 120, 150, 180, 45].map(durationLabel)).toEqual([
      '30\u00a0min',
      '1\u00a0h',
      '1\u00a0h 30',
      '2\u00a0h',
      '2\u00a0h 30',
      '3\u00a0h',
      '45\u00a0min',
    ]);
  });
});

describe('formatParisLongDate', () => {
  it('writes the Paris day, also when it differs from the UTC day', () => {
    expect(formatParisLongDate(new Date('2026-11-24T09:00:00Z'))).toBe('mardi 24 novembre 2026');
    // 23:30 UTC on 31 October 2027 is already Monday 1 November in Paris (winter time).
    expect(formatParisLongDate(new Date('2027-10-31T23:30:00Z'))).toBe('lundi 1er novembre 2027');
  });
});

import { describe, expect, it } from 'vitest';
import { delistDeadline, delistIsDue, recheckMonth } from './recheck-policy';

describe('recheck policy', () => {
  it('counts months in Paris: the last evening of March in UTC is already April there', () => {
    expect(recheckMonth(new Date('2027-03-31T21:59:00Z'))).toBe('2027-03');
    expect(recheckMonth(new Date('2027-03-31T22:00:00Z'))).toBe('2027-04');
    expect(recheckMonth(new Date('2027-12-31T23:30:00Z'))).toBe('2028-01');
  });

  it('gives 30 days at the same Paris time, across the change of clocks', () => {
    // 10:00 in Paris on 10 March (UTC+1), 30 days later 10:00 in Paris on 9 April (UTC+2).
    expect(delistDeadline(new Date('2027-03-10T09:00:00Z')).toISOString()).toBe('2027-04-09T08:00:00.000Z');
  });

  it('delists only after 30 days without an answer', () => {
    const leftAt = new Date('2027-03-10T09:00:00Z');
    expect(delistIsDue({ leftAt, answeredAt: null }, new Date('2027-04-09T07:59:59Z'))).toBe(false);
    expect(delistIsDue({ leftAt, answeredAt: null }, new Date('2027-04-09T08:00:00Z'))).toBe(true);
    expect(
      delistIsDue({ leftAt, answeredAt: new Date('2027-03-12T09:00:00Z') }, new Date('2027-05-01T08:00:00Z')),
    ).toBe(false);
  });
});

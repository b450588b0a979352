import { describe, expect, it } from 'vitest';
import { availabilityFilterDeadline } from './availability-filter';

describe('availability filter deadline', () => {
  it("« Aujourd'hui » ends at the next Paris midnight", () => {
    // 23:30 Paris on 22 November 2026 is 22:30Z; midnight Paris is 23:00Z.
    expect(availabilityFilterDeadline('today', new Date('2026-11-22T22:30:00Z')).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    );
    // 00:30 Paris on 23 November is still the 22nd in UTC: the deadline is the end of the 23rd in Paris.
    expect(availabilityFilterDeadline('today', new Date('2026-11-22T23:30:00Z')).toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    );
  });

  it('« Dans les 7 prochains jours » counts today as the first day', () => {
    expect(availabilityFilterDeadline('week', new Date('2026-11-23T08:00:00Z')).toISOString()).toBe(
      '2026-11-29T23:00:00.000Z',
    );
  });

  it('is right across the daylight-saving changes', () => {
    // Saturday 27 March 2027 10:00 Paris (UTC+1); the week ends Friday 2 April midnight, UTC+2.
    expect(availabilityFilterDeadline('week', new Date('2027-03-27T09:00:00Z')).toISOString()).toBe(
      '2027-04-02T22:00:00.000Z',
    );
    // Sunday 31 October 2027, 12:00 Paris (UTC+1 since 03:00): midnight is 23:00Z.
    expect(availabilityFilterDeadline('today', new Date('2027-10-31T11:00:00Z')).toISOString()).toBe(
      '2027-10-31T23:00:00.000Z',
    );
    // Sunday 28 March 2027, 01:00 Paris (UTC+1): midnight that night is already UTC+2.
    expect(availabilityFilterDeadline('today', new Date('2027-03-28T00:00:00Z')).toISOString()).toBe(
      '2027-03-28T22:00:00.000Z',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { expandOccurrences } from './expand-recurrence';

const iso = (occurrences: { start: Date; end: Date }[]) =>
  occurrences.map((o) => [o.start.toISOString(), o.end.toISOString()]);

describe('expandOccurrences', () => {
  it('keeps a single event only when it overlaps the window', () => {
    const event = {
      start: new Date('2026-11-24T09:00:00Z'),
      end: new Date('2026-11-24T10:00:00Z'),
      recurring: false,
    };
    expect(
      iso(expandOccurrences(event, new Date('2026-11-24T00:00:00Z'), new Date('2026-11-25T00:00:00Z'))),
    ).toEqual([['2026-11-24T09:00:00.000Z', '2026-11-24T10:00:00.000Z']]);
    expect(
      expandOccurrences(event, new Date('2026-11-24T10:00:00Z'), new Date('2026-11-25T00:00:00Z')),
    ).toEqual([]);
  });

  it('repeats weekly from the first date, never before it', () => {
    const event = {
      start: new Date('2026-11-24T09:00:00Z'),
      end: new Date('2026-11-24T10:00:00Z'),
      recurring: true,
    };
    const occurrences = expandOccurrences(
      event,
      new Date('2026-11-01T00:00:00Z'),
      new Date('2026-12-09T00:00:00Z'),
    );
    expect(iso(occurrences).map(([start]) => start)).toEqual([
      '2026-11-24T09:00:00.000Z',
      '2026-12-01T09:00:00.000Z',
      '2026-12-08T09:00:00.000Z',
    ]);
  });

  it('keeps the Paris civil time across the spring clock change (2027-03-28)', () => {
    // Friday 19 March 2027, 10:00–11:00 Paris (UTC+1).
    const event = {
      start: new Date('2027-03-19T09:00:00Z'),
      end: new Date('2027-03-19T10:00:00Z'),
      recurring: true,
    };
    const occurrences = expandOccurrences(
      event,
      new Date('2027-03-25T00:00:00Z'),
      new Date('2027-04-03T00:00:00Z'),
    );
    expect(iso(occurrences)).toEqual([
      ['2027-03-26T09:00:00.000Z', '2027-03-26T10:00:00.000Z'],
      ['2027-04-02T08:00:00.000Z', '2027-04-02T09:00:00.000Z'],
    ]);
  });

  it('keeps the Paris civil time across the autumn clock change (2027-10-31)', () => {
    // Sunday 24 October 2027, 09:00–18:00 Paris (UTC+2), then Sunday 31 October (UTC+1 from 03:00).
    const event = {
      start: new Date('2027-10-24T07:00:00Z'),
      end: new Date('2027-10-24T16:00:00Z'),
      recurring: true,
    };
    const occurrences = expandOccurrences(
      event,
      new Date('2027-10-30T00:00:00Z'),
      new Date('2027-11-08T00:00:00Z'),
    );
    expect(iso(occurrences)).toEqual([
      ['2027-10-31T08:00:00.000Z', '2027-10-31T17:00:00.000Z'],
      ['2027-11-07T08:00:00.000Z', '2027-11-07T17:00:00.000Z'],
    ]);
  });

  it('finds occurrences far after the first date without walking every week', () => {
    const event = {
      start: new Date('2020-01-06T09:00:00Z'),
      end: new Date('2020-01-06T10:00:00Z'),
      recurring: true,
    };
    const occurrences = expandOccurrences(
      event,
      new Date('2026-11-23T00:00:00Z'),
      new Date('2026-11-30T00:00:00Z'),
    );
    expect(iso(occurrences)).toEqual([['2026-11-23T09:00:00.000Z', '2026-11-23T10:00:00.000Z']]);
  });
});

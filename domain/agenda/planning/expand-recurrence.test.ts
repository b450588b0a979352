import { describe, expect, it } from 'vitest';
import {
  expandOccurrences,
  expandSeries,
  isOccurrenceStart,
  occurrenceOn,
  type TRecurrenceRule,
} from './expand-recurrence';

const WEEKLY: TRecurrenceRule = { frequency: 'weekly', until: null, count: null };

const iso = (occurrences: { start: Date; end: Date }[]) =>
  occurrences.map((o) => [o.start.toISOString(), o.end.toISOString()]);

describe('expandOccurrences', () => {
  it('keeps a single event only when it overlaps the window', () => {
    const event = {
      start: new Date('2026-11-24T09:00:00Z'),
      end: new Date('2026-11-24T10:00:00Z'),
      rule: null,
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
      rule: WEEKLY,
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
      rule: WEEKLY,
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
      rule: WEEKLY,
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
      rule: WEEKLY,
    };
    const occurrences = expandOccurrences(
      event,
      new Date('2026-11-23T00:00:00Z'),
      new Date('2026-11-30T00:00:00Z'),
    );
    expect(iso(occurrences)).toEqual([['2026-11-23T09:00:00.000Z', '2026-11-23T10:00:00.000Z']]);
  });

  it('repeats every day, until a date (included) or a number of occurrences', () => {
    // Monday 7 June 2027, 09:00–10:00 Paris (UTC+2).
    const start = new Date('2027-06-07T07:00:00Z');
    const end = new Date('2027-06-07T08:00:00Z');
    const window = [new Date('2027-06-01T00:00:00Z'), new Date('2027-07-01T00:00:00Z')] as const;
    const untilDates = expandOccurrences(
      { start, end, rule: { frequency: 'daily', until: '2027-06-10', count: null } },
      ...window,
    ).map((o) => o.start.toISOString().slice(0, 10));
    expect(untilDates).toEqual(['2027-06-07', '2027-06-08', '2027-06-09', '2027-06-10']);
    const counted = expandOccurrences(
      { start, end, rule: { frequency: 'daily', until: null, count: 3 } },
      ...window,
    );
    expect(counted.map((o) => o.start.toISOString().slice(0, 10))).toEqual([
      '2027-06-07',
      '2027-06-08',
      '2027-06-09',
    ]);
    // A window after the last counted occurrence is empty, even far away.
    expect(
      expandOccurrences(
        { start, end, rule: { frequency: 'weekly', until: null, count: 3 } },
        new Date('2027-06-22T00:00:00Z'),
        new Date('2028-06-22T00:00:00Z'),
      ),
    ).toEqual([]);
  });

  it('a monthly series on the 31st skips the months without a 31st, and they do not count', () => {
    // Sunday 31 January 2027, 10:00–11:00 Paris.
    const series = {
      start: new Date('2027-01-31T09:00:00Z'),
      end: new Date('2027-01-31T10:00:00Z'),
      rule: { frequency: 'monthly', until: null, count: 4 } satisfies TRecurrenceRule,
    };
    const occurrences = expandOccurrences(
      series,
      new Date('2027-01-01T00:00:00Z'),
      new Date('2028-01-01T00:00:00Z'),
    );
    // 31 March and 31 May are in summer time: still 10:00 Paris.
    expect(iso(occurrences)).toEqual([
      ['2027-01-31T09:00:00.000Z', '2027-01-31T10:00:00.000Z'],
      ['2027-03-31T08:00:00.000Z', '2027-03-31T09:00:00.000Z'],
      ['2027-05-31T08:00:00.000Z', '2027-05-31T09:00:00.000Z'],
      ['2027-07-31T08:00:00.000Z', '2027-07-31T09:00:00.000Z'],
    ]);
    // With no end, a window years later is found without walking from the start.
    const later = expandOccurrences(
      { ...series, rule: { frequency: 'monthly', until: null, count: null } },
      new Date('2035-02-01T00:00:00Z'),
      new Date('2035-04-01T00:00:00Z'),
    );
    expect(iso(later).map(([s]) => s)).toEqual(['2035-03-31T08:00:00.000Z']);
  });

  it('a weekly 10:00 event stays at 10:00 Paris across both clock changes, with exceptions', () => {
    // Thursday 18 March 2027, 10:00–11:00 Paris (UTC+1); the clocks change on Sunday 28 March and 31 October.
    const series = {
      start: new Date('2027-03-18T09:00:00Z'),
      end: new Date('2027-03-18T10:00:00Z'),
      rule: { frequency: 'weekly', until: '2027-11-04', count: null } satisfies TRecurrenceRule,
    };
    const cancelled = new Date('2027-03-25T09:00:00Z');
    const moved = new Date('2027-04-01T08:00:00Z');
    const exceptions = [
      { originalStart: cancelled, override: null },
      {
        originalStart: moved,
        override: {
          start: new Date('2027-04-02T12:00:00Z'),
          end: new Date('2027-04-02T13:00:00Z'),
          title: 'Déplacé',
        },
      },
    ];
    const spring = expandSeries(
      series,
      exceptions,
      new Date('2027-03-15T00:00:00Z'),
      new Date('2027-04-12T00:00:00Z'),
    );
    expect(spring.map((o) => [o.start.toISOString(), o.override?.title ?? null])).toEqual([
      ['2027-03-18T09:00:00.000Z', null],
      ['2027-04-02T12:00:00.000Z', 'Déplacé'],
      ['2027-04-08T08:00:00.000Z', null],
    ]);
    const autumn = expandSeries(
      series,
      exceptions,
      new Date('2027-10-25T00:00:00Z'),
      new Date('2027-11-30T00:00:00Z'),
    );
    // 10:00 Paris is 08:00 UTC before the last Sunday of October and 09:00 UTC after; the until date ends it.
    expect(autumn.map((o) => o.start.toISOString())).toEqual([
      '2027-10-28T08:00:00.000Z',
      '2027-11-04T09:00:00.000Z',
    ]);
  });

  it('a moved occurrence appears in the window it moved to, and stale exceptions show nothing', () => {
    const series = {
      start: new Date('2027-06-07T07:00:00Z'),
      end: new Date('2027-06-07T08:00:00Z'),
      rule: WEEKLY,
    };
    const exceptions = [
      {
        originalStart: new Date('2027-06-14T07:00:00Z'),
        override: { start: new Date('2027-07-01T07:00:00Z'), end: new Date('2027-07-01T08:00:00Z') },
      },
      // Not an occurrence of the series (a 09:30 start): ignored.
      {
        originalStart: new Date('2027-06-21T07:30:00Z'),
        override: { start: new Date('2027-07-02T07:00:00Z'), end: new Date('2027-07-02T08:00:00Z') },
      },
    ];
    const july = expandSeries(
      series,
      exceptions,
      new Date('2027-06-30T22:00:00Z'),
      new Date('2027-07-03T22:00:00Z'),
    );
    expect(july.map((o) => [o.start.toISOString(), o.originalStart.toISOString()])).toEqual([
      ['2027-07-01T07:00:00.000Z', '2027-06-14T07:00:00.000Z'],
    ]);
  });

  it('finds the occurrence of a Paris date and checks occurrence starts', () => {
    const series = {
      start: new Date('2027-06-07T07:00:00Z'),
      end: new Date('2027-06-07T08:00:00Z'),
      rule: WEEKLY,
    };
    expect(occurrenceOn(series, '2027-06-21')?.start.toISOString()).toBe('2027-06-21T07:00:00.000Z');
    expect(occurrenceOn(series, '2027-06-22')).toBeNull();
    expect(occurrenceOn(series, '2027-05-31')).toBeNull();
    expect(isOccurrenceStart(series, new Date('2027-06-28T07:00:00Z'))).toBe(true);
    expect(isOccurrenceStart(series, new Date('2027-06-28T07:30:00Z'))).toBe(false);
  });
});

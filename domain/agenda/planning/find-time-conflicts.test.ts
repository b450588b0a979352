import { describe, expect, it } from 'vitest';
import { parisInstant } from '#domain/kernel/time/paris-time.ts';
import type { TRecurrenceRule } from './expand-recurrence';
import {
  findTimeConflicts,
  overlapsAny,
  proposedOccurrences,
  SERIES_CHECK_DAYS,
  type TBusyEvent,
  type TProfessionalTime,
} from './find-time-conflicts';

const at = (date: string, start: string, end: string) => ({
  start: parisInstant(date, start),
  end: parisInstant(date, end),
});

const NOTHING: TProfessionalTime = { appointments: [], events: [], imported: [] };

function event(overrides: Partial<TBusyEvent> & { series: TBusyEvent['series'] }): TBusyEvent {
  return {
    id: 1,
    title: 'Audience TJ Paris',
    type: 'audience',
    status: 'confirmed',
    exceptions: [],
    ...overrides,
  };
}

const WEEKLY: TRecurrenceRule = { frequency: 'weekly', until: null, count: null };
const hearing = event({ series: { ...at('2027-06-08', '15:00', '16:30'), rule: null } });
const iso = (conflicts: { start: Date; end: Date }[]) =>
  conflicts.map((c) => `${c.start.toISOString()}/${c.end.toISOString()}`);

describe('findTimeConflicts', () => {
  it('lists a hearing under a 15:30 appointment with its kind, title and times', () => {
    const conflicts = findTimeConflicts([at('2027-06-08', '15:30', '17:00')], {
      ...NOTHING,
      events: [hearing],
    });
    expect(conflicts).toEqual([
      { kind: 'event', type: 'audience', title: 'Audience TJ Paris', ...at('2027-06-08', '15:00', '16:30') },
    ]);
  });

  it('lists an imported busy time with only its stored summary, and ignores a free one', () => {
    const conflicts = findTimeConflicts([at('2027-06-08', '15:30', '16:00')], {
      ...NOTHING,
      imported: [
        { title: 'Rendez-vous expert', busy: true, ...at('2027-06-08', '15:00', '17:00') },
        { title: 'Férié (disponible)', busy: false, ...at('2027-06-08', '00:00', '23:59') },
      ],
    });
    expect(conflicts).toEqual([
      { kind: 'imported', title: 'Rendez-vous expert', ...at('2027-06-08', '15:00', '17:00') },
    ]);
  });

  it('lists appointments with their status, except the one being moved', () => {
    const time: TProfessionalTime = {
      ...NOTHING,
      appointments: [
        { id: 7, status: 'confirmed', title: 'Marie Dubois', ...at('2027-06-08', '15:00', '16:00') },
        { id: 8, status: 'pending', title: 'Lucas Moreau', ...at('2027-06-08', '16:00', '16:30') },
      ],
    };
    const proposed = [at('2027-06-08', '15:30', '16:15')];
    expect(
      findTimeConflicts(proposed, time).map((c) => [c.kind, c.title, 'status' in c && c.status]),
    ).toEqual([
      ['appointment', 'Marie Dubois', 'confirmed'],
      ['appointment', 'Lucas Moreau', 'pending'],
    ]);
    expect(findTimeConflicts(proposed, time, { appointmentId: 7 }).map((c) => c.title)).toEqual([
      'Lucas Moreau',
    ]);
  });

  it('counts only blocking events: a consultation does not, unless it is marked busy', () => {
    const consultation = event({ type: 'consultation', series: hearing.series, title: 'Point client' });
    const proposed = [at('2027-06-08', '16:00', '16:30')];
    expect(findTimeConflicts(proposed, { ...NOTHING, events: [consultation] })).toEqual([]);
    expect(
      findTimeConflicts(proposed, { ...NOTHING, events: [{ ...consultation, status: 'busy' }] }).map(
        (c) => c.title,
      ),
    ).toEqual(['Point client']);
    for (const type of ['reunion', 'travail', 'conge'] as const)
      expect(findTimeConflicts(proposed, { ...NOTHING, events: [{ ...consultation, type }] })).toHaveLength(
        1,
      );
  });

  it('treats intervals as half-open: back-to-back is no conflict', () => {
    const time = { ...NOTHING, events: [hearing] };
    expect(findTimeConflicts([at('2027-06-08', '16:30', '17:00')], time)).toEqual([]);
    expect(findTimeConflicts([at('2027-06-08', '14:00', '15:00')], time)).toEqual([]);
    expect(findTimeConflicts([], time)).toEqual([]);
  });

  it('finds the occurrence of a weekly series, with its exceptions applied', () => {
    const series = { ...at('2027-06-01', '15:00', '16:30'), rule: WEEKLY };
    const weekly = event({
      series,
      exceptions: [
        // 8 June cancelled, 15 June moved to 17:00, 22 June turned into a consultation.
        { originalStart: parisInstant('2027-06-08', '15:00'), override: null },
        {
          originalStart: parisInstant('2027-06-15', '15:00'),
          override: {
            ...at('2027-06-15', '17:00', '18:00'),
            title: 'Audience déplacée',
            type: 'audience',
            status: 'confirmed',
          },
        },
        {
          originalStart: parisInstant('2027-06-22', '15:00'),
          override: {
            ...at('2027-06-22', '15:00', '16:30'),
            title: 'Point',
            type: 'consultation',
            status: 'confirmed',
          },
        },
      ],
    });
    const time = { ...NOTHING, events: [weekly] };
    expect(findTimeConflicts([at('2027-06-08', '15:30', '16:00')], time)).toEqual([]);
    expect(findTimeConflicts([at('2027-06-15', '15:30', '16:00')], time)).toEqual([]);
    expect(findTimeConflicts([at('2027-06-15', '17:30', '18:30')], time)).toEqual([
      { kind: 'event', type: 'audience', title: 'Audience déplacée', ...at('2027-06-15', '17:00', '18:00') },
    ]);
    expect(findTimeConflicts([at('2027-06-22', '15:30', '16:00')], time)).toEqual([]);
    expect(iso(findTimeConflicts([at('2027-06-29', '15:30', '16:00')], time))).toEqual(
      iso([at('2027-06-29', '15:00', '16:30')]),
    );
  });

  it('keeps a weekly hearing at 15:00 Paris across the spring clock change (2027-03-28)', () => {
    const time = {
      ...NOTHING,
      events: [event({ series: { ...at('2027-03-21', '15:00', '16:30'), rule: WEEKLY } })],
    };
    // 15:00–16:30 CEST is 13:00–14:30 UTC; 24 × 7 hours after the first one would be 14:00–15:30 UTC.
    expect(iso(findTimeConflicts([at('2027-03-28', '15:30', '16:00')], time))).toEqual([
      '2027-03-28T13:00:00.000Z/2027-03-28T14:30:00.000Z',
    ]);
    expect(findTimeConflicts([at('2027-03-28', '16:30', '17:00')], time)).toEqual([]);
  });

  it('keeps a weekly hearing at 15:00 Paris across the autumn clock change (2027-10-31)', () => {
    const time = {
      ...NOTHING,
      events: [event({ series: { ...at('2027-10-24', '15:00', '16:30'), rule: WEEKLY } })],
    };
    // 15:00–16:30 CET is 14:00–15:30 UTC; a fixed week after 13:00 UTC would start at 14:00 Paris.
    expect(iso(findTimeConflicts([at('2027-10-31', '16:00', '17:00')], time))).toEqual([
      '2027-10-31T14:00:00.000Z/2027-10-31T15:30:00.000Z',
    ]);
    expect(findTimeConflicts([at('2027-10-31', '14:00', '15:00')], time)).toEqual([]);
  });

  it('never conflicts an edited event with what it replaces', () => {
    const series = { ...at('2027-06-01', '15:00', '16:30'), rule: WEEKLY };
    const time = { ...NOTHING, events: [event({ id: 4, series })] };
    // A daily proposal over three weeks meets the series on 1, 8 and 15 June.
    const proposed = ['2027-06-01', '2027-06-08', '2027-06-15'].map((date) => at(date, '16:00', '17:00'));
    expect(findTimeConflicts(proposed, time)).toHaveLength(3);
    expect(findTimeConflicts(proposed, time, { event: { id: 4, occurrences: 'all' } })).toEqual([]);
    expect(
      iso(
        findTimeConflicts(proposed, time, {
          event: { id: 4, occurrences: { from: parisInstant('2027-06-08', '15:00') } },
        }),
      ),
    ).toEqual(iso([at('2027-06-01', '15:00', '16:30')]));
    expect(
      findTimeConflicts(proposed, time, {
        event: { id: 4, occurrences: { only: parisInstant('2027-06-08', '15:00') } },
      }),
    ).toHaveLength(2);
    // Another event's id ignores nothing.
    expect(findTimeConflicts(proposed, time, { event: { id: 5, occurrences: 'all' } })).toHaveLength(3);
  });

  it('lists each item once, in time order, whatever the number of proposed intervals it meets', () => {
    const conge = event({
      id: 2,
      type: 'conge',
      title: 'Congés',
      series: { ...at('2027-06-07', '00:00', '23:59'), rule: null },
    });
    const time: TProfessionalTime = {
      appointments: [
        { id: 1, status: 'confirmed', title: 'Marie Dubois', ...at('2027-06-07', '09:00', '10:00') },
      ],
      events: [conge],
      imported: [{ title: 'Salon', busy: true, ...at('2027-06-07', '08:00', '09:30') }],
    };
    const proposed = [at('2027-06-07', '08:30', '09:15'), at('2027-06-07', '09:20', '09:40')];
    expect(findTimeConflicts(proposed, time).map((c) => c.kind)).toEqual([
      'event',
      'imported',
      'appointment',
    ]);
  });
});

describe('proposedOccurrences', () => {
  const NOW = parisInstant('2027-06-07', '08:00');

  it('checks a future single event, not a past one', () => {
    expect(proposedOccurrences({ ...at('2027-06-08', '15:00', '16:30'), rule: null }, NOW)).toEqual([
      at('2027-06-08', '15:00', '16:30'),
    ]);
    expect(proposedOccurrences({ ...at('2027-06-01', '15:00', '16:30'), rule: null }, NOW)).toEqual([]);
  });

  it('checks the occurrences of a series still to come, over one year at most, at their Paris time', () => {
    const daily = proposedOccurrences(
      { ...at('2027-03-01', '09:00', '10:00'), rule: { frequency: 'daily', until: null, count: null } },
      NOW,
    );
    expect(daily[0]).toEqual(at('2027-06-07', '09:00', '10:00'));
    expect(daily).toHaveLength(SERIES_CHECK_DAYS);
    const autumn = daily.find((occurrence) => occurrence.start.toISOString().startsWith('2027-11-01'));
    expect(autumn).toEqual(at('2027-11-01', '09:00', '10:00'));
    const limited = proposedOccurrences(
      { ...at('2027-06-01', '09:00', '10:00'), rule: { frequency: 'weekly', until: null, count: 3 } },
      NOW,
    );
    expect(limited).toEqual([at('2027-06-08', '09:00', '10:00'), at('2027-06-15', '09:00', '10:00')]);
  });
});

describe('overlapsAny', () => {
  const at = (minutes: number) => new Date(Date.UTC(2027, 5, 7) + minutes * 60_000);
  const interval = (start: number, end: number) => ({ start: at(start), end: at(end) });

  it('is half-open and sees a long interval that started long before', () => {
    const hits = overlapsAny([interval(0, 600), interval(700, 730), interval(800, 830)]);
    expect(hits(interval(600, 700))).toBe(false);
    expect(hits(interval(730, 800))).toBe(false);
    expect(hits(interval(599, 601))).toBe(true);
    expect(hits(interval(500, 510))).toBe(true);
    expect(hits(interval(-10, 0))).toBe(false);
    expect(hits(interval(829, 900))).toBe(true);
    expect(overlapsAny([])(interval(0, 10))).toBe(false);
  });

  it('answers as the comparison with every interval does', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * n);
    };
    const randomInterval = () => {
      const start = random(10_000);
      return interval(start, start + 1 + random(300));
    };
    const intervals = Array.from({ length: 200 }, randomInterval);
    const hits = overlapsAny(intervals);
    for (let i = 0; i < 2000; i++) {
      const probe = randomInterval();
      const expected = intervals.some((other) => other.start < probe.end && probe.start < other.end);
      expect(hits(probe)).toBe(expected);
    }
  });
});

import { TZDate } from '@date-fns/tz';
import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultAvailabilitySettings,
  defaultWeekOpeningHours,
  type TAvailabilitySettings,
  type TBusyInterval,
  type TFreeSlot,
} from './availability-settings';
import {
  computeFreeSlots,
  formatParisDate,
  formatParisTime,
  groupSlotsByParisDay,
  hasFreeSlotBefore,
  nextFreeSlot,
  type TComputeFreeSlotsInput,
} from './compute-free-slots';

const MORNING_STARTS = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
const AFTERNOON_STARTS = ['14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];
const DEFAULT_STARTS = [...MORNING_STARTS, ...AFTERNOON_STARTS];

/** An instant written with its explicit UTC offset, e.g. at('2027-01-12T10:15', '+01:00'). */
function at(localIso: string, offset: '+01:00' | '+02:00' | 'Z'): Date {
  return new Date(`${localIso}:00${offset}`);
}

function busy(start: Date, end: Date): TBusyInterval {
  return { start, end };
}

function isoStarts(slots: readonly TFreeSlot[]): string[] {
  return slots.map((slot) => slot.start.toISOString());
}

/** { 'YYYY-MM-DD': ['HH:MM', …] } in Paris time. */
function parisSchedule(slots: TFreeSlot[]): Record<string, string[]> {
  return Object.fromEntries(
    groupSlotsByParisDay(slots).map((day) => [
      day.date,
      day.slots.map((slot) => formatParisTime(slot.start)),
    ]),
  );
}

function slotsOfDay(slots: TFreeSlot[], date: string): TFreeSlot[] {
  return slots.filter((slot) => formatParisDate(slot.start) === date);
}

/** Cabinet only, with the given hours every day of the week. */
function everyDay(start: string, end: string, slotMinutes = 30): TAvailabilitySettings {
  const day = [{ start, end }];
  return {
    weeklyHours: { cabinet: { '1': day, '2': day, '3': day, '4': day, '5': day, '6': day, '7': day } },
    slotMinutes,
    minNoticeMinutes: 0,
    horizonDays: 14,
  };
}

describe('computeFreeSlots — default settings', () => {
  // Monday 2027-01-11, 00:00 in Paris (winter, UTC+1).
  const now = at('2027-01-11T00:00', '+01:00');
  const slots = computeFreeSlots({ settings: defaultAvailabilitySettings(), busy: [], now });

  it('offers 09:00…11:30 and 14:00…16:30 starts Monday to Friday, nothing at weekends, for 14 days', () => {
    const schedule = parisSchedule(slots);
    expect(Object.keys(schedule)).toEqual([
      '2027-01-11',
      '2027-01-12',
      '2027-01-13',
      '2027-01-14',
      '2027-01-15',
      '2027-01-18',
      '2027-01-19',
      '2027-01-20',
      '2027-01-21',
      '2027-01-22',
    ]);
    for (const starts of Object.values(schedule)) expect(starts).toEqual(DEFAULT_STARTS);
    expect(slots).toHaveLength(120);
  });

  it('gives real instants, 30-minute slots and every mode, sorted by start', () => {
    expect(slots[0]).toEqual({
      start: new Date('2027-01-11T08:00:00Z'),
      end: new Date('2027-01-11T08:30:00Z'),
      modes: ['cabinet', 'visio', 'telephone'],
    });
    expect(slots.at(-1)?.start.toISOString()).toBe('2027-01-22T15:30:00.000Z');
    for (let i = 1; i < slots.length; i++) {
      expect((slots[i] as TFreeSlot).start.getTime()).toBeGreaterThan(
        (slots[i - 1] as TFreeSlot).start.getTime(),
      );
    }
  });

  it('agrees with TZDate (an independent civil-time construction) for every slot', () => {
    const expected: string[] = [];
    for (const day of [11, 12, 13, 14, 15, 18, 19, 20, 21, 22]) {
      for (const time of DEFAULT_STARTS) {
        const [hours, minutes] = time.split(':').map(Number) as [number, number];
        expected.push(new Date(+new TZDate(2027, 0, day, hours, minutes, 'Europe/Paris')).toISOString());
      }
    }
    expect(isoStarts(slots)).toEqual(expected);
  });
});

describe('computeFreeSlots — window', () => {
  const settings = defaultAvailabilitySettings(['cabinet']);

  it('applies the minimum notice: Tuesday 10:15 + 2 h = 12:15 → lunch break → first slot 14:00', () => {
    const now = at('2027-01-12T10:15', '+01:00');
    const first = computeFreeSlots({ settings, busy: [], now })[0];
    expect(first?.start).toEqual(at('2027-01-12T14:00', '+01:00'));
  });

  it('includes a slot starting exactly at now + notice', () => {
    const now = at('2027-01-12T07:00', '+01:00');
    expect(computeFreeSlots({ settings, busy: [], now })[0]?.start).toEqual(at('2027-01-12T09:00', '+01:00'));
    const justLater = new Date(now.getTime() + 1);
    expect(computeFreeSlots({ settings, busy: [], now: justLater })[0]?.start).toEqual(
      at('2027-01-12T09:30', '+01:00'),
    );
  });

  it('never offers a slot in the past, even without notice', () => {
    const noNotice = { ...settings, minNoticeMinutes: 0 };
    const now = at('2027-01-12T10:15', '+01:00');
    const slots = computeFreeSlots({ settings: noNotice, busy: [], now });
    expect(slots[0]?.start).toEqual(at('2027-01-12T10:30', '+01:00'));
    expect(slots.every((slot) => slot.start >= now)).toBe(true);
    const evening = at('2027-01-12T16:45', '+01:00');
    expect(computeFreeSlots({ settings: noNotice, busy: [], now: evening })[0]?.start).toEqual(
      at('2027-01-13T09:00', '+01:00'),
    );
  });

  it('covers today … today + horizon − 1: the last day is included, the next one is not', () => {
    // Monday 2027-01-11 at 23:30 Paris (22:30Z): "today" is the Paris date, not the UTC one.
    const now = at('2027-01-11T23:30', '+01:00');
    const slots = computeFreeSlots({ settings: everyDay('09:00', '10:00'), busy: [], now });
    const days = Object.keys(parisSchedule(slots));
    expect(days[0]).toBe('2027-01-12');
    expect(days.at(-1)).toBe('2027-01-24'); // the Sunday of the next week
    expect(days).toHaveLength(13);
    expect(slots.at(-1)?.start).toEqual(at('2027-01-24T09:30', '+01:00'));

    const oneDay = computeFreeSlots({
      settings: { ...everyDay('09:00', '23:00'), horizonDays: 1 },
      busy: [],
      now: at('2027-01-11T20:00', '+01:00'),
    });
    expect(parisSchedule(oneDay)).toEqual({
      '2027-01-11': ['20:00', '20:30', '21:00', '21:30', '22:00', '22:30'],
    });
  });

  it('a horizon day late in the evening: a 23:00 slot on the last day is still offered', () => {
    const slots = computeFreeSlots({
      settings: { ...everyDay('23:00', '23:59'), horizonDays: 2 },
      busy: [],
      now: at('2027-01-11T12:00', '+01:00'),
    });
    // 23:30 + 30 min would end after 23:59: only 23:00, on both horizon days.
    expect(isoStarts(slots)).toEqual(['2027-01-11T22:00:00.000Z', '2027-01-12T22:00:00.000Z']);
  });

  it('honours from (with the notice still applying) and until (slots must start before it)', () => {
    const now = at('2027-01-11T08:00', '+01:00');
    const from = at('2027-01-13T12:00', '+01:00');
    const until = at('2027-01-13T15:00', '+01:00');
    const slots = computeFreeSlots({ settings, busy: [], now, from, until });
    expect(slots.map((slot) => formatParisTime(slot.start))).toEqual(['14:00', '14:30']);
    // from earlier than now + notice: the notice wins.
    const early = computeFreeSlots({ settings, busy: [], now, from: at('2027-01-01T00:00', 'Z') });
    expect(early[0]?.start).toEqual(at('2027-01-11T10:00', '+01:00'));
    // from beyond the horizon: nothing.
    expect(computeFreeSlots({ settings, busy: [], now, from: at('2027-02-01T00:00', 'Z') })).toEqual([]);
    // until before the window: nothing.
    expect(computeFreeSlots({ settings, busy: [], now, until: at('2027-01-11T09:00', '+01:00') })).toEqual(
      [],
    );
  });
});

describe('computeFreeSlots — busy intervals', () => {
  const settings = { ...defaultAvailabilitySettings(['cabinet']), minNoticeMinutes: 0 };
  const now = at('2027-01-11T00:00', '+01:00'); // Monday

  function wednesday(slots: TFreeSlot[]): string[] {
    return slotsOfDay(slots, '2027-01-13').map((slot) => formatParisTime(slot.start));
  }

  it('removes exactly the slots a busy interval overlaps (half-open)', () => {
    const slots = computeFreeSlots({
      settings,
      now,
      busy: [
        busy(at('2027-01-13T10:15', '+01:00'), at('2027-01-13T10:45', '+01:00')), // 10:00 and 10:30
        busy(at('2027-01-13T08:00', '+01:00'), at('2027-01-13T09:30', '+01:00')), // 09:00, not 09:30
        busy(at('2027-01-13T16:00', '+01:00'), at('2027-01-13T16:30', '+01:00')), // 16:00 only
      ],
    });
    expect(wednesday(slots)).toEqual([
      '09:30',
      '11:00',
      '11:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:30',
    ]);
  });

  it('handles unsorted, overlapping and multi-day busy intervals, and ignores empty ones', () => {
    const slots = computeFreeSlots({
      settings,
      now,
      busy: [
        busy(at('2027-01-15T08:00', '+01:00'), at('2027-01-15T09:30', '+01:00')),
        busy(at('2027-01-13T16:00', '+01:00'), at('2027-01-14T20:00', '+01:00')),
        busy(at('2027-01-14T06:00', '+01:00'), at('2027-01-15T09:00', '+01:00')),
        busy(at('2027-01-12T11:00', '+01:00'), at('2027-01-12T11:00', '+01:00')), // empty
        busy(at('2027-01-12T15:00', '+01:00'), at('2027-01-12T14:00', '+01:00')), // reversed
      ],
    });
    expect(wednesday(slots)).toEqual(DEFAULT_STARTS.slice(0, 10)); // 16:00 and 16:30 gone
    expect(slotsOfDay(slots, '2027-01-14')).toEqual([]);
    expect(slotsOfDay(slots, '2027-01-15')[0]?.start).toEqual(at('2027-01-15T09:30', '+01:00'));
    expect(slotsOfDay(slots, '2027-01-12')).toHaveLength(12);
  });

  it('a busy interval spanning midnight blocks the evening and the early morning', () => {
    const slots = computeFreeSlots({
      settings: everyDay('20:00', '23:00'),
      now,
      busy: [busy(at('2027-01-12T22:15', '+01:00'), at('2027-01-13T20:30', '+01:00'))],
    });
    expect(slotsOfDay(slots, '2027-01-12').map((slot) => formatParisTime(slot.start))).toEqual([
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
    expect(slotsOfDay(slots, '2027-01-13').map((slot) => formatParisTime(slot.start))).toEqual([
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
    ]);
  });
});

describe('computeFreeSlots — modes', () => {
  const wednesdayAfternoon = { '3': [{ start: '14:00', end: '17:00' }] };
  const mondayEarly = { '1': [{ start: '08:00', end: '09:30' }] };
  const settings: TAvailabilitySettings = {
    // Insertion order deliberately differs from CONSULTATION_MODE_VALUES.
    weeklyHours: { telephone: mondayEarly, visio: wednesdayAfternoon, cabinet: defaultWeekOpeningHours() },
    slotMinutes: 30,
    minNoticeMinutes: 0,
    horizonDays: 7,
  };
  const now = at('2027-01-11T00:00', '+01:00'); // Monday
  const slots = computeFreeSlots({ settings, busy: [], now });
  const modesAt = (localIso: string) =>
    slots.find((slot) => slot.start.getTime() === at(localIso, '+01:00').getTime())?.modes;

  it('uses each mode’s own hours and groups modes by start, in CONSULTATION_MODE_VALUES order', () => {
    expect(modesAt('2027-01-11T08:00')).toEqual(['telephone']);
    expect(modesAt('2027-01-11T09:00')).toEqual(['cabinet', 'telephone']);
    expect(modesAt('2027-01-11T09:30')).toEqual(['cabinet']);
    expect(modesAt('2027-01-13T09:00')).toEqual(['cabinet']);
    expect(modesAt('2027-01-13T14:00')).toEqual(['cabinet', 'visio']);
    expect(modesAt('2027-01-13T16:30')).toEqual(['cabinet', 'visio']);
    expect(modesAt('2027-01-14T14:00')).toEqual(['cabinet']);
    // One entry per start instant.
    expect(new Set(isoStarts(slots)).size).toBe(slots.length);
    expect(slotsOfDay(slots, '2027-01-11')).toHaveLength(14);
  });

  it('a mode only offered on some days appears only then', () => {
    const visioOnly = computeFreeSlots({
      settings: { ...settings, weeklyHours: { visio: wednesdayAfternoon } },
      busy: [],
      now,
    });
    expect(parisSchedule(visioOnly)).toEqual({ '2027-01-13': AFTERNOON_STARTS });
    expect(visioOnly.every((slot) => slot.modes.join() === 'visio')).toBe(true);
  });

  it('merges overlapping ranges of one mode into single slots', () => {
    const overlapping = computeFreeSlots({
      settings: {
        ...settings,
        weeklyHours: {
          cabinet: {
            '1': [
              { start: '09:00', end: '10:30' },
              { start: '10:00', end: '11:00' },
            ],
          },
        },
      },
      busy: [],
      now,
    });
    expect(overlapping.map((slot) => formatParisTime(slot.start))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
    ]);
  });

  it('returns no slot when no mode is offered', () => {
    expect(computeFreeSlots({ settings: { ...settings, weeklyHours: {} }, busy: [], now })).toEqual([]);
    expect(computeFreeSlots({ settings: defaultAvailabilitySettings([]), busy: [], now })).toEqual([]);
    expect(nextFreeSlot({ settings: defaultAvailabilitySettings([]), busy: [], now })).toBeNull();
  });
});

describe('computeFreeSlots — slot lengths', () => {
  const now = at('2027-01-11T00:00', '+01:00'); // Monday
  const ranges = [
    { start: '09:00', end: '11:50' },
    { start: '14:10', end: '17:00' },
  ];
  const settingsFor = (slotMinutes: number): TAvailabilitySettings => ({
    weeklyHours: { cabinet: { '1': ranges } },
    slotMinutes,
    minNoticeMinutes: 0,
    horizonDays: 1,
  });

  it('45-minute slots only start where a whole slot fits in the range', () => {
    const slots = computeFreeSlots({ settings: settingsFor(45), busy: [], now });
    expect(slots.map((slot) => formatParisTime(slot.start))).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '14:10',
      '14:55',
      '15:40',
    ]);
    expect(slots.map((slot) => formatParisTime(slot.end))).toEqual([
      '09:45',
      '10:30',
      '11:15',
      '14:55',
      '15:40',
      '16:25',
    ]);
  });

  it('60-minute slots', () => {
    const slots = computeFreeSlots({ settings: settingsFor(60), busy: [], now });
    expect(slots.map((slot) => formatParisTime(slot.start))).toEqual(['09:00', '10:00', '14:10', '15:10']);
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 3_600_000)).toBe(true);
  });

  it('a range exactly one slot long gives one slot; shorter gives none', () => {
    const exact = {
      ...settingsFor(60),
      weeklyHours: { cabinet: { '1': [{ start: '09:00', end: '10:00' }] } },
    };
    expect(computeFreeSlots({ settings: exact, busy: [], now })).toHaveLength(1);
    const short = {
      ...settingsFor(60),
      weeklyHours: { cabinet: { '1': [{ start: '09:00', end: '09:59' }] } },
    };
    expect(computeFreeSlots({ settings: short, busy: [], now })).toEqual([]);
  });
});

describe('computeFreeSlots — daylight saving time', () => {
  /** Default hours Monday–Friday plus Sunday 01:00–04:00 around the change. */
  const nightSunday: TAvailabilitySettings = {
    weeklyHours: {
      cabinet: { ...defaultWeekOpeningHours(), '7': [{ start: '01:00', end: '04:00' }] },
    },
    slotMinutes: 30,
    minNoticeMinutes: 0,
    horizonDays: 3,
  };

  it('2027-03-28 (spring forward): 02:00 and 02:30 do not exist; 01:30 lasts 30 real minutes, to 03:00', () => {
    const now = at('2027-03-27T12:00', '+01:00'); // Saturday
    const slots = computeFreeSlots({ settings: nightSunday, busy: [], now });
    const sunday = slotsOfDay(slots, '2027-03-28');
    expect(sunday.map((slot) => formatParisTime(slot.start))).toEqual(['01:00', '01:30', '03:00', '03:30']);
    expect(isoStarts(sunday)).toEqual([
      '2027-03-28T00:00:00.000Z',
      '2027-03-28T00:30:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-03-28T01:30:00.000Z',
    ]);
    const oneThirty = sunday[1] as TFreeSlot;
    expect(oneThirty.end.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(formatParisTime(oneThirty.end)).toBe('03:00');
    expect(oneThirty.end.getTime() - oneThirty.start.getTime()).toBe(30 * 60_000);
    // Monday 2027-03-29 09:00 Paris = 07:00Z (summer time).
    expect(slotsOfDay(slots, '2027-03-29')[0]?.start.toISOString()).toBe('2027-03-29T07:00:00.000Z');
  });

  it('2027-10-31 (fall back): 02:00 and 02:30 happen twice but give one slot each, at the first occurrence', () => {
    const now = at('2027-10-30T12:00', '+02:00'); // Saturday
    const slots = computeFreeSlots({ settings: nightSunday, busy: [], now });
    const sunday = slotsOfDay(slots, '2027-10-31');
    expect(sunday.map((slot) => formatParisTime(slot.start))).toEqual([
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ]);
    expect(isoStarts(sunday)).toEqual([
      '2027-10-30T23:00:00.000Z',
      '2027-10-30T23:30:00.000Z',
      '2027-10-31T00:00:00.000Z', // 02:00 CEST, the first 02:00
      '2027-10-31T00:30:00.000Z', // 02:30 CEST
      '2027-10-31T02:00:00.000Z', // 03:00 CET
      '2027-10-31T02:30:00.000Z',
    ]);
    // The 02:30 slot lasts 30 real minutes: it ends at the second 02:00 (01:00Z).
    expect(sunday[3]?.end.toISOString()).toBe('2027-10-31T01:00:00.000Z');
    expect(formatParisTime(sunday[3]?.end as Date)).toBe('02:00');
    // Monday 2027-11-01 09:00 Paris = 08:00Z (winter time).
    expect(slotsOfDay(slots, '2027-11-01')[0]?.start.toISOString()).toBe('2027-11-01T08:00:00.000Z');
  });

  it('fall back: a busy interval during the repeated hour (01:00Z–02:00Z) blocks none of the slots', () => {
    const now = at('2027-10-30T12:00', '+02:00');
    const free = computeFreeSlots({ settings: nightSunday, busy: [], now });
    const blocked = computeFreeSlots({
      settings: nightSunday,
      busy: [busy(at('2027-10-31T01:00', 'Z'), at('2027-10-31T02:00', 'Z'))],
      now,
    });
    expect(isoStarts(blocked)).toEqual(isoStarts(free));
    const blockFirst0230 = computeFreeSlots({
      settings: nightSunday,
      busy: [busy(at('2027-10-31T00:45', 'Z'), at('2027-10-31T00:50', 'Z'))],
      now,
    });
    expect(isoStarts(blockFirst0230)).not.toContain('2027-10-31T00:30:00.000Z');
    expect(blockFirst0230).toHaveLength(free.length - 1);
  });

  it('a 14-day window across the spring change has the right UTC instants on both sides', () => {
    const now = at('2027-03-22T00:00', '+01:00'); // Monday
    const slots = computeFreeSlots({ settings: defaultAvailabilitySettings(), busy: [], now });
    expect(slots).toHaveLength(120);
    expect(slotsOfDay(slots, '2027-03-26')[0]?.start.toISOString()).toBe('2027-03-26T08:00:00.000Z');
    expect(slotsOfDay(slots, '2027-03-29')[0]?.start.toISOString()).toBe('2027-03-29T07:00:00.000Z');
    expect(slotsOfDay(slots, '2027-04-02').at(-1)?.start.toISOString()).toBe('2027-04-02T14:30:00.000Z');
    for (const starts of Object.values(parisSchedule(slots))) expect(starts).toEqual(DEFAULT_STARTS);
  });

  it('a 14-day window across the autumn change has the right UTC instants on both sides', () => {
    const now = at('2027-10-25T00:00', '+02:00'); // Monday
    const slots = computeFreeSlots({ settings: defaultAvailabilitySettings(), busy: [], now });
    expect(slots).toHaveLength(120);
    expect(slotsOfDay(slots, '2027-10-29')[0]?.start.toISOString()).toBe('2027-10-29T07:00:00.000Z');
    expect(slotsOfDay(slots, '2027-11-01')[0]?.start.toISOString()).toBe('2027-11-01T08:00:00.000Z');
    for (const starts of Object.values(parisSchedule(slots))) expect(starts).toEqual(DEFAULT_STARTS);
  });

  it('the horizon counts Paris calendar days across the change (short 23-hour day)', () => {
    const slots = computeFreeSlots({
      settings: { ...everyDay('00:00', '00:30'), horizonDays: 3 },
      busy: [],
      now: at('2027-03-27T00:00', '+01:00'),
    });
    expect(isoStarts(slots)).toEqual([
      '2027-03-26T23:00:00.000Z',
      '2027-03-27T23:00:00.000Z',
      '2027-03-28T22:00:00.000Z',
    ]);
  });
});

describe('computeFreeSlots — independent of the process time zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  const input: TComputeFreeSlotsInput = {
    settings: defaultAvailabilitySettings(),
    busy: [busy(at('2027-03-29T10:15', '+02:00'), at('2027-03-29T10:45', '+02:00'))],
    now: at('2027-03-22T00:00', '+01:00'),
  };

  it('gives the same instants whatever TZ the process runs with', () => {
    const reference = isoStarts(computeFreeSlots(input));
    const januaryFirst = () => new Date(2027, 0, 1).getTimezoneOffset();
    const offsets = new Set<number>();
    for (const zone of ['America/Los_Angeles', 'Asia/Tokyo', 'UTC', 'Europe/Paris']) {
      process.env.TZ = zone;
      offsets.add(januaryFirst());
      expect(isoStarts(computeFreeSlots(input))).toEqual(reference);
      expect(formatParisTime(new Date('2027-03-29T07:00:00Z'))).toBe('09:00');
      expect(formatParisDate(new Date('2027-03-28T22:30:00Z'))).toBe('2027-03-29');
    }
    // Node applies TZ changes at once: the process really ran in four different zones.
    expect(offsets.size).toBe(4);
    expect(reference[0]).toBe('2027-03-22T08:00:00.000Z');
    expect(reference).not.toContain('2027-03-29T08:00:00.000Z'); // 10:00 Paris, busy
    expect(reference).toContain('2027-03-29T07:00:00.000Z'); // 09:00 Paris
  });

  it('follows the timeZone option, not the process zone (New York, DST on 2027-03-14)', () => {
    const slots = computeFreeSlots({
      settings: defaultAvailabilitySettings(['cabinet']),
      busy: [],
      now: new Date('2027-03-08T05:00:00Z'), // Monday 00:00 EST
      timeZone: 'America/New_York',
    });
    const firstOfDay = groupSlotsByParisDay(slots, 'America/New_York').map((day) => [
      day.date,
      day.slots[0]?.start.toISOString(),
    ]);
    expect(firstOfDay[0]).toEqual(['2027-03-08', '2027-03-08T14:00:00.000Z']); // 09:00 EST
    expect(firstOfDay[4]).toEqual(['2027-03-12', '2027-03-12T14:00:00.000Z']); // 09:00 EST
    expect(firstOfDay[5]).toEqual(['2027-03-15', '2027-03-15T13:00:00.000Z']); // 09:00 EDT
  });

  it('rejects an unknown time zone', () => {
    expect(() => computeFreeSlots({ ...input, timeZone: 'Europe/Atlantis' })).toThrow(RangeError);
  });
});

describe('nextFreeSlot and hasFreeSlotBefore', () => {
  it('nextFreeSlot is the first computed slot', () => {
    const now = at('2027-01-12T10:15', '+01:00');
    const settings = defaultAvailabilitySettings();
    expect(nextFreeSlot({ settings, busy: [], now })).toEqual(
      computeFreeSlots({ settings, busy: [], now })[0],
    );
    const allBusy = [busy(now, at('2027-03-01T00:00', 'Z'))];
    expect(nextFreeSlot({ settings, busy: allBusy, now })).toBeNull();
  });

  it('hasFreeSlotBefore means a free slot starts strictly before the deadline', () => {
    const now = at('2027-01-12T10:15', '+01:00'); // first slot 14:00
    const input = { settings: defaultAvailabilitySettings(), busy: [], now };
    expect(hasFreeSlotBefore(input, at('2027-01-12T14:00', '+01:00'))).toBe(false);
    expect(hasFreeSlotBefore(input, at('2027-01-12T14:01', '+01:00'))).toBe(true);
    expect(
      hasFreeSlotBefore(
        { ...input, until: at('2027-01-12T13:00', '+01:00') },
        at('2027-01-13T00:00', '+01:00'),
      ),
    ).toBe(false);
  });

  it('agree with computeFreeSlots on many random cases', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    // Windows spanning the spring and the autumn changes.
    const bases = [at('2027-03-20T00:00', '+01:00').getTime(), at('2027-10-23T00:00', '+02:00').getTime()];
    for (let run = 0; run < 200; run++) {
      const now = new Date((bases[run % 2] as number) + Math.floor(random() * 20 * 24 * 60) * 60_000);
      const busyIntervals: TBusyInterval[] = [];
      const count = Math.floor(random() * 40);
      for (let i = 0; i < count; i++) {
        const start = now.getTime() + Math.floor(random() * 14 * 24 * 60) * 60_000;
        busyIntervals.push(busy(new Date(start), new Date(start + Math.floor(random() * 600) * 60_000)));
      }
      const settings = {
        ...defaultAvailabilitySettings(random() < 0.5 ? ['cabinet'] : ['visio', 'telephone']),
        slotMinutes: [20, 30, 45, 60][Math.floor(random() * 4)] as number,
        minNoticeMinutes: Math.floor(random() * 3000),
        horizonDays: 1 + Math.floor(random() * 20),
      };
      const input = { settings, busy: busyIntervals, now };
      const slots = computeFreeSlots(input);
      expect(nextFreeSlot(input)).toEqual(slots[0] ?? null);
      const deadline = new Date(now.getTime() + Math.floor(random() * 10 * 24 * 60) * 60_000);
      expect(hasFreeSlotBefore(input, deadline)).toBe(slots.some((slot) => slot.start < deadline));
      // No free slot overlaps a busy interval, and every slot respects the notice.
      const windowStart = now.getTime() + settings.minNoticeMinutes * 60_000;
      const wrong = slots.filter(
        (slot) =>
          slot.start.getTime() < windowStart ||
          busyIntervals.some((interval) => interval.start < slot.end && slot.start < interval.end),
      );
      expect(wrong).toEqual([]);
    }
  });
});

describe('Paris formatting helpers', () => {
  it('formatParisDate and formatParisTime use Paris civil time', () => {
    expect(formatParisDate(new Date('2027-01-11T23:30:00Z'))).toBe('2027-01-12');
    expect(formatParisTime(new Date('2027-01-11T23:30:00Z'))).toBe('00:30');
    expect(formatParisDate(new Date('2027-07-01T22:15:00Z'))).toBe('2027-07-02');
    expect(formatParisTime(new Date('2027-07-01T22:15:00Z'))).toBe('00:15');
    expect(formatParisTime(new Date('2027-07-01T11:05:59Z'))).toBe('13:05');
    expect(() => formatParisDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('groupSlotsByParisDay groups by the Paris date of the start and sorts the days', () => {
    const slot = (iso: string): TFreeSlot => ({
      start: new Date(iso),
      end: new Date(new Date(iso).getTime() + 1_800_000),
      modes: ['cabinet'],
    });
    const groups = groupSlotsByParisDay([
      slot('2027-01-12T08:00:00Z'),
      slot('2027-01-11T23:30:00Z'), // 00:30 on the 12th in Paris
      slot('2027-01-11T22:30:00Z'), // 23:30 on the 11th
    ]);
    expect(groups.map((group) => [group.date, group.slots.map((s) => formatParisTime(s.start))])).toEqual([
      ['2027-01-11', ['23:30']],
      ['2027-01-12', ['09:00', '00:30']],
    ]);
    expect(groupSlotsByParisDay([])).toEqual([]);
  });
});

describe('computeFreeSlots — against a brute-force reference', () => {
  /** Walks every minute with Intl (not the engine's offset logic) and keeps the first occurrence of each civil time. */
  function referenceSlots(input: TComputeFreeSlotsInput): string[] {
    const { settings, now } = input;
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    const civil = (ms: number) => {
      const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]));
      const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday as string) + 1;
      return {
        date: `${parts.year}-${parts.month}-${parts.day}`,
        minute: Number(parts.hour) * 60 + Number(parts.minute),
        weekday,
      };
    };
    const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
    const windowStart = Math.max(
      now.getTime() + settings.minNoticeMinutes * 60_000,
      input.from?.getTime() ?? 0,
    );
    const today = civil(now.getTime()).date;
    const lastDate = new Date(Date.parse(`${today}T00:00:00Z`) + (settings.horizonDays - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const seen = new Set<string>();
    const result: string[] = [];
    for (let t = Math.floor(windowStart / 60_000) * 60_000 - 3 * 3_600_000; ; t += 60_000) {
      const c = civil(t);
      if (c.date > lastDate) break;
      const key = `${c.date} ${c.minute}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (t < windowStart || c.date < today) continue;
      const modes = (['cabinet', 'visio', 'telephone'] as const).filter((mode) =>
        (settings.weeklyHours[mode]?.[String(c.weekday) as '1'] ?? []).some((range) => {
          const start = toMinutes(range.start);
          return (
            c.minute >= start &&
            (c.minute - start) % settings.slotMinutes === 0 &&
            c.minute + settings.slotMinutes <= toMinutes(range.end)
          );
        }),
      );
      if (modes.length === 0) continue;
      const end = t + settings.slotMinutes * 60_000;
      if (input.busy.some((interval) => interval.start.getTime() < end && t < interval.end.getTime()))
        continue;
      result.push(`${new Date(t).toISOString()} ${modes.join('+')}`);
    }
    return result;
  }

  const nights = [
    { start: '00:30', end: '04:10' },
    { start: '09:00', end: '12:00' },
  ];
  const settings: TAvailabilitySettings = {
    weeklyHours: {
      cabinet: { ...defaultWeekOpeningHours(), '7': nights },
      visio: { '3': [{ start: '14:00', end: '17:00' }], '7': [{ start: '01:40', end: '03:20' }] },
    },
    slotMinutes: 20,
    minNoticeMinutes: 90,
    horizonDays: 14,
  };

  it.each([
    ['spring', '2027-03-22T11:07:00+01:00'],
    ['autumn', '2027-10-25T11:07:00+02:00'],
    ['ordinary', '2027-06-07T08:00:00+02:00'],
  ])('matches on a %s window', (_label, nowIso) => {
    const now = new Date(nowIso);
    const busyIntervals = [
      busy(new Date(now.getTime() + 3 * 86_400_000), new Date(now.getTime() + 3 * 86_400_000 + 95 * 60_000)),
      busy(new Date(now.getTime() + 86_400_000), new Date(now.getTime() + 86_400_000 + 20 * 60_000)),
      busy(new Date(now.getTime() + 5.9 * 86_400_000), new Date(now.getTime() + 6.1 * 86_400_000)),
    ];
    for (const slotMinutes of [20, 45]) {
      const input = { settings: { ...settings, slotMinutes }, busy: busyIntervals, now };
      const engine = computeFreeSlots(input).map(
        (slot) => `${slot.start.toISOString()} ${slot.modes.join('+')}`,
      );
      expect(engine.length).toBeGreaterThan(50);
      expect(engine).toEqual(referenceSlots(input));
    }
  });
});

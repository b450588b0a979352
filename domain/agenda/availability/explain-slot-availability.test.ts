import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { expandSeries } from '../planning/expand-recurrence';
import type { TBusyAppointment, TBusyEvent } from '../planning/find-time-conflicts';
import { isBlockingEvent } from '../planning/planning-event-types';
import {
  defaultAvailabilitySettings,
  type TAvailabilitySettings,
  type TBusyInterval,
} from './availability-settings';
import { computeFreeSlots, formatParisTime } from './compute-free-slots';
import {
  calendarProviderOfUrl,
  explainSlotAvailability,
  FREE_SLOT_TEXT,
  noticeText,
  type TExplainSlotInput,
  type TExternalBusyTime,
} from './explain-slot-availability';

const ZONE = 'Europe/Paris';

/** An instant given by its Paris civil time: paris('2026-03-16 10:10'). */
function paris(civil: string): Date {
  const [date, time] = civil.split(' ') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, ZONE).getTime());
}

const MONDAY_NOON_BEFORE = paris('2026-03-09 12:00');

function input(overrides: Partial<TExplainSlotInput> & { at: Date }): TExplainSlotInput {
  return {
    settings: { ...defaultAvailabilitySettings(['cabinet']), minNoticeMinutes: 0, horizonDays: 90 },
    bookable: true,
    appointments: [],
    events: [],
    external: [],
    now: MONDAY_NOON_BEFORE,
    ...overrides,
  };
}

function texts(value: TExplainSlotInput): string[] {
  return explainSlotAvailability(value).reasons.map((reason) => reason.text);
}

function appointment(
  start: string,
  end: string,
  status: 'pending' | 'confirmed' = 'confirmed',
): TBusyAppointment {
  return { id: 1, status, title: 'Lucas Bernard', start: paris(start), end: paris(end) };
}

function singleEvent(
  title: string,
  start: string,
  end: string,
  fields: Partial<Pick<TBusyEvent, 'type' | 'status'>> = {},
): TBusyEvent {
  return {
    id: 7,
    title,
    type: fields.type ?? 'audience',
    status: fields.status ?? 'confirmed',
    series: { start: paris(start), end: paris(end), rule: null },
    exceptions: [],
  };
}

describe('explainSlotAvailability — each reason', () => {
  it('says a slot nobody took is free, with the slot of the grid containing the time', () => {
    const explanation = explainSlotAvailability(input({ at: paris('2026-03-16 10:10') }));
    expect(explanation.free).toBe(true);
    expect(explanation.reasons).toEqual([{ kind: 'free', text: FREE_SLOT_TEXT, start: null, end: null }]);
    expect(explanation.slot?.start).toEqual(paris('2026-03-16 10:00'));
    expect(explanation.slot?.end).toEqual(paris('2026-03-16 10:30'));
    expect(explanation.slot?.modes).toEqual(['cabinet']);
  });

  it('names the client of an appointment, confirmed or awaiting an answer', () => {
    expect(
      texts(
        input({
          at: paris('2026-03-16 10:10'),
          appointments: [appointment('2026-03-16 10:00', '2026-03-16 10:30')],
        }),
      ),
    ).toEqual(['Rendez-vous avec Lucas Bernard de 10:00 à 10:30']);
    expect(
      texts(
        input({
          at: paris('2026-03-16 10:10'),
          appointments: [appointment('2026-03-16 09:45', '2026-03-16 10:15', 'pending')],
        }),
      ),
    ).toEqual(['Rendez-vous en attente avec Lucas Bernard de 09:45 à 10:15']);
  });

  it('an appointment that ends when the slot starts does not block it (half-open)', () => {
    const explanation = explainSlotAvailability(
      input({
        at: paris('2026-03-16 10:10'),
        appointments: [appointment('2026-03-16 09:30', '2026-03-16 10:00')],
      }),
    );
    expect(explanation.free).toBe(true);
  });

  it('names a blocking planning event, an absence over several days, and ignores a consultation', () => {
    expect(
      texts(
        input({
          at: paris('2026-03-16 10:10'),
          events: [singleEvent('Audience', '2026-03-16 09:00', '2026-03-16 12:00')],
        }),
      ),
    ).toEqual(['Événement «\u00a0Audience\u00a0» de votre planning de 09:00 à 12:00']);
    expect(
      texts(
        input({
          at: paris('2026-03-17 15:00'),
          events: [singleEvent('Vacances', '2026-03-16 00:00', '2026-03-21 00:00', { type: 'conge' })],
        }),
      ),
    ).toEqual([
      'Absence «\u00a0Vacances\u00a0» de votre planning du lun. 16 mars 00:00 au sam. 21 mars 00:00',
    ]);
    const consultation = singleEvent('Point client', '2026-03-16 10:00', '2026-03-16 11:00', {
      type: 'consultation',
    });
    expect(
      explainSlotAvailability(input({ at: paris('2026-03-16 10:10'), events: [consultation] })).free,
    ).toBe(true);
    const busyConsultation = { ...consultation, status: 'busy' as const };
    expect(texts(input({ at: paris('2026-03-16 10:10'), events: [busyConsultation] }))).toEqual([
      'Événement «\u00a0Point client\u00a0» de votre planning de 10:00 à 11:00',
    ]);
  });

  it('follows a weekly series with its exceptions: a cancelled occurrence frees, a moved one blocks its new time', () => {
    const weekly: TBusyEvent = {
      ...singleEvent('Permanence', '2026-03-02 14:00', '2026-03-02 15:00', { type: 'travail' }),
      series: {
        start: paris('2026-03-02 14:00'),
        end: paris('2026-03-02 15:00'),
        rule: { frequency: 'weekly', until: null, count: null },
      },
      exceptions: [
        { originalStart: paris('2026-03-16 14:00'), override: null },
        {
          originalStart: paris('2026-03-23 14:00'),
          override: {
            start: paris('2026-03-23 16:00'),
            end: paris('2026-03-23 17:00'),
            title: 'Permanence déplacée',
            type: 'travail',
            status: 'confirmed',
          },
        },
      ],
    };
    expect(texts(input({ at: paris('2026-03-30 14:00'), events: [weekly] }))).toEqual([
      'Événement «\u00a0Permanence\u00a0» de votre planning de 14:00 à 15:00',
    ]);
    expect(explainSlotAvailability(input({ at: paris('2026-03-16 14:00'), events: [weekly] })).free).toBe(
      true,
    );
    expect(explainSlotAvailability(input({ at: paris('2026-03-23 14:00'), events: [weekly] })).free).toBe(
      true,
    );
    expect(texts(input({ at: paris('2026-03-23 16:20'), events: [weekly] }))).toEqual([
      'Événement «\u00a0Permanence déplacée\u00a0» de votre planning de 16:00 à 17:00',
    ]);
  });

  it('says which external calendar is busy, never what the event is', () => {
    const external: TExternalBusyTime[] = [
      {
        calendarName: 'Agenda Cabinet',
        provider: 'google',
        start: paris('2026-03-16 10:00'),
        end: paris('2026-03-16 11:00'),
      },
      {
        calendarName: 'Perso',
        provider: null,
        start: paris('2026-03-16 10:15'),
        end: paris('2026-03-16 10:45'),
      },
    ];
    expect(texts(input({ at: paris('2026-03-16 10:10'), external }))).toEqual([
      'Occupé dans votre agenda externe «\u00a0Agenda Cabinet\u00a0» (Google) de 10:00 à 11:00',
      'Occupé dans votre agenda externe «\u00a0Perso\u00a0» de 10:15 à 10:45',
    ]);
  });

  it('lists every blocker in the planning’s order: appointments, events, external calendars', () => {
    const explanation = explainSlotAvailability(
      input({
        at: paris('2026-03-16 10:00'),
        external: [
          {
            calendarName: 'Agenda Cabinet',
            provider: 'microsoft',
            start: paris('2026-03-16 09:00'),
            end: paris('2026-03-16 12:00'),
          },
        ],
        events: [singleEvent('Audience', '2026-03-16 10:00', '2026-03-16 11:00')],
        appointments: [appointment('2026-03-16 10:00', '2026-03-16 10:30')],
      }),
    );
    expect(explanation.reasons.map((reason) => reason.kind)).toEqual(['appointment', 'event', 'external']);
    expect(explanation.reasons[2]?.text).toContain('(Outlook)');
  });

  it('gives the notice, the past and the horizon as the engine counts them', () => {
    const settings: TAvailabilitySettings = {
      ...defaultAvailabilitySettings(['cabinet']),
      minNoticeMinutes: 1440,
      horizonDays: 90,
    };
    const now = paris('2026-03-16 09:10');
    expect(texts(input({ settings, now, at: paris('2026-03-17 09:00') }))).toEqual([
      'Moins de 24\u00a0heures à l’avance\u00a0: délai de prévenance',
    ]);
    expect(explainSlotAvailability(input({ settings, now, at: paris('2026-03-17 09:30') })).free).toBe(true);
    expect(texts(input({ settings, now, at: paris('2026-03-16 09:00') }))).toEqual([
      'Ce créneau est déjà passé.',
    ]);
    // Today counts as the first day: the 90th is Saturday 13 June, so Monday 15 June is beyond.
    expect(explainSlotAvailability(input({ settings, now, at: paris('2026-06-12 10:00') })).free).toBe(true);
    expect(texts(input({ settings, now, at: paris('2026-06-15 10:00') }))).toEqual([
      'Au-delà de votre horizon de réservation (90\u00a0jours)',
    ]);
  });

  it('says when the time is outside the opening hours, on a closed day, or in what is left of a range', () => {
    expect(texts(input({ at: paris('2026-03-16 12:30') }))).toEqual([
      'Hors de vos horaires d’ouverture (le lundi\u00a0: 09:00 – 12:00, 14:00 – 17:00)',
    ]);
    expect(texts(input({ at: paris('2026-03-22 10:00') }))).toEqual([
      'Jour fermé\u00a0: aucune ouverture le dimanche',
    ]);
    const settings: TAvailabilitySettings = {
      ...defaultAvailabilitySettings(['cabinet']),
      weeklyHours: { cabinet: { '1': [{ start: '09:00', end: '09:45' }] } },
      minNoticeMinutes: 0,
    };
    expect(texts(input({ settings, at: paris('2026-03-16 09:35') }))).toEqual([
      'Aucun créneau de 30\u00a0minutes ne tient à cette heure dans vos horaires d’ouverture (le lundi\u00a0: 09:00 – 09:45)',
    ]);
  });

  it('still names what is there outside the opening hours', () => {
    expect(
      texts(
        input({
          at: paris('2026-03-16 19:00'),
          events: [
            singleEvent('Dîner du barreau', '2026-03-16 19:00', '2026-03-16 22:00', { type: 'reunion' }),
          ],
        }),
      ),
    ).toEqual([
      'Événement «\u00a0Dîner du barreau\u00a0» de votre planning de 19:00 à 22:00',
      'Hors de vos horaires d’ouverture (le lundi\u00a0: 09:00 – 12:00, 14:00 – 17:00)',
    ]);
  });

  it('says so when the profile takes no online booking', () => {
    const explanation = explainSlotAvailability(input({ bookable: false, at: paris('2026-03-16 10:10') }));
    expect(explanation.free).toBe(false);
    expect(explanation.reasons.map((reason) => reason.kind)).toEqual(['bookingClosed']);
  });

  it('when modes cut different grids, explains the slot that is offered', () => {
    const settings: TAvailabilitySettings = {
      weeklyHours: {
        cabinet: { '1': [{ start: '09:00', end: '12:00' }] },
        visio: { '1': [{ start: '09:15', end: '11:15' }] },
      },
      slotMinutes: 30,
      minNoticeMinutes: 0,
      horizonDays: 90,
    };
    const explanation = explainSlotAvailability(
      input({
        settings,
        at: paris('2026-03-16 09:20'),
        appointments: [appointment('2026-03-16 09:00', '2026-03-16 09:15')],
      }),
    );
    expect(explanation.free).toBe(true);
    expect(explanation.slot?.start).toEqual(paris('2026-03-16 09:15'));
    expect(explanation.slot?.modes).toEqual(['visio']);
  });
});

describe('explainSlotAvailability — clock changes in Europe/Paris', () => {
  const night: TAvailabilitySettings = {
    weeklyHours: { cabinet: { '7': [{ start: '01:00', end: '04:00' }] } },
    slotMinutes: 30,
    minNoticeMinutes: 0,
    horizonDays: 90,
  };

  it('spring forward (29 March 2026): the slot before the gap lasts until 03:00 summer time', () => {
    const explanation = explainSlotAvailability(input({ settings: night, at: paris('2026-03-29 01:45') }));
    expect(explanation.free).toBe(true);
    expect(explanation.slot?.start).toEqual(paris('2026-03-29 01:30'));
    expect(formatParisTime(explanation.slot?.end as Date)).toBe('03:00');
    const afterGap = explainSlotAvailability(input({ settings: night, at: paris('2026-03-29 03:10') }));
    expect(formatParisTime(afterGap.slot?.start as Date)).toBe('03:00');
  });

  it('fall back (25 October 2026): the repeated hour is offered once, and said so the second time', () => {
    const firstPass = new Date('2026-10-25T00:10:00Z'); // 02:10 summer time
    const secondPass = new Date('2026-10-25T01:10:00Z'); // 02:10 winter time
    const now = paris('2026-10-19 08:00');
    expect(explainSlotAvailability(input({ settings: night, now, at: firstPass })).free).toBe(true);
    expect(texts(input({ settings: night, now, at: secondPass }))).toEqual([
      'Heure répétée au passage à l’heure d’hiver\u00a0: son créneau n’est proposé qu’une fois',
    ]);
  });
});

/** A deterministic generator (mulberry32): the same « random » agenda at every run. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('explainSlotAvailability agrees with computeFreeSlots', () => {
  const settings: TAvailabilitySettings = {
    weeklyHours: {
      cabinet: Object.fromEntries(
        ['1', '2', '3', '4', '5', '6', '7'].map((day) => [
          day,
          [
            { start: '00:30', end: '04:00' },
            { start: '09:00', end: '12:00' },
            { start: '14:00', end: '18:10' },
          ],
        ]),
      ),
      visio: { '2': [{ start: '09:20', end: '11:00' }], '7': [{ start: '01:10', end: '03:50' }] },
    },
    slotMinutes: 45,
    minNoticeMinutes: 150,
    horizonDays: 7,
  };

  for (const [label, monday, seed] of [
    ['spring forward week', '2026-03-23', 1],
    ['fall back week', '2026-10-19', 2],
  ] as const) {
    it(`says « free » exactly when the engine offers the slot, every 5 minutes of the ${label}`, () => {
      const random = generator(seed);
      const now = paris(`${monday} 10:20`);
      const weekStart = paris(`${monday} 00:00`).getTime();
      const weekMs = 8 * 86_400_000;
      const pick = (minutes: number) => {
        const start = new Date(weekStart + Math.floor((random() * weekMs) / 300_000) * 300_000);
        return { start, end: new Date(start.getTime() + minutes * 60_000) };
      };
      const appointments: TBusyAppointment[] = Array.from({ length: 12 }, (_, index) => ({
        id: index + 1,
        status: index % 2 === 0 ? 'confirmed' : 'pending',
        title: `Client ${index}`,
        ...pick(30 + Math.floor(random() * 60)),
      }));
      const events: TBusyEvent[] = Array.from({ length: 10 }, (_, index) => {
        const { start, end } = pick(20 + Math.floor(random() * 200));
        return {
          id: index + 1,
          title: `Événement ${index}`,
          type: (['consultation', 'audience', 'reunion', 'travail', 'conge'] as const)[
            index % 5
          ] as TBusyEvent['type'],
          status: index % 3 === 0 ? 'busy' : 'confirmed',
          series: {
            start,
            end,
            rule: index % 4 === 0 ? { frequency: 'daily', until: null, count: 5 } : null,
          },
          exceptions: [],
        };
      });
      const external: TExternalBusyTime[] = Array.from({ length: 8 }, () => ({
        calendarName: 'Agenda Cabinet',
        provider: 'google',
        ...pick(15 + Math.floor(random() * 120)),
      }));

      const from = new Date(weekStart - 86_400_000);
      const until = new Date(weekStart + weekMs + 86_400_000);
      const busy: TBusyInterval[] = [
        ...appointments,
        ...events.flatMap((event) =>
          expandSeries(event.series, event.exceptions, from, until)
            .filter((occurrence) => isBlockingEvent(occurrence.override ?? event))
            .map(({ start, end }) => ({ start, end })),
        ),
        ...external,
      ];
      const offered = computeFreeSlots({ settings, busy, now });
      expect(offered.length).toBeGreaterThan(10);

      let free = 0;
      let blocked = 0;
      for (let t = weekStart; t < weekStart + weekMs; t += 300_000) {
        const at = new Date(t);
        const explanation = explainSlotAvailability({
          settings,
          bookable: true,
          appointments,
          events,
          external,
          at,
          now,
        });
        const offeredHere = offered.filter((slot) => slot.start <= at && at < slot.end);
        expect(explanation.free, at.toISOString()).toBe(offeredHere.length > 0);
        if (explanation.free) {
          free++;
          expect(offeredHere.map((slot) => slot.start.getTime())).toContain(
            explanation.slot?.start.getTime(),
          );
        } else {
          blocked++;
          expect(explanation.reasons.length).toBeGreaterThan(0);
          expect(explanation.reasons.every((reason) => reason.kind !== 'free')).toBe(true);
        }
      }
      expect(free).toBeGreaterThan(100);
      expect(blocked).toBeGreaterThan(100);
    });
  }
});

describe('noticeText and calendarProviderOfUrl', () => {
  it('writes the notice in words', () => {
    expect(noticeText(1440)).toBe('24\u00a0heures');
    expect(noticeText(60)).toBe('1\u00a0heure');
    expect(noticeText(2880)).toBe('2\u00a0jours');
    expect(noticeText(90)).toBe('1\u00a0h 30');
    expect(noticeText(45)).toBe('45\u00a0minutes');
  });

  it('recognises the well-known services by host only', () => {
    expect(calendarProviderOfUrl('https://calendar.google.com/calendar/ical/x/basic.ics')).toBe('google');
    expect(calendarProviderOfUrl('webcal://p42-caldav.icloud.com/published/2/abc')).toBe('icloud');
    expect(calendarProviderOfUrl('https://outlook.office365.com/owa/calendar/x/calendar.ics')).toBe(
      'microsoft',
    );
    expect(calendarProviderOfUrl('https://google.com.example.org/x.ics')).toBeNull();
    expect(calendarProviderOfUrl('pas une adresse')).toBeNull();
    expect(calendarProviderOfUrl(null)).toBeNull();
  });
});

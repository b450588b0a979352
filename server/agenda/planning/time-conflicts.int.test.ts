import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_OVERLAP_MESSAGE,
  OVERLAP_MESSAGES,
} from '#domain/agenda/planning/time-conflict-schemas.ts';
import { ZErrorBody } from '#domain/kernel/errors/error-body-schema.ts';
import { appointments, planningEventExceptions, planningEvents } from '#server/db/schema/index.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let thomas: string;
let sophie: string;
let marie: string;

// Monday 7 June 2027, 08:00 Paris: far from the demo data seeded around today.
const NOW = new Date('2027-06-07T06:00:00Z');
const THOMAS = 2;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com', 'demo-2025', true);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t.close();
});

function inject(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The error body, checked against the one error shape. */
function errorOf(response: { json(): unknown }) {
  return ZErrorBody.parse(response.json()).error;
}

async function counts() {
  const db = t.handle.db;
  return {
    appointments: (await db.select({ n: count() }).from(appointments))[0]?.n,
    events: (await db.select({ n: count() }).from(planningEvents))[0]?.n,
    exceptions: (await db.select({ n: count() }).from(planningEventExceptions))[0]?.n,
  };
}

const newAppointment = (overrides: Record<string, unknown> = {}) => ({
  client: { name: 'Paul Lefèvre', email: 'paul.lefevre@example.com' },
  type: 'Consultation pénale',
  date: '2027-06-09',
  time: '15:30',
  duration: '1h30',
  ...overrides,
});

const newEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Audience TJ Paris',
  type: 'audience',
  date: '2027-06-09',
  startTime: '15:00',
  endTime: '16:30',
  ...overrides,
});

async function created(response: { statusCode: number; json(): unknown; body: string }) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { appointment?: { id: number }; event?: { id: number } };
}

const paris = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`).toISOString();

describe('overlaps in the professional’s time (issue 15 §2)', () => {
  let hearingId = 0;
  let paulId = 0;

  it('asks before an appointment over a hearing, listing it, and creates it once confirmed', async () => {
    hearingId = (await created(await inject('POST', '/api/pro/events', thomas, newEvent()))).event?.id ?? 0;
    const before = await counts();
    const asked = await inject('POST', '/api/pro/appointments', thomas, newAppointment());
    expect(asked.statusCode).toBe(409);
    expect(errorOf(asked)).toEqual({
      code: 'OVERLAP_CONFIRMATION_REQUIRED',
      message: OVERLAP_MESSAGES.createAppointment,
      conflicts: {
        items: [
          {
            kind: 'event',
            type: 'audience',
            title: 'Audience TJ Paris',
            start: paris('2027-06-09', '15:00'),
            end: paris('2027-06-09', '16:30'),
          },
        ],
        total: 1,
      },
    });
    expect(await counts()).toEqual(before);

    const confirmed = await inject(
      'POST',
      '/api/pro/appointments',
      thomas,
      newAppointment({ confirmOverlaps: true }),
    );
    paulId = (await created(confirmed)).appointment?.id ?? 0;
    expect(confirmed.json().appointment).toMatchObject({
      date: '2027-06-09',
      time: '15:30',
      status: 'pending',
    });
  });

  it('refuses an appointment over another appointment even when confirmed, naming only that one', async () => {
    const before = await counts();
    const refused = await inject(
      'POST',
      '/api/pro/appointments',
      thomas,
      newAppointment({ time: '16:00', duration: '30min', confirmOverlaps: true }),
    );
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'SLOT_TAKEN',
      message: APPOINTMENT_OVERLAP_MESSAGE,
      conflicts: {
        items: [
          {
            kind: 'appointment',
            status: 'pending',
            title: 'Paul Lefèvre',
            start: paris('2027-06-09', '15:30'),
            end: paris('2027-06-09', '17:00'),
          },
        ],
        total: 1,
      },
    });
    expect(await counts()).toEqual(before);
  });

  it('asks the same over an imported 15:00–17:00 busy time, and not over a free one', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//FR',
      'BEGIN:VEVENT',
      'UID:busy-1@test',
      'DTSTAMP:20270601T120000Z',
      'DTSTART;TZID=Europe/Paris:20270610T150000',
      'DTEND;TZID=Europe/Paris:20270610T170000',
      'SUMMARY:Expertise judiciaire',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:free-1@test',
      'DTSTAMP:20270601T120000Z',
      'DTSTART;TZID=Europe/Paris:20270610T090000',
      'DTEND;TZID=Europe/Paris:20270610T100000',
      'SUMMARY:Disponible',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const imported = await inject('POST', '/api/pro/calendar-accounts', thomas, {
      name: 'Agenda du cabinet',
      email: 'cabinet@example.com',
      colour: 'green',
      icsContent: ics,
    });
    expect(imported.statusCode, imported.body).toBe(201);

    const asked = await inject(
      'POST',
      '/api/pro/appointments',
      thomas,
      newAppointment({ date: '2027-06-10' }),
    );
    expect(asked.statusCode).toBe(409);
    expect(errorOf(asked).conflicts).toEqual({
      items: [
        {
          kind: 'imported',
          title: 'Expertise judiciaire',
          start: paris('2027-06-10', '15:00'),
          end: paris('2027-06-10', '17:00'),
        },
      ],
      total: 1,
    });
    await created(
      await inject(
        'POST',
        '/api/pro/appointments',
        thomas,
        newAppointment({ date: '2027-06-10', confirmOverlaps: true }),
      ),
    );
    await created(
      await inject(
        'POST',
        '/api/pro/appointments',
        thomas,
        newAppointment({ date: '2027-06-10', time: '09:00', duration: '30min' }),
      ),
    );
  });

  it('moving: asks before a hearing, refuses another appointment, never counts its own time', async () => {
    const morning = await created(
      await inject(
        'POST',
        '/api/pro/appointments',
        thomas,
        newAppointment({ client: { name: 'Julie Roux' }, time: '10:00', duration: '30min' }),
      ),
    );
    const url = `/api/pro/appointments/${morning.appointment?.id}/reschedule`;
    const asked = await inject('POST', url, thomas, { date: '2027-06-09', time: '15:00' });
    expect(asked.statusCode).toBe(409);
    expect(errorOf(asked)).toMatchObject({
      code: 'OVERLAP_CONFIRMATION_REQUIRED',
      message: OVERLAP_MESSAGES.moveAppointment,
      conflicts: { items: [{ kind: 'event', title: 'Audience TJ Paris' }], total: 1 },
    });
    const moved = await inject('POST', url, thomas, {
      date: '2027-06-09',
      time: '15:00',
      confirmOverlaps: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment).toMatchObject({ date: '2027-06-09', time: '15:00' });

    // 14:50–15:20 overlaps its own 15:00–15:30, which it leaves: only the hearing is listed.
    const own = await inject('POST', url, thomas, { date: '2027-06-09', time: '14:50' });
    expect(errorOf(own).conflicts?.items.map((item) => item.title)).toEqual(['Audience TJ Paris']);

    const refused = await inject('POST', url, thomas, {
      date: '2027-06-09',
      time: '15:10',
      confirmOverlaps: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'SLOT_TAKEN',
      message: APPOINTMENT_OVERLAP_MESSAGE,
      conflicts: { items: [{ kind: 'appointment', title: 'Paul Lefèvre' }], total: 1 },
    });
    const card = await inject('GET', '/api/pro/appointments?period=all&status=all', thomas);
    const julie = card.json().appointments.find((a: { id: number }) => a.id === morning.appointment?.id);
    expect(julie).toMatchObject({ date: '2027-06-09', time: '15:00' });
  });

  it('an event over a confirmed client appointment says so, and is saved once confirmed', async () => {
    const claire = await created(
      await inject(
        'POST',
        '/api/pro/appointments',
        thomas,
        newAppointment({
          client: { name: 'Claire Martin' },
          date: '2027-06-11',
          time: '10:00',
          duration: '1h',
        }),
      ),
    );
    const accepted = await inject('POST', `/api/pro/appointments/${claire.appointment?.id}/accept`, thomas);
    expect(accepted.statusCode).toBe(200);

    const meeting = newEvent({
      title: 'Réunion associés',
      type: 'reunion',
      date: '2027-06-11',
      startTime: '10:30',
      endTime: '11:30',
    });
    const before = await counts();
    const asked = await inject('POST', '/api/pro/events', thomas, meeting);
    expect(asked.statusCode).toBe(409);
    expect(errorOf(asked)).toEqual({
      code: 'OVERLAP_CONFIRMATION_REQUIRED',
      message: OVERLAP_MESSAGES.saveEventOverConfirmedAppointment,
      conflicts: {
        items: [
          {
            kind: 'appointment',
            status: 'confirmed',
            title: 'Claire Martin',
            start: paris('2027-06-11', '10:00'),
            end: paris('2027-06-11', '11:00'),
          },
        ],
        total: 1,
      },
    });
    expect(await counts()).toEqual(before);
    await created(await inject('POST', '/api/pro/events', thomas, { ...meeting, confirmOverlaps: true }));

    // Over a pending request only, the question is the ordinary one.
    const overPaul = await inject(
      'POST',
      '/api/pro/events',
      thomas,
      newEvent({ title: 'Préparation', type: 'travail', startTime: '16:30', endTime: '17:00' }),
    );
    expect(errorOf(overPaul)).toMatchObject({
      message: OVERLAP_MESSAGES.saveEvent,
      conflicts: { items: [{ kind: 'appointment', status: 'pending', title: 'Paul Lefèvre' }], total: 1 },
    });
  });

  it('editing an event: keeping its times asks nothing, moving it over other engagements asks', async () => {
    const url = `/api/pro/events/${hearingId}`;
    // The hearing overlaps Paul's and Julie's appointments since they were confirmed over it.
    const renamed = await inject('PUT', url, thomas, newEvent({ title: 'Audience TJ Paris — renvoi' }));
    expect(renamed.statusCode, renamed.body).toBe(200);

    const before = await counts();
    const asked = await inject(
      'PUT',
      url,
      thomas,
      newEvent({ date: '2027-06-11', startTime: '10:00', endTime: '11:00' }),
    );
    expect(asked.statusCode).toBe(409);
    expect(errorOf(asked)).toMatchObject({
      code: 'OVERLAP_CONFIRMATION_REQUIRED',
      message: OVERLAP_MESSAGES.saveEventOverConfirmedAppointment,
      conflicts: {
        items: [
          { kind: 'appointment', status: 'confirmed', title: 'Claire Martin' },
          { kind: 'event', type: 'reunion', title: 'Réunion associés' },
        ],
        total: 2,
      },
    });
    expect(await counts()).toEqual(before);
    const moved = await inject('PUT', url, thomas, {
      ...newEvent({ date: '2027-06-11', startTime: '10:00', endTime: '11:00' }),
      confirmOverlaps: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().event).toMatchObject({ date: '2027-06-11', startTime: '10:00' });
  });

  it('a series: an occurrence that meets a hearing is listed; a scoped edit asks only for what it moves', async () => {
    await created(
      await inject(
        'POST',
        '/api/pro/events',
        thomas,
        newEvent({ title: 'Audience JAF', date: '2027-06-30', startTime: '15:30', endTime: '16:30' }),
      ),
    );
    const weekly = newEvent({
      title: 'Point cabinet',
      type: 'reunion',
      date: '2027-06-16',
      startTime: '15:00',
      endTime: '16:00',
      repeat: 'weekly',
      repeatEnd: 'count',
      count: 3,
    });
    const asked = await inject('POST', '/api/pro/events', thomas, weekly);
    expect(errorOf(asked).conflicts).toEqual({
      items: [
        {
          kind: 'event',
          type: 'audience',
          title: 'Audience JAF',
          start: paris('2027-06-30', '15:30'),
          end: paris('2027-06-30', '16:30'),
        },
      ],
      total: 1,
    });
    const series = (
      await created(await inject('POST', '/api/pro/events', thomas, { ...weekly, confirmOverlaps: true }))
    ).event;

    await created(
      await inject(
        'POST',
        '/api/pro/appointments',
        thomas,
        newAppointment({
          client: { name: 'Hugo Petit' },
          date: '2027-06-23',
          time: '16:00',
          duration: '30min',
        }),
      ),
    );
    // « Cet événement »: 23 June moved to 15:30–16:30 meets Hugo's appointment, not its own series.
    const thisOne = `/api/pro/events/${series?.id}?scope=this&occurrence=2027-06-23`;
    const moved = { ...weekly, date: '2027-06-23', startTime: '15:30', endTime: '16:30' };
    const before = await counts();
    const scoped = await inject('PUT', thisOne, thomas, moved);
    expect(scoped.statusCode).toBe(409);
    expect(errorOf(scoped).conflicts?.items.map((item) => item.title)).toEqual(['Hugo Petit']);
    expect(await counts()).toEqual(before);
    expect((await inject('PUT', thisOne, thomas, { ...moved, confirmOverlaps: true })).statusCode).toBe(200);

    // « Cet événement et les suivants » from 23 June, moved back to 15:00: Hugo no longer, the JAF hearing still.
    const following = await inject(
      'PUT',
      `/api/pro/events/${series?.id}?scope=following&occurrence=2027-06-23`,
      thomas,
      { ...weekly, date: '2027-06-23', count: 2 },
    );
    expect(errorOf(following).conflicts?.items.map((item) => item.title)).toEqual(['Audience JAF']);
  });

  it('lists at most 20 conflicts of a series and says how many there are', async () => {
    await created(
      await inject(
        'POST',
        '/api/pro/events',
        thomas,
        newEvent({
          title: 'Permanence pénale',
          date: '2027-06-15',
          startTime: '18:00',
          endTime: '19:00',
          repeat: 'weekly',
        }),
      ),
    );
    const daily = newEvent({
      title: 'Veille juridique',
      type: 'travail',
      date: '2027-06-14',
      startTime: '18:30',
      endTime: '19:30',
      repeat: 'daily',
    });
    const asked = await inject('POST', '/api/pro/events', thomas, daily);
    const conflicts = errorOf(asked).conflicts;
    expect(conflicts?.items).toHaveLength(20);
    // Every Tuesday of the year checked: 15 June 2027 to 13 June 2028.
    expect(conflicts?.total).toBe(53);
    expect(conflicts?.items.every((item) => item.title === 'Permanence pénale')).toBe(true);
  });

  it('never lists another professional’s time', async () => {
    await created(
      await inject(
        'POST',
        '/api/pro/events',
        sophie,
        newEvent({ title: 'Audience de Sophie', date: '2027-06-14', startTime: '10:00', endTime: '11:00' }),
      ),
    );
    await created(
      await inject(
        'POST',
        '/api/pro/appointments',
        thomas,
        newAppointment({ date: '2027-06-14', time: '10:00', duration: '1h' }),
      ),
    );
    const asked = await inject(
      'POST',
      '/api/pro/appointments',
      sophie,
      newAppointment({ date: '2027-06-14', time: '10:30', duration: '30min' }),
    );
    expect(errorOf(asked).conflicts?.items.map((item) => item.title)).toEqual(['Audience de Sophie']);
  });

  it.each([
    ['a string', 'true'],
    ['a number', 1],
    ['null', null],
    ['an object', { $ne: false }],
    ['a megabyte of text', 'x'.repeat(1_000_000)],
  ])('refuses confirmOverlaps as %s with a French message, writing nothing', async (_label, value) => {
    const before = await counts();
    for (const [url, body] of [
      ['/api/pro/appointments', newAppointment({ date: '2027-06-21', time: '09:00' })],
      [`/api/pro/appointments/${paulId}/reschedule`, { date: '2027-06-21', time: '09:00' }],
      ['/api/pro/events', newEvent({ date: '2027-06-21' })],
    ] as const) {
      const response = await inject('POST', url, thomas, { ...body, confirmOverlaps: value });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { confirmOverlaps: expect.any(String) },
      });
    }
    const edit = await inject('PUT', `/api/pro/events/${hearingId}`, thomas, {
      ...newEvent(),
      confirmOverlaps: value,
    });
    expect(edit.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('keeps the hearing’s time off the public profile, and a client cannot book it', async () => {
    await created(
      await inject(
        'POST',
        '/api/pro/events',
        thomas,
        newEvent({ title: 'Audience correctionnelle', date: '2027-06-15' }),
      ),
    );
    const profile = (await inject('GET', `/api/professionals/${THOMAS}`, undefined)).json();
    const day = profile.slotDays.find((d: { date: string }) => d.date === '2027-06-15');
    const times = day.slots.map((slot: { time: string }) => slot.time);
    expect(times).toEqual(expect.arrayContaining(['14:00', '14:30', '16:30']));
    for (const hidden of ['15:00', '15:30', '16:00']) expect(times).not.toContain(hidden);

    const booking = await inject('POST', '/api/appointments', marie, {
      professionalId: THOMAS,
      start: paris('2027-06-15', '15:30'),
      mode: 'cabinet',
      reason: 'Garde à vue',
      answers: {},
      isFirstConsultation: true,
      acceptsFeeAgreement: true,
    });
    expect(booking.statusCode).toBe(409);
    expect(errorOf(booking).code).toBe('SLOT_UNAVAILABLE');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_SLOT_TEXT } from '#domain/agenda/availability/explain-slot-availability.ts';
import type { TSlotExplanationResponse } from '#domain/agenda/availability/explain-slot-schemas.ts';
import { ZErrorBody } from '#domain/kernel/errors/error-body-schema.ts';
import { users } from '#server/db/schema/index.ts';
import { newStaffAccount } from '#server/test-support/staff-accounts.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let sophie: string;
let thomas: string;
let marie: string;
let assistant: string;

// Monday 7 June 2027, 08:00 Paris (summer time): far from the demo data seeded around today.
const NOW = new Date('2027-06-07T06:00:00Z');
const paris = (date: string, time: string) => `${date}T${time}:00%2B02:00`;

const day = [
  { start: '09:00', end: '12:00' },
  { start: '14:00', end: '18:00' },
];

const ics = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//FR',
  'BEGIN:VEVENT',
  'UID:explain-1@test',
  'DTSTAMP:20270601T120000Z',
  'DTSTART;TZID=Europe/Paris:20270611T090000',
  'DTEND;TZID=Europe/Paris:20270611T120000',
  'SUMMARY:Rendez-vous médical très privé',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com', 'demo-2025', true);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
  const [sophieAccount] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'sophie.martin@example.com'));
  assistant = (await newStaffAccount(t, sophie, 'assistant', [sophieAccount?.id ?? ''])).cookie;

  const settings = await callAs(t.app, sophie, 'PUT', '/api/pro/availability', {
    weeklyHours: { cabinet: { '1': day, '2': day, '3': day, '4': day, '5': day } },
    slotMinutes: 30,
    minNoticeMinutes: 1440,
    horizonDays: 30,
    autoConfirm: true,
    consultationModes: ['cabinet'],
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const appointment = await callAs(t.app, sophie, 'POST', '/api/pro/appointments', {
    client: { name: 'Paul Lefèvre', email: 'paul.lefevre@example.com' },
    type: 'Consultation pénale',
    date: '2027-06-09',
    time: '15:30',
    duration: '1h30',
  });
  expect(appointment.statusCode, appointment.body).toBe(201);
  const event = await callAs(t.app, sophie, 'POST', '/api/pro/events', {
    title: 'Audience TJ Paris',
    type: 'audience',
    date: '2027-06-10',
    startTime: '10:00',
    endTime: '11:00',
  });
  expect(event.statusCode, event.body).toBe(201);
  const calendar = await callAs(t.app, sophie, 'POST', '/api/pro/calendar-accounts', {
    name: 'Agenda Cabinet',
    email: 'sophie@example.com',
    colour: 'green',
    icsContent: ics,
  });
  expect(calendar.statusCode, calendar.body).toBe(201);
});

afterAll(async () => {
  await t.close();
});

async function explain(cookie: string, at: string): Promise<TSlotExplanationResponse> {
  const response = await callAs(t.app, cookie, 'GET', `/api/pro/availability/explain?at=${at}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSlotExplanationResponse;
}

async function reasonsAt(cookie: string, at: string): Promise<{ kind: string; text: string }[]> {
  return (await explain(cookie, at)).reasons.map(({ kind, text }) => ({ kind, text }));
}

describe('GET /api/pro/availability/explain (issue 28 §3)', () => {
  it('says a free time is free, with its slot, exactly as the public profile offers it', async () => {
    const answer = await explain(sophie, paris('2027-06-09', '10:10'));
    expect(answer).toMatchObject({
      free: true,
      slot: { start: '2027-06-09T08:00:00.000Z', end: '2027-06-09T08:30:00.000Z', modes: ['cabinet'] },
      reasons: [{ kind: 'free', text: FREE_SLOT_TEXT }],
    });
    const profile = (await callAs(t.app, undefined, 'GET', '/api/professionals/1')).json();
    const wednesday = profile.slotDays.find((d: { date: string }) => d.date === '2027-06-09');
    const times = wednesday.slots.map((slot: { time: string }) => slot.time);
    expect(times).toContain('10:00');
    expect(times).not.toContain('15:30');
  });

  it('names the appointment, the planning event and the external calendar that block a time', async () => {
    expect(await reasonsAt(sophie, paris('2027-06-09', '16:00'))).toEqual([
      { kind: 'appointment', text: 'Rendez-vous en attente avec Paul Lefèvre de 15:30 à 17:00' },
    ]);
    expect(await reasonsAt(sophie, paris('2027-06-10', '10:30'))).toEqual([
      { kind: 'event', text: 'Événement «\u00a0Audience TJ Paris\u00a0» de votre planning de 10:00 à 11:00' },
    ]);
    const external = await callAs(
      t.app,
      sophie,
      'GET',
      `/api/pro/availability/explain?at=${paris('2027-06-11', '11:00')}`,
    );
    expect(external.json().reasons).toEqual([
      {
        kind: 'external',
        text: 'Occupé dans votre agenda externe «\u00a0Agenda Cabinet\u00a0» de 09:00 à 12:00',
        start: '2027-06-11T07:00:00.000Z',
        end: '2027-06-11T10:00:00.000Z',
      },
    ]);
    // What the external event is stays in the external calendar.
    expect(external.body).not.toContain('médical');
  });

  it('gives the past, the notice, the horizon and the opening hours', async () => {
    expect(await reasonsAt(sophie, paris('2027-06-04', '10:00'))).toEqual([
      { kind: 'past', text: 'Ce créneau est déjà passé.' },
    ]);
    expect(await reasonsAt(sophie, paris('2027-06-07', '15:00'))).toEqual([
      { kind: 'notice', text: 'Moins de 24\u00a0heures à l’avance\u00a0: délai de prévenance' },
    ]);
    expect(await reasonsAt(sophie, paris('2027-08-02', '10:00'))).toEqual([
      { kind: 'horizon', text: 'Au-delà de votre horizon de réservation (30\u00a0jours)' },
    ]);
    expect(await reasonsAt(sophie, paris('2027-06-09', '12:30'))).toEqual([
      {
        kind: 'hours',
        text: 'Hors de vos horaires d’ouverture (le mercredi\u00a0: 09:00 – 12:00, 14:00 – 18:00)',
      },
    ]);
    expect(await reasonsAt(sophie, paris('2027-06-13', '10:00'))).toEqual([
      { kind: 'hours', text: 'Jour fermé\u00a0: aucune ouverture le dimanche' },
    ]);
  });

  it('answers a firm’s assistant about their lawyer’s agenda', async () => {
    expect(await reasonsAt(assistant, paris('2027-06-09', '16:00'))).toEqual([
      { kind: 'appointment', text: 'Rendez-vous en attente avec Paul Lefèvre de 15:30 à 17:00' },
    ]);
  });

  it('answers another professional about their own agenda only', async () => {
    for (const at of [
      paris('2027-06-09', '16:00'),
      paris('2027-06-10', '10:30'),
      paris('2027-06-11', '11:00'),
    ]) {
      const response = await callAs(t.app, thomas, 'GET', `/api/pro/availability/explain?at=${at}`);
      expect(response.statusCode).toBe(200);
      const kinds = (response.json() as TSlotExplanationResponse).reasons.map((reason) => reason.kind);
      expect(kinds).not.toContain('appointment');
      expect(kinds).not.toContain('event');
      expect(kinds).not.toContain('external');
      expect(response.body).not.toContain('Lefèvre');
      expect(response.body).not.toContain('Audience TJ Paris');
      expect(response.body).not.toContain('Agenda Cabinet');
    }
  });

  it('refuses a malformed time with a field error, and anyone without a workspace session', async () => {
    for (const query of ['?at=demain', '?at=2027-06-09T10:00:00', '?at=0000-01-01T00:00:00Z', '']) {
      const response = await callAs(t.app, sophie, 'GET', `/api/pro/availability/explain${query}`);
      expect(response.statusCode, query).toBe(400);
      const error = ZErrorBody.parse(response.json()).error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fieldErrors).toHaveProperty('at');
    }
    const at = paris('2027-06-09', '10:00');
    expect((await callAs(t.app, undefined, 'GET', `/api/pro/availability/explain?at=${at}`)).statusCode).toBe(
      401,
    );
    expect((await callAs(t.app, marie, 'GET', `/api/pro/availability/explain?at=${at}`)).statusCode).toBe(
      401,
    );
  });
});

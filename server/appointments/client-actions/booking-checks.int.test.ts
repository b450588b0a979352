import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '#server/db/schema/index.ts';
import { insertProfessional } from '#server/test-support/factories.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let marie: string;
let lucas: string;
let auto: number;
let manual: number;

// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');
const TUESDAY_10 = '2026-11-24T09:00:00.000Z';
const TUESDAY_15 = '2026-11-24T14:00:00.000Z';
const FRIDAY_10 = '2026-11-27T09:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  auto = (
    await insertProfessional(t.handle.db, { lastName: 'Auto', email: 'auto@example.com', autoConfirm: true })
  ).id;
  manual = (
    await insertProfessional(t.handle.db, {
      lastName: 'Manuel',
      email: 'manuel@example.com',
      autoConfirm: false,
    })
  ).id;
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t.close();
});

function book(cookie: string, professionalId: number, start: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { cookie },
    payload: {
      professionalId,
      start,
      mode: 'cabinet',
      reason: 'Consultation générale',
      answers: {},
      isFirstConsultation: true,
      acceptsFeeAgreement: true,
    },
  });
}

function check(cookie: string | undefined, professionalId: number, start: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/client/appointments/same-professional?professionalId=${professionalId}&start=${encodeURIComponent(start)}`,
    headers: cookie ? { cookie } : {},
  });
}

describe('GET /api/client/appointments/same-professional', () => {
  it('names the appointment already booked with that professional the same Paris day, for its owner only', async () => {
    const booked = await book(marie, auto, TUESDAY_10);
    expect(booked.statusCode).toBe(201);
    const id = booked.json().appointment.id;

    const sameDay = await check(marie, auto, TUESDAY_15);
    expect(sameDay.statusCode).toBe(200);
    expect(sameDay.json().existing).toMatchObject({ id, status: 'confirmed', start: TUESDAY_10 });
    expect(sameDay.json().existing.question).toBe(
      'Vous avez déjà un rendez-vous avec Maître Jeanne Auto le mardi 24 novembre à 10:00\u00a0: le déplacer\u202f?',
    );
    expect((await check(marie, auto, FRIDAY_10)).json().existing).toBeNull();
    // Lucas asks about the same professional and day: Marie's appointment is not his.
    expect((await check(lucas, auto, TUESDAY_15)).json().existing).toBeNull();
  });

  it('names a request still pending with the professional whatever its day', async () => {
    const booked = await book(marie, manual, TUESDAY_10);
    expect(booked.json().appointment.status).toBe('pending');
    const later = await check(marie, manual, FRIDAY_10);
    expect(later.json().existing).toMatchObject({ id: booked.json().appointment.id, status: 'pending' });
  });

  it('asks for a signed-in client and a valid query', async () => {
    expect((await check(undefined, auto, TUESDAY_15)).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/client/appointments/same-professional?professionalId=abc&start=demain',
      headers: { cookie: marie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/professionals/:id/booking-expectations', () => {
  const expectations = (id: number) =>
    t.app.inject({ method: 'GET', url: `/api/professionals/${id}/booking-expectations` });

  it('says automatic for a professional who confirms at once', async () => {
    expect((await expectations(auto)).json()).toEqual({
      confirmation: 'automatic',
      typicalResponseDelayMs: null,
      responseDelayText: null,
    });
  });

  it('gives the median delay of the last decided requests, and nothing below five', async () => {
    const rows = await t.handle.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.professionalId, manual));
    expect(rows.length).toBeGreaterThan(0);
    expect((await expectations(manual)).json()).toEqual({
      confirmation: 'manual',
      typicalResponseDelayMs: null,
      responseDelayText: null,
    });
    const hours = [1, 2, 3, 5, 30];
    const created = new Date('2026-11-01T08:00:00Z');
    await t.handle.db.insert(appointments).values(
      hours.map((h, index) => ({
        professionalId: manual,
        clientUserId: null,
        startsAt: new Date(Date.UTC(2026, 10, 2 + index, 9)),
        endsAt: new Date(Date.UTC(2026, 10, 2 + index, 10)),
        mode: 'cabinet' as const,
        status: 'completed' as const,
        createdAt: created,
        decidedAt: new Date(created.getTime() + h * 3_600_000),
      })),
    );
    expect((await expectations(manual)).json()).toEqual({
      confirmation: 'manual',
      typicalResponseDelayMs: 3 * 3_600_000,
      responseDelayText: 'Répond en général en moins de 3\u00a0h',
    });
  });

  it('is 404 for an unknown professional', async () => {
    expect((await expectations(999_999)).statusCode).toBe(404);
  });
});

describe('GET /api/client/appointments/:id/calendar.ics', () => {
  it('gives the owner the appointment as a calendar, and nobody else', async () => {
    const booked = await book(marie, auto, '2026-11-26T09:00:00.000Z');
    const id = booked.json().appointment.id;
    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/client/appointments/${id}/calendar.ics`,
      headers: { cookie: marie },
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('DTSTART;TZID=Europe/Paris:20261126T100000');
    expect(ics.body).toContain(`UID:rdv-${id}@`);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/client/appointments/${id}/calendar.ics`,
      headers: { cookie: lucas },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('the decision time of a request', () => {
  it('is kept when Thomas accepts or refuses', async () => {
    const thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com', 'demo-2025', true);
    const ids: number[] = [];
    for (const start of ['2026-11-24T13:00:00.000Z', '2026-11-24T14:00:00.000Z']) {
      const booked = await book(lucas, 2, start);
      expect(booked.statusCode, booked.body).toBe(201);
      ids.push(booked.json().appointment.id);
    }
    t.clock.set(new Date(NOW.getTime() + 2 * 3_600_000));
    const [accepted, refused] = ids;
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/pro/appointments/${accepted}/accept`,
      headers: { cookie: thomas },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const refuse = await t.app.inject({
      method: 'POST',
      url: `/api/pro/appointments/${refused}/refuse`,
      headers: { cookie: thomas },
      payload: {},
    });
    expect(refuse.statusCode, refuse.body).toBe(200);
    const rows = await t.handle.db
      .select({ id: appointments.id, decidedAt: appointments.decidedAt })
      .from(appointments)
      .where(eq(appointments.professionalId, 2));
    const decided = rows.filter((row) => ids.includes(row.id));
    expect(decided.map((row) => row.decidedAt?.toISOString())).toEqual([
      new Date(NOW.getTime() + 2 * 3_600_000).toISOString(),
      new Date(NOW.getTime() + 2 * 3_600_000).toISOString(),
    ]);
    t.clock.set(NOW);
  });
});

describe('GET /api/professionals/:id/fee-agreement-preview.json', () => {
  it('gives the agreement the client is asked to accept, as text', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/professionals/1/fee-agreement-preview.json?first=true&mode=cabinet&start=${encodeURIComponent(TUESDAY_10)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: "Convention d'honoraires",
      professional: { name: 'Maître Sophie Martin' },
      appointment: { modeText: 'Cabinet' },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/professionals/999999/fee-agreement-preview.json' }))
        .statusCode,
    ).toBe(404);
  });
});

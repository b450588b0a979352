import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let thomas: string;
let sophie: string;
let marie: string;
let lucas: string;

// Monday 7 June 2027, 08:00 Paris: far from the demo appointments seeded around today.
const NOW = new Date('2027-06-07T06:00:00Z');
// Tuesday 8 June 10:00, 11:00 and 15:00 Paris.
const TUESDAY_10 = '2027-06-08T08:00:00.000Z';
const TUESDAY_11 = '2027-06-08T09:00:00.000Z';
const TUESDAY_15 = '2027-06-08T13:00:00.000Z';
const THOMAS = 2;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com', 'demo-2025', true);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t.close();
});

function inject(method: 'GET' | 'POST', url: string, cookie: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function bookThomas(client: string, start: string): Promise<number> {
  const response = await inject('POST', '/api/appointments', client, {
    professionalId: THOMAS,
    start,
    mode: 'cabinet',
    reason: 'Conseil avant audition',
    answers: {},
    isFirstConsultation: true,
    acceptsFeeAgreement: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().appointment.id as number;
}

type TCard = { id: number; status: string; cancelledBy?: string | null; cancelledAt?: string | null };

async function listIds(view: string): Promise<TCard[]> {
  const response = await inject('GET', `/api/pro/appointments?view=${view}`, thomas);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().appointments as TCard[];
}

let marieAt10: number;
let lucasAt11: number;
let marieAt15: number;

describe('the professional’s decisions (issue 26 §1)', () => {
  it('lists « À venir » from the next appointment and keeps a client’s cancellation under « Annulés »', async () => {
    marieAt15 = await bookThomas(marie, TUESDAY_15);
    lucasAt11 = await bookThomas(lucas, TUESDAY_11);
    marieAt10 = await bookThomas(marie, TUESDAY_10);

    const upcoming = (await listIds('upcoming')).map((card) => card.id);
    expect(upcoming.indexOf(marieAt10)).toBeLessThan(upcoming.indexOf(lucasAt11));
    expect(upcoming.indexOf(lucasAt11)).toBeLessThan(upcoming.indexOf(marieAt15));

    const cancel = await inject('POST', `/api/client/appointments/${marieAt15}/cancel`, marie, {
      reason: 'Empêchement',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await listIds('upcoming')).map((card) => card.id)).not.toContain(marieAt15);
    const cancelled = (await listIds('cancelled')).find((card) => card.id === marieAt15);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });
    expect(cancelled?.cancelledAt).toBe(NOW.toISOString());
    // Without a view, the list stays what it was: live and completed ones only.
    expect((await listIds('all')).map((card) => card.id)).not.toContain(marieAt15);
  });

  it('lists « Passés » latest first, once the appointments have ended', async () => {
    t.clock.set(new Date('2027-06-08T12:00:00Z'));
    try {
      const past = (await listIds('past')).map((card) => card.id);
      expect(past.indexOf(lucasAt11)).toBeLessThan(past.indexOf(marieAt10));
      expect((await listIds('upcoming')).map((card) => card.id)).not.toContain(marieAt10);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('offers the free slots of the professional to move an appointment, this one’s own time included', async () => {
    const response = await inject('GET', `/api/pro/appointments/${lucasAt11}/free-slots`, thomas);
    expect(response.statusCode, response.body).toBe(200);
    const tuesday = (response.json().days as { date: string; times: string[] }[]).find(
      (day) => day.date === '2027-06-08',
    );
    expect(tuesday?.times).toContain('11:00');
    expect(tuesday?.times).not.toContain('10:00');
    // Marie's cancelled appointment frees its time again.
    expect(tuesday?.times).toContain('15:00');
  });

  it('answers 404 for another professional’s appointment', async () => {
    const response = await inject('GET', `/api/pro/appointments/${lucasAt11}/free-slots`, sophie);
    expect(response.statusCode).toBe(404);
    expect((await inject('GET', `/api/pro/appointments/${lucasAt11}`, sophie)).statusCode).toBe(404);
  });

  it('opens one appointment by its id, cancelled ones included (a notification’s link)', async () => {
    const response = await inject('GET', `/api/pro/appointments/${marieAt15}`, thomas);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().appointment).toMatchObject({
      id: marieAt15,
      status: 'cancelled',
      cancelledBy: 'client',
    });
  });

  it('names the request in the professional’s notification, so the bell can accept or refuse it', async () => {
    const response = await inject('GET', '/api/pro/notifications', thomas);
    expect(response.statusCode).toBe(200);
    const requests = (
      response.json().notifications as { kind: string; appointmentId: number | null }[]
    ).filter((notification) => notification.kind === 'appointment_requested');
    expect(requests.map((notification) => notification.appointmentId)).toEqual(
      expect.arrayContaining([marieAt10, lucasAt11]),
    );
  });
});

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import { planningEvents, professionals } from '#server/db/schema/index.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let sophie: string;
let camille: string;
let marie: string;

// Monday 7 June 2027, 08:00 Paris.
const NOW = new Date('2027-06-07T06:00:00Z');
const SOPHIE = 1;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  camille = await loginAs(t.app, 'pro', 'camille.petit@example.com', 'demo-2025', true);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t.close();
});

function inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function publicSlots(date: string): Promise<string[]> {
  const profile = (await inject('GET', `/api/professionals/${SOPHIE}`)).json();
  const day = profile.slotDays.find((d: { date: string }) => d.date === date);
  return day ? day.slots.map((slot: { time: string }) => slot.time) : [];
}

async function eventCount() {
  return (await t.handle.db.select({ n: count() }).from(planningEvents))[0]?.n ?? 0;
}

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Congé',
  type: 'conge',
  date: '2027-06-08',
  startTime: '08:00',
  endTime: '19:00',
  ...overrides,
});

describe('availability settings', () => {
  it('reads and saves the settings, changing the public slots at once', async () => {
    const current = await inject('GET', '/api/pro/availability', sophie);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ slotMinutes: 30, horizonDays: 14, autoConfirm: true });
    // Saturday 12 June has no slot yet.
    expect(await publicSlots('2027-06-12')).toEqual([]);
    const settings = current.json();
    const saved = await inject('PUT', '/api/pro/availability', sophie, {
      ...settings,
      weeklyHours: {
        ...settings.weeklyHours,
        cabinet: { ...settings.weeklyHours.cabinet, '6': [{ start: '10:00', end: '12:00' }] },
      },
      autoConfirm: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(await publicSlots('2027-06-12')).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect((await inject('GET', '/api/pro/availability', sophie)).json().autoConfirm).toBe(false);
    // Camille's settings did not move.
    expect(
      (await inject('GET', '/api/pro/availability', camille)).json().weeklyHours.cabinet['6'],
    ).toBeUndefined();
  });

  it.each([
    ['an unknown field', { color: 'red' }, 'color'],
    ['a 5-minute slot', { slotMinutes: 5 }, 'slotMinutes'],
    ['no consultation mode', { consultationModes: [] }, 'consultationModes'],
    [
      'an end before the start',
      { weeklyHours: { cabinet: { '1': [{ start: '12:00', end: '09:00' }] } } },
      'weeklyHours.cabinet',
    ],
  ])('refuses %s, saving nothing', async (_label, change, field) => {
    const before = (await t.handle.db.select().from(professionals)).find((p) => p.id === SOPHIE);
    const response = await inject('PUT', '/api/pro/availability', sophie, {
      ...defaultAvailabilitySettings(),
      autoConfirm: true,
      consultationModes: ['cabinet', 'visio', 'telephone'],
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toHaveProperty([field]);
    const after = (await t.handle.db.select().from(professionals)).find((p) => p.id === SOPHIE);
    expect(after?.availability).toEqual(before?.availability);
  });

  it('requires a professional session', async () => {
    expect((await inject('GET', '/api/pro/availability', marie)).statusCode).toBe(401);
    const valid = { ...defaultAvailabilitySettings(), autoConfirm: true, consultationModes: ['cabinet'] };
    expect((await inject('PUT', '/api/pro/availability', undefined, valid)).statusCode).toBe(401);
    expect((await inject('PUT', '/api/pro/availability', marie, valid)).statusCode).toBe(401);
  });
});

describe('planning events', () => {
  let congeId: number;

  it('a congé removes the public slots of that day, deleting it restores them', async () => {
    const before = await publicSlots('2027-06-08');
    expect(before).toContain('09:00');
    const created = await inject('POST', '/api/pro/events', sophie, event());
    expect(created.statusCode).toBe(201);
    congeId = created.json().event.id;
    expect(created.json().event).toMatchObject({
      title: 'Congé',
      type: 'conge',
      date: '2027-06-08',
      startTime: '08:00',
      endTime: '19:00',
      status: 'confirmed',
      mode: 'office',
      recurring: false,
      repeat: 'none',
      blocking: true,
      start: '2027-06-08T06:00:00.000Z',
    });
    expect(await publicSlots('2027-06-08')).toEqual([]);
    // Not Camille's event to change or delete.
    expect(
      (await inject('PUT', `/api/pro/events/${congeId}`, camille, event({ title: 'Piraté' }))).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', `/api/pro/events/${congeId}`, camille)).statusCode).toBe(404);
    const ofCamille = (await inject('GET', '/api/pro/events?from=2027-06-07&to=2027-06-13', camille)).json();
    expect(ofCamille.events).toEqual([]);

    const deleted = await inject('DELETE', `/api/pro/events/${congeId}`, sophie);
    expect(deleted.statusCode).toBe(200);
    expect(await publicSlots('2027-06-08')).toEqual(before);
  });

  it('a consultation does not block, moving it to busy does', async () => {
    const created = await inject(
      'POST',
      '/api/pro/events',
      sophie,
      event({
        title: 'Rendez-vous Dupont',
        type: 'consultation',
        clientName: 'Jean Dupont',
        date: '2027-06-09',
        startTime: '09:00',
        endTime: '10:00',
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().event).toMatchObject({ clientName: 'Jean Dupont', blocking: false });
    expect(await publicSlots('2027-06-09')).toContain('09:30');
    const id = created.json().event.id;
    const updated = await inject(
      'PUT',
      `/api/pro/events/${id}`,
      sophie,
      event({
        title: 'Rendez-vous Dupont',
        type: 'consultation',
        clientName: 'Jean Dupont',
        date: '2027-06-09',
        startTime: '09:00',
        endTime: '10:00',
        status: 'busy',
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().event.blocking).toBe(true);
    const slots = await publicSlots('2027-06-09');
    expect(slots).not.toContain('09:00');
    expect(slots).not.toContain('09:30');
    expect(slots).toContain('10:00');
  });

  it('a weekly event repeats in the planning and blocks every week', async () => {
    const created = await inject(
      'POST',
      '/api/pro/events',
      sophie,
      event({
        title: 'Permanence au tribunal',
        type: 'audience',
        date: '2027-06-10',
        startTime: '14:00',
        endTime: '17:00',
        repeat: 'weekly',
        location: 'Tribunal judiciaire',
      }),
    );
    expect(created.statusCode).toBe(201);
    const listed = (await inject('GET', '/api/pro/events?from=2027-06-07&to=2027-06-20', sophie)).json();
    const occurrences = listed.events.filter((e: { title: string }) => e.title === 'Permanence au tribunal');
    expect(occurrences.map((e: { date: string }) => e.date)).toEqual(['2027-06-10', '2027-06-17']);
    // Every occurrence names the series' first date, which an edit of the series keeps.
    expect(occurrences.map((e: { seriesDate: string }) => e.seriesDate)).toEqual([
      '2027-06-10',
      '2027-06-10',
    ]);
    for (const date of ['2027-06-10', '2027-06-17']) {
      const slots = await publicSlots(date);
      expect(slots).toContain('11:30');
      expect(slots).not.toContain('14:00');
      expect(slots).not.toContain('16:30');
    }
  });

  it.each([
    ['no title', event({ title: '  ' }), 'title', 'Le titre est requis'],
    ['no date', event({ date: '' }), 'date', 'La date est requise'],
    ['no start time', event({ startTime: '' }), 'startTime', "L'heure de début est requise"],
    ['no end time', event({ endTime: undefined }), 'endTime', "L'heure de fin est requise"],
    [
      'an end before the start',
      event({ startTime: '15:00', endTime: '14:00' }),
      'endTime',
      "L'heure de fin doit être après l'heure de début",
    ],
    [
      'a date that does not exist',
      event({ date: '2026-02-30' }),
      'date',
      'Date invalide (cette date n’existe pas)',
    ],
    ['an unknown field', event({ reminders: [] }), 'reminders', 'Champ non reconnu'],
    ['an unknown type', event({ type: 'vacances' }), 'type', "Type d'événement invalide"],
  ])('refuses %s with the French message, writing nothing', async (_label, payload, field, message) => {
    const before = await eventCount();
    const response = await inject('POST', '/api/pro/events', sophie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors[field]).toBe(message);
    expect(await eventCount()).toBe(before);
  });

  it('refuses bad windows and other sessions', async () => {
    expect((await inject('GET', '/api/pro/events?from=2027-06-20&to=2027-06-07', sophie)).statusCode).toBe(
      400,
    );
    expect((await inject('GET', '/api/pro/events?from=2027-02-30&to=2027-03-07', sophie)).statusCode).toBe(
      400,
    );
    expect((await inject('GET', '/api/pro/events?from=2027-06-07&to=2027-06-13', marie)).statusCode).toBe(
      401,
    );
    expect((await inject('POST', '/api/pro/events', marie, event())).statusCode).toBe(401);
    expect((await inject('DELETE', '/api/pro/events/999999', sophie)).statusCode).toBe(404);
  });
});

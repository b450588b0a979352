import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planningEventExceptions, planningEvents } from '#server/db/schema/index.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let sophie: string;
let camille: string;

// Monday 7 June 2027, 08:00 Paris.
const NOW = new Date('2027-06-07T06:00:00Z');
const SOPHIE = 1;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  camille = await loginAs(t.app, 'pro', 'camille.petit@example.com', 'demo-2025', true);
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

type TListed = {
  id: number;
  title: string;
  date: string;
  startTime: string;
  occurrenceDate: string;
  exception: boolean;
};

async function listed(title: string, from = '2027-06-07', to = '2027-07-31'): Promise<TListed[]> {
  const response = await inject('GET', `/api/pro/events?from=${from}&to=${to}`, sophie);
  expect(response.statusCode).toBe(200);
  return response.json().events.filter((e: TListed) => e.title.startsWith(title));
}

async function exceptionCount() {
  return (await t.handle.db.select({ n: count() }).from(planningEventExceptions))[0]?.n ?? 0;
}

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Audience',
  type: 'audience',
  date: '2027-06-08',
  startTime: '14:00',
  endTime: '15:00',
  ...overrides,
});

describe('recurring planning events', () => {
  it('a daily series of 3 occurrences blocks those three days only', async () => {
    const created = await inject(
      'POST',
      '/api/pro/events',
      sophie,
      event({
        title: 'Formation',
        type: 'travail',
        startTime: '09:00',
        endTime: '10:00',
        repeat: 'daily',
        repeatEnd: 'count',
        count: 3,
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().event).toMatchObject({ repeat: 'daily', count: 3, until: null, recurring: true });
    expect((await listed('Formation')).map((e) => e.date)).toEqual([
      '2027-06-08',
      '2027-06-09',
      '2027-06-10',
    ]);
    for (const date of ['2027-06-08', '2027-06-09', '2027-06-10']) {
      expect(await publicSlots(date)).not.toContain('09:00');
    }
    expect(await publicSlots('2027-06-11')).toContain('09:00');
  });

  it('« cet événement »: one occurrence moves, the others stay, and the public slots follow', async () => {
    const created = await inject('POST', '/api/pro/events', sophie, event({ repeat: 'weekly' }));
    const id = created.json().event.id;
    expect(await publicSlots('2027-06-15')).not.toContain('14:00');
    const moved = await inject(
      'PUT',
      `/api/pro/events/${id}?scope=this&occurrence=2027-06-15`,
      sophie,
      event({
        title: 'Audience déplacée',
        date: '2027-06-16',
        startTime: '16:00',
        endTime: '17:00',
        repeat: 'weekly',
      }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().event).toMatchObject({
      id,
      title: 'Audience déplacée',
      date: '2027-06-16',
      occurrenceDate: '2027-06-15',
      exception: true,
    });
    expect(
      (await listed('Audience', '2027-06-07', '2027-06-27')).map((e) => [e.date, e.startTime, e.exception]),
    ).toEqual([
      ['2027-06-08', '14:00', false],
      ['2027-06-16', '16:00', true],
      ['2027-06-22', '14:00', false],
    ]);
    expect(await publicSlots('2027-06-15')).toContain('14:00');
    expect(await publicSlots('2027-06-16')).not.toContain('16:00');
    expect(await publicSlots('2027-06-08')).not.toContain('14:00');

    // Moved again: the same exception row changes.
    const before = await exceptionCount();
    const again = await inject(
      'PUT',
      `/api/pro/events/${id}?scope=this&occurrence=2027-06-15`,
      sophie,
      event({ title: 'Audience déplacée', date: '2027-06-17', startTime: '16:00', endTime: '17:00' }),
    );
    expect(again.statusCode).toBe(200);
    expect(await exceptionCount()).toBe(before);

    // « cet événement » deleted: an EXDATE, the week after stays.
    const cancelled = await inject(
      'DELETE',
      `/api/pro/events/${id}?scope=this&occurrence=2027-06-08`,
      sophie,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await publicSlots('2027-06-08')).toContain('14:00');
    expect((await listed('Audience', '2027-06-07', '2027-06-27')).map((e) => e.date)).toEqual([
      '2027-06-17',
      '2027-06-22',
    ]);
    // A cancelled occurrence can no longer be named.
    expect(
      (await inject('DELETE', `/api/pro/events/${id}?scope=this&occurrence=2027-06-08`, sophie)).statusCode,
    ).toBe(404);

    // « cet événement et les suivants » deleted from 29 June: the series ends on the 28th.
    const following = await inject(
      'DELETE',
      `/api/pro/events/${id}?scope=following&occurrence=2027-06-29`,
      sophie,
    );
    expect(following.statusCode).toBe(200);
    expect((await listed('Audience')).map((e) => e.date)).toEqual(['2027-06-17', '2027-06-22']);
    const [row] = await t.handle.db.select().from(planningEvents).where(eq(planningEvents.id, id));
    expect(row).toMatchObject({ frequency: 'weekly', repeatUntil: '2027-06-28', repeatCount: null });

    // « toute la série »: the row goes with its exceptions.
    expect((await inject('DELETE', `/api/pro/events/${id}?scope=all`, sophie)).statusCode).toBe(200);
    expect(await listed('Audience')).toEqual([]);
    expect(
      await t.handle.db.select().from(planningEventExceptions).where(eq(planningEventExceptions.eventId, id)),
    ).toEqual([]);
  });

  it('« cet événement et les suivants » edited: the series is split, a new one starts there', async () => {
    const created = await inject(
      'POST',
      '/api/pro/events',
      sophie,
      event({
        title: 'Réunion',
        type: 'reunion',
        date: '2027-06-09',
        startTime: '10:00',
        endTime: '11:00',
        repeat: 'weekly',
        repeatEnd: 'until',
        until: '2027-07-31',
      }),
    );
    const id = created.json().event.id;
    const split = await inject(
      'PUT',
      `/api/pro/events/${id}?scope=following&occurrence=2027-06-23`,
      sophie,
      event({
        title: 'Réunion (nouvelle heure)',
        type: 'reunion',
        date: '2027-06-23',
        startTime: '11:00',
        endTime: '12:00',
        repeat: 'weekly',
        repeatEnd: 'until',
        until: '2027-07-31',
      }),
    );
    expect(split.statusCode).toBe(200);
    const newId = split.json().event.id;
    expect(newId).not.toBe(id);
    expect((await listed('Réunion')).map((e) => [e.id, e.date, e.startTime])).toEqual([
      [id, '2027-06-09', '10:00'],
      [id, '2027-06-16', '10:00'],
      [newId, '2027-06-23', '11:00'],
      [newId, '2027-06-30', '11:00'],
      [newId, '2027-07-07', '11:00'],
      [newId, '2027-07-14', '11:00'],
      [newId, '2027-07-21', '11:00'],
      [newId, '2027-07-28', '11:00'],
    ]);
    // « toute la série » with new times rewrites every occurrence of that series.
    const all = await inject(
      'PUT',
      `/api/pro/events/${newId}?scope=all`,
      sophie,
      event({
        title: 'Réunion du mercredi',
        type: 'reunion',
        date: '2027-06-23',
        startTime: '09:00',
        endTime: '10:00',
        repeat: 'weekly',
        repeatEnd: 'count',
        count: 2,
      }),
    );
    expect(all.statusCode).toBe(200);
    expect((await listed('Réunion du')).map((e) => [e.date, e.startTime])).toEqual([
      ['2027-06-23', '09:00'],
      ['2027-06-30', '09:00'],
    ]);
  });

  it('a monthly series on the 31st skips the short months', async () => {
    const created = await inject(
      'POST',
      '/api/pro/events',
      sophie,
      event({
        title: 'Clôture mensuelle',
        type: 'travail',
        date: '2027-07-31',
        repeat: 'monthly',
        repeatEnd: 'count',
        count: 3,
      }),
    );
    expect(created.statusCode).toBe(201);
    // The planning expands 92 days at a time (ADR 0044).
    const shown = [
      ...(await listed('Clôture', '2027-07-01', '2027-09-30')),
      ...(await listed('Clôture', '2027-10-01', '2027-12-31')),
    ];
    expect(shown.map((e) => e.date)).toEqual(['2027-07-31', '2027-08-31', '2027-10-31']);
  });

  it("another professional's event is not found, whatever the scope, and nothing changes", async () => {
    const created = await inject(
      'POST',
      '/api/pro/events',
      sophie,
      event({ title: 'Permanence', startTime: '07:00', endTime: '08:00', repeat: 'weekly' }),
    );
    const id = created.json().event.id;
    const before = await exceptionCount();
    for (const query of [
      'scope=this&occurrence=2027-06-15',
      'scope=following&occurrence=2027-06-15',
      'scope=all',
    ]) {
      expect(
        (await inject('PUT', `/api/pro/events/${id}?${query}`, camille, event({ title: 'Piraté' })))
          .statusCode,
      ).toBe(404);
      expect((await inject('DELETE', `/api/pro/events/${id}?${query}`, camille)).statusCode).toBe(404);
    }
    expect(await exceptionCount()).toBe(before);
    expect((await listed('Permanence')).length).toBeGreaterThan(4);
    // An occurrence the series does not have.
    expect(
      (await inject('DELETE', `/api/pro/events/${id}?scope=this&occurrence=2027-06-16`, sophie)).statusCode,
    ).toBe(404);
    expect(
      (await inject('DELETE', `/api/pro/events/${id}?scope=this&occurrence=2027-06-01`, sophie)).statusCode,
    ).toBe(404);
  });

  it.each([
    [
      'a huge count',
      event({ repeat: 'daily', repeatEnd: 'count', count: 1_000_000_000 }),
      'count',
      'Entre 1 et 730 occurrences',
    ],
    [
      'a count of zero',
      event({ repeat: 'daily', repeatEnd: 'count', count: 0 }),
      'count',
      'Entre 1 et 730 occurrences',
    ],
    [
      'no count',
      event({ repeat: 'daily', repeatEnd: 'count' }),
      'count',
      "Le nombre d'occurrences est requis",
    ],
    [
      'an end date before the start',
      event({ repeat: 'weekly', repeatEnd: 'until', until: '2027-06-01' }),
      'until',
      'La fin de la répétition doit être le jour de l’événement ou après',
    ],
    [
      'no end date',
      event({ repeat: 'weekly', repeatEnd: 'until' }),
      'until',
      'La date de fin de la répétition est requise',
    ],
    ['an unknown frequency', event({ repeat: 'yearly' }), 'repeat', 'Répétition invalide'],
  ])('refuses %s with a French field error, writing nothing', async (_label, payload, field, message) => {
    const before = (await t.handle.db.select({ n: count() }).from(planningEvents))[0]?.n;
    const response = await inject('POST', '/api/pro/events', sophie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors[field]).toBe(message);
    expect((await t.handle.db.select({ n: count() }).from(planningEvents))[0]?.n).toBe(before);
  });

  it('refuses a scope without its occurrence, or an unknown scope', async () => {
    const created = await inject(
      'POST',
      '/api/pro/events',
      sophie,
      event({ title: 'Cours', startTime: '20:00', endTime: '21:00', repeat: 'weekly' }),
    );
    const id = created.json().event.id;
    const missing = await inject('DELETE', `/api/pro/events/${id}?scope=this`, sophie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors.occurrence).toBe("La date de l'occurrence est requise");
    expect((await inject('DELETE', `/api/pro/events/${id}?scope=toutes`, sophie)).statusCode).toBe(400);
    expect(
      (await inject('PUT', `/api/pro/events/${id}?scope=this&occurrence=2027-02-30`, sophie, event()))
        .statusCode,
    ).toBe(400);
  });
});

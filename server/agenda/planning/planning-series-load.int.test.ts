import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_ACTIVE_SERIES } from '#domain/agenda/planning/series-limits.ts';
import { buildApp } from '#server/app/app.ts';
import { openDatabase, postgresUrlOf, type TDatabaseHandle } from '#server/db/database.ts';
import { planningEvents } from '#server/db/schema/index.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

// Issue 24 §1 (ADR 0044): recurring series cannot be used to slow the planning and the public views down.
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

const series = (overrides: Record<string, unknown> = {}) => ({
  title: 'Permanence',
  type: 'consultation',
  date: '2027-06-08',
  startTime: '07:00',
  endTime: '07:30',
  repeat: 'weekly',
  repeatEnd: 'never',
  ...overrides,
});

/** Stored directly: the cap is about how many there are, not how they were made. */
async function storeSeries(
  professionalId: number,
  n: number,
  overrides: Partial<typeof planningEvents.$inferInsert> = {},
) {
  await t.handle.db.insert(planningEvents).values(
    Array.from({ length: n }, (_, i) => ({
      professionalId,
      title: `Série ${i + 1}`,
      type: 'consultation' as const,
      status: 'confirmed' as const,
      startsAt: new Date('2027-06-08T05:00:00Z'),
      endsAt: new Date('2027-06-08T05:30:00Z'),
      frequency: 'weekly' as const,
      createdAt: NOW,
      ...overrides,
    })),
  );
}

async function clearSeries(professionalId: number) {
  await t.handle.db
    .delete(planningEvents)
    .where(and(eq(planningEvents.professionalId, professionalId), isNotNull(planningEvents.frequency)));
}

describe('the cap on running series', () => {
  it(`refuses a running series past ${MAX_ACTIVE_SERIES} with a French 409, ended series not counted`, async () => {
    await clearSeries(SOPHIE);
    // Ended series (a date passed, a count used up) do not count.
    const january = { startsAt: new Date('2027-01-04T08:00:00Z'), endsAt: new Date('2027-01-04T09:00:00Z') };
    await storeSeries(SOPHIE, 5, { ...january, repeatUntil: '2027-05-31' });
    await storeSeries(SOPHIE, 5, { ...january, repeatCount: 3 });
    await storeSeries(SOPHIE, MAX_ACTIVE_SERIES - 1);
    const last = await inject('POST', '/api/pro/events', sophie, series({ title: 'La dernière' }));
    expect(last.statusCode).toBe(201);

    const refused = await inject('POST', '/api/pro/events', sophie, series({ title: 'Une de trop' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('SERIES_LIMIT_REACHED');
    expect(refused.json().error.message).toContain(`${MAX_ACTIVE_SERIES} événements répétés en cours`);
    const stored = await t.handle.db
      .select({ id: planningEvents.id })
      .from(planningEvents)
      .where(eq(planningEvents.title, 'Une de trop'));
    expect(stored).toEqual([]);

    // A single event is still accepted, but it cannot become a series.
    const single = await inject(
      'POST',
      '/api/pro/events',
      sophie,
      series({ title: 'Unique', repeat: 'none' }),
    );
    expect(single.statusCode).toBe(201);
    const repeated = await inject(
      'PUT',
      `/api/pro/events/${single.json().event.id}`,
      sophie,
      series({ title: 'Unique' }),
    );
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().error.code).toBe('SERIES_LIMIT_REACHED');

    // Another professional is not concerned.
    const other = await inject('POST', '/api/pro/events', camille, series({ title: 'Chez Camille' }));
    expect(other.statusCode).toBe(201);

    // Ending one series frees a place.
    const id = last.json().event.id;
    const ended = await inject(
      'PUT',
      `/api/pro/events/${id}?scope=all`,
      sophie,
      series({ title: 'La dernière', repeatEnd: 'until', until: '2027-06-08' }),
    );
    expect(ended.statusCode).toBe(200);
    t.clock.set(new Date('2027-06-08T06:00:00Z'));
    const again = await inject('POST', '/api/pro/events', sophie, series({ title: 'Une de plus' }));
    t.clock.set(NOW);
    expect(again.statusCode).toBe(201);
  });

  it('two creations at once cannot both take the last place', async () => {
    await clearSeries(SOPHIE);
    await storeSeries(SOPHIE, MAX_ACTIVE_SERIES - 1);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => inject('POST', '/api/pro/events', sophie, series({ title: `Concurrente ${n}` }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    await clearSeries(SOPHIE);
  });
});

describe('the planning window', () => {
  it('expands 92 days at most: a longer window gets a French 400 and no occurrence', async () => {
    await clearSeries(SOPHIE);
    await storeSeries(SOPHIE, 3, { frequency: 'daily', type: 'travail' });
    const quarter = await inject('GET', '/api/pro/events?from=2027-06-07&to=2027-09-06', sophie);
    expect(quarter.statusCode).toBe(200);
    const occurrences = quarter.json().events.filter((e: { title: string }) => e.title.startsWith('Série'));
    // 3 daily series from 8 June to 6 September: 91 days each.
    expect(occurrences).toHaveLength(3 * 91);

    const year = await inject('GET', '/api/pro/events?from=2027-06-07&to=2028-06-06', sophie);
    expect(year.statusCode).toBe(400);
    expect(year.json().error.fieldErrors).toEqual({ to: 'Période trop longue (92 jours au plus)' });
    const oneDayMore = await inject('GET', '/api/pro/events?from=2027-06-07&to=2027-09-07', sophie);
    expect(oneDayMore.statusCode).toBe(400);
    await clearSeries(SOPHIE);
  });
});

/** Sophie's free times (Paris) on a day, as her public profile shows them to anyone. */
async function publicSlots(app: FastifyInstance, date: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/professionals/${SOPHIE}` });
  expect(response.statusCode).toBe(200);
  const day = response.json().slotDays.find((d: { date: string }) => d.date === date);
  return day ? day.slots.map((slot: { time: string }) => slot.time) : [];
}

const DAY = '2027-06-09';

describe('the cached busy times of the public views', () => {
  it('are kept between views and forgotten at once when a series is created, changed or deleted', async () => {
    await clearSeries(SOPHIE);
    const free = await publicSlots(t.app, DAY);
    const [first, second] = free;
    if (!first || !second) throw new Error('deux créneaux libres attendus');

    // Written behind the application's back, nobody told: the views keep what they computed.
    const [hidden] = await t.handle.db
      .insert(planningEvents)
      .values({
        professionalId: SOPHIE,
        title: 'Non annoncé',
        type: 'travail',
        status: 'busy',
        startsAt: new Date(`${DAY}T${first}:00+02:00`),
        endsAt: new Date(new Date(`${DAY}T${first}:00+02:00`).getTime() + 15 * 60_000),
        frequency: 'daily',
        createdAt: NOW,
      })
      .returning();
    expect(await publicSlots(t.app, DAY)).toContain(first);

    // Through the planning: the series blocks at once (and the change also lets the unannounced one show).
    const created = await inject(
      'POST',
      '/api/pro/events',
      sophie,
      series({
        title: 'Bloquée',
        type: 'travail',
        date: DAY,
        startTime: second,
        endTime: addMinutes(second, 15),
        repeat: 'daily',
        confirmOverlaps: true,
      }),
    );
    expect(created.statusCode).toBe(201);
    const afterCreate = await publicSlots(t.app, DAY);
    expect(afterCreate).not.toContain(first);
    expect(afterCreate).not.toContain(second);
    if (hidden) await t.handle.db.delete(planningEvents).where(eq(planningEvents.id, hidden.id));

    // Moved to another time: the former one is free again at once.
    const id = created.json().event.id;
    const third = free.at(-1) as string;
    const moved = await inject(
      'PUT',
      `/api/pro/events/${id}?scope=all`,
      sophie,
      series({
        title: 'Bloquée',
        type: 'travail',
        date: DAY,
        startTime: third,
        endTime: addMinutes(third, 15),
        repeat: 'daily',
        confirmOverlaps: true,
      }),
    );
    expect(moved.statusCode).toBe(200);
    const afterMove = await publicSlots(t.app, DAY);
    expect(afterMove).toContain(second);
    expect(afterMove).not.toContain(third);

    // One occurrence cancelled, then the whole series deleted.
    const cancelled = await inject('DELETE', `/api/pro/events/${id}?scope=this&occurrence=${DAY}`, sophie);
    expect(cancelled.statusCode).toBe(200);
    expect(await publicSlots(t.app, DAY)).toContain(third);
    expect(await publicSlots(t.app, '2027-06-10')).not.toContain(third);
    expect((await inject('DELETE', `/api/pro/events/${id}?scope=all`, sophie)).statusCode).toBe(200);
    expect(await publicSlots(t.app, '2027-06-10')).toContain(third);
  });
});

// Only PostgreSQL has other instances: PGlite is opened by one process (as in two-instances.int.test.ts).
if (process.env.TEST_DB === 'postgres') {
  describe('the cached busy times, across instances', () => {
    it('another instance on the same PostgreSQL database forgets them at once too', async () => {
      await clearSeries(SOPHIE);
      const url = postgresUrlOf(t.handle.db);
      if (!url) throw new Error('PostgreSQL attendu');
      const handle: TDatabaseHandle = await openDatabase({ driver: 'postgres', url, poolSize: 3 });
      const b = await buildApp({ db: handle.db, config: t.config, clock: t.clock });
      try {
        await b.ready();
        const [slot] = await publicSlots(b, DAY);
        if (!slot) throw new Error('un créneau libre attendu');
        const created = await inject(
          'POST',
          '/api/pro/events',
          sophie,
          series({
            title: 'Vue par B',
            type: 'travail',
            date: DAY,
            startTime: slot,
            endTime: addMinutes(slot, 15),
            repeat: 'daily',
            confirmOverlaps: true,
          }),
        );
        expect(created.statusCode).toBe(201);
        await vi.waitFor(async () => expect(await publicSlots(b, DAY)).not.toContain(slot), {
          timeout: 2_000,
          interval: 20,
        });
      } finally {
        await b.close();
        await handle.close();
        await clearSeries(SOPHIE);
      }
    });
  });
}

function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

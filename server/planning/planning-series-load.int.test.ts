import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ACTIVE_SERIES } from '../../domain/planning/series-limits';
import { planningEvents } from '../db/schema';
import { createTestApp, loginAs, type TTestApp } from '../test-support/test-app';

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

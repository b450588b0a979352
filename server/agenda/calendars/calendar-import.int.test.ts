import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAccounts, importedEvents } from '#server/db/schema/index.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { refreshDueCalendars } from './calendar-sync';

let t: TTestApp;
let sophie: string;
let thomas: string;
let server: Server;
let icsServed = '';
let baseUrl = '';

// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');

const icsWithBusyTuesdayMorning = (summary = 'Audience') =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//FR',
    'BEGIN:VEVENT',
    'UID:busy-1@test',
    'DTSTAMP:20261120T120000Z',
    'DTSTART;TZID=Europe/Paris:20261124T090000',
    'DTEND;TZID=Europe/Paris:20261124T120000',
    `SUMMARY:${summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

async function tuesdayTimes(): Promise<string[]> {
  const profile = (await t.app.inject({ method: 'GET', url: '/api/professionals/1' })).json();
  const day = profile.slotDays.find((d: { date: string }) => d.date === '2026-11-24');
  return (day?.slots ?? []).map((slot: { time: string }) => slot.time);
}

beforeAll(async () => {
  t = await createTestApp({ config: { allowPrivateCalendarUrls: true } });
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com', 'demo-2025', true);
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.end(icsServed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

describe('imported calendars', () => {
  it('blocks the public slots during the busy times of an uploaded .ics, and frees them when removed', async () => {
    expect(await tuesdayTimes()).toContain('09:00');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/pro/calendar-accounts',
      headers: { cookie: sophie },
      payload: {
        name: 'Agenda Google',
        email: 'sophie@gmail.com',
        colour: 'green',
        icsContent: icsWithBusyTuesdayMorning(),
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Agenda Google', eventCount: 1, sourceUrl: null });
    const times = await tuesdayTimes();
    expect(times).not.toContain('09:00');
    expect(times).not.toContain('11:30');
    expect(times).toContain('14:00');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/pro/calendar-accounts/${created.json().id}`,
      headers: { cookie: sophie },
    });
    expect(removed.statusCode).toBe(200);
    expect(await tuesdayTimes()).toContain('09:00');
  });

  it('imports from a URL and refreshes on demand', async () => {
    icsServed = icsWithBusyTuesdayMorning('Première version');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/pro/calendar-accounts',
      headers: { cookie: sophie },
      payload: { name: 'Outlook cabinet', colour: 'blue', url: `${baseUrl}/cabinet.ics` },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    icsServed = icsWithBusyTuesdayMorning('Deuxième version');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: `/api/pro/calendar-accounts/${id}/refresh`,
      headers: { cookie: sophie },
    });
    expect(refreshed.statusCode).toBe(200);
    const events = await t.app.inject({
      method: 'GET',
      url: '/api/pro/imported-events?from=2026-11-23T00:00:00Z&to=2026-11-30T00:00:00Z',
      headers: { cookie: sophie },
    });
    expect(events.json().events.map((e: { summary: string }) => e.summary)).toEqual(['Deuxième version']);
  });

  it('refuses a file that is not a calendar, writing nothing', async () => {
    const [before] = await t.handle.db.select({ n: count() }).from(calendarAccounts);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pro/calendar-accounts',
      headers: { cookie: sophie },
      payload: { name: 'Faux', colour: 'blue', icsContent: '<html>pas un calendrier</html>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors.icsContent).toBe('Fichier iCalendar illisible');
    const [after] = await t.handle.db.select({ n: count() }).from(calendarAccounts);
    expect(after?.n).toBe(before?.n);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/pro/calendar-accounts',
      headers: { cookie: sophie },
      payload: { name: 'Vide', colour: 'blue' },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('keeps each professional’s calendars to themselves', async () => {
    const [account] = await t.handle.db
      .select()
      .from(calendarAccounts)
      .where(eq(calendarAccounts.name, 'Outlook cabinet'));
    for (const [method, url] of [
      ['POST', `/api/pro/calendar-accounts/${account?.id}/refresh`],
      ['DELETE', `/api/pro/calendar-accounts/${account?.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: { cookie: thomas } })).statusCode).toBe(404);
    }
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/pro/calendar-accounts', headers: { cookie: thomas } })
      ).json().accounts,
    ).toEqual([]);
    const [mine] = await t.handle.db
      .select({ n: count() })
      .from(importedEvents)
      .where(eq(importedEvents.professionalId, 2));
    expect(mine?.n).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/pro/calendar-accounts' })).statusCode).toBe(401);
  });
});

describe('private calendar feed', () => {
  it('serves the professional’s appointments at an unguessable URL, revoked by regeneration', async () => {
    const { url } = (
      await t.app.inject({ method: 'GET', url: '/api/pro/calendar-feed', headers: { cookie: sophie } })
    ).json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('METHOD:PUBLISH');
    // The demo seed gives Sophie an appointment with Marie Dubois next week.
    expect(feed.body).toContain('Marie Dubois');

    const regenerated = (
      await t.app.inject({
        method: 'POST',
        url: '/api/pro/calendar-feed/regenerate',
        headers: { cookie: sophie },
      })
    ).json();
    expect(regenerated.url).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(regenerated.url).pathname })).statusCode).toBe(
      200,
    );
  });
});

describe('calendar URLs on a public deployment', () => {
  it('refuses addresses of the private network', async () => {
    const strict = await createTestApp({ config: { allowPrivateCalendarUrls: false } });
    try {
      const cookie = await loginAs(strict.app, 'pro', 'sophie.martin@example.com');
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/pro/calendar-accounts',
        headers: { cookie },
        payload: { name: 'Interne', colour: 'blue', url: `${baseUrl}/cabinet.ics` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors.url).toBe('Adresse de calendrier non autorisée');
    } finally {
      await strict.close();
    }
  });
});

describe('background refresh of subscribed calendars', () => {
  it('fetches again only the calendars older than the interval, and their new busy times block slots', async () => {
    icsServed = icsWithBusyTuesdayMorning('Audience JAF');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/pro/calendar-accounts',
      headers: { cookie: sophie },
      payload: { name: 'Abonnement', colour: 'blue', url: `${baseUrl}/abonnement.ics` },
    });
    expect(created.statusCode).toBe(201);
    expect(await tuesdayTimes()).not.toContain('09:00');

    // The feed changes: the busy morning moves to the afternoon.
    icsServed = icsWithBusyTuesdayMorning('Audience JAF')
      .replace('20261124T090000', '20261124T140000')
      .replace('20261124T120000', '20261124T170000');
    const options = { allowPrivate: true, maxAgeMs: 15 * 60_000 };
    expect(await refreshDueCalendars(t.handle.db, options, t.clock.now())).toBe(0);
    expect(await tuesdayTimes()).not.toContain('09:00');

    t.clock.advance(16 * 60_000);
    expect(await refreshDueCalendars(t.handle.db, options, t.clock.now())).toBeGreaterThanOrEqual(1);
    const times = await tuesdayTimes();
    expect(times).toContain('09:00');
    expect(times).not.toContain('14:00');
    // Refreshed once: the next run within the interval fetches nothing.
    expect(await refreshDueCalendars(t.handle.db, options, t.clock.now())).toBe(0);
  });

  it('records a failing feed on its account and tries it again at the next interval', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/pro/calendar-accounts',
      headers: { cookie: thomas },
      payload: { name: 'Cassé', colour: 'purple', url: `${baseUrl}/casse.ics` },
    });
    expect(created.statusCode).toBe(201);
    icsServed = 'ceci n’est pas un calendrier';
    t.clock.advance(16 * 60_000);
    const options = { allowPrivate: true, maxAgeMs: 15 * 60_000 };
    await refreshDueCalendars(t.handle.db, options, t.clock.now());
    const [account] = await t.handle.db
      .select()
      .from(calendarAccounts)
      .where(eq(calendarAccounts.id, created.json().id));
    expect(account?.lastError).toEqual(expect.any(String));
    expect(await refreshDueCalendars(t.handle.db, options, t.clock.now())).toBe(0);
    t.clock.advance(16 * 60_000);
    expect(await refreshDueCalendars(t.handle.db, options, t.clock.now())).toBeGreaterThanOrEqual(1);
  });
});

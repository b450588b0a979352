import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedCalendarNetwork } from '#server/test-support/calendar-test-network.ts';
import { startRadicale, type TRadicaleServer } from '#server/test-support/radicale-server.ts';
import {
  CalendarSyncError,
  type TChangeBatch,
  type TOutgoingEvent,
  type TProviderConnection,
  type TSyncWindow,
} from '../calendar-provider';
import { createCaldavProvider } from './caldav-provider';

/** A global unicast address the scripted network routes to a local port: a « public » server. */
const PUBLIC_ADDRESS = '93.184.216.34';

const window: TSyncWindow = {
  from: new Date('2030-01-01T00:00:00Z'),
  until: new Date('2031-01-01T00:00:00Z'),
};

let radicale: TRadicaleServer;
let calendars: Record<string, string>;
let redirector: Server;
let redirectorPort: number;

function connection(username: string, password: string, serverUrl = radicale.url): TProviderConnection {
  return {
    id: 1,
    serverUrl,
    credentials: { kind: 'password', username, password },
    saveCredentials: async () => undefined,
  };
}

const provider = () => createCaldavProvider({ allowPrivate: true, now: () => new Date() });

function appointment(overrides: Partial<TOutgoingEvent> = {}): TOutgoingEvent {
  return {
    uid: 'jurisrdv-appointment-42@jurisrdv.test',
    // Tuesday 5 March 2030, 10:00–11:00 Paris (UTC+1).
    start: new Date('2030-03-05T09:00:00Z'),
    end: new Date('2030-03-05T10:00:00Z'),
    title: 'Rendez-vous JurisRDV',
    location: 'Visioconférence',
    description:
      'Visioconférence\u00a0: https://visio.jurisrdv.test/abc\nhttps://jurisrdv.test/espace/rendez-vous/42',
    url: 'https://jurisrdv.test/espace/rendez-vous/42',
    status: 'confirmed',
    ...overrides,
  };
}

function busyEvent(uid: string, start: string, end: string, extra: string[] = []): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Autre client//FR',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20300101T000000Z',
    `DTSTART:${start}`,
    `DTEND:${end}`,
    'SUMMARY:Audience au tribunal',
    ...extra,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

async function putOnServer(user: string, path: string, ics: string): Promise<string> {
  const response = await radicale.request(user, path, {
    method: 'PUT',
    body: ics,
    headers: { 'content-type': 'text/calendar; charset=utf-8' },
  });
  await response.arrayBuffer();
  expect(response.status).toBe(201);
  return new URL(path, radicale.url).href;
}

async function fetchBatch(
  username: string,
  password: string,
  remoteId: string,
  cursor: { syncToken: string | null; ctag: string | null },
) {
  return provider().fetchChanges(connection(username, password), { remoteId, ...cursor }, window);
}

function asBatch(result: TChangeBatch | 'unchanged'): TChangeBatch {
  if (result === 'unchanged') throw new Error('expected a batch');
  return result;
}

async function syncError(promise: Promise<unknown>): Promise<CalendarSyncError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CalendarSyncError);
  return error as CalendarSyncError;
}

beforeAll(async () => {
  radicale = await startRadicale();
  calendars = await radicale.addUser('alice', 'mot-de-passe-1', [
    { slug: 'cabinet', name: 'Cabinet', colour: '#1F6FEBFF' },
    { slug: 'personnel', name: 'Personnel', colour: '#2DA44E' },
    { slug: 'taches', name: 'Tâches', components: ['VTODO'] },
  ]);
  await radicale.addUser('bob', 'mot-de-passe-bob');
  // A « public » server that sends every request on to the local (private) Radicale, or answers too much.
  redirector = createServer((request, response) => {
    if (request.url?.startsWith('/huge')) {
      response.writeHead(207, { 'content-type': 'application/xml' });
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      for (let index = 0; index < 12; index += 1) response.write(chunk);
      response.end();
      return;
    }
    response.writeHead(301, { location: `${radicale.url.replace(/\/$/, '')}${request.url ?? '/'}` });
    response.end();
  });
  await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
  redirectorPort = (redirector.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => redirector?.close(resolve));
  await radicale?.stop();
});

describe('the CalDAV provider against a real Radicale server', () => {
  it('discovers the account’s event calendars with their names, colours and rights', async () => {
    const found = await provider().listCalendars(connection('alice', 'mot-de-passe-1'));
    expect(found).toEqual([
      { remoteId: calendars.cabinet, name: 'Cabinet', colour: '#1f6feb', writable: true },
      { remoteId: calendars.personnel, name: 'Personnel', colour: '#2da44e', writable: true },
    ]);
  });

  it('writes an appointment another client reads back in Europe/Paris, moves it in place and deletes it', async () => {
    const cabinet = calendars.cabinet as string;
    const written = await provider().writeEvent(
      connection('alice', 'mot-de-passe-1'),
      cabinet,
      appointment(),
      null,
    );
    expect(written.key).toBe(`${cabinet}jurisrdv-appointment-42_jurisrdv.test.ics`);
    expect(written.etag).toMatch(/^"/);

    const read = await radicale.request('alice', written.key);
    const text = await read.text();
    expect(read.status).toBe(200);
    expect(text).toContain('DTSTART;TZID=Europe/Paris:20300305T100000');
    expect(text).toContain('DTEND;TZID=Europe/Paris:20300305T110000');
    expect(text).toContain('TZID:Europe/Paris');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.uid).toBe('jurisrdv-appointment-42@jurisrdv.test');
    expect(event.summary).toBe('Rendez-vous JurisRDV');
    expect(event.location).toBe('Visioconférence');
    expect(text).not.toMatch(/motif|divorce|partie adverse|dossier/i);

    const moved = await provider().writeEvent(
      connection('alice', 'mot-de-passe-1'),
      cabinet,
      appointment({ start: new Date('2030-03-06T13:00:00Z'), end: new Date('2030-03-06T14:00:00Z') }),
      written,
    );
    expect(moved.key).toBe(written.key);
    expect(moved.etag).not.toBe(written.etag);
    const afterMove = await (await radicale.request('alice', written.key)).text();
    expect(afterMove).toContain('DTSTART;TZID=Europe/Paris:20300306T140000');
    expect(afterMove).toContain('UID:jurisrdv-appointment-42@jurisrdv.test');
    const listing = asBatch(
      await fetchBatch('alice', 'mot-de-passe-1', cabinet, { syncToken: null, ctag: null }),
    );
    expect(listing.changed.map((object) => object.uid)).toEqual(['jurisrdv-appointment-42@jurisrdv.test']);

    await provider().deleteEvent(connection('alice', 'mot-de-passe-1'), cabinet, moved);
    expect((await radicale.request('alice', written.key)).status).toBe(404);
    // Already gone: not an error.
    await provider().deleteEvent(connection('alice', 'mot-de-passe-1'), cabinet, moved);
  });

  it('overwrites an event changed on the server meanwhile (JurisRDV stays the source of truth)', async () => {
    const cabinet = calendars.cabinet as string;
    const uid = 'jurisrdv-appointment-43@jurisrdv.test';
    const written = await provider().writeEvent(
      connection('alice', 'mot-de-passe-1'),
      cabinet,
      appointment({ uid }),
      null,
    );
    const path = new URL(written.key).pathname;
    const edited = await radicale.request('alice', path, {
      method: 'PUT',
      body: busyEvent(uid, '20300305T150000Z', '20300305T160000Z'),
      headers: { 'content-type': 'text/calendar; charset=utf-8' },
    });
    expect(edited.ok).toBe(true);

    const rewritten = await provider().writeEvent(
      connection('alice', 'mot-de-passe-1'),
      cabinet,
      appointment({ uid }),
      written,
    );
    expect(rewritten.key).toBe(written.key);
    const text = await (await radicale.request('alice', path)).text();
    expect(text).toContain('DTSTART;TZID=Europe/Paris:20300305T100000');
    expect(text).not.toContain('Audience au tribunal');

    // Created meanwhile by another of our writes that was lost: If-None-Match fails, the event is replaced.
    const again = await provider().writeEvent(
      connection('alice', 'mot-de-passe-1'),
      cabinet,
      appointment({ uid }),
      null,
    );
    expect(again.key).toBe(written.key);
    await provider().deleteEvent(connection('alice', 'mot-de-passe-1'), cabinet, {
      key: written.key,
      etag: '"old"',
    });
    expect((await radicale.request('alice', path)).status).toBe(404);
  });

  it('reads busy events added and deleted on the server incrementally, and skips an unchanged calendar', async () => {
    const personnel = calendars.personnel as string;
    const first = asBatch(
      await fetchBatch('alice', 'mot-de-passe-1', personnel, { syncToken: null, ctag: null }),
    );
    expect(first.full).toBe(true);
    expect(first.changed).toEqual([]);
    expect(first.syncToken).toMatch(/^http:\/\/radicale\.org\/ns\/sync\//);

    const key = await putOnServer(
      'alice',
      '/alice/personnel/audience.ics',
      busyEvent('audience-1@autre-client', '20300307T090000Z', '20300307T110000Z'),
    );
    const added = asBatch(
      await fetchBatch('alice', 'mot-de-passe-1', personnel, {
        syncToken: first.syncToken,
        ctag: first.ctag ?? null,
      }),
    );
    expect(added.full).toBe(false);
    expect(added.deleted).toEqual([]);
    expect(added.changed).toHaveLength(1);
    expect(added.changed[0]).toMatchObject({ key, uid: 'audience-1@autre-client', format: 'ics' });
    expect(added.changed[0]?.etag).toMatch(/^"/);
    expect(added.syncToken).not.toBe(first.syncToken);
    expect(added.ctag).not.toBe(first.ctag);

    expect(
      await fetchBatch('alice', 'mot-de-passe-1', personnel, {
        syncToken: added.syncToken,
        ctag: added.ctag ?? null,
      }),
    ).toBe('unchanged');

    const removed = await radicale.request('alice', '/alice/personnel/audience.ics', { method: 'DELETE' });
    expect(removed.status).toBe(200);
    const gone = asBatch(
      await fetchBatch('alice', 'mot-de-passe-1', personnel, {
        syncToken: added.syncToken,
        ctag: added.ctag ?? null,
      }),
    );
    expect(gone).toMatchObject({ full: false, changed: [], deleted: [key] });
  });

  it('lists the window only on a full sync, and starts again from a full listing when the token is refused', async () => {
    const cabinet = calendars.cabinet as string;
    await putOnServer(
      'alice',
      '/alice/cabinet/ancien.ics',
      busyEvent('ancien@autre', '20200101T090000Z', '20200101T100000Z'),
    );
    const recent = await putOnServer(
      'alice',
      '/alice/cabinet/recent.ics',
      busyEvent('recent@autre', '20300401T090000Z', '20300401T100000Z'),
    );
    const refused = asBatch(
      await fetchBatch('alice', 'mot-de-passe-1', cabinet, {
        syncToken:
          'http://radicale.org/ns/sync/0000000000000000000000000000000000000000000000000000000000000000',
        ctag: null,
      }),
    );
    expect(refused.full).toBe(true);
    expect(refused.changed.map((object) => object.key)).toEqual([recent]);
    expect(refused.syncToken).toMatch(/^http:\/\/radicale\.org\/ns\/sync\//);
  });

  it('gives a recurring series with its EXDATE and RECURRENCE-ID exception as one iCalendar text', async () => {
    const personnel = calendars.personnel as string;
    const series = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Autre client//FR',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Paris',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'DTSTART:19701025T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'DTSTART:19700329T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:permanence@autre',
      'DTSTAMP:20300101T000000Z',
      'DTSTART;TZID=Europe/Paris:20300107T140000',
      'DTEND;TZID=Europe/Paris:20300107T160000',
      'RRULE:FREQ=WEEKLY;COUNT=10',
      'EXDATE;TZID=Europe/Paris:20300114T140000',
      'SUMMARY:Permanence',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:permanence@autre',
      'DTSTAMP:20300101T000000Z',
      'RECURRENCE-ID;TZID=Europe/Paris:20300121T140000',
      'DTSTART;TZID=Europe/Paris:20300121T170000',
      'DTEND;TZID=Europe/Paris:20300121T190000',
      'SUMMARY:Permanence déplacée',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const first = asBatch(
      await fetchBatch('alice', 'mot-de-passe-1', personnel, { syncToken: null, ctag: null }),
    );
    const key = await putOnServer('alice', '/alice/personnel/permanence.ics', series);
    const batch = asBatch(
      await fetchBatch('alice', 'mot-de-passe-1', personnel, {
        syncToken: first.syncToken,
        ctag: first.ctag ?? null,
      }),
    );
    expect(batch.changed).toHaveLength(1);
    const object = batch.changed[0];
    if (object?.format !== 'ics') throw new Error('expected an iCalendar text');
    expect(object).toMatchObject({ key, uid: 'permanence@autre' });
    expect(object.ics).toContain('RRULE:FREQ=WEEKLY;COUNT=10');
    expect(object.ics).toContain('EXDATE;TZID=Europe/Paris:20300114T140000');
    expect(object.ics).toContain('RECURRENCE-ID;TZID=Europe/Paris:20300121T140000');
    expect(new ICAL.Component(ICAL.parse(object.ics)).getAllSubcomponents('vevent')).toHaveLength(2);
  });

  it('keeps one user out of another’s calendars', async () => {
    const error = await syncError(
      fetchBatch('bob', 'mot-de-passe-bob', calendars.cabinet as string, { syncToken: null, ctag: null }),
    );
    expect(error.reason).toBe('unauthorized');
  });

  it('says « unauthorized » once the password is changed on the server, « not-found » for a calendar gone', async () => {
    await radicale.addUser('carole', 'ancien-mot-de-passe', [{ slug: 'agenda', name: 'Agenda' }]);
    const agenda = new URL('/carole/agenda/', radicale.url).href;
    expect(await provider().listCalendars(connection('carole', 'ancien-mot-de-passe'))).toHaveLength(1);
    const missing = await syncError(
      fetchBatch('carole', 'ancien-mot-de-passe', new URL('/carole/absent/', radicale.url).href, {
        syncToken: null,
        ctag: null,
      }),
    );
    expect(missing.reason).toBe('not-found');

    await radicale.setPassword('carole', 'nouveau-mot-de-passe');
    const listing = await syncError(provider().listCalendars(connection('carole', 'ancien-mot-de-passe')));
    expect(listing).toMatchObject({ reason: 'unauthorized', status: 401 });
    expect(listing.message).toBe('Le serveur CalDAV refuse l’identifiant ou le mot de passe.');
    const changes = await syncError(
      fetchBatch('carole', 'ancien-mot-de-passe', agenda, { syncToken: null, ctag: null }),
    );
    expect(changes.reason).toBe('unauthorized');
    const writing = await syncError(
      provider().writeEvent(connection('carole', 'ancien-mot-de-passe'), agenda, appointment(), null),
    );
    expect(writing.reason).toBe('unauthorized');
  });

  it('reaches a server by name only at its checked global address', async () => {
    const network = scriptedCalendarNetwork({
      answer: () => [PUBLIC_ADDRESS],
      routes: { [PUBLIC_ADDRESS]: Number(new URL(radicale.url).port) },
    });
    const strict = createCaldavProvider({ allowPrivate: false, network });
    const port = new URL(radicale.url).port;
    const found = await strict.listCalendars(
      connection('alice', 'mot-de-passe-1', `http://caldav.example.com:${port}/`),
    );
    expect(found.map((calendar) => calendar.name)).toEqual(['Cabinet', 'Personnel']);
    expect(new Set(network.connected)).toEqual(new Set([PUBLIC_ADDRESS]));
  });

  it('refuses a private address, a name resolving to one, and a redirect to one, when private addresses are off', async () => {
    const network = scriptedCalendarNetwork({
      answer: (hostname) => (hostname === 'interne.example.com' ? ['10.1.2.3'] : [PUBLIC_ADDRESS]),
      routes: { [PUBLIC_ADDRESS]: redirectorPort },
    });
    const strict = createCaldavProvider({ allowPrivate: false, network });

    const literal = await syncError(strict.listCalendars(connection('alice', 'mot-de-passe-1')));
    expect(literal.reason).toBe('refused');
    const named = await syncError(
      strict.listCalendars(connection('alice', 'mot-de-passe-1', 'https://interne.example.com/dav/')),
    );
    expect(named.reason).toBe('refused');
    expect(network.connected).toEqual([]);

    const redirected = await syncError(
      strict.listCalendars(connection('alice', 'mot-de-passe-1', 'http://public.example.com/')),
    );
    expect(redirected.reason).toBe('refused');
    expect(redirected.message).toBe('Adresse de serveur CalDAV non autorisée.');
    expect(new Set(network.connected)).toEqual(new Set([PUBLIC_ADDRESS]));

    const written = await syncError(
      strict.writeEvent(
        connection('alice', 'mot-de-passe-1'),
        calendars.cabinet as string,
        appointment(),
        null,
      ),
    );
    expect(written.reason).toBe('refused');
  });

  it('stops reading a response past the call’s size budget', async () => {
    const network = scriptedCalendarNetwork({
      answer: () => [PUBLIC_ADDRESS],
      routes: { [PUBLIC_ADDRESS]: redirectorPort },
    });
    const strict = createCaldavProvider({ allowPrivate: false, network });
    const error = await syncError(
      strict.listCalendars(connection('alice', 'mot-de-passe-1', 'http://public.example.com/huge/')),
    );
    expect(error.reason).toBe('refused');
    expect(error.message).toBe('Le serveur CalDAV a envoyé une réponse trop volumineuse.');
  });
});

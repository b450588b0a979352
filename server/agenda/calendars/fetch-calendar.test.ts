// @vitest-environment node
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { scriptedCalendarNetwork } from '#server/test-support/calendar-test-network.ts';
import { REFUSED_ADDRESSES } from '#server/test-support/special-addresses.ts';
import { CALENDAR_FETCH_MESSAGES, fetchCalendar, parseCalendarUrl } from './fetch-calendar';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const PUBLIC = '93.184.216.34';
const OTHER_PUBLIC = '93.184.216.35';

type TLoopback = { server: Server; port: number; connections: number; url(path?: string): string };

async function loopback(handler: RequestListener): Promise<TLoopback> {
  const server = createServer(handler);
  const state: TLoopback = {
    server,
    port: 0,
    connections: 0,
    url: (path = '/agenda.ics') => `http://127.0.0.1:${state.port}${path}`,
  };
  server.on('connection', () => {
    state.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  return state;
}

/** The French message of the 400 a fetch ends with (on the `url` field). */
async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.status).toBe(400);
  expect(appError.fieldErrors?.url).toBe(appError.message);
  return appError.message;
}

let calendarHost: TLoopback;
let internal: TLoopback;
let redirectTarget = '';
let redirector: TLoopback;

beforeAll(async () => {
  calendarHost = await loopback((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.end(ICS);
  });
  // Stands for a service of the private network: no test may ever make the product reach it.
  internal = await loopback((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.end(ICS);
  });
  redirector = await loopback((_request, response) => {
    response.writeHead(302, { location: redirectTarget });
    response.end();
  });
});

afterAll(async () => {
  for (const { server } of [calendarHost, internal, redirector]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

describe('calendar URLs: only global unicast addresses are reached', () => {
  it.each(REFUSED_ADDRESSES)(
    'refuses the address %s written in the URL, without connecting',
    async (address) => {
      const network = scriptedCalendarNetwork({ answer: () => [PUBLIC] });
      const host = address.includes(':') ? `[${address}]` : address;
      const message = await refusalOf(
        fetchCalendar(`http://${host}:${internal.port}/agenda.ics`, { allowPrivate: false, network }),
      );
      expect(message).toBe(CALENDAR_FETCH_MESSAGES.refused);
      expect(network.resolved).toEqual([]);
      expect(network.connected).toEqual([]);
    },
  );

  it.each(REFUSED_ADDRESSES)('refuses a name that resolves to %s, without connecting', async (address) => {
    const network = scriptedCalendarNetwork({ answer: () => [address] });
    const message = await refusalOf(
      fetchCalendar('http://calendrier.example.com/agenda.ics', { allowPrivate: false, network }),
    );
    expect(message).toBe(CALENDAR_FETCH_MESSAGES.refused);
    expect(network.connected).toEqual([]);
  });

  it('refuses a name when any one of its addresses is not public', async () => {
    const network = scriptedCalendarNetwork({ answer: () => [PUBLIC, '10.1.2.3'] });
    expect(
      await refusalOf(fetchCalendar('http://calendrier.example.com/', { allowPrivate: false, network })),
    ).toBe(CALENDAR_FETCH_MESSAGES.refused);
    expect(network.connected).toEqual([]);
  });

  it('refuses hexadecimal, decimal and short IPv4 spellings of loopback the same way', async () => {
    for (const host of [
      '0x7f.1',
      '2130706433',
      '127.1',
      '0177.0.0.1',
      '[::ffff:7f00:1]',
      '[::1]',
      'localhost',
    ]) {
      const network = scriptedCalendarNetwork({ answer: () => ['127.0.0.1'] });
      expect(
        await refusalOf(fetchCalendar(`http://${host}:${internal.port}/`, { allowPrivate: false, network })),
      ).toBe(CALENDAR_FETCH_MESSAGES.refused);
    }
    expect(internal.connections).toBe(0);
  });

  it('resolves a name once and connects to the address it checked: a rebinding answer is never used', async () => {
    // First answer public, every later answer loopback: the old code checked one lookup and let
    // fetch() resolve again, reaching the second answer.
    const network = scriptedCalendarNetwork({
      answer: (_host, call) => (call === 1 ? [PUBLIC] : ['127.0.0.1']),
      routes: { [PUBLIC]: calendarHost.port },
    });
    const text = await fetchCalendar('http://calendrier.example.com/agenda.ics', {
      allowPrivate: false,
      network,
    });
    expect(text).toBe(ICS);
    expect(network.resolved).toEqual(['calendrier.example.com']);
    expect(network.connected).toEqual([PUBLIC]);

    // The next download resolves afresh, gets the loopback answer, and is refused.
    expect(
      await refusalOf(
        fetchCalendar('http://calendrier.example.com/agenda.ics', { allowPrivate: false, network }),
      ),
    ).toBe(CALENDAR_FETCH_MESSAGES.refused);
    expect(network.connected).toEqual([PUBLIC]);
    expect(internal.connections).toBe(0);
  });

  it('checks every redirect again: to a private address, to a name resolving to one, or too many', async () => {
    const network = scriptedCalendarNetwork({
      answer: (host) => (host === 'interne.example.com' ? ['10.0.0.5'] : [PUBLIC]),
      routes: { [PUBLIC]: redirector.port, [OTHER_PUBLIC]: calendarHost.port },
    });
    for (const target of [internal.url(), 'http://[::1]/', 'http://interne.example.com/agenda.ics']) {
      redirectTarget = target;
      expect(
        await refusalOf(fetchCalendar('http://agenda.example.com/', { allowPrivate: false, network })),
      ).toBe(CALENDAR_FETCH_MESSAGES.refused);
    }
    expect(internal.connections).toBe(0);

    // A redirect to the same public host again and again: followed three times, then refused.
    redirectTarget = '/encore';
    expect(
      await refusalOf(fetchCalendar('http://agenda.example.com/', { allowPrivate: false, network })),
    ).toBe(CALENDAR_FETCH_MESSAGES.redirects);

    // A redirect to another public address is followed, its address checked and connected to.
    const followed = scriptedCalendarNetwork({
      answer: (host) => (host === 'autre.example.com' ? [OTHER_PUBLIC] : [PUBLIC]),
      routes: { [PUBLIC]: redirector.port, [OTHER_PUBLIC]: calendarHost.port },
    });
    redirectTarget = 'http://autre.example.com/agenda.ics';
    expect(
      await fetchCalendar('http://agenda.example.com/', { allowPrivate: false, network: followed }),
    ).toBe(ICS);
    expect(followed.resolved).toEqual(['agenda.example.com', 'autre.example.com']);
    expect(followed.connected).toEqual([PUBLIC, OTHER_PUBLIC]);
  });

  it('lets private addresses through only when allowed (tests, local development)', async () => {
    expect(await fetchCalendar(calendarHost.url(), { allowPrivate: true })).toBe(ICS);
  });

  it('refuses what is not an http(s) or webcal address', async () => {
    for (const url of ['ftp://example.com/a.ics', 'file:///etc/passwd', 'pas une adresse']) {
      expect(await refusalOf(fetchCalendar(url, { allowPrivate: true }))).toBe(
        CALENDAR_FETCH_MESSAGES.invalid,
      );
    }
    expect(parseCalendarUrl('webcal://calendar.example.com/a.ics').href).toBe(
      'https://calendar.example.com/a.ics',
    );
  });
});

describe('calendar downloads are bounded', () => {
  it('stops reading a body at 5 Mo and closes the connection, instead of reading it whole', async () => {
    const stream = { sent: 0, closed: false };
    const huge = await loopback((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(64 * 1024, 'A');
      const pump = () => {
        while (!stream.closed && stream.sent < 200 * 1024 * 1024) {
          stream.sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('close', () => {
        stream.closed = true;
      });
      pump();
    });
    try {
      expect(await refusalOf(fetchCalendar(huge.url(), { allowPrivate: true }))).toBe(
        CALENDAR_FETCH_MESSAGES.tooLarge,
      );
      await expect.poll(() => stream.closed).toBe(true);
      // 5 Mo read, plus what the two sockets' buffers held: far from the 200 Mo on offer.
      expect(stream.sent).toBeLessThan(30 * 1024 * 1024);
    } finally {
      huge.server.closeAllConnections();
      huge.server.close();
    }
  });

  it('refuses a declared length over 5 Mo, and a small gzip body that inflates past 5 Mo', async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024, ' '));
    const server = await loopback((request, response) => {
      if (request.url === '/declared') {
        response.writeHead(200, { 'content-length': String(200 * 1024 * 1024) });
        response.write('BEGIN:VCALENDAR\r\n');
        return;
      }
      response.writeHead(200, { 'content-encoding': 'gzip', 'content-length': String(bomb.length) });
      response.end(bomb);
    });
    try {
      expect(bomb.length).toBeLessThan(100 * 1024);
      for (const path of ['/declared', '/bombe']) {
        expect(await refusalOf(fetchCalendar(server.url(path), { allowPrivate: true }))).toBe(
          CALENDAR_FETCH_MESSAGES.tooLarge,
        );
      }
      const compressed = await loopback((_request, response) => {
        response.writeHead(200, { 'content-encoding': 'gzip' });
        response.end(gzipSync(ICS));
      });
      expect(await fetchCalendar(compressed.url(), { allowPrivate: true })).toBe(ICS);
      compressed.server.close();
    } finally {
      server.server.closeAllConnections();
      server.server.close();
    }
  });

  it('gives up on a server that does not answer in time, and reports HTTP errors', async () => {
    const silent = await loopback(() => undefined);
    const missing = await loopback((_request, response) => {
      response.writeHead(404);
      response.end();
    });
    try {
      expect(await refusalOf(fetchCalendar(silent.url(), { allowPrivate: true, timeoutMs: 300 }))).toBe(
        CALENDAR_FETCH_MESSAGES.timeout,
      );
      expect(await refusalOf(fetchCalendar(missing.url(), { allowPrivate: true }))).toBe(
        'Calendrier injoignable (erreur 404)',
      );
    } finally {
      for (const { server } of [silent, missing]) {
        server.closeAllConnections();
        server.close();
      }
    }
  });
});

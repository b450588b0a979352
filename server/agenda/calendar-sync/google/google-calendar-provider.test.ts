import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCivilDays, parisCivil, parisInstant } from '#domain/kernel/time/paris-time.ts';
import {
  startGoogleCalendarStandIn,
  type TGoogleCalendarStandIn,
} from '#server/test-support/google-calendar-stand-in.ts';
import {
  CalendarSyncError,
  type TCalendarCredentials,
  type TOutgoingEvent,
  type TProviderConnection,
  type TRemoteObject,
} from '../calendar-provider.ts';
import {
  createGoogleCalendarProvider,
  GOOGLE_CALENDAR_SCOPE,
  parseGoogleNotification,
  type TGoogleCalendarProvider,
} from './google-calendar-provider.ts';

type TOAuth = Extract<TCalendarCredentials, { kind: 'oauth' }>;

const REDIRECT_URI = 'https://jurisrdv.example/api/calendar-accounts/google/callback';

let standIn: TGoogleCalendarStandIn;
let provider: TGoogleCalendarProvider;

beforeAll(async () => {
  standIn = await startGoogleCalendarStandIn();
  provider = createGoogleCalendarProvider({
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    authorizeUrl: standIn.oauthUrls.authorize,
    tokenUrl: standIn.oauthUrls.token,
    revokeUrl: standIn.oauthUrls.revoke,
    apiBase: standIn.apiBase,
  });
});

afterAll(async () => {
  await standIn.stop();
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The professional clicks « Connecter Google » and consents: the code Google sends back. */
async function authorize(challenge: string, state = 'state-123') {
  const response = await fetch(
    provider.authorizationUrl({ state, codeChallenge: challenge, redirectUri: REDIRECT_URI }),
    {
      redirect: 'manual',
    },
  );
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  expect(back.searchParams.get('state')).toBe(state);
  return back.searchParams.get('code') ?? '';
}

async function connect(): Promise<TOAuth> {
  const { verifier, challenge } = pkce();
  const { credentials } = await provider.exchangeCode({
    code: await authorize(challenge),
    codeVerifier: verifier,
    redirectUri: REDIRECT_URI,
  });
  return credentials;
}

function connectionWith(credentials: TOAuth) {
  const saved: TCalendarCredentials[] = [];
  const connection: TProviderConnection = {
    id: 1,
    serverUrl: standIn.apiBase,
    credentials,
    saveCredentials: async (next) => {
      saved.push(next);
    },
  };
  return { connection, saved };
}

async function rejection(promise: Promise<unknown>): Promise<CalendarSyncError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CalendarSyncError);
  return error as CalendarSyncError;
}

function byKey(objects: TRemoteObject[]) {
  return new Map(
    objects.map((object) => [object.key, object.format === 'instances' ? object.instances : []]),
  );
}

describe('Google OAuth: authorization code with PKCE and offline access', () => {
  it('asks for offline access, consent and the calendar scopes with an S256 challenge, then exchanges the code', async () => {
    const { verifier, challenge } = pkce();
    const url = new URL(
      provider.authorizationUrl({ state: 's', codeChallenge: challenge, redirectUri: REDIRECT_URI }),
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: standIn.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 's',
    });
    expect(url.searchParams.get('scope')).toBe(
      'https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.readonly openid email',
    );
    expect(GOOGLE_CALENDAR_SCOPE).toBe(url.searchParams.get('scope'));

    const result = await provider.exchangeCode({
      code: await authorize(challenge),
      codeVerifier: verifier,
      redirectUri: REDIRECT_URI,
    });
    expect(result.accountEmail).toBe(standIn.email);
    expect(result.credentials.kind).toBe('oauth');
    expect(result.credentials.refreshToken).not.toBe('');
    expect(Date.parse(result.credentials.expiresAt) - Date.now()).toBeGreaterThan(3_000_000);
  });

  it('is refused with a wrong verifier, and a code works once', async () => {
    const { verifier, challenge } = pkce();
    const code = await authorize(challenge);
    const wrong = await rejection(
      provider.exchangeCode({ code, codeVerifier: pkce().verifier, redirectUri: REDIRECT_URI }),
    );
    expect(wrong.reason).toBe('unauthorized');
    const reused = await rejection(
      provider.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT_URI }),
    );
    expect(reused.reason).toBe('unauthorized');
  });
});

describe('Google tokens', () => {
  it('refreshes an access token that expires within a minute before calling, and saves it', async () => {
    const credentials = await connect();
    const { connection, saved } = connectionWith({
      ...credentials,
      expiresAt: new Date(Date.now() + 30_000).toISOString(),
    });
    const before = standIn.requests.length;
    await provider.listCalendars(connection);
    const calls = standIn.requests.slice(before).map((request) => request.path);
    expect(calls).toEqual(['/token', '/calendar/v3/users/me/calendarList']);
    expect(saved).toHaveLength(1);
    const next = saved[0] as TOAuth;
    expect(next.refreshToken).toBe(credentials.refreshToken);
    expect(next.accessToken).not.toBe(credentials.accessToken);
    expect(Date.parse(next.expiresAt)).toBeGreaterThan(Date.now() + 3_000_000);
    expect(connection.credentials).toEqual(next);

    await provider.listCalendars(connection);
    expect(saved).toHaveLength(1);
  });

  it('refreshes once on a 401 (a token Google expired early) and tries again', async () => {
    const { connection, saved } = connectionWith(await connect());
    standIn.expireAccessTokens();
    await expect(provider.listCalendars(connection)).resolves.toHaveLength(2);
    expect(saved).toHaveLength(1);
  });

  it('reports a revoked access as unauthorized', async () => {
    const credentials = await connect();
    const { connection } = connectionWith(credentials);
    standIn.revoke(credentials.refreshToken);
    expect((await rejection(provider.listCalendars(connection))).reason).toBe('unauthorized');
  });

  it('revokes on disconnection', async () => {
    const credentials = await connect();
    await provider.revoke(credentials);
    const { connection } = connectionWith(credentials);
    expect((await rejection(provider.listCalendars(connection))).reason).toBe('unauthorized');
  });
});

describe('Google calendars and events', () => {
  let connection: TProviderConnection;
  const day = parisCivil(new Date(Date.now() + 3 * 86_400_000)).date;
  const window = { from: new Date(Date.now() - 86_400_000), until: new Date(Date.now() + 60 * 86_400_000) };
  const at = (time: string, date = day) => ({
    dateTime: parisInstant(date, time).toISOString(),
    timeZone: 'Europe/Paris',
  });

  beforeAll(async () => {
    connection = connectionWith(await connect()).connection;
  });

  it('lists the calendars, writable or not, with their colour', async () => {
    const calendars = await provider.listCalendars(connection);
    expect(calendars).toEqual([
      { remoteId: standIn.email, name: standIn.email, colour: '#039be5', writable: true },
      {
        remoteId: 'fr.french#holiday@group.v.calendar.google.com',
        name: 'Jours fériés en France',
        colour: '#16a765',
        writable: false,
      },
    ]);
  });

  it('lists the window in full, then only what changed; free and declined events do not block', async () => {
    standIn.addCalendar({ id: 'cabinet@group.calendar.google.com', summary: 'Cabinet' });
    const calendarId = 'cabinet@group.calendar.google.com';
    const busy = standIn.addEvent(calendarId, { summary: 'Audience', start: at('10:00'), end: at('11:00') });
    const free = standIn.addEvent(calendarId, {
      summary: 'Rappel',
      start: at('12:00'),
      end: at('12:30'),
      transparency: 'transparent',
    });
    const declined = standIn.addEvent(calendarId, {
      summary: 'Réunion déclinée',
      start: at('14:00'),
      end: at('15:00'),
      attendees: [{ email: standIn.email, self: true, responseStatus: 'declined' }],
    });
    const allDay = standIn.addEvent(calendarId, {
      summary: 'Congés',
      start: { date: day },
      end: { date: addCivilDays(day, 1) },
    });
    const weekly = standIn.addEvent(calendarId, {
      summary: 'Permanence',
      start: at('17:00'),
      end: at('18:00'),
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    });
    const outside = standIn.addEvent(calendarId, {
      summary: 'Loin',
      start: at('10:00', addCivilDays(day, 200)),
      end: at('11:00', addCivilDays(day, 200)),
    });

    const first = await provider.fetchChanges(
      connection,
      { remoteId: calendarId, syncToken: null, ctag: null },
      window,
    );
    if (first === 'unchanged') throw new Error('a full listing is never unchanged');
    expect(first.full).toBe(true);
    expect(first.syncToken).toEqual(expect.any(String));
    expect(first.deleted).toEqual([]);
    const listed = byKey(first.changed);
    expect(listed.get(busy.id)).toEqual([
      { start: parisInstant(day, '10:00'), end: parisInstant(day, '11:00'), summary: 'Audience', busy: true },
    ]);
    expect(listed.get(free.id)?.[0]?.busy).toBe(false);
    expect(listed.get(declined.id)?.[0]?.busy).toBe(false);
    expect(listed.get(allDay.id)).toEqual([
      {
        start: parisInstant(day, '00:00'),
        end: parisInstant(addCivilDays(day, 1), '00:00'),
        summary: 'Congés',
        busy: true,
      },
    ]);
    const occurrences = [...listed.keys()].filter((key) => key.startsWith(`${weekly.id}_`));
    expect(occurrences).toHaveLength(3);
    expect(listed.get(occurrences[2] ?? '')?.[0]?.start).toEqual(
      parisInstant(addCivilDays(day, 14), '17:00'),
    );
    expect(listed.has(outside.id)).toBe(false);
    expect(first.changed.find((object) => object.key === busy.id)?.uid).toBe(busy.iCalUID);

    // In Google: one added, one moved, one deleted, one occurrence of the series deleted.
    const added = standIn.addEvent(calendarId, {
      summary: 'Expertise',
      start: at('08:00'),
      end: at('09:00'),
    });
    standIn.updateEvent(calendarId, busy.id, { start: at('15:00'), end: at('16:00') });
    standIn.deleteEvent(calendarId, free.id);
    standIn.deleteEvent(calendarId, occurrences[1] ?? '');
    standIn.updateEvent(calendarId, declined.id, {
      start: at('14:00', addCivilDays(day, 200)),
      end: at('15:00', addCivilDays(day, 200)),
    });
    const hostile = standIn.addEvent(calendarId, {
      summary: 'Nul\u0000part',
      start: at('19:00'),
      end: at('20:00'),
    });

    const second = await provider.fetchChanges(
      connection,
      { remoteId: calendarId, syncToken: first.syncToken, ctag: null },
      window,
    );
    if (second === 'unchanged') throw new Error('changes were made');
    expect(second.full).toBe(false);
    expect(second.syncToken).not.toBe(first.syncToken);
    expect([...byKey(second.changed).keys()].sort()).toEqual(
      [added.id, busy.id, declined.id, hostile.id].sort(),
    );
    // Moved out of the window: still listed, blocking nothing any more.
    expect(byKey(second.changed).get(declined.id)).toEqual([]);
    expect(byKey(second.changed).get(hostile.id)?.[0]?.summary).toBe('Nul\uFFFDpart');
    expect(byKey(second.changed).get(busy.id)?.[0]).toMatchObject({
      start: parisInstant(day, '15:00'),
      end: parisInstant(day, '16:00'),
    });
    expect(second.deleted.sort()).toEqual([free.id, occurrences[1]].sort());
    const listCall = standIn.requests.filter((request) => request.path.endsWith('/events')).at(-1);
    expect(listCall?.query).toMatchObject({
      syncToken: first.syncToken,
      singleEvents: 'true',
      showDeleted: 'true',
    });
    expect(listCall?.query.timeMin).toBeUndefined();

    const third = await provider.fetchChanges(
      connection,
      { remoteId: calendarId, syncToken: second.syncToken, ctag: null },
      window,
    );
    expect(third).toMatchObject({ full: false, changed: [], deleted: [] });

    standIn.expireSyncTokens();
    const expired = await rejection(
      provider.fetchChanges(
        connection,
        { remoteId: calendarId, syncToken: second.syncToken, ctag: null },
        window,
      ),
    );
    expect(expired.reason).toBe('expired-token');
    const again = await provider.fetchChanges(
      connection,
      { remoteId: calendarId, syncToken: null, ctag: null },
      window,
    );
    expect(again !== 'unchanged' && again.full).toBe(true);
  });

  it('follows the pages of a long listing', async () => {
    const calendarId = 'long@group.calendar.google.com';
    standIn.addCalendar({ id: calendarId, summary: 'Long' });
    for (let index = 0; index < 260; index += 1)
      standIn.addEvent(calendarId, {
        summary: `Événement ${index}`,
        start: at('09:00', addCivilDays(day, index % 50)),
        end: at('09:30', addCivilDays(day, index % 50)),
      });
    const before = standIn.requests.length;
    const batch = await provider.fetchChanges(
      connection,
      { remoteId: calendarId, syncToken: null, ctag: null },
      window,
    );
    expect(batch !== 'unchanged' && batch.changed.length).toBe(260);
    expect(standIn.requests.slice(before).filter((request) => request.path.endsWith('/events'))).toHaveLength(
      2,
    );
  });

  it('maps Google failures to what the engine shows', async () => {
    const cursor = { remoteId: 'gone@group.calendar.google.com', syncToken: null, ctag: null };
    expect((await rejection(provider.fetchChanges(connection, cursor, window))).reason).toBe('not-found');
    standIn.failNext('/calendarList', 1, 503);
    expect((await rejection(provider.listCalendars(connection))).reason).toBe('unreachable');
  });

  it('writes an appointment in Paris time with our UID, moves it and deletes it', async () => {
    const appointment: TOutgoingEvent = {
      uid: 'jurisrdv-appointment-42@jurisrdv.example',
      start: parisInstant('2030-07-15', '10:00'),
      end: parisInstant('2030-07-15', '11:00'),
      title: 'Rendez-vous JurisRDV',
      location: '12 rue de la Paix, 75002 Paris',
      description: 'Au cabinet\nhttps://jurisrdv.example/espace/rendez-vous/42',
      url: 'https://jurisrdv.example/espace/rendez-vous/42',
      status: 'tentative',
    };
    const written = await provider.writeEvent(connection, 'primary', appointment, null);
    const stored = standIn.findEvent('primary', appointment.uid);
    expect(stored?.id).toBe(written.key);
    expect(stored).toMatchObject({
      iCalUID: appointment.uid,
      summary: 'Rendez-vous JurisRDV',
      status: 'tentative',
      location: appointment.location,
      description: appointment.description,
      start: { dateTime: '2030-07-15T10:00:00+02:00', timeZone: 'Europe/Paris' },
      end: { dateTime: '2030-07-15T11:00:00+02:00', timeZone: 'Europe/Paris' },
    });
    const sent = standIn.requests.filter((request) => request.path.endsWith('/events/import')).at(-1)?.body;
    // Only what TOutgoingEvent carries: never a reason, a party or a case.
    expect(Object.keys(sent as object).sort()).toEqual(
      [
        'description',
        'end',
        'iCalUID',
        'location',
        'source',
        'start',
        'status',
        'summary',
        'transparency',
      ].sort(),
    );

    // Written again after a crash before its key was kept: the same event, not a second one.
    const again = await provider.writeEvent(connection, 'primary', appointment, null);
    expect(again.key).toBe(written.key);

    const moved = await provider.writeEvent(
      connection,
      'primary',
      {
        ...appointment,
        start: parisInstant('2030-12-02', '09:00'),
        end: parisInstant('2030-12-02', '09:45'),
        status: 'confirmed',
      },
      written,
    );
    expect(moved.key).toBe(written.key);
    expect(moved.etag).not.toBe(written.etag);
    expect(standIn.findEvent('primary', written.key)).toMatchObject({
      iCalUID: appointment.uid,
      status: 'confirmed',
      start: { dateTime: '2030-12-02T09:00:00+01:00', timeZone: 'Europe/Paris' },
    });

    // Gone from Google for good (purged): written anew under the same UID.
    const rewritten = await provider.writeEvent(
      connection,
      'primary',
      { ...appointment, uid: 'jurisrdv-appointment-44@jurisrdv.example' },
      { key: 'purged0000000000', etag: null },
    );
    expect(standIn.findEvent('primary', 'jurisrdv-appointment-44@jurisrdv.example')?.id).toBe(rewritten.key);

    await provider.deleteEvent(connection, 'primary', moved);
    expect(standIn.findEvent('primary', written.key)?.status).toBe('cancelled');
    await expect(provider.deleteEvent(connection, 'primary', moved)).resolves.toBeUndefined();
    await expect(
      provider.deleteEvent(connection, 'primary', { key: 'neverexisted1', etag: null }),
    ).resolves.toBeUndefined();
  });

  it('is refused writing to a read-only calendar', async () => {
    const error = await rejection(
      provider.writeEvent(
        connection,
        'fr.french#holiday@group.v.calendar.google.com',
        {
          uid: 'jurisrdv-appointment-43@jurisrdv.example',
          start: parisInstant('2030-07-16', '10:00'),
          end: parisInstant('2030-07-16', '11:00'),
          title: 'Rendez-vous JurisRDV',
          location: 'Téléphone',
          description: '',
          url: 'https://jurisrdv.example/espace/rendez-vous/43',
          status: 'confirmed',
        },
        null,
      ),
    );
    expect(error.reason).toBe('refused');
  });
});

describe('Google push channels', () => {
  let listener: Server;
  let address = '';
  const received: IncomingHttpHeaders[] = [];
  const waiters: (() => void)[] = [];

  beforeAll(async () => {
    listener = createServer((request, response) => {
      received.push(request.headers);
      request.resume();
      response.writeHead(200).end();
      for (const wake of waiters.splice(0)) wake();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    address = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/calendar-sync/google/notifications`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });

  async function notificationNumber(count: number) {
    while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return parseGoogleNotification(received[count - 1] ?? {});
  }

  it('watches a calendar, is notified of a change with its token, renews and stops', async () => {
    const { connection } = connectionWith(await connect());
    const channel = await provider.watch(connection, standIn.email, {
      channelId: 'channel-1',
      secret: 'secret-of-channel-1',
      notificationAddress: address,
    });
    expect(channel.channelId).toBe('channel-1');
    expect(channel.resourceId).toEqual(expect.any(String));
    expect(channel.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(await notificationNumber(1)).toEqual({
      channelId: 'channel-1',
      token: 'secret-of-channel-1',
      resourceState: 'sync',
      resourceId: channel.resourceId,
      messageNumber: 1,
    });

    standIn.addEvent(standIn.email, {
      summary: 'Ajouté dans Google',
      start: { date: '2030-01-07' },
      end: { date: '2030-01-08' },
    });
    expect(await notificationNumber(2)).toEqual({
      channelId: 'channel-1',
      token: 'secret-of-channel-1',
      resourceState: 'exists',
      resourceId: channel.resourceId,
      messageNumber: 2,
    });

    const renewed = await provider.renewWatch(connection, standIn.email, channel, {
      channelId: 'channel-2',
      secret: 'secret-of-channel-2',
      notificationAddress: address,
    });
    expect(renewed.channelId).toBe('channel-2');
    expect((await notificationNumber(3))?.resourceState).toBe('sync');
    standIn.addEvent(standIn.email, {
      summary: 'Encore',
      start: { date: '2030-01-09' },
      end: { date: '2030-01-10' },
    });
    expect(await notificationNumber(4)).toMatchObject({
      channelId: 'channel-2',
      token: 'secret-of-channel-2',
      resourceState: 'exists',
    });
    await standIn.deliveries();
    expect(standIn.notifications.filter((delivery) => delivery.channelId === 'channel-1')).toHaveLength(2);

    await provider.stopWatching(connection, renewed);
    await expect(provider.stopWatching(connection, renewed)).resolves.toBeUndefined();
    standIn.addEvent(standIn.email, {
      summary: 'Après l’arrêt',
      start: { date: '2030-01-11' },
      end: { date: '2030-01-12' },
    });
    await standIn.deliveries();
    expect(received).toHaveLength(4);
  });

  it('reads only well-formed notification headers', () => {
    expect(parseGoogleNotification({ 'x-goog-resource-state': 'exists' })).toBeNull();
    expect(
      parseGoogleNotification({ 'x-goog-channel-id': 'c', 'x-goog-resource-state': 'deleted' }),
    ).toBeNull();
    expect(
      parseGoogleNotification({ 'x-goog-channel-id': 'c'.repeat(65), 'x-goog-resource-state': 'exists' }),
    ).toBeNull();
    expect(
      parseGoogleNotification(
        new Headers({
          'X-Goog-Channel-ID': 'c',
          'X-Goog-Resource-State': 'not_exists',
          'X-Goog-Message-Number': 'x',
        }),
      ),
    ).toEqual({
      channelId: 'c',
      token: null,
      resourceState: 'not_exists',
      resourceId: null,
      messageNumber: null,
    });
  });
});

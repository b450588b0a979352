import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startMicrosoftGraphStandIn,
  type TMicrosoftGraphStandIn,
} from '#server/test-support/microsoft-graph-stand-in.ts';
import {
  CalendarSyncError,
  type TCalendarCredentials,
  type TChangeBatch,
  type TOAuthCalendarProvider,
  type TOutgoingEvent,
  type TProviderConnection,
  type TRemoteObject,
} from '../calendar-provider.ts';
import {
  createMicrosoftCalendarProvider,
  JURISRDV_UID_PROPERTY,
  MICROSOFT_SCOPE,
  microsoftValidationResponse,
  parseMicrosoftNotification,
} from './microsoft-calendar-provider.ts';
import { allDaySpan, graphInstant, parisWallClock } from './microsoft-event-times.ts';

const REDIRECT = 'https://jurisrdv.test/api/calendar-accounts/microsoft/callback';
const WINDOW = { from: new Date('2026-07-01T00:00:00Z'), until: new Date('2026-08-01T00:00:00Z') };

let standIn: TMicrosoftGraphStandIn;
let provider: TOAuthCalendarProvider;
const servers: Server[] = [];

beforeEach(async () => {
  standIn = await startMicrosoftGraphStandIn({ maxPageSize: 2, redirectUris: [REDIRECT] });
  provider = createMicrosoftCalendarProvider({
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    authorizeUrl: standIn.oauthUrls.authorize,
    tokenUrl: standIn.oauthUrls.token,
    apiBase: standIn.apiBase,
    timeoutMs: 5_000,
  });
});

afterEach(async () => {
  await standIn.settled();
  await standIn.stop();
  await Promise.all(
    servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The browser's trip to Microsoft: the authorization page consents at once and sends the code back. */
async function authorize(challenge: string): Promise<{ code: string; state: string | null }> {
  const answer = await fetch(
    provider.authorizationUrl({ state: 'state-123', codeChallenge: challenge, redirectUri: REDIRECT }),
    {
      redirect: 'manual',
    },
  );
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') };
}

type TConnection = TProviderConnection & { saved: TCalendarCredentials[] };

async function connect(): Promise<TConnection> {
  const { verifier, challenge } = pkce();
  const { code } = await authorize(challenge);
  const { credentials } = await provider.exchangeCode({
    code,
    codeVerifier: verifier,
    redirectUri: REDIRECT,
  });
  const saved: TCalendarCredentials[] = [];
  return {
    id: 1,
    serverUrl: standIn.apiBase,
    credentials,
    saved,
    saveCredentials: async (fresh) => {
      saved.push(fresh);
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<CalendarSyncError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CalendarSyncError);
  return error as CalendarSyncError;
}

function byKey(batch: TChangeBatch | 'unchanged'): Map<string, TRemoteObject> {
  if (batch === 'unchanged') throw new Error('expected a batch');
  return new Map(batch.changed.map((object) => [object.key, object]));
}

function instance(object: TRemoteObject | undefined) {
  if (object?.format !== 'instances') throw new Error('expected instances');
  expect(object.instances).toHaveLength(1);
  const [only] = object.instances;
  if (!only) throw new Error('expected one instance');
  return {
    start: only.start.toISOString(),
    end: only.end.toISOString(),
    busy: only.busy,
    summary: only.summary,
  };
}

const CALENDAR = 'AAMkAGI2-calendar';

describe('Microsoft 365 connection (OAuth 2.0 code flow with PKCE)', () => {
  it('asks for offline access to the calendars with PKCE S256 and the account chooser', () => {
    const url = new URL(
      provider.authorizationUrl({ state: 's', codeChallenge: 'c'.repeat(43), redirectUri: REDIRECT }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(standIn.oauthUrls.authorize);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: standIn.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT,
      response_mode: 'query',
      scope: 'offline_access Calendars.ReadWrite User.Read',
      state: 's',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
  });

  it('exchanges the code with its verifier for tokens and reads the account e-mail', async () => {
    const { verifier, challenge } = pkce();
    const { code, state } = await authorize(challenge);
    expect(state).toBe('state-123');
    const { credentials, accountEmail } = await provider.exchangeCode({
      code,
      codeVerifier: verifier,
      redirectUri: REDIRECT,
    });
    expect(accountEmail).toBe('maitre.dupont@cabinet-dupont.onmicrosoft.com');
    expect(credentials).toMatchObject({ kind: 'oauth', scope: MICROSOFT_SCOPE });
    expect(credentials.accessToken.length).toBeGreaterThan(20);
    expect(credentials.refreshToken.length).toBeGreaterThan(20);
    expect(Date.parse(credentials.expiresAt)).toBeGreaterThan(Date.now() + 3_500_000);
    const tokenCall = standIn.requests.find((request) => request.path.endsWith('/token'));
    expect(new URLSearchParams(tokenCall?.body).get('code_verifier')).toBe(verifier);
  });

  it('is refused with a wrong verifier, and a code serves once', async () => {
    const { verifier, challenge } = pkce();
    const { code } = await authorize(challenge);
    const wrong = await failure(
      provider.exchangeCode({ code, codeVerifier: pkce().verifier, redirectUri: REDIRECT }),
    );
    expect(wrong.reason).toBe('unauthorized');
    const reused = await failure(
      provider.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT }),
    );
    expect(reused.reason).toBe('unauthorized');
  });

  it('refreshes a token about to expire, keeps the new pair, and uses it', async () => {
    const connection = await connect();
    const before = connection.credentials;
    if (before.kind !== 'oauth') throw new Error('oauth expected');
    connection.credentials = { ...before, expiresAt: new Date(Date.now() + 30_000).toISOString() };
    await provider.listCalendars(connection);
    expect(connection.saved).toHaveLength(1);
    const [fresh] = connection.saved;
    if (fresh?.kind !== 'oauth') throw new Error('oauth expected');
    expect(fresh.accessToken).not.toBe(before.accessToken);
    expect(fresh.refreshToken).not.toBe(before.refreshToken);
    const refreshCall = standIn.requests.filter((request) => request.path.endsWith('/token')).at(-1);
    expect(new URLSearchParams(refreshCall?.body).get('grant_type')).toBe('refresh_token');
    expect(standIn.requests.at(-1)?.authorization).toBe(`Bearer ${fresh.accessToken}`);
    // Still valid for an hour: no other refresh.
    await provider.listCalendars(connection);
    expect(connection.saved).toHaveLength(1);
  });

  it('refreshes once when Graph refuses an access token that ended early', async () => {
    const connection = await connect();
    standIn.expireAccessTokens();
    expect(await provider.listCalendars(connection)).toHaveLength(3);
    expect(connection.saved).toHaveLength(1);
  });

  it('needs « Reconnecter » once the person revoked the access', async () => {
    const connection = await connect();
    standIn.revoke();
    const error = await failure(
      provider.fetchChanges(connection, { remoteId: CALENDAR, syncToken: null, ctag: null }, WINDOW),
    );
    expect(error.reason).toBe('unauthorized');
    expect(connection.saved).toHaveLength(0);
  });
});

describe('Microsoft 365 calendars and busy times', () => {
  it('lists the calendars with their colour and whether they take events', async () => {
    const connection = await connect();
    expect(await provider.listCalendars(connection)).toEqual([
      { remoteId: 'AAMkAGI2-calendar', name: 'Calendrier', colour: '#0078d4', writable: true },
      { remoteId: 'AAMkAGI2-audiences', name: 'Audiences', colour: '#e74856', writable: true },
      { remoteId: 'AAMkAGI2-feries', name: 'Jours fériés en France', colour: null, writable: false },
    ]);
  });

  it('reads everything once, then only what changed (added, moved, deleted), occurrences expanded', async () => {
    const connection = await connect();
    const meeting = await standIn.addEvent(CALENDAR, {
      subject: 'Audience TJ Lyon',
      start: { dateTime: '2026-07-06T09:00:00', timeZone: 'Romance Standard Time' },
      end: { dateTime: '2026-07-06T11:00:00', timeZone: 'Romance Standard Time' },
    });
    const free = await standIn.addEvent(CALENDAR, {
      subject: 'Pense-bête',
      start: new Date('2026-07-07T08:00:00Z'),
      end: new Date('2026-07-07T09:00:00Z'),
      showAs: 'free',
    });
    const tentative = await standIn.addEvent(CALENDAR, {
      subject: 'Peut-être',
      start: new Date('2026-07-08T08:00:00Z'),
      end: new Date('2026-07-08T09:00:00Z'),
      showAs: 'tentative',
    });
    const declined = await standIn.addEvent(CALENDAR, {
      subject: 'Invitation refusée',
      start: new Date('2026-07-09T08:00:00Z'),
      end: new Date('2026-07-09T09:00:00Z'),
      response: 'declined',
    });
    const cancelled = await standIn.addEvent(CALENDAR, {
      subject: 'Annulé\u00a0: réunion',
      start: new Date('2026-07-09T12:00:00Z'),
      end: new Date('2026-07-09T13:00:00Z'),
      isCancelled: true,
    });
    const holiday = await standIn.addEvent(CALENDAR, {
      subject: 'Congés',
      start: { dateTime: '2026-07-13T00:00:00', timeZone: 'Pacific Standard Time' },
      end: { dateTime: '2026-07-15T00:00:00', timeZone: 'Pacific Standard Time' },
      isAllDay: true,
    });
    const weekly = await standIn.addEvent(CALENDAR, {
      subject: 'Permanence',
      start: { dateTime: '2026-07-10T14:00:00', timeZone: 'Europe/Paris' },
      end: { dateTime: '2026-07-10T15:00:00', timeZone: 'Europe/Paris' },
      recurrence: { type: 'weekly', occurrences: 3 },
    });
    await standIn.addEvent(CALENDAR, {
      subject: 'Hors fenêtre',
      start: new Date('2026-09-01T08:00:00Z'),
      end: new Date('2026-09-01T09:00:00Z'),
    });
    await standIn.addEvent('AAMkAGI2-audiences', {
      subject: 'Autre calendrier',
      start: new Date('2026-07-06T08:00:00Z'),
      end: new Date('2026-07-06T09:00:00Z'),
    });

    const first = await provider.fetchChanges(
      connection,
      { remoteId: CALENDAR, syncToken: null, ctag: null },
      WINDOW,
    );
    if (first === 'unchanged') throw new Error('expected a batch');
    expect(first.full).toBe(true);
    expect(first.deleted).toEqual([]);
    const objects = byKey(first);
    const occurrences = standIn.instanceIds(weekly.id);
    expect([...objects.keys()].sort()).toEqual(
      [meeting.id, free.id, tentative.id, declined.id, cancelled.id, holiday.id, ...occurrences].sort(),
    );
    // Pages of two: the listing was followed through its nextLinks, times asked in UTC.
    const deltaCalls = standIn.requests.filter((request) => request.path.endsWith('/calendarView/delta'));
    expect(deltaCalls.length).toBe(5);
    expect(deltaCalls.slice(1).every((request) => request.query.has('$skiptoken'))).toBe(true);
    expect(deltaCalls.every((request) => request.prefer?.includes('outlook.timezone="UTC"'))).toBe(true);
    expect(first.syncToken).toMatch(new RegExp(`^${standIn.apiBase}/.*\\$deltatoken=`));

    expect(instance(objects.get(meeting.id))).toEqual({
      start: '2026-07-06T07:00:00.000Z',
      end: '2026-07-06T09:00:00.000Z',
      busy: true,
      summary: 'Audience TJ Lyon',
    });
    expect(instance(objects.get(free.id)).busy).toBe(false);
    expect(instance(objects.get(tentative.id)).busy).toBe(true);
    expect(instance(objects.get(declined.id)).busy).toBe(false);
    expect(instance(objects.get(cancelled.id)).busy).toBe(false);
    // All day: the civil days, from Paris midnight to Paris midnight, whatever zone Outlook labelled them with.
    expect(instance(objects.get(holiday.id))).toMatchObject({
      start: '2026-07-12T22:00:00.000Z',
      end: '2026-07-14T22:00:00.000Z',
      busy: true,
    });
    expect(occurrences.map((id) => instance(objects.get(id)).start)).toEqual([
      '2026-07-10T12:00:00.000Z',
      '2026-07-17T12:00:00.000Z',
      '2026-07-24T12:00:00.000Z',
    ]);
    expect(objects.get(meeting.id)?.uid).toBe(meeting.iCalUId);

    // In Outlook: the hearing moves an hour later, the reminder goes, a new meeting comes, one occurrence is cancelled.
    await standIn.updateEvent(meeting.id, {
      start: { dateTime: '2026-07-06T10:00:00', timeZone: 'Romance Standard Time' },
      end: { dateTime: '2026-07-06T12:00:00', timeZone: 'Romance Standard Time' },
    });
    await standIn.deleteEvent(free.id);
    const added = await standIn.addEvent(CALENDAR, {
      subject: 'Rendez-vous expert',
      start: new Date('2026-07-20T13:00:00Z'),
      end: new Date('2026-07-20T14:00:00Z'),
    });
    const [, secondOccurrence] = occurrences;
    if (!secondOccurrence) throw new Error('expected three occurrences');
    await standIn.deleteEvent(secondOccurrence);
    const callsBefore = standIn.requests.length;

    const second = await provider.fetchChanges(
      connection,
      { remoteId: CALENDAR, syncToken: first.syncToken, ctag: null },
      WINDOW,
    );
    if (second === 'unchanged') throw new Error('expected a batch');
    expect(second.full).toBe(false);
    expect(standIn.requests[callsBefore]?.query.has('$deltatoken')).toBe(true);
    const changed = byKey(second);
    expect(changed.has(tentative.id)).toBe(false);
    expect(instance(changed.get(meeting.id))).toMatchObject({
      start: '2026-07-06T08:00:00.000Z',
      busy: true,
    });
    expect(instance(changed.get(added.id))).toMatchObject({ start: '2026-07-20T13:00:00.000Z', busy: true });
    expect(second.deleted.sort()).toEqual([free.id, secondOccurrence].sort());
    expect(second.syncToken).not.toBe(first.syncToken);

    // Nothing moved since: an empty batch.
    const third = await provider.fetchChanges(
      connection,
      { remoteId: CALENDAR, syncToken: second.syncToken, ctag: null },
      WINDOW,
    );
    expect(third).toMatchObject({ full: false, changed: [], deleted: [] });
  });

  it('never follows a sync link to another host (the bearer token stays with Graph)', async () => {
    const connection = await connect();
    let reached = 0;
    const elsewhere = createServer((_request, response) => {
      reached += 1;
      response.end('{}');
    });
    servers.push(elsewhere);
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const port = (elsewhere.address() as AddressInfo).port;
    for (const link of [
      `http://127.0.0.1:${port}/v1.0/me/calendars/${CALENDAR}/calendarView/delta?$deltatoken=abc`,
      `${standIn.url}/v2.0/me/calendars/${CALENDAR}/calendarView/delta?$deltatoken=abc`,
      `${standIn.apiBase}/../elsewhere?$deltatoken=abc`,
      'not a link',
    ]) {
      const error = await failure(
        provider.fetchChanges(connection, { remoteId: CALENDAR, syncToken: link, ctag: null }, WINDOW),
      );
      expect(error.reason).toBe('refused');
    }
    expect(reached).toBe(0);
    expect(standIn.requests.some((request) => request.query.get('$deltatoken') === 'abc')).toBe(false);
  });

  it('starts again from a full listing when Graph has forgotten the delta token (410 Gone)', async () => {
    const connection = await connect();
    const first = await provider.fetchChanges(
      connection,
      { remoteId: CALENDAR, syncToken: null, ctag: null },
      WINDOW,
    );
    if (first === 'unchanged') throw new Error('expected a batch');
    standIn.expireDeltaTokens();
    const error = await failure(
      provider.fetchChanges(
        connection,
        { remoteId: CALENDAR, syncToken: first.syncToken, ctag: null },
        WINDOW,
      ),
    );
    expect(error.reason).toBe('expired-token');
    expect(error.status).toBe(410);
  });

  it('tells a calendar gone (404) from a service down (503)', async () => {
    const connection = await connect();
    const gone = await failure(
      provider.fetchChanges(connection, { remoteId: 'AAMk-gone', syncToken: null, ctag: null }, WINDOW),
    );
    expect(gone.reason).toBe('not-found');
    standIn.setDown(true);
    const down = await failure(provider.listCalendars(connection));
    expect(down.reason).toBe('unreachable');
  });
});

describe('Microsoft 365 appointments written by JurisRDV', () => {
  const appointment: TOutgoingEvent = {
    uid: 'jurisrdv-appointment-42@jurisrdv.test',
    start: new Date('2026-07-15T12:30:00Z'),
    end: new Date('2026-07-15T13:30:00Z'),
    title: 'Rendez-vous JurisRDV',
    location: '12 rue de la République, 69002 Lyon',
    description: 'Au cabinet\u00a0: 12 rue de la République, 69002 Lyon',
    url: 'https://jurisrdv.test/espace/rendez-vous/42',
    status: 'tentative',
  };

  it('writes, moves and deletes an appointment in Paris time, without anything of the case', async () => {
    const connection = await connect();
    const written = await provider.writeEvent(connection, CALENDAR, appointment, null);
    const [stored] = standIn.events(CALENDAR);
    expect(stored).toMatchObject({
      id: written.key,
      subject: 'Rendez-vous JurisRDV',
      start: { dateTime: '2026-07-15T14:30:00', timeZone: 'Europe/Paris' },
      end: { dateTime: '2026-07-15T15:30:00', timeZone: 'Europe/Paris' },
      location: '12 rue de la République, 69002 Lyon',
      showAs: 'tentative',
      body: {
        contentType: 'text',
        content:
          'Au cabinet\u00a0: 12 rue de la République, 69002 Lyon\n\nhttps://jurisrdv.test/espace/rendez-vous/42',
      },
      extendedProperties: [{ id: JURISRDV_UID_PROPERTY, value: appointment.uid }],
    });
    expect(stored?.transactionId?.startsWith(`${appointment.uid}~`)).toBe(true);
    const post = standIn.requests.find(
      (request) => request.method === 'POST' && request.path.endsWith('/events'),
    );
    expect(Object.keys(JSON.parse(post?.body ?? '{}')).sort()).toEqual(
      [
        'body',
        'end',
        'location',
        'showAs',
        'singleValueExtendedProperties',
        'start',
        'subject',
        'transactionId',
      ].sort(),
    );

    // Read back: recognised as ours by its UID.
    const batch = byKey(
      await provider.fetchChanges(connection, { remoteId: CALENDAR, syncToken: null, ctag: null }, WINDOW),
    );
    expect(batch.get(written.key)?.uid).toBe(appointment.uid);

    const moved = await provider.writeEvent(
      connection,
      CALENDAR,
      {
        ...appointment,
        start: new Date('2026-07-16T07:00:00Z'),
        end: new Date('2026-07-16T08:00:00Z'),
        status: 'confirmed',
      },
      written,
    );
    expect(moved.key).toBe(written.key);
    expect(moved.etag).not.toBe(written.etag);
    expect(standIn.events(CALENDAR)).toHaveLength(1);
    expect(standIn.events(CALENDAR)[0]).toMatchObject({
      start: { dateTime: '2026-07-16T09:00:00', timeZone: 'Europe/Paris' },
      showAs: 'busy',
    });

    await provider.deleteEvent(connection, CALENDAR, moved);
    expect(standIn.events(CALENDAR)).toEqual([]);
    // Already gone: not an error.
    await provider.deleteEvent(connection, CALENDAR, moved);
    // Moving an event the professional deleted in Outlook: the engine is told, nothing is silently re-created.
    const error = await failure(provider.writeEvent(connection, CALENDAR, appointment, moved));
    expect(error.reason).toBe('not-found');
  });

  it('does not create a second event when a create is retried (transactionId)', async () => {
    const connection = await connect();
    const first = await provider.writeEvent(connection, CALENDAR, appointment, null);
    const again = await provider.writeEvent(connection, CALENDAR, appointment, null);
    expect(again.key).toBe(first.key);
    expect(standIn.events(CALENDAR)).toHaveLength(1);
    // Retried after the appointment moved: the same event, brought to the new time.
    const later = {
      ...appointment,
      start: new Date('2026-07-15T14:00:00Z'),
      end: new Date('2026-07-15T15:00:00Z'),
    };
    expect((await provider.writeEvent(connection, CALENDAR, later, null)).key).toBe(first.key);
    expect(standIn.events(CALENDAR)).toHaveLength(1);
    expect(standIn.events(CALENDAR)[0]?.start).toEqual({
      dateTime: '2026-07-15T16:00:00',
      timeZone: 'Europe/Paris',
    });
  });
});

describe('Microsoft Graph change notifications', () => {
  type TReceived = { subscriptionId: string; clientState: string | null };

  /** The webhook the application will serve, reduced to the two helpers it uses. */
  async function listener(options: { echo: boolean }) {
    const received: TReceived[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const query = Object.fromEntries(new URL(request.url ?? '/', 'http://listener').searchParams);
        const validation = microsoftValidationResponse(query);
        if (validation) {
          response.writeHead(validation.status, { 'content-type': validation.contentType });
          return response.end(options.echo ? validation.body : 'nope');
        }
        let body: unknown = null;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = null;
        }
        const notifications = parseMicrosoftNotification(body);
        if (!notifications) {
          response.writeHead(400);
          return response.end();
        }
        received.push(
          ...notifications.map(({ subscriptionId, clientState }) => ({ subscriptionId, clientState })),
        );
        response.writeHead(202);
        response.end();
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      received,
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/calendar-sync/microsoft/notifications`,
    };
  }

  it('subscribes after the validation handshake, is notified with its secret, renews and stops', async () => {
    const connection = await connect();
    const webhook = await listener({ echo: true });
    const input = {
      channelId: 'ignored-by-graph',
      secret: 'client-state-secret-0123456789',
      notificationAddress: webhook.url,
    };
    const startedAt = Date.now();
    const channel = await provider.watch(connection, CALENDAR, input);
    expect(standIn.subscriptions.get(channel.channelId)).toMatchObject({
      notificationUrl: webhook.url,
      clientState: input.secret,
      resource: `me/calendars/${CALENDAR}/events`,
      changeType: ['created', 'updated', 'deleted'],
    });
    const minutes = (channel.expiresAt.getTime() - startedAt) / 60_000;
    expect(minutes).toBeGreaterThan(4_000);
    expect(minutes).toBeLessThanOrEqual(4_230);

    const event = await standIn.addEvent(CALENDAR, {
      subject: 'Ajouté dans Outlook',
      start: new Date('2026-07-06T08:00:00Z'),
      end: new Date('2026-07-06T09:00:00Z'),
    });
    expect(webhook.received).toEqual([{ subscriptionId: channel.channelId, clientState: input.secret }]);
    expect(standIn.deliveries.at(-1)?.status).toBe(202);
    // Another calendar's change is not this subscription's.
    await standIn.addEvent('AAMkAGI2-audiences', {
      subject: 'Ailleurs',
      start: new Date('2026-07-06T08:00:00Z'),
      end: new Date('2026-07-06T09:00:00Z'),
    });
    expect(webhook.received).toHaveLength(1);

    const previous = standIn.subscriptions.get(channel.channelId)?.expirationDateTime.getTime() ?? 0;
    const renewed = await provider.renewWatch(
      connection,
      CALENDAR,
      { ...channel, expiresAt: new Date(previous - 60_000) },
      input,
    );
    expect(renewed.channelId).toBe(channel.channelId);
    expect(renewed.expiresAt.getTime()).toBe(
      standIn.subscriptions.get(channel.channelId)?.expirationDateTime.getTime(),
    );
    expect(
      standIn.requests.some(
        (request) =>
          request.method === 'PATCH' && request.path === `/v1.0/subscriptions/${channel.channelId}`,
      ),
    ).toBe(true);

    await provider.stopWatching(connection, renewed);
    expect(standIn.subscriptions.size).toBe(0);
    await standIn.deleteEvent(event.id);
    expect(webhook.received).toHaveLength(1);
    // Already stopped: not an error; renewing a subscription Graph dropped makes a new one.
    await provider.stopWatching(connection, renewed);
    const recreated = await provider.renewWatch(connection, CALENDAR, renewed, input);
    expect(recreated.channelId).not.toBe(renewed.channelId);
    expect(standIn.subscriptions.has(recreated.channelId)).toBe(true);
  });

  it('is refused by Graph when the address does not echo the validation token', async () => {
    const connection = await connect();
    const webhook = await listener({ echo: false });
    const error = await failure(
      provider.watch(connection, CALENDAR, { channelId: 'x', secret: 's', notificationAddress: webhook.url }),
    );
    expect(error.reason).toBe('refused');
    expect(standIn.subscriptions.size).toBe(0);
  });

  it('reads only well-formed, bounded notification bodies', () => {
    const one = {
      subscriptionId: 'sub-1',
      clientState: 'secret',
      changeType: 'created',
      resource: 'Users/u/Events/e',
    };
    expect(parseMicrosoftNotification({ value: [one] })).toEqual([
      { subscriptionId: 'sub-1', clientState: 'secret', changeType: 'created', lifecycleEvent: null },
    ]);
    expect(
      parseMicrosoftNotification({ value: [{ subscriptionId: 'sub-2', lifecycleEvent: 'missed' }] }),
    ).toEqual([{ subscriptionId: 'sub-2', clientState: null, changeType: null, lifecycleEvent: 'missed' }]);
    expect(parseMicrosoftNotification(null)).toBeNull();
    expect(parseMicrosoftNotification({ value: [] })).toBeNull();
    expect(parseMicrosoftNotification({ value: [{ clientState: 'secret' }] })).toBeNull();
    expect(parseMicrosoftNotification({ value: [{ ...one, clientState: 'se\u0000cret' }] })).toBeNull();
    expect(parseMicrosoftNotification({ value: Array.from({ length: 201 }, () => one) })).toBeNull();
    expect(parseMicrosoftNotification({ value: [{ ...one, subscriptionId: 'x'.repeat(201) }] })).toBeNull();
  });

  it('answers the validation handshake with the token only', () => {
    expect(microsoftValidationResponse({ validationToken: 'Validation\u00a0: token 1' })).toEqual({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: 'Validation\u00a0: token 1',
    });
    expect(microsoftValidationResponse({})).toBeNull();
    expect(microsoftValidationResponse({ validationToken: ['a', 'b'] })).toBeNull();
    expect(microsoftValidationResponse({ validationToken: 'x'.repeat(5_000) })).toBeNull();
  });
});

describe('Graph date-times', () => {
  it('reads UTC, Windows and IANA zones, DST included', () => {
    expect(graphInstant({ dateTime: '2026-07-06T09:00:00.0000000', timeZone: 'UTC' })?.toISOString()).toBe(
      '2026-07-06T09:00:00.000Z',
    );
    expect(
      graphInstant({ dateTime: '2026-07-06T09:00:00', timeZone: 'Romance Standard Time' })?.toISOString(),
    ).toBe('2026-07-06T07:00:00.000Z');
    expect(
      graphInstant({ dateTime: '2026-01-06T09:00:00', timeZone: 'Romance Standard Time' })?.toISOString(),
    ).toBe('2026-01-06T08:00:00.000Z');
    expect(
      graphInstant({ dateTime: '2026-07-06T09:00:00', timeZone: 'Pacific Standard Time' })?.toISOString(),
    ).toBe('2026-07-06T16:00:00.000Z');
    expect(
      graphInstant({ dateTime: '2026-07-06T09:00:00', timeZone: 'America/Martinique' })?.toISOString(),
    ).toBe('2026-07-06T13:00:00.000Z');
    // A name no one knows: read as Paris, where the professionals are.
    expect(
      graphInstant({ dateTime: '2026-07-06T09:00:00', timeZone: 'Customized Time Zone' })?.toISOString(),
    ).toBe('2026-07-06T07:00:00.000Z');
    expect(graphInstant({ dateTime: '2026-02-30T09:00:00', timeZone: 'UTC' })).toBeNull();
    expect(graphInstant({ dateTime: 'demain', timeZone: 'UTC' })).toBeNull();
  });

  it('keeps all-day events on their civil days in Paris and writes Paris wall-clock times', () => {
    const span = allDaySpan(
      { dateTime: '2026-10-24T00:00:00.0000000', timeZone: 'UTC' },
      { dateTime: '2026-10-26T00:00:00.0000000', timeZone: 'UTC' },
    );
    // Across the October change of time: 49 hours.
    expect(span?.start.toISOString()).toBe('2026-10-23T22:00:00.000Z');
    expect(span?.end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(parisWallClock(new Date('2026-03-29T01:30:00Z'))).toBe('2026-03-29T03:30:00');
    expect(parisWallClock(new Date('2026-12-31T23:15:00Z'))).toBe('2027-01-01T00:15:00');
  });
});

import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarConnections,
  connectedCalendars,
  emailOutbox,
  importedEvents,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import {
  startGoogleCalendarStandIn,
  type TGoogleCalendarStandIn,
} from '#server/test-support/google-calendar-stand-in.ts';
import {
  startMicrosoftGraphStandIn,
  type TMicrosoftGraphStandIn,
} from '#server/test-support/microsoft-graph-stand-in.ts';
import { callAs, cookiesFrom, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { calendarSyncDepsOf } from './calendar-connection-routes';
import { calendarPushBase } from './calendar-providers';
import { ensurePushChannels } from './calendar-push-channels';
import { CALENDAR_PUSH_PATHS } from './calendar-push-routes';
import { syncConnectedCalendar, syncDueCalendars, type TCalendarSyncDeps } from './calendar-sync-engine';

const SOPHIE = 'sophie.martin@example.com';

let t: TTestApp;
let google: TGoogleCalendarStandIn;
let microsoft: TMicrosoftGraphStandIn;
let sync: TCalendarSyncDeps;
/** Where the stand-ins reach this app (it listens on a local port for their notifications). */
let notificationBase: string;
let sophie: string;
let thomas: string;
let sophieId: number;

beforeAll(async () => {
  google = await startGoogleCalendarStandIn();
  microsoft = await startMicrosoftGraphStandIn();
  t = await createTestApp({
    config: {
      calendarSync: {
        google: { clientId: google.clientId, clientSecret: google.clientSecret, baseUrl: google.url },
        microsoft: {
          clientId: microsoft.clientId,
          clientSecret: microsoft.clientSecret,
          baseUrl: microsoft.url,
        },
      },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  notificationBase = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  sync = calendarSyncDepsOf(t.app, t.app.deps);
  sophie = await loginAs(t.app, 'pro', SOPHIE);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  const [row] = await t.handle.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, SOPHIE));
  if (!row) throw new Error('Sophie has no professional profile');
  sophieId = row.id;
});

afterAll(async () => {
  await google?.deliveries();
  await microsoft?.settled();
  await t?.close();
  await google?.stop();
  await microsoft?.stop();
});

type TSlot = { start: string; time: string };

/** Every public slot of Sophie's profile, by its start instant. */
async function publicSlotStarts(): Promise<string[]> {
  const profile = (await t.app.inject({ method: 'GET', url: `/api/professionals/${sophieId}` })).json() as {
    slotDays: { date: string; slots: TSlot[] }[];
  };
  return profile.slotDays.flatMap((day) => day.slots.map((slot) => slot.start));
}

/** A free public slot a few days ahead, and another, later one (where events are moved to). */
async function twoFreeSlots(): Promise<[Date, Date]> {
  const starts = await publicSlotStarts();
  const later = starts.filter((start) => Date.parse(start) > t.clock.now().getTime() + 2 * 86_400_000);
  const first = later[0];
  const second = later.find((start) => Date.parse(start) >= Date.parse(first ?? '') + 86_400_000);
  if (!first || !second) throw new Error('Sophie has no free slot to play with');
  return [new Date(first), new Date(second)];
}

const HOUR = 3_600_000;

type TConnectionView = {
  id: number;
  provider: string;
  label: string;
  status: string;
  calendars: { id: number; name: string; blocksSlots: boolean }[];
};

async function connectionsOf(cookie: string): Promise<TConnectionView[]> {
  const answer = await callAs(t.app, cookie, 'GET', '/api/pro/calendar-connections');
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { connections: TConnectionView[] }).connections;
}

/** « Connecter » then the trip to the service's consent page, which sends the browser back with a code. */
async function startAuthorization(provider: 'google' | 'microsoft') {
  const authorize = await callAs(
    t.app,
    sophie,
    'POST',
    `/api/pro/calendar-connections/${provider}/authorize`,
  );
  expect(authorize.statusCode).toBe(200);
  const url = new URL((authorize.json() as { url: string }).url);
  const oauthCookie = cookiesFrom(authorize);
  const consent = await fetch(url, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location') ?? '');
  return { url, oauthCookie, back };
}

async function callback(back: URL, oauthCookie: string) {
  return t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: `${sophie}; ${oauthCookie}` },
  });
}

type TRemote = {
  name: 'google' | 'microsoft';
  /** The calendar the test uses, by the name the service gives it. */
  calendarName: string;
  addBusy(start: Date, end: Date): Promise<string>;
  move(id: string, start: Date, end: Date): Promise<void>;
  remove(id: string): Promise<void>;
  expireSyncTokens(): void;
  /** Listings of the calendar from scratch (no sync token) the app asked for so far. */
  fullListings(): number;
  revoke(): void;
  /** Waits for the stand-in's notifications under way, then answers the statuses this app gave them. */
  notificationStatuses(): Promise<number[]>;
  /** A notification of the channel as the service sends it, with `secret`. */
  notification(
    channel: { channelId: string; resourceId: string | null },
    secret: string,
  ): { headers: Record<string, string>; payload?: unknown };
};

const remotes: TRemote[] = [
  {
    name: 'google',
    get calendarName() {
      return google.email;
    },
    async addBusy(start, end) {
      return google.addEvent('primary', {
        summary: 'Audience au tribunal',
        start: { dateTime: start.toISOString(), timeZone: 'Europe/Paris' },
        end: { dateTime: end.toISOString(), timeZone: 'Europe/Paris' },
      }).id;
    },
    async move(id, start, end) {
      google.updateEvent('primary', id, {
        start: { dateTime: start.toISOString(), timeZone: 'Europe/Paris' },
        end: { dateTime: end.toISOString(), timeZone: 'Europe/Paris' },
      });
    },
    async remove(id) {
      google.deleteEvent('primary', id);
    },
    expireSyncTokens: () => google.expireSyncTokens(),
    fullListings: () =>
      google.requests.filter(
        (request) => request.path.endsWith('/events') && request.method === 'GET' && request.query.timeMin,
      ).length,
    revoke: () => google.revoke(),
    async notificationStatuses() {
      await google.deliveries();
      return google.notifications
        .filter((delivery) => delivery.state === 'exists')
        .map((delivery) => delivery.status ?? 0);
    },
    notification: (channel, secret) => ({
      headers: {
        'content-type': 'application/json; utf-8',
        'x-goog-channel-id': channel.channelId,
        'x-goog-resource-id': channel.resourceId ?? '',
        'x-goog-channel-token': secret,
        'x-goog-resource-state': 'exists',
        'x-goog-message-number': '7',
      },
    }),
  },
  {
    name: 'microsoft',
    calendarName: 'Calendrier',
    async addBusy(start, end) {
      const calendarId = microsoft.calendars.find((calendar) => calendar.name === 'Calendrier')?.id ?? '';
      return (await microsoft.addEvent(calendarId, { subject: 'Audience au tribunal', start, end })).id;
    },
    async move(id, start, end) {
      await microsoft.updateEvent(id, { start, end });
    },
    async remove(id) {
      await microsoft.deleteEvent(id);
    },
    expireSyncTokens: () => microsoft.expireDeltaTokens(),
    fullListings: () =>
      microsoft.requests.filter(
        (request) => request.path.endsWith('/calendarView/delta') && request.query.has('startDateTime'),
      ).length,
    revoke: () => microsoft.revoke(),
    async notificationStatuses() {
      await microsoft.settled();
      return microsoft.deliveries.map((delivery) => delivery.status);
    },
    notification: (channel, secret) => ({
      headers: { 'content-type': 'application/json' },
      payload: {
        value: [
          {
            subscriptionId: channel.channelId,
            clientState: secret,
            changeType: 'updated',
            resource: 'Users/x/Events/y',
            tenantId: 'tenant',
          },
        ],
      },
    }),
  },
];

async function calendarRow(id: number) {
  const [row] = await t.handle.db.select().from(connectedCalendars).where(eq(connectedCalendars.id, id));
  if (!row) throw new Error(`no connected calendar ${id}`);
  return row;
}

async function busyTimesOf(calendarId: number): Promise<string[]> {
  const rows = await t.handle.db
    .select({ startsAt: importedEvents.startsAt })
    .from(importedEvents)
    .where(eq(importedEvents.calendarId, calendarId));
  return rows.map((row) => row.startsAt.toISOString()).sort();
}

describe('public routes of two-way sync', () => {
  it('says which services this deployment syncs with', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/calendar-sync/availability' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ caldav: true, google: true, microsoft: true });
  });

  it('takes the stand-ins’ plain http address for notifications, as no real service would', () => {
    expect(calendarPushBase(t.config)).toBe(t.config.publicUrl);
    expect(
      calendarPushBase({ ...t.config, calendarSync: { ...t.config.calendarSync, microsoft: null } }),
    ).toBe(t.config.publicUrl);
    expect(
      calendarPushBase({
        ...t.config,
        calendarSync: {
          google: { clientId: 'id', clientSecret: 'secret', baseUrl: null },
          microsoft: null,
        },
      }),
    ).toBeNull();
  });

  it('answers Graph’s validation handshake with the token as plain text, and refuses markup', async () => {
    const token = 'Validation: Testing client application reachability for subscription Request-Id: 42';
    const answer = await t.app.inject({
      method: 'POST',
      url: `${CALENDAR_PUSH_PATHS.microsoft}?validationToken=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toBe(token);
    const hostile = await t.app.inject({
      method: 'POST',
      url: `${CALENDAR_PUSH_PATHS.microsoft}?validationToken=${encodeURIComponent('<script>alert(1)</script>')}`,
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.body).not.toContain('<script>');
  });

  it('refuses unknown channels, unreadable notifications and oversized bodies', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: CALENDAR_PUSH_PATHS.google,
      headers: {
        'x-goog-channel-id': 'never-opened',
        'x-goog-channel-token': 'x',
        'x-goog-resource-state': 'exists',
      },
    });
    expect(unknown.statusCode).toBe(404);
    const unreadable = await t.app.inject({ method: 'POST', url: CALENDAR_PUSH_PATHS.google });
    expect(unreadable.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: CALENDAR_PUSH_PATHS.microsoft,
      headers: { 'content-type': 'application/json' },
      payload: '{"value":',
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: CALENDAR_PUSH_PATHS.microsoft,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ value: [{ subscriptionId: 'x', clientState: 'y'.repeat(70_000) }] }),
    });
    expect(huge.statusCode).toBe(413);
    const unknownSubscription = await t.app.inject({
      method: 'POST',
      url: CALENDAR_PUSH_PATHS.microsoft,
      headers: { 'content-type': 'application/json' },
      payload: { value: [{ subscriptionId: 'never-opened', clientState: 'x', changeType: 'updated' }] },
    });
    expect(unknownSubscription.statusCode).toBe(202);
  });
});

describe.each(remotes)('$name: connect, block, push, free, recover, alarm', (remote) => {
  let connectionId = 0;
  let calendarId = 0;
  let eventId = '';
  let slot: Date;
  let laterSlot: Date;

  it('sends the professional to the service with PKCE, and back with the account and its calendars', async () => {
    const { url, oauthCookie, back } = await startAuthorization(remote.name);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${t.config.publicUrl}/api/pro/calendar-connections/${remote.name}/callback`,
    );
    expect(back.searchParams.get('state')).toBe(url.searchParams.get('state'));
    const answer = await callback(back, oauthCookie);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/pro/dashboard/agendas?connecte=${remote.name}`);
    const connection = (await connectionsOf(sophie)).find((row) => row.provider === remote.name);
    expect(connection?.status).toBe('active');
    const calendar = connection?.calendars.find((row) => row.name === remote.calendarName);
    expect(calendar?.blocksSlots).toBe(false);
    connectionId = connection?.id ?? 0;
    calendarId = calendar?.id ?? 0;
    expect(connectionId).toBeGreaterThan(0);
    expect(calendarId).toBeGreaterThan(0);
  });

  it('refuses a callback whose state is not the one it sent, connecting nothing', async () => {
    const [before] = await t.handle.db.select({ n: count() }).from(calendarConnections);
    const { oauthCookie, back } = await startAuthorization(remote.name);
    back.searchParams.set('state', 'someone-elses-state-0123456789');
    const answer = await callback(back, oauthCookie);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toMatch(/\?erreur=/);
    const [after] = await t.handle.db.select({ n: count() }).from(calendarConnections);
    expect(after?.n).toBe(before?.n);
  });

  it('blocks the public slot of an event added in the service once the calendar blocks slots', async () => {
    [slot, laterSlot] = await twoFreeSlots();
    const chosen = await callAs(t.app, sophie, 'PATCH', `/api/pro/connected-calendars/${calendarId}`, {
      blocksSlots: true,
    });
    expect(chosen.statusCode).toBe(200);
    expect(await publicSlotStarts()).toContain(slot.toISOString());
    eventId = await remote.addBusy(slot, new Date(slot.getTime() + HOUR));
    expect(await syncConnectedCalendar(sync, calendarId)).toBe('synced');
    expect(await busyTimesOf(calendarId)).toEqual([slot.toISOString()]);
    expect(await publicSlotStarts()).not.toContain(slot.toISOString());
  });

  it('opens a push channel whose notifications mark the calendar due, and ignores a wrong secret', async () => {
    const upkeep = await ensurePushChannels(sync, notificationBase);
    expect(upkeep).toMatchObject({ opened: 1, failed: 0 });
    const opened = await calendarRow(calendarId);
    expect(opened.pushChannelId).toBeTruthy();
    expect(opened.pushExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    // Nothing is due within a minute now that the service tells of changes.
    expect(await syncConnectedCalendar(sync, calendarId)).not.toBe('failed');
    const quiet = await calendarRow(calendarId);
    expect(quiet.nextSyncAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    const forged = remote.notification(
      { channelId: opened.pushChannelId ?? '', resourceId: opened.pushResourceId },
      'not-the-secret',
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: CALENDAR_PUSH_PATHS[remote.name],
      headers: forged.headers,
      ...(forged.payload ? { payload: JSON.stringify(forged.payload) } : {}),
    });
    expect(refused.statusCode).toBe(remote.name === 'google' ? 404 : 202);
    expect((await calendarRow(calendarId)).nextSyncAt).toEqual(quiet.nextSyncAt);

    // The service itself notifies this app (over the network, with the secret it was given).
    await remote.move(eventId, laterSlot, new Date(laterSlot.getTime() + HOUR));
    const statuses = await remote.notificationStatuses();
    expect(statuses.at(-1)).toBe(remote.name === 'google' ? 200 : 202);
    expect((await calendarRow(calendarId)).nextSyncAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    // The moved event frees the first slot and blocks the later one.
    expect(await syncDueCalendars(sync)).toBeGreaterThanOrEqual(1);
    expect(await busyTimesOf(calendarId)).toEqual([laterSlot.toISOString()]);
    const starts = await publicSlotStarts();
    expect(starts).toContain(slot.toISOString());
    expect(starts).not.toContain(laterSlot.toISOString());
  });

  it('renews the channel before it expires, with a channel that still notifies', async () => {
    const before = await calendarRow(calendarId);
    await t.handle.db
      .update(connectedCalendars)
      .set({ pushExpiresAt: new Date(t.clock.now().getTime() + 60 * 60_000) })
      .where(eq(connectedCalendars.id, calendarId));
    const upkeep = await ensurePushChannels(sync, notificationBase);
    expect(upkeep).toMatchObject({ renewed: 1, failed: 0 });
    const renewed = await calendarRow(calendarId);
    expect(renewed.pushExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 24 * HOUR);
    if (remote.name === 'microsoft') expect(renewed.pushChannelId).toBe(before.pushChannelId);
    else expect(renewed.pushChannelId).not.toBe(before.pushChannelId);
    expect(await ensurePushChannels(sync, notificationBase)).toMatchObject({ opened: 0, renewed: 0 });
  });

  it('starts again from a full listing when the service refuses the sync token (410 Gone)', async () => {
    remote.expireSyncTokens();
    await remote.remove(eventId);
    await remote.notificationStatuses();
    const listingsBefore = remote.fullListings();
    expect(await syncConnectedCalendar(sync, calendarId)).toBe('synced');
    expect(remote.fullListings()).toBe(listingsBefore + 1);
    expect(await busyTimesOf(calendarId)).toEqual([]);
    expect(await publicSlotStarts()).toContain(laterSlot.toISOString());
    const again = await remote.addBusy(laterSlot, new Date(laterSlot.getTime() + HOUR));
    await remote.notificationStatuses();
    expect(await syncConnectedCalendar(sync, calendarId)).toBe('synced');
    expect(await busyTimesOf(calendarId)).toEqual([laterSlot.toISOString()]);
    eventId = again;
  });

  it('answers 404 to another professional on every route of the connection', async () => {
    const attempts = [
      callAs(t.app, thomas, 'PATCH', `/api/pro/connected-calendars/${calendarId}`, { blocksSlots: false }),
      callAs(t.app, thomas, 'POST', `/api/pro/calendar-connections/${connectionId}/sync`),
      callAs(t.app, thomas, 'PUT', `/api/pro/calendar-connections/${connectionId}/caldav-password`, {
        password: 'autre-mot-de-passe',
      }),
      callAs(t.app, thomas, 'DELETE', `/api/pro/calendar-connections/${connectionId}`),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.statusCode).toBe(404);
    expect((await connectionsOf(thomas)).map((connection) => connection.id)).not.toContain(connectionId);
    expect((await calendarRow(calendarId)).blocksSlots).toBe(true);
    expect(await busyTimesOf(calendarId)).toEqual([laterSlot.toISOString()]);
  });

  it('marks a revoked access « unauthorized » and sends one e-mail, however many syncs fail', async () => {
    const alerts = () =>
      t.handle.db
        .select({ n: count() })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, SOPHIE), eq(emailOutbox.kind, 'calendar-sync-alert')))
        .then((rows) => rows[0]?.n ?? 0);
    const alertsBefore = await alerts();
    remote.revoke();
    await t.handle.db
      .update(connectedCalendars)
      .set({ nextSyncAt: t.clock.now() })
      .where(eq(connectedCalendars.id, calendarId));
    // The access token may still be cached: the first refusal (401) makes the provider refresh, which fails.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await syncConnectedCalendar(sync, calendarId)).toBe('failed');
      t.clock.advance(60_000);
    }
    await syncDueCalendars(sync);
    const connection = (await connectionsOf(sophie)).find((row) => row.id === connectionId);
    expect(connection?.status).toBe('unauthorized');
    expect(await alerts()).toBe(alertsBefore + 1);
    // The calendar's busy times stay as last read: the slot is not offered on a guess.
    expect(await publicSlotStarts()).not.toContain(laterSlot.toISOString());
    // No channel is renewed for an account that refused us.
    await t.handle.db
      .update(connectedCalendars)
      .set({ pushExpiresAt: t.clock.now() })
      .where(eq(connectedCalendars.id, calendarId));
    expect(await ensurePushChannels(sync, notificationBase)).toMatchObject({ renewed: 0, failed: 0 });
  });
});

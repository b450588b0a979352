import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TZDate } from '@date-fns/tz';
import { addCivilDays, parisInstant } from '#domain/kernel/time/paris-time.ts';

/** A time as Google gives it: `dateTime` (RFC 3339) with its `timeZone`, or an all-day `date`. */
export type TGoogleTime = { dateTime?: string; date?: string; timeZone?: string };

export type TGoogleAttendee = { email: string; self?: boolean; responseStatus?: string };

/** What a test (or the API) may set on an event. */
export type TGoogleEventInput = {
  id?: string;
  iCalUID?: string;
  status?: 'confirmed' | 'tentative' | 'cancelled';
  summary?: string;
  description?: string;
  location?: string;
  start: TGoogleTime;
  end: TGoogleTime;
  transparency?: 'opaque' | 'transparent';
  attendees?: TGoogleAttendee[];
  /** `RRULE:FREQ=DAILY|WEEKLY[;INTERVAL=n][;COUNT=n|;UNTIL=…]` only. */
  recurrence?: string[];
  source?: { title?: string; url?: string };
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
};

/** An event as the stand-in keeps it (a series keeps its exceptions in `overrides`). */
export type TGoogleStoredEvent = TGoogleEventInput & {
  id: string;
  iCalUID: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  etag: string;
  created: string;
  updated: string;
  sequence: number;
  changeNumber: number;
  /** Exceptions of a series, by instance id: a changed occurrence, or one cancelled. */
  overrides: Map<string, { event: TGoogleEventInput & { status: string }; changeNumber: number }>;
};

type TCalendarRecord = {
  id: string;
  summary: string;
  backgroundColor: string;
  accessRole: 'owner' | 'writer' | 'reader' | 'freeBusyReader';
  primary: boolean;
  events: Map<string, TGoogleStoredEvent>;
  resourceId: string;
};

export type TGoogleRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Form fields (token endpoint) or the JSON body. */
  body: unknown;
  authorization: string | undefined;
};

export type TGoogleNotificationDelivery = {
  channelId: string;
  address: string;
  state: 'sync' | 'exists';
  messageNumber: number;
  status: number | null;
  error: string | null;
};

type TGrant = {
  refreshToken: string;
  clientId: string;
  scope: string;
  revoked: boolean;
};

type TChannel = {
  id: string;
  token: string | undefined;
  address: string;
  calendarId: string;
  resourceId: string;
  expiration: number;
  messageNumber: number;
  stopped: boolean;
};

export type TGoogleCalendarStandIn = {
  /** http://127.0.0.1:<port> */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The account's e-mail: also its primary calendar's id. */
  email: string;
  oauthUrls: { authorize: string; token: string; revoke: string; userinfo: string };
  /** What to give as the Calendar API base (`…/calendar/v3`). */
  apiBase: string;
  requests: TGoogleRequest[];
  notifications: TGoogleNotificationDelivery[];
  /** Another calendar of the account (the primary one and a read-only holidays calendar exist). */
  addCalendar(input: {
    id: string;
    summary: string;
    backgroundColor?: string;
    accessRole?: TCalendarRecord['accessRole'];
  }): void;
  /** The user adds an event in Google Calendar; `calendarId` may be 'primary'. */
  addEvent(calendarId: string, input: TGoogleEventInput): TGoogleStoredEvent;
  /** The user changes an event (or one occurrence of a series, by its instance id). */
  updateEvent(calendarId: string, eventId: string, changes: Partial<TGoogleEventInput>): void;
  /** The user deletes an event (or one occurrence of a series, by its instance id). */
  deleteEvent(calendarId: string, eventId: string): void;
  /** The event as stored (cancelled ones included), by id or iCalUID. */
  findEvent(calendarId: string, idOrUid: string): TGoogleStoredEvent | undefined;
  /** The user removes the app's access (one grant, by its refresh token, or all). */
  revoke(refreshToken?: string): void;
  /** Every access token issued so far expires now (the API then answers 401). */
  expireAccessTokens(): void;
  /** Every sync token issued so far is refused with 410 Gone. */
  expireSyncTokens(): void;
  /** The next `count` API requests whose path contains `pathPart` answer `status` (503 unless told). */
  failNext(pathPart: string, count: number, status?: number): void;
  /** The next authorization is refused by the user (redirect with error=access_denied). */
  denyNextConsent(): void;
  /** Resolves once every notification sent so far has been answered (or failed). */
  deliveries(): Promise<void>;
  stop(): Promise<void>;
};

const DEFAULT_ACCESS_TOKEN_SECONDS = 3599;
const DEFAULT_CHANNEL_TTL_SECONDS = 604_800;
const MAX_INSTANCES_PER_SERIES = 730;
const MAX_BODY_BYTES = 1_000_000;
const PARIS = 'Europe/Paris';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    request.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > MAX_BODY_BYTES) request.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body));
}

/** Google's error envelope (« Standard error responses » of the Calendar API). */
function apiError(response: ServerResponse, code: number, reason: string, message: string): void {
  json(response, code, { error: { code, message, errors: [{ domain: 'global', reason, message }] } });
}

function token(prefix: string): string {
  return `${prefix}${randomBytes(24).toString('base64url')}`;
}

function base32hexId(): string {
  // Google event ids use the base32hex alphabet (a–v, 0–9).
  const alphabet = '0123456789abcdefghijklmnopqrstuv';
  return Array.from(randomBytes(26), (byte) => alphabet[byte % 32]).join('');
}

/** The instant a Google time starts at (an all-day date: midnight in Paris, the calendars' zone here). */
function instantOf(time: TGoogleTime): number {
  if (time.date) return parisInstant(time.date, '00:00').getTime();
  const value = time.dateTime ?? '';
  if (/(?:Z|[+-]\d{2}:\d{2})$/i.test(value)) return Date.parse(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as number[];
  return new TZDate(
    year ?? 0,
    (month ?? 1) - 1,
    day ?? 1,
    hour ?? 0,
    minute ?? 0,
    second ?? 0,
    time.timeZone ?? PARIS,
  ).getTime();
}

function rfc3339(epochMs: number, timeZone: string): string {
  return new TZDate(epochMs, timeZone).toISOString().replace('.000', '');
}

/** `time` moved by `days` calendar days in its own zone (DST-safe), as Google shows an occurrence. */
function shiftTime(time: TGoogleTime, days: number): TGoogleTime {
  if (time.date) return { date: addCivilDays(time.date, days) };
  const zone = time.timeZone ?? PARIS;
  const moved = new TZDate(instantOf(time), zone);
  moved.setDate(moved.getDate() + days);
  return { dateTime: rfc3339(moved.getTime(), zone), timeZone: zone };
}

function instanceSuffix(time: TGoogleTime): string {
  if (time.date) return time.date.replaceAll('-', '');
  return new Date(instantOf(time))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

type TRule = { stepDays: number; count: number; until: number };

function parseRule(recurrence: string[] | undefined): TRule | null {
  const line = recurrence?.find((entry) => entry.startsWith('RRULE:'));
  if (!line) return null;
  const parts = new Map(
    line
      .slice('RRULE:'.length)
      .split(';')
      .map((part) => part.split('=') as [string, string]),
  );
  const frequency = parts.get('FREQ');
  const interval = Number(parts.get('INTERVAL') ?? 1) || 1;
  if (frequency !== 'DAILY' && frequency !== 'WEEKLY') throw new Error(`stand-in: unsupported ${line}`);
  const until = parts.get('UNTIL');
  let untilMs = Number.POSITIVE_INFINITY;
  if (until) {
    const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z)?$/.exec(until);
    if (!match) throw new Error(`stand-in: unsupported UNTIL in ${line}`);
    untilMs = match[4]
      ? Date.UTC(
          Number(match[1]),
          Number(match[2]) - 1,
          Number(match[3]),
          Number(match[4]),
          Number(match[5]),
          Number(match[6]),
        )
      : parisInstant(`${match[1]}-${match[2]}-${match[3]}`, '23:59').getTime();
  }
  return {
    stepDays: (frequency === 'DAILY' ? 1 : 7) * interval,
    count: Math.min(Number(parts.get('COUNT') ?? MAX_INSTANCES_PER_SERIES), MAX_INSTANCES_PER_SERIES),
    until: untilMs,
  };
}

/** The item Google lists for an event (or an occurrence), in the fields of the Events resource. */
type TEventItem = Record<string, unknown> & {
  id: string;
  status: string;
  start?: TGoogleTime;
  end?: TGoogleTime;
};

/**
 * A local stand-in for the parts of Google's OAuth 2.0 and Calendar API v3 the application calls, after
 * their documented contracts: the authorization code flow with PKCE (S256) and offline access (auto-
 * consent), refresh tokens and their revocation (`invalid_grant`), bearer access tokens (401 once expired
 * or revoked), calendarList, events.list with `singleEvents` (simple DAILY/WEEKLY series expanded into
 * occurrences `<id>_<start>` with `recurringEventId`), incremental sync tokens (cancelled events listed,
 * 410 Gone `fullSyncRequired` once expired), events.import (keyed by iCalUID: importing a known iCalUID
 * updates that event, as Google does), update, patch and delete (410 when already deleted), and push
 * channels (`events.watch`, `channels.stop`) that POST notifications to their address. It differs from
 * Google only where a test needs it to: plain http addresses are accepted for channels.
 */
export async function startGoogleCalendarStandIn(
  options: {
    port?: number;
    email?: string;
    clientId?: string;
    clientSecret?: string;
    accessTokenSeconds?: number;
  } = {},
): Promise<TGoogleCalendarStandIn> {
  const email = options.email ?? 'maitre.durand@example.test';
  const clientId = options.clientId ?? 'stand-in-client.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'GOCSPX-stand-in-secret';
  const accessTokenSeconds = options.accessTokenSeconds ?? DEFAULT_ACCESS_TOKEN_SECONDS;
  const requests: TGoogleRequest[] = [];
  const notifications: TGoogleNotificationDelivery[] = [];
  const pending = new Set<Promise<void>>();
  const calendars = new Map<string, TCalendarRecord>();
  const codes = new Map<
    string,
    {
      clientId: string;
      redirectUri: string;
      challenge: string | null;
      method: string;
      scope: string;
      expires: number;
    }
  >();
  const grants = new Map<string, TGrant>();
  const accessTokens = new Map<string, { grant: TGrant; expires: number }>();
  const channels = new Map<string, TChannel>();
  const pages = new Map<string, { items: TEventItem[]; nextSyncToken: string }>();
  const failures: { pathPart: string; count: number; status: number }[] = [];
  let syncGeneration = 1;
  let changeNumber = 0;
  let denyNext = false;
  let url = '';

  function addCalendar(input: {
    id: string;
    summary: string;
    backgroundColor?: string;
    accessRole?: TCalendarRecord['accessRole'];
    primary?: boolean;
  }): void {
    calendars.set(input.id, {
      id: input.id,
      summary: input.summary,
      backgroundColor: input.backgroundColor ?? '#9fe1e7',
      accessRole: input.accessRole ?? 'owner',
      primary: input.primary ?? false,
      events: new Map(),
      resourceId: createHash('sha256').update(input.id).digest('base64url').slice(0, 27),
    });
  }
  addCalendar({ id: email, summary: email, backgroundColor: '#039be5', primary: true });
  addCalendar({
    id: 'fr.french#holiday@group.v.calendar.google.com',
    summary: 'Jours fériés en France',
    backgroundColor: '#16a765',
    accessRole: 'reader',
  });

  function calendarOf(calendarId: string): TCalendarRecord | undefined {
    return calendars.get(calendarId === 'primary' ? email : calendarId);
  }

  function requireCalendar(calendarId: string): TCalendarRecord {
    const calendar = calendarOf(calendarId);
    if (!calendar) throw new Error(`stand-in: unknown calendar ${calendarId}`);
    return calendar;
  }

  function touched(calendar: TCalendarRecord): number {
    changeNumber += 1;
    for (const channel of channels.values())
      if (channel.calendarId === calendar.id && !channel.stopped && channel.expiration > Date.now())
        notify(channel, 'exists');
    return changeNumber;
  }

  function notify(channel: TChannel, state: 'sync' | 'exists'): void {
    channel.messageNumber += 1;
    const delivery: TGoogleNotificationDelivery = {
      channelId: channel.id,
      address: channel.address,
      state,
      messageNumber: channel.messageNumber,
      status: null,
      error: null,
    };
    notifications.push(delivery);
    const headers: Record<string, string> = {
      'x-goog-channel-id': channel.id,
      'x-goog-channel-expiration': new Date(channel.expiration).toUTCString(),
      'x-goog-resource-id': channel.resourceId,
      'x-goog-resource-uri': `${url}/calendar/v3/calendars/${encodeURIComponent(channel.calendarId)}/events?alt=json`,
      'x-goog-resource-state': state,
      'x-goog-message-number': String(channel.messageNumber),
      'content-length': '0',
    };
    if (channel.token !== undefined) headers['x-goog-channel-token'] = channel.token;
    const sending = fetch(channel.address, { method: 'POST', headers, signal: AbortSignal.timeout(10_000) })
      .then(async (response) => {
        delivery.status = response.status;
        await response.arrayBuffer();
      })
      .catch((error: unknown) => {
        delivery.error = error instanceof Error ? error.message : String(error);
      })
      .finally(() => pending.delete(sending));
    pending.add(sending);
  }

  function store(
    calendar: TCalendarRecord,
    input: TGoogleEventInput,
    existing?: TGoogleStoredEvent,
  ): TGoogleStoredEvent {
    const now = new Date().toISOString();
    const number = touched(calendar);
    const id = existing?.id ?? input.id ?? base32hexId();
    const event: TGoogleStoredEvent = {
      ...input,
      id,
      iCalUID: existing?.iCalUID ?? input.iCalUID ?? `${id}@google.com`,
      status: input.status ?? 'confirmed',
      created: existing?.created ?? now,
      updated: now,
      sequence: existing ? existing.sequence + 1 : 0,
      changeNumber: number,
      etag: `"${Date.now()}${String(number).padStart(6, '0')}"`,
      overrides: existing?.overrides ?? new Map(),
    };
    parseRule(event.recurrence);
    calendar.events.set(event.id, event);
    return event;
  }

  /** The occurrences of a series (its exceptions applied), or the event itself. */
  function itemsOf(event: TGoogleStoredEvent, since: number | null): TEventItem[] {
    const { overrides, changeNumber: _number, recurrence, ...fields } = event;
    const rule = parseRule(recurrence);
    if (!rule) {
      if (since !== null && event.changeNumber <= since) return [];
      return [
        event.status === 'cancelled'
          ? { kind: 'calendar#event', id: event.id, status: 'cancelled', etag: event.etag }
          : { kind: 'calendar#event', ...fields },
      ];
    }
    const items: TEventItem[] = [];
    const startMs = instantOf(event.start);
    for (let index = 0; index < rule.count; index += 1) {
      const start = shiftTime(event.start, index * rule.stepDays);
      if (instantOf(start) > rule.until || (index > 0 && instantOf(start) <= startMs)) break;
      const id = `${event.id}_${instanceSuffix(start)}`;
      const override = overrides.get(id);
      const changed = Math.max(event.changeNumber, override?.changeNumber ?? 0);
      if (since !== null && changed <= since) continue;
      const status = event.status === 'cancelled' ? 'cancelled' : (override?.event.status ?? event.status);
      if (status === 'cancelled') {
        items.push({
          kind: 'calendar#event',
          id,
          status: 'cancelled',
          recurringEventId: event.id,
          originalStartTime: start,
        });
        continue;
      }
      items.push({
        kind: 'calendar#event',
        ...fields,
        id,
        start,
        end: shiftTime(event.end, index * rule.stepDays),
        ...(override?.event ?? {}),
        status,
        recurringEventId: event.id,
        originalStartTime: start,
      });
    }
    return items;
  }

  function syncToken(calendar: TCalendarRecord, upTo: number): string {
    return Buffer.from(JSON.stringify({ g: syncGeneration, c: calendar.id, n: upTo })).toString('base64url');
  }

  function readSyncToken(calendar: TCalendarRecord, value: string): number | null {
    try {
      const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as {
        g: number;
        c: string;
        n: number;
      };
      if (parsed.g !== syncGeneration || parsed.c !== calendar.id || !Number.isInteger(parsed.n)) return null;
      return parsed.n;
    } catch {
      return null;
    }
  }

  function listEvents(calendar: TCalendarRecord, query: URLSearchParams, response: ServerResponse) {
    const maxResults = Math.min(Math.max(Number(query.get('maxResults') ?? 250) || 250, 1), 2500);
    const pageToken = query.get('pageToken');
    let page: { items: TEventItem[]; nextSyncToken: string } | undefined;
    let offset = 0;
    if (pageToken) {
      const [key, at] = pageToken.split('.');
      page = pages.get(key ?? '');
      offset = Number(at);
      if (!page || !Number.isInteger(offset))
        return apiError(response, 400, 'invalid', 'Invalid page token value.');
    } else {
      const rawSyncToken = query.get('syncToken');
      let since: number | null = null;
      if (rawSyncToken) {
        // Google refuses the filters a sync token already carries.
        for (const name of ['timeMin', 'timeMax', 'iCalUID', 'orderBy', 'q', 'updatedMin'])
          if (query.has(name))
            return apiError(response, 400, 'invalid', `${name} is not allowed with syncToken.`);
        since = readSyncToken(calendar, rawSyncToken);
        if (since === null)
          return apiError(
            response,
            410,
            'fullSyncRequired',
            'Sync token is no longer valid, a full sync is required.',
          );
      }
      const timeMin = query.has('timeMin')
        ? Date.parse(query.get('timeMin') ?? '')
        : Number.NEGATIVE_INFINITY;
      const timeMax = query.has('timeMax')
        ? Date.parse(query.get('timeMax') ?? '')
        : Number.POSITIVE_INFINITY;
      if (Number.isNaN(timeMin) || Number.isNaN(timeMax))
        return apiError(response, 400, 'badRequest', 'Bad Request');
      const showDeleted = query.get('showDeleted') === 'true' || since !== null;
      const single = query.get('singleEvents') === 'true';
      const items: TEventItem[] = [];
      for (const event of calendar.events.values()) {
        const listed = single
          ? itemsOf(event, since)
          : since !== null && event.changeNumber <= since
            ? []
            : [{ kind: 'calendar#event', ...event, overrides: undefined, changeNumber: undefined }];
        for (const item of listed) {
          if (item.status === 'cancelled') {
            if (showDeleted) items.push(item);
            continue;
          }
          if (since === null && item.start && item.end) {
            if (instantOf(item.end) <= timeMin || instantOf(item.start) >= timeMax) continue;
          }
          items.push(item);
        }
      }
      page = { items, nextSyncToken: syncToken(calendar, changeNumber) };
    }
    const slice = page.items.slice(offset, offset + maxResults);
    const more = offset + maxResults < page.items.length;
    let nextPageToken: string | undefined;
    if (more) {
      const key = pageToken?.split('.')[0] ?? randomBytes(12).toString('base64url');
      pages.set(key, page);
      nextPageToken = `${key}.${offset + maxResults}`;
    }
    json(response, 200, {
      kind: 'calendar#events',
      etag: `"p${changeNumber}"`,
      summary: calendar.summary,
      timeZone: PARIS,
      accessRole: calendar.accessRole,
      items: slice,
      ...(more ? { nextPageToken } : { nextSyncToken: page.nextSyncToken }),
    });
  }

  function eventResource(event: TGoogleStoredEvent): Record<string, unknown> {
    const { overrides: _overrides, changeNumber: _number, ...fields } = event;
    return { kind: 'calendar#event', ...fields };
  }

  function findStored(calendar: TCalendarRecord, eventId: string) {
    const direct = calendar.events.get(eventId);
    if (direct) return { event: direct, instance: null };
    const separator = eventId.lastIndexOf('_');
    const series = separator > 0 ? calendar.events.get(eventId.slice(0, separator)) : undefined;
    if (series && itemsOf(series, null).some((item) => item.id === eventId))
      return { event: series, instance: eventId };
    return null;
  }

  /** `replace`: the event becomes `changes` (PUT), otherwise `changes` are merged into it (PATCH). */
  function changeEvent(
    calendar: TCalendarRecord,
    eventId: string,
    changes: Partial<TGoogleEventInput>,
    replace = false,
  ): void {
    const found = findStored(calendar, eventId);
    if (!found) throw new Error(`stand-in: unknown event ${eventId}`);
    if (found.instance) {
      const before = found.event.overrides.get(found.instance)?.event;
      const occurrence = itemsOf(found.event, null).find((item) => item.id === found.instance);
      found.event.overrides.set(found.instance, {
        event: {
          start: occurrence?.start ?? found.event.start,
          end: occurrence?.end ?? found.event.end,
          ...before,
          ...changes,
          status: changes.status ?? before?.status ?? 'confirmed',
        },
        changeNumber: touched(calendar),
      });
      return;
    }
    const {
      overrides: _o,
      changeNumber: _n,
      etag: _e,
      created: _c,
      updated: _u,
      sequence: _s,
      ...current
    } = found.event;
    const next = replace
      ? { ...changes, start: changes.start ?? current.start, end: changes.end ?? current.end }
      : { ...current, ...changes };
    store(calendar, next, found.event);
  }

  function authenticate(request: IncomingMessage, response: ServerResponse, write: boolean): TGrant | null {
    const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const access = presented ? accessTokens.get(presented) : undefined;
    if (!access || access.grant.revoked || access.expires <= Date.now()) {
      json(response, 401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials. Expected OAuth 2 access token.',
          errors: [
            {
              message: 'Invalid Credentials',
              domain: 'global',
              reason: 'authError',
              location: 'Authorization',
              locationType: 'header',
            },
          ],
          status: 'UNAUTHENTICATED',
        },
      });
      return null;
    }
    const scopes = access.grant.scope.split(' ');
    const allowed = write
      ? scopes.some((scope) => scope.endsWith('/auth/calendar') || scope.endsWith('/auth/calendar.events'))
      : scopes.some((scope) => /\/auth\/calendar(\.readonly|\.events|\.events\.readonly)?$/.test(scope));
    if (!allowed) {
      apiError(response, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
      return null;
    }
    return access.grant;
  }

  function issueAccessToken(grant: TGrant) {
    const accessToken = token('ya29.stand-in-');
    accessTokens.set(accessToken, { grant, expires: Date.now() + accessTokenSeconds * 1000 });
    return {
      access_token: accessToken,
      expires_in: accessTokenSeconds,
      scope: grant.scope,
      token_type: 'Bearer',
    };
  }

  function idToken(audience: string): string {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      iss: url,
      aud: audience,
      sub: createHash('sha256').update(email).digest('hex').slice(0, 21),
      email,
      email_verified: true,
      iat: now,
      exp: now + 3600,
    };
    // Not verifiable: the stand-in has no key; the client reads it from the token endpoint over its own connection.
    return `${encode({ alg: 'RS256', kid: 'stand-in' })}.${encode(payload)}.${Buffer.from('stand-in').toString('base64url')}`;
  }

  function authorize(query: URLSearchParams, response: ServerResponse) {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== clientId)
      return json(response, 401, {
        error: 'invalid_client',
        error_description: 'The OAuth client was not found.',
      });
    let target: URL;
    try {
      target = new URL(redirectUri);
    } catch {
      return json(response, 400, { error: 'redirect_uri_mismatch' });
    }
    const state = query.get('state');
    const method = query.get('code_challenge_method') ?? 'plain';
    if (
      query.get('response_type') !== 'code' ||
      !query.get('scope') ||
      (method !== 'S256' && method !== 'plain')
    )
      return json(response, 400, { error: 'invalid_request' });
    if (denyNext) {
      denyNext = false;
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = token('4/0stand-in-');
      codes.set(code, {
        clientId,
        redirectUri,
        challenge: query.get('code_challenge'),
        method,
        scope: query.get('scope') ?? '',
        expires: Date.now() + 600_000,
      });
      target.searchParams.set('code', code);
      target.searchParams.set('scope', query.get('scope') ?? '');
    }
    if (state !== null) target.searchParams.set('state', state);
    response.writeHead(302, { location: target.toString() });
    response.end();
  }

  function tokenEndpoint(request: IncomingMessage, form: URLSearchParams, response: ServerResponse) {
    let presentedId = form.get('client_id');
    let presentedSecret = form.get('client_secret');
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (basic) {
      const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      presentedId = decodeURIComponent(id ?? '');
      presentedSecret = decodeURIComponent(secret ?? '');
    }
    if (presentedId !== clientId || presentedSecret !== clientSecret)
      return json(response, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code || code.expires <= Date.now() || code.redirectUri !== form.get('redirect_uri'))
        return json(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      if (code.challenge !== null) {
        const verifier = form.get('code_verifier') ?? '';
        const expected =
          code.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
        if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || expected !== code.challenge)
          return json(response, 400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' });
      }
      const grant: TGrant = {
        refreshToken: token('1//stand-in-'),
        clientId,
        scope: code.scope,
        revoked: false,
      };
      grants.set(grant.refreshToken, grant);
      return json(response, 200, {
        ...issueAccessToken(grant),
        refresh_token: grant.refreshToken,
        ...(code.scope.split(' ').includes('openid') ? { id_token: idToken(clientId) } : {}),
      });
    }
    if (grantType === 'refresh_token') {
      const grant = grants.get(form.get('refresh_token') ?? '');
      if (!grant || grant.revoked)
        return json(response, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      return json(response, 200, issueAccessToken(grant));
    }
    return json(response, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
  }

  function revoke(refreshToken?: string): void {
    for (const grant of grants.values())
      if (refreshToken === undefined || grant.refreshToken === refreshToken) grant.revoked = true;
  }

  function eventInput(body: unknown): TGoogleEventInput | null {
    if (typeof body !== 'object' || body === null) return null;
    const input = body as TGoogleEventInput;
    if (
      !input.start ||
      !input.end ||
      Number.isNaN(instantOf(input.start)) ||
      Number.isNaN(instantOf(input.end))
    )
      return null;
    if (instantOf(input.end) < instantOf(input.start)) return null;
    return input;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const address = new URL(request.url ?? '/', 'http://stand-in');
    const raw = await readBody(request);
    const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    let body: unknown = null;
    try {
      body = isForm ? Object.fromEntries(new URLSearchParams(raw)) : raw ? JSON.parse(raw) : null;
    } catch {
      return apiError(response, 400, 'parseError', 'Parse Error');
    }
    const method = request.method ?? 'GET';
    const path = address.pathname;
    requests.push({
      method,
      path,
      query: Object.fromEntries(address.searchParams),
      body,
      authorization: request.headers.authorization,
    });
    const failure = failures.find((entry) => entry.count > 0 && path.includes(entry.pathPart));
    if (failure) {
      failure.count -= 1;
      return apiError(response, failure.status, 'backendError', 'Backend Error');
    }

    if (method === 'GET' && path === '/o/oauth2/v2/auth') return authorize(address.searchParams, response);
    if (method === 'POST' && path === '/token')
      return tokenEndpoint(request, new URLSearchParams(isForm ? raw : ''), response);
    if (method === 'POST' && path === '/revoke') {
      const presented =
        address.searchParams.get('token') ?? new URLSearchParams(isForm ? raw : '').get('token') ?? '';
      const access = accessTokens.get(presented);
      if (!grants.has(presented) && !access)
        return json(response, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
      revoke(access ? access.grant.refreshToken : presented);
      return json(response, 200, {});
    }
    if (method === 'GET' && path === '/oauth2/v3/userinfo') {
      if (!authenticate(request, response, false)) return;
      return json(response, 200, {
        sub: createHash('sha256').update(email).digest('hex').slice(0, 21),
        email,
        email_verified: true,
      });
    }

    if (!path.startsWith('/calendar/v3/')) return apiError(response, 404, 'notFound', 'Not Found');
    const segments = path
      .slice('/calendar/v3/'.length)
      .split('/')
      .map((segment) => decodeURIComponent(segment));
    const write = method !== 'GET';
    if (!authenticate(request, response, write)) return;

    if (method === 'GET' && segments.join('/') === 'users/me/calendarList') {
      return json(response, 200, {
        kind: 'calendar#calendarList',
        items: [...calendars.values()].map((calendar) => ({
          kind: 'calendar#calendarListEntry',
          id: calendar.id,
          summary: calendar.summary,
          timeZone: PARIS,
          backgroundColor: calendar.backgroundColor,
          foregroundColor: '#000000',
          accessRole: calendar.accessRole,
          ...(calendar.primary ? { primary: true } : {}),
        })),
        nextSyncToken: `list${changeNumber}`,
      });
    }
    if (method === 'POST' && segments.join('/') === 'channels/stop') {
      const input = (body ?? {}) as { id?: string; resourceId?: string };
      const channel = channels.get(input.id ?? '');
      if (!channel || channel.stopped || channel.resourceId !== input.resourceId)
        return apiError(response, 404, 'notFound', `Channel '${input.id}' not found for project`);
      channel.stopped = true;
      response.writeHead(204).end();
      return;
    }
    if (segments[0] !== 'calendars' || !segments[1] || segments[2] !== 'events')
      return apiError(response, 404, 'notFound', 'Not Found');
    const calendar = calendarOf(segments[1]);
    if (!calendar) return apiError(response, 404, 'notFound', 'Not Found');
    const canWrite = calendar.accessRole === 'owner' || calendar.accessRole === 'writer';
    if (write && segments[3] !== 'watch' && !canWrite)
      return apiError(
        response,
        403,
        'requiredAccessLevel',
        'You need to have writer access to this calendar.',
      );
    const eventId = segments[3];

    if (method === 'GET' && eventId === undefined)
      return listEvents(calendar, address.searchParams, response);
    if (method === 'POST' && eventId === 'watch') {
      const input = (body ?? {}) as {
        id?: string;
        type?: string;
        address?: string;
        token?: string;
        params?: { ttl?: string };
      };
      if (
        !input.id ||
        !/^[A-Za-z0-9/_+=-]{1,64}$/.test(input.id) ||
        (input.type !== 'web_hook' && input.type !== 'webhook') ||
        !input.address
      )
        return apiError(response, 400, 'invalid', 'Invalid channel.');
      if (channels.has(input.id))
        return apiError(response, 400, 'channelIdNotUnique', `Channel id ${input.id} not unique`);
      if (input.token !== undefined && input.token.length > 256)
        return apiError(response, 400, 'invalid', 'Channel token too long.');
      const ttl = Math.min(
        Number(input.params?.ttl ?? DEFAULT_CHANNEL_TTL_SECONDS) || DEFAULT_CHANNEL_TTL_SECONDS,
        2_678_400,
      );
      const channel: TChannel = {
        id: input.id,
        token: input.token,
        address: input.address,
        calendarId: calendar.id,
        resourceId: calendar.resourceId,
        expiration: Date.now() + ttl * 1000,
        messageNumber: 0,
        stopped: false,
      };
      channels.set(channel.id, channel);
      json(response, 200, {
        kind: 'api#channel',
        id: channel.id,
        resourceId: channel.resourceId,
        resourceUri: `${url}/calendar/v3/calendars/${encodeURIComponent(calendar.id)}/events?alt=json`,
        ...(channel.token === undefined ? {} : { token: channel.token }),
        expiration: String(channel.expiration),
      });
      notify(channel, 'sync');
      return;
    }
    if (method === 'POST' && (eventId === undefined || eventId === 'import')) {
      const input = eventInput(body);
      if (!input) return apiError(response, 400, 'required', 'Missing end time.');
      if (eventId === 'import') {
        if (!input.iCalUID) return apiError(response, 400, 'required', 'Missing iCalUID.');
        const known = [...calendar.events.values()].find((event) => event.iCalUID === input.iCalUID);
        return json(response, 200, eventResource(store(calendar, { ...input, id: undefined }, known)));
      }
      // events.insert: Google makes the iCalUID itself; a supplied id must be new.
      if (input.id && calendar.events.has(input.id))
        return apiError(response, 409, 'duplicate', 'The requested identifier already exists.');
      return json(response, 200, eventResource(store(calendar, { ...input, iCalUID: undefined })));
    }
    if (eventId === undefined || segments.length !== 4)
      return apiError(response, 404, 'notFound', 'Not Found');
    const found = findStored(calendar, eventId);
    if (method === 'GET') {
      if (!found) return apiError(response, 404, 'notFound', 'Not Found');
      return json(
        response,
        200,
        found.instance
          ? itemsOf(found.event, null).find((item) => item.id === eventId)
          : eventResource(found.event),
      );
    }
    if (method === 'DELETE') {
      if (!found) return apiError(response, 404, 'notFound', 'Not Found');
      const status = found.instance
        ? found.event.overrides.get(found.instance)?.event.status
        : found.event.status;
      if (status === 'cancelled' || found.event.status === 'cancelled')
        return apiError(response, 410, 'deleted', 'Resource has been deleted');
      changeEvent(calendar, eventId, { status: 'cancelled' });
      response.writeHead(204).end();
      return;
    }
    if (method === 'PUT' || method === 'PATCH') {
      if (!found) return apiError(response, 404, 'notFound', 'Not Found');
      if (method === 'PUT') {
        const input = eventInput(body);
        if (!input) return apiError(response, 400, 'required', 'Missing end time.');
        if (input.iCalUID && input.iCalUID !== found.event.iCalUID)
          return apiError(response, 400, 'invalid', 'Invalid iCalUID.');
        changeEvent(
          calendar,
          eventId,
          { ...input, status: input.status ?? 'confirmed', id: undefined },
          true,
        );
      } else {
        changeEvent(calendar, eventId, { ...(body as Partial<TGoogleEventInput>), id: undefined });
      }
      const after = findStored(calendar, eventId);
      return json(
        response,
        200,
        after?.instance
          ? itemsOf(after.event, null).find((item) => item.id === eventId)
          : eventResource(after?.event ?? found.event),
      );
    }
    return apiError(response, 404, 'notFound', 'Not Found');
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        apiError(response, 500, 'backendError', error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    email,
    oauthUrls: {
      authorize: `${url}/o/oauth2/v2/auth`,
      token: `${url}/token`,
      revoke: `${url}/revoke`,
      userinfo: `${url}/oauth2/v3/userinfo`,
    },
    apiBase: `${url}/calendar/v3`,
    requests,
    notifications,
    addCalendar,
    addEvent(calendarId, input) {
      const calendar = requireCalendar(calendarId);
      if (!eventInput(input)) throw new Error('stand-in: an event needs a valid start and end');
      return store(calendar, input);
    },
    updateEvent(calendarId, eventId, changes) {
      changeEvent(requireCalendar(calendarId), eventId, changes);
    },
    deleteEvent(calendarId, eventId) {
      changeEvent(requireCalendar(calendarId), eventId, { status: 'cancelled' });
    },
    findEvent(calendarId, idOrUid) {
      const calendar = requireCalendar(calendarId);
      return (
        calendar.events.get(idOrUid) ??
        [...calendar.events.values()].find((event) => event.iCalUID === idOrUid)
      );
    },
    revoke,
    expireAccessTokens() {
      for (const access of accessTokens.values()) access.expires = Math.min(access.expires, Date.now() - 1);
    },
    expireSyncTokens() {
      syncGeneration += 1;
      pages.clear();
    },
    failNext(pathPart, count, status = 503) {
      failures.push({ pathPart, count, status });
    },
    denyNextConsent() {
      denyNext = true;
    },
    async deliveries() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

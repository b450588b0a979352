import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TZDate } from '@date-fns/tz';
import { findIana } from 'windows-iana';

/** A date-time as Graph writes it: a wall-clock time and the zone it is read in (Windows or IANA name). */
export type TGraphDateTime = { dateTime: string; timeZone: string };

export type TGraphShowAs = 'free' | 'tentative' | 'busy' | 'oof' | 'workingElsewhere' | 'unknown';
export type TGraphResponse =
  | 'none'
  | 'organizer'
  | 'tentativelyAccepted'
  | 'accepted'
  | 'declined'
  | 'notResponded';

/** What the person types in Outlook (a subset of Graph's event). `recurrence`: a daily or weekly series. */
export type TStandInEventInput = {
  subject: string;
  start: TGraphDateTime | Date;
  end: TGraphDateTime | Date;
  isAllDay?: boolean;
  showAs?: TGraphShowAs;
  isCancelled?: boolean;
  response?: TGraphResponse;
  location?: string;
  recurrence?: { type: 'daily' | 'weekly'; interval?: number; occurrences: number };
};

/** One request the application made to the stand-in, as Microsoft would have received it. */
export type TGraphRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  prefer: string | undefined;
  body: string;
};

/** One change notification the stand-in posted to a subscription's `notificationUrl`, and the answer. */
export type TGraphDelivery = { subscriptionId: string; url: string; status: number; body: unknown };

type TStoredEvent = {
  id: string;
  calendarId: string;
  iCalUId: string;
  subject: string;
  start: TGraphDateTime;
  end: TGraphDateTime;
  isAllDay: boolean;
  showAs: TGraphShowAs;
  isCancelled: boolean;
  response: TGraphResponse;
  location: string;
  body: { contentType: string; content: string };
  transactionId: string | null;
  extendedProperties: { id: string; value: string }[];
  recurrence: { type: 'daily' | 'weekly'; interval: number; occurrences: number } | null;
  /** Per occurrence id: cancelled, or changed (an exception). */
  overrides: Map<string, { deleted: true } | { deleted: false; patch: Partial<TStandInEventInput> }>;
  changeKey: string;
  createdDateTime: string;
  lastModifiedDateTime: string;
};

/** The event as the stand-in keeps it, for assertions (times as stored, extended properties included). */
export type TStandInEvent = Readonly<Omit<TStoredEvent, 'overrides'>>;

type TInstance = {
  id: string;
  type: 'singleInstance' | 'occurrence' | 'exception';
  seriesMasterId: string | null;
  iCalUId: string;
  subject: string;
  /** Instants, and for all-day events the civil dates (end exclusive). */
  startMs: number;
  endMs: number;
  days: { start: string; end: string } | null;
  isAllDay: boolean;
  showAs: TGraphShowAs;
  isCancelled: boolean;
  response: TGraphResponse;
  location: string;
  body: { contentType: string; content: string };
  transactionId: string | null;
  changeKey: string;
};

type TSubscription = {
  id: string;
  calendarId: string;
  resource: string;
  changeType: string[];
  notificationUrl: string;
  clientState: string | null;
  expirationDateTime: Date;
};

type TDeltaState = { calendarId: string; startMs: number; endMs: number; seen: Map<string, string> };
type TPageState = { items: unknown[]; next: TDeltaState; calendarId: string; pageSize: number };

export type TMicrosoftGraphStandIn = {
  /** http://127.0.0.1:<port> */
  url: string;
  /** What to give the provider's `authorizeUrl` and `tokenUrl` (the « common » tenant's v2.0 endpoints). */
  oauthUrls: { authorize: string; token: string };
  /** What to give the provider's `apiBase`: `<url>/v1.0`. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** The signed-in account's calendars. */
  calendars: { id: string; name: string; hexColor: string; canEdit: boolean; isDefaultCalendar: boolean }[];
  /** The person adds an event in Outlook; resolves once the subscriptions were notified. */
  addEvent(calendarId: string, input: TStandInEventInput): Promise<TStandInEvent>;
  /** The person changes an event, or one occurrence of a series (then an exception). */
  updateEvent(id: string, patch: Partial<TStandInEventInput>): Promise<void>;
  /** The person deletes an event, or one occurrence of a series. */
  deleteEvent(id: string): Promise<void>;
  /** The occurrence ids of a series (or the event's own id), in order. */
  instanceIds(id: string): string[];
  /** The events of a calendar as stored (what the application wrote: subject, Paris times, properties). */
  events(calendarId: string): TStandInEvent[];
  /** The person withdraws the application's access: every token is refused from now on. */
  revoke(): void;
  /** Access tokens end now (a refresh still works). */
  expireAccessTokens(): void;
  /** Every delta token given so far is forgotten: the next incremental call answers 410 Gone. */
  expireDeltaTokens(): void;
  /** While down, every request answers 503. */
  setDown(down: boolean): void;
  /** The next authorization is refused by the person (`error=access_denied`). */
  denyNextConsent(): void;
  /** Waits for the notifications under way (those of the application's own changes are not awaited). */
  settled(): Promise<void>;
  requests: TGraphRequest[];
  deliveries: TGraphDelivery[];
  subscriptions: ReadonlyMap<string, Readonly<TSubscription>>;
  stop(): Promise<void>;
};

const SCOPE = 'offline_access Calendars.ReadWrite User.Read';
/** Graph's limit for subscriptions to Outlook events (about three days). */
const MAX_SUBSCRIPTION_MINUTES = 4230;
const USER_ID = '6e7b768e-07e2-4810-8459-485f84f8f204';
const TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad';

function token(prefix: string): string {
  return `${prefix}${randomBytes(24).toString('base64url')}`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; odata.metadata=minimal',
    'request-id': randomBytes(8).toString('hex'),
  });
  response.end(JSON.stringify(body));
}

function graphError(response: ServerResponse, status: number, code: string, message: string): void {
  json(response, status, { error: { code, message, innerError: { date: new Date().toISOString() } } });
}

/** An IANA zone for a Windows or IANA name (Graph accepts both), or null. */
function ianaZone(name: string): string | null {
  if (name === 'UTC' || name === 'tzone://Microsoft/Utc') return 'UTC';
  const windows = findIana(name)[0];
  if (windows) return windows;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    return null;
  }
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,7})?)?$/;

function civil(dateTime: string) {
  const match = LOCAL.exec(dateTime);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hours, minutes, seconds };
}

function instantOf(value: TGraphDateTime, dayOffset = 0): number | null {
  const parts = civil(value.dateTime);
  const zone = ianaZone(value.timeZone);
  if (!parts || !zone) return null;
  return new TZDate(
    parts.year,
    parts.month - 1,
    parts.day + dayOffset,
    parts.hours,
    parts.minutes,
    parts.seconds,
    zone,
  ).getTime();
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** The wall-clock time of an instant in a zone, as Graph writes it (seven fraction digits). */
function wallClock(ms: number, zone: string): string {
  const date = new TZDate(ms, zone);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.0000000`;
}

function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function asGraphDateTime(value: TGraphDateTime | Date): TGraphDateTime {
  return value instanceof Date ? { dateTime: wallClock(value.getTime(), 'UTC'), timeZone: 'UTC' } : value;
}

/** The requested `Prefer: outlook.timezone="…"`, else UTC (Graph's default for responses). */
function preferredZone(request: IncomingMessage): { label: string; zone: string } {
  const match = /outlook\.timezone="([^"]+)"/.exec(header(request, 'prefer') ?? '');
  const zone = match?.[1] ? ianaZone(match[1]) : null;
  return match?.[1] && zone ? { label: match[1], zone } : { label: 'UTC', zone: 'UTC' };
}

function preferredPageSize(request: IncomingMessage): number | null {
  const match = /odata\.maxpagesize=(\d+)/.exec(header(request, 'prefer') ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * A local stand-in for the Microsoft identity platform (OAuth 2.0 v2.0 endpoints, PKCE) and the part of
 * Microsoft Graph v1.0 the calendar sync calls: the account, its calendars, `calendarView/delta` (occurrences
 * expanded, pages, delta tokens that can expire into 410 Gone), events written by the application, and change
 * notification subscriptions with their validation handshake. It follows the documented contract, records
 * every request, and lets a test act as the person in Outlook (add, move, delete, revoke).
 */
export async function startMicrosoftGraphStandIn(
  options: {
    port?: number;
    clientId?: string;
    clientSecret?: string;
    /** The registered redirect URIs; absent: any. */
    redirectUris?: string[];
    mail?: string;
    /** The largest page `calendarView/delta` gives, whatever the client prefers. */
    maxPageSize?: number;
    accessTokenSeconds?: number;
  } = {},
): Promise<TMicrosoftGraphStandIn> {
  const clientId = options.clientId ?? '00000000-aaaa-bbbb-cccc-jurisrdv0001';
  const clientSecret = options.clientSecret ?? 'stand-in-client-secret-0123456789';
  const mail = options.mail ?? 'maitre.dupont@cabinet-dupont.onmicrosoft.com';
  const maxPageSize = options.maxPageSize ?? 50;
  const requests: TGraphRequest[] = [];
  const deliveries: TGraphDelivery[] = [];
  const codes = new Map<
    string,
    { redirectUri: string; challenge: string; scope: string; expiresAt: number; grant: string }
  >();
  const accessTokens = new Map<string, { grant: string; expiresAt: number }>();
  const refreshTokens = new Map<string, { grant: string; scope: string }>();
  const revokedGrants = new Set<string>();
  const events = new Map<string, TStoredEvent>();
  const deltaStates = new Map<string, TDeltaState>();
  const pageStates = new Map<string, TPageState>();
  const subscriptions = new Map<string, TSubscription>();
  const pending = new Set<Promise<void>>();
  let down = false;
  let denyNext = false;
  let counter = 0;
  let url = '';

  const calendars = [
    {
      id: 'AAMkAGI2-calendar',
      name: 'Calendrier',
      hexColor: '#0078d4',
      canEdit: true,
      isDefaultCalendar: true,
    },
    {
      id: 'AAMkAGI2-audiences',
      name: 'Audiences',
      hexColor: '#e74856',
      canEdit: true,
      isDefaultCalendar: false,
    },
    {
      id: 'AAMkAGI2-feries',
      name: 'Jours fériés en France',
      hexColor: '',
      canEdit: false,
      isDefaultCalendar: false,
    },
  ];

  function nextId(prefix: string): string {
    counter += 1;
    return `${prefix}${String(counter).padStart(6, '0')}${randomBytes(6).toString('hex')}`;
  }

  function icalUid(): string {
    return `040000008200E00074C5B7101A82E008${randomBytes(24).toString('hex').toUpperCase()}`;
  }

  function stamp(event: TStoredEvent): void {
    event.changeKey = randomBytes(12).toString('base64');
    event.lastModifiedDateTime = new Date().toISOString();
  }

  function applyInput(target: TStoredEvent, input: Partial<TStandInEventInput>): void {
    if (input.subject !== undefined) target.subject = input.subject;
    if (input.start !== undefined) target.start = asGraphDateTime(input.start);
    if (input.end !== undefined) target.end = asGraphDateTime(input.end);
    if (input.isAllDay !== undefined) target.isAllDay = input.isAllDay;
    if (input.showAs !== undefined) target.showAs = input.showAs;
    if (input.isCancelled !== undefined) target.isCancelled = input.isCancelled;
    if (input.response !== undefined) target.response = input.response;
    if (input.location !== undefined) target.location = input.location;
  }

  function instanceFrom(
    event: TStoredEvent,
    id: string,
    type: TInstance['type'],
    start: TGraphDateTime,
    end: TGraphDateTime,
    changeKey: string,
  ): TInstance | null {
    const startMs = instantOf(start);
    const endMs = instantOf(end);
    if (startMs === null || endMs === null) return null;
    return {
      id,
      type,
      seriesMasterId: type === 'singleInstance' ? null : event.id,
      iCalUId: type === 'singleInstance' ? event.iCalUId : `${event.iCalUId}${id.slice(-8).toUpperCase()}`,
      subject: event.subject,
      startMs,
      endMs,
      days: event.isAllDay ? { start: start.dateTime.slice(0, 10), end: end.dateTime.slice(0, 10) } : null,
      isAllDay: event.isAllDay,
      showAs: event.showAs,
      isCancelled: event.isCancelled,
      response: event.response,
      location: event.location,
      body: event.body,
      transactionId: event.transactionId,
      changeKey,
    };
  }

  /** A single event, or the occurrences of a series (cancelled ones left out, exceptions applied). */
  function instancesOf(event: TStoredEvent): TInstance[] {
    if (!event.recurrence) {
      const single = instanceFrom(event, event.id, 'singleInstance', event.start, event.end, event.changeKey);
      return single ? [single] : [];
    }
    const { type, interval, occurrences } = event.recurrence;
    const out: TInstance[] = [];
    for (let index = 0; index < Math.min(occurrences, 500); index += 1) {
      const days = index * interval * (type === 'weekly' ? 7 : 1);
      const start = {
        ...event.start,
        dateTime: `${shiftDate(event.start.dateTime.slice(0, 10), days)}${event.start.dateTime.slice(10)}`,
      };
      const end = {
        ...event.end,
        dateTime: `${shiftDate(event.end.dateTime.slice(0, 10), days)}${event.end.dateTime.slice(10)}`,
      };
      const id = `${event.id}_${start.dateTime.slice(0, 10).replaceAll('-', '')}`;
      const override = event.overrides.get(id);
      if (override?.deleted) continue;
      if (override) {
        const copy: TStoredEvent = { ...event, start, end, recurrence: null };
        applyInput(copy, override.patch);
        const exception = instanceFrom(copy, id, 'exception', copy.start, copy.end, event.changeKey);
        if (exception) out.push({ ...exception, seriesMasterId: event.id });
        continue;
      }
      const occurrence = instanceFrom(event, id, 'occurrence', start, end, event.changeKey);
      if (occurrence) out.push(occurrence);
    }
    return out;
  }

  function instanceJson(instance: TInstance, zone: { label: string; zone: string }) {
    const time = (ms: number, day: string | undefined) => ({
      dateTime: day ? `${day}T00:00:00.0000000` : wallClock(ms, zone.zone),
      timeZone: zone.label,
    });
    return {
      '@odata.type': '#microsoft.graph.event',
      '@odata.etag': `W/"${instance.changeKey}"`,
      id: instance.id,
      changeKey: instance.changeKey,
      iCalUId: instance.iCalUId,
      type: instance.type,
      seriesMasterId: instance.seriesMasterId,
      subject: instance.subject,
      bodyPreview: instance.body.content.slice(0, 255),
      body: instance.body,
      start: time(instance.startMs, instance.days?.start),
      end: time(instance.endMs, instance.days?.end),
      isAllDay: instance.isAllDay,
      showAs: instance.showAs,
      isCancelled: instance.isCancelled,
      responseStatus: { response: instance.response, time: '0001-01-01T00:00:00Z' },
      location: { displayName: instance.location },
      // Documented: « only returned in a response payload if an app has set it ».
      ...(instance.transactionId ? { transactionId: instance.transactionId } : {}),
    };
  }

  function eventJson(event: TStoredEvent, zone: { label: string; zone: string }) {
    const [first] = instancesOf({ ...event, recurrence: null });
    return {
      ...(first ? instanceJson(first, zone) : { id: event.id }),
      type: event.recurrence ? 'seriesMaster' : 'singleInstance',
      createdDateTime: event.createdDateTime,
      lastModifiedDateTime: event.lastModifiedDateTime,
    };
  }

  /** Graph's change notifications: one POST per subscription on the calendar, 202 expected. */
  function notify(
    calendarId: string,
    changeType: 'created' | 'updated' | 'deleted',
    eventId: string,
  ): Promise<void> {
    const now = Date.now();
    const posts = [...subscriptions.values()]
      .filter((s) => s.calendarId === calendarId && s.changeType.includes(changeType))
      .filter((s) => s.expirationDateTime.getTime() > now)
      .map(async (subscription) => {
        const body = {
          value: [
            {
              subscriptionId: subscription.id,
              subscriptionExpirationDateTime: subscription.expirationDateTime.toISOString(),
              changeType,
              resource: `Users/${USER_ID}/Events/${eventId}`,
              resourceData: {
                '@odata.type': '#Microsoft.Graph.Event',
                '@odata.id': `Users/${USER_ID}/Events/${eventId}`,
                id: eventId,
              },
              clientState: subscription.clientState,
              tenantId: TENANT_ID,
            },
          ],
        };
        let status = 0;
        try {
          const answer = await fetch(subscription.notificationUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(10_000),
          });
          status = answer.status;
          await answer.arrayBuffer();
        } catch {
          status = 0;
        }
        deliveries.push({ subscriptionId: subscription.id, url: subscription.notificationUrl, status, body });
      });
    const all = Promise.all(posts).then(() => undefined);
    pending.add(all);
    void all.finally(() => pending.delete(all));
    return all;
  }

  /** The grant behind `Authorization: Bearer …`, or null after answering 401. */
  function authorize(request: IncomingMessage, response: ServerResponse): string | null {
    const bearer = /^Bearer (.+)$/.exec(header(request, 'authorization') ?? '')?.[1];
    const record = bearer ? accessTokens.get(bearer) : undefined;
    if (!record || record.expiresAt <= Date.now() || revokedGrants.has(record.grant)) {
      graphError(
        response,
        401,
        'InvalidAuthenticationToken',
        'Access token has expired or is not yet valid.',
      );
      return null;
    }
    return record.grant;
  }

  function issueTokens(grant: string, scope: string) {
    const accessToken = token('EwB4A8l6BAAU');
    const refreshToken = token('M.C5');
    const seconds = options.accessTokenSeconds ?? 3600;
    accessTokens.set(accessToken, { grant, expiresAt: Date.now() + seconds * 1000 });
    refreshTokens.set(refreshToken, { grant, scope });
    return {
      token_type: 'Bearer',
      scope,
      expires_in: seconds,
      ext_expires_in: seconds,
      access_token: accessToken,
      refresh_token: refreshToken,
    };
  }

  function handleAuthorize(query: URLSearchParams, response: ServerResponse) {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== clientId)
      return json(response, 400, {
        error: 'unauthorized_client',
        error_description: 'AADSTS700016: Application not found.',
      });
    if (
      !/^https?:\/\//.test(redirectUri) ||
      (options.redirectUris && !options.redirectUris.includes(redirectUri))
    )
      return json(response, 400, {
        error: 'invalid_request',
        error_description: 'AADSTS50011: The redirect URI does not match.',
      });
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const challenge = query.get('code_challenge') ?? '';
    if (
      query.get('response_type') !== 'code' ||
      query.get('code_challenge_method') !== 'S256' ||
      !/^[\w-]{43}$/.test(challenge)
    ) {
      back.searchParams.set('error', 'invalid_request');
      back.searchParams.set('error_description', 'AADSTS9002325: Proof Key for Code Exchange is required.');
    } else if (denyNext) {
      denyNext = false;
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'AADSTS65004: User declined to consent to access the app.');
    } else {
      const code = token('M.C5_BAY.2.U.');
      const requested = (query.get('scope') ?? '').split(' ').filter(Boolean);
      codes.set(code, {
        redirectUri,
        challenge,
        scope: SCOPE.split(' ')
          .filter((s) => requested.includes(s) || s === 'User.Read')
          .join(' '),
        expiresAt: Date.now() + 10 * 60_000,
        grant: token('grant-'),
      });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  function handleToken(form: URLSearchParams, response: ServerResponse) {
    const invalidGrant = (description: string) =>
      json(response, 400, { error: 'invalid_grant', error_description: description });
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
      return json(response, 401, {
        error: 'invalid_client',
        error_description: 'AADSTS7000215\u00a0: Invalid client secret provided.',
      });
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code || code.expiresAt < Date.now() || code.redirectUri !== form.get('redirect_uri'))
        return invalidGrant(
          'AADSTS70008: The provided authorization code or refresh token has expired or is invalid.',
        );
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge)
        return invalidGrant(
          'AADSTS501481: The Code_Verifier does not match the code_challenge supplied in the authorization request.',
        );
      return json(response, 200, issueTokens(code.grant, code.scope));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refresh = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!refresh || revokedGrants.has(refresh.grant))
        return invalidGrant('AADSTS70000: The provided grant has expired due to it being revoked.');
      // Microsoft's refresh tokens are not single use: the old one stays valid until it expires.
      return json(response, 200, issueTokens(refresh.grant, refresh.scope));
    }
    return json(response, 400, { error: 'unsupported_grant_type', error_description: 'AADSTS70003' });
  }

  function deltaPage(
    request: IncomingMessage,
    response: ServerResponse,
    calendarId: string,
    query: URLSearchParams,
  ) {
    const zone = preferredZone(request);
    const skip = query.get('$skiptoken');
    const delta = query.get('$deltatoken');
    let page: TPageState;
    if (skip !== null) {
      const known = pageStates.get(skip);
      pageStates.delete(skip);
      if (!known || known.calendarId !== calendarId)
        return graphError(response, 410, 'SyncStateNotFound', 'The sync state generation is not found.');
      page = known;
    } else {
      let state: TDeltaState;
      if (delta !== null) {
        const known = deltaStates.get(delta);
        if (!known || known.calendarId !== calendarId)
          return graphError(
            response,
            410,
            'SyncStateNotFound',
            'resyncRequired: the delta token is no longer valid.',
          );
        state = known;
      } else {
        const startMs = Date.parse(query.get('startDateTime') ?? '');
        const endMs = Date.parse(query.get('endDateTime') ?? '');
        if (Number.isNaN(startMs) || Number.isNaN(endMs) || endMs <= startMs)
          return graphError(
            response,
            400,
            'ErrorInvalidParameter',
            'startDateTime and endDateTime are required.',
          );
        state = { calendarId, startMs, endMs, seen: new Map() };
      }
      const current = [...events.values()]
        .filter((event) => event.calendarId === calendarId)
        .flatMap(instancesOf)
        .filter((instance) => instance.startMs < state.endMs && instance.endMs > state.startMs);
      const seen = new Map<string, string>();
      const items: unknown[] = [];
      for (const instance of current) {
        const body = instanceJson(instance, zone);
        const print = JSON.stringify(body);
        seen.set(instance.id, print);
        if (state.seen.get(instance.id) !== print) items.push(body);
      }
      for (const id of state.seen.keys())
        if (!seen.has(id))
          items.push({ '@odata.type': '#microsoft.graph.event', id, '@removed': { reason: 'deleted' } });
      const size = Math.min(preferredPageSize(request) ?? 10, maxPageSize);
      page = { items, next: { ...state, seen }, calendarId, pageSize: Math.max(1, size) };
    }
    const base = `${url}/v1.0/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta`;
    const value = page.items.slice(0, page.pageSize);
    const rest = page.items.slice(page.pageSize);
    if (rest.length > 0) {
      const skipToken = token('');
      pageStates.set(skipToken, { ...page, items: rest });
      return json(response, 200, {
        '@odata.context': `${url}/v1.0/$metadata#Collection(event)`,
        '@odata.nextLink': `${base}?$skiptoken=${skipToken}`,
        value,
      });
    }
    const deltaToken = token('');
    deltaStates.set(deltaToken, page.next);
    return json(response, 200, {
      '@odata.context': `${url}/v1.0/$metadata#Collection(event)`,
      '@odata.deltaLink': `${base}?$deltatoken=${deltaToken}`,
      value,
    });
  }

  function parseJson(body: string): Record<string, unknown> | null {
    try {
      const parsed: unknown = JSON.parse(body);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  function graphDateTime(value: unknown): TGraphDateTime | null {
    if (!value || typeof value !== 'object') return null;
    const { dateTime, timeZone } = value as Record<string, unknown>;
    if (typeof dateTime !== 'string' || typeof timeZone !== 'string') return null;
    return civil(dateTime) && ianaZone(timeZone) ? { dateTime, timeZone } : null;
  }

  /** The writable fields of an event in a POST or PATCH body; an error message when one is malformed. */
  function eventFields(body: Record<string, unknown>): Partial<TStoredEvent> | string {
    const fields: Partial<TStoredEvent> = {};
    if (body.subject !== undefined) {
      if (typeof body.subject !== 'string' || body.subject.length > 255) return 'subject';
      fields.subject = body.subject;
    }
    for (const key of ['start', 'end'] as const) {
      if (body[key] === undefined) continue;
      const value = graphDateTime(body[key]);
      if (!value) return `${key}: a dateTime and a time zone Graph knows`;
      fields[key] = value;
    }
    if (body.showAs !== undefined) {
      if (!['free', 'tentative', 'busy', 'oof', 'workingElsewhere', 'unknown'].includes(String(body.showAs)))
        return 'showAs';
      fields.showAs = body.showAs as TGraphShowAs;
    }
    if (body.isAllDay !== undefined) fields.isAllDay = body.isAllDay === true;
    if (body.location !== undefined) {
      const name = (body.location as { displayName?: unknown } | null)?.displayName;
      if (typeof name !== 'string') return 'location';
      fields.location = name;
    }
    if (body.body !== undefined) {
      const { contentType, content } = (body.body ?? {}) as Record<string, unknown>;
      if ((contentType !== 'text' && contentType !== 'html') || typeof content !== 'string') return 'body';
      fields.body = { contentType, content };
    }
    if (body.singleValueExtendedProperties !== undefined) {
      const list = body.singleValueExtendedProperties;
      if (!Array.isArray(list) || list.some((p) => typeof p?.id !== 'string' || typeof p?.value !== 'string'))
        return 'singleValueExtendedProperties';
      fields.extendedProperties = list.map((p: { id: string; value: string }) => ({
        id: p.id,
        value: p.value,
      }));
    }
    return fields;
  }

  async function handleGraph(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    query: URLSearchParams,
    body: string,
  ) {
    const grant = authorize(request, response);
    if (!grant) return;
    const method = request.method ?? 'GET';
    const zone = preferredZone(request);
    if (method === 'GET' && path === '/me')
      return json(response, 200, {
        id: USER_ID,
        displayName: 'Maître Dupont',
        mail,
        userPrincipalName: mail,
      });
    if (method === 'GET' && path === '/me/calendars')
      return json(response, 200, {
        value: calendars.map((c) => ({
          ...c,
          color: 'auto',
          owner: { name: 'Maître Dupont', address: mail },
        })),
      });
    const deltaMatch = /^\/me\/calendars\/([^/]+)\/calendarView\/delta$/.exec(path);
    if (method === 'GET' && deltaMatch) {
      const calendarId = decodeURIComponent(deltaMatch[1] ?? '');
      if (!calendars.some((c) => c.id === calendarId))
        return graphError(
          response,
          404,
          'ErrorItemNotFound',
          'The specified object was not found in the store.',
        );
      return deltaPage(request, response, calendarId, query);
    }
    const createMatch = /^\/me\/calendars\/([^/]+)\/events$/.exec(path);
    if (method === 'POST' && createMatch) {
      const calendar = calendars.find((c) => c.id === decodeURIComponent(createMatch[1] ?? ''));
      if (!calendar)
        return graphError(
          response,
          404,
          'ErrorItemNotFound',
          'The specified object was not found in the store.',
        );
      if (!calendar.canEdit) return graphError(response, 403, 'ErrorAccessDenied', 'Access is denied.');
      const input = parseJson(body);
      const fields = input ? eventFields(input) : 'body';
      if (!input || typeof fields === 'string' || !fields.start || !fields.end)
        return graphError(
          response,
          400,
          'ErrorInvalidRequest',
          `Invalid event\u00a0: ${typeof fields === 'string' ? fields : 'start and end'}`,
        );
      const transactionId = typeof input.transactionId === 'string' ? input.transactionId : null;
      const twin = transactionId
        ? [...events.values()].find((e) => e.transactionId === transactionId)
        : undefined;
      // transactionId: a retried POST answers the event the first one created.
      if (twin) return json(response, 201, eventJson(twin, zone));
      const now = new Date().toISOString();
      const event: TStoredEvent = {
        id: nextId('AAMkAGI2ev'),
        calendarId: calendar.id,
        iCalUId: icalUid(),
        subject: '',
        start: fields.start,
        end: fields.end,
        isAllDay: false,
        showAs: 'busy',
        isCancelled: false,
        response: 'organizer',
        location: '',
        body: { contentType: 'text', content: '' },
        transactionId,
        extendedProperties: [],
        recurrence: null,
        overrides: new Map(),
        changeKey: '',
        createdDateTime: now,
        lastModifiedDateTime: now,
        ...fields,
      };
      stamp(event);
      events.set(event.id, event);
      void notify(event.calendarId, 'created', event.id);
      return json(response, 201, eventJson(event, zone));
    }
    const eventMatch = /^\/me\/events\/([^/]+)$/.exec(path);
    if (eventMatch) {
      const event = events.get(decodeURIComponent(eventMatch[1] ?? ''));
      if (!event)
        return graphError(
          response,
          404,
          'ErrorItemNotFound',
          'The specified object was not found in the store.',
        );
      if (method === 'GET')
        return json(response, 200, {
          ...eventJson(event, zone),
          singleValueExtendedProperties: event.extendedProperties,
        });
      if (method === 'DELETE') {
        events.delete(event.id);
        void notify(event.calendarId, 'deleted', event.id);
        response.writeHead(204);
        return response.end();
      }
      if (method === 'PATCH') {
        const input = parseJson(body);
        const fields = input ? eventFields(input) : 'body';
        if (!input || typeof fields === 'string')
          return graphError(response, 400, 'ErrorInvalidRequest', `Invalid event\u00a0: ${String(fields)}`);
        if (input.transactionId !== undefined)
          return graphError(response, 400, 'ErrorInvalidRequest', 'transactionId cannot be changed.');
        Object.assign(event, fields);
        stamp(event);
        void notify(event.calendarId, 'updated', event.id);
        return json(response, 200, eventJson(event, zone));
      }
    }
    if (method === 'POST' && path === '/subscriptions') return createSubscription(response, body);
    const subscriptionMatch = /^\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionMatch[1] ?? ''));
      if (!subscription || subscription.expirationDateTime.getTime() <= Date.now())
        return graphError(response, 404, 'ResourceNotFound', 'The object was not found.');
      if (method === 'DELETE') {
        subscriptions.delete(subscription.id);
        response.writeHead(204);
        return response.end();
      }
      if (method === 'PATCH') {
        const expiration = expirationOf(parseJson(body)?.expirationDateTime);
        if (typeof expiration === 'string') return graphError(response, 400, 'ExtensionError', expiration);
        subscription.expirationDateTime = expiration;
        return json(response, 200, subscriptionJson(subscription));
      }
    }
    return graphError(response, 400, 'BadRequest', `Resource not found for the segment '${path}'.`);
  }

  function expirationOf(value: unknown): Date | string {
    const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(at) || at <= Date.now()) return 'expirationDateTime must be a date-time in the future.';
    if (at > Date.now() + (MAX_SUBSCRIPTION_MINUTES + 1) * 60_000)
      return `Subscription expiration can only be ${MAX_SUBSCRIPTION_MINUTES} minutes in the future.`;
    return new Date(at);
  }

  function subscriptionJson(subscription: TSubscription) {
    return {
      id: subscription.id,
      resource: subscription.resource,
      applicationId: clientId,
      changeType: subscription.changeType.join(','),
      clientState: subscription.clientState,
      notificationUrl: subscription.notificationUrl,
      expirationDateTime: subscription.expirationDateTime.toISOString(),
      creatorId: USER_ID,
      latestSupportedTlsVersion: 'v1_2',
      includeResourceData: false,
    };
  }

  async function createSubscription(response: ServerResponse, body: string) {
    const input = parseJson(body) ?? {};
    const changeType = String(input.changeType ?? '').split(',');
    if (changeType.some((kind) => !['created', 'updated', 'deleted'].includes(kind)))
      return graphError(response, 400, 'ExtensionError', 'Invalid changeType.');
    const calendarId = /^\/?me\/calendars\/([^/]+)\/events$/.exec(String(input.resource ?? ''))?.[1];
    if (!calendarId || !calendars.some((c) => c.id === decodeURIComponent(calendarId)))
      return graphError(response, 400, 'ExtensionError', 'Invalid resource.');
    const expiration = expirationOf(input.expirationDateTime);
    if (typeof expiration === 'string') return graphError(response, 400, 'ExtensionError', expiration);
    const clientState = input.clientState === undefined ? null : String(input.clientState);
    if (clientState !== null && clientState.length > 128)
      return graphError(response, 400, 'ExtensionError', 'clientState must be at most 128 characters.');
    let notificationUrl: URL;
    try {
      notificationUrl = new URL(String(input.notificationUrl ?? ''));
    } catch {
      return graphError(response, 400, 'ExtensionError', 'Invalid notificationUrl.');
    }
    // The validation handshake: the endpoint must echo the token in plain text, 200, within 10 seconds.
    const validationToken = `Validation: Testing client application reachability for subscription Request-Id: ${randomBytes(8).toString('hex')}`;
    const probe = new URL(notificationUrl);
    probe.searchParams.set('validationToken', validationToken);
    const valid = await fetch(probe, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      signal: AbortSignal.timeout(10_000),
    })
      .then(
        async (answer) =>
          answer.status === 200 &&
          /^text\/plain/.test(answer.headers.get('content-type') ?? '') &&
          (await answer.text()) === validationToken,
      )
      .catch(() => false);
    if (!valid)
      return graphError(
        response,
        400,
        'ValidationError',
        'Subscription validation request failed. Notification endpoint must respond with 200 OK to validation request.',
      );
    const subscription: TSubscription = {
      id: randomBytes(16)
        .toString('hex')
        .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5'),
      calendarId: decodeURIComponent(calendarId),
      resource: String(input.resource),
      changeType,
      notificationUrl: notificationUrl.toString(),
      clientState,
      expirationDateTime: expiration,
    };
    subscriptions.set(subscription.id, subscription);
    return json(response, 201, subscriptionJson(subscription));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const parsed = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    requests.push({
      method: request.method ?? '',
      path: parsed.pathname,
      query: parsed.searchParams,
      authorization: header(request, 'authorization'),
      prefer: header(request, 'prefer'),
      body,
    });
    if (down)
      return graphError(response, 503, 'ServiceUnavailable', 'The service is temporarily unavailable.');
    if (request.method === 'GET' && parsed.pathname === '/common/oauth2/v2.0/authorize')
      return handleAuthorize(parsed.searchParams, response);
    if (request.method === 'POST' && parsed.pathname === '/common/oauth2/v2.0/token')
      return handleToken(new URLSearchParams(body), response);
    if (parsed.pathname.startsWith('/v1.0/'))
      return handleGraph(request, response, parsed.pathname.slice('/v1.0'.length), parsed.searchParams, body);
    return json(response, 404, { error: { code: 'NotFound', message: 'Unknown endpoint' } });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      graphError(
        response,
        500,
        'InternalServerError',
        error instanceof Error ? error.message : String(error),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function owner(id: string): { event: TStoredEvent; occurrence: string | null } {
    const direct = events.get(id);
    if (direct) return { event: direct, occurrence: null };
    const master = events.get(id.replace(/_\d{8}$/, ''));
    if (master?.recurrence && instancesOf({ ...master, overrides: new Map() }).some((i) => i.id === id))
      return { event: master, occurrence: id };
    throw new Error(`stand-in: unknown event ${id}`);
  }

  return {
    url,
    oauthUrls: { authorize: `${url}/common/oauth2/v2.0/authorize`, token: `${url}/common/oauth2/v2.0/token` },
    apiBase: `${url}/v1.0`,
    clientId,
    clientSecret,
    calendars,
    async addEvent(calendarId, input) {
      if (!calendars.some((c) => c.id === calendarId))
        throw new Error(`stand-in: unknown calendar ${calendarId}`);
      const now = new Date().toISOString();
      const event: TStoredEvent = {
        id: nextId('AAMkAGI2ol'),
        calendarId,
        iCalUId: icalUid(),
        subject: input.subject,
        start: asGraphDateTime(input.start),
        end: asGraphDateTime(input.end),
        isAllDay: input.isAllDay ?? false,
        showAs: input.showAs ?? 'busy',
        isCancelled: input.isCancelled ?? false,
        response: input.response ?? 'organizer',
        location: input.location ?? '',
        body: { contentType: 'html', content: '' },
        transactionId: null,
        extendedProperties: [],
        recurrence: input.recurrence
          ? {
              type: input.recurrence.type,
              interval: input.recurrence.interval ?? 1,
              occurrences: input.recurrence.occurrences,
            }
          : null,
        overrides: new Map(),
        changeKey: '',
        createdDateTime: now,
        lastModifiedDateTime: now,
      };
      stamp(event);
      events.set(event.id, event);
      await notify(calendarId, 'created', event.id);
      const { overrides: _overrides, ...stored } = event;
      return stored;
    },
    async updateEvent(id, patch) {
      const { event, occurrence } = owner(id);
      if (occurrence) {
        const previous = event.overrides.get(occurrence);
        const merged = previous && !previous.deleted ? { ...previous.patch, ...patch } : patch;
        event.overrides.set(occurrence, { deleted: false, patch: merged });
      } else {
        applyInput(event, patch);
      }
      stamp(event);
      await notify(event.calendarId, 'updated', occurrence ?? event.id);
    },
    async deleteEvent(id) {
      const { event, occurrence } = owner(id);
      if (occurrence) {
        event.overrides.set(occurrence, { deleted: true });
        stamp(event);
      } else {
        events.delete(event.id);
      }
      await notify(event.calendarId, occurrence ? 'updated' : 'deleted', occurrence ?? event.id);
    },
    instanceIds(id) {
      const event = events.get(id);
      if (!event) throw new Error(`stand-in: unknown event ${id}`);
      return instancesOf(event).map((instance) => instance.id);
    },
    events(calendarId) {
      return [...events.values()]
        .filter((event) => event.calendarId === calendarId)
        .map(({ overrides: _overrides, ...stored }) => stored);
    },
    revoke() {
      for (const record of [...accessTokens.values(), ...refreshTokens.values()])
        revokedGrants.add(record.grant);
    },
    expireAccessTokens() {
      for (const record of accessTokens.values()) record.expiresAt = 0;
    },
    expireDeltaTokens() {
      deltaStates.clear();
      pageStates.clear();
    },
    setDown(value) {
      down = value;
    },
    denyNextConsent() {
      denyNext = true;
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    requests,
    deliveries,
    subscriptions,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

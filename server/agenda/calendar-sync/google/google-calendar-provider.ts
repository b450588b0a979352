import { TZDate } from '@date-fns/tz';
import { toStorableText } from '#domain/kernel/text/unsafe-characters.ts';
import { parisInstant } from '#domain/kernel/time/paris-time.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import {
  CalendarSyncError,
  type TCalendarCredentials,
  type TChangeBatch,
  type TOAuthCalendarProvider,
  type TProviderConnection,
  type TPushChannel,
  type TRemoteCalendar,
  type TRemoteInstance,
  type TRemoteObject,
} from '../calendar-provider.ts';

/** Google's production endpoints (OAuth 2.0 for web server applications, Calendar API v3). */
export const GOOGLE_ENDPOINTS = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  apiBase: 'https://www.googleapis.com/calendar/v3',
} as const;

/** Events written and read (calendar.events), the calendar list (calendar.readonly), and who the account is. */
export const GOOGLE_CALENDAR_SCOPE = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.readonly',
  'openid',
  'email',
].join(' ');

export type TGoogleCalendarConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiBase: string;
  /** Where `revoke` sends a refresh token (disconnecting); without it, `revoke` does nothing. */
  revokeUrl?: string;
  fetch?: typeof fetch;
  /** Per request, the body read included. */
  timeoutMs?: number;
  now?: () => Date;
};

export type TGoogleCalendarProvider = TOAuthCalendarProvider & {
  /** Tells Google the professional disconnected: the refresh token (and its access tokens) stop working. */
  revoke(credentials: TCalendarCredentials): Promise<void>;
};

type TOAuthCredentials = Extract<TCalendarCredentials, { kind: 'oauth' }>;

type TGoogleTime = { dateTime?: string; date?: string; timeZone?: string };

type TGoogleEvent = {
  id?: unknown;
  etag?: unknown;
  iCalUID?: unknown;
  status?: unknown;
  summary?: unknown;
  start?: TGoogleTime;
  end?: TGoogleTime;
  transparency?: unknown;
  eventType?: unknown;
  attendees?: { self?: unknown; responseStatus?: unknown }[];
};

type TJson = Record<string, unknown>;

/** Refreshed this long before Google's expiry, so that a token never dies between the check and the call. */
const REFRESH_MARGIN_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_TOKEN_RESPONSE_BYTES = 64 * 1024;
const MAX_API_RESPONSE_BYTES = 8 * 1024 * 1024;
const PAGE_SIZE = 250;
/** 40 pages of 250: 10,000 occurrences in the window is already far past any professional's calendar. */
const MAX_EVENT_PAGES = 40;
const MAX_CALENDAR_PAGES = 10;
/** Google's default and practical maximum for an events channel: a week. */
const CHANNEL_TTL_SECONDS = 604_800;
const MAX_SUMMARY_LENGTH = 500;
const MAX_KEY_LENGTH = 1024;
const COLOUR = /^#[0-9a-f]{6}$/i;

type TResponse = { status: number; body: TJson | null };

/**
 * Google Calendar through its REST API (OAuth 2.0 authorization code with PKCE and offline access, Calendar
 * API v3). Appointments are written with `events.import`, which keeps our iCalendar UID (`events.insert`
 * would make Google's own) and, given a known UID again, updates that event instead of doubling it; then
 * replaced with `events.update`. Reads list expanded occurrences (`singleEvents`) with sync tokens.
 */
export function createGoogleCalendarProvider(config: TGoogleCalendarConfig): TGoogleCalendarProvider {
  const send = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = config.now ?? (() => new Date());
  const apiBase = config.apiBase.replace(/\/+$/, '');
  const refreshing = new WeakMap<TProviderConnection, Promise<TOAuthCredentials>>();

  async function call(
    url: string,
    init: { method: string; headers?: Record<string, string>; body?: string },
    maxBytes: number,
  ): Promise<TResponse> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await send(url, { ...init, signal, redirect: 'error' });
      return { status: response.status, body: await readJson(response, maxBytes) };
    } catch (error) {
      if (error instanceof CalendarSyncError) throw error;
      throw new CalendarSyncError(
        'unreachable',
        signal.aborted ? 'Google Agenda n’a pas répondu à temps' : 'Google Agenda est injoignable',
      );
    }
  }

  function form(fields: Record<string, string>) {
    return {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
    };
  }

  function tokenFailure(response: TResponse): CalendarSyncError {
    const code = typeof response.body?.error === 'string' ? response.body.error : '';
    if (response.status >= 500)
      return new CalendarSyncError(
        'unreachable',
        `Google Agenda est indisponible (erreur ${response.status})`,
        response.status,
      );
    if (code === 'invalid_grant')
      return new CalendarSyncError(
        'unauthorized',
        'L’accès à Google Agenda a été révoqué ou a expiré',
        response.status,
      );
    return new CalendarSyncError(
      'refused',
      `Google Agenda a refusé la connexion (${code || response.status})`,
      response.status,
    );
  }

  function credentialsFrom(body: TJson, previous: TOAuthCredentials | null): TOAuthCredentials {
    const accessToken = body.access_token;
    const expiresIn = Number(body.expires_in);
    const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : previous?.refreshToken;
    if (typeof accessToken !== 'string' || !accessToken || !Number.isFinite(expiresIn) || !refreshToken)
      throw new CalendarSyncError('refused', 'Google Agenda a donné une réponse incomplète');
    const scope = typeof body.scope === 'string' ? body.scope : previous?.scope;
    return {
      kind: 'oauth',
      accessToken,
      refreshToken,
      expiresAt: new Date(now().getTime() + expiresIn * 1000).toISOString(),
      ...(scope === undefined ? {} : { scope }),
    };
  }

  function oauthCredentials(connection: TProviderConnection): TOAuthCredentials {
    if (connection.credentials.kind !== 'oauth')
      throw new CalendarSyncError('unauthorized', 'Ce compte n’est pas relié à Google par OAuth');
    return connection.credentials;
  }

  /** One refresh at a time per connection; the new tokens are saved (sealed by the engine) before use. */
  function refresh(connection: TProviderConnection): Promise<TOAuthCredentials> {
    const running = refreshing.get(connection);
    if (running) return running;
    const task = (async () => {
      const current = oauthCredentials(connection);
      const response = await call(
        config.tokenUrl,
        form({
          grant_type: 'refresh_token',
          refresh_token: current.refreshToken,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }),
        MAX_TOKEN_RESPONSE_BYTES,
      );
      if (response.status !== 200 || !response.body) throw tokenFailure(response);
      const next = credentialsFrom(response.body, current);
      await connection.saveCredentials(next);
      connection.credentials = next;
      return next;
    })().finally(() => refreshing.delete(connection));
    refreshing.set(connection, task);
    return task;
  }

  async function freshCredentials(connection: TProviderConnection): Promise<TOAuthCredentials> {
    const current = oauthCredentials(connection);
    const expiresAt = Date.parse(current.expiresAt);
    if (Number.isNaN(expiresAt) || expiresAt - REFRESH_MARGIN_MS <= now().getTime())
      return refresh(connection);
    return current;
  }

  /** An API call with a valid access token; a 401 refreshes once and tries again. */
  async function api(
    connection: TProviderConnection,
    method: string,
    path: string,
    options: { query?: Record<string, string>; json?: unknown } = {},
  ): Promise<TResponse> {
    const url = new URL(`${apiBase}/${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    const attempt = (credentials: TOAuthCredentials) =>
      call(
        url.toString(),
        {
          method,
          headers: {
            authorization: `Bearer ${credentials.accessToken}`,
            accept: 'application/json',
            ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
        },
        MAX_API_RESPONSE_BYTES,
      );
    let response = await attempt(await freshCredentials(connection));
    if (response.status === 401) {
      response = await attempt(await refresh(connection));
      if (response.status === 401)
        throw new CalendarSyncError('unauthorized', 'Google Agenda refuse l’accès de JurisRDV', 401);
    }
    return response;
  }

  function failure(response: TResponse, what: string): CalendarSyncError {
    const { status } = response;
    const reason = errorReason(response.body);
    if (status >= 500 || status === 429)
      return new CalendarSyncError(
        'unreachable',
        `Google Agenda est indisponible (${what}, erreur ${status})`,
        status,
      );
    if (
      status === 403 &&
      (reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded' || reason === 'quotaExceeded')
    )
      return new CalendarSyncError(
        'unreachable',
        `Google Agenda limite les requêtes (${what}, ${reason})`,
        status,
      );
    if (
      status === 401 ||
      (status === 403 &&
        (reason === 'insufficientPermissions' || reason === 'authError' || reason === 'forbidden'))
    )
      return new CalendarSyncError(
        'unauthorized',
        `Google Agenda refuse l’accès de JurisRDV (${what}, ${reason ?? status})`,
        status,
      );
    if (status === 404)
      return new CalendarSyncError('not-found', `Agenda introuvable dans Google (${what})`, status);
    if (status === 410)
      return new CalendarSyncError(
        'expired-token',
        `Google Agenda demande une synchronisation complète (${what})`,
        status,
      );
    return new CalendarSyncError(
      'refused',
      `Google Agenda a refusé la demande (${what}, ${reason ?? status})`,
      status,
    );
  }

  function calendarPath(calendarRemoteId: string, rest = ''): string {
    return `calendars/${encodeURIComponent(calendarRemoteId)}/events${rest}`;
  }

  async function accountEmail(credentials: TOAuthCredentials, idToken: unknown): Promise<string> {
    // The ID token comes straight from the token endpoint over our own TLS connection: its claims can be
    // read without checking the signature (OpenID Connect Core §3.1.3.7).
    const claims = typeof idToken === 'string' ? decodeJwtPayload(idToken) : null;
    if (
      claims &&
      claims.aud === config.clientId &&
      typeof claims.email === 'string' &&
      claims.email_verified !== false
    )
      return claims.email.slice(0, 320);
    // Otherwise the primary calendar's id is the account's address.
    const response = await call(
      `${apiBase}/calendars/primary`,
      {
        method: 'GET',
        headers: { authorization: `Bearer ${credentials.accessToken}`, accept: 'application/json' },
      },
      MAX_TOKEN_RESPONSE_BYTES,
    );
    const id = response.body?.id;
    if (response.status !== 200 || typeof id !== 'string') throw failure(response, 'calendars/primary');
    return id.slice(0, 320);
  }

  async function watch(
    connection: TProviderConnection,
    calendarRemoteId: string,
    input: { channelId: string; secret: string; notificationAddress: string },
  ): Promise<TPushChannel> {
    const response = await api(connection, 'POST', calendarPath(calendarRemoteId, '/watch'), {
      json: {
        id: input.channelId,
        type: 'web_hook',
        address: input.notificationAddress,
        token: input.secret,
        params: { ttl: String(CHANNEL_TTL_SECONDS) },
      },
    });
    if (response.status !== 200 || !response.body) throw failure(response, 'events.watch');
    const expiration = Number(response.body.expiration);
    return {
      channelId: typeof response.body.id === 'string' ? response.body.id : input.channelId,
      resourceId: typeof response.body.resourceId === 'string' ? response.body.resourceId : null,
      expiresAt: new Date(
        Number.isFinite(expiration) ? expiration : now().getTime() + CHANNEL_TTL_SECONDS * 1000,
      ),
    };
  }

  async function stopWatching(connection: TProviderConnection, channel: TPushChannel): Promise<void> {
    // Google needs both ids to stop a channel; without the resource id it just runs out.
    if (!channel.resourceId) return;
    const response = await api(connection, 'POST', 'channels/stop', {
      json: { id: channel.channelId, resourceId: channel.resourceId },
    });
    if (response.status === 204 || response.status === 200 || response.status === 404) return;
    throw failure(response, 'channels.stop');
  }

  return {
    name: 'google',

    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(config.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_CALENDAR_SCOPE,
        // Offline access with consent asked again: Google gives a refresh token only on a consent.
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const response = await call(
        config.tokenUrl,
        form({
          grant_type: 'authorization_code',
          code,
          code_verifier: codeVerifier,
          redirect_uri: redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }),
        MAX_TOKEN_RESPONSE_BYTES,
      );
      if (response.status !== 200 || !response.body) throw tokenFailure(response);
      const credentials = credentialsFrom(response.body, null);
      return { credentials, accountEmail: await accountEmail(credentials, response.body.id_token) };
    },

    async listCalendars(connection) {
      const calendars: TRemoteCalendar[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_CALENDAR_PAGES; page += 1) {
        const response = await api(connection, 'GET', 'users/me/calendarList', {
          query: { maxResults: String(PAGE_SIZE), ...(pageToken ? { pageToken } : {}) },
        });
        if (response.status !== 200 || !response.body) throw failure(response, 'calendarList.list');
        for (const item of arrayOf(response.body.items)) {
          if (typeof item.id !== 'string' || item.id.length > MAX_KEY_LENGTH || item.deleted === true)
            continue;
          const name = typeof item.summaryOverride === 'string' ? item.summaryOverride : item.summary;
          calendars.push({
            remoteId: item.id,
            name: safeText(typeof name === 'string' ? name : item.id),
            colour:
              typeof item.backgroundColor === 'string' && COLOUR.test(item.backgroundColor)
                ? item.backgroundColor.toLowerCase()
                : null,
            writable: item.accessRole === 'owner' || item.accessRole === 'writer',
          });
        }
        pageToken = typeof response.body.nextPageToken === 'string' ? response.body.nextPageToken : undefined;
        if (!pageToken) return calendars;
      }
      throw new CalendarSyncError('refused', 'Trop d’agendas dans ce compte Google');
    },

    async fetchChanges(connection, cursor, window): Promise<TChangeBatch> {
      const full = cursor.syncToken === null;
      const base: Record<string, string> = {
        singleEvents: 'true',
        showDeleted: 'true',
        maxResults: String(PAGE_SIZE),
      };
      // Google refuses timeMin/timeMax beside a sync token: the token keeps the first listing's filters.
      if (cursor.syncToken) base.syncToken = cursor.syncToken;
      else Object.assign(base, { timeMin: window.from.toISOString(), timeMax: window.until.toISOString() });
      const items = new Map<string, TGoogleEvent>();
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_EVENT_PAGES; page += 1) {
        const response = await api(connection, 'GET', calendarPath(cursor.remoteId), {
          query: { ...base, ...(pageToken ? { pageToken } : {}) },
        });
        if (response.status !== 200 || !response.body) throw failure(response, 'events.list');
        for (const item of arrayOf(response.body.items) as TGoogleEvent[])
          if (typeof item.id === 'string' && item.id.length <= MAX_KEY_LENGTH) items.set(item.id, item);
        pageToken = typeof response.body.nextPageToken === 'string' ? response.body.nextPageToken : undefined;
        if (pageToken) continue;
        const syncToken =
          typeof response.body.nextSyncToken === 'string' ? response.body.nextSyncToken : null;
        return { full, syncToken, ...changesOf(items, window) };
      }
      throw new CalendarSyncError('refused', 'Trop d’événements dans cet agenda Google');
    },

    async writeEvent(connection, calendarRemoteId, event, existing) {
      const body = {
        iCalUID: event.uid,
        summary: event.title,
        location: event.location,
        description: event.description,
        start: { dateTime: parisDateTime(event.start), timeZone: PARIS_TIME_ZONE },
        end: { dateTime: parisDateTime(event.end), timeZone: PARIS_TIME_ZONE },
        status: event.status,
        transparency: 'opaque',
        source: { title: 'JurisRDV', url: event.url },
      };
      let response: TResponse | null = null;
      if (existing) {
        response = await api(
          connection,
          'PUT',
          calendarPath(calendarRemoteId, `/${encodeURIComponent(existing.key)}`),
          { json: body },
        );
        // Gone from Google (deleted for good): written again, JurisRDV being the source of truth.
        if (response.status === 404 || response.status === 410) response = null;
      }
      response ??= await api(connection, 'POST', calendarPath(calendarRemoteId, '/import'), { json: body });
      if (response.status !== 200 || !response.body || typeof response.body.id !== 'string')
        throw failure(response, existing ? 'events.update' : 'events.import');
      return {
        key: response.body.id,
        etag: typeof response.body.etag === 'string' ? response.body.etag : null,
      };
    },

    async deleteEvent(connection, calendarRemoteId, written) {
      const response = await api(
        connection,
        'DELETE',
        calendarPath(calendarRemoteId, `/${encodeURIComponent(written.key)}`),
      );
      if (
        response.status === 204 ||
        response.status === 200 ||
        response.status === 404 ||
        response.status === 410
      )
        return;
      throw failure(response, 'events.delete');
    },

    watch,

    async renewWatch(connection, calendarRemoteId, channel, input) {
      // Google channels cannot be extended: a new one, then the old one stopped (a failure there only lets it run out).
      const renewed = await watch(connection, calendarRemoteId, input);
      await stopWatching(connection, channel).catch((error: unknown) => {
        if (!(error instanceof CalendarSyncError) || error.reason === 'unauthorized') throw error;
      });
      return renewed;
    },

    stopWatching,

    async revoke(credentials) {
      if (!config.revokeUrl || credentials.kind !== 'oauth') return;
      const response = await call(
        config.revokeUrl,
        form({ token: credentials.refreshToken }),
        MAX_TOKEN_RESPONSE_BYTES,
      );
      // 400 invalid_token: already revoked, which is what was asked.
      if (response.status !== 200 && response.status !== 400) throw tokenFailure(response);
    },
  };
}

/** Changed and deleted objects of a listing: one per event id (an occurrence of a series is its own event). */
function changesOf(
  items: Map<string, TGoogleEvent>,
  window: { from: Date; until: Date },
): { changed: TRemoteObject[]; deleted: string[] } {
  const changed: TRemoteObject[] = [];
  const deleted: string[] = [];
  for (const [key, item] of items) {
    const instance = item.status === 'cancelled' ? null : instanceOf(item);
    if (!instance) {
      deleted.push(key);
      continue;
    }
    const inWindow = instance.end > window.from && instance.start < window.until;
    changed.push({
      key,
      etag: typeof item.etag === 'string' ? item.etag.slice(0, 200) : null,
      uid: typeof item.iCalUID === 'string' ? item.iCalUID.slice(0, MAX_KEY_LENGTH) : null,
      format: 'instances',
      // An event moved out of the window stays listed, with nothing left to block.
      instances: inWindow ? [instance] : [],
    });
  }
  return { changed, deleted };
}

/** The occurrence an event item stands for, or null when it cannot be read (then treated as gone). */
function instanceOf(item: TGoogleEvent): TRemoteInstance | null {
  const start = item.start ? instantOf(item.start) : null;
  const end = item.end ? instantOf(item.end) : null;
  if (!start || !end || end < start) return null;
  const declined = (item.attendees ?? []).some(
    (attendee) => attendee.self === true && attendee.responseStatus === 'declined',
  );
  const free = item.transparency === 'transparent' || item.eventType === 'workingLocation';
  return {
    start,
    end,
    summary: safeText(typeof item.summary === 'string' ? item.summary : ''),
    busy: !free && !declined,
  };
}

/** A Google time as an instant; an all-day date is a Paris day (midnight to midnight, `end.date` exclusive). */
function instantOf(time: TGoogleTime): Date | null {
  if (typeof time.date === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(time.date)) return null;
    return parisInstant(time.date, '00:00');
  }
  if (typeof time.dateTime !== 'string' || time.dateTime.length > 40) return null;
  if (/(?:Z|[+-]\d{2}:\d{2})$/i.test(time.dateTime)) {
    const instant = new Date(time.dateTime);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  // Google always sends an offset; a floating time is read in the event's zone, Paris by default.
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(time.dateTime);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  try {
    const instant = new TZDate(
      year ?? 0,
      (month ?? 1) - 1,
      day ?? 1,
      hour ?? 0,
      minute ?? 0,
      second ?? 0,
      time.timeZone ?? PARIS_TIME_ZONE,
    );
    return Number.isNaN(instant.getTime()) ? null : new Date(instant.getTime());
  } catch {
    return null;
  }
}

/** RFC 3339 with Paris's offset of that day: `2026-03-30T10:00:00+02:00`. */
function parisDateTime(instant: Date): string {
  return new TZDate(instant.getTime(), PARIS_TIME_ZONE).toISOString().replace(/\.\d{3}/, '');
}

function safeText(text: string): string {
  return toStorableText(text.slice(0, MAX_SUMMARY_LENGTH));
}

function arrayOf(value: unknown): TJson[] {
  return Array.isArray(value)
    ? value.filter((item): item is TJson => typeof item === 'object' && item !== null)
    : [];
}

function errorReason(body: TJson | null): string | undefined {
  const error = body?.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const first = (error as { errors?: { reason?: unknown }[] }).errors?.[0]?.reason;
  return typeof first === 'string' ? first : undefined;
}

function decodeJwtPayload(jwt: string): TJson | null {
  const payload = jwt.split('.')[1];
  if (!payload || payload.length > 16_384) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as TJson) : null;
  } catch {
    return null;
  }
}

/** The body as JSON (null when empty or not JSON), read only up to `maxBytes`: past it, the request fails. */
async function readJson(response: Response, maxBytes: number): Promise<TJson | null> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw new CalendarSyncError('refused', 'Réponse de Google Agenda trop volumineuse');
  }
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new CalendarSyncError('refused', 'Réponse de Google Agenda trop volumineuse');
    }
    chunks.push(value);
  }
  if (total === 0) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as TJson) : null;
  } catch {
    return null;
  }
}

/** What a Google push notification's headers say (`X-Goog-*`), or null when they are not one. */
export type TGoogleNotification = {
  channelId: string;
  token: string | null;
  resourceState: 'sync' | 'exists' | 'not_exists';
  resourceId: string | null;
  messageNumber: number | null;
};

const RESOURCE_STATES = new Set(['sync', 'exists', 'not_exists']);

/**
 * Reads a notification's headers (Node's lower-cased `IncomingHttpHeaders` or a fetch `Headers`). The token
 * is only read here: the route compares it, in constant time, with the channel's secret.
 */
export function parseGoogleNotification(
  headers: Record<string, string | string[] | undefined> | Headers,
): TGoogleNotification | null {
  const read = (name: string): string | null => {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    const single = Array.isArray(value) ? value[0] : value;
    return typeof single === 'string' ? single : null;
  };
  const channelId = read('x-goog-channel-id');
  const resourceState = read('x-goog-resource-state');
  if (!channelId || channelId.length > 64 || !resourceState || !RESOURCE_STATES.has(resourceState))
    return null;
  const token = read('x-goog-channel-token');
  const resourceId = read('x-goog-resource-id');
  const messageNumber = Number(read('x-goog-message-number'));
  return {
    channelId,
    token: token !== null && token.length <= 256 ? token : null,
    resourceState: resourceState as TGoogleNotification['resourceState'],
    resourceId: resourceId !== null && resourceId.length <= 256 ? resourceId : null,
    messageNumber: Number.isSafeInteger(messageNumber) && messageNumber > 0 ? messageNumber : null,
  };
}

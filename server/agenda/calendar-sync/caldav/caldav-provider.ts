import { type DAVResponse, davRequest, propfind } from 'tsdav';
import {
  buildOutgoingEventIcs,
  outgoingEventFileName,
} from '#domain/agenda/calendar-sync/outgoing-event-ics.ts';
import { toStorableText } from '#domain/kernel/text/unsafe-characters.ts';
import type { TCalendarNetwork } from '#server/agenda/calendars/calendar-network.ts';
import { AddressRefusal } from '#server/agenda/calendars/checked-connection.ts';
import {
  CalendarSyncError,
  type TCalendarCursor,
  type TCalendarProvider,
  type TChangeBatch,
  type TProviderConnection,
  type TRemoteCalendar,
  type TRemoteObject,
  type TSyncWindow,
  type TWrittenEvent,
} from '../calendar-provider';
import { CaldavTransportError, createCheckedFetch, type TCaldavBudget } from './caldav-fetch';

/** What one call may spend: a hostile or broken server cannot make a sync read or wait without end. */
export const CALDAV_LIMITS = {
  maxBytesPerCall: 10 * 1024 * 1024,
  maxRequestsPerCall: 200,
  maxObjectsPerCall: 5000,
  maxCalendars: 100,
  /** Hrefs per calendar-multiget REPORT. */
  multigetBatch: 100,
  requestTimeoutMs: 20_000,
  callTimeoutMs: 60_000,
  maxRedirects: 3,
} as const;

export const CALDAV_MESSAGES = {
  unauthorized: 'Le serveur CalDAV refuse l’identifiant ou le mot de passe.',
  notFound: 'Le serveur CalDAV ne trouve pas ce calendrier.',
  noCalendarHome: 'Aucun agenda CalDAV n’a été trouvé à cette adresse.',
  addressNotFound: 'Serveur CalDAV introuvable\u00a0: vérifiez l’adresse.',
  addressRefused: 'Adresse de serveur CalDAV non autorisée.',
  invalidAddress: 'Adresse de serveur CalDAV invalide.',
  tooLarge: 'Le serveur CalDAV a envoyé une réponse trop volumineuse.',
  tooMany: 'Ce calendrier CalDAV contient trop d’événements pour être synchronisé.',
  unreachable: 'Le serveur CalDAV est injoignable pour le moment.',
  timeout: 'Le serveur CalDAV n’a pas répondu à temps.',
  redirects: 'Le serveur CalDAV redirige trop de fois.',
  credentials: 'Cette connexion CalDAV n’a pas d’identifiant ni de mot de passe.',
} as const;

export type TCaldavProviderOptions = {
  /** ALLOW_PRIVATE_CALENDAR_URLS: lets tests and local development reach a server on a private address. */
  allowPrivate: boolean;
  network?: TCalendarNetwork;
  now?: () => Date;
};

/** One provider call: its checked fetch, its budget and its authorization. */
type TCall = {
  fetch: typeof fetch;
  budget: TCaldavBudget;
  auth: Record<string, string>;
};

const NAMESPACES = {
  'xmlns:d': 'DAV:',
  'xmlns:c': 'urn:ietf:params:xml:ns:caldav',
  'xmlns:cs': 'http://calendarserver.org/ns/',
  'xmlns:ca': 'http://apple.com/ns/ical/',
};

function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

function statusError(status: number): CalendarSyncError {
  if (status === 401 || status === 403)
    return new CalendarSyncError('unauthorized', CALDAV_MESSAGES.unauthorized, status);
  if (status === 404 || status === 410)
    return new CalendarSyncError('not-found', CALDAV_MESSAGES.notFound, status);
  return new CalendarSyncError('unreachable', CALDAV_MESSAGES.unreachable, status);
}

function asSyncError(error: unknown, budget: TCaldavBudget): CalendarSyncError {
  if (error instanceof CalendarSyncError) return error;
  const mapped = mapError(error, budget);
  // Kept for the logs: what the network or the parser actually said.
  mapped.cause = error;
  return mapped;
}

function mapError(error: unknown, budget: TCaldavBudget): CalendarSyncError {
  if (error instanceof AddressRefusal)
    return error.reason === 'refused'
      ? new CalendarSyncError('refused', CALDAV_MESSAGES.addressRefused)
      : new CalendarSyncError('not-found', CALDAV_MESSAGES.addressNotFound);
  if (error instanceof CaldavTransportError) {
    if (error.reason === 'too-large') return new CalendarSyncError('refused', CALDAV_MESSAGES.tooLarge);
    if (error.reason === 'too-many-requests')
      return new CalendarSyncError('refused', CALDAV_MESSAGES.tooMany);
    if (error.reason === 'invalid-url')
      return new CalendarSyncError('refused', CALDAV_MESSAGES.invalidAddress);
    return new CalendarSyncError('unreachable', CALDAV_MESSAGES.redirects);
  }
  if (budget.signal.aborted || (error instanceof Error && error.name === 'TimeoutError'))
    return new CalendarSyncError('unreachable', CALDAV_MESSAGES.timeout);
  return new CalendarSyncError('unreachable', CALDAV_MESSAGES.unreachable);
}

/** The server's address as typed; a bare host name means https. */
function serverAddress(raw: string): URL {
  const trimmed = raw.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(url.protocol);
    return url;
  } catch {
    throw new CalendarSyncError('refused', CALDAV_MESSAGES.invalidAddress);
  }
}

/** A collection's URL with its trailing slash, so that relative hrefs resolve inside it. */
function collectionUrl(raw: string): URL {
  const url = serverAddress(raw);
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return url;
}

function sameResource(a: URL, b: URL): boolean {
  const path = (url: URL) => decodeURIComponent(url.pathname).replace(/\/+$/, '');
  return a.origin === b.origin && path(a) === path(b);
}

/** A property's text, whichever way the XML parser gave it (text, number, CDATA). */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record._cdata === 'string') return record._cdata;
    if (typeof record._text === 'string' || typeof record._text === 'number') return String(record._text);
  }
  return null;
}

function hrefOf(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(hrefOf).find((href) => href) ?? null;
  if (value && typeof value === 'object' && 'href' in value) return hrefOf((value as { href: unknown }).href);
  const text = textOf(value)?.trim();
  return text ? text : null;
}

function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function propsOf(response: DAVResponse): Record<string, unknown> {
  const props: unknown = response.props;
  return props && typeof props === 'object' ? (props as Record<string, unknown>) : {};
}

/** `#rrggbb` from Apple's calendar-color (`#RRGGBB` or `#RRGGBBAA`). */
export function calendarColour(value: unknown): string | null {
  const match = /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(textOf(value)?.trim() ?? '');
  return match ? `#${match[1]?.toLowerCase()}` : null;
}

function componentNames(value: unknown): string[] {
  const comps = value && typeof value === 'object' ? (value as { comp?: unknown }).comp : undefined;
  return listOf(comps).flatMap((comp) => {
    const attributes =
      comp && typeof comp === 'object'
        ? (comp as { _attributes?: { name?: unknown } })._attributes
        : undefined;
    return typeof attributes?.name === 'string' ? [attributes.name.toUpperCase()] : [];
  });
}

/** Writable unless the server lists the user's privileges without any that lets them add a resource. */
function writableFrom(value: unknown): boolean {
  if (!value || typeof value !== 'object') return true;
  const privileges = listOf((value as { privilege?: unknown }).privilege).flatMap((privilege) =>
    privilege && typeof privilege === 'object' ? Object.keys(privilege) : [],
  );
  return privileges.some((name) => ['write', 'writeContent', 'bind', 'all'].includes(name));
}

/** The UID of the first component that has one (a series and its exceptions share it). */
export function icsUid(ics: string): string | null {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const match = /^UID(?:;[^:\r\n]*)?:([^\r\n]*)$/im.exec(unfolded);
  const uid = match?.[1]?.trim();
  return uid ? uid.slice(0, 1000) : null;
}

function calendarData(value: unknown): string | null {
  return textOf(value);
}

function firstFailure(responses: DAVResponse[]): number | null {
  const first = responses[0];
  if (!first) return 0;
  return responses.length === 1 && !first.ok && !first.props ? first.status : null;
}

/**
 * CalDAV (RFC 4791) through tsdav's requests and XML, over the checked network path: discovery of the
 * calendars (current-user-principal, calendar-home-set), a ctag check to skip calendars that did not
 * move, RFC 6578 sync-collection for the changes (a full time-range query when there is no token or
 * the server refuses it), and events written under a name derived from their UID.
 */
export function createCaldavProvider(options: TCaldavProviderOptions): TCalendarProvider {
  const now = options.now ?? (() => new Date());

  async function withCall<T>(connection: TProviderConnection, work: (call: TCall) => Promise<T>): Promise<T> {
    const budget: TCaldavBudget = {
      requestsLeft: CALDAV_LIMITS.maxRequestsPerCall,
      bytesLeft: CALDAV_LIMITS.maxBytesPerCall,
      signal: AbortSignal.timeout(CALDAV_LIMITS.callTimeoutMs),
    };
    try {
      const { credentials } = connection;
      if (credentials.kind !== 'password')
        throw new CalendarSyncError('unauthorized', CALDAV_MESSAGES.credentials);
      const call: TCall = {
        budget,
        auth: { authorization: basicAuthorization(credentials.username, credentials.password) },
        fetch: createCheckedFetch({
          allowPrivate: options.allowPrivate,
          network: options.network,
          budget,
          requestTimeoutMs: CALDAV_LIMITS.requestTimeoutMs,
          maxRedirects: CALDAV_LIMITS.maxRedirects,
        }),
      };
      return await work(call);
    } catch (error) {
      throw asSyncError(error, budget);
    }
  }

  function find(call: TCall, url: URL, props: Record<string, object>, depth: '0' | '1') {
    return propfind({ url: url.href, props, depth, headers: call.auth, fetch: call.fetch });
  }

  function report(call: TCall, url: URL, body: Record<string, unknown>, depth: '0' | '1') {
    return davRequest({
      url: url.href,
      init: { method: 'REPORT', namespace: 'c', headers: { ...call.auth, depth }, body },
      fetch: call.fetch,
    });
  }

  /** Fails on a whole-request error (401, 404, 5xx…); a multistatus goes through. */
  function ensureAnswered(responses: DAVResponse[]): void {
    const failed = firstFailure(responses);
    if (failed !== null) throw statusError(failed);
  }

  async function calendarHome(call: TCall, server: URL): Promise<URL> {
    const candidates = [server, new URL('/.well-known/caldav', server), new URL('/', server)].filter(
      (url, index, all) => all.findIndex((other) => other.href === url.href) === index,
    );
    for (const candidate of candidates) {
      const responses = await find(
        call,
        candidate,
        { 'd:current-user-principal': {}, 'c:calendar-home-set': {} },
        '0',
      );
      const failed = firstFailure(responses);
      if (failed === 401 || failed === 403) throw statusError(failed);
      if (failed !== null) continue;
      const props = propsOf(responses[0] as DAVResponse);
      const home = hrefOf(props.calendarHomeSet);
      if (home) return collectionUrl(new URL(home, candidate).href);
      const principal = hrefOf(props.currentUserPrincipal);
      if (!principal) continue;
      const principalUrl = new URL(principal, candidate);
      const principalResponses = await find(call, principalUrl, { 'c:calendar-home-set': {} }, '0');
      ensureAnswered(principalResponses);
      const principalHome = hrefOf(propsOf(principalResponses[0] as DAVResponse).calendarHomeSet);
      if (principalHome) return collectionUrl(new URL(principalHome, principalUrl).href);
    }
    throw new CalendarSyncError('not-found', CALDAV_MESSAGES.noCalendarHome);
  }

  /** The changed objects' texts, by calendar-multiget in batches; hrefs gone meanwhile are deleted. */
  async function multiget(call: TCall, calendar: URL, keys: string[]) {
    const changed: TRemoteObject[] = [];
    const deleted: string[] = [];
    for (let index = 0; index < keys.length; index += CALDAV_LIMITS.multigetBatch) {
      const batch = keys.slice(index, index + CALDAV_LIMITS.multigetBatch);
      const responses = await report(
        call,
        calendar,
        {
          'calendar-multiget': {
            _attributes: NAMESPACES,
            'd:prop': { 'd:getetag': {}, 'c:calendar-data': {} },
            'd:href': batch.map((key) => {
              const url = new URL(key);
              return url.origin === calendar.origin ? `${url.pathname}${url.search}` : url.href;
            }),
          },
        },
        '1',
      );
      ensureAnswered(responses);
      const found = objectsOf(responses, calendar);
      changed.push(...found.changed);
      deleted.push(...found.deleted);
    }
    return { changed, deleted };
  }

  /** The resources of a REPORT's multistatus: their text when it came, their key when they are gone. */
  function objectsOf(responses: DAVResponse[], calendar: URL) {
    const changed: TRemoteObject[] = [];
    const deleted: string[] = [];
    const hrefs: string[] = [];
    for (const response of responses) {
      if (!response.href) continue;
      const url = new URL(String(response.href), calendar);
      if (sameResource(url, calendar)) continue;
      const key = toStorableText(url.href);
      if (response.status === 404 || response.status === 410) {
        deleted.push(key);
        continue;
      }
      if (!response.ok) continue;
      const props = propsOf(response);
      const etag = textOf(props.getetag);
      const ics = calendarData(props.calendarData);
      if (ics === null) {
        hrefs.push(key);
        continue;
      }
      const text = toStorableText(ics);
      const uid = icsUid(text);
      changed.push({
        key,
        etag: etag === null ? null : toStorableText(etag),
        uid: uid === null ? null : toStorableText(uid),
        format: 'ics',
        ics: text,
      });
    }
    if (changed.length + deleted.length + hrefs.length > CALDAV_LIMITS.maxObjectsPerCall)
      throw new CalendarSyncError('refused', CALDAV_MESSAGES.tooMany);
    return { changed, deleted, hrefs };
  }

  function icsTime(date: Date): string {
    return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  }

  /** Every event of the window, with its text, in one calendar-query. */
  async function fullListing(
    call: TCall,
    calendar: URL,
    window: TSyncWindow,
    syncToken: string | null,
    ctag: string | null,
  ): Promise<TChangeBatch> {
    const responses = await report(
      call,
      calendar,
      {
        'calendar-query': {
          _attributes: NAMESPACES,
          'd:prop': { 'd:getetag': {}, 'c:calendar-data': {} },
          filter: {
            'comp-filter': {
              _attributes: { name: 'VCALENDAR' },
              'comp-filter': {
                _attributes: { name: 'VEVENT' },
                'time-range': { _attributes: { start: icsTime(window.from), end: icsTime(window.until) } },
              },
            },
          },
        },
      },
      '1',
    );
    ensureAnswered(responses);
    const found = objectsOf(responses, calendar);
    const fetched = await multiget(call, calendar, found.hrefs);
    return { full: true, changed: [...found.changed, ...fetched.changed], deleted: [], syncToken, ctag };
  }

  /** RFC 6578: what changed since the token, or null when the server no longer accepts it. */
  async function incremental(
    call: TCall,
    calendar: URL,
    syncToken: string,
    ctag: string | null,
  ): Promise<TChangeBatch | null> {
    const responses = await davRequest({
      url: calendar.href,
      init: {
        method: 'REPORT',
        namespace: 'd',
        headers: { ...call.auth, depth: '0' },
        body: {
          'sync-collection': {
            _attributes: NAMESPACES,
            'sync-token': syncToken,
            'sync-level': 1,
            prop: { getetag: {} },
          },
        },
      },
      fetch: call.fetch,
    });
    const failed = firstFailure(responses);
    // 403/409 (valid-sync-token precondition) or 400: the token is too old or unknown.
    if (failed === 400 || failed === 409 || (failed === 403 && isTokenRefusal(responses[0]))) return null;
    if (failed !== null) throw statusError(failed);
    const raw: unknown = responses[0]?.raw;
    const multistatus =
      raw && typeof raw === 'object'
        ? (raw as { multistatus?: Record<string, unknown> }).multistatus
        : undefined;
    const nextToken = textOf(multistatus?.syncToken);
    const found = objectsOf(responses, calendar);
    const fetched = await multiget(call, calendar, found.hrefs);
    return {
      full: false,
      changed: fetched.changed,
      deleted: [...found.deleted, ...fetched.deleted],
      syncToken: nextToken === null ? null : toStorableText(nextToken),
      ctag,
    };
  }

  function isTokenRefusal(response: DAVResponse | undefined): boolean {
    const raw: unknown = response?.raw;
    return typeof raw === 'string' ? raw.includes('valid-sync-token') : true;
  }

  async function currentEtag(call: TCall, target: URL): Promise<string | null | 'gone'> {
    const response = await call.fetch(target.href, { method: 'GET', headers: call.auth });
    await response.arrayBuffer();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) throw statusError(response.status);
    return response.headers.get('etag');
  }

  return {
    name: 'caldav',

    listCalendars(connection) {
      return withCall(connection, async (call) => {
        const home = await calendarHome(call, serverAddress(connection.serverUrl));
        const responses = await find(
          call,
          home,
          {
            'd:resourcetype': {},
            'd:displayname': {},
            'ca:calendar-color': {},
            'c:supported-calendar-component-set': {},
            'd:current-user-privilege-set': {},
          },
          '1',
        );
        ensureAnswered(responses);
        const calendars: TRemoteCalendar[] = [];
        for (const response of responses) {
          if (!response.ok || !response.href) continue;
          const props = propsOf(response);
          const types =
            props.resourcetype && typeof props.resourcetype === 'object' ? props.resourcetype : {};
          if (!Object.keys(types).includes('calendar')) continue;
          const components = componentNames(props.supportedCalendarComponentSet);
          if (components.length > 0 && !components.includes('VEVENT')) continue;
          const url = collectionUrl(new URL(String(response.href), home).href);
          const lastSegment = decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '');
          calendars.push({
            remoteId: toStorableText(url.href),
            name: toStorableText((textOf(props.displayname)?.trim() || lastSegment).slice(0, 200)),
            colour: calendarColour(props.calendarColor),
            writable: writableFrom(props.currentUserPrivilegeSet),
          });
          if (calendars.length >= CALDAV_LIMITS.maxCalendars) break;
        }
        return calendars;
      });
    },

    fetchChanges(connection, cursor: TCalendarCursor, window) {
      return withCall(connection, async (call) => {
        const calendar = collectionUrl(cursor.remoteId);
        const responses = await find(call, calendar, { 'cs:getctag': {}, 'd:sync-token': {} }, '0');
        ensureAnswered(responses);
        const props = propsOf(responses.find((response) => response.ok) ?? (responses[0] as DAVResponse));
        const ctag = textOf(props.getctag);
        const token = textOf(props.syncToken);
        if (cursor.syncToken !== null && ctag !== null && ctag === cursor.ctag) return 'unchanged';
        if (cursor.syncToken !== null) {
          const batch = await incremental(call, calendar, cursor.syncToken, ctag);
          if (batch) return batch;
        }
        return fullListing(call, calendar, window, token, ctag);
      });
    },

    writeEvent(connection, calendarRemoteId, event, existing) {
      return withCall(connection, async (call) => {
        const calendar = collectionUrl(calendarRemoteId);
        const target = existing
          ? new URL(existing.key, calendar)
          : new URL(outgoingEventFileName(event.uid), calendar);
        const body = buildOutgoingEventIcs(event, now());
        let condition: Record<string, string> = existing
          ? existing.etag
            ? { 'if-match': existing.etag }
            : {}
          : { 'if-none-match': '*' };
        // JurisRDV is the source of truth: an event changed or created meanwhile on the server is
        // re-read (for its current ETag) and overwritten, still conditionally.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const response = await call.fetch(target.href, {
            method: 'PUT',
            headers: { ...call.auth, ...condition, 'content-type': 'text/calendar; charset=utf-8' },
            body,
          });
          await response.arrayBuffer();
          if (response.ok) {
            const etag = response.headers.get('etag');
            return { key: toStorableText(target.href), etag: etag === null ? null : toStorableText(etag) };
          }
          if (response.status !== 412) throw statusError(response.status);
          const etag = await currentEtag(call, target);
          condition = etag === 'gone' ? { 'if-none-match': '*' } : etag ? { 'if-match': etag } : {};
        }
        throw new CalendarSyncError('unreachable', CALDAV_MESSAGES.unreachable, 412);
      });
    },

    deleteEvent(connection, calendarRemoteId, written: TWrittenEvent) {
      return withCall(connection, async (call) => {
        const target = new URL(written.key, collectionUrl(calendarRemoteId));
        let condition: Record<string, string> = written.etag ? { 'if-match': written.etag } : {};
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const response = await call.fetch(target.href, {
            method: 'DELETE',
            headers: { ...call.auth, ...condition },
          });
          await response.arrayBuffer();
          if (response.ok || response.status === 404 || response.status === 410) return;
          // Changed on the server since we wrote it: the cancellation in JurisRDV still wins.
          if (response.status === 412) {
            condition = {};
            continue;
          }
          throw statusError(response.status);
        }
        throw new CalendarSyncError('unreachable', CALDAV_MESSAGES.unreachable, 412);
      });
    },
  };
}

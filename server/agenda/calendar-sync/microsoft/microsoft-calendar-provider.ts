import { toStorableText } from '#domain/kernel/text/unsafe-characters.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import {
  CalendarSyncError,
  type TCalendarCredentials,
  type TOAuthCalendarProvider,
  type TOutgoingEvent,
  type TProviderConnection,
  type TPushChannel,
  type TRemoteCalendar,
  type TRemoteObject,
  type TWrittenEvent,
} from '../calendar-provider.ts';
import { allDaySpan, graphInstant, parisWallClock } from './microsoft-event-times.ts';
import {
  exchange,
  graphFailure,
  linkUnder,
  MICROSOFT_MESSAGES,
  parseJson,
  type THttpAnswer,
} from './microsoft-graph-http.ts';

export { microsoftValidationResponse, parseMicrosoftNotification } from './microsoft-notifications.ts';

/** Microsoft's public endpoints: the « common » tenant (work, school and personal accounts) and Graph v1.0. */
export const MICROSOFT_ENDPOINTS = {
  authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
  tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
  apiBase: 'https://graph.microsoft.com/v1.0',
} as const;

export const MICROSOFT_SCOPE = 'offline_access Calendars.ReadWrite User.Read';

/**
 * Where JurisRDV keeps an appointment's UID on the Outlook event: Graph sets `iCalUId` itself (read only), so
 * the UID goes in a named extended property of the PublicStrings set (MAPI named property, kept by Exchange
 * with the item) and, for reading it back in `calendarView/delta` (which expands no extended property), in
 * `transactionId`, which Graph returns with the event once an application has set it.
 */
export const JURISRDV_UID_PROPERTY = 'String {00020329-0000-0000-C000-000000000046} Name JurisRDVUid';

/** Graph's limit for subscriptions to Outlook events is 4,230 minutes; a few minutes less leaves room. */
const SUBSCRIPTION_MINUTES = 4_200;
/** Refreshed this long before the access token ends, so no call is made with a token about to expire. */
const REFRESH_MARGIN_MS = 60_000;

export type TMicrosoftCalendarProviderOptions = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiBase: string;
  /** Per request, body included. */
  timeoutMs?: number;
  /** Per response body. */
  maxResponseBytes?: number;
  /** Pages of one delta listing before giving up (the page size asked is `pageSize`). */
  maxPages?: number;
  pageSize?: number;
  now?: () => Date;
};

type TOAuthCredentials = Extract<TCalendarCredentials, { kind: 'oauth' }>;

const tokenSchema = z.object({
  access_token: z.string().min(1).max(16_384),
  refresh_token: z.string().min(1).max(16_384).optional(),
  expires_in: z.coerce
    .number()
    .int()
    .positive()
    .max(86_400 * 2),
  scope: z.string().max(2_000).optional(),
});

const meSchema = z.object({
  mail: z.string().max(320).nullish(),
  userPrincipalName: z.string().max(320).nullish(),
});

const calendarsSchema = z.object({
  value: z
    .array(
      z.object({
        id: z.string().min(1).max(1_000),
        name: z.unknown().optional(),
        hexColor: z.string().max(20).nullish(),
        canEdit: z.boolean().nullish(),
      }),
    )
    .max(1_000),
  '@odata.nextLink': z.string().max(4_000).optional(),
});

const pageSchema = z.object({
  value: z.array(z.unknown()).max(5_000),
  '@odata.nextLink': z.string().max(8_000).optional(),
  '@odata.deltaLink': z.string().max(8_000).optional(),
});

const dateTimeSchema = z.object({ dateTime: z.string().max(40), timeZone: z.string().max(200).nullish() });

const eventSchema = z.object({
  id: z.string().min(1).max(1_000),
  '@removed': z.object({}).loose().optional(),
  '@odata.etag': z.string().max(500).nullish(),
  changeKey: z.string().max(500).nullish(),
  iCalUId: z.string().max(2_000).nullish(),
  transactionId: z.string().max(1_000).nullish(),
  subject: z.unknown().optional(),
  start: dateTimeSchema.nullish(),
  end: dateTimeSchema.nullish(),
  isAllDay: z.boolean().nullish(),
  showAs: z.string().max(50).nullish(),
  isCancelled: z.boolean().nullish(),
  responseStatus: z.object({ response: z.string().max(50).nullish() }).nullish(),
});

const writtenSchema = z.object({
  id: z.string().min(1).max(1_000),
  changeKey: z.string().max(500).nullish(),
  start: dateTimeSchema.nullish(),
  end: dateTimeSchema.nullish(),
});

const subscriptionSchema = z.object({
  id: z.string().min(1).max(200),
  resource: z.string().max(2_000).nullish(),
  expirationDateTime: z.string().max(64),
});

type TGraphEvent = z.infer<typeof eventSchema>;

/** `showAs` values that leave the time free: « Disponible » and « Ailleurs » (working elsewhere). */
const FREE_SHOW_AS = new Set(['free', 'workingElsewhere']);

/** transactionId: our UID and a ten-minute stamp, so a retried POST is not a second event (see writeEvent). */
function transactionIdFor(uid: string, now: Date): string {
  return `${uid}~${Math.floor(now.getTime() / 600_000).toString(36)}`;
}

/** The UID we wrote in a transactionId, or null for another application's. */
function uidOfTransaction(transactionId: string): string | null {
  const match = /^(jurisrdv-[^~]+)~[0-9a-z]+$/.exec(transactionId);
  return match?.[1] ?? null;
}

/** One expanded instance of the delta listing as the engine sees it, or null when it has no usable times. */
function remoteObject(event: TGraphEvent): TRemoteObject | null {
  if (!event.start || !event.end) return null;
  const span = event.isAllDay
    ? allDaySpan(event.start, event.end)
    : (() => {
        const start = graphInstant(event.start);
        const end = graphInstant(event.end);
        return start && end && end > start ? { start, end } : null;
      })();
  if (!span) return null;
  const busy =
    !FREE_SHOW_AS.has(event.showAs ?? '') &&
    event.isCancelled !== true &&
    event.responseStatus?.response !== 'declined';
  const summary = toStorableText(typeof event.subject === 'string' ? event.subject : '').slice(0, 500);
  const ours = event.transactionId ? uidOfTransaction(event.transactionId) : null;
  return {
    key: event.id,
    etag: event.changeKey ?? event['@odata.etag'] ?? null,
    uid: ours ?? event.iCalUId ?? null,
    format: 'instances',
    instances: [{ start: span.start, end: span.end, summary, busy }],
  };
}

function json<T>(schema: z.ZodType<T>, answer: THttpAnswer): T {
  const parsed = schema.safeParse(parseJson(answer.text));
  if (!parsed.success) throw new CalendarSyncError('refused', MICROSOFT_MESSAGES.malformed, answer.status);
  return parsed.data;
}

const ok = (answer: THttpAnswer) => answer.status >= 200 && answer.status < 300;

/**
 * Microsoft 365 and Outlook.com calendars through Microsoft Graph: OAuth 2.0 authorization code with PKCE
 * against the Microsoft identity platform (v2.0 endpoints), `calendarView/delta` for incremental reads
 * (occurrences already expanded; the cursor's sync token is the whole deltaLink, followed only under
 * `apiBase`), events written in Europe/Paris, and change notification subscriptions.
 */
export function createMicrosoftCalendarProvider(
  options: TMicrosoftCalendarProviderOptions,
): TOAuthCalendarProvider {
  const apiBase = new URL(options.apiBase.replace(/\/+$/, ''));
  const limits = {
    timeoutMs: options.timeoutMs ?? 15_000,
    maxBytes: options.maxResponseBytes ?? 4 * 1024 * 1024,
  };
  const maxPages = options.maxPages ?? 200;
  const pageSize = options.pageSize ?? 100;
  const now = options.now ?? (() => new Date());
  const refreshing = new Map<number, Promise<TOAuthCredentials>>();

  function api(path: string): URL {
    return new URL(`${apiBase.toString().replace(/\/+$/, '')}${path}`);
  }

  /** The token endpoint; `invalid_grant` (revoked, expired, wrong verifier) means « Reconnecter ». */
  async function tokenRequest(
    form: Record<string, string>,
    previous?: TOAuthCredentials,
  ): Promise<TOAuthCredentials> {
    const answer = await exchange(
      new URL(options.tokenUrl),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          ...form,
          client_id: options.clientId,
          client_secret: options.clientSecret,
          scope: MICROSOFT_SCOPE,
        }).toString(),
      },
      limits,
    );
    if (!ok(answer)) {
      const error = (parseJson(answer.text) as { error?: unknown } | null)?.error;
      if (answer.status >= 500 || answer.status === 429)
        throw new CalendarSyncError('unreachable', MICROSOFT_MESSAGES.unreachable, answer.status);
      if (error === 'invalid_grant' || error === 'interaction_required' || error === 'consent_required')
        throw new CalendarSyncError('unauthorized', MICROSOFT_MESSAGES.unauthorized, answer.status);
      throw new CalendarSyncError('refused', MICROSOFT_MESSAGES.refused, answer.status);
    }
    const tokens = json(tokenSchema, answer);
    const refreshToken = tokens.refresh_token ?? previous?.refreshToken;
    if (!refreshToken) throw new CalendarSyncError('refused', MICROSOFT_MESSAGES.noRefreshToken);
    return {
      kind: 'oauth',
      accessToken: tokens.access_token,
      refreshToken,
      expiresAt: new Date(now().getTime() + tokens.expires_in * 1000).toISOString(),
      scope: tokens.scope ?? previous?.scope ?? MICROSOFT_SCOPE,
    };
  }

  function oauthOf(connection: TProviderConnection): TOAuthCredentials {
    if (connection.credentials.kind !== 'oauth')
      throw new CalendarSyncError('unauthorized', MICROSOFT_MESSAGES.unauthorized);
    return connection.credentials;
  }

  /** One refresh at a time per connection; the new tokens are kept (sealed by the engine) before use. */
  function refresh(connection: TProviderConnection): Promise<TOAuthCredentials> {
    const running = refreshing.get(connection.id);
    if (running) return running;
    const previous = oauthOf(connection);
    const task = (async () => {
      const fresh = await tokenRequest(
        { grant_type: 'refresh_token', refresh_token: previous.refreshToken },
        previous,
      );
      await connection.saveCredentials(fresh);
      connection.credentials = fresh;
      return fresh;
    })().finally(() => refreshing.delete(connection.id));
    refreshing.set(connection.id, task);
    return task;
  }

  async function accessToken(connection: TProviderConnection): Promise<string> {
    const credentials = oauthOf(connection);
    const expiresAt = Date.parse(credentials.expiresAt);
    if (Number.isFinite(expiresAt) && expiresAt - now().getTime() > REFRESH_MARGIN_MS)
      return credentials.accessToken;
    return (await refresh(connection)).accessToken;
  }

  function graphHeaders(token: string, body: unknown): Record<string, string> {
    return {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      // Times in UTC whatever the mailbox's zone; a page size for delta listings.
      prefer: `outlook.timezone="UTC", odata.maxpagesize=${pageSize}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
  }

  /**
   * A Graph call with the connection's token; on 401 (a token revoked or ended early) the token is refreshed
   * once and the call made again. `url` is always under `apiBase`.
   */
  async function graph(
    connection: TProviderConnection,
    method: string,
    url: URL,
    body?: unknown,
    timeoutMs?: number,
  ): Promise<THttpAnswer> {
    linkUnder(apiBase, url.toString());
    let token = await accessToken(connection);
    const callLimits = timeoutMs ? { ...limits, timeoutMs } : limits;
    const send = () =>
      exchange(
        url,
        {
          method,
          headers: graphHeaders(token, body),
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        callLimits,
      );
    const answer = await send();
    if (answer.status !== 401) return answer;
    const current = oauthOf(connection);
    token = current.accessToken !== token ? current.accessToken : (await refresh(connection)).accessToken;
    return send();
  }

  async function graphOk(
    connection: TProviderConnection,
    method: string,
    url: URL,
    body?: unknown,
  ): Promise<THttpAnswer> {
    const answer = await graph(connection, method, url, body);
    if (!ok(answer)) throw graphFailure(answer);
    return answer;
  }

  function eventBody(event: TOutgoingEvent) {
    const text = event.description.includes(event.url)
      ? event.description
      : `${event.description}\n\n${event.url}`;
    return {
      subject: toStorableText(event.title).slice(0, 255),
      body: { contentType: 'text', content: toStorableText(text).slice(0, 8_000) },
      start: { dateTime: parisWallClock(event.start), timeZone: 'Europe/Paris' },
      end: { dateTime: parisWallClock(event.end), timeZone: 'Europe/Paris' },
      location: { displayName: toStorableText(event.location).slice(0, 255) },
      showAs: event.status === 'tentative' ? 'tentative' : 'busy',
    };
  }

  function eventPath(key: string): URL {
    if (key.length === 0 || key.length > 1_000)
      throw new CalendarSyncError('not-found', MICROSOFT_MESSAGES.notFound);
    return api(`/me/events/${encodeURIComponent(key)}`);
  }

  async function patchEvent(connection: TProviderConnection, key: string, event: TOutgoingEvent) {
    const answer = await graphOk(connection, 'PATCH', eventPath(key), eventBody(event));
    const written = json(writtenSchema, answer);
    return { key: written.id, etag: written.changeKey ?? null };
  }

  async function subscribe(
    connection: TProviderConnection,
    calendarRemoteId: string,
    input: { secret: string; notificationAddress: string },
  ): Promise<TPushChannel> {
    if (input.secret.length > 128) throw new CalendarSyncError('refused', MICROSOFT_MESSAGES.refused);
    // Graph checks the address (validation handshake, up to 10 s) before it answers.
    const answer = await graph(
      connection,
      'POST',
      api('/subscriptions'),
      {
        changeType: 'created,updated,deleted',
        notificationUrl: input.notificationAddress,
        resource: `me/calendars/${calendarRemoteId}/events`,
        expirationDateTime: new Date(now().getTime() + SUBSCRIPTION_MINUTES * 60_000).toISOString(),
        clientState: input.secret,
        latestSupportedTlsVersion: 'v1_2',
      },
      Math.max(limits.timeoutMs, 30_000),
    );
    if (!ok(answer)) throw graphFailure(answer);
    const subscription = json(subscriptionSchema, answer);
    return {
      channelId: subscription.id,
      resourceId: subscription.resource ?? null,
      expiresAt: new Date(subscription.expirationDateTime),
    };
  }

  return {
    name: 'microsoft',

    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(options.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        response_mode: 'query',
        scope: MICROSOFT_SCOPE,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const credentials = await tokenRequest({
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
      });
      const answer = await exchange(
        api('/me'),
        { method: 'GET', headers: graphHeaders(credentials.accessToken, undefined) },
        limits,
      );
      if (!ok(answer)) throw graphFailure(answer);
      const me = json(meSchema, answer);
      const accountEmail = toStorableText(me.mail || me.userPrincipalName || '').trim();
      if (!accountEmail) throw new CalendarSyncError('refused', MICROSOFT_MESSAGES.malformed);
      return { credentials, accountEmail };
    },

    async listCalendars(connection): Promise<TRemoteCalendar[]> {
      const calendars: TRemoteCalendar[] = [];
      let url: URL | null = api('/me/calendars?$top=100');
      for (let page = 0; url && page < 20; page += 1) {
        const answer = await graphOk(connection, 'GET', url);
        const listed = json(calendarsSchema, answer);
        for (const calendar of listed.value) {
          calendars.push({
            remoteId: calendar.id,
            name:
              toStorableText(typeof calendar.name === 'string' ? calendar.name : '').slice(0, 200) ||
              'Calendrier',
            colour: /^#[0-9a-f]{6}$/i.test(calendar.hexColor ?? '')
              ? (calendar.hexColor ?? '').toLowerCase()
              : null,
            writable: calendar.canEdit === true,
          });
        }
        url = listed['@odata.nextLink'] ? linkUnder(apiBase, listed['@odata.nextLink']) : null;
      }
      return calendars;
    },

    async fetchChanges(connection, cursor, window) {
      const full = cursor.syncToken === null;
      let url: URL;
      if (cursor.syncToken === null) {
        url = api(`/me/calendars/${encodeURIComponent(cursor.remoteId)}/calendarView/delta`);
        url.searchParams.set('startDateTime', window.from.toISOString());
        url.searchParams.set('endDateTime', window.until.toISOString());
      } else {
        url = linkUnder(apiBase, cursor.syncToken);
      }
      // Later pages win: an event changed then removed within one listing is removed.
      const changes = new Map<string, TRemoteObject | null>();
      for (let page = 0; ; page += 1) {
        if (page >= maxPages) throw new CalendarSyncError('unreachable', MICROSOFT_MESSAGES.tooManyPages);
        const answer = await graphOk(connection, 'GET', url);
        const listed = json(pageSchema, answer);
        for (const item of listed.value) {
          const event = eventSchema.safeParse(item);
          if (!event.success) continue;
          changes.delete(event.data.id);
          changes.set(event.data.id, event.data['@removed'] ? null : remoteObject(event.data));
        }
        const next = listed['@odata.nextLink'];
        if (next) {
          url = linkUnder(apiBase, next);
          continue;
        }
        const deltaLink = listed['@odata.deltaLink'];
        if (!deltaLink) throw new CalendarSyncError('refused', MICROSOFT_MESSAGES.malformed, answer.status);
        linkUnder(apiBase, deltaLink);
        const changed = [...changes.values()].filter((object): object is TRemoteObject => object !== null);
        // An instance listed without usable times counts as gone, like a removed one.
        const deleted = full ? [] : [...changes].filter(([, object]) => object === null).map(([key]) => key);
        return { full, changed, deleted, syncToken: deltaLink };
      }
    },

    async writeEvent(connection, calendarRemoteId, event, existing): Promise<TWrittenEvent> {
      // An event deleted in Outlook answers 404 here: the engine decides (« Modifié dans votre agenda externe »).
      if (existing) return patchEvent(connection, existing.key, event);
      const answer = await graphOk(
        connection,
        'POST',
        api(`/me/calendars/${encodeURIComponent(calendarRemoteId)}/events`),
        {
          ...eventBody(event),
          transactionId: transactionIdFor(event.uid, now()),
          singleValueExtendedProperties: [{ id: JURISRDV_UID_PROPERTY, value: event.uid }],
        },
      );
      const written = json(writtenSchema, answer);
      // A retried POST (same transactionId) answers the event the first one created, maybe with older times.
      const start = written.start ? graphInstant(written.start) : null;
      const end = written.end ? graphInstant(written.end) : null;
      if (start?.getTime() !== event.start.getTime() || end?.getTime() !== event.end.getTime())
        return patchEvent(connection, written.id, event);
      return { key: written.id, etag: written.changeKey ?? null };
    },

    async deleteEvent(connection, _calendarRemoteId, written) {
      const answer = await graph(connection, 'DELETE', eventPath(written.key));
      if (ok(answer) || answer.status === 404) return;
      throw graphFailure(answer);
    },

    watch(connection, calendarRemoteId, input) {
      return subscribe(connection, calendarRemoteId, input);
    },

    async renewWatch(connection, calendarRemoteId, channel, input) {
      const answer = await graph(
        connection,
        'PATCH',
        api(`/subscriptions/${encodeURIComponent(channel.channelId)}`),
        {
          expirationDateTime: new Date(now().getTime() + SUBSCRIPTION_MINUTES * 60_000).toISOString(),
        },
      );
      // Graph deletes a subscription that expired or that it could not deliver to: a new one then.
      if (answer.status === 404) return subscribe(connection, calendarRemoteId, input);
      if (!ok(answer)) throw graphFailure(answer);
      const subscription = json(subscriptionSchema, answer);
      return { ...channel, expiresAt: new Date(subscription.expirationDateTime) };
    },

    async stopWatching(connection, channel) {
      const answer = await graph(
        connection,
        'DELETE',
        api(`/subscriptions/${encodeURIComponent(channel.channelId)}`),
      );
      if (ok(answer) || answer.status === 404) return;
      throw graphFailure(answer);
    },
  };
}

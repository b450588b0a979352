/**
 * What the sync engine asks of a calendar service (CalDAV, Google Calendar, Microsoft Graph). Each provider
 * speaks its protocol; the engine (`calendar-sync-engine.ts`) owns the database, the schedule and the alarms.
 */

export type TCalendarProviderName = 'caldav' | 'google' | 'microsoft';

/** Credentials as kept (sealed) on the connection. */
export type TCalendarCredentials =
  | { kind: 'password'; username: string; password: string }
  | { kind: 'oauth'; accessToken: string; refreshToken: string; expiresAt: string; scope?: string };

/** The connection as a provider sees it; `saveCredentials` keeps refreshed tokens (sealed by the engine). */
export type TProviderConnection = {
  id: number;
  /** CalDAV: the server's address as typed; OAuth providers: their API base (configured). */
  serverUrl: string;
  credentials: TCalendarCredentials;
  saveCredentials: (credentials: TCalendarCredentials) => Promise<void>;
};

/** A calendar of the account, found by discovery. */
export type TRemoteCalendar = {
  /** CalDAV: the calendar collection's URL; Google: the calendar id; Microsoft: the calendar id. */
  remoteId: string;
  name: string;
  /** `#rrggbb` when the service gives one. */
  colour: string | null;
  /** Whether events can be written there. */
  writable: boolean;
};

/** One occurrence as a service lists it already expanded (Google `singleEvents`, Graph `calendarView`). */
export type TRemoteInstance = { start: Date; end: Date; summary: string; busy: boolean };

/**
 * A changed remote object: a CalDAV resource (one iCalendar text, maybe a recurring series with its
 * exceptions), or a Google/Microsoft event given as its expanded instances. `key` identifies it in
 * the calendar (CalDAV href, event id); `uid` is its iCalendar UID when known (to recognise the
 * appointments JurisRDV wrote itself).
 */
export type TRemoteObject = { key: string; etag: string | null; uid: string | null } & (
  | { format: 'ics'; ics: string }
  | { format: 'instances'; instances: TRemoteInstance[] }
);

/**
 * What changed since `syncToken`. `full` means the list is the whole calendar (first sync, or a token the
 * service no longer accepts): what is not in it is gone.
 */
export type TChangeBatch = {
  full: boolean;
  changed: TRemoteObject[];
  deleted: string[];
  syncToken: string | null;
  /** CalDAV's ctag (getctag), kept to skip a calendar that did not change with one cheap request. */
  ctag?: string | null;
};

/** The window of time the engine keeps (from a day ago to the booking horizon and some). */
export type TSyncWindow = { from: Date; until: Date };

/** The state kept per calendar between syncs. */
export type TCalendarCursor = { remoteId: string; syncToken: string | null; ctag: string | null };

/** An appointment as written to the professional's calendar: never the reason, the opposing party or the case. */
export type TOutgoingEvent = {
  /** Stable across moves: `jurisrdv-appointment-<id>@<host>`. */
  uid: string;
  start: Date;
  end: Date;
  title: string;
  /** The office address, « Visioconférence » or « Téléphone ». */
  location: string;
  /** The mode, the address or the video link, and the link to the appointment in the workspace. */
  description: string;
  url: string;
  /** A pending request is written tentative, a confirmed one confirmed. */
  status: 'tentative' | 'confirmed';
};

/** Where a written event lives, to update or delete it. */
export type TWrittenEvent = { key: string; etag: string | null };

export interface TCalendarProvider {
  readonly name: TCalendarProviderName;
  /** Checks the credentials and lists the account's calendars (CalDAV discovery, calendarList, me/calendars). */
  listCalendars(connection: TProviderConnection): Promise<TRemoteCalendar[]>;
  /**
   * What changed in one calendar since its cursor, within the window; `unchanged` when a cheap check
   * (ctag) shows nothing moved. Throws `CalendarSyncError('expired-token')` when the service refuses the
   * token (Google 410 Gone): the engine then asks again with a null token.
   */
  fetchChanges(
    connection: TProviderConnection,
    cursor: TCalendarCursor,
    window: TSyncWindow,
  ): Promise<TChangeBatch | 'unchanged'>;
  /** Creates (`existing` null) or replaces the event; returns where it now lives. */
  writeEvent(
    connection: TProviderConnection,
    calendarRemoteId: string,
    event: TOutgoingEvent,
    existing: TWrittenEvent | null,
  ): Promise<TWrittenEvent>;
  /** Deletes it; an event already gone is not an error. */
  deleteEvent(
    connection: TProviderConnection,
    calendarRemoteId: string,
    written: TWrittenEvent,
  ): Promise<void>;
}

/**
 * A failure the engine knows how to show: `unauthorized` (401/403, a revoked token or password: the
 * connection needs « Reconnecter »), `not-found` (the calendar or the server's address is gone),
 * `expired-token` (start again from a full listing), `unreachable` (network, 5xx, timeout: retried).
 */
export class CalendarSyncError extends Error {
  constructor(
    readonly reason: 'unauthorized' | 'not-found' | 'expired-token' | 'unreachable' | 'refused',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CalendarSyncError';
  }
}

/** A push channel (Google `events.watch`) or subscription (Microsoft Graph) the service notifies. */
export type TPushChannel = { channelId: string; resourceId: string | null; expiresAt: Date };

/**
 * Google and Microsoft: OAuth 2.0 authorization code with PKCE (S256) and offline access, tokens refreshed
 * before expiry (through `saveCredentials`), and push notifications to `notificationAddress`.
 */
export interface TOAuthCalendarProvider extends TCalendarProvider {
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<{ credentials: Extract<TCalendarCredentials, { kind: 'oauth' }>; accountEmail: string }>;
  /** Asks the service to notify `notificationAddress` of changes to the calendar; `secret` comes back with each. */
  watch(
    connection: TProviderConnection,
    calendarRemoteId: string,
    input: { channelId: string; secret: string; notificationAddress: string },
  ): Promise<TPushChannel>;
  /** Renews before `expiresAt` (Microsoft: PATCH the subscription; Google: a new channel, the old one stopped). */
  renewWatch(
    connection: TProviderConnection,
    calendarRemoteId: string,
    channel: TPushChannel,
    input: { channelId: string; secret: string; notificationAddress: string },
  ): Promise<TPushChannel>;
  stopWatching(connection: TProviderConnection, channel: TPushChannel): Promise<void>;
}

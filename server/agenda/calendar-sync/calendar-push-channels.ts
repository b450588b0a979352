import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lte, not, or, sql } from 'drizzle-orm';
import { CALENDAR_PUSH_RENEW_BEFORE_MS } from '#domain/agenda/calendar-sync/calendar-sync-rules.ts';
import type { TDatabase } from '#server/db/database.ts';
import { calendarConnections, connectedCalendars } from '#server/db/schema/index.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import type { TCalendarProvider, TOAuthCalendarProvider, TPushChannel } from './calendar-provider';
import { CALENDAR_PUSH_PATHS, pushSecretDigest } from './calendar-push-routes';
import { providerConnection, recordConnectionFailure, type TCalendarSyncDeps } from './calendar-sync-engine';

const PUSH_PROVIDERS = ['google', 'microsoft'] as const;
/** Channels opened or renewed per round; the next round takes the rest. */
const DEFAULT_LIMIT = 100;
const CONCURRENCY = 4;
/** After a failure a calendar waits before the next try: 5 minutes, doubling, at most 6 hours. */
const RETRY_FIRST_MS = 5 * 60_000;
const RETRY_MAX_MS = 6 * 3_600_000;

type TRetry = { failures: number; notBefore: number };
/** Waits after failures, per calendar: lost on a restart, which only brings one try forward. */
const retriesByDatabase = new WeakMap<TDatabase, Map<number, TRetry>>();

function retriesOf(db: TDatabase): Map<number, TRetry> {
  let retries = retriesByDatabase.get(db);
  if (!retries) {
    retries = new Map();
    retriesByDatabase.set(db, retries);
  }
  return retries;
}

function isOAuthProvider(provider: TCalendarProvider | undefined): provider is TOAuthCalendarProvider {
  return provider !== undefined && 'watch' in provider && 'renewWatch' in provider;
}

export type TPushUpkeep = { opened: number; renewed: number; stopped: number; failed: number };

/**
 * Keeps a push channel (Google) or subscription (Microsoft) open on every calendar that blocks slots or
 * receives the appointments: opened when missing, renewed CALENDAR_PUSH_RENEW_BEFORE_MS before it expires,
 * each with a new random secret (kept as its digest); channels of calendars no longer used are stopped.
 * Without a channel a calendar is still polled every 30 s, so a failure here is recorded and retried later,
 * never fatal. `notificationBase` is the public address the services call (see `calendarPushBase`).
 */
export async function ensurePushChannels(
  deps: TCalendarSyncDeps,
  notificationBase: string,
  options: { limit?: number } = {},
): Promise<TPushUpkeep> {
  const base = notificationBase.replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(base)) throw new Error('notificationBase is an http(s) address');
  const upkeep: TPushUpkeep = { opened: 0, renewed: 0, stopped: 0, failed: 0 };
  upkeep.stopped = await stopUnusedChannels(deps);
  const now = deps.clock.now();
  const retries = retriesOf(deps.db);
  const due = await deps.db
    .select({ calendar: connectedCalendars, connection: calendarConnections })
    .from(connectedCalendars)
    .innerJoin(calendarConnections, eq(calendarConnections.id, connectedCalendars.connectionId))
    .where(
      and(
        inArray(calendarConnections.provider, [...PUSH_PROVIDERS]),
        sql`${calendarConnections.status} <> 'unauthorized'`,
        or(connectedCalendars.blocksSlots, connectedCalendars.receivesAppointments),
        or(
          isNull(connectedCalendars.pushExpiresAt),
          lte(connectedCalendars.pushExpiresAt, new Date(now.getTime() + CALENDAR_PUSH_RENEW_BEFORE_MS)),
        ),
      ),
    )
    .orderBy(sql`${connectedCalendars.pushExpiresAt} asc nulls first`, asc(connectedCalendars.id))
    .limit(options.limit ?? DEFAULT_LIMIT);
  const queue = due.filter(({ calendar }) => (retries.get(calendar.id)?.notBefore ?? 0) <= now.getTime());
  const workers = Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { calendar, connection } = next;
      const provider = deps.providers[connection.provider];
      if (!isOAuthProvider(provider) || connection.provider === 'caldav') continue;
      const secret = randomBytes(32).toString('base64url');
      const input = {
        channelId: randomBytes(24).toString('base64url'),
        secret,
        notificationAddress: `${base}${CALENDAR_PUSH_PATHS[connection.provider]}`,
      };
      const current: TPushChannel | null =
        calendar.pushChannelId && calendar.pushExpiresAt && calendar.pushExpiresAt > now
          ? {
              channelId: calendar.pushChannelId,
              resourceId: calendar.pushResourceId,
              expiresAt: calendar.pushExpiresAt,
            }
          : null;
      try {
        const remote = providerConnection(deps, connection);
        const channel = current
          ? await provider.renewWatch(remote, calendar.remoteId, current, input)
          : await provider.watch(remote, calendar.remoteId, input);
        // Microsoft extends a subscription in place: it keeps the secret it was opened with.
        const extended = channel.channelId === calendar.pushChannelId;
        const kept = await deps.db
          .update(connectedCalendars)
          .set({
            pushChannelId: channel.channelId,
            pushResourceId: channel.resourceId,
            pushExpiresAt: channel.expiresAt,
            ...(extended ? {} : { pushSecret: pushSecretDigest(secret) }),
          })
          .where(
            and(
              eq(connectedCalendars.id, calendar.id),
              sql`${connectedCalendars.pushChannelId} is not distinct from ${calendar.pushChannelId}`,
            ),
          )
          .returning({ id: connectedCalendars.id });
        retries.delete(calendar.id);
        if (kept.length === 0 && !extended) {
          // Disconnected meanwhile, or renewed by another instance: this channel has no one to tell.
          await provider.stopWatching(remote, channel).catch(() => undefined);
          continue;
        }
        if (current) upkeep.renewed += 1;
        else upkeep.opened += 1;
      } catch (error) {
        upkeep.failed += 1;
        const failures = (retries.get(calendar.id)?.failures ?? 0) + 1;
        retries.set(calendar.id, {
          failures,
          notBefore: now.getTime() + Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS),
        });
        await recordConnectionFailure(deps, connection.id, calendar.id, error);
      }
    }
  });
  await Promise.all(workers);
  return upkeep;
}

/** Calendars no longer blocking slots nor receiving appointments need no notification: their channel stops. */
async function stopUnusedChannels(deps: TCalendarSyncDeps): Promise<number> {
  const unused = await deps.db
    .select({ calendar: connectedCalendars, connection: calendarConnections })
    .from(connectedCalendars)
    .innerJoin(calendarConnections, eq(calendarConnections.id, connectedCalendars.connectionId))
    .where(
      and(
        isNotNull(connectedCalendars.pushChannelId),
        not(connectedCalendars.blocksSlots),
        not(connectedCalendars.receivesAppointments),
      ),
    )
    .limit(DEFAULT_LIMIT);
  for (const { calendar, connection } of unused) {
    const provider = deps.providers[connection.provider];
    const { pushChannelId, pushExpiresAt } = calendar;
    if (isOAuthProvider(provider) && pushChannelId && pushExpiresAt) {
      // Best effort: a channel not stopped runs out by itself, and its notifications find no calendar.
      await (async () =>
        provider.stopWatching(providerConnection(deps, connection), {
          channelId: pushChannelId,
          resourceId: calendar.pushResourceId,
          expiresAt: pushExpiresAt,
        }))().catch(() => undefined);
    }
    await deps.db
      .update(connectedCalendars)
      .set({ pushChannelId: null, pushResourceId: null, pushExpiresAt: null, pushSecret: null })
      .where(eq(connectedCalendars.id, calendar.id));
  }
  return unused.length;
}

/**
 * Opens and renews Google's channels and Microsoft's subscriptions every ten minutes (they are renewed half a
 * day before they expire); nothing runs where no push address can be given (`calendarPushBase`).
 */
export function startPushChannelUpkeep(
  deps: TCalendarSyncDeps,
  notificationBase: string | null,
  intervalMs = 10 * 60_000,
): TRecurringJob | null {
  if (!notificationBase) return null;
  return startRecurringJob('calendar-push-channels', () => ensurePushChannels(deps, notificationBase), {
    intervalMs,
    firstRunAfterMs: 15_000,
    db: deps.db,
  });
}

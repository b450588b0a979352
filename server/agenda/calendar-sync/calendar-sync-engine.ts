import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  appointmentIdOfUid,
  CALENDAR_PROVIDER_LABELS,
  CALENDAR_PUSHED_POLL_MS,
  CALENDAR_SYNC_INTERVAL_MS,
  CALENDAR_SYNC_MAX_OCCURRENCES,
  needsAlert,
  retryDelayMs,
} from '#domain/agenda/calendar-sync/calendar-sync-rules.ts';
import { calendarImportWindow } from '#domain/agenda/calendars/calendar-import-budget.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase, TTransaction } from '#server/db/database.ts';
import {
  calendarConnections,
  connectedCalendars,
  importedEvents,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import type { TClock } from '#server/platform/config.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { IcsParseError, type TImportedEvent } from '../calendars/parse-ics-busy';
import { parseIcsInWorker } from '../calendars/parse-ics-in-worker';
import { openCredentials, sealCredentials } from './calendar-credentials';
import {
  CalendarSyncError,
  type TCalendarProvider,
  type TCalendarProviderName,
  type TChangeBatch,
  type TProviderConnection,
  type TRemoteObject,
} from './calendar-provider';

export type TCalendarProviders = Partial<Record<TCalendarProviderName, TCalendarProvider>>;

/**
 * An event JurisRDV wrote itself, seen again in the calendar it was written to: appointments (a later
 * context) are told, to notice a change made there, and it never counts as a busy time (it is the
 * appointment's own time).
 */
export type TOwnObjectSeen =
  | { kind: 'present'; appointmentId: number; key: string; etag: string | null; start: Date; end: Date }
  | { kind: 'gone'; key: string };
export type TOwnObjectsListener = (
  tx: TTransaction,
  calendar: { id: number; professionalId: number },
  seen: TOwnObjectSeen[],
) => Promise<void>;

let registeredOwnObjectsListener: TOwnObjectsListener | null = null;

/** Appointments tells the engine what to do with JurisRDV's own events (buildApp registers it, like professionalsChanged). */
export function listenToOwnCalendarObjects(listener: TOwnObjectsListener): void {
  registeredOwnObjectsListener = listener;
}

export type TCalendarSyncDeps = {
  db: TDatabase;
  clock: TClock;
  providers: TCalendarProviders;
  credentialsKey: Buffer | null;
  smtpEnabled: boolean;
  publicUrl: string;
  ownObjects?: TOwnObjectsListener;
  /** The calendar reader's worker script (parseIcsInWorker's default otherwise); the bench gives the built one. */
  icsWorkerUrl?: URL;
};

type TConnectionRow = typeof calendarConnections.$inferSelect;

/** The connection as its provider sees it; refreshed tokens are sealed back into its row. */
export function providerConnection(deps: TCalendarSyncDeps, row: TConnectionRow): TProviderConnection {
  return {
    id: row.id,
    serverUrl: row.serverUrl ?? '',
    credentials: openCredentials(row.sealedCredentials, row.professionalId, deps.credentialsKey),
    saveCredentials: async (credentials) => {
      await deps.db
        .update(calendarConnections)
        .set({ sealedCredentials: sealCredentials(credentials, row.professionalId, deps.credentialsKey) })
        .where(eq(calendarConnections.id, row.id));
    },
  };
}

export function providerOf(deps: TCalendarSyncDeps, name: TCalendarProviderName): TCalendarProvider {
  const provider = deps.providers[name];
  if (!provider) {
    throw new AppError('INVALID_STATE', {
      message: `La synchronisation ${CALENDAR_PROVIDER_LABELS[name]} n’est pas configurée sur ce service.`,
    });
  }
  return provider;
}

/** What the professional reads for a failure, in French, whatever the provider said. */
export function failureMessage(error: unknown): string {
  if (error instanceof CalendarSyncError) {
    switch (error.reason) {
      case 'unauthorized':
        return 'L’accès à cet agenda a été refusé ou révoqué\u00a0: reconnectez-le.';
      case 'not-found':
        return 'Cet agenda est introuvable sur le serveur (supprimé ou déplacé).';
      case 'expired-token':
        return 'La synchronisation a dû repartir de zéro.';
      case 'refused':
        return error.message;
      default:
        return 'Le serveur de l’agenda ne répond pas pour le moment.';
    }
  }
  if (error instanceof AppError) return error.message;
  return 'La synchronisation de cet agenda a échoué.';
}

/**
 * The account owner's address on a CalDAV server, when its user name is one (iCloud, Fastmail, Nextcloud
 * by e-mail…): their declined invitations are free time. Google and Microsoft say it in the instances.
 */
function ownerAddressOf(connection: TProviderConnection): string | undefined {
  const { credentials } = connection;
  return credentials.kind === 'password' && /^[^\s@]+@[^\s@]+$/.test(credentials.username)
    ? credentials.username
    : undefined;
}

type TOccurrenceRow = { key: string; event: TImportedEvent };

/** The busy occurrences of the changed objects, JurisRDV's own events set apart. */
async function readObjects(
  objects: readonly TRemoteObject[],
  window: { from: Date; until: Date },
  workerUrl: URL | undefined,
  declinedBy: string | undefined,
): Promise<{ occurrences: TOccurrenceRow[]; own: TOwnObjectSeen[] }> {
  const occurrences: TOccurrenceRow[] = [];
  const own: TOwnObjectSeen[] = [];
  for (const object of objects) {
    let events: TImportedEvent[];
    if (object.format === 'ics') {
      try {
        events = await parseIcsInWorker(object.ics, window, {
          ...(workerUrl ? { workerUrl } : {}),
          ...(declinedBy ? { declinedBy } : {}),
        });
      } catch (error) {
        // One unreadable event does not stop the calendar: it is left out, the others still block.
        if (error instanceof IcsParseError) continue;
        throw error;
      }
    } else {
      events = object.instances;
    }
    const appointmentId = appointmentIdOfUid(object.uid);
    if (appointmentId !== null) {
      const first = events[0];
      if (first) {
        own.push({
          kind: 'present',
          appointmentId,
          key: object.key,
          etag: object.etag,
          start: first.start,
          end: first.end,
        });
      }
      continue;
    }
    for (const event of events) occurrences.push({ key: object.key, event });
    if (occurrences.length > CALENDAR_SYNC_MAX_OCCURRENCES) {
      throw new CalendarSyncError(
        'refused',
        `Cet agenda compte plus de ${new Intl.NumberFormat('fr-FR').format(CALENDAR_SYNC_MAX_OCCURRENCES)} événements à venir\u00a0: il n’est pas lu.`,
      );
    }
  }
  return { occurrences, own };
}

const INSERT_CHUNK = 250;

async function applyBatch(
  deps: TCalendarSyncDeps,
  calendar: { id: number; professionalId: number; receivesAppointments: boolean },
  batch: TChangeBatch,
  read: { occurrences: TOccurrenceRow[]; own: TOwnObjectSeen[] },
  nextSyncAt: Date,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (batch.full) {
      await tx.delete(importedEvents).where(eq(importedEvents.calendarId, calendar.id));
    } else {
      const touched = [...batch.changed.map((object) => object.key), ...batch.deleted];
      for (let offset = 0; offset < touched.length; offset += 500) {
        await tx
          .delete(importedEvents)
          .where(
            and(
              eq(importedEvents.calendarId, calendar.id),
              inArray(importedEvents.objectKey, touched.slice(offset, offset + 500)),
            ),
          );
      }
    }
    for (let offset = 0; offset < read.occurrences.length; offset += INSERT_CHUNK) {
      const rows = read.occurrences.slice(offset, offset + INSERT_CHUNK).map(({ key, event }) => ({
        k: key,
        s: event.start.toISOString(),
        e: event.end.toISOString(),
        m: event.summary,
        b: event.busy,
      }));
      await tx.execute(sql`
        insert into ${importedEvents} (calendar_id, object_key, professional_id, starts_at, ends_at, summary, busy)
        select ${calendar.id}, r.k, ${calendar.professionalId}, r.s, r.e, r.m, r.b
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(k text, s timestamptz, e timestamptz, m text, b boolean)`);
      await nextTurn();
    }
    const ownObjects = deps.ownObjects ?? registeredOwnObjectsListener;
    if (calendar.receivesAppointments && ownObjects) {
      const gone: TOwnObjectSeen[] = batch.deleted.map((key) => ({ kind: 'gone', key }));
      await ownObjects(tx, calendar, [...read.own, ...gone]);
    }
    await tx
      .update(connectedCalendars)
      .set({
        syncToken: batch.syncToken,
        ctag: batch.ctag ?? null,
        lastSyncedAt: now,
        lastError: null,
        nextSyncAt,
      })
      .where(eq(connectedCalendars.id, calendar.id));
  });
}

/** Marks the connection working again once none of its calendars is in error. */
async function markConnectionWorking(db: TDatabase, connectionId: number, now: Date): Promise<void> {
  await db
    .update(calendarConnections)
    .set({ status: 'active', failingSince: null, alertedAt: null, lastError: null, lastSuccessAt: now })
    .where(
      and(
        eq(calendarConnections.id, connectionId),
        sql`not exists (select 1 from ${connectedCalendars} where ${connectedCalendars.connectionId} = ${connectionId} and ${connectedCalendars.lastError} is not null)`,
      ),
    );
}

/**
 * Records a failure on the calendar (or the whole connection) and, when it calls for it, sends the one
 * e-mail of this outage: at once for refused credentials, after 10 minutes otherwise (ADR 0065).
 */
export async function recordConnectionFailure(
  deps: TCalendarSyncDeps,
  connectionId: number,
  calendarId: number | null,
  error: unknown,
): Promise<void> {
  const now = deps.clock.now();
  const message = failureMessage(error);
  const unauthorized = error instanceof CalendarSyncError && error.reason === 'unauthorized';
  await deps.db.transaction(async (tx) => {
    const [connection] = await tx
      .update(calendarConnections)
      .set({
        status: unauthorized
          ? 'unauthorized'
          : sql`case when ${calendarConnections.status} = 'unauthorized' then 'unauthorized' else 'failing' end`,
        failingSince: sql`coalesce(${calendarConnections.failingSince}, ${now.toISOString()}::timestamptz)`,
        lastError: message,
      })
      .where(eq(calendarConnections.id, connectionId))
      .returning();
    if (!connection) return;
    if (calendarId !== null) {
      const failingForMs = connection.failingSince ? now.getTime() - connection.failingSince.getTime() : 0;
      const attempts = 1 + Math.floor(failingForMs / CALENDAR_SYNC_INTERVAL_MS);
      await tx
        .update(connectedCalendars)
        .set({ lastError: message, nextSyncAt: new Date(now.getTime() + retryDelayMs(attempts)) })
        .where(eq(connectedCalendars.id, calendarId));
    }
    if (!needsAlert(connection, now)) return;
    const [claimed] = await tx
      .update(calendarConnections)
      .set({ alertedAt: now })
      .where(and(eq(calendarConnections.id, connectionId), isNull(calendarConnections.alertedAt)))
      .returning({ id: calendarConnections.id });
    if (!claimed) return;
    const [owner] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(eq(professionals.id, connection.professionalId));
    if (!owner) return;
    const provider = CALENDAR_PROVIDER_LABELS[connection.provider];
    await enqueueEmail(
      tx,
      {
        ...composeEmail(
          { email: owner.email, firstName: owner.firstName },
          'Votre agenda connecté ne se synchronise plus',
          [
            `La synchronisation de votre agenda ${provider} «\u00a0${connection.label}\u00a0» ne fonctionne plus\u00a0: ${message}`,
            'Tant qu’elle est interrompue, vos créneaux publics ne tiennent plus compte de ses événements et vos rendez-vous JurisRDV n’y sont plus écrits.',
          ],
          { label: 'Reconnecter', url: `${deps.publicUrl}/pro/dashboard/agendas` },
        ),
        kind: 'calendar-sync-alert',
        priority: 'security',
      },
      deps.smtpEnabled,
    );
  });
}

/**
 * Reads what changed in one connected calendar and applies it in one transaction: its busy occurrences
 * replaced object by object, JurisRDV's own events reported to `ownObjects`, the cursor kept. A token the
 * service no longer accepts starts again from a full listing. The professional's slots follow.
 */
export async function syncConnectedCalendar(
  deps: TCalendarSyncDeps,
  calendarId: number,
): Promise<'synced' | 'unchanged' | 'failed'> {
  const [row] = await deps.db
    .select({ calendar: connectedCalendars, connection: calendarConnections })
    .from(connectedCalendars)
    .innerJoin(calendarConnections, eq(calendarConnections.id, connectedCalendars.connectionId))
    .where(eq(connectedCalendars.id, calendarId));
  if (!row) return 'failed';
  const { calendar, connection } = row;
  const now = deps.clock.now();
  const pushed = calendar.pushExpiresAt !== null && calendar.pushExpiresAt > now;
  const nextSyncAt = new Date(now.getTime() + (pushed ? CALENDAR_PUSHED_POLL_MS : CALENDAR_SYNC_INTERVAL_MS));
  try {
    const provider = providerOf(deps, connection.provider);
    const remote = providerConnection(deps, connection);
    const window = calendarImportWindow(now);
    let cursor = { remoteId: calendar.remoteId, syncToken: calendar.syncToken, ctag: calendar.ctag };
    let batch: TChangeBatch | 'unchanged';
    try {
      batch = await provider.fetchChanges(remote, cursor, window);
    } catch (error) {
      if (!(error instanceof CalendarSyncError && error.reason === 'expired-token')) throw error;
      cursor = { ...cursor, syncToken: null, ctag: null };
      batch = await provider.fetchChanges(remote, cursor, window);
    }
    if (batch === 'unchanged') {
      await deps.db
        .update(connectedCalendars)
        .set({ lastSyncedAt: now, lastError: null, nextSyncAt })
        .where(eq(connectedCalendars.id, calendar.id));
      await markConnectionWorking(deps.db, connection.id, now);
      return 'unchanged';
    }
    const read =
      calendar.blocksSlots || calendar.receivesAppointments
        ? await readObjects(batch.changed, window, deps.icsWorkerUrl, ownerAddressOf(remote))
        : null;
    await applyBatch(
      deps,
      calendar,
      batch,
      read && calendar.blocksSlots ? read : { occurrences: [], own: read?.own ?? [] },
      nextSyncAt,
    );
    await markConnectionWorking(deps.db, connection.id, now);
    await professionalsChanged(deps.db, [calendar.professionalId], now);
    return 'synced';
  } catch (error) {
    await recordConnectionFailure(deps, connection.id, calendar.id, error);
    return 'failed';
  }
}

/**
 * Claims the calendars due (SKIP LOCKED: two instances never read the same one), moving their next read
 * past the claim so a crash mid-sync is retried, not lost.
 */
async function claimDueCalendars(db: TDatabase, now: Date, limit: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: connectedCalendars.id })
      .from(connectedCalendars)
      .innerJoin(calendarConnections, eq(calendarConnections.id, connectedCalendars.connectionId))
      .where(
        and(
          or(connectedCalendars.blocksSlots, connectedCalendars.receivesAppointments),
          lte(connectedCalendars.nextSyncAt, now),
          sql`${calendarConnections.status} <> 'unauthorized'`,
        ),
      )
      .orderBy(connectedCalendars.nextSyncAt)
      .limit(limit)
      .for('update', { of: connectedCalendars, skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length > 0) {
      await tx
        .update(connectedCalendars)
        .set({ nextSyncAt: new Date(now.getTime() + 2 * 60_000) })
        .where(inArray(connectedCalendars.id, ids));
    }
    return ids;
  });
}

/**
 * One tick of the loop: every due calendar, a few at a time; returns how many were read. Claims go by
 * `limit` and a full claim is followed by another (for up to one sync interval), so the calendars read per
 * tick follow how many are due rather than a fixed batch: 200 per 5 s tick could not read 2 000 calendars
 * every 30 s (bench/calendar-sync-bench.ts).
 */
export async function syncDueCalendars(
  deps: TCalendarSyncDeps,
  options: { limit?: number; concurrency?: number } = {},
): Promise<number> {
  const limit = options.limit ?? 200;
  const started = performance.now();
  let read = 0;
  for (;;) {
    const ids = await claimDueCalendars(deps.db, deps.clock.now(), limit);
    const queue = [...ids];
    const workers = Array.from({ length: Math.min(options.concurrency ?? 8, queue.length) }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        await syncConnectedCalendar(deps, id);
      }
    });
    await Promise.all(workers);
    read += ids.length;
    if (ids.length < limit || performance.now() - started >= CALENDAR_SYNC_INTERVAL_MS) return read;
  }
}

/**
 * The booking's last look (issue 28 §3): a professional's blocking calendars not read within the sync
 * interval are read now, so a slot blocked seconds ago in Outlook is not booked. Bounded by `timeoutMs`:
 * a slow server delays a booking that long at most, and the loop keeps trying.
 */
export async function refreshStaleBlockingCalendars(
  deps: TCalendarSyncDeps,
  professionalId: number,
  timeoutMs = 4_000,
): Promise<void> {
  const staleBefore = new Date(deps.clock.now().getTime() - CALENDAR_SYNC_INTERVAL_MS);
  const stale = await deps.db
    .select({ id: connectedCalendars.id })
    .from(connectedCalendars)
    .innerJoin(calendarConnections, eq(calendarConnections.id, connectedCalendars.connectionId))
    .where(
      and(
        eq(connectedCalendars.professionalId, professionalId),
        connectedCalendars.blocksSlots,
        sql`${calendarConnections.status} <> 'unauthorized'`,
        or(isNull(connectedCalendars.lastSyncedAt), lte(connectedCalendars.lastSyncedAt, staleBefore)),
      ),
    );
  if (stale.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(stale.map((row) => syncConnectedCalendar(deps, row.id))),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}

/** Push notification received for a channel: its calendar is read at the next tick. */
export async function calendarNotified(db: TDatabase, channelId: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(connectedCalendars)
    .set({ nextSyncAt: now })
    .where(and(eq(connectedCalendars.pushChannelId, channelId), isNotNull(connectedCalendars.pushChannelId)))
    .returning({ id: connectedCalendars.id });
  return updated.length > 0;
}

/**
 * Reads every due connected calendar every few seconds: with a 30 s interval per calendar, a change made
 * in the external calendar blocks or frees the public slot within a minute (issue 28 §2).
 */
export function startCalendarSyncLoop(deps: TCalendarSyncDeps, intervalMs = 5_000): TRecurringJob {
  return startRecurringJob('calendar-sync', () => syncDueCalendars(deps), { intervalMs, db: deps.db });
}

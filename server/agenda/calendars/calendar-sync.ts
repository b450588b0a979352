import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, count, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  CALENDAR_IMPORT_LIMITS,
  CALENDAR_IMPORT_MESSAGES,
  calendarImportWindow,
} from '#domain/agenda/calendars/calendar-import-budget.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase, TTransaction } from '#server/db/database.ts';
import { calendarAccounts, importedEvents, professionals } from '#server/db/schema/index.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import type { TClock } from '#server/platform/config.ts';
import type { TCalendarNetwork } from './calendar-network';
import { fetchCalendar } from './fetch-calendar';
import { IcsParseError, type TImportedEvent } from './parse-ics-busy';
import { parseIcsInWorker } from './parse-ics-in-worker';

export const DAY_MS = 86_400_000;

/** Rows per INSERT: each statement stays short (≈ 25 ms on PGlite, where it runs on the event loop). */
const INSERT_CHUNK = 250;

export type TCalendarSource = { allowPrivate: boolean; network?: TCalendarNetwork };

/**
 * The occurrences of a calendar file inside the import window, read in a worker thread within the
 * import budget; a refused file is a 400 on `field` (the form's file or address field).
 */
export async function readCalendar(
  text: string,
  now: Date,
  field: 'icsContent' | 'url',
): Promise<TImportedEvent[]> {
  try {
    return await parseIcsInWorker(text, calendarImportWindow(now));
  } catch (error) {
    if (error instanceof IcsParseError) {
      throw new AppError('VALIDATION_FAILED', {
        message: error.message,
        fieldErrors: { [field]: error.message },
      });
    }
    throw error;
  }
}

/**
 * Inserts occurrences a few hundred rows per statement, with a turn of the event loop between
 * statements: on PGlite other queries still wait for the transaction, but everything else runs.
 */
async function insertOccurrences(
  tx: TTransaction,
  account: { id: number; professionalId: number },
  events: TImportedEvent[],
): Promise<void> {
  for (let offset = 0; offset < events.length; offset += INSERT_CHUNK) {
    const rows = events.slice(offset, offset + INSERT_CHUNK).map((event) => ({
      s: event.start.toISOString(),
      e: event.end.toISOString(),
      m: event.summary,
      b: event.busy,
    }));
    // One JSON parameter instead of six per row: several times faster to bind, on both drivers.
    await tx.execute(sql`
      insert into ${importedEvents} (account_id, professional_id, starts_at, ends_at, summary, busy)
      select ${account.id}, ${account.professionalId}, r.s, r.e, r.m, r.b
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(s timestamptz, e timestamptz, m text, b boolean)`);
    await nextTurn();
  }
}

/**
 * Locks the professional's row (two imports at once are counted one after the other) and refuses
 * occurrences that would take their calendars past the per-professional total.
 */
async function checkProfessionalTotal(
  tx: TTransaction,
  professionalId: number,
  replacedAccountId: number | null,
  adding: number,
  field: 'icsContent' | 'url',
): Promise<void> {
  await tx
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
    .for('update');
  const [kept] = await tx
    .select({ n: count() })
    .from(importedEvents)
    .where(
      and(
        eq(importedEvents.professionalId, professionalId),
        replacedAccountId === null ? undefined : ne(importedEvents.accountId, replacedAccountId),
      ),
    );
  if ((kept?.n ?? 0) + adding > CALENDAR_IMPORT_LIMITS.maxOccurrencesPerProfessional) {
    const message = CALENDAR_IMPORT_MESSAGES.tooManyOccurrencesForProfessional;
    throw new AppError('VALIDATION_FAILED', { message, fieldErrors: { [field]: message } });
  }
}

/**
 * Creates the account and its occurrences in one transaction: a failure at any row leaves no account.
 */
export async function createCalendarAccount(
  db: TDatabase,
  professionalId: number,
  input: { name: string; email: string | null; colour: string; sourceUrl: string | null },
  events: TImportedEvent[],
  now: Date,
): Promise<number> {
  const field = input.sourceUrl ? 'url' : 'icsContent';
  const id = await db.transaction(async (tx) => {
    await checkProfessionalTotal(tx, professionalId, null, events.length, field);
    const [existing] = await tx
      .select({ n: count() })
      .from(calendarAccounts)
      .where(eq(calendarAccounts.professionalId, professionalId));
    if ((existing?.n ?? 0) >= CALENDAR_IMPORT_LIMITS.maxAccountsPerProfessional) {
      throw new AppError('INVALID_STATE', { message: CALENDAR_IMPORT_MESSAGES.tooManyAccounts });
    }
    const [account] = await tx
      .insert(calendarAccounts)
      .values({ professionalId, ...input, lastSyncedAt: now })
      .returning({ id: calendarAccounts.id });
    if (!account) throw new AppError('INTERNAL');
    await insertOccurrences(tx, { id: account.id, professionalId }, events);
    return account.id;
  });
  await professionalsChanged(db, [professionalId], now);
  return id;
}

/** Replaces an account's occurrences in one transaction: a failed write keeps the previous ones. */
export async function replaceEvents(
  db: TDatabase,
  account: { id: number; professionalId: number },
  events: TImportedEvent[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await checkProfessionalTotal(tx, account.professionalId, account.id, events.length, 'url');
    await tx
      .delete(importedEvents)
      .where(
        and(
          eq(importedEvents.professionalId, account.professionalId),
          eq(importedEvents.accountId, account.id),
        ),
      );
    await insertOccurrences(tx, account, events);
    await tx
      .update(calendarAccounts)
      .set({ lastSyncedAt: now, lastError: null })
      .where(eq(calendarAccounts.id, account.id));
  });
}

type TUrlAccount = { id: number; professionalId: number; sourceUrl: string };

/**
 * Fetches a subscribed calendar again (same address checks, size limit and budget as an import) and
 * replaces its occurrences; the professional's public slots follow. A failure keeps the previous
 * occurrences, is recorded on the account (shown in « Comptes importés ») and rethrown.
 */
export async function syncFromUrl(
  db: TDatabase,
  account: TUrlAccount,
  source: TCalendarSource,
  now: Date,
): Promise<void> {
  try {
    const text = await fetchCalendar(account.sourceUrl, source);
    await replaceEvents(db, account, await readCalendar(text, now, 'url'), now);
  } catch (error) {
    const message = error instanceof AppError ? error.message : 'Le calendrier n’a pas pu être lu.';
    await db.update(calendarAccounts).set({ lastError: message }).where(eq(calendarAccounts.id, account.id));
    throw error;
  }
  await professionalsChanged(db, [account.professionalId], now);
}

/**
 * Claims one subscribed calendar not synced for `maxAgeMs` (SKIP LOCKED, so two instances never fetch the
 * same one) and marks the attempt, successful or not, so a failing feed is retried at the next interval.
 */
async function claimDueAccount(db: TDatabase, maxAgeMs: number, now: Date): Promise<TUrlAccount | null> {
  const dueBefore = new Date(now.getTime() - maxAgeMs);
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({
        id: calendarAccounts.id,
        professionalId: calendarAccounts.professionalId,
        sourceUrl: calendarAccounts.sourceUrl,
      })
      .from(calendarAccounts)
      .where(
        and(
          isNotNull(calendarAccounts.sourceUrl),
          or(isNull(calendarAccounts.lastSyncedAt), lt(calendarAccounts.lastSyncedAt, dueBefore)),
        ),
      )
      .orderBy(sql`${calendarAccounts.lastSyncedAt} asc nulls first`, calendarAccounts.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due?.sourceUrl) return null;
    await tx.update(calendarAccounts).set({ lastSyncedAt: now }).where(eq(calendarAccounts.id, due.id));
    return { id: due.id, professionalId: due.professionalId, sourceUrl: due.sourceUrl };
  });
}

/** Syncs every subscribed calendar older than `maxAgeMs`; returns how many were fetched. */
export async function refreshDueCalendars(
  db: TDatabase,
  options: TCalendarSource & { maxAgeMs: number; limit?: number },
  now: Date,
): Promise<number> {
  let fetched = 0;
  for (let index = 0; index < (options.limit ?? 50); index += 1) {
    const account = await claimDueAccount(db, options.maxAgeMs, now);
    if (!account) break;
    fetched += 1;
    try {
      await syncFromUrl(db, account, options, now);
    } catch {
      // Recorded on the account by syncFromUrl; the next interval tries again.
    }
  }
  return fetched;
}

/** Keeps subscribed calendars fresh so their busy times keep blocking public slots without a manual refresh. */
export function startCalendarRefresher(
  db: TDatabase,
  clock: TClock,
  options: TCalendarSource & { maxAgeMs: number; intervalMs?: number },
): TRecurringJob {
  return startRecurringJob('calendar-refresh', () => refreshDueCalendars(db, options, clock.now()), {
    intervalMs: options.intervalMs ?? 60_000,
    db,
  });
}

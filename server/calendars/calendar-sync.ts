import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { AppError } from '../../domain/errors/app-error';
import type { TClock } from '../config';
import type { TDatabase } from '../db/database';
import { calendarAccounts, importedEvents } from '../db/schema';
import { professionalsChanged } from '../professionals/professionals-changed';
import { fetchCalendar } from './fetch-calendar';
import { IcsParseError, parseIcsEvents } from './parse-ics-busy';

export const DAY_MS = 86_400_000;
/** Imported occurrences kept: a day back, three months ahead (beyond any booking horizon). */
const IMPORT_WINDOW = { backDays: 1, aheadDays: 92 };
/** Replaces an account's imported occurrences with those of `text` (an iCalendar file). */
export async function replaceEvents(
  db: TDatabase,
  account: { id: number; professionalId: number },
  text: string,
  now: Date,
) {
  let events: ReturnType<typeof parseIcsEvents>;
  try {
    events = parseIcsEvents(
      text,
      new Date(now.getTime() - IMPORT_WINDOW.backDays * DAY_MS),
      new Date(now.getTime() + IMPORT_WINDOW.aheadDays * DAY_MS),
    );
  } catch (error) {
    if (error instanceof IcsParseError) {
      throw new AppError('VALIDATION_FAILED', {
        message: error.message,
        fieldErrors: { icsContent: error.message },
      });
    }
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx.delete(importedEvents).where(eq(importedEvents.accountId, account.id));
    for (let offset = 0; offset < events.length; offset += 500) {
      await tx.insert(importedEvents).values(
        events.slice(offset, offset + 500).map((event) => ({
          accountId: account.id,
          professionalId: account.professionalId,
          startsAt: event.start,
          endsAt: event.end,
          summary: event.summary.slice(0, 300),
          busy: event.busy,
        })),
      );
    }
    await tx
      .update(calendarAccounts)
      .set({ lastSyncedAt: now, lastError: null })
      .where(eq(calendarAccounts.id, account.id));
  });
}

type TUrlAccount = { id: number; professionalId: number; sourceUrl: string };

/**
 * Fetches a subscribed calendar again and replaces its occurrences; the professional's public slots follow.
 * A failure is recorded on the account (shown in « Comptes importés ») and rethrown.
 */
export async function syncFromUrl(
  db: TDatabase,
  account: TUrlAccount,
  options: { allowPrivate: boolean },
  now: Date,
): Promise<void> {
  try {
    await replaceEvents(db, account, await fetchCalendar(account.sourceUrl, options), now);
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
  options: { allowPrivate: boolean; maxAgeMs: number; limit?: number },
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
  options: { allowPrivate: boolean; maxAgeMs: number; intervalMs?: number },
) {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = refreshDueCalendars(db, options, clock.now())
      .catch((error: unknown) => console.error('Actualisation des calendriers :', error))
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

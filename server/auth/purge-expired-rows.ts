import { lt, or } from 'drizzle-orm';
import type { TClock } from '../config';
import type { TDatabase } from '../db/database';
import { loginFailures, passwordResetTokens, sessions } from '../db/schema';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes what no longer serves: login failures past the 15-minute window (kept a day), reset tokens a
 * day after they were issued (they live one hour), sessions a day after they expired and revoked ones
 * after 30 days. Returns the number of rows removed per table.
 */
export async function purgeExpiredRows(db: TDatabase, now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const failures = await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, dayAgo))
    .returning({ id: loginFailures.id });
  const tokens = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.createdAt, dayAgo))
    .returning({ tokenHash: passwordResetTokens.tokenHash });
  const oldSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, new Date(now.getTime() - 30 * DAY_MS))))
    .returning({ tokenHash: sessions.tokenHash });
  return { loginFailures: failures.length, resetTokens: tokens.length, sessions: oldSessions.length };
}

/** Runs the purge every hour (and once shortly after start). */
export function startExpiredRowsPurge(db: TDatabase, clock: TClock, intervalMs = HOUR_MS) {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = purgeExpiredRows(db, clock.now())
      .catch((error: unknown) => console.error('Purge des données expirées :', error))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

import { and, count, eq, gt } from 'drizzle-orm';
import { AppError } from '../../domain/errors/app-error';
import type { TDatabase } from '../db/database';
import { loginFailures } from '../db/schema';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures allowed per account in the window (guessing one person's password). */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Failures allowed per address in the window (trying many accounts from one place). */
export const MAX_FAILURES_PER_IP = 30;

/** Counters live in the database so every server instance sees the same ones. */
export async function assertLoginAllowed(db: TDatabase, accountKey: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.accountKey, accountKey), gt(loginFailures.createdAt, since)));
  if ((byAccount?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT) throw new AppError('TOO_MANY_ATTEMPTS');
  const [byIp] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  if ((byIp?.n ?? 0) >= MAX_FAILURES_PER_IP) throw new AppError('TOO_MANY_ATTEMPTS');
}

export async function recordLoginFailure(db: TDatabase, accountKey: string, ip: string, now: Date) {
  await db.insert(loginFailures).values({ accountKey, ip, createdAt: now });
}

export async function clearLoginFailures(db: TDatabase, accountKey: string) {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}

import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { throttleBuckets } from '#server/db/schema/index.ts';

/**
 * How a key is throttled: `freeHits` hits in a window go through untouched; past them every hit is
 * still let through but makes the next one wait, twice as long each time (`baseDelayMs`, 2×, 4×…,
 * at most `maxDelayMs`). A key left alone for `windowMs` starts afresh.
 */
export type TThrottlePolicy = {
  freeHits: number;
  windowMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
};

export type TThrottleDecision = { allowed: true; hits: number } | { allowed: false; retryAfterMs: number };

/**
 * A bucket key made of a kind and the parts it counts (an e-mail, an address…), hashed so that the
 * table holds no personal data in clear.
 */
export function throttleKeyOf(kind: string, ...parts: string[]): string {
  return `${kind}:${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40)}`;
}

/** The wait imposed after the `hits`-th hit of a window (0 while within the free hits). */
export function delayAfter(hits: number, policy: TThrottlePolicy): number {
  if (hits <= policy.freeHits) return 0;
  const doublings = Math.min(hits - policy.freeHits - 1, 30);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** doublings);
}

/**
 * Counts one hit on `key` and says whether it may go on. The row is locked for the decision, so a
 * thousand concurrent hits are decided one after another: they cannot all read "under the limit"
 * before any of them is counted (count first, then do the guarded work).
 */
export async function takeThrottle(
  db: TDatabase,
  key: string,
  policy: TThrottlePolicy,
  now: Date,
): Promise<TThrottleDecision> {
  return takeThrottles(db, [{ key, policy }], now);
}

/**
 * Counts one hit on several keys at once, all or nothing: when any key is waiting, none is counted
 * and the answer is the longest wait; otherwise every key is counted (`hits` is the first key's).
 * Rows are created and locked in key order, so two requests sharing keys cannot deadlock.
 */
export async function takeThrottles(
  db: TDatabase,
  checks: readonly { key: string; policy: TThrottlePolicy }[],
  now: Date,
): Promise<TThrottleDecision> {
  const ordered = [...checks].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    const buckets: (typeof throttleBuckets.$inferSelect)[] = [];
    for (const { key } of ordered) {
      await tx
        .insert(throttleBuckets)
        .values({ key, hits: 0, windowStartedAt: now, updatedAt: now })
        .onConflictDoNothing();
    }
    for (const { key } of ordered) {
      const [bucket] = await tx
        .select()
        .from(throttleBuckets)
        .where(eq(throttleBuckets.key, key))
        .for('update');
      if (!bucket) throw new Error(`throttle bucket ${key} vanished`);
      buckets.push(bucket);
    }
    const retryAfterMs = Math.max(
      0,
      ...buckets.map((bucket) =>
        bucket.blockedUntil && bucket.blockedUntil > now ? bucket.blockedUntil.getTime() - now.getTime() : 0,
      ),
    );
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    const hitsByKey = new Map<string, number>();
    for (const [index, { key, policy }] of ordered.entries()) {
      const bucket = buckets[index] as typeof throttleBuckets.$inferSelect;
      const expired = now.getTime() - bucket.updatedAt.getTime() >= policy.windowMs;
      const hits = expired ? 1 : bucket.hits + 1;
      const delay = delayAfter(hits, policy);
      await tx
        .update(throttleBuckets)
        .set({
          hits,
          windowStartedAt: expired ? now : bucket.windowStartedAt,
          blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
          updatedAt: now,
        })
        .where(eq(throttleBuckets.key, key));
      hitsByKey.set(key, hits);
    }
    return { allowed: true, hits: hitsByKey.get(checks[0]?.key ?? '') ?? 0 };
  });
}

/** Forgets a key (e.g. the (account, address) pair after a successful sign-in). */
export async function clearThrottle(db: TDatabaseOrTransaction, key: string): Promise<void> {
  await db.delete(throttleBuckets).where(eq(throttleBuckets.key, key));
}

/** Gives one hit back (a hit counted in advance that turned out legitimate), without lifting a wait. */
export async function refundThrottle(db: TDatabase, key: string): Promise<void> {
  await db
    .update(throttleBuckets)
    .set({ hits: sql`greatest(${throttleBuckets.hits} - 1, 0)` })
    .where(eq(throttleBuckets.key, key));
}

/** Removes buckets untouched since `before` whose wait is over (hourly purge); returns how many. */
export async function purgeThrottleBuckets(db: TDatabase, before: Date, now: Date): Promise<number> {
  const removed = await db
    .delete(throttleBuckets)
    .where(
      and(
        lt(throttleBuckets.updatedAt, before),
        or(isNull(throttleBuckets.blockedUntil), lt(throttleBuckets.blockedUntil, now)),
      ),
    )
    .returning({ key: throttleBuckets.key });
  return removed.length;
}

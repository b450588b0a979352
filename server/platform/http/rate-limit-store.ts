import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/database.ts';
import { throttleBuckets } from '#server/db/schema/index.ts';
import type { TClock } from '../config';
import { throttleKeyOf } from './throttle';

type TStore = FastifyRateLimitStore;
type TStoreCallback = Parameters<TStore['incr']>[1];

/** Addresses the flood guard remembers at most; past that, the least recently seen is forgotten. */
const FLOOD_GUARD_CAPACITY = 100_000;

/**
 * Counts one hit of `key` in a fixed window of `windowMs` that starts at the key's first hit, in ONE
 * statement: the upsert takes the row's lock, so a thousand concurrent hits are counted one after
 * another and exactly `max` of them see a count within the limit, on every instance sharing the database.
 */
export async function countWindowHit(
  db: TDatabase,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; windowStartedAt: Date }> {
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${throttleBuckets.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttleBuckets)
    .values({ key, hits: 1, windowStartedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: throttleBuckets.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${throttleBuckets.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowValue} else ${throttleBuckets.windowStartedAt} end`,
        updatedAt: now,
      },
    })
    .returning({ hits: throttleBuckets.hits, windowStartedAt: throttleBuckets.windowStartedAt });
  if (!row) throw new Error(`rate limit bucket ${key} not written`);
  return row;
}

/**
 * A limiter of one route group (`createRateLimit`) counts in `throttle_buckets`, shared by every
 * instance on the same PostgreSQL. Its keys are `<group> <address>`, stored hashed like every bucket key.
 */
class DatabaseWindowStore implements TStore {
  constructor(
    private readonly db: TDatabase,
    private readonly clock: TClock,
  ) {}

  incr(key: string, callback: TStoreCallback, timeWindow: number): void {
    const separator = key.indexOf(' ');
    const bucketKey = throttleKeyOf(`rate-${key.slice(0, separator)}`, key.slice(separator + 1));
    const now = this.clock.now();
    countWindowHit(this.db, bucketKey, timeWindow, now).then(
      ({ hits, windowStartedAt }) =>
        callback(null, { current: hits, ttl: windowStartedAt.getTime() + timeWindow - now.getTime() }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(): TStore {
    return this;
  }
}

/**
 * The store class given to @fastify/rate-limit. The plugin makes one instance for its global limit: that
 * one is the flood guard and counts in this process's memory (no database write per request; each
 * instance guards its own event loop). Every limiter derived from it for a route group (`child`, called
 * by `createRateLimit` and by a route's `config.rateLimit`) counts in the database instead. Both read the
 * app's clock, so tests move their windows by moving the clock.
 */
export function rateLimitStoreOf(db: TDatabase, clock: TClock): FastifyRateLimitStoreCtor {
  return class FloodGuardStore implements TStore {
    /** Map order is recency order: a hit moves its key to the end, the first key is the stalest. */
    private readonly windows = new Map<string, { hits: number; startedAt: number }>();

    incr(key: string, callback: TStoreCallback, timeWindow: number): void {
      const now = clock.now().getTime();
      const previous = this.windows.get(key);
      const window =
        previous && previous.startedAt + timeWindow > now ? previous : { hits: 0, startedAt: now };
      window.hits += 1;
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > FLOOD_GUARD_CAPACITY) {
        const stalest = this.windows.keys().next();
        if (!stalest.done) this.windows.delete(stalest.value);
      }
      callback(null, { current: window.hits, ttl: window.startedAt + timeWindow - now });
    }

    child(): TStore {
      return new DatabaseWindowStore(db, clock);
    }
  };
}

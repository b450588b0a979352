import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '#server/db/database.ts';
import { throttleBuckets } from '#server/db/schema/index.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import {
  clearThrottle,
  delayAfter,
  purgeThrottleBuckets,
  refundThrottle,
  type TThrottlePolicy,
  takeThrottle,
  takeThrottles,
  throttleKeyOf,
} from './throttle';

let handle: TDatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const POLICY: TThrottlePolicy = { freeHits: 3, windowMs: 60_000, baseDelayMs: 1_000, maxDelayMs: 8_000 };
const T0 = new Date('2026-11-24T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('delayAfter', () => {
  it('is free up to freeHits, then doubles up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 60].map((hits) => delayAfter(hits, POLICY))).toEqual([
      0, 0, 0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
  });
});

describe('takeThrottle', () => {
  it('lets the free hits through, then imposes growing waits', async () => {
    const key = 'test:growing';
    for (let i = 1; i <= 4; i++) {
      expect(await takeThrottle(handle.db, key, POLICY, T0)).toEqual({ allowed: true, hits: i });
    }
    expect(await takeThrottle(handle.db, key, POLICY, at(500))).toEqual({
      allowed: false,
      retryAfterMs: 500,
    });
    expect(await takeThrottle(handle.db, key, POLICY, at(1_000))).toEqual({ allowed: true, hits: 5 });
    expect(await takeThrottle(handle.db, key, POLICY, at(2_999))).toEqual({
      allowed: false,
      retryAfterMs: 1,
    });
    expect(await takeThrottle(handle.db, key, POLICY, at(3_000))).toEqual({ allowed: true, hits: 6 });
    // Left alone for a whole window, the key starts afresh.
    expect(await takeThrottle(handle.db, key, POLICY, at(3_000 + 60_000))).toEqual({
      allowed: true,
      hits: 1,
    });
  });

  it('holds under concurrency: of 60 simultaneous hits only the free ones and the one that sets the wait pass', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 60 }, () => takeThrottle(handle.db, 'test:concurrent', POLICY, T0)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(POLICY.freeHits + 1);
    expect(decisions.filter((decision) => !decision.allowed)).toHaveLength(60 - POLICY.freeHits - 1);
  });

  it('keeps keys apart, and clear/refund forget hits', async () => {
    for (let i = 0; i < 3; i++) await takeThrottle(handle.db, 'test:a', POLICY, T0);
    expect(await takeThrottle(handle.db, 'test:b', POLICY, T0)).toEqual({ allowed: true, hits: 1 });
    await refundThrottle(handle.db, 'test:a');
    expect(await takeThrottle(handle.db, 'test:a', POLICY, T0)).toEqual({ allowed: true, hits: 3 });
    await clearThrottle(handle.db, 'test:a');
    expect(await takeThrottle(handle.db, 'test:a', POLICY, T0)).toEqual({ allowed: true, hits: 1 });
  });

  it('purges buckets left alone whose wait is over, and keeps the others', async () => {
    // Four hits at 0 s, one at 1 s, one at 3 s: the last one imposes a wait until 7 s.
    for (const ms of [0, 0, 0, 0, 1_000, 3_000])
      await takeThrottle(handle.db, 'test:long-wait', POLICY, at(ms));
    await takeThrottle(handle.db, 'test:old', POLICY, T0);
    await takeThrottle(handle.db, 'test:recent', POLICY, at(4_500));
    await purgeThrottleBuckets(handle.db, at(4_000), at(5_000));
    const exists = async (key: string) =>
      (await handle.db.select().from(throttleBuckets).where(eq(throttleBuckets.key, key))).length === 1;
    expect(await exists('test:old')).toBe(false);
    expect(await exists('test:recent')).toBe(true);
    // Its wait until 7 s is not over at 5 s: purging it would lift the wait.
    expect(await exists('test:long-wait')).toBe(true);
  });
});

describe('takeThrottles', () => {
  it('counts every key or none: a waiting key stops the others from being counted', async () => {
    const wide: TThrottlePolicy = { ...POLICY, freeHits: 100 };
    for (let i = 0; i < 4; i++) await takeThrottle(handle.db, 'test:multi-narrow', POLICY, T0);
    const refused = await takeThrottles(
      handle.db,
      [
        { key: 'test:multi-wide', policy: wide },
        { key: 'test:multi-narrow', policy: POLICY },
      ],
      at(200),
    );
    expect(refused).toEqual({ allowed: false, retryAfterMs: 800 });
    const [wideRow] = await handle.db
      .select()
      .from(throttleBuckets)
      .where(eq(throttleBuckets.key, 'test:multi-wide'));
    expect(wideRow?.hits).toBe(0);
    const allowed = await takeThrottles(
      handle.db,
      [
        { key: 'test:multi-wide', policy: wide },
        { key: 'test:multi-narrow', policy: POLICY },
      ],
      at(1_000),
    );
    expect(allowed).toEqual({ allowed: true, hits: 1 });
  });

  it('holds under concurrency with keys shared in any order, without deadlock', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const pair = [
          { key: 'test:shared-a', policy: { ...POLICY, freeHits: 1_000 } },
          { key: `test:shared-b${i % 3}`, policy: POLICY },
        ];
        return takeThrottles(handle.db, i % 2 === 0 ? pair : pair.reverse(), T0);
      }),
    );
    // Three B keys, each letting its free hits and the one that sets the wait through.
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3 * (POLICY.freeHits + 1));
    const [shared] = await handle.db
      .select()
      .from(throttleBuckets)
      .where(eq(throttleBuckets.key, 'test:shared-a'));
    expect(shared?.hits).toBe(3 * (POLICY.freeHits + 1));
  });
});

describe('throttleKeyOf', () => {
  it('hashes the counted parts, keeping the kind readable', () => {
    const key = throttleKeyOf('login-address', '203.0.113.5');
    expect(key).toMatch(/^login-address:[0-9a-f]{40}$/);
    expect(key).not.toContain('203.0.113.5');
    expect(throttleKeyOf('login-address', '203.0.113.5')).toBe(key);
    expect(throttleKeyOf('login-address', '203.0.113.6')).not.toBe(key);
    // The parts are separated, so ('ab', 'c') and ('a', 'bc') differ.
    expect(throttleKeyOf('k', 'ab', 'c')).not.toBe(throttleKeyOf('k', 'a', 'bc'));
  });
});

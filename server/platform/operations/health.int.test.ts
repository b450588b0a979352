import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app/app.ts';
import { POOL_CONNECTION_TIMEOUT_MS, postgresPoolOf, type TDatabaseHandle } from '#server/db/database.ts';
import {
  createTestApp,
  createTestClock,
  TEST_PUBLIC_URL,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { loadConfig } from '../config';
import { markShuttingDown } from './health-routes';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

/** An app on a database of its own, as main.ts builds it. */
async function appOn(handle: TDatabaseHandle): Promise<FastifyInstance> {
  return buildApp({
    db: handle.db,
    config: loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, NODE_ENV: 'test' }),
    clock: createTestClock(),
  });
}

describe('/api/health/live and /api/health/ready', () => {
  it('answers that the process lives, and that the instance is ready', async () => {
    const live = await get(t.app, '/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get(t.app, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    // The old address keeps its answer (benchmarks call it).
    expect((await get(t.app, '/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('is not ready while the database does not answer within 2 s (a saturated pool), and is again after', async () => {
    let release: () => void = () => undefined;
    const held: pg.PoolClient[] = [];
    const pool = postgresPoolOf(t.handle.db);
    if (pool) {
      // A query waits this long at most for a connection, then fails rather than hanging its request.
      expect(pool.options.connectionTimeoutMillis).toBe(POOL_CONNECTION_TIMEOUT_MS);
      // Every connection of the pool busy: the readiness query waits in the pool's queue.
      for (let index = 0; index < (pool.options.max ?? 10); index += 1) held.push(await pool.connect());
      release = () => {
        for (const client of held) client.release();
      };
    } else {
      // PGlite runs one thing at a time: an open transaction holds every other query.
      const waiting = new Promise<void>((resolve) => {
        release = resolve;
      });
      void t.handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await waiting;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const started = Date.now();
    const ready = await get(t.app, '/api/health/ready').finally(release);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: {
        code: 'NOT_READY',
        message: 'Instance pas prête\u00a0: la base de données ne répond pas en 2\u00a0s.',
      },
    });
    // The process itself still answers: nothing to restart.
    expect((await get(t.app, '/api/health/live')).statusCode).toBe(200);
    expect((await get(t.app, '/api/health/ready')).statusCode).toBe(200);
  });

  it('is not ready on a database without the last migration, then is once it is applied; not when unreachable', async () => {
    const handle = await openTestDatabase();
    // The database as it stood before migration 0049: no place on the sphere, the rank index without it, the
    // migrator's record one short.
    await handle.db.execute(sql`alter table professional_listings drop column position`);
    await handle.db.execute(sql`create index professional_listings_rank_idx on professional_listings
      using btree (grid_cell, rating desc nulls last)
      include (latitude, longitude, professional_id, professional_type, specialties, consultation_modes,
        languages, accepts_legal_aid, accepts_online_booking)`);
    await handle.db.execute(sql`
      delete from drizzle.__drizzle_migrations
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const app = await appOn(handle);
    let closed = false;
    try {
      const behind = await get(app, '/api/health/ready');
      expect(behind.statusCode).toBe(503);
      expect(behind.json().error).toEqual({
        code: 'NOT_READY',
        message: 'Instance pas prête\u00a0: migrations non appliquées\u00a0: 0049_nearest_ties.',
      });

      await handle.migrate();
      expect((await get(app, '/api/health/ready')).statusCode).toBe(200);

      await handle.close();
      closed = true;
      const unreachable = await get(app, '/api/health/ready');
      expect(unreachable.statusCode).toBe(503);
      expect(unreachable.json().error.message).toBe(
        'Instance pas prête\u00a0: la base de données est injoignable.',
      );
      expect((await get(app, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
      if (!closed) await handle.close();
    }
  });

  it('is not ready once the instance is shutting down, while it still lives', async () => {
    markShuttingDown(t.app);
    const ready = await get(t.app, '/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error).toEqual({
      code: 'NOT_READY',
      message: 'Instance pas prête\u00a0: l’instance s’arrête.',
    });
    expect((await get(t.app, '/api/health/live')).statusCode).toBe(200);
  });
});

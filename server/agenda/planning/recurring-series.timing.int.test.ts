import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BOOKING_HORIZON_DAYS } from '#domain/agenda/availability/availability-settings.ts';
import { MAX_ACTIVE_SERIES } from '#domain/agenda/planning/series-limits.ts';
import { buildApp } from '#server/app/app.ts';
import { openDatabase, type TDatabaseHandle } from '#server/db/database.ts';
import { planningEvents, professionals } from '#server/db/schema/index.ts';
import { seedDemoData } from '#server/db/seed/seed-database.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { loadConfig } from '#server/platform/config.ts';
import { watchHealthDuring } from '#server/test-support/health-watch.ts';
import { createTestClock, TEST_PUBLIC_URL } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';

/**
 * Issue 24 §1 (ADR 0044): a professional with the most running series allowed, all daily, never-ending and
 * blocking, over the longest booking horizon; 100 anonymous views of their profile at once, sent to the real
 * app listening on a port while another client calls /api/health every 20 ms: health answers in under 200 ms.
 * Modelled on server/platform/http/heavy-endpoints.timing.int.test.ts.
 */

const HEALTH_BOUND_MS = 200;
const VIEWS = 100;
// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');
const SOPHIE = 1;

let handle: TDatabaseHandle;
let dataDir = '';
let app: FastifyInstance;
let port = 0;
const figures: string[] = [];

function get(path: string, agent: Agent): Promise<{ status: number; duration: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, duration: performance.now() - started }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Runs `heavy` while a second client (its own connection) calls /api/health every 20 ms. */
async function underHealthWatch(label: string, heavy: () => Promise<{ status: number; duration: number }[]>) {
  let total = 0;
  const { result: answers, health } = await watchHealthDuring(port, async () => {
    const started = performance.now();
    const answered = await heavy();
    total = performance.now() - started;
    return answered;
  });
  figures.push(
    `${handle.driver.padEnd(8)} ${label.padEnd(46)} ${answers.length} réponses en ${total.toFixed(0)} ms\u202f; /api/health le plus lent ${health.slowestMs.toFixed(0)} ms sur ${health.waits.length} appels`,
  );
  return { answers, slowestHealthMs: health.slowestMs };
}

function concurrentViews(): Promise<{ status: number; duration: number }[]> {
  const viewers = new Agent({ keepAlive: true, maxSockets: VIEWS });
  return Promise.all(
    Array.from({ length: VIEWS }, () => get(`/api/professionals/${SOPHIE}`, viewers)),
  ).finally(() => viewers.destroy());
}

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') {
    handle = await openTestDatabase();
  } else {
    // On disk, as PGlite runs in production.
    dataDir = mkdtempSync(join(tmpdir(), 'jurisrdv-series-'));
    handle = await openDatabase({ driver: 'pglite', dataDir });
    await handle.migrate();
  }
  await seedDemoData(handle.db);
  // The worst case the product allows: the longest horizon, and every running series daily, never-ending and
  // blocking, at staggered times so that each takes its own slot every day.
  await handle.db
    .update(professionals)
    .set({
      availability: sql`jsonb_set(${professionals.availability}, '{horizonDays}', ${String(MAX_BOOKING_HORIZON_DAYS)}::jsonb)`,
    })
    .where(eq(professionals.id, SOPHIE));
  await handle.db.insert(planningEvents).values(
    Array.from({ length: MAX_ACTIVE_SERIES }, (_, i) => {
      const startsAt = new Date(Date.parse('2026-11-23T07:00:00Z') + i * 10 * 60_000);
      return {
        professionalId: SOPHIE,
        title: `Série ${i + 1}`,
        type: 'travail' as const,
        status: 'busy' as const,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 10 * 60_000),
        frequency: 'daily' as const,
        createdAt: NOW,
      };
    }),
  );
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, NODE_ENV: 'test' });
  app = await buildApp({ db: handle.db, config, clock: createTestClock(NOW) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  console.info(figures.join('\n'));
  await app.close();
  await handle.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe(`a professional with ${MAX_ACTIVE_SERIES} never-ending series leaves /api/health answering`, {
  timeout: 120_000,
}, () => {
  it(`${VIEWS} anonymous views of their profile at once, the first ones computing`, async () => {
    const run = await underHealthWatch(`${VIEWS} vues du profil (cache vide)`, concurrentViews);
    expect(run.answers.every((answer) => answer.status === 200)).toBe(true);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it(`${VIEWS} views again right after a change of their planning`, async () => {
    await professionalsChanged(handle.db, [SOPHIE], NOW);
    const run = await underHealthWatch(`${VIEWS} vues du profil (après un changement)`, concurrentViews);
    expect(run.answers.every((answer) => answer.status === 200)).toBe(true);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });
});

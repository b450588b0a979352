/**
 * npm run bench:search — search and profile endpoints under load on PostgreSQL with a large directory
 * then on a fresh embedded PGlite database holding the demo's 450 professionals (BENCH_DRIVER=postgres or
 * pglite: that one only).
 *
 * Creates (once) a database `jurisrdv_bench` filled with BENCH_COUNT professionals (default 100 000),
 * starts the built server against it, and drives with autocannon (BENCH_CONNECTIONS, default 50, for
 * BENCH_SECONDS, default 20, each):
 *  - the ceiling: a bare Fastify hello-world in its own process, measured in the same run;
 *  - mixed searches: distinct queries over the 400 most populated towns × professional types ×
 *    specialties × distances × pages, each request a different URL (the 2-second answer cache cannot
 *    serve a fixed URL over and over, as the old version of this bench let it);
 *  - the product's own ceiling: GET /api/health, a database round trip through the whole stack;
 *  - profiles: GET /api/professionals/{id} over random ids of the directory.
 * Prints requests/s, latency percentiles, errors and the ratios to both ceilings. Figures only: nothing
 * here asserts a threshold (the machines are shared and noisy). BENCH_BUILD=0 measures dist/ as it is;
 * BENCH_CPU_PROF=<folder> has the server write a CPU profile there (see bench-server.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_DIRECTORY_COUNT } from '#server/db/seed/seed-database.ts';
import {
  buildOnce,
  CONNECTIONS,
  databaseUrl,
  ensureDirectoryDatabase,
  mixedSearchPaths,
  profilePaths,
  run,
  SECONDS,
  startCeiling,
  startServer,
  type TCeiling,
} from './bench-server';

const DATABASE = 'jurisrdv_bench';
/** BENCH_DRIVER=postgres or pglite: that database only; both otherwise, PostgreSQL first. */
const DRIVERS = (['postgres', 'pglite'] as const).filter(
  (driver) => !process.env.BENCH_DRIVER || process.env.BENCH_DRIVER === driver,
);
const POSTGRES_COUNT = Number(process.env.BENCH_COUNT ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const CEILING_PORT = PORT + 1;

/**
 * After a fresh seed every first free slot is computed in the background once the server listens:
 * measured, then waited for, so that it does not run under the load below.
 */
async function waitForAvailability(): Promise<void> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl(DATABASE) });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ pending: string }>(
        'select count(*) as pending from professional_listings where next_free_slot_computed_at is null',
      );
      if (Number(rows[0]?.pending ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
  console.log(
    `démarrage : premiers créneaux libres à jour en arrière-plan après ${((performance.now() - started) / 1000).toFixed(1)} s de plus`,
  );
}

/** /api/health, mixed searches and profiles on one database, beside both ceilings. */
async function benchOn(driver: 'postgres' | 'pglite', helloWorld: TCeiling): Promise<void> {
  const onPglite = driver === 'pglite';
  const count = onPglite ? DEMO_DIRECTORY_COUNT : POSTGRES_COUNT;
  console.log(
    `\n${onPglite ? 'PGlite' : 'PostgreSQL'} : ${count} professionnels, ${CONNECTIONS} connexions, ${SECONDS} s par scénario`,
  );
  if (!onPglite) {
    // As right after `seed:directory`: no first free slot computed yet, so every run measures a first start.
    const client = new pg.Client({ connectionString: databaseUrl(DATABASE) });
    await client.connect();
    await client.query('update professional_listings set next_free_slot_computed_at = null');
    await client.query('vacuum (analyze) professional_listings');
    await client.end();
  }
  const pgliteDir = mkdtempSync(join(tmpdir(), 'jurisrdv-bench-'));
  const server = await startServer(
    PORT,
    onPglite ? { DATA_DIR: pgliteDir } : { DATABASE_URL: databaseUrl(DATABASE) },
  );
  try {
    if (!onPglite) await waitForAvailability();
    const searches = mixedSearchPaths(20_000);
    const profiles = profilePaths(20_000, count);
    // Warm-up: the first requests load the commune index and fill the database's caches.
    for (const path of [...searches.slice(-50), ...profiles.slice(-50)])
      await fetch(`http://localhost:${PORT}${path}`);
    const health: TCeiling = {
      name: '/api/health',
      figures: await run('plafond du produit : GET /api/health', PORT, ['/api/health'], [helloWorld]),
    };
    await run('recherches mêlées (400 villes × filtres × pages)', PORT, searches, [helloWorld, health]);
    await run('GET /api/professionals/{id} au hasard', PORT, profiles, [helloWorld, health]);
  } finally {
    await server.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}

if (DRIVERS.includes('postgres')) await ensureDirectoryDatabase(DATABASE, POSTGRES_COUNT);
buildOnce();
const ceilingServer = await startCeiling(CEILING_PORT);
let helloWorld: TCeiling;
try {
  console.log(`\n${CONNECTIONS} connexions, ${SECONDS} s`);
  helloWorld = {
    name: 'Fastify nu',
    figures: await run('plafond : Fastify nu, hello world', CEILING_PORT, ['/']),
  };
} finally {
  ceilingServer.kill();
}
for (const driver of DRIVERS) await benchOn(driver, helloWorld);

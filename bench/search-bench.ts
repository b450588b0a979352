/**
 * npm run bench:search — search and profile endpoints under load on PostgreSQL with a large directory
 * (or, with BENCH_DRIVER=pglite, on a fresh embedded database holding the demo's 450 professionals).
 *
 * Creates (once) a database `jurisrdv_bench` filled with BENCH_COUNT professionals (default 100 000),
 * starts the built server against it, and drives with autocannon (BENCH_CONNECTIONS, default 50, for
 * BENCH_SECONDS, default 20, each):
 *  - the ceiling: a bare Fastify hello-world in its own process, measured in the same run;
 *  - mixed searches: distinct queries over the 400 most populated towns × professional types ×
 *    specialties × distances × pages, each request a different URL (the 2-second answer cache cannot
 *    serve a fixed URL over and over, as the old version of this bench let it);
 *  - profiles: GET /api/professionals/{id} over random ids of the directory.
 * Prints requests/s, latency percentiles, errors and the ratio to the ceiling. Figures only: nothing
 * here asserts a threshold (the machines are shared and noisy).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PROFESSIONAL_TYPE_VALUES, SPECIALTY_OPTIONS } from '#domain/kernel/vocabulary/search-options.ts';
import { Random } from '#server/db/seed/directory/random.ts';
import { DEMO_DIRECTORY_COUNT } from '#server/db/seed/seed-database.ts';
import { COMMUNES_CSV_PATH, parseCommunesCsv } from '#server/directory/geo/commune-index.ts';
import { PROJECT_ROOT } from '#server/platform/project-root.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'jurisrdv_bench';
/** `BENCH_DRIVER=pglite`: the default embedded database, as `npm start` makes it (the 450-professional demo). */
const ON_PGLITE = process.env.BENCH_DRIVER === 'pglite';
const COUNT = ON_PGLITE ? DEMO_DIRECTORY_COUNT : Number(process.env.BENCH_COUNT ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3190);

const CEILING_PORT = PORT + 1;

function mostPopulatedTowns(count: number): string[] {
  return parseCommunesCsv(readFileSync(COMMUNES_CSV_PATH, 'utf8'))
    .sort((a, b) => b.population - a.population)
    .slice(0, count)
    .map((commune) => commune.name);
}

function mixedSearchPaths(total: number): string[] {
  // The same requests on every run, so two runs compare.
  const random = Random.seeded(2026);
  const pick = <T>(values: readonly T[]): T => random.pick(values);
  const towns = mostPopulatedTowns(400);
  const paths = new Set<string>();
  while (paths.size < total) {
    const query = new URLSearchParams({ location: pick(towns), distance: String(pick([5, 10, 20, 50])) });
    if (random.next() < 0.5) query.set('professionalType', pick(PROFESSIONAL_TYPE_VALUES));
    if (random.next() < 0.4) query.set('specialty', pick(SPECIALTY_OPTIONS));
    query.set('page', String(pick([1, 1, 1, 2, 3])));
    paths.add(`/api/professionals/search?${query}`);
  }
  return [...paths];
}

function profilePaths(total: number, directorySize: number): string[] {
  const random = Random.seeded(75);
  return Array.from({ length: total }, () => `/api/professionals/${random.int(1, directorySize)}`);
}

function databaseUrl(): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function ensureDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  console.log(`Annuaire de ${COUNT} professionnels dans ${DATABASE} (complété si besoin)…`);
  const seeded = spawnSync(
    'npx',
    ['tsx', 'server/db/seed/directory/run-seed-directory.ts', '--count', String(COUNT)],
    {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl() },
    },
  );
  if (seeded.status !== 0) throw new Error('le peuplement de l’annuaire a échoué');
}

const pgliteDir = mkdtempSync(join(tmpdir(), 'jurisrdv-bench-'));

async function startServer(): Promise<ChildProcess> {
  const database = ON_PGLITE ? { DATA_DIR: pgliteDir } : { DATABASE_URL: databaseUrl() };
  const server = spawn(process.execPath, [join(PROJECT_ROOT, 'dist/server/main.js')], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      ...database,
      PORT: String(PORT),
      PUBLIC_URL: `http://localhost:${PORT}`,
      // Thousands of requests a second from one loopback address: the flood guard (ADR 0040) is off.
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  for (let attempt = 0; attempt < 3000; attempt++) {
    try {
      const response = await fetch(`http://localhost:${PORT}/api/health`);
      if (response.ok) {
        console.log(
          `démarrage : le serveur répond après ${((performance.now() - started) / 1000).toFixed(2)} s`,
        );
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('le serveur ne répond pas');
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type TFigures = { requestsPerSecond: number };

/** One scenario: each request takes the next path of `paths` (round robin), on `port`. */
async function run(
  name: string,
  port: number,
  paths: readonly string[],
  ceiling?: TFigures,
): Promise<TFigures> {
  // Every response time is kept so p50/p95/p99 are exact (autocannon's summary has no p95).
  const times: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://localhost:${port}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (request) => {
              const path = paths[next++ % paths.length] ?? '/';
              return { ...request, path };
            },
          },
        ],
      },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const errors = result.errors + result.timeouts + result.non2xx;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const requestsPerSecond = result.requests.average;
  console.log(
    [
      name.padEnd(44),
      `${Math.round(requestsPerSecond)} req/s`.padStart(12),
      `p50 ${ms(percentile(times, 50))}`.padStart(14),
      `p95 ${ms(percentile(times, 95))}`.padStart(14),
      `p99 ${ms(percentile(times, 99))}`.padStart(14),
      `erreurs ${errors}`.padStart(12),
      ceiling
        ? `${((100 * requestsPerSecond) / ceiling.requestsPerSecond).toFixed(1)} % du plafond`.padStart(20)
        : '',
    ].join(' '),
  );
  return { requestsPerSecond };
}

/** The ceiling: a bare Fastify answering { hello: 'world' }, in its own process like the real server. */
async function startCeiling(): Promise<ChildProcess> {
  const script = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${CEILING_PORT}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${CEILING_PORT}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('le serveur plafond ne répond pas');
}

if (!ON_PGLITE) await ensureDatabase();
const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
if (build.status !== 0) throw new Error('la construction a échoué');
console.log(
  `\n${CONNECTIONS} connexions, ${SECONDS} s par scénario, ${COUNT} professionnels (${ON_PGLITE ? 'PGlite' : 'PostgreSQL'})\n`,
);
const ceilingServer = await startCeiling();
let ceiling: TFigures;
try {
  ceiling = await run('plafond : Fastify nu, hello world', CEILING_PORT, ['/']);
} finally {
  ceilingServer.kill();
}
/**
 * After a fresh seed every first free slot is computed in the background once the server listens:
 * measured, then waited for, so that it does not run under the load below.
 */
async function waitForAvailability(): Promise<void> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl() });
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
    `démarrage : premiers créneaux libres à jour en arrière-plan après ${((performance.now() - started) / 1000).toFixed(1)} s de plus\n`,
  );
}

// As right after `seed:directory`: no first free slot computed yet, so every run measures a first start.
if (!ON_PGLITE) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  await client.query('update professional_listings set next_free_slot_computed_at = null');
  await client.query('vacuum (analyze) professional_listings');
  await client.end();
}
const server = await startServer();
try {
  if (!ON_PGLITE) await waitForAvailability();
  const searches = mixedSearchPaths(20_000);
  const profiles = profilePaths(20_000, COUNT);
  // Warm-up: the first requests load the commune index and fill PostgreSQL's caches.
  for (const path of [...searches.slice(-50), ...profiles.slice(-50)])
    await fetch(`http://localhost:${PORT}${path}`);
  await run('recherches mêlées (400 villes × filtres × pages)', PORT, searches, ceiling);
  await run('GET /api/professionals/{id} au hasard', PORT, profiles, ceiling);
} finally {
  server.kill();
  rmSync(pgliteDir, { recursive: true, force: true });
}

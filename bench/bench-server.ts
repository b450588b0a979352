/**
 * What bench:search and bench:growth share: a directory database on PostgreSQL, the built server started
 * against it, the bare Fastify ceiling, the mixed search and profile paths, and one autocannon scenario.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PROFESSIONAL_TYPE_VALUES, SPECIALTY_OPTIONS } from '#domain/kernel/vocabulary/search-options.ts';
import { Random } from '#server/db/seed/directory/random.ts';
import { COMMUNES_CSV_PATH, parseCommunesCsv } from '#server/directory/geo/commune-index.ts';
import { PROJECT_ROOT } from '#server/platform/project-root.ts';

export const ADMIN_URL =
  process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export function databaseUrl(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates `database` if needed and tops its directory up to `count` professionals. */
export async function ensureDirectoryDatabase(database: string, count: number): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await admin.query(`create database ${database}`);
  await admin.end();
  console.log(`Annuaire de ${count} professionnels dans ${database} (complété si besoin)…`);
  const seeded = spawnSync(
    'npx',
    ['tsx', 'server/db/seed/directory/run-seed-directory.ts', '--count', String(count)],
    { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl(database) } },
  );
  if (seeded.status !== 0) throw new Error('le peuplement de l’annuaire a échoué');
}

/** `npm run build`, unless BENCH_BUILD=0 says dist/ is already the code to measure. */
export function buildOnce(): void {
  if (process.env.BENCH_BUILD === '0') return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('la construction a échoué');
}

export type TStartedServer = { process: ChildProcess; startupSeconds: number; stop(): Promise<void> };

/**
 * The built server on `port`, with `database` ({ DATABASE_URL } or { DATA_DIR }); `startupSeconds` is the
 * time until /api/health answers. BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when
 * stopped (`node --cpu-prof`), to open in Chrome's DevTools or speedscope.
 */
export async function startServer(port: number, database: Record<string, string>): Promise<TStartedServer> {
  const profile = process.env.BENCH_CPU_PROF;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, join(PROJECT_ROOT, 'dist/server/main.js')], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      ...database,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      // Thousands of requests a second from one loopback address: the flood guards (ADR 0040) are off.
      RATE_LIMIT_PER_MINUTE: '0',
      TIGHT_RATE_LIMIT_MULTIPLIER: '10',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const started = performance.now();
  for (let attempt = 0; attempt < 3000; attempt++) {
    try {
      const response = await fetch(`http://localhost:${port}/api/health`);
      if (response.ok) {
        const startupSeconds = (performance.now() - started) / 1000;
        console.log(`démarrage : le serveur répond après ${startupSeconds.toFixed(2)} s`);
        return { process: child, startupSeconds, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('le serveur ne répond pas');
}

/** The ceiling: a bare Fastify answering { hello: 'world' }, in its own process like the real server. */
export async function startCeiling(port: number): Promise<ChildProcess> {
  const script = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('le serveur plafond ne répond pas');
}

function mostPopulatedTowns(count: number): string[] {
  return parseCommunesCsv(readFileSync(COMMUNES_CSV_PATH, 'utf8'))
    .sort((a, b) => b.population - a.population)
    .slice(0, count)
    .map((commune) => commune.name);
}

/**
 * Distinct queries over the 400 most populated towns × professional types × specialties × distances ×
 * pages, each request a different URL (the 2-second answer cache cannot serve a fixed URL over and over).
 * The same requests on every run, so two runs compare.
 */
export function mixedSearchPaths(total: number): string[] {
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

export function profilePaths(total: number, directorySize: number): string[] {
  const random = Random.seeded(75);
  return Array.from({ length: total }, () => `/api/professionals/${random.int(1, directorySize)}`);
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export type TFigures = { requestsPerSecond: number; p50: number; p95: number; p97_5: number; p99: number };
/** A figure to print each scenario against: « x % de <name> ». */
export type TCeiling = { name: string; figures: TFigures };

/** One scenario: each request takes the next path of `paths` (round robin), on `port`; printed on one line. */
export async function run(
  name: string,
  port: number,
  paths: readonly string[],
  ceilings: readonly TCeiling[] = [],
  options: { seconds?: number; connections?: number } = {},
): Promise<TFigures> {
  // Every response time is kept so the percentiles are exact (autocannon's summary has no p95).
  const times: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://localhost:${port}`,
        connections: options.connections ?? CONNECTIONS,
        duration: options.seconds ?? SECONDS,
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
  const figures: TFigures = {
    requestsPerSecond: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p97_5: percentile(times, 97.5),
    p99: percentile(times, 99),
  };
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    [
      name.padEnd(48),
      `${Math.round(figures.requestsPerSecond)} req/s`.padStart(12),
      `p50 ${ms(figures.p50)}`.padStart(14),
      `p95 ${ms(figures.p95)}`.padStart(14),
      `p97,5 ${ms(figures.p97_5)}`.padStart(16),
      `p99 ${ms(figures.p99)}`.padStart(14),
      `erreurs ${errors}`.padStart(12),
      ...ceilings.map(
        (ceiling) =>
          `${((100 * figures.requestsPerSecond) / ceiling.figures.requestsPerSecond).toFixed(1)} % de ${ceiling.name}`,
      ),
    ].join(' '),
  );
  return figures;
}

/**
 * npm run bench:search — the search endpoint under load on PostgreSQL with a large directory.
 *
 * Creates (once) a database `jurisrdv_bench` filled with BENCH_COUNT professionals (default 100 000),
 * starts the built server against it, drives three typical searches and a trivial endpoint (the
 * ceiling) with autocannon at 50 connections for BENCH_SECONDS (default 20) each, and prints
 * requests/s, latency percentiles and errors. Figures only: nothing here asserts a threshold.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PROJECT_ROOT } from '../server/project-root';

const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'jurisrdv_bench';
const COUNT = Number(process.env.BENCH_COUNT ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3190);

const SCENARIOS = [
  { name: 'plafond : GET /api/health', path: '/api/health' },
  {
    name: 'Paris, avocats, droit de la famille',
    path: `/api/professionals/search?location=Paris&professionalType=avocat&specialty=${encodeURIComponent('Droit de la famille')}`,
  },
  { name: 'Lyon, 20 km, tous types', path: '/api/professionals/search?location=Lyon&distance=20' },
  {
    name: 'petite commune, 10 km, aucun résultat',
    path: '/api/professionals/search?location=Saint-Flour&distance=10',
  },
];

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

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(PROJECT_ROOT, 'dist/server/main.js')], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      PORT: String(PORT),
      PUBLIC_URL: `http://localhost:${PORT}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(`http://localhost:${PORT}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('le serveur ne répond pas');
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function run(name: string, path: string) {
  // Every response time is kept so p50/p95/p99 are exact (autocannon's summary has no p95).
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://localhost:${PORT}${path}`, connections: CONNECTIONS, duration: SECONDS },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const errors = result.errors + result.timeouts + result.non2xx;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    [
      name.padEnd(40),
      `${Math.round(result.requests.average)} req/s`.padStart(12),
      `p50 ${ms(percentile(times, 50))}`.padStart(14),
      `p95 ${ms(percentile(times, 95))}`.padStart(14),
      `p99 ${ms(percentile(times, 99))}`.padStart(14),
      `erreurs ${errors}`.padStart(12),
    ].join(' '),
  );
}

await ensureDatabase();
const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
if (build.status !== 0) throw new Error('la construction a échoué');
const server = await startServer();
try {
  // Warm-up: the first requests load the commune index and fill PostgreSQL's caches.
  for (const scenario of SCENARIOS) await fetch(`http://localhost:${PORT}${scenario.path}`);
  console.log(
    `\n${CONNECTIONS} connexions, ${SECONDS} s par scénario, ${COUNT} professionnels (PostgreSQL)\n`,
  );
  for (const scenario of SCENARIOS) await run(scenario.name, scenario.path);
} finally {
  server.kill();
}

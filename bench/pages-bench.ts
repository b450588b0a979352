/**
 * npm run bench:pages — the public pages drawn by the server (ADR 0075), on the built product over a fresh
 * PGlite holding the demo directory (as `npm start` makes it).
 *
 *  - the ceiling: GET /api/health (a database round trip through the whole stack), measured in the same run;
 *  - render time: the server's own measure (its Server-Timing header) of drawing /lawyer/{id} and /search?… at
 *    addresses it has not drawn before, one request at a time, p50/p95/max;
 *  - under load (BENCH_CONNECTIONS, default 20, for BENCH_SECONDS, default 10): /lawyer/{id} and mixed searches,
 *    every request a new address (drawn), then the same few addresses (kept), beside the ceiling;
 *  - the event loop: the longest time it was held during each loaded scenario (monitorEventLoopDelay in the
 *    server, bench/support/event-loop-probe.mjs). ADR 0075's budget: never more than 20 ms.
 * Figures only: nothing here asserts a threshold (the machines are shared and noisy).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PROFESSIONAL_TYPE_VALUES, SPECIALTY_OPTIONS } from '#domain/kernel/vocabulary/search-options.ts';
import { Random } from '#server/db/seed/directory/random.ts';
import { DEMO_DIRECTORY_COUNT } from '#server/db/seed/seed-database.ts';
import { PROJECT_ROOT } from '#server/platform/project-root.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3195);
const COLD_SAMPLES = Number(process.env.BENCH_RENDER_SAMPLES ?? 200);
const TOWNS = [
  'Paris',
  'Lyon',
  'Marseille',
  'Bordeaux',
  'Lille',
  'Nantes',
  'Toulouse',
  'Strasbourg',
  'Nice',
  'Rennes',
];

const dataDir = mkdtempSync(join(tmpdir(), 'jurisrdv-bench-pages-'));
const probeFile = join(dataDir, 'event-loop.json');

/** Each a new address, so that the server draws it (its pages are kept per address). */
function profilePaths(total: number): string[] {
  const random = Random.seeded(75);
  return Array.from(
    { length: total },
    (_, index) => `/lawyer/${random.int(1, DEMO_DIRECTORY_COUNT)}?bench=${index}`,
  );
}

function searchPaths(total: number): string[] {
  const random = Random.seeded(2026);
  const paths = new Set<string>();
  while (paths.size < total) {
    const query = new URLSearchParams({
      location: random.pick(TOWNS),
      distance: String(random.pick([5, 10, 20, 50])),
    });
    if (random.next() < 0.5) query.set('professionalType', random.pick(PROFESSIONAL_TYPE_VALUES));
    if (random.next() < 0.4) query.set('specialty', random.pick(SPECIALTY_OPTIONS));
    query.set('page', String(random.pick([1, 1, 1, 2, 3])));
    paths.add(`/search?${query}`);
  }
  return [...paths];
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [
      '--import',
      join(PROJECT_ROOT, 'bench/support/event-loop-probe.mjs'),
      join(PROJECT_ROOT, 'dist/server/main.js'),
    ],
    {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: join(dataDir, 'pglite'),
        PORT: String(PORT),
        PUBLIC_URL: `http://localhost:${PORT}`,
        EVENT_LOOP_PROBE_FILE: probeFile,
        // Thousands of requests a second from one loopback address: the flood guard (ADR 0040) is off.
        RATE_LIMIT_PER_MINUTE: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let attempt = 0; attempt < 3000; attempt++) {
    try {
      if ((await fetch(`http://localhost:${PORT}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('le serveur ne répond pas');
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The server's event-loop delays since the previous call (SIGWINCH to the probe). */
async function eventLoopSince(server: ChildProcess): Promise<{ p99: number; max: number }> {
  rmSync(probeFile, { force: true });
  server.kill('SIGWINCH');
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return JSON.parse(readFileSync(probeFile, 'utf8')) as { p99: number; max: number };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { p99: Number.NaN, max: Number.NaN };
}

/** One request at a time, each at a new address: the render time the server reports (Server-Timing). */
async function renderTimes(name: string, paths: readonly string[]): Promise<void> {
  const times: number[] = [];
  for (const path of paths) {
    const response = await fetch(`http://localhost:${PORT}${path}`);
    await response.arrayBuffer();
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (!timing?.[1]) throw new Error(`${path} : la page n'a pas été rendue par le serveur`);
    times.push(Number(timing[1]));
  }
  times.sort((a, b) => a - b);
  console.log(
    [
      `rendu ${name}`.padEnd(40),
      `p50 ${ms(percentile(times, 50))}`.padStart(14),
      `p95 ${ms(percentile(times, 95))}`.padStart(14),
      `max ${ms(times.at(-1) ?? Number.NaN)}`.padStart(14),
      `(${times.length} adresses)`,
    ].join(' '),
  );
}

type TFigures = { requestsPerSecond: number };

/** Under load: each request takes the next path (round robin); with the event loop's longest hold meanwhile. */
async function loaded(
  server: ChildProcess,
  name: string,
  paths: readonly string[],
  ceiling?: TFigures,
): Promise<TFigures> {
  const times: number[] = [];
  let next = 0;
  await eventLoopSince(server);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://localhost:${PORT}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'accept-encoding': 'br' },
        requests: [
          { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }) },
        ],
      },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
  const loop = await eventLoopSince(server);
  times.sort((a, b) => a - b);
  const requestsPerSecond = result.requests.average;
  console.log(
    [
      name.padEnd(40),
      `${Math.round(requestsPerSecond)} req/s`.padStart(12),
      `p50 ${ms(percentile(times, 50))}`.padStart(14),
      `p95 ${ms(percentile(times, 95))}`.padStart(14),
      `erreurs ${result.errors + result.timeouts + result.non2xx}`.padStart(11),
      `boucle max ${ms(loop.max)}`.padStart(18),
      ceiling
        ? `${((100 * requestsPerSecond) / ceiling.requestsPerSecond).toFixed(1)} % de /api/health`.padStart(
            22,
          )
        : '',
    ].join(' '),
  );
  return { requestsPerSecond };
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('la construction a échoué');
}
const server = await startServer();
try {
  console.log(`\nPGlite, annuaire de démonstration (${DEMO_DIRECTORY_COUNT} professionnels)\n`);
  // Warm-up: the server's render module, the commune index, the first queries.
  for (const path of [...profilePaths(30), ...searchPaths(30)])
    await (await fetch(`http://localhost:${PORT}${path}`)).arrayBuffer();
  const profiles = profilePaths(50_000).slice(30);
  const searches = searchPaths(2_000).slice(30);
  await renderTimes('/lawyer/{id}', profiles.slice(0, COLD_SAMPLES));
  await renderTimes('/search?…', searches.slice(0, COLD_SAMPLES));
  console.log(`\n${CONNECTIONS} connexions, ${SECONDS} s par scénario\n`);
  const ceiling = await loaded(server, 'plafond : GET /api/health', ['/api/health']);
  await loaded(server, '/lawyer/{id}, chaque fois rendu', profiles.slice(COLD_SAMPLES), ceiling);
  await loaded(server, '/search?…, chaque fois rendu', searches.slice(COLD_SAMPLES), ceiling);
  await loaded(server, '/lawyer/{id}, 20 pages gardées', profiles.slice(0, 20), ceiling);
  await loaded(server, '/search?…, 20 pages gardées', searches.slice(0, 20), ceiling);
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

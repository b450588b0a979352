/**
 * npm run bench:booking — booking under contention and under load, on PostgreSQL.
 *
 * (a) 500 simultaneous attempts on one slot: prints successes (must be 1), conflicts and errors.
 * (b) bookings on distinct free slots across 1 000 professionals, taken in turn, for BENCH_SECONDS (default 20) at
 *     50 connections: bookings/s and latency percentiles; then, as the ceiling, the rate of bare
 *     INSERTs into the same table from 50 connections for the same duration, measured in the same run
 *     while the server is still up (same machine load), and the ratio bookings/s ÷ INSERT/s.
 * Uses its own database `jurisrdv_bench_booking` (recreated each run). Figures only, no thresholds.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PROJECT_ROOT } from '#server/platform/project-root.ts';
import { registerBenchClient } from './support/bench-clients.ts';

const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'jurisrdv_bench_booking';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const BASE = `http://localhost:${PORT}`;
const PROFESSIONALS = 1000;

function databaseUrl(): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function recreateDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const seeded = spawnSync(
    'npx',
    ['tsx', 'server/db/seed/directory/run-seed-directory.ts', '--count', String(PROFESSIONALS)],
    {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl() },
    },
  );
  if (seeded.status !== 0) throw new Error('le peuplement a échoué');
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(PROJECT_ROOT, 'dist/server/main.js')], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      // One loopback address sends every request and registers 20 clients: the per-address limits (ADR 0040)
      // would measure themselves, not the booking.
      RATE_LIMIT_PER_MINUTE: '0',
      TIGHT_RATE_LIMIT_MULTIPLIER: '10',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    const ok = await fetch(`${BASE}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('le serveur ne répond pas');
}

function registerClient(index: number): Promise<string> {
  return registerBenchClient(BASE, {
    firstName: 'Bench',
    lastName: `Client${index}`,
    emailPrefix: `bench.client${index}`,
  });
}

type TTarget = { professionalId: number; start: string; mode: string };

/**
 * Every free slot of these professionals, taken in turn from each (one slot of each, then the next
 * one of each…): 50 connections book 50 different professionals at once, as real traffic does,
 * instead of all queuing behind one professional's row.
 */
async function freeSlots(ids: number[]): Promise<TTarget[]> {
  const perProfessional: TTarget[][] = [];
  for (const id of ids) {
    const response = await fetch(`${BASE}/api/professionals/${id}`);
    if (!response.ok) continue;
    const profile = (await response.json()) as {
      slotDays: { slots: { start: string; modes: string[] }[] }[];
    };
    perProfessional.push(
      profile.slotDays.flatMap((day) =>
        day.slots.map((slot) => ({
          professionalId: id,
          start: slot.start,
          mode: slot.modes[0] ?? 'cabinet',
        })),
      ),
    );
  }
  const targets: TTarget[] = [];
  const longest = Math.max(0, ...perProfessional.map((slots) => slots.length));
  for (let index = 0; index < longest; index++) {
    for (const slots of perProfessional) {
      const slot = slots[index];
      if (slot) targets.push(slot);
    }
  }
  return targets;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function contention(cookies: string[], target: TTarget) {
  const body = JSON.stringify({ ...target, reason: 'Banc d’essai', answers: {}, acceptsFeeAgreement: true });
  const results = await Promise.all(
    Array.from({ length: 500 }, (_, i) =>
      fetch(`${BASE}/api/appointments`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: BASE,
          cookie: cookies[i % cookies.length] ?? '',
        },
        body,
      })
        .then((response) => response.status)
        .catch(() => 0),
    ),
  );
  const successes = results.filter((status) => status === 201).length;
  const conflicts = results.filter((status) => status === 409).length;
  console.log(
    `(a) 500 tentatives simultanées sur un créneau : ${successes} succès, ${conflicts} conflits, ${500 - successes - conflicts} erreurs`,
  );
}

async function distinctBookings(cookies: string[], targets: TTarget[]): Promise<number> {
  let next = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${BASE}/api/appointments`,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const target = targets[next % targets.length];
              next += 1;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  origin: BASE,
                  cookie: cookies[next % cookies.length] ?? '',
                },
                body: JSON.stringify({
                  ...target,
                  reason: 'Banc d’essai',
                  answers: {},
                  acceptsFeeAgreement: true,
                }),
              };
            },
          },
        ],
      },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const created = result['2xx'];
  console.log(
    `(b) réservations sur créneaux distincts (${CONNECTIONS} connexions, ${SECONDS} s) : ${(created / SECONDS).toFixed(0)} réservations/s, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ${result.non2xx} refus (créneaux épuisés ou pris), ${result.errors} erreurs`,
  );
  return created / SECONDS;
}

async function bareInsertCeiling(): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: CONNECTIONS });
  const { rows } = await pool.query<{ id: number }>('select id from professionals order by id limit 1000');
  const ids = rows.map((row) => row.id);
  let inserted = 0;
  let counter = 0;
  const deadline = Date.now() + SECONDS * 1000;
  // Far-future, distinct minutes: no overlap, so every INSERT succeeds like a winning booking.
  const base = Date.UTC(2030, 0, 1);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const n = counter++;
        const start = new Date(base + n * 60_000);
        await pool.query(
          `insert into appointments (professional_id, starts_at, ends_at, mode, status, reason) values ($1, $2, $3, 'cabinet', 'confirmed', 'plafond')`,
          [ids[n % ids.length], start, new Date(start.getTime() + 30_000)],
        );
        inserted += 1;
      }
    }),
  );
  await pool.end();
  console.log(
    `plafond : INSERT nu dans appointments (${CONNECTIONS} connexions, ${SECONDS} s) : ${(inserted / SECONDS).toFixed(0)} insertions/s`,
  );
  return inserted / SECONDS;
}

await recreateDatabase();
const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
if (build.status !== 0) throw new Error('la construction a échoué');
const server = await startServer();
try {
  const cookies = await Promise.all(Array.from({ length: 20 }, (_, i) => registerClient(i)));
  const reader = new pg.Client({ connectionString: databaseUrl() });
  await reader.connect();
  // Booking asks for a confirmed address (ADR 0023): the bench's clients have no e-mail to click in.
  await reader.query(
    "update users set email_verified_at = now() where email like 'bench.client%' and email_verified_at is null",
  );
  const { rows } = await reader.query<{ id: number }>(
    "select id from professionals where verification_status = 'verified' and accepts_online_booking order by id limit $1",
    [PROFESSIONALS],
  );
  await reader.end();
  const ids = rows.map((row) => row.id);
  console.log(`Créneaux libres de ${ids.length} professionnels…`);
  const targets = await freeSlots(ids);
  console.log(`${targets.length} créneaux libres.\n`);
  const contested = targets.shift();
  if (contested) await contention(cookies, contested);
  const bookingsPerSecond = await distinctBookings(cookies, targets);
  // Measured while the server is still running, so both figures share the machine's load.
  const insertsPerSecond = await bareInsertCeiling();
  console.log(
    `ratio : réservations/s ÷ INSERT nu/s = ${((100 * bookingsPerSecond) / insertsPerSecond).toFixed(1)} %`,
  );
} finally {
  server.kill();
}

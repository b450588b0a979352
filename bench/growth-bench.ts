/**
 * npm run bench:growth — how the costs grow with the directory (issue 30 §3), on PostgreSQL.
 *
 * For each size of BENCH_SIZES (default « 1000,10000,100000 », taken in increasing order): the database
 * `jurisrdv_growth` topped up to that many professionals (it is made again when it holds more than the smallest
 * size, and kept between runs otherwise), the built server started on it, then:
 *  - start-up: until /api/health answers;
 *  - the first free slot refresher: every listing's first free slot is forgotten before the start, and the
 *    time until the refresher has computed them all again is its duration at that size;
 *  - database size (pg_database_size);
 *  - search p95 (mixed searches, as bench:search), profile p95 (random ids), booking p95 (distinct free
 *    slots of professionals spread over the directory, taken in turn), each for BENCH_SECONDS (default 10)
 *    at BENCH_CONNECTIONS (default 50; bookings at a fifth of them).
 * Prints one line per scenario, then the table. A quick run: BENCH_SIZES=500,2000 BENCH_SECONDS=3.
 * Figures only: nothing here asserts a threshold.
 */

import autocannon from 'autocannon';
import pg from 'pg';
import {
  ADMIN_URL,
  buildOnce,
  CONNECTIONS,
  databaseUrl,
  ensureDirectoryDatabase,
  mixedSearchPaths,
  percentile,
  profilePaths,
  run,
  startServer,
} from './bench-server';
import { registerBenchClient } from './support/bench-clients.ts';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isSafeInteger(size) && size > 0)
  .sort((a, b) => a - b);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3192);
const BASE = `http://localhost:${PORT}`;
const BOOKING_REASON = 'Banc d’essai de croissance';

type TRow = {
  size: number;
  searchP95: number;
  profileP95: number;
  bookingP95: number;
  refresherSeconds: number;
  startupSeconds: number;
  databaseMegabytes: number;
};

async function query<T extends pg.QueryResultRow>(database: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Until every listing has its first free slot computed again. */
async function refresherSeconds(database: string): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ pending: string }>(
        'select count(*) as pending from professional_listings where next_free_slot_computed_at is null',
      );
      if (Number(rows[0]?.pending ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

function registerClient(index: number): Promise<string> {
  return registerBenchClient(BASE, {
    firstName: 'Banc',
    lastName: `Croissance${index}`,
    emailPrefix: `bench.growth${index}`,
  });
}

type TTarget = { professionalId: number; start: string; mode: string };

/** The free slots of `count` professionals spread over the directory, one of each in turn. */
async function bookingTargets(database: string, count: number): Promise<TTarget[]> {
  const rows = await query<{ id: number }>(
    database,
    `select id from professionals where is_public and accepts_online_booking
      order by (id * 2654435761) % 4294967296 limit ${count}`,
  );
  const perProfessional: TTarget[][] = [];
  for (const { id } of rows) {
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
  for (let index = 0; index < longest; index++)
    for (const slots of perProfessional) {
      const slot = slots[index];
      if (slot) targets.push(slot);
    }
  return targets;
}

async function bookingP95(cookies: string[], targets: TTarget[]): Promise<number> {
  // One booking first, whose refusal, if any, is shown: the figures would otherwise time refusals.
  const first = targets.shift();
  const tried = await fetch(`${BASE}/api/appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, cookie: cookies[0] ?? '' },
    body: JSON.stringify({ ...first, reason: BOOKING_REASON, answers: {}, acceptsFeeAgreement: true }),
  });
  if (tried.status !== 201)
    console.log(`première réservation refusée : ${tried.status} ${await tried.text()}`);
  let next = 0;
  const times: number[] = [];
  const connections = Math.max(1, Math.round(CONNECTIONS / 5));
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${BASE}/api/appointments`,
        connections,
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
                  reason: BOOKING_REASON,
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
  const p95 = percentile(times, 95);
  console.log(
    `réservations (${connections} connexions)`.padEnd(48),
    `${(result['2xx'] / SECONDS).toFixed(0)} réservations/s, p95 ${p95.toFixed(1)} ms, ${result.non2xx} refus, ${result.errors} erreurs`,
  );
  return p95;
}

const DATABASE = 'jurisrdv_growth';

/** Made again when it already holds more professionals than `smallest`: sizes are only ever topped up. */
async function startFrom(smallest: number): Promise<void> {
  const held = await query<{ count: string }>(DATABASE, 'select count(*) as count from professionals').catch(
    () => [],
  );
  if (Number(held[0]?.count ?? 0) <= smallest) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
  } finally {
    await admin.end();
  }
}

async function measure(size: number): Promise<TRow> {
  const database = DATABASE;
  await ensureDirectoryDatabase(database, size);
  // Each run starts from the same state: no booking of an earlier run, no first free slot computed.
  await query(database, `delete from appointments where reason = '${BOOKING_REASON.replace("'", "''")}'`);
  await query(database, 'update professional_listings set next_free_slot_computed_at = null');
  await query(database, 'vacuum (analyze)');
  console.log(`\n${size} professionnels`);
  const server = await startServer(PORT, { DATABASE_URL: databaseUrl(database) });
  try {
    const refresher = await refresherSeconds(database);
    console.log(`premiers créneaux libres recalculés par le rafraîchisseur en ${refresher.toFixed(1)} s`);
    const [sizeRow] = await query<{ bytes: string }>(
      database,
      'select pg_database_size(current_database()) as bytes',
    );
    const searches = mixedSearchPaths(20_000);
    const profiles = profilePaths(20_000, size);
    for (const path of [...searches.slice(-50), ...profiles.slice(-50)]) await fetch(`${BASE}${path}`);
    const options = { seconds: SECONDS };
    const search = await run('recherches mêlées', PORT, searches, [], options);
    const profile = await run('profils au hasard', PORT, profiles, [], options);
    const cookies = await Promise.all(Array.from({ length: 10 }, (_, index) => registerClient(index)));
    // Booking asks for a confirmed address: the bench's clients have none to click in.
    await query(
      database,
      "update users set email_verified_at = now() where email like 'bench.growth%' and email_verified_at is null",
    );
    const booking = await bookingP95(cookies, await bookingTargets(database, 200));
    return {
      size,
      searchP95: search.p95,
      profileP95: profile.p95,
      bookingP95: booking,
      refresherSeconds: refresher,
      startupSeconds: server.startupSeconds,
      databaseMegabytes: Number(sizeRow?.bytes ?? 0) / 1_048_576,
    };
  } finally {
    await server.stop();
  }
}

buildOnce();
await startFrom(SIZES[0] ?? 0);
const rows: TRow[] = [];
for (const size of SIZES) rows.push(await measure(size));
console.log(
  `\n| professionnels | recherche p95 | profil p95 | réservation p95 | rafraîchisseur | démarrage | base |`,
);
console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.size} | ${row.searchP95.toFixed(1)} ms | ${row.profileP95.toFixed(1)} ms | ${row.bookingP95.toFixed(1)} ms | ${row.refresherSeconds.toFixed(1)} s | ${row.startupSeconds.toFixed(2)} s | ${row.databaseMegabytes.toFixed(0)} Mo |`,
  );

/**
 * npx tsx bench/explain-search.ts — the plans of one search's statements, with their time and buffers, on the
 * bench:search database (run bench:search once first: it seeds `jurisrdv_bench` with 100,000 professionals).
 *
 * The search runs in this process as the server runs it, on one connection where PostgreSQL's auto_explain
 * reports every statement's `EXPLAIN (ANALYZE, BUFFERS)` as a notice, printed here. Each search runs twice:
 * cold (this process's caches empty) and again at once with another page (rankings and slot days kept).
 * BENCH_SEARCHES='location=Paris&distance=10;…' replaces the searches shown.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ZSearchQuery } from '#domain/directory/professionals/search-schemas.ts';
import type { TDatabase } from '#server/db/database.ts';
import * as schema from '#server/db/schema/index.ts';
import { searchProfessionalsJson } from '#server/directory/index.ts';
import { databaseUrl } from './bench-server';

const SEARCHES = (
  process.env.BENCH_SEARCHES ??
  'location=Paris&distance=10;location=Lyon&distance=20&professionalType=avocat&specialty=Droit de la famille;location=Rennes&distance=50'
).split(';');

const pool = new pg.Pool({ connectionString: databaseUrl('jurisrdv_bench'), max: 1, options: '-c jit=off' });
pool.on('connect', (client) => {
  client.on('notice', (notice) => console.log(`${notice.message ?? ''}\n`));
});
const db = drizzle(pool, { schema }) as unknown as TDatabase;
const client = await pool.connect();
for (const setting of [
  "load 'auto_explain'",
  'set auto_explain.log_min_duration = 0',
  'set auto_explain.log_analyze = on',
  'set auto_explain.log_buffers = on',
  'set auto_explain.log_timing = on',
  "set auto_explain.log_level = 'notice'",
  'set client_min_messages = notice',
])
  await client.query(setting);
client.release();

const now = new Date();
for (const search of SEARCHES) {
  for (const page of [1, 2]) {
    const query = ZSearchQuery.parse({ ...Object.fromEntries(new URLSearchParams(search)), page });
    console.log(`===== ${search}, page ${page} =====`);
    const started = performance.now();
    const json = await searchProfessionalsJson(db, query, now);
    console.log(`----- ${(performance.now() - started).toFixed(1)} ms, ${json.length} octets de JSON\n`);
  }
}
await pool.end();

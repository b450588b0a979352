import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app/app.ts';
import { openDatabase, type TDatabaseHandle } from '#server/db/database.ts';
import { seedDemoData } from '#server/db/seed/seed-database.ts';
import { watchHealthDuring } from '#server/test-support/health-watch.ts';
import { createTestClock, loginAs, TEST_PUBLIC_URL } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { loadConfig } from '../config';
import { WEB_DIST_DIR } from '../project-root';

/**
 * Issue 24 §1, the worst cases anyone can send at PDFs and sitemaps, to the real app listening on a port
 * behind one trusted proxy (so that X-Forwarded-For gives each client its address), while another client
 * calls /api/health every 20 ms: health keeps answering in under 200 ms on both databases. The answers
 * may be refusals (429 past one caller's share, 503 past the queue): what is measured is that nobody
 * else waits.
 */

const HEALTH_BOUND_MS = 200;
const NOW = new Date('2026-11-23T07:00:00Z');

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}
/** Public profiles in the directory: /sitemap-profiles/1.xml is a full file of 50,000 URLs. */
const DIRECTORY_SIZE = 55_000;

let handle: TDatabaseHandle;
let dataDir = '';
let app: FastifyInstance;
let port = 0;
let proCookie = '';
let previewUrl = '';
let invoiceId = 0;

type TAnswer = { status: number; bytes: number; duration: number };

function send(path: string, headers: Record<string, string> = {}, agent?: Agent): Promise<TAnswer> {
  const started = performance.now();
  return new Promise<TAnswer>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method: 'GET', path, agent: agent ?? false, headers },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, bytes, duration: performance.now() - started }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const figures: string[] = [];

/** Runs the burst while a second client (its own connection) calls /api/health every 20 ms. */
async function underHealthWatch(label: string, burst: () => Promise<TAnswer[]>) {
  let elapsed = 0;
  const { result: answers, health } = await watchHealthDuring(port, async () => {
    const started = performance.now();
    const answered = await burst();
    elapsed = performance.now() - started;
    return answered;
  });
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  figures.push(
    `${handle.driver.padEnd(8)} ${label.padEnd(48)} ${[...statuses].map(([status, n]) => `${n}× ${status}`).join(', ')} en ${elapsed.toFixed(0)} ms\u202f; /api/health médiane ${health.medianMs.toFixed(0)} ms, le plus lent ${health.slowestMs.toFixed(0)} ms sur ${health.waits.length} appels`,
  );
  return { answers, statuses, slowestHealthMs: health.slowestMs, healthAnswers: health.waits.length };
}

const from = (address: string) => ({ 'x-forwarded-for': address });

/** `count` copies of the first public professional: a directory of DIRECTORY_SIZE public profiles. */
async function growDirectory(count: number): Promise<void> {
  const columns = await rows<{ column_name: string }>(sql`
    select column_name from information_schema.columns
    where table_name = 'professionals' and table_schema = current_schema()
      and is_generated = 'NEVER' and is_identity = 'NO' and column_name not in ('id', 'user_id')
      and coalesce(column_default, '') not like 'nextval%'`);
  const list = sql.raw(columns.map((row) => `"${row.column_name}"`).join(', '));
  await handle.db.execute(sql`
    insert into professionals (${list})
    select ${list} from professionals, generate_series(1, ${count})
    where id = (select min(id) from professionals where is_public)`);
}

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') {
    handle = await openTestDatabase();
  } else {
    // On disk, as PGlite runs in production.
    dataDir = mkdtempSync(join(tmpdir(), 'jurisrdv-pdf-sitemap-'));
    handle = await openDatabase({ driver: 'pglite', dataDir });
    await handle.migrate();
  }
  await seedDemoData(handle.db);
  const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from professionals where is_public`);
  await growDirectory(DIRECTORY_SIZE - (row?.n ?? 0));
  const config = {
    ...loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, NODE_ENV: 'test', TRUST_PROXY: '1' }),
    allowPrivateCalendarUrls: true,
  };
  // The sitemaps are served with the web app (its build: npm run build:web).
  if (!existsSync(join(WEB_DIST_DIR, 'index.html')))
    throw new Error('npm run build first: dist/web is missing');
  app = await buildApp({ db: handle.db, config, clock: createTestClock(NOW), serveWeb: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  proCookie = await loginAs(app, 'pro', 'sophie.martin@example.com');

  // A public professional whose first consultation needs a fee agreement.
  const candidates = await rows<{ id: number }>(
    sql`select id from professionals where is_public order by id limit 20`,
  );
  for (const candidate of candidates) {
    const url = `/api/professionals/${candidate.id}/fee-agreement-preview?first=true`;
    if ((await app.inject({ method: 'GET', url })).statusCode === 200) {
      previewUrl = url;
      break;
    }
  }
  expect(previewUrl).not.toBe('');

  // An issued invoice of 40 lines (with its Factur-X): the heaviest PDF a professional downloads.
  const line = (n: number) => ({
    description: `Consultation n° ${n}\u00a0: analyse du dossier, rédaction de conclusions et échanges avec le client`,
    quantityThousandths: 1500,
    unitPriceCents: 12_000,
    vatRateBp: 2000,
  });
  const billing = await app.inject({
    method: 'PUT',
    url: '/api/pro/billing-settings',
    headers: { cookie: proCookie, origin: TEST_PUBLIC_URL },
    payload: {
      siret: '732 829 320 00074',
      vatNumber: 'FR 44 732829320',
      hourlyRateCents: 20_000,
      reminderDelaysDays: [30, 7],
    },
  });
  expect(billing.statusCode, billing.body).toBe(200);
  const draft = await app.inject({
    method: 'POST',
    url: '/api/pro/invoices',
    headers: { cookie: proCookie, origin: TEST_PUBLIC_URL },
    payload: {
      clientName: 'Marie Dubois',
      clientAddress: '12 rue de la Paix, 75002 Paris',
      lines: Array.from({ length: 40 }, (_, n) => line(n + 1)),
    },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  invoiceId = draft.json().invoice.id;
  const issued = await app.inject({
    method: 'POST',
    url: `/api/pro/invoices/${invoiceId}/issue`,
    headers: { cookie: proCookie, origin: TEST_PUBLIC_URL },
  });
  expect(issued.statusCode, issued.body).toBe(200);
}, 300_000);

afterAll(async () => {
  console.info(figures.join('\n'));
  await app?.close();
  await handle?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const burst =
  (count: number, path: (n: number) => string, headers: (n: number) => Record<string, string>) => () =>
    Promise.all(Array.from({ length: count }, (_, n) => send(path(n), headers(n))));

/** A preview per day: none is in the cache, each must be drawn. */
const distinctPreview = (n: number) =>
  `${previewUrl}&mode=cabinet&start=${encodeURIComponent(new Date(Date.UTC(2027, 0, 1 + n, 9)).toISOString())}`;

describe('PDFs and sitemaps leave /api/health answering', { timeout: 300_000 }, () => {
  it('100 concurrent anonymous previews from one address', async () => {
    const run = await underHealthWatch(
      'aperçu de convention ×100, une adresse',
      burst(
        100,
        () => previewUrl,
        () => from('203.0.113.10'),
      ),
    );
    expect(run.answers.every((answer) => [200, 429, 503].includes(answer.status))).toBe(true);
    expect(run.statuses.get(200)).toBeGreaterThan(0);
    expect(run.healthAnswers).toBeGreaterThan(3);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('100 concurrent different previews from one address', async () => {
    const run = await underHealthWatch(
      'aperçus différents ×100, une adresse',
      burst(100, distinctPreview, () => from('203.0.113.11')),
    );
    expect(run.answers.every((answer) => [200, 429, 503].includes(answer.status))).toBe(true);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('50 concurrent previews from 50 addresses, the same one and then 50 different ones', async () => {
    const same = await underHealthWatch(
      'aperçu de convention ×50, 50 adresses',
      burst(
        50,
        () => previewUrl,
        (n) => from(`198.51.100.${n + 1}`),
      ),
    );
    expect(same.statuses.get(200)).toBeGreaterThan(0);
    expect(same.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
    const different = await underHealthWatch(
      'aperçus différents ×50, 50 adresses',
      burst(
        50,
        (n) => distinctPreview(200 + n),
        (n) => from(`198.51.100.${n + 101}`),
      ),
    );
    expect(different.answers.every((answer) => [200, 429, 503].includes(answer.status))).toBe(true);
    expect(different.statuses.get(200)).toBeGreaterThan(0);
    expect(different.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('50 concurrent PDFs of a 40-line invoice', async () => {
    const run = await underHealthWatch(
      'facture de 40 lignes en PDF ×50',
      burst(
        50,
        () => `/api/pro/invoices/${invoiceId}/pdf`,
        () => ({ cookie: proCookie }),
      ),
    );
    expect(run.answers.every((answer) => [200, 429, 503].includes(answer.status))).toBe(true);
    expect(run.statuses.get(200)).toBeGreaterThan(0);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it(`20 concurrent /sitemap-profiles/1.xml (50,000 URLs of ${DIRECTORY_SIZE} profiles)`, async () => {
    const run = await underHealthWatch(
      'sitemap-profiles/1.xml ×20',
      burst(
        20,
        () => '/sitemap-profiles/1.xml',
        () => ({ 'accept-encoding': 'gzip, deflate, br' }),
      ),
    );
    expect(run.statuses.get(200)).toBe(20);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('50 concurrent /sitemap.xml', async () => {
    const run = await underHealthWatch(
      'sitemap.xml ×50',
      burst(
        50,
        () => '/sitemap.xml',
        () => ({ 'accept-encoding': 'gzip, deflate, br' }),
      ),
    );
    expect(run.statuses.get(200)).toBe(50);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });
});

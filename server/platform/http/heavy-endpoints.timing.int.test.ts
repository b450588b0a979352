import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_IMPORT_LIMITS } from '#domain/agenda/calendars/calendar-import-budget.ts';
import { MAX_DOCUMENT_BYTES } from '#domain/kernel/files/file-type.ts';
import { buildApp } from '#server/app/app.ts';
import { openDatabase, type TDatabaseHandle } from '#server/db/database.ts';
import { seedDemoData } from '#server/db/seed/seed-database.ts';
import { watchHealthDuring } from '#server/test-support/health-watch.ts';
import { lawyerCalendar } from '#server/test-support/hostile-calendars.ts';
import {
  LONGEST_PLACE,
  LONGEST_WORKSPACE_SEARCH,
  largestDirectorySearchQuery,
  pdfOfSize,
} from '#server/test-support/largest-inputs.ts';
import { createTestClock, loginAs, TEST_PUBLIC_URL } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { loadConfig } from '../config';

/**
 * The check: the largest input each heavy endpoint accepts, sent to the real app listening on
 * a port, while another client calls /api/health every 20 ms: health keeps answering in under 200 ms.
 * (There is no server-side PDF export: the appointments list is printed by the browser.)
 */

const HEALTH_BOUND_MS = 200;
const NOW = new Date('2026-11-23T07:00:00Z');

let handle: TDatabaseHandle;
let dataDir = '';
let app: FastifyInstance;
let port = 0;
let calendarServer: Server;
let calendarUrl = '';
let cookie = '';
const agent = new Agent({ keepAlive: true });
// The largest calendar file the import accepts: a busy lawyer's export just under 5 Mo.
const calendarFile = lawyerCalendar(13_400, NOW);

type TAnswer = { status: number; body: Buffer; duration: number };

function send(method: string, path: string, body?: Buffer, headers: Record<string, string> = {}) {
  const started = performance.now();
  return new Promise<TAnswer>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          cookie,
          origin: TEST_PUBLIC_URL,
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            duration: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

const figures: string[] = [];

/** Sends one heavy request while a second client (its own connection) calls /api/health every 20 ms. */
async function underHealthWatch(label: string, heavy: () => Promise<TAnswer>) {
  const { result: answer, health } = await watchHealthDuring(port, heavy);
  figures.push(
    `${handle.driver.padEnd(8)} ${label.padEnd(42)} HTTP ${answer.status}, ${answer.duration.toFixed(0)} ms; /api/health le plus lent ${health.slowestMs.toFixed(0)} ms sur ${health.waits.length} appels`,
  );
  return { answer, slowestHealthMs: health.slowestMs, healthAnswers: health.waits.length };
}

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') {
    handle = await openTestDatabase();
  } else {
    // On disk, as PGlite runs in production (in memory it spends its time growing in-memory files).
    dataDir = mkdtempSync(join(tmpdir(), 'jurisrdv-heavy-'));
    handle = await openDatabase({ driver: 'pglite', dataDir });
    await handle.migrate();
  }
  await seedDemoData(handle.db);
  const clock = createTestClock(NOW);
  const config = {
    ...loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, NODE_ENV: 'test' }),
    allowPrivateCalendarUrls: true,
  };
  app = await buildApp({ db: handle.db, config, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  cookie = await loginAs(app, 'pro', 'sophie.martin@example.com');
  calendarServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.end(calendarFile);
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
  calendarUrl = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/agenda.ics`;
}, 120_000);

afterAll(async () => {
  console.info(figures.join('\n'));
  agent.destroy();
  calendarServer.closeAllConnections();
  await new Promise<void>((resolve) => calendarServer.close(() => resolve()));
  await app.close();
  await handle.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('heavy endpoints leave /api/health answering', { timeout: 120_000 }, () => {
  it('imports the largest calendar file', async () => {
    expect(Buffer.byteLength(calendarFile)).toBeGreaterThan(4_950_000);
    expect(Buffer.byteLength(calendarFile)).toBeLessThanOrEqual(CALENDAR_IMPORT_LIMITS.maxFileSize);
    const body = json({ name: 'Fichier complet', colour: 'blue', icsContent: calendarFile });
    const run = await underHealthWatch('import .ics de 5 Mo (fichier)', () =>
      send('POST', '/api/pro/calendar-accounts', body),
    );
    expect(run.answer.status).toBe(201);
    expect(run.healthAnswers).toBeGreaterThan(3);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('imports the largest calendar from a URL', async () => {
    const body = json({ name: 'Abonnement complet', colour: 'green', url: calendarUrl });
    const run = await underHealthWatch('import .ics de 5 Mo (adresse)', () =>
      send('POST', '/api/pro/calendar-accounts', body),
    );
    expect(run.answer.status).toBe(201);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('searches the directory with the largest query', async () => {
    const run = await underHealthWatch('recherche, tous les filtres', () =>
      send('GET', `/api/professionals/search?${largestDirectorySearchQuery()}`),
    );
    expect(run.answer.status).toBe(200);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);

    const longPlace = encodeURIComponent(LONGEST_PLACE);
    const unknown = await underHealthWatch('recherche, lieu de 100 caractères', () =>
      send('GET', `/api/professionals/search?location=${longPlace}`),
    );
    expect(unknown.answer.status).toBeLessThan(500);
    expect(unknown.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('searches the workspace with the longest query', async () => {
    const q = encodeURIComponent(LONGEST_WORKSPACE_SEARCH);
    const run = await underHealthWatch('recherche de l’espace pro, 100 caractères', () =>
      send('GET', `/api/pro/search?q=${q}`),
    );
    expect(run.answer.status).toBe(200);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('stores and serves a 10 Mo document of a case', async () => {
    const created = await send(
      'POST',
      '/api/pro/cases',
      json({ title: 'Succession Dubois', client: { name: 'Paul Dubois' } }),
    );
    expect(created.status).toBe(201);
    const caseId: number = JSON.parse(created.body.toString()).case.id;
    const body = json({
      title: 'Inventaire',
      kind: 'contract',
      fileName: 'inventaire.pdf',
      contentBase64: pdfOfSize(MAX_DOCUMENT_BYTES).toString('base64'),
    });
    const run = await underHealthWatch('document de dossier, 10 Mo', () =>
      send('POST', `/api/pro/cases/${caseId}/documents`, body),
    );
    expect(run.answer.status).toBe(201);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);

    const [document] = JSON.parse(run.answer.body.toString()).case.documents as { id: number }[];
    const download = await underHealthWatch('téléchargement du document de 10 Mo', () =>
      send('GET', `/api/pro/cases/${caseId}/documents/${document?.id}/file`),
    );
    expect(download.answer.status).toBe(200);
    expect(download.answer.body.length).toBe(MAX_DOCUMENT_BYTES);
    expect(download.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('stores a 10 Mo document of an appointment', async () => {
    const listed = await send('GET', '/api/pro/appointments?period=all');
    expect(listed.status).toBe(200);
    const [appointment] = JSON.parse(listed.body.toString()).appointments as { id: number }[];
    const body = json({
      title: 'Pièce',
      kind: 'scan',
      fileName: 'piece.pdf',
      contentBase64: pdfOfSize(MAX_DOCUMENT_BYTES).toString('base64'),
    });
    const run = await underHealthWatch('document de rendez-vous, 10 Mo', () =>
      send('POST', `/api/pro/appointments/${appointment?.id}/documents`, body),
    );
    expect(run.answer.status).toBe(201);
    expect(run.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });
});

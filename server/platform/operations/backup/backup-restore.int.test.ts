import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app/app.ts';
import { openDatabase, type TDatabaseHandle } from '#server/db/database.ts';
import {
  appointments,
  caseDocuments,
  conversations,
  invoices,
  messages,
  storedFileChunks,
  storedFiles,
  users,
} from '#server/db/schema/index.ts';
import { seedDemoData } from '#server/db/seed/seed-database.ts';
import { loadConfig } from '#server/platform/config.ts';
import { STORED_FILE_CHUNK_BYTES } from '#server/platform/stored-files/stored-file-store.ts';
import type { TDatabaseTemplates } from '#server/test-support/database-templates.ts';
import { insertAppointment } from '#server/test-support/factories.ts';
import {
  callAs,
  createTestClock,
  loginAs,
  markEmailVerified,
  TEST_PUBLIC_URL,
} from '#server/test-support/test-app.ts';
import { testPostgresUrl } from '#server/test-support/test-database.ts';
import { runBackupCommand, runRestoreCommand } from './backup-commands';
import { migrationHistoryOf } from './migration-history';

const POSTGRES = process.env.TEST_DB === 'postgres';
// Monday 23 November 2026, 10:00 Paris.
const NOW = new Date('2026-11-23T09:00:00Z');
const CLIENT = { email: 'ines.garnier@example.com', password: 'Une-sauvegarde-qui-restaure-2026' };
const SECRET_TEXT = 'Pièces confidentielles de mon dossier de succession';
// Three chunks of stored_file_chunks, so the restore has to put them back in order.
const DOCUMENT = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2 * STORED_FILE_CHUNK_BYTES + 1000)]);
const BILLING = {
  siret: '732 829 320 00074',
  vatNumber: 'FR 44 732829320',
  hourlyRateCents: 20_000,
  reminderDelaysDays: [30, 7],
};
const DRAFT = {
  clientName: 'Inès Garnier',
  clientAddress: '3 rue des Archives, 75004 Paris',
  lines: [
    { description: 'Consultation', quantityThousandths: 1000, unitPriceCents: 12_000, vatRateBp: 2000 },
  ],
};

const workDir = mkdtempSync(join(tmpdir(), 'jurisrdv-backup-test-'));
const disposals: (() => Promise<void>)[] = [];

/**
 * A database as the commands see it, by its environment (DATA_DIR or DATABASE_URL): seeded with the demo
 * data like a running deployment, or empty like the target of a restore. Removed when the file is done.
 */
type TScratchDatabase = { env: NodeJS.ProcessEnv; open(): Promise<TDatabaseHandle> };

function templates(): TDatabaseTemplates | null {
  return inject('databaseTemplates') ?? null;
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testPostgresUrl() });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

async function scratchDatabase(options: { seeded: boolean }): Promise<TScratchDatabase> {
  if (!POSTGRES) {
    const dataDir = mkdtempSync(join(workDir, 'data-'));
    const pgliteDir = join(dataDir, 'pglite');
    const open = () => openDatabase({ driver: 'pglite', dataDir: pgliteDir });
    if (!options.seeded) return { env: { DATA_DIR: dataDir }, open };
    const template = templates();
    // The copy of the template stays open: it is the first server's database (another open would cost).
    let loaded: TDatabaseHandle | null = await openDatabase({
      driver: 'pglite',
      dataDir: pgliteDir,
      ...(template?.driver === 'pglite'
        ? { loadDataDir: new Blob([readFileSync(template.seededDump)]) }
        : {}),
    });
    if (template?.driver !== 'pglite') {
      await loaded.migrate();
      await seedDemoData(loaded.db);
    }
    return {
      env: { DATA_DIR: dataDir },
      async open() {
        const first = loaded;
        loaded = null;
        return first ?? open();
      },
    };
  }
  const name = `jurisrdv_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = templates();
  const fromTemplate = options.seeded && template?.driver === 'postgres';
  await adminQuery(
    fromTemplate ? `create database ${name} template ${template.seededDatabase}` : `create database ${name}`,
  );
  disposals.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(testPostgresUrl());
  url.pathname = `/${name}`;
  const open = () => openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 3 });
  if (options.seeded && !fromTemplate) {
    const handle = await open();
    await handle.migrate();
    await seedDemoData(handle.db);
    await handle.close();
  }
  return { env: { DATABASE_URL: url.toString() }, open };
}

/** The server on a database, as `npm start` builds it, driven with inject(). */
async function serve(database: TScratchDatabase) {
  const handle = await database.open();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, NODE_ENV: 'test' });
  const app = await buildApp({ db: handle.db, config, clock: createTestClock(NOW) });
  return {
    app,
    handle,
    async stop() {
      await app.close();
      await handle.close();
    },
  };
}

async function rowCounts(handle: TDatabaseHandle) {
  const { db } = handle;
  const n = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
  return {
    users: await n(db.select({ n: count() }).from(users)),
    appointments: await n(db.select({ n: count() }).from(appointments)),
    invoices: await n(db.select({ n: count() }).from(invoices)),
    caseDocuments: await n(db.select({ n: count() }).from(caseDocuments)),
    storedFiles: await n(db.select({ n: count() }).from(storedFiles)),
    storedFileChunks: await n(db.select({ n: count() }).from(storedFileChunks)),
    conversations: await n(db.select({ n: count() }).from(conversations)),
    messages: await n(db.select({ n: count() }).from(messages)),
  };
}

async function issueInvoice(app: FastifyInstance, cookie: string): Promise<string> {
  const draft = await callAs(app, cookie, 'POST', '/api/pro/invoices', DRAFT);
  expect(draft.statusCode, draft.body).toBe(201);
  const issued = await callAs(app, cookie, 'POST', `/api/pro/invoices/${draft.json().invoice.id}/issue`);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json().invoice.number;
}

let source: TScratchDatabase;
let backupFile: string;
let backup: Awaited<ReturnType<typeof runBackupCommand>>;
let before: Awaited<ReturnType<typeof rowCounts>>;
let firstInvoiceNumber: string;
let documentUrl: string;
let conversationId: number;

beforeAll(async () => {
  source = await scratchDatabase({ seeded: true });
  const server = await serve(source);
  const { app, handle } = server;
  try {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/client/register',
      payload: { firstName: 'Inès', lastName: 'Garnier', ...CLIENT, acceptTerms: true },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await markEmailVerified(handle, CLIENT.email);
    const client = await loginAs(app, 'client', CLIENT.email, CLIENT.password);
    const sophie = await loginAs(app, 'pro', 'sophie.martin@example.com');
    await insertAppointment(handle.db, {
      professionalId: 1,
      clientUserId: registered.json().user.id,
      startsAt: new Date('2026-11-20T09:00:00Z'),
      endsAt: new Date('2026-11-20T10:00:00Z'),
      reason: 'Succession',
    });
    expect((await callAs(app, sophie, 'PUT', '/api/pro/billing-settings', BILLING)).statusCode).toBe(200);
    firstInvoiceNumber = await issueInvoice(app, sophie);
    const created = await callAs(app, sophie, 'POST', '/api/pro/cases', { title: 'Succession Garnier' });
    expect(created.statusCode, created.body).toBe(201);
    const added = await callAs(app, sophie, 'POST', `/api/pro/cases/${created.json().case.id}/documents`, {
      title: 'Inventaire',
      kind: 'contract',
      fileName: 'inventaire.pdf',
      contentBase64: DOCUMENT.toString('base64'),
    });
    expect(added.statusCode, added.body).toBe(201);
    documentUrl = added.json().case.documents[0].url;
    const conversation = await callAs(app, client, 'POST', '/api/client/conversations', {
      professionalId: 1,
    });
    expect(conversation.statusCode, conversation.body).toBe(200);
    conversationId = conversation.json().conversation.id;
    const sent = await callAs(app, client, 'POST', `/api/client/conversations/${conversationId}/messages`, {
      body: SECRET_TEXT,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    before = await rowCounts(handle);
  } finally {
    // Stopped, as PGlite requires (PostgreSQL would not).
    await server.stop();
  }
  backupFile = join(workDir, 'jurisrdv.backup');
  backup = await runBackupCommand([backupFile], source.env);
});

afterAll(async () => {
  for (const dispose of disposals) await dispose();
  rmSync(workDir, { recursive: true, force: true });
});

describe(`a backup of ${POSTGRES ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('restores into a new database the same rows, documents, invoice sequence and accounts', async () => {
    expect(backup, backup.line).toMatchObject({ exitCode: 0 });
    expect(backup.line).toMatch(
      new RegExp(
        `^Sauvegarde ${POSTGRES ? 'PostgreSQL' : 'PGlite'} écrite dans ${backupFile} \\(.+, .+\\)\\.$`,
      ),
    );
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    const target = await scratchDatabase({ seeded: false });
    const restore = await runRestoreCommand([backupFile], target.env);
    expect(restore, restore.line).toMatchObject({ exitCode: 0 });
    expect(restore.line).toMatch(
      /^Sauvegarde .+ du \d\d\/\d\d\/\d{4} à \d\d:\d\d \(.+\) restaurée dans .+\.$/,
    );

    const server = await serve(target);
    const { app, handle } = server;
    try {
      // What `npm start` does first: nothing left to migrate.
      await handle.migrate();
      expect(await rowCounts(handle)).toEqual(before);
      const client = await loginAs(app, 'client', CLIENT.email, CLIENT.password);
      const thread = await callAs(app, client, 'GET', `/api/client/conversations/${conversationId}/messages`);
      expect(thread.json().messages.map((message: { body: string }) => message.body)).toEqual([SECRET_TEXT]);
      const sophie = await loginAs(app, 'pro', 'sophie.martin@example.com');
      const download = await callAs(app, sophie, 'GET', documentUrl);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(DOCUMENT)).toBe(true);
      const invoiceList = await callAs(app, sophie, 'GET', '/api/pro/invoices');
      expect(
        invoiceList.json().invoices.map((invoice: { number: string | null }) => invoice.number),
      ).toContain(firstInvoiceNumber);
      const next = Number(firstInvoiceNumber.replace(/\D/g, '')) + 1;
      expect(await issueInvoice(app, sophie)).toBe(`F-${String(next).padStart(6, '0')}`);
    } finally {
      await server.stop();
    }
  });

  it('refuses a database that is not empty and changes nothing in it', async () => {
    const refused = await runRestoreCommand([backupFile], source.env);
    expect(refused.exitCode).toBe(1);
    expect(refused.line).toMatch(POSTGRES ? /n’est pas vide \(\d+ tables/ : /contient déjà une base/);
    expect(refused.line).toContain('--force');
    const server = await serve(source);
    try {
      expect(await rowCounts(server.handle)).toEqual(before);
    } finally {
      await server.stop();
    }
  });

  it('replaces a database with --force, in one go', async () => {
    const target = await scratchDatabase({ seeded: true });
    const demo = await target.open();
    try {
      expect((await rowCounts(demo)).users).toBe(before.users - 1);
    } finally {
      await demo.close();
    }
    const forced = await runRestoreCommand([backupFile, '--force'], target.env);
    expect(forced, forced.line).toMatchObject({ exitCode: 0 });
    if (!POSTGRES)
      expect(forced.line).toMatch(/l’ancienne base est gardée dans .+pglite\.avant-restauration-/);
    const server = await serve(target);
    try {
      expect(await rowCounts(server.handle)).toEqual(before);
    } finally {
      await server.stop();
    }
  });

  it('refuses a file that is not a backup, an altered one, or one of the other engine', async () => {
    const target = await scratchDatabase({ seeded: false });
    const text = join(workDir, 'notes.txt');
    writeFileSync(text, 'Ceci n’est pas une sauvegarde.\n');
    expect(await runRestoreCommand([text], target.env)).toEqual({
      exitCode: 1,
      line: `${text} n’est pas une sauvegarde JurisRDV.`,
    });
    const altered = join(workDir, 'altered.backup');
    const bytes = readFileSync(backupFile);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0xff;
    writeFileSync(altered, bytes);
    expect(await runRestoreCommand([altered], target.env)).toEqual({
      exitCode: 1,
      line: `${altered} est abîmé\u00a0: son contenu ne correspond plus à l’empreinte de son en-tête.`,
    });
    const otherEngine = POSTGRES
      ? { DATA_DIR: mkdtempSync(join(workDir, 'data-')) }
      : { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/jamais_ouverte' };
    const wrongEngine = await runRestoreCommand([backupFile], otherEngine);
    expect(wrongEngine.exitCode).toBe(1);
    expect(wrongEngine.line).toMatch(
      /^Cette sauvegarde vient de (PGlite|PostgreSQL) et la base configurée est/,
    );
    // The target was not touched: no data directory on PGlite, no migrations nor tables on PostgreSQL.
    if (POSTGRES) {
      const untouched = await target.open();
      try {
        expect(await migrationHistoryOf(untouched.db)).toEqual({ count: 0, lastCreatedAt: null });
      } finally {
        await untouched.close();
      }
    } else {
      expect(readdirSync(target.env.DATA_DIR ?? '')).toEqual([]);
    }
  });

  it(
    POSTGRES
      ? 'backs up while the server runs, and refuses to restore over a database it has open'
      : 'refuses a PGlite data directory the server has open',
    async () => {
      const running = await serve(source);
      if (POSTGRES) {
        try {
          const online = await runBackupCommand([join(workDir, 'while-running.backup')], source.env);
          expect(online.exitCode, online.line).toBe(0);
          const restoreWhileRunning = await runRestoreCommand([backupFile, '--force'], source.env);
          expect(restoreWhileRunning.exitCode).toBe(1);
          expect(restoreWhileRunning.line).toMatch(/autre\(s\) connexion\(s\) ouverte\(s\)/);
        } finally {
          await running.stop();
        }
        return;
      }
      try {
        const refused = await runBackupCommand([join(workDir, 'while-running.backup')], source.env);
        expect(refused.exitCode).toBe(1);
        expect(refused.line).toContain(`est ouverte par le processus ${process.pid}`);
        const restoreWhileRunning = await runRestoreCommand([backupFile, '--force'], source.env);
        expect(restoreWhileRunning.exitCode).toBe(1);
        expect(restoreWhileRunning.line).toContain(`est ouverte par le processus ${process.pid}`);
      } finally {
        await running.stop();
      }
    },
  );
});

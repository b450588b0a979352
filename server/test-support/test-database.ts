import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type TDatabaseHandle } from '../db/database';
import { seedDemoData } from '../db/seed/seed-database';
import type { TDatabaseTemplates } from './database-templates';

export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function testPostgresUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_POSTGRES_URL;
}

/** The templates the integration projects' global setup made (server/test-support/database-templates.ts). */
async function providedTemplates(): Promise<TDatabaseTemplates | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import('vitest');
  try {
    return inject('databaseTemplates') ?? null;
  } catch {
    return null;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server (TEST_DB=postgres) that is dropped when the file is done. With `withDemoData`, it
 * holds the demo accounts and profiles (`seedDemoData`). Both come from the run's templates when the
 * global setup made them (a copy instead of 27 migrations and a seed per file), else are built here.
 */
export async function openTestDatabase(options: { withDemoData?: boolean } = {}): Promise<TDatabaseHandle> {
  const templates = await providedTemplates();
  if (process.env.TEST_DB !== 'postgres') {
    if (templates?.driver === 'pglite') {
      const dump = readFileSync(options.withDemoData ? templates.seededDump : templates.migratedDump);
      return openDatabase({ driver: 'pglite', loadDataDir: new Blob([dump]) });
    }
    const handle = await openDatabase({ driver: 'pglite' });
    await handle.migrate();
    if (options.withDemoData) await seedDemoData(handle.db);
    return handle;
  }
  const adminUrl = testPostgresUrl();
  const name = `jurisrdv_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template =
    templates?.driver === 'postgres'
      ? options.withDemoData
        ? templates.seededDatabase
        : templates.migratedDatabase
      : null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 });
  if (!template) {
    await handle.migrate();
    if (options.withDemoData) await seedDemoData(handle.db);
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * Fills `dataDir` with a PGlite database: a new one (initialised, no migration applied yet) or a migrated one,
 * loaded from the run's dumps. PGlite takes four seconds of CPU to initialise an empty directory; loading the
 * dump of one it initialised at the start of the run takes under one. Without the global setup's dumps, a new
 * database is left to PGlite's first opening and a migrated one is migrated here.
 */
export async function fillPgliteDataDir(dataDir: string, content: 'new' | 'migrated'): Promise<void> {
  const templates = await providedTemplates();
  if (templates?.driver === 'pglite') {
    const dump = readFileSync(content === 'new' ? templates.emptyDump : templates.migratedDump);
    const handle = await openDatabase({ driver: 'pglite', dataDir, loadDataDir: new Blob([dump]) });
    await handle.close();
    return;
  }
  if (content === 'new') return;
  const handle = await openDatabase({ driver: 'pglite', dataDir });
  await handle.migrate().finally(() => handle.close());
}

/** The run's migrated template database on PostgreSQL, when the global setup made one. */
export async function migratedPostgresTemplate(): Promise<string | null> {
  const templates = await providedTemplates();
  return templates?.driver === 'postgres' ? templates.migratedDatabase : null;
}

/**
 * A database that can be closed and opened again like a server restart: a PGlite data directory on
 * disk, or a PostgreSQL database reached through a new pool each time. Both are new: no migration applied.
 */
export async function createRestartableTestDatabase(): Promise<{
  open(): Promise<TDatabaseHandle>;
  dispose(): Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), 'jurisrdv-restart-'));
    await fillPgliteDataDir(dataDir, 'new');
    return {
      open: () => openDatabase({ driver: 'pglite', dataDir }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createScratchPostgresDatabase('jurisrdv_test');
  return {
    open: () => openDatabase({ driver: 'postgres', url: database.url, poolSize: 3 }),
    dispose: database.dispose,
  };
}

/**
 * A new database on the test PostgreSQL server, empty or a copy of `template`, dropped (connections and all)
 * by `dispose`.
 */
export async function createScratchPostgresDatabase(
  prefix: string,
  template: string | null = null,
): Promise<{ url: string; dispose(): Promise<void> }> {
  const adminUrl = testPostgresUrl();
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin
    .query(template ? `create database ${name} template ${template}` : `create database ${name}`)
    .finally(() => admin.end());
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async dispose() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}

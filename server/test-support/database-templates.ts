import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteOf } from '../db/database';
import { seedDemoData } from '../db/seed/seed-database';
import { testPostgresUrl } from './test-database';

/**
 * What the global setup hands to the test files: a migrated database, and the same with the demo data
 * (`createTestApp`'s default), made once per run instead of once per file. On PGlite, data-directory
 * dumps that each file loads, and the directory of a new database before its first migration; on
 * PostgreSQL, template databases that `create database … template` copies.
 */
export type TDatabaseTemplates =
  | { driver: 'pglite'; emptyDump: string; migratedDump: string; seededDump: string }
  | { driver: 'postgres'; migratedDatabase: string; seededDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: TDatabaseTemplates | null;
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testPostgresUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function pgliteTemplates(): Promise<{ templates: TDatabaseTemplates; teardown: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'jurisrdv-test-templates-'));
  const handle = await openDatabase({ driver: 'pglite' });
  try {
    const pglite = pgliteOf(handle);
    if (!pglite) throw new Error('PGlite attendu');
    // Before any migration: what a new data directory holds once PGlite has initialised it, which costs
    // four seconds of CPU each time (the server processes and restart tests start from it).
    const emptyDump = join(dir, 'empty.tar');
    writeFileSync(emptyDump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await handle.migrate();
    const migratedDump = join(dir, 'migrated.tar');
    writeFileSync(migratedDump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await seedDemoData(handle.db);
    const seededDump = join(dir, 'seeded.tar');
    writeFileSync(seededDump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return {
      templates: { driver: 'pglite', emptyDump, migratedDump, seededDump },
      teardown: () => rmSync(dir, { recursive: true, force: true }),
    };
  } finally {
    await handle.close();
  }
}

async function postgresTemplates(): Promise<{
  templates: TDatabaseTemplates;
  teardown: () => Promise<void>;
}> {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const migratedDatabase = `jurisrdv_template_${suffix}`;
  const seededDatabase = `jurisrdv_template_seeded_${suffix}`;
  const teardown = async () => {
    for (const name of [seededDatabase, migratedDatabase]) {
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  };
  try {
    await adminQuery(`create database ${migratedDatabase}`);
    const migrated = await openDatabase({
      driver: 'postgres',
      url: databaseUrl(testPostgresUrl(), migratedDatabase),
      poolSize: 1,
    });
    await migrated.migrate().finally(() => migrated.close());
    // A template must have no open connection while it is copied: every pool above is closed.
    await adminQuery(`create database ${seededDatabase} template ${migratedDatabase}`);
    const seeded = await openDatabase({
      driver: 'postgres',
      url: databaseUrl(testPostgresUrl(), seededDatabase),
      poolSize: 1,
    });
    await seedDemoData(seeded.db).finally(() => seeded.close());
  } catch (error) {
    await teardown();
    throw error;
  }
  return { templates: { driver: 'postgres', migratedDatabase, seededDatabase }, teardown };
}

/** Vitest global setup of the integration projects (vitest.config.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = project.config.env?.TEST_DB === 'postgres';
  const { templates, teardown } = postgres ? await postgresTemplates() : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return async () => {
    await teardown();
  };
}

import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { MIGRATIONS_DIR } from '../platform/project-root';
import { testPostgresUrl } from './test-database';

/** Raw SQL on a bare database (no migrator), so the migrations can be run one by one around old data. */
export type TRawDatabase = {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
};

export async function openRawDatabase(): Promise<TRawDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const client = new PGlite({ extensions: { btree_gist, cube } });
    await client.waitReady;
    return {
      exec: async (sql) => {
        await client.exec(sql);
      },
      rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      close: () => client.close(),
    };
  }
  const adminUrl = testPostgresUrl();
  const name = `jurisrdv_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export const migrations = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort();

export async function runMigration(db: TRawDatabase, prefix: string): Promise<void> {
  const file = migrations.find((name) => name.startsWith(prefix));
  if (!file) throw new Error(`migration ${prefix} absente`);
  for (const statement of readFileSync(join(MIGRATIONS_DIR, file), 'utf8').split(
    '--> statement-breakpoint',
  )) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** Runs every migration before `prefix` ('0018'): the database as it stood just before that one. */
export async function migrateBefore(db: TRawDatabase, prefix: string): Promise<void> {
  for (const file of migrations) {
    if (file >= prefix) break;
    await runMigration(db, file.slice(0, 4));
  }
}

/**
 * One migration under test, in a test file: before its tests, a bare database as it stood before `prefix`,
 * the rows `rowsBefore` inserts (old data in the old shape), then that migration; closed after them. The
 * database answers the tests' queries once the file's tests run.
 */
export function migrationUnderTest(prefix: string, rowsBefore: string): Omit<TRawDatabase, 'close'> {
  let db: TRawDatabase | undefined;
  beforeAll(async () => {
    db = await openRawDatabase();
    await migrateBefore(db, prefix);
    await db.exec(rowsBefore);
    await runMigration(db, prefix);
  });
  afterAll(async () => {
    await db?.close();
  });
  const opened = (): TRawDatabase => {
    if (!db) throw new Error(`base de la migration ${prefix} pas encore ouverte`);
    return db;
  };
  return { exec: (sql) => opened().exec(sql), rows: <T>(sql: string) => opened().rows<T>(sql) };
}

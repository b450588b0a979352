import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../platform/project-root';
import * as schema from './schema';

export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What `db.transaction(async (tx) => …)` gives its callback (a nested `.transaction` is a savepoint). */
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

/** Where a query can run: the database itself or an open transaction. */
export type TDatabaseOrTransaction = TDatabase | TTransaction;

export type TDatabaseHandle = {
  db: TDatabase;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations (safe to call from several instances at once on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * Applies pending migrations, then runs `work` still under the migrations' lock: several instances
   * started at once do it one after the other (the demo seed: never twice).
   */
  migrateThen<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type TDatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

// Any fixed number works: it only has to be the same for every instance running migrations.
const MIGRATION_LOCK_KEY = 72_042_025;

/** How long a query waits for a pooled connection (or a new one to open) before it fails. */
export const POOL_CONNECTION_TIMEOUT_MS = 10_000;

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Our queries are short: compiling one with LLVM (JIT, on by default) cost more than running it
      // (7 ms of a 13 ms search at 100 000 professionals).
      options: '-c jit=off',
      // A saturated pool or an unreachable server fails a request (and readiness) instead of holding it.
      connectionTimeoutMillis: POOL_CONNECTION_TIMEOUT_MS,
    });
    // An idle connection can be closed by the server (restart, failover, a dropped test database);
    // without a listener node-postgres would turn that into an uncaught error and stop the process.
    pool.on('error', (error) => console.warn(`PostgreSQL : connexion inactive fermée (${error.message})`));
    const db: TDatabase = drizzleNodePostgres(pool, { schema });
    postgresUrls.set(db, options.url);
    postgresPools.set(db, pool);
    const url = options.url;
    /**
     * The lock is held on a connection of its own, outside the pool: the work done under it (the seed)
     * uses the pool, which may have a single connection.
     */
    async function underMigrationLock<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
      const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    }
    const migrateWith = (client: pg.Client) =>
      migrateNodePostgres(drizzleNodePostgres(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      driver: 'postgres',
      migrate: () => underMigrationLock(migrateWith),
      migrateThen: (work) =>
        underMigrationLock(async (client) => {
          await migrateWith(client);
          return work();
        }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    // The appointments' no-overlap constraint needs btree_gist, search's nearest-first index cube (both in contrib).
    extensions: { btree_gist, cube },
    // PGlite's own bytea conversion goes byte by byte (seconds of blocked event loop for a 10 Mo
    // document): bytes are sent as a binary parameter, and read back with Buffer's hex codec.
    serializers: { [types.BYTEA]: serializeBytea },
    parsers: { [types.BYTEA]: parseBytea },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  yieldBeforeEachStatement(client);
  const migratePgliteClient = () =>
    migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  const pgliteMigrations = createQueue();
  const db: TDatabase = drizzlePglite(client, { schema });
  pgliteClients.set(db, client);
  return {
    db,
    driver: 'pglite',
    migrate: () => pgliteMigrations.run(migratePgliteClient),
    // One process only opens a PGlite directory; within it, one migration (and its work) at a time.
    migrateThen: (work) =>
      pgliteMigrations.run(async () => {
        await migratePgliteClient();
        return work();
      }),
    close: () => client.close(),
    ...{ pglite: client },
  };
}

/** Runs tasks one after the other, in the order they were given. */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task, task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

/**
 * PGlite runs each statement on this thread and answers without waiting for any I/O, so all the
 * statements of one request would run back to back in a single turn of the event loop, however many
 * there are. One turn before each statement (or transaction) lets other requests in between.
 */
function yieldBeforeEachStatement(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await nextTurn();
    return query(...args);
  }) as typeof client.query;
  client.exec = async (...args) => {
    await nextTurn();
    return exec(...args);
  };
  client.transaction = async (...args) => {
    await nextTurn();
    return transaction(...args);
  };
}

function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('bytea attendu');
  // A typed array is sent as a binary parameter (raw bytes), which bytea reads as is.
  return value as unknown as string;
}

function parseBytea(text: string): Buffer {
  return Buffer.from(text.slice(2), 'hex');
}

const postgresUrls = new WeakMap<TDatabase, string>();

/**
 * The PostgreSQL URL behind a database, which other instances may share (server/platform/cache-invalidation/
 * listens on its own connection to it); undefined on PGlite, which only this process opens.
 */
export function postgresUrlOf(db: TDatabase): string | undefined {
  return postgresUrls.get(db);
}

const postgresPools = new WeakMap<TDatabase, pg.Pool>();

/** The connection pool behind a PostgreSQL database (its use is reported by /metrics); undefined on PGlite. */
export function postgresPoolOf(db: TDatabase): pg.Pool | undefined {
  return postgresPools.get(db);
}

const pgliteClients = new WeakMap<TDatabase, PGlite>();

/** The PGlite instance behind a database, whose LISTEN is in-process (undefined on PostgreSQL). */
export function pgliteClientOf(db: TDatabase): PGlite | undefined {
  return pgliteClients.get(db);
}

/** The PGlite instance behind a handle, for tests that dump a migrated template. */
export function pgliteOf(handle: TDatabaseHandle): PGlite | undefined {
  return (handle as TDatabaseHandle & { pglite?: PGlite }).pglite;
}

export async function pingDatabase(db: TDatabase): Promise<void> {
  await db.execute(sql`select 1`);
}

export { schema };

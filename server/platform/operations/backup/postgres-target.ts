import { sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/database.ts';
import type { TConfig } from '#server/platform/config.ts';
import { openConfiguredDatabase } from '#server/platform/open-configured-database.ts';
import { BackupError } from './backup-error';
import { describePostgresTarget } from './postgres-connection-environment';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Runs `work` on the database of DATABASE_URL through the server's own pool, closed afterwards; a database
 * that cannot be reached becomes one French line (no user name or password in it).
 */
export async function withPostgres<T>(config: TConfig, work: (db: TDatabase) => Promise<T>): Promise<T> {
  const url = config.databaseUrl;
  if (!url) throw new Error('DATABASE_URL attendu');
  const handle = await openConfiguredDatabase(config);
  try {
    return await work(handle.db);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `La base ${describePostgresTarget(url)} est injoignable\u00a0: ${connectionFailureReason(error)}.`,
    );
  } finally {
    await handle.close();
  }
}

/** The usual reasons a connection fails, in French; the server's own message otherwise. */
export function connectionFailureReason(error: unknown): string {
  // Drizzle wraps the driver's error (« Failed query: … ») and keeps it as the cause.
  let cause = error as { code?: string; message?: string; cause?: unknown };
  while (cause.cause && typeof cause.cause === 'object' && !cause.code) cause = cause.cause as typeof cause;
  const { code, message } = cause;
  switch (code) {
    case '3D000':
      return 'cette base n’existe pas (créez-la d’abord\u00a0: createdb NOM)';
    case '28P01':
    case '28000':
      return 'identifiants refusés par le serveur';
    case 'ECONNREFUSED':
      return 'connexion refusée (serveur arrêté, ou mauvais port\u202f?)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'nom d’hôte inconnu';
    case 'ETIMEDOUT':
      return 'le serveur ne répond pas';
    default:
      return message ?? String(error);
  }
}

export async function serverVersionNumOf(db: TDatabase): Promise<number> {
  const [row] = rowsOf<{ version: number }>(
    await db.execute(sql`select current_setting('server_version_num')::int as "version"`),
  );
  return Number(row?.version ?? 0);
}

export type TTargetState = {
  /** Tables, views and sequences outside PostgreSQL's own schemas, a few names for the message. */
  relationCount: number;
  someRelations: string[];
  /** Sessions of other clients on this database (a running server, a psql left open). */
  otherSessions: number;
};

export async function postgresTargetState(db: TDatabase): Promise<TTargetState> {
  const relations = rowsOf<{ name: string }>(
    await db.execute(sql`
      select n.nspname || '.' || c.relname as "name"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\_toast%' and n.nspname not like 'pg\_temp\_%'
      order by n.nspname <> 'drizzle', c.relname`),
  );
  const [sessions] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as "n" from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`),
  );
  return {
    relationCount: relations.length,
    someRelations: relations.slice(0, 3).map((relation) => relation.name),
    otherSessions: Number(sessions?.n ?? 0),
  };
}

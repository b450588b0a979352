import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteOf, type TDatabaseHandle } from '../db/database';

/**
 * The SQL statements the database receives while `run` runs, in order, as round trips: on PostgreSQL
 * every query sent by any pooled connection (BEGIN and COMMIT included); on PGlite every query, with
 * a transaction's BEGIN and COMMIT (run inside PGlite) written out so that both drivers count alike.
 */
export async function recordStatements<T>(
  handle: TDatabaseHandle,
  run: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const restore = handle.driver === 'postgres' ? watchPostgres(statements) : watchPglite(handle, statements);
  try {
    const result = await run();
    return { result, statements };
  } finally {
    restore();
  }
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (typeof query === 'object' && query !== null && 'text' in query) return String(query.text);
  return String(query);
}

function watchPostgres(statements: string[]): () => void {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    statements.push(textOf(args[0]));
    return original.apply(this, args);
  };
  return () => {
    prototype.query = original;
  };
}

function watchPglite(handle: TDatabaseHandle, statements: string[]): () => void {
  const client = pgliteOf(handle);
  if (!client) throw new Error('PGlite attendu');
  const { query, exec, transaction } = client;
  const watch = <F extends (...args: never[]) => unknown>(run: F): F =>
    ((...args: Parameters<F>) => {
      statements.push(textOf(args[0]));
      return run(...args);
    }) as F;
  client.query = watch(query.bind(client)) as PGlite['query'];
  client.exec = watch(exec.bind(client)) as PGlite['exec'];
  client.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction.call(client, async (tx: Transaction) => {
      statements.push('begin');
      tx.query = watch(tx.query.bind(tx)) as Transaction['query'];
      tx.exec = watch(tx.exec.bind(tx)) as Transaction['exec'];
      const result = await callback(tx);
      statements.push('commit');
      return result;
    })) as PGlite['transaction'];
  return () => {
    client.query = query;
    client.exec = exec;
    client.transaction = transaction;
  };
}

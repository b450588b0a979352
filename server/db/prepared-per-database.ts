import type { TDatabaseOrTransaction } from './database';

/**
 * A query built and prepared once per database handle rather than on every call: for the hot read
 * paths (search, profile, busy times), building a wide select with the query builder cost more than
 * running it. A transaction handle gets its own.
 */
export function preparedPerDatabase<TQuery>(
  prepare: (db: TDatabaseOrTransaction) => TQuery,
): (db: TDatabaseOrTransaction) => TQuery {
  const queries = new WeakMap<TDatabaseOrTransaction, TQuery>();
  return (db) => {
    let query = queries.get(db);
    if (!query) {
      query = prepare(db);
      queries.set(db, query);
    }
    return query;
  };
}

import { sql } from 'drizzle-orm';
import { postgresUrlOf, type TDatabase } from '#server/db/database.ts';
import {
  invalidationPayloads,
  PROFESSIONALS_CHANGED_CHANNEL,
  type TProfessionalsChange,
} from './invalidation-payloads';

/**
 * Tells the other instances on the same PostgreSQL database to forget these professionals (or every
 * search). Called after the change committed; a NOTIFY sent inside a transaction would be delivered at its
 * commit. Nothing is sent on PGlite: only this process opens it.
 */
export async function announceProfessionalsChanged(
  db: TDatabase,
  change: TProfessionalsChange,
): Promise<void> {
  if (!postgresUrlOf(db)) return;
  const payloads = invalidationPayloads(change);
  if (payloads.length === 0) return;
  await db.execute(sql`select pg_notify(${PROFESSIONALS_CHANGED_CHANNEL}, payload)
    from unnest(array[${sql.join(
      payloads.map((payload) => sql`${payload}`),
      sql`, `,
    )}]::text[]) as payload`);
}

import { type SQL, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/database.ts';
import type {
  emailOutbox,
  notifications,
  pageViews,
  smsOutbox,
  supportMessages,
} from '#server/db/schema/index.ts';

const DELETE_BATCH = 5000;

/**
 * Deletes the matching rows a batch at a time, so that a first run on a large table never holds the
 * (single, on PGlite) connection for long; returns how many went.
 */
export async function deleteInBatches(
  db: TDatabase,
  table:
    | typeof pageViews
    | typeof supportMessages
    | typeof emailOutbox
    | typeof smsOutbox
    | typeof notifications,
  where: SQL,
): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      with deleted as (
        delete from ${table} where id in (select id from ${table} where ${where} limit ${DELETE_BATCH})
        returning 1)
      select count(*)::int as n from deleted`);
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    total += n;
    if (n < DELETE_BATCH) return total;
  }
}

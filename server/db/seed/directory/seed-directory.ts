// Inserts the demo directory (PRODUCT.md §5) in multi-row batches: hundreds of rows for the demo,
// 100 000 for benchmarks. Rows without an account (user_id null) are directory rows; calling it again
// only adds the rows still missing, so a 450-row demo database can be topped up to 100 000.

import { count, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/database.ts';
import { appointments, professionals } from '#server/db/schema/index.ts';
import {
  generateDirectoryAppointments,
  MAX_PROFESSIONALS_WITH_APPOINTMENTS,
  ParisDayGrid,
  type TNewAppointment,
} from './directory-appointments';
import { DEFAULT_DIRECTORY_SEED, generateDirectoryRange } from './generate-directory';

export type TSeedDirectoryProgress = {
  /** Directory rows in the database so far (existing + inserted). */
  directoryRows: number;
  /** Target number of directory rows. */
  count: number;
  inserted: number;
  appointments: number;
};

export type TSeedDirectoryOptions = {
  /** Wanted number of directory rows (professionals with user_id null). */
  count: number;
  seed?: number;
  /** Appointments are placed in the 14 days after it. */
  now: Date;
  /** Default true: the first rows (at most 2 000) get 2 to 8 appointments each, about 60 % of them. */
  withAppointments?: boolean;
  /** Rows per INSERT statement (default 1 000, at most 10 000). */
  batchSize?: number;
  onProgress?: (progress: TSeedDirectoryProgress) => void;
};

export type TSeedDirectoryResult = {
  /** Directory rows found before inserting. */
  existing: number;
  inserted: number;
  appointments: number;
};

const DEFAULT_BATCH_SIZE = 1000;
const MAX_BATCH_SIZE = 10_000;
const APPOINTMENT_BATCH_SIZE = 5000;
/** Serialises concurrent calls on PostgreSQL (any fixed number, distinct from the migration lock). */
const DIRECTORY_LOCK_KEY = 72_042_026;

/**
 * Inserts rows with one parameter: a JSON array unpacked by jsonb_to_recordset. Building 1 000-row,
 * 36-column VALUES lists with the query builder took longer than PostgreSQL's whole insert (100 000
 * rows: ~38 s, against ~14 s this way). Every row must have the same keys (the generators set all of
 * them); other columns take their defaults. Rows are inserted in array order, so ids ascend with it.
 * Returns the new ids in that order.
 */
async function insertAsJson(
  tx: Pick<TDatabase, 'execute'>,
  table: typeof professionals | typeof appointments,
  rows: readonly Record<string, unknown>[],
): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  const definitions: SQL[] = keys.map(
    (key) => sql`${sql.identifier(key)} ${sql.raw((columns[key] as { getSQLType(): string }).getSQLType())}`,
  );
  const json = JSON.stringify(rows.map((row, position) => ({ ...row, __position: position })));
  const result = await tx.execute(sql`
    insert into ${table} (${sql.join(
      keys.map((key) => sql.identifier((columns[key] as { name: string }).name)),
      sql`, `,
    )})
    select ${sql.join(
      keys.map((key) => sql`x.${sql.identifier(key)}`),
      sql`, `,
    )}
    from jsonb_to_recordset(${json}::jsonb) as x(${sql.join(definitions, sql`, `)}, "__position" integer)
    order by x."__position"
    returning id`);
  return (result as unknown as { rows: { id: number | string }[] }).rows
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
}

export async function seedDirectory(
  db: TDatabase,
  options: TSeedDirectoryOptions,
): Promise<TSeedDirectoryResult> {
  const seed = options.seed ?? DEFAULT_DIRECTORY_SEED;
  const withAppointments = options.withAppointments ?? true;
  const batchSize = Math.max(
    1,
    Math.min(MAX_BATCH_SIZE, Math.floor(options.batchSize ?? DEFAULT_BATCH_SIZE)),
  );
  const target = Math.max(0, Math.floor(options.count));
  const grid = new ParisDayGrid(options.now);

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DIRECTORY_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(professionals).where(isNull(professionals.userId));
    const existing = Number(row?.n ?? 0);
    const result: TSeedDirectoryResult = { existing, inserted: 0, appointments: 0 };
    if (existing >= target) return result;

    let pendingAppointments: TNewAppointment[] = [];
    const flushAppointments = async (): Promise<void> => {
      for (let from = 0; from < pendingAppointments.length; from += APPOINTMENT_BATCH_SIZE) {
        const chunk = pendingAppointments.slice(from, from + APPOINTMENT_BATCH_SIZE);
        await insertAsJson(tx, appointments, chunk);
        result.appointments += chunk.length;
      }
      pendingAppointments = [];
    };

    const generateBatch = (start: number) =>
      generateDirectoryRange(start, Math.min(target, start + batchSize), seed).map((generated) => ({
        ...generated,
        reviewedAt: options.now,
      }));
    let rows = generateBatch(existing);
    for (let start = existing; start < target; start += batchSize) {
      // The next batch is generated while PostgreSQL stores this one.
      const insertion = insertAsJson(tx, professionals, rows);
      const nextStart = start + batchSize;
      const nextRows = nextStart < target ? generateBatch(nextStart) : [];
      const ids = await insertion;
      if (withAppointments && start < MAX_PROFESSIONALS_WITH_APPOINTMENTS) {
        ids.forEach((id, offset) => {
          const generated = rows[offset];
          if (!generated) return;
          pendingAppointments.push(
            ...generateDirectoryAppointments(generated, id, start + offset, grid, seed),
          );
        });
        if (pendingAppointments.length >= APPOINTMENT_BATCH_SIZE) await flushAppointments();
      }
      result.inserted += rows.length;
      rows = nextRows;
      options.onProgress?.({
        directoryRows: existing + result.inserted,
        count: target,
        inserted: result.inserted,
        appointments: result.appointments + pendingAppointments.length,
      });
    }
    await flushAppointments();
    return result;
  });
  // Fresh statistics at once: the planner must not wait for autovacuum (which may be off, and is
  // absent on PGlite) to learn that the table grew from hundreds to 100 000 rows.
  // The listings are vacuumed too: search reads them from the index alone only once their pages are
  // marked all-visible.
  if (result.inserted > 0) {
    await db.execute(sql`analyze professionals, appointments`);
    await db.execute(sql`vacuum (analyze) professional_listings`);
  }
  return result;
}

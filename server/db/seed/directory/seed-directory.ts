// Inserts the demo directory (PRODUCT.md §5) in multi-row batches: hundreds of rows for the demo,
// 100 000 for benchmarks. Rows without an account (user_id null) are directory rows; calling it again
// only adds the rows still missing, so a 450-row demo database can be topped up to 100 000.

import { count, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../database';
import { appointments, professionals } from '../../schema';
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
  /** Rows per INSERT statement (default 1 000; capped so one statement stays under 65 535 parameters). */
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
/** ~40 parameters per professional row; PostgreSQL allows 65 535 per statement. */
const MAX_BATCH_SIZE = 1500;
/** Appointment rows per INSERT (8 parameters each). */
const APPOINTMENT_BATCH_SIZE = 2000;
/** Serialises concurrent calls on PostgreSQL (any fixed number, distinct from the migration lock). */
const DIRECTORY_LOCK_KEY = 72_042_026;

export async function seedDirectory(db: TDatabase, options: TSeedDirectoryOptions): Promise<TSeedDirectoryResult> {
  const seed = options.seed ?? DEFAULT_DIRECTORY_SEED;
  const withAppointments = options.withAppointments ?? true;
  const batchSize = Math.max(1, Math.min(MAX_BATCH_SIZE, Math.floor(options.batchSize ?? DEFAULT_BATCH_SIZE)));
  const target = Math.max(0, Math.floor(options.count));
  const grid = new ParisDayGrid(options.now);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DIRECTORY_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(professionals).where(isNull(professionals.userId));
    const existing = Number(row?.n ?? 0);
    const result: TSeedDirectoryResult = { existing, inserted: 0, appointments: 0 };
    if (existing >= target) return result;

    let pendingAppointments: TNewAppointment[] = [];
    const flushAppointments = async (): Promise<void> => {
      for (let from = 0; from < pendingAppointments.length; from += APPOINTMENT_BATCH_SIZE) {
        const chunk = pendingAppointments.slice(from, from + APPOINTMENT_BATCH_SIZE);
        await tx.insert(appointments).values(chunk);
        result.appointments += chunk.length;
      }
      pendingAppointments = [];
    };

    for (let start = existing; start < target; start += batchSize) {
      const end = Math.min(target, start + batchSize);
      const rows = generateDirectoryRange(start, end, seed).map((generated) => ({
        ...generated,
        reviewedAt: options.now,
      }));
      if (withAppointments && start < MAX_PROFESSIONALS_WITH_APPOINTMENTS) {
        // RETURNING gives the ids in VALUES order, which is how the rows were generated.
        const ids = await tx.insert(professionals).values(rows).returning({ id: professionals.id });
        ids.forEach(({ id }, offset) => {
          const generated = rows[offset];
          if (!generated) return;
          pendingAppointments.push(...generateDirectoryAppointments(generated, id, start + offset, grid, seed));
        });
        if (pendingAppointments.length >= APPOINTMENT_BATCH_SIZE) await flushAppointments();
      } else {
        await tx.insert(professionals).values(rows);
      }
      result.inserted += rows.length;
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
}

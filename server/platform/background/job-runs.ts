import { sql } from 'drizzle-orm';
import type { TBackgroundJobName } from '#domain/kernel/operations/background-jobs.ts';
import type { TDatabase } from '#server/db/database.ts';
import { backgroundJobRuns } from '#server/db/schema/index.ts';
import { INSTANCE_NAME } from '../operations/instance-name';

/** One finished run of a background job. */
export type TJobRun = {
  job: TBackgroundJobName;
  startedAt: Date;
  durationMs: number;
  failed: boolean;
  /** What the failed run threw. */
  error?: unknown;
};

const MAX_ERROR_LENGTH = 500;

/** An error as it is stored and shown to the administrator: its message, cut short. */
export function describeJobError(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Keeps the run in `background_job_runs`, one row per job: every instance writes the same row, so the
 * administrator sees the last success and the last failure whichever instance ran them.
 */
export async function recordJobRun(db: TDatabase, run: TJobRun): Promise<void> {
  const { failed } = run;
  const values = {
    job: run.job,
    lastRunAt: run.startedAt,
    lastDurationMs: Math.round(run.durationMs),
    lastInstance: INSTANCE_NAME,
    ...(failed
      ? { lastFailureAt: run.startedAt, lastError: describeJobError(run.error) }
      : { lastSuccessAt: run.startedAt }),
  };
  await db
    .insert(backgroundJobRuns)
    .values(values)
    .onConflictDoUpdate({
      target: backgroundJobRuns.job,
      set: {
        lastRunAt: values.lastRunAt,
        lastDurationMs: values.lastDurationMs,
        lastInstance: values.lastInstance,
        ...(failed
          ? { lastFailureAt: sql`excluded.last_failure_at`, lastError: sql`excluded.last_error` }
          : { lastSuccessAt: sql`excluded.last_success_at` }),
      },
    });
}

export async function listJobRuns(db: TDatabase) {
  return db.select().from(backgroundJobRuns);
}

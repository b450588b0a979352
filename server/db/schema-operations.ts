import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last run of each background job (ADR 0039), whichever instance ran it: « Santé de la plateforme » reads
 * it, so it must be shared by the instances rather than kept in one process's memory. One row per job,
 * updated at the end of each run, so the table never grows.
 */
export const backgroundJobRuns = pgTable('background_job_runs', {
  /** The job's stable name (domain/operations/background-jobs.ts). */
  job: text('job').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  lastDurationMs: integer('last_duration_ms').notNull(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  /** The last failure's error, cut to 500 characters. */
  lastError: text('last_error'),
  /** Host and process id of the instance that ran it last. */
  lastInstance: text('last_instance').notNull(),
});

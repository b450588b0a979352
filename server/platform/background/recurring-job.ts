import type { TBackgroundJobName } from '#domain/kernel/operations/background-jobs.ts';
import type { TDatabase } from '#server/db/database.ts';
import { jobLogger } from '../operations/logger';
import { recordJobRun, type TJobRun } from './job-runs';

export type TRecurringJob = { stop(): Promise<void> };

type TJobRunObserver = (run: TJobRun) => void;

const observers = new Set<TJobRunObserver>();

/**
 * Calls `observer` after every run of every job of this process; returns the unsubscribe. The metrics of an
 * app (server/platform/operations/metrics.ts) count runs this way, jobs being started beside the app, not by it.
 */
export function observeJobRuns(observer: TJobRunObserver): () => void {
  observers.add(observer);
  return () => {
    observers.delete(observer);
  };
}

/**
 * One run of a job: timed, logged under the job's name, told to the observers and recorded in
 * `background_job_runs` of `db` (null only for tests of the loop alone). Never throws: a failure is the
 * run's outcome.
 */
export async function runJob(
  name: TBackgroundJobName,
  task: () => Promise<unknown>,
  db: TDatabase | null,
): Promise<TJobRun> {
  const log = jobLogger(name);
  const startedAt = new Date();
  const start = performance.now();
  let run: TJobRun;
  try {
    await task();
    run = { job: name, startedAt, durationMs: performance.now() - start, failed: false };
    log.debug({ durationMs: Math.round(run.durationMs) }, 'Tâche de fond terminée');
  } catch (error: unknown) {
    run = { job: name, startedAt, durationMs: performance.now() - start, failed: true, error };
    log.error({ err: error, durationMs: Math.round(run.durationMs) }, 'Échec de la tâche de fond');
  }
  for (const observer of observers) {
    try {
      observer(run);
    } catch (error: unknown) {
      log.warn({ err: error }, 'Mesure de la tâche de fond impossible');
    }
  }
  if (db) {
    try {
      await recordJobRun(db, run);
    } catch (error: unknown) {
      log.warn({ err: error }, 'Exécution de la tâche de fond non enregistrée');
    }
  }
  return run;
}

/**
 * Runs `task` every `intervalMs` (and once after `firstRunAfterMs`, when given) without ever overlapping
 * itself: a run still going when the next is due is not doubled. Each run goes through `runJob` (pino logs
 * under the job's name, metrics, the record of its last success and failure in `db`); a failure
 * does not stop the loop, the next run tries again. `stop()` waits for the run in progress.
 */
export function startRecurringJob(
  name: TBackgroundJobName,
  task: () => Promise<unknown>,
  options: { intervalMs: number; firstRunAfterMs?: number; db: TDatabase | null },
): TRecurringJob {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (stopped || running) return;
    running = runJob(name, task, options.db).finally(() => {
      running = null;
    });
  };
  const first = options.firstRunAfterMs === undefined ? null : setTimeout(run, options.firstRunAfterMs);
  const timer = setInterval(run, options.intervalMs);
  first?.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      if (first) clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger, setProcessLogger, silentLogger } from '../operations/logger';
import type { TJobRun } from './job-runs';
import { observeJobRuns, runJob, startRecurringJob } from './recurring-job';

/** The process logger writing into an array, as main.ts sets it up for stdout. */
function captureLogs(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  setProcessLogger(
    createLogger({
      level: 'debug',
      destination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    }),
  );
  return lines;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setProcessLogger(silentLogger);
});

describe('startRecurringJob', () => {
  it('runs first after the delay, then at each interval', async () => {
    const task = vi.fn(async () => undefined);
    const job = startRecurringJob('expired-rows-purge', task, {
      intervalMs: 1_000,
      firstRunAfterMs: 100,
      db: null,
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(3);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('never overlaps a run still going, and stop waits for it', async () => {
    let finish: () => void = () => undefined;
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = startRecurringJob('expired-rows-purge', task, { intervalMs: 1_000, db: null });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failure through pino under the job’s name and runs again at the next interval', async () => {
    const lines = captureLogs();
    const console = vi.spyOn(globalThis.console, 'error');
    const task = vi.fn(async () => {
      throw new Error('boom');
    });
    const job = startRecurringJob('retention-purge', task, { intervalMs: 1_000, db: null });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(2);
    const failures = lines.filter((line) => line.msg === 'Échec de la tâche de fond');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ level: 50, job: 'retention-purge', err: { message: 'boom' } });
    expect(console).not.toHaveBeenCalled();
    await job.stop();
  });
});

describe('runJob', () => {
  it('tells every observer how each run went, and never throws', async () => {
    const lines = captureLogs();
    const runs: TJobRun[] = [];
    const unobserve = observeJobRuns((run) => runs.push(run));
    const ok = await runJob('calendar-refresh', async () => 3, null);
    const failed = await runJob(
      'calendar-refresh',
      async () => {
        throw new Error('flux injoignable');
      },
      null,
    );
    unobserve();
    await runJob('calendar-refresh', async () => undefined, null);

    expect(ok).toMatchObject({ job: 'calendar-refresh', failed: false });
    expect(failed).toMatchObject({
      job: 'calendar-refresh',
      failed: true,
      error: new Error('flux injoignable'),
    });
    expect(runs).toEqual([ok, failed]);
    expect(lines.find((line) => line.msg === 'Tâche de fond terminée')).toMatchObject({
      level: 20,
      job: 'calendar-refresh',
    });
  });

  it('keeps running the others when an observer throws', async () => {
    captureLogs();
    const seen: string[] = [];
    const unobserveA = observeJobRuns(() => {
      throw new Error('observateur cassé');
    });
    const unobserveB = observeJobRuns((run) => seen.push(run.job));
    const run = await runJob('waiting-list', async () => undefined, null);
    unobserveA();
    unobserveB();
    expect(run.failed).toBe(false);
    expect(seen).toEqual(['waiting-list']);
  });
});

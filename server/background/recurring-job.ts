export type TRecurringJob = { stop(): Promise<void> };

/**
 * Runs `task` every `intervalMs` (and once after `firstRunAfterMs`, when given) without ever overlapping
 * itself: a run still going when the next is due is not doubled. Failures are logged under `label` and
 * the next run tries again. `stop()` waits for the run in progress.
 */
export function startRecurringJob(
  label: string,
  task: () => Promise<unknown>,
  options: { intervalMs: number; firstRunAfterMs?: number },
): TRecurringJob {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (stopped || running) return;
    running = task()
      .catch((error: unknown) => console.error(`${label} :`, error))
      .finally(() => {
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

import type { TAppDeps } from '#server/platform/app-deps.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import { jobLogger } from '#server/platform/operations/logger.ts';
import { announceFreedSlots, sweepWaitingLists } from './announce-freed-slots';
import { onWaitingListWake } from './waiting-list-wakeups';

/**
 * The waiting list's notices (issue 14 §4): woken right after a change that can free a slot (the
 * professionals it names are looked at at once, one run after another), and a sweep of every professional
 * with waiting clients each minute, so that nothing is lost between a commit and a crash. Safe with several
 * instances: see announceFreedSlots.
 */
export function startWaitingListJob(deps: Pick<TAppDeps, 'db' | 'config' | 'clock'>): TRecurringJob {
  const pending = new Set<number>();
  let draining: Promise<void> | null = null;
  let stopped = false;
  const drain = () => {
    if (draining || stopped) return;
    draining = (async () => {
      while (pending.size > 0 && !stopped) {
        const ids = [...pending];
        pending.clear();
        await announceFreedSlots(deps, ids).catch((error: unknown) =>
          jobLogger('waiting-list').error({ err: error }, 'Échec de l’annonce des créneaux libérés'),
        );
      }
    })().finally(() => {
      draining = null;
      if (pending.size > 0) drain();
    });
  };
  const unsubscribe = onWaitingListWake(deps.db, (ids) => {
    for (const id of ids) pending.add(id);
    drain();
  });
  const sweep = startRecurringJob('waiting-list', () => sweepWaitingLists(deps), {
    intervalMs: 60_000,
    firstRunAfterMs: 20_000,
    db: deps.db,
  });
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      await sweep.stop();
      await draining;
    },
  };
}

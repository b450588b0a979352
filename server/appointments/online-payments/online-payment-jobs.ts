import type { TAppDeps } from '#server/platform/app-deps.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import { releaseAbandonedHolds } from './payment-holds';
import { sendDueRefunds } from './refunds';

/** One pass: holds whose webhook never came are released, refunds due are sent (or retried). */
export async function runOnlinePaymentJobs(deps: TAppDeps): Promise<{ released: number; refunded: number }> {
  const released = await releaseAbandonedHolds(deps);
  const refunded = await sendDueRefunds(deps);
  return { released, refunded };
}

/** Every minute, from one minute after start; only with Stripe configured. */
export function startOnlinePaymentJobs(deps: TAppDeps): TRecurringJob | null {
  if (!deps.config.stripe) return null;
  return startRecurringJob('online-payments', () => runOnlinePaymentJobs(deps), {
    intervalMs: 60_000,
    firstRunAfterMs: 60_000,
    db: deps.db,
  });
}

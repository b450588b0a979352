import type { TAppDeps } from '#server/platform/app-deps.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import { sendDueProfessionalReminders } from './professional-reminders';
import { createSmsDelivery } from './sms-delivery';
import { queueDueSmsReminders } from './sms-reminders';

/**
 * Every minute, the SMS reminders that came due are queued, and the professionals' own reminders written
 * (bell, e-mail, SMS as each chose); with SMS_API_KEY they are then sent (without
 * it they stay in the outbox, « kept », readable like e-mails).
 */
export function startSmsJobs(deps: Pick<TAppDeps, 'db' | 'config' | 'clock'>): TRecurringJob {
  const delivery = deps.config.sms ? createSmsDelivery(deps.db, { config: deps.config.sms }) : null;
  const job = startRecurringJob(
    'sms-reminders',
    async () => {
      await queueDueSmsReminders(deps);
      await sendDueProfessionalReminders(deps);
      if (delivery) await delivery.deliverDueSms();
    },
    { intervalMs: 60_000, firstRunAfterMs: 15_000, db: deps.db },
  );
  return {
    async stop() {
      // The claimed SMS not begun go back first: a provider that hangs cannot hold them past the exit.
      await delivery?.stopClaiming();
      await job.stop();
    },
  };
}

import { buildApp } from './app';
import { startExpiredRowsPurge } from './auth/purge-expired-rows';
import { startNextFreeSlotRefresher } from './availability/next-free-slot';
import { startCalendarRefresher } from './calendars/calendar-sync';
import { loadConfig, systemClock } from './config';
import { seedIfEmpty } from './db/seed/seed-database';
import { startEmailDelivery } from './email/delivery-worker';
import { communeIndex } from './geo/commune-index';
import { startInvoiceReminders } from './invoices/invoice-reminders';
import { startOnlinePaymentJobs } from './online-payments/online-payment-jobs';
import { openConfiguredDatabase } from './open-configured-database';
import { createLogger, setProcessLogger } from './operations/logger';
import { startRetentionPurge } from './privacy/retention-purge';
import { startSmsJobs } from './sms/start-sms-jobs';
import { startWaitingListJob } from './waiting-list/start-waiting-list-job';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger();
  setProcessLogger(logger);
  const handle = await openConfiguredDatabase(config);
  await handle.migrate();
  if (await seedIfEmpty(handle.db, systemClock.now())) console.log('Données de démonstration créées.');
  // Loaded before listening so the first search does not pay for it.
  communeIndex();

  const app = await buildApp({ db: handle.db, config, clock: systemClock, serveWeb: true, logger });
  // In the background from the first second: a directory whose slots passed overnight is refreshed
  // while the server already answers (only the « disponible … » filter waits for it).
  const refresher = startNextFreeSlotRefresher(handle.db, systemClock);
  const delivery = config.smtpUrl ? startEmailDelivery(handle.db, config.smtpUrl, config.mailFrom) : null;
  const calendars = startCalendarRefresher(handle.db, systemClock, {
    allowPrivate: config.allowPrivateCalendarUrls,
    maxAgeMs: config.calendarRefreshMinutes * 60_000,
  });
  const purge = startExpiredRowsPurge(handle.db, systemClock);
  const retention = startRetentionPurge({ db: handle.db, config }, systemClock);
  const reminders = startInvoiceReminders({ db: handle.db, config, clock: systemClock });
  const payments = startOnlinePaymentJobs({ db: handle.db, config, clock: systemClock });
  const smsJobs = startSmsJobs({ db: handle.db, config, clock: systemClock });
  const waitingList = startWaitingListJob({ db: handle.db, config, clock: systemClock });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await delivery?.stop();
    await calendars.stop();
    await purge.stop();
    await retention.stop();
    await reminders.stop();
    await payments?.stop();
    await smsJobs.stop();
    await waitingList.stop();
    await refresher.stop();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`;
  console.log(`JurisRDV est prêt sur ${config.publicUrl} — base : ${where}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

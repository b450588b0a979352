import closeWithGrace from 'close-with-grace';
import {
  calendarPushBase,
  calendarSyncDepsOf,
  startCalendarRefresher,
  startCalendarSyncLoop,
  startNextFreeSlotRefresher,
  startPushChannelUpkeep,
} from '#server/agenda/index.ts';
import {
  startAppointmentCopiesWriter,
  startOnlinePaymentJobs,
  startReviewJobs,
  startSmsJobs,
  startWaitingListJob,
} from '#server/appointments/index.ts';
import { startInvoiceReminders } from '#server/billing/index.ts';
import { communeIndex } from '#server/directory/index.ts';
import {
  startDirectoryRecheck,
  startExpiredRowsPurge,
  startRegistrationDigest,
  startRetentionPurge,
} from '#server/identity/index.ts';
import { startMessageSealing } from '#server/messaging/index.ts';
import { DEMO_ADMIN } from '../db/seed/demo-accounts';
import type { TRecurringJob } from '../platform/background/recurring-job';
import { configurationWarnings, describeConfiguration, loadConfig, systemClock } from '../platform/config';
import { startEmailDelivery } from '../platform/email/delivery-worker';
import { openConfiguredDatabase } from '../platform/open-configured-database';
import { markShuttingDown } from '../platform/operations/health-routes';
import { createLogger, setProcessLogger } from '../platform/operations/logger';
import { loadEnvironmentFile, reportFailure } from '../platform/operations/run-command';
import { buildApp } from './app';
import { prepareDatabase } from './operations/prepare-database';

async function main(): Promise<void> {
  loadEnvironmentFile();
  // Every variable is checked before anything is opened: a bad one stops here with its French line.
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  setProcessLogger(logger);
  for (const warning of configurationWarnings(process.env, config)) logger.warn(warning);

  const handle = await openConfiguredDatabase(config);
  let prepared: Awaited<ReturnType<typeof prepareDatabase>>;
  try {
    prepared = await prepareDatabase(handle, config, systemClock.now());
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (prepared.seeded) logger.info('Données de démonstration créées.');
  if (prepared.demoAdminPassword) {
    logger.warn(
      `Démonstration en https : mot de passe de l'administrateur ${DEMO_ADMIN.email} (affiché une seule fois) : ${prepared.demoAdminPassword}`,
    );
  }
  // Loaded before listening so the first search does not pay for it.
  communeIndex();

  const app = await buildApp({
    db: handle.db,
    config,
    clock: systemClock,
    serveWeb: config.serveWeb,
    logger,
  });
  // In the background from the first second: a directory whose slots passed overnight is refreshed
  // while the server already answers (only the « disponible … » filter waits for it).
  const jobs: (TRecurringJob | null)[] = [
    startNextFreeSlotRefresher(handle.db, systemClock),
    config.smtpUrl
      ? startEmailDelivery(handle.db, config.smtpUrl, config.mailFrom, {
          pool: config.smtpPool,
          publicUrl: config.publicUrl,
        })
      : null,
    startCalendarRefresher(handle.db, systemClock, {
      allowPrivate: config.allowPrivateCalendarUrls,
      maxAgeMs: config.calendarRefreshMinutes * 60_000,
    }),
    // Two-way calendar sync (issue 28): connected calendars read, appointments written, each within a minute.
    startCalendarSyncLoop(calendarSyncDepsOf(app, app.deps)),
    startAppointmentCopiesWriter({ ...calendarSyncDepsOf(app, app.deps), config }),
    startPushChannelUpkeep(calendarSyncDepsOf(app, app.deps), calendarPushBase(config)),
    startExpiredRowsPurge(handle.db, systemClock),
    startRetentionPurge({ db: handle.db, config }, systemClock),
    // Reviews (issue 29 §3): their retention periods, and the platform's mean the ranking by rating leans on.
    startReviewJobs(handle.db, systemClock),
    startInvoiceReminders({ db: handle.db, config, clock: systemClock }),
    startOnlinePaymentJobs({ db: handle.db, config, clock: systemClock }),
    startSmsJobs({ db: handle.db, config, clock: systemClock }),
    startWaitingListJob({ db: handle.db, config, clock: systemClock }),
    startRegistrationDigest({ db: handle.db, config, clock: systemClock }),
    // The monthly re-check of validated professionals against the official directories (issue 29 §1).
    startDirectoryRecheck({ db: handle.db, config, clock: systemClock }),
    // Messages written before their encryption are sealed in the background, readable all along.
    startMessageSealing({ db: handle.db, config }),
  ];

  // SIGTERM/SIGINT: new requests refused, those in flight finished, live streams closed, background work
  // stopped, then exit; past the deadline the process exits anyway (a hung SMTP server holds nothing).
  closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      logger: { error: (message: unknown) => logger.error(message) },
      onTimeout: (delay) =>
        logger.error(`Arrêt forcé : le travail en cours n’a pas fini dans les ${delay / 1000} s accordées.`),
    },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, 'Erreur non rattrapée : arrêt du serveur.');
      logger.info(`Arrêt demandé${signal ? ` (${signal})` : ''} : fin des requêtes en cours…`);
      // Readiness answers 503 from now on: a load balancer stops sending new requests here.
      markShuttingDown(app);
      await app.close();
      await Promise.allSettled(jobs.map((job) => job?.stop()));
      await handle.close();
      logger.info('Serveur arrêté.');
    },
  );

  await app.listen({ port: config.port, host: config.host });
  logger.info(`JurisRDV est prêt sur ${config.publicUrl} — ${describeConfiguration(config)}`);
}

main().catch((error: unknown) => {
  reportFailure(error);
  process.exit(1);
});

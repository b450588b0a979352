import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { BACKGROUND_JOB_NAMES } from '#domain/kernel/operations/background-jobs.ts';
import { pgliteClientOf, postgresPoolOf, type TDatabase } from '#server/db/database.ts';
import { observeJobRuns } from '../background/recurring-job';
import type { TInstanceListeners } from './instance-listeners';
import { readOutboxHealth } from './outbox-health';

/** The route label of a request that matched no route: one series for every unknown path. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Whether an `Authorization` header carries `Bearer <expected>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the length and the first differing character.
 */
export function bearerTokenMatches(header: string | undefined, expected: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const given = createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  const wanted = createHash('sha256').update(expected).digest();
  return timingSafeEqual(given, wanted) && match !== null;
}

let processRegistry: Registry | null = null;

/**
 * The Node.js process's own metrics (CPU, memory, event loop, GC), made once per process: they observe the
 * process, and each collection set up leaves a GC observer and an event-loop monitor running for good.
 */
function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type TAppMetrics = {
  registry: Registry;
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void;
  /** The text Prometheus reads: the scrape-time gauges read first (one query for both outboxes). */
  scrape(): Promise<string>;
  close(): void;
};

/**
 * One app's metrics, in a registry of its own (tests build several apps in one process), with the process's
 * default metrics appended at each scrape.
 */
export function createAppMetrics(db: TDatabase, listeners: TInstanceListeners): TAppMetrics {
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'jurisrdv_http_request_duration_seconds',
    help: 'Durée des réponses HTTP, par méthode, modèle de route (jamais l’adresse demandée) et statut',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const outboxPending = new Gauge({
    name: 'jurisrdv_outbox_pending',
    help: 'Messages en attente d’envoi : dus maintenant ou entre deux tentatives',
    labelNames: ['channel'] as const,
    registers,
  });
  const outboxScheduled = new Gauge({
    name: 'jurisrdv_outbox_scheduled',
    help: 'Messages programmés plus tard et jamais tentés (rappels)',
    labelNames: ['channel'] as const,
    registers,
  });
  const outboxFailed = new Gauge({
    name: 'jurisrdv_outbox_failed',
    help: 'Messages abandonnés après toutes leurs tentatives (un rappel SMS annulé avec son rendez-vous n’en est pas)',
    labelNames: ['channel'] as const,
    registers,
  });
  const outboxOldest = new Gauge({
    name: 'jurisrdv_outbox_oldest_pending_age_seconds',
    help: 'Âge du plus ancien message dû, depuis son heure d’envoi (0 quand aucun n’est dû)',
    labelNames: ['channel'] as const,
    registers,
  });
  const outboxScrapeErrors = new Counter({
    name: 'jurisrdv_outbox_scrape_errors_total',
    help: 'Lectures des files d’envoi impossibles au moment de la collecte (base injoignable)',
    registers,
  });

  const jobRuns = new Counter({
    name: 'jurisrdv_job_runs_total',
    help: 'Exécutions des tâches de fond par ce processus',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'jurisrdv_job_failures_total',
    help: 'Exécutions des tâches de fond terminées en échec, par ce processus',
    labelNames: ['job'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'jurisrdv_job_duration_seconds',
    help: 'Durée des exécutions des tâches de fond',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: 'jurisrdv_job_last_success_timestamp_seconds',
    help: 'Heure (secondes Unix) du dernier succès de chaque tâche de fond dans ce processus',
    labelNames: ['job'] as const,
    registers,
  });
  // Every job has its series from the start, so that `increase()` sees its first failure.
  for (const job of BACKGROUND_JOB_NAMES) {
    jobRuns.inc({ job }, 0);
    jobFailures.inc({ job }, 0);
  }
  const unobserve = observeJobRuns((run) => {
    jobRuns.inc({ job: run.job });
    if (run.failed) jobFailures.inc({ job: run.job });
    else jobLastSuccess.set({ job: run.job }, (run.startedAt.getTime() + run.durationMs) / 1000);
    jobDuration.observe({ job: run.job }, run.durationMs / 1000);
  });

  const pool = postgresPoolOf(db);
  const driver = pool ? 'postgres' : 'pglite';
  const poolInUse = new Gauge({
    name: 'jurisrdv_db_pool_in_use',
    help: 'Connexions du pool PostgreSQL occupées par une requête (absent sur PGlite : base embarquée, une seule connexion, sans pool)',
    labelNames: ['driver'] as const,
    registers,
  });
  const poolWaiting = new Gauge({
    name: 'jurisrdv_db_pool_waiting',
    help: 'Requêtes qui attendent une connexion du pool PostgreSQL (absent sur PGlite : ses requêtes passent l’une après l’autre sans file observable)',
    labelNames: ['driver'] as const,
    registers,
  });
  const poolMax = new Gauge({
    name: 'jurisrdv_db_pool_max',
    help: 'Taille maximale du pool de connexions (1 sur PGlite : la connexion unique de la base embarquée)',
    labelNames: ['driver'] as const,
    registers,
  });

  const sseStreams = new Gauge({
    name: 'jurisrdv_sse_open_streams',
    help: 'Flux de notifications (Server-Sent Events) ouverts sur cette instance',
    registers,
  });
  const listening = new Gauge({
    name: 'jurisrdv_listen_connected',
    help: 'Écoute (LISTEN) des annonces des autres instances : 1 ouverte, 0 perdue et en reconnexion (absent quand elle n’est pas encore ouverte ou sans objet, sur PGlite)',
    labelNames: ['listener'] as const,
    registers,
  });

  const readScrapeTimeGauges = async () => {
    try {
      for (const outbox of await readOutboxHealth(db)) {
        const labels = { channel: outbox.channel };
        outboxPending.set(labels, outbox.pending);
        outboxScheduled.set(labels, outbox.scheduled);
        outboxFailed.set(labels, outbox.failed);
        outboxOldest.set(labels, outbox.oldestPendingAgeSeconds ?? 0);
      }
    } catch {
      // Stale outbox figures would look healthy: none at all, and the error counted.
      outboxPending.reset();
      outboxScheduled.reset();
      outboxFailed.reset();
      outboxOldest.reset();
      outboxScrapeErrors.inc();
    }
    if (pool) {
      poolInUse.set({ driver }, pool.totalCount - pool.idleCount);
      poolWaiting.set({ driver }, pool.waitingCount);
      poolMax.set({ driver }, pool.options.max ?? 10);
    } else if (pgliteClientOf(db)) {
      poolMax.set({ driver }, 1);
    }
    sseStreams.set(listeners.openStreams());
    listening.reset();
    for (const [listener, status] of [
      ['cache-invalidation', listeners.cacheInvalidation()],
      ['notifications', listeners.notifications()],
    ] as const) {
      if (status === 'listening') listening.set({ listener }, 1);
      else if (status === 'reconnecting') listening.set({ listener }, 0);
    }
  };

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      requestDuration.observe(
        { method, route: route ?? UNMATCHED_ROUTE, status_code: String(statusCode) },
        seconds,
      );
    },
    async scrape() {
      await readScrapeTimeGauges();
      const own = await registry.metrics();
      const processWide = await processMetricsRegistry().metrics();
      return `${own}\n${processWide}`;
    },
    close: unobserve,
  };
}

/**
 * `GET /metrics` in Prometheus's text format, for whoever holds METRICS_TOKEN (`Authorization: Bearer …`).
 * Without the variable the route does not exist: 404 like any unknown address.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { db: TDatabase; token: string | null; listeners: TInstanceListeners },
): void {
  const { token } = options;
  if (!token) return;
  const metrics = createAppMetrics(options.db, options.listeners);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onClose', async () => metrics.close());
  app.get('/metrics', async (request, reply) => {
    if (!bearerTokenMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHENTICATED', {
        message: 'Jeton d’accès aux métriques absent ou incorrect.',
      });
    }
    const text = await metrics.scrape();
    return reply.type(metrics.registry.contentType).send(text);
  });
}

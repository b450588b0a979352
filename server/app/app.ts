import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  agendaListensToProfessionalsChanged,
  calendarProvidersFromConfig,
  listenToOwnCalendarObjects,
  registerCalendarPushRoutes,
  type TCalendarProviders,
} from '#server/agenda/index.ts';
import {
  appointmentsListenToProfessionalsChanged,
  noticeExternalChanges,
  registerBookingRoutes,
  registerClientAppointmentRoutes,
  registerContentReportRoutes,
  registerFeeAgreementRoutes,
  registerRecordingConsentRoutes,
  registerReviewRoutes,
  registerStripeWebhookRoute,
  registerSuspendedProfileRoutes,
  registerWaitingListRoutes,
} from '#server/appointments/index.ts';
import { registerClientInvoiceRoutes } from '#server/billing/index.ts';
import {
  directoryListensToProfessionalsChanged,
  findCommune,
  registerAdminSiteSettingsRoutes,
  registerFirmPageRoutes,
  registerPageViewRoutes,
  registerProfessionalRoutes,
  registerSiteFactsRoutes,
} from '#server/directory/index.ts';
import {
  registerAccountSecurityRoutes,
  registerAdminOfficialDirectoryRoutes,
  registerAdminRoutes,
  registerAuthRoutes,
  registerClientAccountRoutes,
  registerEmailVerificationRoutes,
  registerFirmInvitationRoutes,
  registerIdentityProviderRoutes,
  registerPasskeyRoutes,
  registerPasswordResetRoutes,
  registerPlatformHealthRoutes,
  registerPublicFirmLogoRoutes,
  registerSecurityPolicyRoutes,
  registerTwoFactorRoutes,
} from '#server/identity/index.ts';
import {
  createNotificationHub,
  registerAdminComplaintRoutes,
  registerClientMessageRoutes,
  registerNotificationRoutes,
  registerSupportRoutes,
} from '#server/messaging/index.ts';
import { listenToProfessionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { pingDatabase } from '../db/database';
import type { TAppDeps } from '../platform/app-deps';
import type { TConfig, TTrustProxy } from '../platform/config';
import { registerOutboxRoutes } from '../platform/dev/outbox-routes';
import { registerAfterResponse } from '../platform/http/after-response';
import { apiNotFound, malformedUrl, registerErrorHandler } from '../platform/http/error-handler';
import { registerLargeBodyTurns } from '../platform/http/large-body-turns';
import { registerNoStore } from '../platform/http/no-store';
import { registerOriginCheck } from '../platform/http/origin-check';
import { registerRateLimits } from '../platform/http/rate-limits';
import { registerHealthRoutes } from '../platform/operations/health-routes';
import type { TInstanceListeners } from '../platform/operations/instance-listeners';
import { requestIdOf, type TLogger } from '../platform/operations/logger';
import { registerMetrics } from '../platform/operations/metrics';
import { createPdfRenderPool } from '../platform/pdf/pdf-render-pool';
import { WEB_DIST_DIR } from '../platform/project-root';
import { startCacheInvalidation, type TCacheInvalidation } from './start-cache-invalidation';
import { keptPagesListenToProfessionalsChanged } from './web-app/kept-pages';
import { registerWebApp } from './web-app/register-web-app';
import { webAppListensToProfessionalsChanged } from './web-app/server-render';
import { registerProRoutes } from './workspace-routes';

export type TBuildAppOptions = TAppDeps & {
  /** Serve the built React app from dist/web (off in API tests). */
  serveWeb?: boolean;
  /** Where the built web app is (tests serve a stub). */
  webDistDir?: string;
  /** The process's logger (server/platform/operations/logger.ts); none in API tests. */
  logger?: TLogger;
  /** Sees every route as it is registered: the route fuzz test enumerates the real routes this way. */
  onRoute?: (route: RouteOptions) => void;
  /** The calendar services two-way sync uses (issue 28); tests give stand-ins, production its configuration's. */
  calendarProviders?: TCalendarProviders;
};

/** Fastify reads a number of hops as « trust the nearest n », which its types only take as a function. */
function fastifyTrustProxy(
  trust: TTrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * A request must arrive whole within `requestMs` (a body trickled one byte at a time is answered 408 and
 * closed), its headers within `headersMs`; a silent connection closes after `idleMs` (ADR 0045). Node checks
 * pending requests every `connectionsCheckingInterval`: often enough for the shortest of these.
 */
function serverTimeouts(timeouts: TConfig['httpTimeouts']) {
  const headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout,
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(headersTimeout / 4))),
    },
  };
}

export async function buildApp(options: TBuildAppOptions): Promise<FastifyInstance> {
  const {
    serveWeb = false,
    webDistDir = WEB_DIST_DIR,
    logger,
    onRoute,
    calendarProviders,
    ...deps
  } = options;
  const app = Fastify({
    // Typed as Fastify's base logger so that the instance keeps the type every route module expects.
    ...(logger ? { loggerInstance: logger as FastifyBaseLogger } : {}),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // A trusted proxy's id follows the request through our logs; otherwise each request gets its own.
    genReqId: (request) => requestIdOf(request.headers['x-request-id'], deps.config.trustProxy !== false),
    bodyLimit: 1_048_576,
    ...serverTimeouts(deps.config.httpTimeouts),
    // Errors Fastify raises before any route (a URL that is not valid percent-encoding…) answer like ours.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).status(400).send(malformedUrl().toBody());
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.decorate('deps', deps);
  app.decorate(
    'calendarProviders',
    calendarProviders ??
      calendarProvidersFromConfig(deps.config, deps.calendarNetwork ? { network: deps.calendarNetwork } : {}),
  );
  // The contexts that keep something about professionals hear their changes, in this order: searches and
  // sitemaps forgotten, busy times forgotten, waiting lists woken, then first free slots recomputed.
  listenToProfessionalsChanged(directoryListensToProfessionalsChanged);
  // The public pages drawn by the server show the same answers as the directory's caches (ADR 0075).
  listenToProfessionalsChanged(webAppListensToProfessionalsChanged);
  listenToProfessionalsChanged(keptPagesListenToProfessionalsChanged);
  listenToProfessionalsChanged(agendaListensToProfessionalsChanged);
  listenToProfessionalsChanged(appointmentsListenToProfessionalsChanged);
  // JurisRDV's own events seen again in a connected calendar: appointments notices a change made there.
  listenToOwnCalendarObjects(noticeExternalChanges);
  const notificationHub = createNotificationHub(deps.db);
  app.decorate('notificationHub', notificationHub);
  // Before the server waits for open connections: the live notification streams end first.
  app.addHook('preClose', () => notificationHub.stop());
  // PDFs are drawn off the event loop, by workers started at the first PDF and stopped with the app.
  const pdfRenderer = createPdfRenderPool({ size: deps.config.pdfWorkers });
  app.decorate('pdfRenderer', pdfRenderer);
  app.addHook('onClose', () => pdfRenderer.close());
  let cacheInvalidation: TCacheInvalidation | null = null;
  const listeners: TInstanceListeners = {
    cacheInvalidation: () => cacheInvalidation?.listenStatus() ?? 'not-started',
    notifications: () => notificationHub.listenStatus(),
    openStreams: () => notificationHub.subscriberCount(),
  };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // Map tiles come from a configurable provider in a later issue; images may be https.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // « En savoir plus » on /pro frames the demo scheduling page: its origin only (ADR 0034).
        ...(deps.config.demoBookingUrl
          ? { 'frame-src': ["'self'", new URL(deps.config.demoBookingUrl).origin] }
          : {}),
      },
    },
    hsts: deps.config.secureCookies,
  });
  await app.register(fastifyCookie);
  // Answers in JSON, text, calendars and XML are compressed for clients that accept it (brotli at
  // quality 4: cheap enough for the event loop). Files (PDF, images, Office) are not: already compressed,
  // and streamed. Request bodies are never inflated: a small gzip body could expand past every limit.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u,
    globalDecompression: false,
  });
  // Before any other work on the request: a flooding address is answered 429 from this instance's memory.
  await registerRateLimits(app, deps);
  registerOriginCheck(app, deps.config.publicUrl);
  registerLargeBodyTurns(app);
  registerNoStore(app);
  registerAfterResponse(app);
  registerMetrics(app, { db: deps.db, token: deps.config.metricsToken, listeners });

  app.get('/api/health', async () => {
    await pingDatabase(deps.db);
    return { status: 'ok' };
  });
  registerHealthRoutes(app, deps.db);
  // Identity comes before directory: the town typed at registration is resolved by directory's communes.
  registerAuthRoutes(app, deps, { resolveTown: findCommune });
  registerPasswordResetRoutes(app, deps);
  registerEmailVerificationRoutes(app, deps);
  registerAccountSecurityRoutes(app, deps);
  registerTwoFactorRoutes(app, deps);
  registerPasskeyRoutes(app, deps);
  registerIdentityProviderRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerAdminOfficialDirectoryRoutes(app, deps);
  registerPlatformHealthRoutes(app, deps, listeners);
  registerSecurityPolicyRoutes(app, deps);
  registerFirmInvitationRoutes(app, deps);
  registerPublicFirmLogoRoutes(app, deps);
  registerPageViewRoutes(app, deps);
  registerProfessionalRoutes(app, deps);
  registerFirmPageRoutes(app, deps);
  registerBookingRoutes(app, deps);
  registerClientAppointmentRoutes(app, deps);
  registerRecordingConsentRoutes(app, deps);
  registerClientInvoiceRoutes(app, deps);
  registerFeeAgreementRoutes(app, deps);
  registerClientAccountRoutes(app, deps);
  registerNotificationRoutes(app, deps, 'client', notificationHub);
  registerClientMessageRoutes(app, deps);
  registerWaitingListRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerContentReportRoutes(app, deps);
  registerSuspendedProfileRoutes(app, deps);
  registerAdminComplaintRoutes(app, deps);
  registerAdminSiteSettingsRoutes(app, deps);
  registerProRoutes(app, deps);
  registerSupportRoutes(app, deps);
  const siteFacts = registerSiteFactsRoutes(app, deps);
  registerStripeWebhookRoute(app, deps);
  registerCalendarPushRoutes(app, deps);
  if (deps.config.exposeOutbox) registerOutboxRoutes(app, deps);

  if (serveWeb) {
    await registerWebApp(app, deps.db, webDistDir, siteFacts);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(apiNotFound(request.method, request.url).toBody()),
    );
  }
  // Last, so that nothing left to fail can leave the connection open. Other instances on the same
  // PostgreSQL announce their changes; this one's search caches follow.
  const started = await startCacheInvalidation(deps.db);
  cacheInvalidation = started;
  app.addHook('onClose', () => started.stop());
  return app;
}

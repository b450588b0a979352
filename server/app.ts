import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAdminRoutes } from './admin/admin-routes';
import { registerPageViewRoutes } from './analytics/page-view-routes';
import type { TAppDeps } from './app-deps';
import { registerBookingRoutes } from './appointments/booking-routes';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerPasswordResetRoutes } from './auth/password-reset-routes';
import { registerClientAccountRoutes } from './client/client-account-routes';
import { registerClientAppointmentRoutes } from './client/client-appointment-routes';
import { pingDatabase } from './db/database';
import { registerOutboxRoutes } from './dev/outbox-routes';
import { apiNotFound, registerErrorHandler } from './http/error-handler';
import { registerOriginCheck } from './http/origin-check';
import { registerProRoutes } from './pro/pro-routes';
import { registerProfessionalRoutes } from './professionals/professional-routes';
import { WEB_DIST_DIR } from './project-root';

export type TBuildAppOptions = TAppDeps & {
  /** Serve the built React app from dist/web (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
};

export async function buildApp(options: TBuildAppOptions): Promise<FastifyInstance> {
  const { serveWeb = false, logger = false, ...deps } = options;
  const app = Fastify({
    logger: logger ? { level: 'info' } : false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // Map tiles come from a configurable provider in a later issue; images may be https.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      },
    },
    hsts: deps.config.secureCookies,
  });
  await app.register(fastifyCookie);
  registerOriginCheck(app, deps.config.publicUrl);

  app.get('/api/health', async () => {
    await pingDatabase(deps.db);
    return { status: 'ok' };
  });
  registerAuthRoutes(app, deps);
  registerPasswordResetRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerPageViewRoutes(app, deps);
  registerProfessionalRoutes(app, deps);
  registerBookingRoutes(app, deps);
  registerClientAppointmentRoutes(app, deps);
  registerClientAccountRoutes(app, deps);
  registerProRoutes(app, deps);
  if (deps.config.exposeOutbox) registerOutboxRoutes(app, deps);

  if (serveWeb) {
    await registerWebApp(app);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(apiNotFound(request.method, request.url).toBody()),
    );
  }
  return app;
}

async function registerWebApp(app: FastifyInstance): Promise<void> {
  const indexHtml = join(WEB_DIST_DIR, 'index.html');
  if (!existsSync(indexHtml))
    throw new Error(`Application web non construite : ${indexHtml} manquant (npm run build)`);
  await app.register(fastifyStatic, {
    root: WEB_DIST_DIR,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      // Vite names assets by content hash, so they can be cached for good.
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // Every non-API path is a route of the single-page app; it renders its own not-found page.
  app.setNotFoundHandler((request, reply) => {
    // A missing API route or built asset is a real 404, not the app's page.
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/') || request.method !== 'GET') {
      return reply.status(404).send(apiNotFound(request.method, request.url).toBody());
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '#domain/kernel/zod-fr.ts';
import { pageViews } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';

export const ZPageViewRequest = z.strictObject({
  path: z.string().startsWith('/').max(300),
});

export function registerPageViewRoutes(app: FastifyInstance, deps: TAppDeps): void {
  // sendBeacon posts as text/plain when given a string; accept JSON sent that way too.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, {});
    }
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/analytics/page-view', { schema: { body: ZPageViewRequest } }, async (request, reply) => {
      await deps.db.insert(pageViews).values({ path: request.body.path.split('?')[0] ?? '/' });
      return reply.status(204).send();
    });
}

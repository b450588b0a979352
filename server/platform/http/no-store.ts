import type { FastifyInstance } from 'fastify';

/**
 * Every `/api` answer is personal unless its route says otherwise: a shared cache (a proxy, a browser's
 * back-forward cache on a shared computer) must not keep it. A route that means to be cached (a public
 * preview with its ETag, a sitemap) sets its own `Cache-Control`, which this hook leaves alone.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

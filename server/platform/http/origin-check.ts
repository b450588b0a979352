import type { FastifyInstance } from 'fastify';
import { AppError } from '#domain/kernel/errors/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF). Browsers always send Origin on
 * cross-site POST/PUT/PATCH/DELETE; requests without Origin come from non-browser clients.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new Set([new URL(publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin === undefined) {
      if (fetchSite === 'cross-site') throw new AppError('CROSS_ORIGIN_REFUSED');
      return;
    }
    const host = request.headers.host;
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (!allowed.has(origin) && !sameHost) throw new AppError('CROSS_ORIGIN_REFUSED');
  });
}

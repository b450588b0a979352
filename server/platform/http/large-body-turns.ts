import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Bodies from this size on (calendar files, documents) are parsed, validated and handled in separate turns. */
const LARGE_BODY_BYTES = 1024 * 1024;

/**
 * A 14 Mo JSON body costs tens of milliseconds to parse, as much again to validate (the base64
 * check of a 10 Mo document) and to handle. Run back to back they hold the event loop for all of it;
 * with a turn of the event loop between them, other requests (/api/health) are answered in between.
 */
export function registerLargeBodyTurns(app: FastifyInstance): void {
  const isLarge = (contentLength: string | undefined) => Number(contentLength ?? 0) >= LARGE_BODY_BYTES;
  app.addHook('preValidation', async (request) => {
    if (isLarge(request.headers['content-length'])) await nextTurn();
  });
  app.addHook('preHandler', async (request) => {
    if (isLarge(request.headers['content-length'])) await nextTurn();
  });
}

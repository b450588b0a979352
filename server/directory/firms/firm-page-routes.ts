import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFirmIdParams, ZFirmPage } from '#domain/directory/firms/firm-page-schemas.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { getFirmPage } from './get-firm-page';

/** The public page of a firm (issue 27 §3): anyone may read it, as a profile. */
export function registerFirmPageRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/firms/:id',
    { schema: { params: ZFirmIdParams, response: { 200: ZFirmPage } } },
    async (request) => getFirmPage(deps.db, request.params.id, deps.clock.now()),
  );
}

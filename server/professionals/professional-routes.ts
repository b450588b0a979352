import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZProfessionalIdParams, ZProfessionalProfile } from '../../domain/professionals/profile-schemas';
import { type TSearchResponse, ZSearchQuery } from '../../domain/professionals/search-schemas';
import { z } from '../../domain/zod-fr';
import type { TAppDeps } from '../app-deps';
import { getProfessionalProfile } from './get-professional-profile';
import { searchProfessionals } from './search-professionals';

export const ZPublicConfig = z.object({ mapTileUrl: z.string(), mapAttribution: z.string() });

export function registerProfessionalRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/professionals/search',
    // No response schema here: validating ~60 KB of slots on every search costs more than the
    // query itself; the handler's return type is TSearchResponse and tests parse it with ZSearchResponse.
    { schema: { querystring: ZSearchQuery } },
    async (request): Promise<TSearchResponse> =>
      searchProfessionals(deps.db, request.query, deps.clock.now()),
  );

  api.get(
    '/api/professionals/:id',
    { schema: { params: ZProfessionalIdParams, response: { 200: ZProfessionalProfile } } },
    async (request) => getProfessionalProfile(deps.db, request.params.id, deps.clock.now()),
  );

  api.get('/api/config', { schema: { response: { 200: ZPublicConfig } } }, async () => ({
    mapTileUrl: deps.config.mapTileUrl,
    mapAttribution: deps.config.mapAttribution,
  }));
}

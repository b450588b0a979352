import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZProfessionalIdParams, ZProfessionalProfile } from '../../domain/professionals/profile-schemas';
import { ZSearchQuery, ZSearchResponse } from '../../domain/professionals/search-schemas';
import { z } from '../../domain/zod-fr';
import type { TAppDeps } from '../app-deps';
import { getProfessionalProfile } from './get-professional-profile';
import { searchProfessionals } from './search-professionals';

export const ZPublicConfig = z.object({ mapTileUrl: z.string(), mapAttribution: z.string() });

export function registerProfessionalRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/professionals/search',
    { schema: { querystring: ZSearchQuery, response: { 200: ZSearchResponse } } },
    async (request) => searchProfessionals(deps.db, request.query, deps.clock.now()),
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

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type TProfessionalProfile,
  ZProfessionalIdParams,
} from '#domain/directory/professionals/profile-schemas.ts';
import { ZSearchQuery } from '#domain/directory/professionals/search-schemas.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { getProfessionalProfile } from './get-professional-profile';
import { searchProfessionalsJson } from './search-professionals';

export const ZPublicConfig = z.object({ mapTileUrl: z.string(), mapAttribution: z.string() });

export function registerProfessionalRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/professionals/search',
    // No response schema here: validating ~60 KB of slots on every search costs more than the
    // query itself; searchProfessionals returns a TSearchResponse and tests parse it with ZSearchResponse.
    { schema: { querystring: ZSearchQuery } },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await searchProfessionalsJson(deps.db, request.query, deps.clock.now())),
  );

  api.get(
    '/api/professionals/:id',
    // No response schema either, for the same reason (14 days of slots): the profile is typed as a
    // TProfessionalProfile, and tests parse answers with ZProfessionalProfile.
    { schema: { params: ZProfessionalIdParams } },
    async (request, reply) => {
      const profile: TProfessionalProfile = await getProfessionalProfile(
        deps.db,
        request.params.id,
        deps.clock.now(),
        { onlinePayments: deps.config.stripe !== null },
      );
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(profile));
    },
  );

  api.get('/api/config', { schema: { response: { 200: ZPublicConfig } } }, async () => ({
    mapTileUrl: deps.config.mapTileUrl,
    mapAttribution: deps.config.mapAttribution,
  }));
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  defaultAvailabilitySettings,
  ZAvailabilitySettings,
} from '#domain/agenda/availability/availability-settings.ts';
import { ZProAvailabilitySettings } from '#domain/agenda/availability/pro-settings-schemas.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { professionals } from '#server/db/schema/index.ts';
import { requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';

export function registerProSettingsRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/availability',
    { schema: { response: { 200: ZProAvailabilitySettings } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const modes = professional.consultationModes as TConsultationMode[];
      const parsed = ZAvailabilitySettings.safeParse(professional.availability);
      const settings = parsed.success ? parsed.data : defaultAvailabilitySettings(modes);
      return { ...settings, autoConfirm: professional.autoConfirm, consultationModes: modes };
    },
  );

  api.put(
    '/api/pro/availability',
    { schema: { body: ZProAvailabilitySettings, response: { 200: ZProAvailabilitySettings } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const { autoConfirm, consultationModes, ...availability } = request.body;
      await deps.db
        .update(professionals)
        .set({ availability, autoConfirm, consultationModes })
        .where(eq(professionals.id, professional.id));
      // Public slots, search cards and the availability filter follow at once.
      await professionalsChanged(deps.db, [professional.id], deps.clock.now());
      return request.body;
    },
  );
}

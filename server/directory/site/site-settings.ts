import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_CONSUMER_MEDIATOR,
  type TConsumerMediatorSetting,
  ZConsumerMediatorSetting,
} from '#domain/directory/site/consumer-mediator-setting.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { siteSettings } from '#server/db/schema/index.ts';
import { requireAccount } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';

/** The platform's consumer mediator: the administrators' setting, else the default (ADR 0074). */
export async function readConsumerMediator(db: TDatabaseOrTransaction): Promise<TConsumerMediatorSetting> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row
    ? {
        name: row.consumerMediatorName,
        address: row.consumerMediatorAddress,
        website: row.consumerMediatorWebsite,
      }
    : DEFAULT_CONSUMER_MEDIATOR;
}

/** « Médiateur de la consommation » on /admin: read and changed by administrators only. */
export function registerAdminSiteSettingsRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/site/consumer-mediator',
    { schema: { response: { 200: ZConsumerMediatorSetting } } },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      return readConsumerMediator(deps.db);
    },
  );

  api.put(
    '/api/admin/site/consumer-mediator',
    { schema: { body: ZConsumerMediatorSetting, response: { 200: ZConsumerMediatorSetting } } },
    async (request) => {
      const admin = await requireAccount(deps, request, 'admin');
      const values = {
        consumerMediatorName: request.body.name,
        consumerMediatorAddress: request.body.address,
        consumerMediatorWebsite: request.body.website,
        updatedAt: deps.clock.now(),
        updatedBy: admin.id,
      };
      await deps.db
        .insert(siteSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: siteSettings.id, set: values });
      return readConsumerMediator(deps.db);
    },
  );
}

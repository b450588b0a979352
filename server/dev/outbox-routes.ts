import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../domain/zod-fr';
import type { TAppDeps } from '../app-deps';
import { listOutbox } from '../email/outbox';

/** Read-only view of the e-mail outbox, mounted only with EXPOSE_OUTBOX=1 (e2e tests, local development). */
export function registerOutboxRoutes(app: FastifyInstance, deps: TAppDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/dev/outbox',
      { schema: { querystring: z.strictObject({ to: z.string().max(254).optional() }) } },
      async (request) => {
        const emails = await listOutbox(deps.db, request.query.to);
        return {
          emails: emails.map((e) => ({
            id: e.id,
            to: e.toAddress,
            subject: e.subject,
            text: e.textBody,
            status: e.status,
            createdAt: e.createdAt.toISOString(),
          })),
        };
      },
    );
}

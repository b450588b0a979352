import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toE164 } from '#domain/kernel/phone/phone-number.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { smsOutbox } from '#server/db/schema/index.ts';
import type { TAppDeps } from '../app-deps';
import { listOutbox } from '../email/outbox';

/**
 * Read-only views of the e-mail and SMS outboxes, mounted only with EXPOSE_OUTBOX=1 (e2e tests, local
 * development): without SMTP or an SMS provider, that is where messages can be read.
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: TAppDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/dev/sms-outbox',
      { schema: { querystring: z.strictObject({ to: z.string().max(30).optional() }) } },
      async (request) => {
        const to = request.query.to ? toE164(request.query.to) : null;
        const rows = await deps.db
          .select()
          .from(smsOutbox)
          .where(to ? eq(smsOutbox.toNumber, to) : undefined)
          .orderBy(desc(smsOutbox.id))
          .limit(50);
        return {
          sms: rows.map((row) => ({
            id: row.id,
            to: row.toNumber,
            text: row.body,
            status: row.status,
            kind: row.kind,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );
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

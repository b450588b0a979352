import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { BACKGROUND_JOB_NAMES, BACKGROUND_JOBS } from '#domain/kernel/operations/background-jobs.ts';
import {
  type TBackgroundJobHealth,
  type TDeliveryError,
  type TOutboxChannel,
  ZPlatformHealthResponse,
  ZResendDeliveryParams,
  ZResendDeliveryResponse,
} from '#domain/kernel/operations/platform-health-schemas.ts';
import { hostOf } from '#domain/kernel/routing/host-of.ts';
import type { TDatabase } from '#server/db/database.ts';
import { emailOutbox, smsOutbox } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { listJobRuns } from '#server/platform/background/job-runs.ts';
import type { TInstanceListeners } from '#server/platform/operations/instance-listeners.ts';
import { INSTANCE_NAME } from '#server/platform/operations/instance-name.ts';
import { readOutboxHealth } from '#server/platform/operations/outbox-health.ts';
import { requireAccount } from '../auth/current-account';

/** How many of the last failed attempts the page lists, per channel. */
const DELIVERY_ERRORS_SHOWN = 20;

/** The last messages whose last attempt failed: recipient, subject and error, never the body. */
async function readDeliveryErrors(db: TDatabase): Promise<TDeliveryError[]> {
  const emails = await db
    .select({
      id: emailOutbox.id,
      recipient: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['pending', 'failed']), isNotNull(emailOutbox.lastError)))
    .orderBy(desc(emailOutbox.id))
    .limit(DELIVERY_ERRORS_SHOWN);
  const sms = await db
    .select({
      id: smsOutbox.id,
      recipient: smsOutbox.toNumber,
      status: smsOutbox.status,
      attempts: smsOutbox.attempts,
      lastError: smsOutbox.lastError,
      createdAt: smsOutbox.createdAt,
    })
    .from(smsOutbox)
    // A reminder dropped with its appointment is marked failed without any attempt: no delivery error.
    .where(
      and(
        inArray(smsOutbox.status, ['pending', 'failed']),
        isNotNull(smsOutbox.lastError),
        gt(smsOutbox.attempts, 0),
      ),
    )
    .orderBy(desc(smsOutbox.id))
    .limit(DELIVERY_ERRORS_SHOWN);
  const rows: TDeliveryError[] = [
    ...emails.map((row) => ({ channel: 'email' as const, ...row })),
    ...sms.map((row) => ({ channel: 'sms' as const, ...row, subject: null })),
  ].map((row) => ({
    channel: row.channel,
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status === 'failed' ? 'failed' : 'pending',
    attempts: row.attempts,
    lastError: row.lastError ?? '',
    createdAt: row.createdAt.toISOString(),
  }));
  return rows.sort((x, y) => y.createdAt.localeCompare(x.createdAt)).slice(0, DELIVERY_ERRORS_SHOWN);
}

async function readJobs(db: TDatabase): Promise<TBackgroundJobHealth[]> {
  const runs = new Map((await listJobRuns(db)).map((run) => [run.job, run]));
  return BACKGROUND_JOB_NAMES.map((name) => {
    const run = runs.get(name);
    return {
      name,
      label: BACKGROUND_JOBS[name],
      lastRunAt: run?.lastRunAt.toISOString() ?? null,
      lastSuccessAt: run?.lastSuccessAt?.toISOString() ?? null,
      lastDurationMs: run?.lastDurationMs ?? null,
      lastFailureAt: run?.lastFailureAt?.toISOString() ?? null,
      lastError: run?.lastError ?? null,
      lastInstance: run?.lastInstance ?? null,
    };
  });
}

const NOT_FAILED = 'Ce message n’est pas en échec\u00a0: il ne peut pas être renvoyé.';

/**
 * Puts a failed message back in its outbox, due now with its attempts counted from zero: the delivery
 * worker of any instance sends it at its next run. Only a message given up after attempts; an SMS reminder
 * only while its appointment is still ahead (the worker drops it otherwise).
 */
async function resendDelivery(db: TDatabase, channel: TOutboxChannel, id: number): Promise<void> {
  const resent =
    channel === 'email'
      ? await db
          .update(emailOutbox)
          .set({ status: 'pending', attempts: 0, lastError: null, sendAfter: sql`now()` })
          .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
          .returning({ id: emailOutbox.id })
      : await db
          .update(smsOutbox)
          .set({ status: 'pending', attempts: 0, lastError: null, sendAfter: sql`now()` })
          .where(
            and(
              eq(smsOutbox.id, id),
              eq(smsOutbox.status, 'failed'),
              gt(smsOutbox.attempts, 0),
              or(isNull(smsOutbox.appointmentStart), gt(smsOutbox.appointmentStart, sql`now()`)),
            ),
          )
          .returning({ id: smsOutbox.id });
  if (resent.length > 0) return;
  const table = channel === 'email' ? emailOutbox : smsOutbox;
  const [existing] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!existing) throw new AppError('NOT_FOUND', { message: 'Message introuvable.' });
  throw new AppError('INVALID_STATE', {
    message:
      channel === 'sms'
        ? 'Ce SMS n’est pas en échec ou son rendez-vous est passé ou annulé\u00a0: il ne peut pas être renvoyé.'
        : NOT_FAILED,
  });
}

/**
 * « Santé de la plateforme » on /admin (ADR 0039): both outboxes, the last delivery errors with « Renvoyer »,
 * the last runs of the background jobs (shared by every instance) and this instance's listeners.
 */
export function registerPlatformHealthRoutes(
  app: FastifyInstance,
  deps: TAppDeps,
  listeners: TInstanceListeners,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/platform-health',
    { schema: { response: { 200: ZPlatformHealthResponse } } },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      return {
        // The wall clock, like the job runs it is compared with (jobs run outside any request's clock).
        checkedAt: new Date().toISOString(),
        deployment: {
          emailDelivery: Boolean(deps.config.smtpUrl),
          smsHost: deps.config.sms ? hostOf(deps.config.sms.apiUrl) : null,
          onlinePayments: deps.config.stripe !== null,
          videoHost: hostOf(deps.config.videoBaseUrl),
        },
        outboxes: await readOutboxHealth(deps.db),
        deliveryErrors: await readDeliveryErrors(deps.db),
        jobs: await readJobs(deps.db),
        instance: {
          name: INSTANCE_NAME,
          cacheInvalidation: listeners.cacheInvalidation(),
          notifications: listeners.notifications(),
          openStreams: listeners.openStreams(),
        },
      };
    },
  );

  api.post(
    '/api/admin/platform-health/:channel/:id/resend',
    { schema: { params: ZResendDeliveryParams, response: { 200: ZResendDeliveryResponse } } },
    async (request) => {
      await requireAccount(deps, request, 'admin');
      await resendDelivery(deps.db, request.params.channel, request.params.id);
      return { ok: true as const };
    },
  );
}

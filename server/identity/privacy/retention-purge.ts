import { sql } from 'drizzle-orm';
import { RETENTION, retentionCutoff } from '#domain/identity/privacy/retention-policy.ts';
import type { TDatabase } from '#server/db/database.ts';
import { notifications, pageViews, professionalReminders, supportMessages } from '#server/db/schema/index.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import type { TClock, TConfig } from '#server/platform/config.ts';
import { purgeAbandonedUploads } from '#server/platform/stored-files/stored-file-store.ts';
import { deleteInBatches } from './delete-in-batches';
import {
  deleteExpiredClients,
  delistExpiredProfessionals,
  sendInactivityNotices,
  welcomeBackReturningAccounts,
} from './inactive-accounts';
import { purgeOldEmails, purgeOldSms } from './purge-emails';

const HOUR_MS = 3_600_000;
/** Accounts handled per step and run: an old database catches up over a few hours, never in one long stretch. */
const ACCOUNT_BATCH = 200;

export type TRetentionPurgeResult = {
  relisted: number;
  notices: number;
  clientsDeleted: number;
  delisted: number;
  emails: number;
  sms: number;
  supportMessages: number;
  notifications: number;
  pageViews: number;
  abandonedUploads: number;
};

/**
 * Applies every retention period of domain/identity/privacy/retention-policy.ts once, as of `now` (sessions and reset
 * links are purged by server/identity/auth/purge-expired-rows.ts from the same periods). Safe to run concurrently on
 * several instances: accounts are claimed with SKIP LOCKED, deletions of old rows are idempotent.
 */
export async function runRetentionPurge(
  ctx: { db: TDatabase; config: TConfig },
  now: Date,
  batchSize = ACCOUNT_BATCH,
): Promise<TRetentionPurgeResult> {
  const { db } = ctx;
  const emails = await purgeOldEmails(db, now);
  const sms = await purgeOldSms(db, now);
  const { relisted } = await welcomeBackReturningAccounts(db);
  if (relisted.length) await professionalsChanged(db, relisted, now);
  const notices = await sendInactivityNotices(ctx, now, batchSize);
  const clientsDeleted = await deleteExpiredClients(ctx, now, batchSize);
  const delisted = await delistExpiredProfessionals(db, now);
  const oldMessages = await deleteInBatches(
    db,
    supportMessages,
    sql`${supportMessages.createdAt} < ${retentionCutoff(now, RETENTION.supportMessages).toISOString()}::timestamptz`,
  );
  const oldNotifications = await deleteInBatches(
    db,
    notifications,
    sql`${notifications.createdAt} < ${retentionCutoff(now, RETENTION.notifications).toISOString()}::timestamptz`,
  );
  // A reminder's key is only needed while the reminder could still be due (24 hours ahead).
  await db
    .delete(professionalReminders)
    .where(
      sql`${professionalReminders.createdAt} < ${new Date(now.getTime() - 7 * 24 * HOUR_MS).toISOString()}::timestamptz`,
    );
  const oldViews = await deleteInBatches(
    db,
    pageViews,
    sql`${pageViews.createdAt} < ${retentionCutoff(now, RETENTION.pageViews).toISOString()}::timestamptz`,
  );
  return {
    relisted: relisted.length,
    notices,
    clientsDeleted,
    delisted: delisted.length,
    emails,
    sms,
    supportMessages: oldMessages,
    notifications: oldNotifications,
    pageViews: oldViews,
    abandonedUploads: await purgeAbandonedUploads(db, now),
  };
}

/** Runs the retention purge every hour (and once shortly after start). */
export function startRetentionPurge(
  ctx: { db: TDatabase; config: TConfig },
  clock: TClock,
  intervalMs = HOUR_MS,
): TRecurringJob {
  return startRecurringJob('retention-purge', () => runRetentionPurge(ctx, clock.now()), {
    intervalMs,
    firstRunAfterMs: 45_000,
    db: ctx.db,
  });
}

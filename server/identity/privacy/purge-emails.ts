import { eq, sql } from 'drizzle-orm';
import { RETENTION, retentionCutoff } from '#domain/identity/privacy/retention-policy.ts';
import { toE164 } from '#domain/kernel/phone/phone-number.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { emailOutbox, smsOutbox } from '#server/db/schema/index.ts';
import { deleteInBatches } from './delete-in-batches';

/**
 * Every e-mail addressed to that address, whatever its status: sent, kept (no SMTP), failed, or still to
 * be sent (a reminder due tomorrow included). Addresses are stored lower-case by `enqueueEmail`.
 */
export async function purgeEmailsTo(db: TDatabaseOrTransaction, address: string): Promise<number> {
  const removed = await db
    .delete(emailOutbox)
    .where(eq(emailOutbox.toAddress, address.toLowerCase()))
    .returning({ id: emailOutbox.id });
  return removed.length;
}

/**
 * E-mails past their retention, counted from when they left (or, kept without SMTP or given up, from when
 * they were due). Pending e-mails are never touched: they have not been sent yet.
 */
export async function purgeOldEmails(db: TDatabase, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now, RETENTION.sentEmails);
  return deleteInBatches(
    db,
    emailOutbox,
    sql`${emailOutbox.status} in ('sent', 'kept', 'failed', 'capped', 'withheld') and coalesce(${emailOutbox.sentAt}, ${emailOutbox.sendAfter}) < ${cutoff.toISOString()}::timestamptz`,
  );
}

/** Every SMS to that number (stored in E.164), whatever its status, like purgeEmailsTo. */
export async function purgeSmsTo(db: TDatabaseOrTransaction, phone: string | null): Promise<number> {
  const number = phone ? toE164(phone) : null;
  if (!number) return 0;
  const removed = await db
    .delete(smsOutbox)
    .where(eq(smsOutbox.toNumber, number))
    .returning({ id: smsOutbox.id });
  return removed.length;
}

/** SMS past the e-mails' retention, counted the same way; pending ones are never touched. */
export async function purgeOldSms(db: TDatabase, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now, RETENTION.sentEmails);
  return deleteInBatches(
    db,
    smsOutbox,
    sql`${smsOutbox.status} in ('sent', 'kept', 'failed', 'capped', 'withheld') and coalesce(${smsOutbox.sentAt}, ${smsOutbox.sendAfter}) < ${cutoff.toISOString()}::timestamptz`,
  );
}

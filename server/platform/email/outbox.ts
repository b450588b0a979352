import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { emailOutbox } from '#server/db/schema/index.ts';

export type TEmailAttachment = { filename: string; contentType: string; content: string };

/**
 * Delivery order (ADR 0046): what a person waits for at the screen first (a sign-in or reset link, the
 * confirmation of an address, a security notice), then bookings, then the rest, digests last. An hour of
 * spam at the bottom of the queue delays none of the first ones.
 */
export const EMAIL_PRIORITIES = { security: 0, booking: 1, normal: 2, digest: 3 } as const;

export type TEmailPriority = keyof typeof EMAIL_PRIORITIES;

/** The kind of the address-confirmation e-mail: the only one an unconfirmed account receives. */
export const EMAIL_VERIFICATION_KIND = 'email-verification';

export type TEmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: TEmailAttachment[];
  sendAfter?: Date;
  kind?: string;
  appointmentId?: number;
  /** `normal` when not said. */
  priority?: TEmailPriority;
};

export type TOutboxEntry = typeof emailOutbox.$inferSelect;

/** The outbox row of a message: kept in the database when there is no SMTP to send it. */
export function outboxRow(message: TEmailMessage, smtpEnabled: boolean): PgInsertValue<typeof emailOutbox> {
  return {
    toAddress: message.to.toLowerCase(),
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    attachments: message.attachments ?? null,
    status: smtpEnabled ? 'pending' : 'kept',
    sendAfter: message.sendAfter ?? sql`now()`,
    kind: message.kind ?? null,
    appointmentId: message.appointmentId ?? null,
    priority: EMAIL_PRIORITIES[message.priority ?? 'normal'],
  };
}

/**
 * Queues an e-mail in the database, in the caller's transaction when given one, so that an e-mail
 * exists if and only if the change that caused it was committed. Without SMTP it is kept there.
 */
export async function enqueueEmail(
  db: TDatabaseOrTransaction,
  message: TEmailMessage,
  smtpEnabled: boolean,
): Promise<void> {
  await enqueueEmails(db, [message], smtpEnabled);
}

/** Several e-mails queued like enqueueEmail, in one statement. */
export async function enqueueEmails(
  db: TDatabaseOrTransaction,
  messages: readonly TEmailMessage[],
  smtpEnabled: boolean,
): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(emailOutbox).values(messages.map((message) => outboxRow(message, smtpEnabled)));
}

export async function listOutbox(db: TDatabase, to?: string, limit = 50): Promise<TOutboxEntry[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.toAddress, to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}

export async function markSent(db: TDatabase, id: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(eq(emailOutbox.id, id)));
}

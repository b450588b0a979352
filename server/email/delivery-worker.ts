import { and, eq, inArray, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { createLeaseKeeper } from '../background/lease-keeper';
import { startRecurringJob } from '../background/recurring-job';
import type { TDatabase } from '../db/database';
import { emailOutbox } from '../db/schema';
import { logDeliveryFailure } from '../operations/delivery-log';
import { jobLogger } from '../operations/logger';
import { markSent } from './outbox';

const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;
/** How long a claimed e-mail is reserved for the worker sending it. */
const CLAIM_LEASE_SECONDS = 300;

type TClaimedEmail = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: { filename: string; contentType: string; content: string }[] | null;
  attempts: number;
};

/**
 * Delivers due e-mails by SMTP. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several
 * server instances can run this loop against one PostgreSQL without sending anything twice.
 */
export function createEmailDelivery(db: TDatabase, smtpUrl: string, from: string) {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  const log = jobLogger('email-delivery');

  /**
   * Claims up to a batch of due e-mails in a short transaction: their `send_after` moves a lease ahead, so
   * no other worker takes them while they are sent and no database connection waits on the SMTP server.
   * A worker that dies mid-send leaves them due again once the lease ends.
   */
  async function claimDueEmails(): Promise<TClaimedEmail[]> {
    const result = await db.execute(sql`
      update ${emailOutbox}
      set send_after = now() + (${CLAIM_LEASE_SECONDS} * interval '1 second')
      where id in (
        select id from ${emailOutbox}
        where status = 'pending' and send_after <= now()
        order by id
        limit ${BATCH_SIZE}
        for update skip locked)
      returning id, to_address, subject, text_body, html_body, attachments, attempts`);
    const rows = (result as unknown as { rows: TClaimedEmail[] }).rows;
    return [...rows].sort((x, y) => x.id - y.id);
  }

  /** Gives claimed e-mails back to every worker at once (this one stops before sending them). */
  async function releaseEmails(ids: number[]): Promise<void> {
    await db
      .update(emailOutbox)
      .set({ sendAfter: sql`now()` })
      .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'pending')));
  }
  const leases = createLeaseKeeper(releaseEmails);

  /** Sends the due e-mails once; returns how many were sent. */
  async function deliverDueEmails(): Promise<number> {
    let sent = 0;
    await leases.each(await claimDueEmails(), async (row) => {
      try {
        await transport.sendMail({
          from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
          attachments: (row.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        });
        await markSent(db, row.id);
        sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const lastError = String(error).slice(0, 500);
        const givenUp = attempts >= MAX_ATTEMPTS;
        await db.execute(sql`
          update ${emailOutbox}
          set attempts = ${attempts},
              last_error = ${lastError},
              status = ${givenUp ? 'failed' : 'pending'},
              send_after = now() + (${attempts} * interval '1 minute')
          where id = ${row.id}`);
        logDeliveryFailure(
          log,
          { emailId: Number(row.id), to: row.to_address, attempts, lastError },
          givenUp,
          'e-mail',
        );
      }
    });
    return sent;
  }

  return { deliverDueEmails, stopClaiming: () => leases.stop(), close: () => transport.close() };
}

export function startEmailDelivery(db: TDatabase, smtpUrl: string, from: string, intervalMs = 3000) {
  const delivery = createEmailDelivery(db, smtpUrl, from);
  const job = startRecurringJob('email-delivery', () => delivery.deliverDueEmails(), { intervalMs, db });
  return {
    async stop() {
      // The claimed e-mails not begun go back first: a send that hangs cannot hold them past the exit.
      await delivery.stopClaiming();
      await job.stop();
      delivery.close();
    },
  };
}

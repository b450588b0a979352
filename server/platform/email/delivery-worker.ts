import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { TDatabase } from '#server/db/database.ts';
import { emailOutbox, users } from '#server/db/schema/index.ts';
import {
  claimDueOutboxRows,
  createOutboxDeliveryLoop,
  markOutboxAttemptFailed,
  releaseOutboxRows,
} from '../background/outbox-delivery-loop';
import { startRecurringJob } from '../background/recurring-job';
import type { TSmtpPool } from '../config';
import { jobLogger } from '../operations/logger';
import { EMAIL_PRIORITIES, EMAIL_VERIFICATION_KIND, markSent } from './outbox';

/** How long a claimed e-mail is reserved for the worker sending it. */
const CLAIM_LEASE_SECONDS = 300;
/** Batches claimed one after the other in one run while e-mails are due (then the next run, 3 s later). */
const MAX_BATCHES_PER_RUN = 50;
/** E-mails one address receives in 24 hours, security ones aside (ADR 0046). */
export const RECIPIENT_DAILY_CAP = 20;
/** Security e-mails (priority 0) one address receives in 24 hours: a budget of their own, smaller. */
export const RECIPIENT_DAILY_SECURITY_CAP = 10;

type TClaimedEmail = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: { filename: string; contentType: string; content: string }[] | null;
  attempts: number;
  priority: number;
  kind: string | null;
};

export type TEmailDeliveryOptions = {
  /** Connections to the SMTP server sending at once, and e-mails per connection; one connection by default. */
  pool?: TSmtpPool;
  /** Its host names the Message-ID of every e-mail: `<outbox-<row id>@host>`. */
  publicUrl?: string;
  /** E-mails claimed at once (default: ten per connection, 20 at least). */
  batchSize?: number;
  /** Batches one run may claim in a row (default 50; 1 was the behaviour before ADR 0046). */
  maxBatchesPerRun?: number;
};

/** The Message-ID of an outbox row: the same at every attempt, so a mail client collapses a duplicate. */
export function outboxMessageId(rowId: number, publicUrl: string): string {
  return `<outbox-${rowId}@${new URL(publicUrl).hostname}>`;
}

/**
 * Delivers due e-mails by SMTP, most urgent first (priority, then age). Rows are claimed with FOR UPDATE
 * SKIP LOCKED and a lease, so several server instances can run this loop against one PostgreSQL; within an
 * instance a pooled transport sends several at once. Delivery is at least once: a process killed after the
 * SMTP server accepted an e-mail but before the row was marked sent sends it again after the lease, with
 * the same Message-ID.
 */
export function createEmailDelivery(
  db: TDatabase,
  smtpUrl: string,
  from: string,
  options: TEmailDeliveryOptions = {},
) {
  const pool = options.pool ?? { maxConnections: 1, maxMessages: 100 };
  const publicUrl = options.publicUrl ?? 'http://localhost';
  const batchSize = options.batchSize ?? Math.min(200, Math.max(20, pool.maxConnections * 10));
  const maxBatches = options.maxBatchesPerRun ?? MAX_BATCHES_PER_RUN;
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: pool.maxConnections,
    maxMessages: pool.maxMessages,
  });
  const log = jobLogger('email-delivery');

  /** Claims up to a batch of due e-mails, the most urgent first (see claimDueOutboxRows). */
  async function claimDueEmails(limit: number): Promise<TClaimedEmail[]> {
    const claimed = await claimDueOutboxRows<TClaimedEmail>(db, emailOutbox, {
      leaseSeconds: CLAIM_LEASE_SECONDS,
      orderBy: sql.raw('priority, id'),
      limit,
      returning: sql.raw(
        'id, to_address, subject, text_body, html_body, attachments, attempts, priority, kind',
      ),
    });
    const rows = claimed.map((row) => ({
      ...row,
      id: Number(row.id),
      priority: Number(row.priority),
    }));
    return rows.sort((x, y) => x.priority - y.priority || x.id - y.id);
  }

  /**
   * Sets aside, before any is sent, the claimed e-mails that must not leave: to an account whose address is
   * not confirmed, anything but the confirmation e-mail (`withheld`: whoever typed someone else's address
   * at registration makes JurisRDV send that person one fixed e-mail, nothing else); beyond the recipient's
   * daily budget (`capped`). Both are final and logged without the content. Counted from the e-mails sent
   * in the last 24 hours and those accepted earlier in the batch; two instances sending to one address at
   * the same moment may pass the budget by a batch at most.
   */
  async function screen(rows: TClaimedEmail[]): Promise<TClaimedEmail[]> {
    if (rows.length === 0) return rows;
    const addresses = [...new Set(rows.map((row) => row.to_address))];
    const unconfirmed = new Set(
      (
        await db
          .select({ email: users.email })
          .from(users)
          .where(and(inArray(users.email, addresses), isNull(users.emailVerifiedAt)))
      ).map((user) => user.email),
    );
    const sentResult = await db.execute(sql`
      select to_address, (priority = 0) as security, count(*)::int as n
      from ${emailOutbox}
      where to_address in (${sql.join(
        addresses.map((address) => sql`${address}`),
        sql`, `,
      )})
        and status = 'sent' and sent_at > now() - interval '24 hours'
      group by to_address, (priority = 0)`);
    const sentToday = new Map<string, number>();
    for (const row of (
      sentResult as unknown as { rows: { to_address: string; security: boolean; n: number }[] }
    ).rows)
      sentToday.set(`${row.to_address}|${row.security}`, Number(row.n));
    const keep: TClaimedEmail[] = [];
    const withheld: TClaimedEmail[] = [];
    const capped: TClaimedEmail[] = [];
    for (const row of rows) {
      if (unconfirmed.has(row.to_address) && row.kind !== EMAIL_VERIFICATION_KIND) {
        withheld.push(row);
        continue;
      }
      const security = row.priority === EMAIL_PRIORITIES.security;
      const key = `${row.to_address}|${security}`;
      const count = sentToday.get(key) ?? 0;
      if (count >= (security ? RECIPIENT_DAILY_SECURITY_CAP : RECIPIENT_DAILY_CAP)) {
        capped.push(row);
        continue;
      }
      sentToday.set(key, count + 1);
      keep.push(row);
    }
    const setAside = async (dropped: TClaimedEmail[], status: 'withheld' | 'capped', reason: string) => {
      if (dropped.length === 0) return;
      await db
        .update(emailOutbox)
        .set({ status, lastError: reason })
        .where(
          and(
            inArray(
              emailOutbox.id,
              dropped.map((row) => row.id),
            ),
            eq(emailOutbox.status, 'pending'),
          ),
        );
      for (const row of dropped) log.warn({ emailId: row.id, to: row.to_address, status }, reason);
    };
    await setAside(withheld, 'withheld', 'E-mail non envoyé\u00a0: adresse du compte non confirmée');
    await setAside(capped, 'capped', 'E-mail non envoyé\u00a0: plafond quotidien du destinataire atteint');
    return keep;
  }

  /**
   * Sends the due e-mails: batch after batch while full ones come (each claim takes the most urgent of the
   * moment, so a reset queued behind thousands waits one batch at most); returns how many were sent.
   */
  const loop = createOutboxDeliveryLoop({
    claimBatch: claimDueEmails,
    screen,
    deliver: async (row: TClaimedEmail) => {
      await transport.sendMail({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        messageId: outboxMessageId(row.id, publicUrl),
        ...(row.html_body ? { html: row.html_body } : {}),
        attachments: (row.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
    markDelivered: (row) => markSent(db, row.id),
    markFailed: (row, failure) => markOutboxAttemptFailed(db, emailOutbox, row.id, failure),
    release: (ids) => releaseOutboxRows(db, emailOutbox, ids),
    log,
    what: 'e-mail',
    describe: (row) => ({ emailId: Number(row.id), to: row.to_address }),
    batchSize,
    maxBatchesPerRun: maxBatches,
    concurrency: pool.maxConnections,
  });

  return {
    deliverDueEmails: loop.deliverDue,
    stopClaiming: loop.stopClaiming,
    close: () => transport.close(),
  };
}

export function startEmailDelivery(
  db: TDatabase,
  smtpUrl: string,
  from: string,
  options: TEmailDeliveryOptions = {},
  intervalMs = 3000,
) {
  const delivery = createEmailDelivery(db, smtpUrl, from, options);
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

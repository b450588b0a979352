import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/database.ts';
import type { emailOutbox, smsOutbox } from '#server/db/schema/index.ts';
import { logDeliveryFailure } from '../operations/delivery-log';
import type { TLogger } from '../operations/logger';
import { createLeaseKeeper } from './lease-keeper';

/** Attempts after which a message is given up (`failed`): the same for e-mails and SMS. */
export const OUTBOX_MAX_ATTEMPTS = 5;

/** What the loop reads of a claimed row; each channel's row carries its own content besides. */
export type TOutboxRow = { id: number; attempts: number };

/** The outcome of a failed attempt, computed by the loop and written by `markFailed`. */
export type TFailedAttempt = { attempts: number; lastError: string; givenUp: boolean };

/** The row as a failure log line names it: its id under the channel's key, and its recipient. */
export type TFailureSubject = { to: string } & ({ emailId: number } | { smsId: number });

export type TOutboxDeliverySteps<TRow extends TOutboxRow, TReceipt> = {
  /** Claims up to `limit` due rows under a lease, in the order they are to be sent. */
  claimBatch: (limit: number) => Promise<TRow[]>;
  /** Sets aside, before any is sent, claimed rows that must not leave; returns those to send. */
  screen?: (rows: TRow[]) => Promise<TRow[]>;
  /** Hands one row to the provider; throws when it is not accepted. */
  deliver: (row: TRow) => Promise<TReceipt>;
  markDelivered: (row: TRow, receipt: TReceipt) => Promise<void>;
  /** Records a failed attempt: retried later, or given up. */
  markFailed: (row: TRow, failure: TFailedAttempt) => Promise<void>;
  /** Gives the leases of claimed rows not begun back to every worker (at a stop). */
  release: (ids: number[]) => Promise<void>;
  log: TLogger;
  what: 'e-mail' | 'SMS';
  describe: (row: TRow) => TFailureSubject;
  batchSize: number;
  /** Batches `deliverDue` may claim one after the other while full ones come (1 when left out). */
  maxBatchesPerRun?: number;
  /** Rows sent at once (one SMTP connection each). */
  concurrency?: number;
};

export type TOutboxDeliveryLoop = {
  /** One claim and its sends, even after a stop (the rows claimed then are given back at once). */
  deliverBatch(): Promise<{ claimed: number; sent: number }>;
  /** Batch after batch while full ones come, up to `maxBatchesPerRun`, none begun after a stop; returns how many were sent. */
  deliverDue(): Promise<number>;
  /** Stops handing out rows and gives back the leases of those not begun. */
  stopClaiming(): Promise<void>;
};

/**
 * The delivery loop both outboxes share: claim due rows under a lease, screen them, send each (up to
 * `concurrency` at once), mark it delivered, or record the failed attempt (retried later, given up after
 * OUTBOX_MAX_ATTEMPTS) and log it. Whatever touches a table or a provider is the channel's callback.
 */
export function createOutboxDeliveryLoop<TRow extends TOutboxRow, TReceipt>(
  steps: TOutboxDeliverySteps<TRow, TReceipt>,
): TOutboxDeliveryLoop {
  const leases = createLeaseKeeper(steps.release);

  async function deliverOne(row: TRow): Promise<boolean> {
    try {
      const receipt = await steps.deliver(row);
      await steps.markDelivered(row, receipt);
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const lastError = String(error).slice(0, 500);
      const givenUp = attempts >= OUTBOX_MAX_ATTEMPTS;
      await steps.markFailed(row, { attempts, lastError, givenUp });
      logDeliveryFailure(steps.log, { ...steps.describe(row), attempts, lastError }, givenUp, steps.what);
      return false;
    }
  }

  async function deliverBatch(): Promise<{ claimed: number; sent: number }> {
    const claimed = await steps.claimBatch(steps.batchSize);
    const toSend = steps.screen ? await steps.screen(claimed) : claimed;
    let sent = 0;
    await leases.each(
      toSend,
      async (row) => {
        if (await deliverOne(row)) sent += 1;
      },
      steps.concurrency,
    );
    return { claimed: claimed.length, sent };
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (let round = 0; round < (steps.maxBatchesPerRun ?? 1) && !leases.stopping; round += 1) {
      const batch = await deliverBatch();
      sent += batch.sent;
      if (batch.claimed < steps.batchSize) break;
    }
    return sent;
  }

  return { deliverBatch, deliverDue, stopClaiming: () => leases.stop() };
}

type TOutboxTable = typeof emailOutbox | typeof smsOutbox;

/**
 * Claims up to `limit` due rows in a short transaction: their `send_after` moves a lease ahead, so no other
 * worker takes them while they are sent and no database connection waits on the provider. A worker that
 * dies mid-send leaves them due again once the lease ends.
 */
export async function claimDueOutboxRows<TRaw>(
  db: TDatabase,
  table: TOutboxTable,
  claim: { leaseSeconds: number; orderBy: SQL; limit: number; returning: SQL },
): Promise<TRaw[]> {
  const result = await db.execute(sql`
      update ${table}
      set send_after = now() + (${claim.leaseSeconds} * interval '1 second')
      where id in (
        select id from ${table}
        where status = 'pending' and send_after <= now()
        order by ${claim.orderBy}
        limit ${claim.limit}
        for update skip locked)
      returning ${claim.returning}`);
  return (result as unknown as { rows: TRaw[] }).rows;
}

/** Gives claimed rows back to every worker at once (this one stops before sending them). */
export async function releaseOutboxRows(db: TDatabase, table: TOutboxTable, ids: number[]): Promise<void> {
  await db
    .update(table)
    .set({ sendAfter: sql`now()` })
    .where(and(inArray(table.id, ids), eq(table.status, 'pending')));
}

/** A failed attempt: tried again `attempts` minutes later, or `failed` for good once given up. */
export async function markOutboxAttemptFailed(
  db: TDatabase,
  table: TOutboxTable,
  id: number,
  failure: TFailedAttempt,
): Promise<void> {
  await db.execute(sql`
      update ${table}
      set attempts = ${failure.attempts},
          last_error = ${failure.lastError},
          status = ${failure.givenUp ? 'failed' : 'pending'},
          send_after = now() + (${failure.attempts} * interval '1 minute')
      where id = ${id}`);
}

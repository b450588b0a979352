import { sql } from 'drizzle-orm';
import type { TDatabase } from '#server/db/database.ts';
import { smsOutbox } from '#server/db/schema/index.ts';
import {
  claimDueOutboxRows,
  createOutboxDeliveryLoop,
  markOutboxAttemptFailed,
  releaseOutboxRows,
} from '#server/platform/background/outbox-delivery-loop.ts';
import type { TSmsConfig } from '#server/platform/config.ts';
import { jobLogger } from '#server/platform/operations/logger.ts';

const BATCH_SIZE = 20;
/** How long a claimed SMS is reserved for the worker sending it. */
const CLAIM_LEASE_SECONDS = 120;
const REQUEST_TIMEOUT_MS = 10_000;

type TClaimedSms = { id: number; to_number: string; body: string; attempts: number };

/** What a provider call needs: the fetch (a stand-in's in tests) and the configured API. */
export type TSmsTransport = { config: TSmsConfig; fetch?: typeof fetch };

/**
 * Sends one SMS through Brevo's transactional SMS API (`POST /v3/transactionalSMS/sms`, header `api-key`);
 * any API answering that request the same way can stand in. Returns the provider's message id.
 */
export async function sendSms(transport: TSmsTransport, toNumber: string, body: string): Promise<string> {
  const response = await (transport.fetch ?? fetch)(transport.config.apiUrl, {
    method: 'POST',
    headers: {
      'api-key': transport.config.apiKey,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({
      sender: transport.config.sender,
      // Brevo wants the number with its country code and without the « + ».
      recipient: toNumber.replace(/^\+/, ''),
      content: body,
      type: 'transactional',
      tag: 'rappel',
      unicodeEnabled: true,
    }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => null)) as { messageId?: unknown } | null;
  if (!response.ok) throw new Error(`SMS refusé par le fournisseur (${response.status})`);
  return String(answer?.messageId ?? '');
}

/**
 * Delivers due SMS like e-mails: rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several
 * instances never send one twice; a reminder whose appointment was cancelled or moved meanwhile is not
 * claimed (and is dropped). A worker dying after the provider accepted but before recording it would send
 * again once the lease ends: the provider has no idempotency key to prevent that.
 */
export function createSmsDelivery(db: TDatabase, transport: TSmsTransport) {
  const log = jobLogger('sms-delivery');
  async function dropStaleReminders(): Promise<void> {
    await db.execute(sql`
      update ${smsOutbox} o set status = 'failed', last_error = 'Rendez-vous annulé ou déplacé'
      where o.status = 'pending' and o.appointment_id is not null
        and not exists (select 1 from appointments a
          where a.id = o.appointment_id and a.status = 'confirmed' and a.starts_at = o.appointment_start)`);
  }

  async function claimDueSms(limit: number): Promise<TClaimedSms[]> {
    const rows = await claimDueOutboxRows<TClaimedSms>(db, smsOutbox, {
      leaseSeconds: CLAIM_LEASE_SECONDS,
      orderBy: sql.raw('id'),
      limit,
      returning: sql.raw('id, to_number, body, attempts'),
    });
    return [...rows].sort((x, y) => x.id - y.id);
  }

  const loop = createOutboxDeliveryLoop({
    claimBatch: claimDueSms,
    deliver: (row: TClaimedSms) => sendSms(transport, row.to_number, row.body),
    markDelivered: async (row, messageId) => {
      await db.execute(sql`
          update ${smsOutbox} set status = 'sent', sent_at = now(), provider_message_id = ${messageId}
          where id = ${row.id}`);
    },
    markFailed: (row, failure) => markOutboxAttemptFailed(db, smsOutbox, row.id, failure),
    release: (ids) => releaseOutboxRows(db, smsOutbox, ids),
    log,
    what: 'SMS',
    describe: (row) => ({ smsId: Number(row.id), to: row.to_number }),
    batchSize: BATCH_SIZE,
  });

  /** Sends the due SMS once (one batch a run, even after a stop); returns how many the provider accepted. */
  async function deliverDueSms(): Promise<number> {
    await dropStaleReminders();
    return (await loop.deliverBatch()).sent;
  }

  return { deliverDueSms, stopClaiming: loop.stopClaiming };
}

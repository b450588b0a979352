import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatEuros } from '#domain/directory/professionals/money.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { appointments, onlinePayments } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { stripeOf } from './stripe-gateway';

/** While one instance asks Stripe, the others leave the row alone this long. */
const REFUND_LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 6 * 3_600_000;

/**
 * In the transaction that cancels an appointment: when it was paid online, its refund is requested
 * (sent by the online payments job, at once after the commit and again until Stripe accepts it); when
 * its payment was still awaited, the hold is marked failed (a payment made later is refunded).
 * Answers the sentence the client's cancellation e-mail adds, or null.
 */
export async function settlePaymentOnCancel(
  db: TDatabaseOrTransaction,
  appointmentId: number,
  now: Date,
): Promise<string | null> {
  const [awaiting] = await db
    .update(appointments)
    .set({ paymentStatus: 'failed', paymentExpiresAt: null })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.paymentStatus, 'awaiting')))
    .returning({ id: appointments.id });
  if (awaiting) return null;
  const cents = await requestRefundIn(db, appointmentId, now);
  return cents === null ? null : refundNotice(cents);
}

/** Marks a paid appointment's payment for refund; answers the amount, or null when it was not paid online. */
export async function requestRefundIn(
  db: TDatabaseOrTransaction,
  appointmentId: number,
  now: Date,
): Promise<number | null> {
  const [payment] = await db
    .update(onlinePayments)
    .set({ status: 'refund_pending', refundNextAttemptAt: now, updatedAt: now })
    .where(and(eq(onlinePayments.appointmentId, appointmentId), eq(onlinePayments.status, 'paid')))
    .returning({ cents: onlinePayments.amountCents });
  if (!payment) return null;
  await db
    .update(appointments)
    .set({ paymentStatus: 'refund_pending' })
    .where(eq(appointments.id, appointmentId));
  return payment.cents;
}

export function refundNotice(cents: number): string {
  return `Le paiement en ligne de ${formatEuros(cents)} vous est remboursé automatiquement sur le moyen de paiement utilisé (comptez quelques jours selon votre banque).`;
}

type TClaimedRefund = {
  id: string | number;
  appointment_id: string | number;
  connected_account: string;
  payment_intent_id: string | null;
  refund_attempts: number;
};

function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the refunds due, each claimed under a lease (`FOR UPDATE SKIP LOCKED`, so two instances never
 * send the same at once) and sent with the appointment as idempotency key (so a refund Stripe accepted
 * but whose answer was lost is not paid twice when retried). Answers how many Stripe accepted.
 */
export async function sendDueRefunds(
  deps: TAppDeps,
  options: { limit?: number; appointmentId?: number } = {},
): Promise<number> {
  const limit = options.limit ?? 20;
  // A request that has just asked for a refund sends that one only: the others are the job's.
  const only =
    options.appointmentId === undefined ? sql`` : sql`and appointment_id = ${options.appointmentId}`;
  const stripe = stripeOf(deps.config);
  if (!stripe) return 0;
  const now = deps.clock.now();
  const claimed = await deps.db.execute(sql`
    update online_payments set
      refund_next_attempt_at = ${new Date(now.getTime() + REFUND_LEASE_MS).toISOString()}::timestamptz,
      refund_attempts = refund_attempts + 1,
      updated_at = ${now.toISOString()}::timestamptz
    where id in (
      select id from online_payments
      where status = 'refund_pending' and refund_next_attempt_at <= ${now.toISOString()}::timestamptz ${only}
      order by refund_next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, appointment_id, connected_account, payment_intent_id, refund_attempts`);
  const rows = (claimed as unknown as { rows: TClaimedRefund[] }).rows;
  let sent = 0;
  for (const row of rows) {
    const appointmentId = Number(row.appointment_id);
    try {
      if (!row.payment_intent_id) throw new Error('paiement sans PaymentIntent');
      const refund = await stripe.refunds.create(
        { payment_intent: row.payment_intent_id },
        { stripeAccount: row.connected_account, idempotencyKey: `refund-appointment-${appointmentId}` },
      );
      await deps.db.transaction(async (tx) => {
        await tx
          .update(onlinePayments)
          .set({
            status: 'refunded',
            refundId: refund.id,
            refundNextAttemptAt: null,
            refundLastError: null,
            updatedAt: deps.clock.now(),
          })
          .where(and(eq(onlinePayments.id, Number(row.id)), eq(onlinePayments.status, 'refund_pending')));
        await tx
          .update(appointments)
          .set({ paymentStatus: 'refunded' })
          .where(
            and(eq(appointments.id, appointmentId), inArray(appointments.paymentStatus, ['refund_pending'])),
          );
      });
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.warn(
        `Remboursement du rendez-vous ${appointmentId} : échec, nouvel essai plus tard (${message}).`,
      );
      await deps.db
        .update(onlinePayments)
        .set({
          refundLastError: message.slice(0, 500),
          refundNextAttemptAt: new Date(now.getTime() + backoffMs(row.refund_attempts)),
        })
        .where(and(eq(onlinePayments.id, Number(row.id)), eq(onlinePayments.status, 'refund_pending')));
    }
  }
  return sent;
}

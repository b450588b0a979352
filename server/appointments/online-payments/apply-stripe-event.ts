import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import {
  PAYMENT_NOT_COMPLETED_REASON,
  paymentMatchesFee,
  paymentMismatchReason,
  prepaymentCents,
  type TExpectedPayment,
} from '#domain/appointments/online-payments/online-payment-rules.ts';
import { readProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { proAppointmentLink } from '#domain/messaging/notifications/appointment-notices.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { appointments, onlinePayments, professionals, stripeEvents, users } from '#server/db/schema/index.ts';
import { assistantsOfLawyer } from '#server/identity/index.ts';
import {
  appointmentNoticeFacts,
  notifyAppointmentEvent,
  professionalWantsEmail,
  recordNotifications,
} from '#server/messaging/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { enqueueEmails } from '#server/platform/email/outbox.ts';
import {
  assistantRequestEmails,
  cancellationEmail,
  confirmedEmails,
  describeWhen,
  professionalEmail,
  requestReceivedEmail,
} from '../booking/appointment-emails';
import { appointmentForEmail } from '../booking/appointment-queries';
import { videoServiceOf } from '../video-consultations/video-rooms';
import { releaseHoldIn } from './payment-holds';
import { refundNotice, requestRefundIn, sendDueRefunds } from './refunds';

const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
]);

export type TEventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a verified Stripe event exactly once: its id is inserted in `stripe_events` in the same
 * transaction as its effect, so a second delivery (even concurrent: it waits on the key) changes nothing.
 */
export async function applyStripeEvent(deps: TAppDeps, event: Stripe.Event): Promise<TEventOutcome> {
  if (!HANDLED.has(event.type)) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  const appointmentId = appointmentIdOf(session);
  const now = deps.clock.now();
  const effect = await deps.db.transaction(async (db) => {
    const [fresh] = await db
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { outcome: 'duplicate' as const, changedProfessional: null, refund: false };
    if (
      appointmentId === null ||
      typeof session.id !== 'string' ||
      !(await isOurSession(db, session.id, appointmentId, event.account))
    )
      return { outcome: 'ignored' as const, changedProfessional: null, refund: false };
    if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
      const outcome = event.type === 'checkout.session.expired' ? 'expired' : 'failed';
      const released = await releaseHoldIn(db, appointmentId, outcome, now);
      return { outcome: 'applied' as const, changedProfessional: released, refund: false };
    }
    if (session.payment_status !== 'paid') {
      return { outcome: 'applied' as const, changedProfessional: null, refund: false };
    }
    const { refund, changedProfessional } = await recordPayment(deps, db, event, session, appointmentId, now);
    return { outcome: 'applied' as const, changedProfessional, refund };
  });
  if (effect.changedProfessional !== null)
    await professionalsChanged(deps.db, [effect.changedProfessional], now);
  // A payment for an appointment that no longer exists as a hold is given back at once; the job retries.
  if (effect.refund && appointmentId !== null) await sendDueRefunds(deps, { appointmentId }).catch(() => 0);
  return effect.outcome;
}

/**
 * A Connect endpoint receives the events of every connected account, sessions the professional made
 * elsewhere included: only a session this server opened for this appointment counts — recorded, or (the
 * server stopped before recording it) opened on the account of the appointment's professional.
 */
async function isOurSession(
  db: TDatabaseOrTransaction,
  sessionId: string,
  appointmentId: number,
  account: string | undefined,
): Promise<boolean> {
  const [known] = await db
    .select({ appointmentId: onlinePayments.appointmentId })
    .from(onlinePayments)
    .where(eq(onlinePayments.checkoutSessionId, sessionId));
  if (known) return known.appointmentId === appointmentId;
  if (!account) return false;
  // The appointment's own session is recorded: another one naming it was not opened by this server.
  const [recorded] = await db
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(eq(onlinePayments.appointmentId, appointmentId));
  if (recorded) return false;
  const [owner] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
    .where(and(eq(appointments.id, appointmentId), eq(professionals.stripeAccountId, account)));
  return owner !== undefined;
}

function appointmentIdOf(session: Stripe.Checkout.Session): number | null {
  const raw = session.metadata?.appointment_id ?? session.client_reference_id ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * The payment succeeded: recorded (created if the server stopped before recording the session), and the
 * held appointment confirmed — or left pending for a professional who confirms by hand — with the
 * e-mails a booking sends. When the hold was already released or cancelled, the money is refunded; so
 * is a payment of any amount or currency other than the fee recorded (refusePayment). Answers whether a
 * refund was requested and whose public slots changed.
 */
async function recordPayment(
  deps: TAppDeps,
  db: TDatabaseOrTransaction,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  appointmentId: number,
  now: Date,
): Promise<{ refund: boolean; changedProfessional: number | null }> {
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const [found] = await db
    .select({ appointment: appointments, professional: professionals, client: users })
    .from(appointments)
    .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
    .leftJoin(users, eq(users.id, appointments.clientUserId))
    .where(eq(appointments.id, appointmentId));
  if (!found) return { refund: false, changedProfessional: null };
  const expected = await expectedPaymentOf(db, session.id, found.appointment, found.professional);
  const received = { amountTotal: session.amount_total, currency: session.currency };
  if (!paymentMatchesFee(expected, received)) {
    const changedProfessional = await refusePayment(deps, db, {
      event,
      session,
      paymentIntent,
      found,
      reason: paymentMismatchReason(expected, received),
      expected,
      now,
    });
    return { refund: true, changedProfessional };
  }
  await db.execute(sql`
    insert into online_payments
      (appointment_id, professional_id, connected_account, checkout_session_id, payment_intent_id, amount_cents, currency, status)
    values (${appointmentId}, ${found.professional.id}, ${event.account ?? found.professional.stripeAccountId ?? ''},
      ${session.id}, ${paymentIntent}, ${session.amount_total ?? 0}, ${session.currency ?? 'eur'}, 'paid')
    on conflict (checkout_session_id) do update set
      status = case when online_payments.status in ('open', 'expired', 'failed') then 'paid' else online_payments.status end,
      payment_intent_id = excluded.payment_intent_id, updated_at = ${now.toISOString()}::timestamptz`);
  const status = found.professional.autoConfirm ? 'confirmed' : 'pending';
  const [held] = await db
    .update(appointments)
    .set({ status, paymentStatus: 'paid', paymentExpiresAt: null, updatedAt: now })
    .where(
      sql`${appointments.id} = ${appointmentId} and ${appointments.paymentStatus} = 'awaiting' and ${appointments.status} = 'pending'`,
    )
    .returning();
  if (!held) {
    // Already applied through another event of this session: nothing more to do.
    if (found.appointment.paymentStatus === 'paid' && found.appointment.status !== 'cancelled')
      return { refund: false, changedProfessional: null };
    return { refund: (await requestRefundIn(db, appointmentId, now)) !== null, changedProfessional: null };
  }
  if (!found.client) return { refund: false, changedProfessional: null };
  // The e-mails a booking sends, deferred until the payment: « confirmé » is never said before.
  const forEmail = appointmentForEmail(videoServiceOf(deps.config), held, found.professional, found.client);
  const confirmed = status === 'confirmed' ? confirmedEmails(deps.config, now, forEmail, true) : null;
  const proKind = confirmed ? 'appointment_booked' : 'appointment_requested';
  const proWantsEmail = await professionalWantsEmail(db, found.professional, proKind);
  // A request is answered by the lawyer's assistants too (issue 27 §3), told when the lawyer is.
  const lawyerUserId = found.professional.userId;
  const assistants =
    proWantsEmail && !confirmed && lawyerUserId ? await assistantsOfLawyer(db, lawyerUserId) : [];
  await enqueueEmails(
    db,
    [
      ...(confirmed ? confirmed.messages : [requestReceivedEmail(deps.config, forEmail)]),
      ...(proWantsEmail ? professionalEmail(deps.config, forEmail, confirmed ? 'booked' : 'requested') : []),
      ...(lawyerUserId ? assistantRequestEmails(deps.config, forEmail, assistants, lawyerUserId) : []),
    ],
    Boolean(deps.config.smtpUrl),
  );
  await notifyAppointmentEvent(
    db,
    confirmed ? 'booked' : 'requested',
    appointmentNoticeFacts(held, found.professional, found.client),
  );
  return { refund: false, changedProfessional: null };
}

/**
 * The fee this session was opened for: the amount recorded with the session when it was created, or —
 * the server stopped before recording it — the prepayment the professional's fees ask for this kind
 * of consultation. Null when no online payment was expected at all.
 */
async function expectedPaymentOf(
  db: TDatabaseOrTransaction,
  sessionId: string,
  appointment: typeof appointments.$inferSelect,
  professional: typeof professionals.$inferSelect,
): Promise<TExpectedPayment | null> {
  const [recorded] = await db
    .select({ cents: onlinePayments.amountCents, currency: onlinePayments.currency })
    .from(onlinePayments)
    .where(eq(onlinePayments.checkoutSessionId, sessionId));
  if (recorded) return recorded;
  const cents = prepaymentCents(readProfessionalFees(professional.fees), appointment.isFirstConsultation);
  return cents === null ? null : { cents, currency: 'eur' };
}

/**
 * A completed session that did not pay the fee recorded (a session altered on the connected account, a
 * forged one, another currency): the appointment is never marked paid. The payment is recorded as
 * refused with its reason and put for refund (sent after the commit, retried by the job); a hold still
 * awaiting it is released — its slot freed — and the client told; the professional is told in the bell
 * and by e-mail (as they chose for cancellations), and the refusal is logged. Answers the professional
 * whose public slots changed, or null.
 */
async function refusePayment(
  deps: TAppDeps,
  db: TDatabaseOrTransaction,
  input: {
    event: Stripe.Event;
    session: Stripe.Checkout.Session;
    paymentIntent: string | null;
    found: {
      appointment: typeof appointments.$inferSelect;
      professional: typeof professionals.$inferSelect;
      client: typeof users.$inferSelect | null;
    };
    reason: string;
    expected: TExpectedPayment | null;
    now: Date;
  },
): Promise<number | null> {
  const { event, session, found, reason, now } = input;
  const appointmentId = found.appointment.id;
  const recordedCents = input.expected?.cents ?? Math.max(1, session.amount_total ?? 1);
  await db.execute(sql`
    insert into online_payments
      (appointment_id, professional_id, connected_account, checkout_session_id, payment_intent_id, amount_cents,
       currency, status, refusal_reason, refund_next_attempt_at)
    values (${appointmentId}, ${found.professional.id}, ${event.account ?? found.professional.stripeAccountId ?? ''},
      ${session.id}, ${input.paymentIntent}, ${recordedCents}, ${input.expected?.currency ?? 'eur'}, 'refund_pending',
      ${reason}, ${now.toISOString()}::timestamptz)
    on conflict (checkout_session_id) do update set
      status = case when online_payments.status in ('open', 'expired', 'failed') then 'refund_pending' else online_payments.status end,
      refusal_reason = case when online_payments.status in ('open', 'expired', 'failed') then excluded.refusal_reason else online_payments.refusal_reason end,
      refund_next_attempt_at = case when online_payments.status in ('open', 'expired', 'failed') then excluded.refund_next_attempt_at else online_payments.refund_next_attempt_at end,
      payment_intent_id = coalesce(excluded.payment_intent_id, online_payments.payment_intent_id),
      updated_at = ${now.toISOString()}::timestamptz`);
  const [released] = await db
    .update(appointments)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancellationReason: PAYMENT_NOT_COMPLETED_REASON,
      paymentStatus: 'refund_pending',
      paymentExpiresAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(appointments.id, appointmentId),
        eq(appointments.paymentStatus, 'awaiting'),
        inArray(appointments.status, ['pending', 'confirmed']),
      ),
    )
    .returning();
  if (!released) {
    await db
      .update(appointments)
      .set({ paymentStatus: 'refund_pending' })
      .where(
        and(eq(appointments.id, appointmentId), inArray(appointments.paymentStatus, ['awaiting', 'failed'])),
      );
  }
  // Amounts and ids only: never who the client is (log hygiene).
  console.warn(
    `Paiement en ligne refusé pour le rendez-vous ${appointmentId} (session ${session.id}) : ${reason}. Remboursement demandé.`,
  );
  const appointment = released ?? found.appointment;
  const when = describeWhen(appointment.startsAt);
  const refundSentence = `${reason}\u00a0: le paiement est refusé et remboursé automatiquement au client.`;
  if (found.professional.userId) {
    await recordNotifications(db, [
      {
        userId: found.professional.userId,
        kind: 'appointment_cancelled',
        title: released
          ? `Paiement en ligne refusé\u00a0: le rendez-vous du ${when} est annulé et remboursé`
          : `Paiement en ligne refusé et remboursé pour le rendez-vous du ${when}`,
        body: refundSentence,
        link: proAppointmentLink(appointmentId),
      },
    ]);
  }
  const forEmail = found.client
    ? appointmentForEmail(videoServiceOf(deps.config), appointment, found.professional, found.client)
    : null;
  const proWantsEmail = await professionalWantsEmail(db, found.professional, 'appointment_cancelled');
  await enqueueEmails(
    db,
    [
      ...(released && forEmail
        ? [
            cancellationEmail(deps.config, forEmail, [
              'Le montant payé en ligne ne correspondait pas aux honoraires prévus\u00a0: le paiement est refusé.',
              refundNotice(session.amount_total ?? recordedCents),
            ]),
          ]
        : []),
      ...(proWantsEmail && forEmail
        ? professionalEmail(deps.config, forEmail, 'cancelled', refundSentence)
        : []),
    ],
    Boolean(deps.config.smtpUrl),
  );
  return released ? released.professionalId : null;
}

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_NOT_COMPLETED_REASON } from '#domain/appointments/online-payments/online-payment-rules.ts';
import { appointments, notifications, onlinePayments, users } from '#server/db/schema/index.ts';
import type { TStripeConfig } from '#server/platform/config.ts';
import { insertProfessional } from '#server/test-support/factories.ts';
import { startStripeStandIn, type TStripeStandIn } from '#server/test-support/stripe-stand-in.ts';
import { callAs, createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';
import { STRIPE_WEBHOOK_PATH } from './online-payment-routes';

// Issue 24 §5: a completed Checkout Session is applied only when it paid the fee recorded for the
// appointment; anything else is refused, refunded on the connected account, recorded and told.
const WEBHOOK_SECRET = 'whsec_test_mismatch_secret';
const ACCOUNT = 'acct_1TestMismatch0001';
// Monday 23 November 2026, 08:00 Paris; the slots are on Tuesday 24 November (Paris).
const NOW = new Date('2026-11-23T07:00:00Z');
const TUESDAY_10 = '2026-11-24T09:00:00.000Z';
const TUESDAY_11 = '2026-11-24T10:00:00.000Z';
const TUESDAY_14 = '2026-11-24T13:00:00.000Z';
const TUESDAY_15 = '2026-11-24T14:00:00.000Z';

let t: TTestApp;
let stripe: TStripeStandIn;
let marie: string;
let professionalId: number;
let professionalUserId: string;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  const stripeConfig: TStripeConfig = {
    secretKey: 'sk_test_stand_in',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: stripe.baseUrl,
  };
  t = await createTestApp({ config: { stripe: stripeConfig } });
  t.clock.set(NOW);
  const [user] = await t.handle.db
    .insert(users)
    .values({ email: 'montant@example.com', role: 'professional', firstName: 'Jeanne', lastName: 'Montant' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  professionalUserId = user.id;
  const professional = await insertProfessional(t.handle.db, {
    userId: user.id,
    lastName: 'Montant',
    email: 'montant@example.com',
    stripeAccountId: ACCOUNT,
    stripeChargesEnabled: true,
    stripeDetailsSubmitted: true,
    onlinePaymentRequired: true,
  });
  professionalId = professional.id;
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

async function holdFor(start: string) {
  const response = await callAs(t.app, marie, 'POST', '/api/appointments', {
    professionalId,
    start,
    mode: 'cabinet',
    reason: 'Consultation générale',
    answers: {},
    isFirstConsultation: true,
    acceptsFeeAgreement: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  const sessionId = String(body.payment?.checkoutUrl ?? '').split('/pay/')[1];
  if (!sessionId) throw new Error(`no checkout session: ${response.body}`);
  return { id: body.appointment.id as number, sessionId };
}

function deliver(event: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

async function appointmentRow(id: number) {
  const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

async function paymentOf(id: number) {
  const [row] = await t.handle.db.select().from(onlinePayments).where(eq(onlinePayments.appointmentId, id));
  return row;
}

function refundRequestsFor(paymentIntent: string | null | undefined) {
  return stripe.requests.filter(
    (request) => request.path === '/v1/refunds' && request.form.payment_intent === paymentIntent,
  );
}

describe('a completed payment whose amount is not the fee recorded', () => {
  it('is refused: not paid, the hold released, refunded on the connected account, recorded and told', async () => {
    const { id, sessionId } = await holdFor(TUESDAY_10);
    const tampered = stripe.signedEvent('checkout.session.completed', sessionId, WEBHOOK_SECRET, {
      amountTotal: 100,
    });
    const answer = await deliver(tampered);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().outcome).toBe('applied');

    expect(await appointmentRow(id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: PAYMENT_NOT_COMPLETED_REASON,
      paymentStatus: 'refunded',
    });
    const payment = await paymentOf(id);
    expect(payment).toMatchObject({
      status: 'refunded',
      amountCents: 12_000,
      refundId: expect.stringMatching(/^re_test_/),
      paymentIntentId: expect.stringMatching(/^pi_test_/),
    });
    expect(payment?.refusalReason).toMatch(
      /^Montant payé \(1\s€\) différent des honoraires attendus \(120\s€\)$/,
    );
    // The Refunds API, on the professional's account, once, with the appointment as idempotency key.
    const refunds = refundRequestsFor(payment?.paymentIntentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      method: 'POST',
      stripeAccount: ACCOUNT,
      idempotencyKey: `refund-appointment-${id}`,
    });

    // The slot is free again.
    const [day] = (await t.app.inject({ url: `/api/professionals/${professionalId}` }))
      .json()
      .slotDays.filter((candidate: { date: string }) => candidate.date === '2026-11-24');
    expect(day.slots.map((slot: { start: string }) => slot.start)).toContain(TUESDAY_10);

    // The professional: the bell and an e-mail; the client: the cancellation and the refund.
    const bell = await t.handle.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, professionalUserId), eq(notifications.kind, 'appointment_cancelled')),
      );
    expect(bell.map((row) => row.title)).toContain(
      'Paiement en ligne refusé\u00a0: le rendez-vous du mardi 24 novembre 2026 à 10:00 est annulé et remboursé',
    );
    const toProfessional = await outboxFor(t.handle, 'montant@example.com');
    expect(
      toProfessional.some(
        (email) =>
          email.subject.startsWith('Rendez-vous annulé') && email.textBody.includes('refusé et remboursé'),
      ),
    ).toBe(true);
    const toClient = await outboxFor(t.handle, 'marie.dubois@example.com');
    expect(
      toClient.some(
        (email) =>
          email.subject === 'Rendez-vous annulé\u00a0: mardi 24 novembre 2026 à 10:00' &&
          email.textBody.includes('ne correspondait pas aux honoraires prévus'),
      ),
    ).toBe(true);

    // The same event again (Stripe retries): nothing more, no second refund.
    expect((await deliver(tampered)).json().outcome).toBe('duplicate');
    // Another event of the same session (async success) cannot make it paid either.
    const later = stripe.signedEvent('checkout.session.async_payment_succeeded', sessionId, WEBHOOK_SECRET, {
      paymentStatus: 'paid',
    });
    expect((await deliver(later)).statusCode).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(refundRequestsFor(payment?.paymentIntentId)).toHaveLength(1);
  });

  it('is refused in another currency, even for the same figure', async () => {
    const { id, sessionId } = await holdFor(TUESDAY_11);
    const dollars = stripe.signedEvent('checkout.session.completed', sessionId, WEBHOOK_SECRET, {
      currency: 'usd',
    });
    expect((await deliver(dollars)).statusCode).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const payment = await paymentOf(id);
    expect(payment?.status).toBe('refunded');
    expect(payment?.refusalReason).toMatch(/120,00\s\$US/);
    expect(refundRequestsFor(payment?.paymentIntentId)).toHaveLength(1);
  });

  it('ignores another session naming an appointment whose own session is recorded, answering 200 (never 500)', async () => {
    const { id } = await holdFor(TUESDAY_15);
    // A session made directly on the connected account, for 1 €, naming that appointment.
    const made = await fetch(`${stripe.baseUrl}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: 'Bearer sk_test_other',
        'stripe-account': ACCOUNT,
      },
      body: new URLSearchParams({
        mode: 'payment',
        'line_items[0][price_data][unit_amount]': '100',
        'line_items[0][price_data][currency]': 'eur',
        'metadata[appointment_id]': String(id),
      }).toString(),
    });
    const forged = stripe.signedEvent('checkout.session.completed', (await made.json()).id, WEBHOOK_SECRET);
    const answer = await deliver(forged);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().outcome).toBe('ignored');
    expect(await appointmentRow(id)).toMatchObject({ status: 'pending', paymentStatus: 'awaiting' });
    expect((await paymentOf(id))?.status).toBe('open');
  });

  it('is applied as before when it paid exactly the fee', async () => {
    const { id, sessionId } = await holdFor(TUESDAY_14);
    const exact = stripe.signedEvent('checkout.session.completed', sessionId, WEBHOOK_SECRET);
    expect((await deliver(exact)).statusCode).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const payment = await paymentOf(id);
    expect(payment).toMatchObject({ status: 'paid', refusalReason: null, refundId: null });
    expect(refundRequestsFor(payment?.paymentIntentId)).toHaveLength(0);
  });
});

import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_NOT_COMPLETED_REASON } from '#domain/appointments/online-payments/online-payment-rules.ts';
import {
  appointments,
  emailOutbox,
  firmAssistantAssignments,
  firmMembers,
  onlinePayments,
  professionals,
  stripeEvents,
  users,
} from '#server/db/schema/index.ts';
import type { TStripeConfig } from '#server/platform/config.ts';
import { firmIdOf, insertProfessional, insertProfessionalAccount } from '#server/test-support/factories.ts';
import { startStripeStandIn, type TStripeStandIn } from '#server/test-support/stripe-stand-in.ts';
import { callAs, createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';
import { runOnlinePaymentJobs } from './online-payment-jobs';
import { STRIPE_WEBHOOK_PATH } from './online-payment-routes';

const WEBHOOK_SECRET = 'whsec_test_stand_in_secret';
const ACCOUNT = 'acct_1TestPrepaid0001';
// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');
// Tuesday 24 November from 10:00 Paris, then Thursday 26 November 10:00 Paris.
const TUESDAY_10 = '2026-11-24T09:00:00.000Z';
const TUESDAY_11 = '2026-11-24T10:00:00.000Z';
const TUESDAY_14 = '2026-11-24T13:00:00.000Z';
const TUESDAY_15 = '2026-11-24T14:00:00.000Z';
const TUESDAY_16 = '2026-11-24T15:00:00.000Z';
const THURSDAY_10 = '2026-11-26T09:00:00.000Z';

let t: TTestApp;
let stripe: TStripeStandIn;
let marie: string;
let lucas: string;
let prepaid: number;
let prepaidManual: number;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  const stripeConfig: TStripeConfig = {
    secretKey: 'sk_test_stand_in',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: stripe.baseUrl,
  };
  t = await createTestApp({ config: { stripe: stripeConfig } });
  t.clock.set(NOW);
  const prepaidFields = { stripeAccountId: ACCOUNT, stripeChargesEnabled: true, onlinePaymentRequired: true };
  prepaid = (
    await insertProfessional(t.handle.db, {
      lastName: 'Prepaye',
      email: 'prepaye@example.com',
      ...prepaidFields,
    })
  ).id;
  prepaidManual = (
    await insertProfessional(t.handle.db, {
      lastName: 'PrepayeManuel',
      email: 'prepaye-manuel@example.com',
      autoConfirm: false,
      ...prepaidFields,
    })
  ).id;
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

beforeEach(() => {
  t.clock.set(NOW);
});

function book(cookie: string, professionalId: number, start: string, isFirstConsultation = true) {
  return callAs(t.app, cookie, 'POST', '/api/appointments', {
    professionalId,
    start,
    mode: 'cabinet',
    reason: 'Consultation générale',
    answers: {},
    isFirstConsultation,
    acceptsFeeAgreement: true,
  });
}

function deliver(payload: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function appointmentRow(id: number) {
  const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new Error(`no appointment ${id}`);
  return row;
}

async function paymentOf(appointmentId: number) {
  const [row] = await t.handle.db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.appointmentId, appointmentId));
  return row;
}

/** A prepaid booking held for payment: its appointment id and Checkout Session id. */
async function holdFor(cookie: string, professionalId: number, start: string) {
  const response = await book(cookie, professionalId, start);
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  const sessionId = String(body.payment?.checkoutUrl ?? '').split('/pay/')[1];
  if (!sessionId) throw new Error(`no checkout session: ${response.body}`);
  return { id: body.appointment.id as number, sessionId, body };
}

describe('booking with prepayment', () => {
  it('holds the slot and opens a Checkout Session on the connected account, without any platform fee', async () => {
    const before = stripe.requests.length;
    const outboxBefore = await t.handle.db.select({ n: count() }).from(emailOutbox);
    const { id, sessionId, body } = await holdFor(marie, prepaid, TUESDAY_10);

    expect(body.appointment.status).toBe('pending');
    expect(body.payment.checkoutUrl).toBe(`${stripe.baseUrl}/pay/${sessionId}`);
    const sent = stripe.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.stripeAccount).toBe(ACCOUNT);
    expect(request?.authorization).toBe('Bearer sk_test_stand_in');
    expect(request?.idempotencyKey).toBe(`checkout-appointment-${id}`);
    expect(request?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '12000',
      'metadata[appointment_id]': String(id),
      client_reference_id: String(id),
      success_url: 'http://localhost:3000/dashboard?paiement=effectue',
    });
    expect(Number(request?.form.expires_at) - NOW.getTime() / 1000).toBe(31 * 60);
    // The profession's rules: the platform never takes a share of the fees.
    expect(Object.keys(request?.form ?? {}).filter((key) => key.includes('application_fee'))).toEqual([]);
    // Secrecy: the reason of the consultation never goes to Stripe.
    expect(JSON.stringify(request?.form)).not.toContain('Consultation générale');

    const row = await appointmentRow(id);
    expect(row).toMatchObject({ status: 'pending', paymentStatus: 'awaiting' });
    expect(row.paymentExpiresAt?.toISOString()).toBe('2026-11-23T07:31:00.000Z');
    expect(await paymentOf(id)).toMatchObject({
      checkoutSessionId: sessionId,
      connectedAccount: ACCOUNT,
      amountCents: 12_000,
      currency: 'eur',
      status: 'open',
    });
    // Nothing is said to anyone before the payment.
    const outboxAfter = await t.handle.db.select({ n: count() }).from(emailOutbox);
    expect(outboxAfter[0]?.n).toBe(outboxBefore[0]?.n);
  });

  it('shows the client their booking awaiting its payment', async () => {
    const list = (await callAs(t.app, marie, 'GET', '/api/client/appointments')).json();
    const held = list.upcoming.find((appointment: { start: string }) => appointment.start === TUESDAY_10);
    expect(held).toMatchObject({ status: 'pending', payment: 'awaiting' });
  });

  it('keeps the held slot from another client meanwhile', async () => {
    const response = await book(lucas, prepaid, TUESDAY_10);
    expect(response.statusCode).toBe(409);
  });

  it('tells the client before confirming: the public profile says a prepayment is asked', async () => {
    const profile = (await t.app.inject({ url: `/api/professionals/${prepaid}` })).json();
    expect(profile.prepayment).toBe(true);
  });

  it('confirms exactly once when the payment completes, the same event replayed and concurrent', async () => {
    const { id, sessionId } = await holdFor(marie, prepaid, TUESDAY_11);
    const event = stripe.signedEvent('checkout.session.completed', sessionId, WEBHOOK_SECRET);
    const answers = await Promise.all([
      deliver(event.payload, event.signature),
      deliver(event.payload, event.signature),
      deliver(event.payload, event.signature),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);
    const again = await deliver(event.payload, event.signature);
    expect(again.json().outcome).toBe('duplicate');

    expect(await appointmentRow(id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentExpiresAt: null,
    });
    expect(await paymentOf(id)).toMatchObject({
      status: 'paid',
      paymentIntentId: expect.stringMatching(/^pi_test_/),
    });
    const confirmations = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, 'marie.dubois@example.com'),
          eq(emailOutbox.subject, 'Rendez-vous confirmé le mardi 24 novembre 2026 à 11:00'),
        ),
      );
    expect(confirmations).toHaveLength(1);
    const toProfessional = await outboxFor(t.handle, 'prepaye@example.com');
    expect(toProfessional.filter((email) => email.subject.includes('11:00'))).toHaveLength(1);
    const [events] = await t.handle.db
      .select({ n: count() })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.eventId));
    expect(events?.n).toBe(1);
  });

  it('leaves a paid request pending for a professional who confirms by hand, who may then accept it', async () => {
    const { id, sessionId } = await holdFor(marie, prepaidManual, TUESDAY_10);
    const event = stripe.signedEvent('checkout.session.completed', sessionId, WEBHOOK_SECRET);
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    const received = await outboxFor(t.handle, 'marie.dubois@example.com');
    expect(received[0]?.subject).toBe('Demande de rendez-vous envoyée');
  });

  it('tells the assistants of a lawyer who confirms by hand of the request once it is paid, never before', async () => {
    const lawyer = await insertProfessionalAccount(t.handle.db, {
      email: 'jean.manuel@example.com',
      firstName: 'Jean',
      lastName: 'Manuel',
    });
    await t.handle.db
      .update(professionals)
      .set({
        autoConfirm: false,
        stripeAccountId: ACCOUNT,
        stripeChargesEnabled: true,
        onlinePaymentRequired: true,
      })
      .where(eq(professionals.id, lawyer.professional.id));
    const [assistant] = await t.handle.db
      .insert(users)
      .values({
        email: 'ines.assistante@example.com',
        passwordHash: 'unused',
        role: 'staff',
        firstName: 'Inès',
        lastName: 'Roux',
        emailVerifiedAt: NOW,
      })
      .returning();
    if (!assistant) throw new Error('no assistant');
    await t.handle.db.insert(firmMembers).values({
      userId: assistant.id,
      firmId: await firmIdOf(t.handle.db, lawyer.user.id),
      role: 'assistant',
      joinedAt: NOW,
    });
    await t.handle.db
      .insert(firmAssistantAssignments)
      .values({ assistantUserId: assistant.id, lawyerUserId: lawyer.user.id });

    const { sessionId } = await holdFor(marie, lawyer.professional.id, TUESDAY_11);
    expect(await outboxFor(t.handle, 'ines.assistante@example.com')).toEqual([]);
    const event = stripe.signedEvent('checkout.session.completed', sessionId, WEBHOOK_SECRET);
    expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    const [told] = await outboxFor(t.handle, 'ines.assistante@example.com');
    expect(told?.subject).toBe(
      'Demande de rendez-vous à confirmer pour Maître Jean Manuel\u00a0: mardi 24 novembre 2026 à 11:00',
    );
    expect(told?.textBody).toContain(`/pro/dashboard/planning?pour=${lawyer.user.id}`);
    expect(told?.textBody).not.toContain('Marie');
    expect(told?.textBody).not.toContain('Consultation générale');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { id, sessionId } = await holdFor(lucas, prepaid, TUESDAY_14);
    const event = stripe.signedEvent('checkout.session.completed', sessionId, 'whsec_someone_else');
    const forged = await deliver(event.payload, event.signature);
    expect(forged.statusCode).toBe(400);
    const tampered = stripe.signedEvent('checkout.session.completed', sessionId, WEBHOOK_SECRET);
    const altered = await deliver(tampered.payload.replace('"paid"', '"paid" '), tampered.signature);
    expect(altered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: tampered.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await appointmentRow(id)).toMatchObject({ status: 'pending', paymentStatus: 'awaiting' });
    const [events] = await t.handle.db
      .select({ n: count() })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.eventId));
    expect(events?.n).toBe(0);
  });

  it('ignores a signed session it did not open, even naming a held appointment', async () => {
    const { id } = await holdFor(lucas, prepaid, '2026-11-26T13:00:00.000Z');
    const forge = (account: string | undefined) => {
      const payload = JSON.stringify({
        id: `evt_foreign_${account ?? 'none'}`,
        object: 'event',
        type: 'checkout.session.completed',
        account,
        data: {
          object: {
            id: `cs_foreign_${account ?? 'none'}`,
            object: 'checkout.session',
            payment_status: 'paid',
            amount_total: 100,
            currency: 'eur',
            payment_intent: 'pi_foreign',
            metadata: { appointment_id: String(id) },
          },
        },
      });
      return {
        payload,
        signature: new Stripe('sk_test_x').webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      };
    };
    for (const account of ['acct_1SomeoneElse0001', undefined]) {
      const event = forge(account);
      const answer = await deliver(event.payload, event.signature);
      expect(answer.json().outcome).toBe('ignored');
    }
    expect(await appointmentRow(id)).toMatchObject({ status: 'pending', paymentStatus: 'awaiting' });
  });

  it('releases the hold when the session expires: the slot is bookable again', async () => {
    const { id, sessionId } = await holdFor(marie, prepaid, TUESDAY_15);
    expect((await book(lucas, prepaid, TUESDAY_15)).statusCode).toBe(409);
    const event = stripe.signedEvent('checkout.session.expired', sessionId, WEBHOOK_SECRET);
    expect((await deliver(event.payload, event.signature)).json().outcome).toBe('applied');
    expect(await appointmentRow(id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      cancellationReason: PAYMENT_NOT_COMPLETED_REASON,
    });
    expect(await paymentOf(id)).toMatchObject({ status: 'expired' });
    const [day] = (await t.app.inject({ url: `/api/professionals/${prepaid}` }))
      .json()
      .slotDays.filter((candidate: { date: string }) => candidate.date === '2026-11-24');
    expect(day.slots.map((slot: { start: string }) => slot.start)).toContain(TUESDAY_15);
    const second = await holdFor(lucas, prepaid, TUESDAY_15);
    expect(second.body.appointment.status).toBe('pending');
  });

  it('refunds a payment that arrives after its hold was released', async () => {
    const { id, sessionId } = await holdFor(marie, prepaid, TUESDAY_16);
    const expired = stripe.signedEvent('checkout.session.expired', sessionId, WEBHOOK_SECRET);
    await deliver(expired.payload, expired.signature);
    const late = stripe.signedEvent('checkout.session.completed', sessionId, WEBHOOK_SECRET);
    expect((await deliver(late.payload, late.signature)).statusCode).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await paymentOf(id)).toMatchObject({
      status: 'refunded',
      refundId: expect.stringMatching(/^re_test_/),
    });
  });

  it('lets the background job release a hold whose webhook never came, once its grace period passed', async () => {
    const { id } = await holdFor(lucas, prepaid, THURSDAY_10);
    t.clock.set(new Date(NOW.getTime() + 33 * 60_000));
    await runOnlinePaymentJobs(t.app.deps);
    expect(await appointmentRow(id)).toMatchObject({ status: 'pending', paymentStatus: 'awaiting' });
    t.clock.set(new Date(NOW.getTime() + 36 * 60_000));
    const first = await runOnlinePaymentJobs(t.app.deps);
    expect(first.released).toBeGreaterThanOrEqual(1);
    expect(await appointmentRow(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    // Idempotent: a second run (another instance) finds nothing more to release.
    expect((await runOnlinePaymentJobs(t.app.deps)).released).toBe(0);
    t.clock.set(NOW);
    expect((await book(marie, prepaid, THURSDAY_10)).statusCode).toBe(201);
  });

  it('refuses the booking and frees the slot when Stripe cannot be reached', async () => {
    const THURSDAY_11 = '2026-11-26T10:00:00.000Z';
    stripe.failNext('/v1/checkout/sessions', 2);
    const response = await book(lucas, prepaid, THURSDAY_11);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('PAYMENT_UNAVAILABLE');
    const [held] = await t.handle.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.professionalId, prepaid), eq(appointments.startsAt, new Date(THURSDAY_11))));
    expect(held).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect((await holdFor(lucas, prepaid, THURSDAY_11)).body.appointment.status).toBe('pending');
  });
});

describe('cancelling a paid appointment', () => {
  it('refunds once when the client cancels within the rules, retried by the job after a Stripe failure', async () => {
    const FRIDAY_10 = '2026-11-27T09:00:00.000Z';
    const { id, sessionId } = await holdFor(marie, prepaid, FRIDAY_10);
    const paid = stripe.signedEvent('checkout.session.completed', sessionId, WEBHOOK_SECRET);
    await deliver(paid.payload, paid.signature);
    const refundsBefore = stripe.requests.filter((request) => request.path === '/v1/refunds').length;

    // Another client's id answers 404 and changes nothing.
    expect((await callAs(t.app, lucas, 'POST', `/api/client/appointments/${id}/cancel`, {})).statusCode).toBe(
      404,
    );

    stripe.failNext('/v1/refunds', 2);
    const cancelled = await callAs(t.app, marie, 'POST', `/api/client/appointments/${id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    const pending = await paymentOf(id);
    expect(pending).toMatchObject({ status: 'refund_pending', refundAttempts: 1 });
    expect(pending?.refundLastError).toBeTruthy();
    const [email] = await outboxFor(t.handle, 'marie.dubois@example.com');
    expect(email?.subject).toMatch(/^Rendez-vous annulé/);
    expect(email?.textBody).toContain(
      'Le paiement en ligne de 120\u00a0€ vous est remboursé automatiquement',
    );

    // Not yet due: the job leaves it.
    await runOnlinePaymentJobs(t.app.deps);
    expect(await paymentOf(id)).toMatchObject({ status: 'refund_pending' });
    t.clock.set(new Date(NOW.getTime() + 2 * 60_000));
    const run = await runOnlinePaymentJobs(t.app.deps);
    expect(run.refunded).toBe(1);
    expect(await appointmentRow(id)).toMatchObject({ paymentStatus: 'refunded' });
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refundLastError: null });
    expect((await runOnlinePaymentJobs(t.app.deps)).refunded).toBe(0);

    const refunds = stripe.requests.filter((request) => request.path === '/v1/refunds').slice(refundsBefore);
    // Two failed tries (the SDK's own retry included), then the job's: one key, one payment intent, one account.
    expect(refunds.length).toBe(3);
    expect(new Set(refunds.map((request) => request.idempotencyKey))).toEqual(
      new Set([`refund-appointment-${id}`]),
    );
    expect(new Set(refunds.map((request) => request.stripeAccount))).toEqual(new Set([ACCOUNT]));
    expect(refunds[0]?.form.payment_intent).toMatch(/^pi_test_/);
    expect(Object.keys(refunds[0]?.form ?? {})).not.toContain('amount');
  });

  it('refunds when the professional cancels, and a cancelled hold is simply released', async () => {
    const [sophie] = await t.handle.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(eq(users.email, 'sophie.martin@example.com'));
    if (!sophie) throw new Error('no demo professional');
    const pro = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
    // Her account is connected through Stripe's onboarding (stripe-connect.int.test.ts), never typed.
    const onboarding = await callAs(t.app, pro, 'POST', '/api/pro/online-payment/stripe-onboarding');
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    const sophieAccount = String(onboarding.json().url).split('/connect/onboarding/')[1] ?? '';
    stripe.completeOnboarding(sophieAccount);
    expect((await callAs(t.app, pro, 'POST', '/api/pro/online-payment/stripe-return')).statusCode).toBe(200);
    const settings = await callAs(t.app, pro, 'PUT', '/api/pro/online-payment', { requirePrepayment: true });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await callAs(t.app, pro, 'GET', '/api/pro/online-payment')).json()).toEqual({
      available: true,
      connection: 'enabled',
      detailsSubmitted: true,
      requirePrepayment: true,
    });

    const profile = (await t.app.inject({ url: `/api/professionals/${sophie.id}` })).json();
    const slots: { start: string }[] = profile.slotDays.flatMap(
      (day: { slots: { start: string }[] }) => day.slots,
    );
    const later = slots.filter((slot) => new Date(slot.start).getTime() - NOW.getTime() > 2 * 86_400_000);
    const [first, second] = later;
    if (!first || !second) throw new Error('no free slots');
    const { id, sessionId } = await holdFor(marie, sophie.id, first.start);
    expect(stripe.requests.at(-1)?.stripeAccount).toBe(sophieAccount);

    // Not a request yet for the professional, who cannot accept what has not been paid.
    const listed = async () =>
      (await callAs(t.app, pro, 'GET', '/api/pro/appointments?status=pending'))
        .json()
        .appointments.map((appointment: { id: number }) => appointment.id);
    expect(await listed()).not.toContain(id);
    const early = await callAs(t.app, pro, 'POST', `/api/pro/appointments/${id}/accept`);
    expect(early.statusCode).toBe(409);

    const paid = stripe.signedEvent('checkout.session.completed', sessionId, WEBHOOK_SECRET);
    await deliver(paid.payload, paid.signature);
    // Another professional's ids answer 404.
    const thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
    const foreign = await callAs(t.app, thomas, 'POST', `/api/pro/appointments/${id}/cancel`, {
      reason: 'Indisponible',
    });
    expect(foreign.statusCode).toBe(404);

    const cancelled = await callAs(t.app, pro, 'POST', `/api/pro/appointments/${id}/cancel`, {
      reason: 'Indisponible',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [email] = await outboxFor(t.handle, 'marie.dubois@example.com');
    expect(email?.textBody).toContain('vous est remboursé automatiquement');

    // A hold the client cancels before paying: no refund, the hold is over.
    const hold = await holdFor(marie, sophie.id, second.start);
    const refundsBefore = stripe.requests.filter((request) => request.path === '/v1/refunds').length;
    expect(
      (await callAs(t.app, marie, 'POST', `/api/client/appointments/${hold.id}/cancel`, {})).statusCode,
    ).toBe(200);
    expect(await appointmentRow(hold.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(stripe.requests.filter((request) => request.path === '/v1/refunds').length).toBe(refundsBefore);

    await callAs(t.app, pro, 'PUT', '/api/pro/online-payment', { requirePrepayment: false });
  });
});

describe('the webhook under hostile input', () => {
  it('answers 400, never 5xx, to bodies that are not signed Stripe events', async () => {
    const bodies = ['', 'null', '{', '[]', '{"id":1}', 'x'.repeat(10_000)];
    for (const body of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: body,
      });
      expect(response.statusCode, body.slice(0, 20)).toBe(400);
    }
    const text = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=abc' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
    // The other routes still read JSON.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email: 'marie.dubois@example.com', password: 'demo-2025', rememberMe: false },
    });
    expect(login.statusCode).toBe(200);
  });
});

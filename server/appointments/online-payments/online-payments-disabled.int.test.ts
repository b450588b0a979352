import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, onlinePayments } from '#server/db/schema/index.ts';
import { insertProfessional } from '#server/test-support/factories.ts';
import { callAs, createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';
import { STRIPE_WEBHOOK_PATH } from './online-payment-routes';

// Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: online payment is not offered, bookings are as before.
let t: TTestApp;
let marie: string;
let asking: number;

const NOW = new Date('2026-11-23T07:00:00Z');
const TUESDAY_10 = '2026-11-24T09:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  // A professional who asked for prepayment on a platform that later lost its Stripe keys.
  asking = (
    await insertProfessional(t.handle.db, {
      lastName: 'SansStripe',
      email: 'sans-stripe@example.com',
      stripeAccountId: 'acct_1TestPrepaid0002',
      stripeChargesEnabled: true,
      onlinePaymentRequired: true,
    })
  ).id;
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
});

afterAll(async () => {
  await t?.close();
});

describe('without the Stripe keys', () => {
  it('books and confirms as before, e-mails included, with no payment', async () => {
    const profile = (await t.app.inject({ url: `/api/professionals/${asking}` })).json();
    expect(profile.prepayment).toBe(false);
    const response = await callAs(t.app, marie, 'POST', '/api/appointments', {
      professionalId: asking,
      start: TUESDAY_10,
      mode: 'cabinet',
      reason: 'Consultation générale',
      answers: {},
      isFirstConsultation: true,
      acceptsFeeAgreement: true,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.payment).toBeUndefined();
    expect(body.appointment.status).toBe('confirmed');
    const [row] = await t.handle.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, body.appointment.id));
    expect(row).toMatchObject({ paymentStatus: null, paymentExpiresAt: null });
    expect(await t.handle.db.select().from(onlinePayments)).toEqual([]);
    const emails = await outboxFor(t.handle, 'marie.dubois@example.com');
    expect(emails.map((email) => email.subject)).toEqual([
      'Rappel\u00a0: rendez-vous demain, mardi 24 novembre 2026 à 10:00',
      'Rendez-vous confirmé le mardi 24 novembre 2026 à 10:00',
    ]);
  });

  it('offers no prepayment setting to professionals and has no webhook', async () => {
    const pro = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
    const settings = await callAs(t.app, pro, 'GET', '/api/pro/online-payment');
    expect(settings.json()).toMatchObject({ available: false });
    const change = await callAs(t.app, pro, 'PUT', '/api/pro/online-payment', { requirePrepayment: true });
    expect(change.statusCode).toBe(409);
    const onboarding = await callAs(t.app, pro, 'POST', '/api/pro/online-payment/stripe-onboarding');
    expect(onboarding.statusCode).toBe(409);
    const webhook = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});

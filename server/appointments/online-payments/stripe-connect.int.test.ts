import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionals, users } from '#server/db/schema/index.ts';
import type { TStripeConfig } from '#server/platform/config.ts';
import { startStripeStandIn, type TStripeStandIn } from '#server/test-support/stripe-stand-in.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { STRIPE_WEBHOOK_PATH } from './online-payment-routes';

// Issue 24 §5: a professional's Stripe account is connected through Stripe's own onboarding (Account
// Links), never typed, and kept current by Connect webhooks (ADR 0042).
const WEBHOOK_SECRET = 'whsec_test_connect_secret';

let t: TTestApp;
let stripe: TStripeStandIn;
let sophie: string;
let thomas: string;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  const stripeConfig: TStripeConfig = {
    secretKey: 'sk_test_stand_in',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: stripe.baseUrl,
  };
  t = await createTestApp({ config: { stripe: stripeConfig } });
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

async function professionalOf(email: string) {
  const [row] = await t.handle.db
    .select({ professional: professionals })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no professional ${email}`);
  return row.professional;
}

function deliver(event: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

async function settingsOf(cookie: string) {
  return (await callAs(t.app, cookie, 'GET', '/api/pro/online-payment')).json();
}

async function onboard(cookie: string) {
  const response = await callAs(t.app, cookie, 'POST', '/api/pro/online-payment/stripe-onboarding');
  expect(response.statusCode, response.body).toBe(200);
  const url = String(response.json().url);
  return { url, accountId: url.split('/connect/onboarding/')[1] ?? '' };
}

describe('connecting a Stripe account', () => {
  it('refuses an account id typed by hand', async () => {
    const typed = await callAs(t.app, sophie, 'PUT', '/api/pro/online-payment', {
      stripeAccountId: 'acct_1SophieMartin01',
      requirePrepayment: true,
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.code).toBe('VALIDATION_FAILED');
    expect((await professionalOf('sophie.martin@example.com')).stripeAccountId).toBeNull();
    expect(await settingsOf(sophie)).toEqual({
      available: true,
      connection: 'none',
      detailsSubmitted: false,
      requirePrepayment: false,
    });
  });

  it('creates the professional’s account once and sends them to Stripe’s onboarding, back to their profile', async () => {
    const before = stripe.requests.length;
    const first = await onboard(sophie);
    const sent = stripe.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/accounts',
      'POST /v1/account_links',
    ]);
    const professional = await professionalOf('sophie.martin@example.com');
    expect(sent[0]?.form).toMatchObject({
      type: 'standard',
      country: 'FR',
      'metadata[professional_id]': String(professional.id),
    });
    // The platform's own request, not on behalf of any connected account.
    expect(sent[0]?.stripeAccount).toBeUndefined();
    expect(sent[0]?.idempotencyKey).toBe(`connect-account-professional-${professional.id}-0`);
    expect(sent[1]?.form).toEqual({
      account: first.accountId,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:3000/pro/dashboard/profile?stripe=relancer',
      return_url: 'http://localhost:3000/pro/dashboard/profile?stripe=retour',
    });
    expect(first.url).toBe(`${stripe.baseUrl}/connect/onboarding/${first.accountId}`);
    expect(professional).toMatchObject({
      stripeAccountId: first.accountId,
      stripeChargesEnabled: false,
      stripeDetailsSubmitted: false,
    });
    expect((await settingsOf(sophie)).connection).toBe('pending');

    // Clicking again (an expired link) reuses the account: a new link, no new account.
    const again = await onboard(sophie);
    expect(again.accountId).toBe(first.accountId);
    expect(stripe.accounts.size).toBe(1);
  });

  it('offers online payment only once Stripe says the account can take payments', async () => {
    const professional = await professionalOf('sophie.martin@example.com');
    await callAs(t.app, sophie, 'PUT', '/api/pro/online-payment', { requirePrepayment: true });
    expect((await t.app.inject({ url: `/api/professionals/${professional.id}` })).json().prepayment).toBe(
      false,
    );

    // Details given, Stripe still verifying: the return reads that from Stripe.
    const accountId = professional.stripeAccountId ?? '';
    stripe.completeOnboarding(accountId, { chargesEnabled: false });
    const pending = await callAs(t.app, sophie, 'POST', '/api/pro/online-payment/stripe-return');
    expect(pending.json()).toEqual({
      available: true,
      connection: 'pending',
      detailsSubmitted: true,
      requirePrepayment: true,
    });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/accounts/${accountId}` });

    // Stripe enables it later and says so.
    stripe.completeOnboarding(accountId, { chargesEnabled: true });
    const updated = stripe.signedAccountEvent('account.updated', accountId, WEBHOOK_SECRET);
    const answer = await deliver(updated);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().outcome).toBe('applied');
    expect((await deliver(updated)).json().outcome).toBe('duplicate');
    expect((await settingsOf(sophie)).connection).toBe('enabled');
    expect((await t.app.inject({ url: `/api/professionals/${professional.id}` })).json().prepayment).toBe(
      true,
    );

    // Stripe suspends payments (new requirements): no more prepayment asked.
    stripe.completeOnboarding(accountId, { chargesEnabled: false });
    await deliver(stripe.signedAccountEvent('account.updated', accountId, WEBHOOK_SECRET));
    expect((await settingsOf(sophie)).connection).toBe('pending');
    expect((await t.app.inject({ url: `/api/professionals/${professional.id}` })).json().prepayment).toBe(
      false,
    );
    stripe.completeOnboarding(accountId, { chargesEnabled: true });
    expect(
      (await callAs(t.app, sophie, 'POST', '/api/pro/online-payment/stripe-return')).json().connection,
    ).toBe('enabled');
  });

  it('never lets another professional reach an account: each gets their own, events touch only theirs', async () => {
    const sophieAccount = (await professionalOf('sophie.martin@example.com')).stripeAccountId ?? '';
    const theirs = await onboard(thomas);
    expect(theirs.accountId).not.toBe(sophieAccount);
    expect((await professionalOf('thomas.bernard@example.com')).stripeAccountId).toBe(theirs.accountId);
    // Sophie's return reads Sophie's account only.
    stripe.completeOnboarding(theirs.accountId, { chargesEnabled: true });
    expect(
      (await callAs(t.app, sophie, 'POST', '/api/pro/online-payment/stripe-return')).json().connection,
    ).toBe('enabled');
    expect((await professionalOf('thomas.bernard@example.com')).stripeChargesEnabled).toBe(false);

    // An account.updated naming one account but sent from another is ignored.
    const crossed = stripe.signedAccountEvent('account.updated', theirs.accountId, WEBHOOK_SECRET, {
      eventAccount: sophieAccount,
    });
    expect((await deliver(crossed)).json().outcome).toBe('ignored');
    expect((await professionalOf('thomas.bernard@example.com')).stripeChargesEnabled).toBe(false);
    // An account the platform never connected for anyone changes nothing.
    const stranger = stripe.signedAccountEvent('account.updated', 'acct_1NotOurs000000', WEBHOOK_SECRET);
    expect((await deliver(stranger)).json().outcome).toBe('ignored');
  });

  it('forgets a deauthorized account: « Compte déconnecté », no prepayment, a new account on reconnection', async () => {
    const professional = await professionalOf('sophie.martin@example.com');
    const accountId = professional.stripeAccountId ?? '';
    const thomasBefore = await professionalOf('thomas.bernard@example.com');
    const gone = stripe.signedAccountEvent('account.application.deauthorized', accountId, WEBHOOK_SECRET);
    const answer = await deliver(gone);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().outcome).toBe('applied');
    expect(await professionalOf('sophie.martin@example.com')).toMatchObject({
      stripeAccountId: null,
      stripeChargesEnabled: false,
      stripeDetailsSubmitted: false,
      stripeDisconnectedAt: expect.any(Date),
    });
    expect(await settingsOf(sophie)).toMatchObject({ connection: 'disconnected', requirePrepayment: true });
    expect((await t.app.inject({ url: `/api/professionals/${professional.id}` })).json().prepayment).toBe(
      false,
    );
    expect(await professionalOf('thomas.bernard@example.com')).toEqual(thomasBefore);

    const reconnected = await onboard(sophie);
    expect(reconnected.accountId).not.toBe(accountId);
    expect((await settingsOf(sophie)).connection).toBe('pending');
  });

  it('answers 503 in French when Stripe cannot be reached, and stores nothing', async () => {
    const before = await professionalOf('thomas.bernard@example.com');
    stripe.completeOnboarding(before.stripeAccountId ?? '', { chargesEnabled: true });
    // The client tries twice (maxNetworkRetries 1).
    stripe.failNext(`/v1/accounts/${before.stripeAccountId}`, 2);
    const back = await callAs(t.app, thomas, 'POST', '/api/pro/online-payment/stripe-return');
    expect(back.statusCode).toBe(503);
    expect(back.json().error.message).toMatch(/^Stripe est momentanément injoignable/);
    stripe.failNext('/v1/account_links', 2);
    const link = await callAs(t.app, thomas, 'POST', '/api/pro/online-payment/stripe-onboarding');
    expect(link.statusCode).toBe(503);
    expect(await professionalOf('thomas.bernard@example.com')).toEqual(before);
  });
});

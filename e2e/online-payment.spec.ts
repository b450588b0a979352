import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { startStripeStandIn, type TStripeStandIn } from '#server/test-support/stripe-stand-in.ts';
import { slotAccessibleName } from '#web/features/directory/search/slot-format.ts';
import { registerClientViaApi, STRONG_PASSWORD, signInAsClient } from './support/accounts';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';
import { waitForEmail } from './support/outbox';

/** Maître Camille Petit: automatic confirmation, first consultation 110 €. */
const CAMILLE = { id: 3, email: 'camille.petit@example.com' };
let stripe: TStripeStandIn;
/** The connected account the platform created for Camille through Stripe's onboarding (ADR 0042). */
let account = '';
let pro: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  // The Stripe API the e2e server was started against (scripts/e2e-server.mjs); its « payment page »
  // pays at once, sends the signed webhook and goes back to the success URL, like Checkout would.
  stripe = await startStripeStandIn(Number(process.env.E2E_STRIPE_PORT ?? 3108));
  stripe.deliverTo(`${baseURL}/api/stripe/webhook`, 'whsec_e2e');
  pro = await playwrightRequest.newContext({ baseURL });
  const login = await pro.post('/api/auth/pro/login', {
    data: { email: CAMILLE.email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  // « Connecter mon compte Stripe »: an Account Link to Stripe's onboarding, which (the stand-in's page)
  // verifies at once and sends her back to her profile, where the account is read from Stripe.
  const onboarding = await pro.post('/api/pro/online-payment/stripe-onboarding');
  expect(onboarding.ok(), await onboarding.text()).toBe(true);
  const { url } = (await onboarding.json()) as { url: string };
  account = url.split('/connect/onboarding/')[1] ?? '';
  const stripePage = await pro.get(url, { maxRedirects: 0 });
  expect(stripePage.status()).toBe(303);
  expect(stripePage.headers().location).toBe(`${baseURL}/pro/dashboard/profile?stripe=retour`);
  const back = await pro.post('/api/pro/online-payment/stripe-return');
  expect(await back.json()).toMatchObject({ connection: 'enabled' });
  const settings = await pro.put('/api/pro/online-payment', { data: { requirePrepayment: true } });
  expect(settings.ok(), await settings.text()).toBe(true);
});

test.afterAll(async () => {
  await pro?.put('/api/pro/online-payment', { data: { requirePrepayment: false } });
  await pro?.dispose();
  await stripe?.close();
});

test('a prepaid booking: the amount said before confirming, Stripe’s page, then the appointment confirmed', async ({
  page,
  baseURL,
}) => {
  const profile = (await (
    await page.request.get(`/api/professionals/${CAMILLE.id}`)
  ).json()) as TProfessionalProfile;
  expect(profile.prepayment).toBe(true);
  const slot = profile.slotDays
    .flatMap((day) => day.slots)
    .find(
      (candidate) =>
        candidate.modes.includes('visio') &&
        new Date(candidate.start).getTime() - Date.now() > 26 * 3_600_000,
    );
  if (!slot) throw new Error('no video slot more than a day away');
  const client = {
    firstName: 'Paul',
    lastName: 'Payeur',
    email: uniqueEmail('payeur'),
    password: STRONG_PASSWORD,
  };
  await registerClientViaApi(page.request, baseURL ?? '', client);
  await signInAsClient(page, client.email, client.password, { landOn: `/lawyer/${CAMILLE.id}` });
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('radio', { name: 'Visioconférence' }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: slotAccessibleName(slot), exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Questionnaire préparatoire' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(
    dialog.getByText(/Le paiement de 110\s€ vous sera demandé pour confirmer le rendez-vous/),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: /J'accepte la convention d'honoraires/ }).check();
  await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();

  // Off to « Stripe », back in the client's space once paid.
  await expect(page).toHaveURL(/\/dashboard\?paiement=effectue$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Merci, votre paiement a été transmis' }),
  ).toBeVisible();
  // Confirmed by the webhook; the space looks again while a payment is awaited.
  await expect(page.getByText('Honoraires payés en ligne.')).toBeVisible();
  await expect(
    page.getByRole('article').filter({ hasText: 'Honoraires payés en ligne.' }).getByText('Confirmé'),
  ).toBeVisible();
  const session = [...stripe.sessions.values()].at(-1);
  expect(session).toMatchObject({ account, amount: 11_000, currency: 'eur' });
  const created = stripe.requests.find((request) => request.path === '/v1/checkout/sessions');
  expect(Object.keys(created?.form ?? {}).some((key) => key.includes('application_fee'))).toBe(false);
  await waitForEmail(page.request, client.email, /^Rendez-vous confirmé le /);
});

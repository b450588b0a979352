import type { Browser, Page } from '@playwright/test';
import {
  newContextWithConsent,
  registerProViaApi,
  STRONG_PASSWORD,
  signInAsAdmin,
  signInAsPro,
  uniqueSurname,
} from './support/accounts';
import { expect, test, uniqueEmail } from './support/fixtures';
import { waitForEmail } from './support/outbox';

/** Signs in at /admin in a browser of its own and hands the board to `act`. */
async function asAdmin(browser: Browser, act: (admin: Page) => Promise<void>): Promise<void> {
  const context = await newContextWithConsent(browser);
  try {
    const admin = await context.newPage();
    await signInAsAdmin(admin);
    await act(admin);
  } finally {
    await context.close();
  }
}

function registrationCard(admin: Page, name: string) {
  return admin
    .getByRole('tabpanel', { name: 'En attente' })
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name, exact: true }) });
}

test('a professional registers, waits for validation, and is validated by the administrator', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('avocat');
  const lastName = uniqueSurname('Valide');
  const name = `Julien ${lastName}`;

  await page.goto('/pro/register');
  await expect(page.getByRole('heading', { name: 'Inscription professionnelle' })).toBeVisible();
  await page.getByLabel('Prénom').fill('Julien');
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('Email professionnel').fill(email);
  await page.getByLabel('Cabinet ou structure').fill('Cabinet Julien Associés');
  await page.getByLabel('Spécialité').selectOption('Droit fiscal');
  await page.getByLabel('Numéro de barreau').fill('PARIS-E2E-4242');
  await page.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(/\/pro\/registration-pending$/);
  await expect(page.getByRole('heading', { name: 'Inscription en cours de validation' })).toBeVisible();
  const received = await waitForEmail(request, email, /en cours de validation/);
  expect(received.text).toContain('Bonjour Julien');

  // Registration does not sign in; the account can sign in while pending.
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/pro\/login$/);
  await signInAsPro(page, email, STRONG_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Bonjour, Julien', level: 1 })).toBeVisible();
  await expect(page.getByText('Votre compte est en attente de validation.')).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Droit fiscal')).toBeVisible();

  await asAdmin(browser, async (admin) => {
    const card = registrationCard(admin, name);
    await expect(card).toBeVisible();
    await expect(card.getByText(email)).toBeVisible();
    await expect(card.getByText('PARIS-E2E-4242')).toBeVisible();
    await card.getByRole('button', { name: `Valider l'inscription de ${name}` }).click();
    await expect(registrationCard(admin, name)).toHaveCount(0);

    await admin.getByRole('tab', { name: 'Validées' }).click();
    await expect(
      admin.getByRole('tabpanel', { name: 'Validées' }).getByRole('heading', { name }),
    ).toBeVisible();
  });

  await waitForEmail(request, email, /JurisRDV Pro est validé$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bonjour, Julien', level: 1 })).toBeVisible();
  await expect(page.getByText('Votre compte est en attente de validation.')).toHaveCount(0);
});

test('a rejected professional sees that the registration was not validated, with the reason', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('refus');
  const lastName = uniqueSurname('Refuse');
  const name = `Claire ${lastName}`;
  const reason = 'Numéro de barreau introuvable au tableau de l’ordre.';
  await registerProViaApi(request, baseURL as string, {
    firstName: 'Claire',
    lastName,
    email,
    password: STRONG_PASSWORD,
    practice: 'Cabinet Claire',
    specialty: 'Droit civil',
    barNumber: 'LYON-E2E-0001',
  });

  await asAdmin(browser, async (admin) => {
    const card = registrationCard(admin, name);
    await card.getByRole('button', { name: `Refuser l'inscription de ${name}` }).click();
    const confirm = card.getByRole('button', { name: 'Confirmer le refus' });
    await expect(confirm).toBeDisabled();
    await card.getByLabel('Motif du refus (envoyé au professionnel)').fill(reason);
    await confirm.click();
    await expect(registrationCard(admin, name)).toHaveCount(0);

    await admin.getByRole('tab', { name: 'Refusées' }).click();
    const rejected = admin.getByRole('tabpanel', { name: 'Refusées' });
    await expect(rejected.getByRole('heading', { name })).toBeVisible();
    await expect(rejected.getByText(reason)).toBeVisible();
  });

  const refusal = await waitForEmail(request, email, /n'a pas été validée/);
  expect(refusal.text).toContain(reason);

  await signInAsPro(page, email, STRONG_PASSWORD);
  const banner = page.getByRole('alert').filter({ hasText: "Votre inscription n'a pas été validée." });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(reason);
  await expect(page.getByText('Votre compte est en attente de validation.')).toHaveCount(0);
});

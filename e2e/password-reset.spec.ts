import type { Page } from '@playwright/test';
import {
  newContextWithConsent,
  registerClientViaApi,
  STRONG_PASSWORD,
  signInAsClient,
  submitLogin,
} from './support/accounts';
import { expect, test, uniqueEmail } from './support/fixtures';
import { linkIn, waitForEmail } from './support/outbox';

const NEW_PASSWORD = 'Coquelicot-Marine-7531';
const FORGOT_ANSWER =
  'Si un compte existe avec cette adresse, vous allez recevoir un e-mail contenant un lien pour choisir un nouveau mot de passe. Ce lien est valable 1 heure.';
const LINK_INVALID = 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.';

async function requestReset(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié\u202f?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(FORGOT_ANSWER)).toBeVisible();
}

async function chooseNewPassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
}

test('an unknown address gets the same answer and no e-mail', async ({ page, request }) => {
  const unknown = uniqueEmail('inconnu');
  await requestReset(page, unknown);

  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(unknown)}`);
  expect(((await outbox.json()) as { emails: unknown[] }).emails).toHaveLength(0);
});

test('a client resets the password through the e-mailed link, which works only once', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('oubli');
  await registerClientViaApi(request, baseURL as string, {
    firstName: 'Hugo',
    lastName: 'Fontaine',
    email,
    password: STRONG_PASSWORD,
  });

  await requestReset(page, email);
  const link = linkIn(await waitForEmail(request, email, /Réinitialisation/));
  expect(link).toContain('/reset-password?token=');

  await chooseNewPassword(page, link, NEW_PASSWORD);
  await expect(
    page.getByText('Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées.'),
  ).toBeVisible();
  await waitForEmail(request, email, /mot de passe JurisRDV a été modifié/);
  await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, email, STRONG_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect');
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Bonjour, Hugo Fontaine')).toBeVisible();

  await chooseNewPassword(page, link, 'Pivoine-Ardoise-8642');
  await expect(page.getByRole('alert')).toHaveText(LINK_INVALID);
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
});

test('a session open elsewhere before the reset is signed out by it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('autre-session');
  await registerClientViaApi(request, baseURL as string, {
    firstName: 'Inès',
    lastName: 'Roussel',
    email,
    password: STRONG_PASSWORD,
  });

  const otherDevice = await newContextWithConsent(browser);
  try {
    const elsewhere = await otherDevice.newPage();
    await signInAsClient(elsewhere, email, STRONG_PASSWORD);
    await expect(elsewhere.getByText('Bonjour, Inès Roussel')).toBeVisible();

    await requestReset(page, email);
    await chooseNewPassword(
      page,
      linkIn(await waitForEmail(request, email, /Réinitialisation/)),
      NEW_PASSWORD,
    );
    await expect(page.getByText('Votre mot de passe a été modifié.', { exact: false })).toBeVisible();

    await elsewhere.reload();
    await expect(elsewhere).toHaveURL(/\/login$/);
    await expect(elsewhere.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  } finally {
    await otherDevice.close();
  }
});

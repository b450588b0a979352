import type { Page } from '@playwright/test';
import {
  newContextWithConsent,
  registerClientViaApi,
  registerProViaApi,
  STRONG_PASSWORD,
  signInAsClient,
  signInAsPro,
  submitLogin,
  uniqueSurname,
} from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';
import { waitForEmail } from './support/outbox';

const NEW_PASSWORD = 'Girouette-Cuivree-4821';

async function fillPasswordChange(page: Page, current: string, next: string): Promise<void> {
  await page.getByLabel('Mot de passe actuel').fill(current);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(next);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(next);
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
}

test('a client changes the password: the other device is signed out and the new password works', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('securite');
  await registerClientViaApi(page.request, baseURL as string, {
    firstName: 'Solène',
    lastName: 'Marchand',
    email,
    password: STRONG_PASSWORD,
  });
  const otherDevice = await newContextWithConsent(browser);
  const otherPage = await otherDevice.newPage();
  await signInAsClient(otherPage, email, STRONG_PASSWORD);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Profil' }).click();
  const security = page.getByRole('region', { name: 'Sécurité' });
  await expect(security.getByRole('heading', { name: 'Sessions actives' })).toBeVisible();
  await expect(security.getByText('Cette session')).toHaveCount(1);
  await expect(security.getByRole('button', { name: /^Déconnecter la session / })).not.toHaveCount(0);

  // A weak password is refused next to its field, and what was typed stays.
  await fillPasswordChange(page, STRONG_PASSWORD, 'aaaaaaaa');
  await expect(page.getByText(/^Ce mot de passe est trop facile à deviner\./)).toBeVisible();
  await expect(page.getByLabel('Nouveau mot de passe', { exact: true })).toHaveValue('aaaaaaaa');
  await expect(page.getByLabel('Mot de passe actuel')).toHaveValue(STRONG_PASSWORD);
  expect(await axeViolations(page)).toEqual([]);

  await fillPasswordChange(page, STRONG_PASSWORD, NEW_PASSWORD);
  await expect(page.getByText('Mot de passe modifié', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Mot de passe actuel')).toHaveValue('');
  await expect(security.getByText('Aucune autre session n’est ouverte.')).toBeVisible();
  await waitForEmail(page.request, email, /^Votre mot de passe a été modifié$/);

  // The other device is signed out at its next page load.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await submitLogin(otherPage, email, STRONG_PASSWORD);
  await expect(otherPage.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect');
  await submitLogin(otherPage, email, NEW_PASSWORD);
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await otherDevice.close();
});

test('a professional revokes another session from « Mon compte »', async ({ page, browser, baseURL }) => {
  const surname = uniqueSurname('Securite');
  const email = uniqueEmail('pro.securite');
  await registerProViaApi(page.request, baseURL as string, {
    firstName: 'Bastien',
    lastName: surname,
    email,
    password: STRONG_PASSWORD,
    practice: `Cabinet ${surname}`,
    specialty: 'Droit civil',
    barNumber: `PARIS-${surname}`,
  });
  const otherDevice = await newContextWithConsent(browser);
  const otherPage = await otherDevice.newPage();
  await signInAsPro(otherPage, email, STRONG_PASSWORD);
  await signInAsPro(page, email, STRONG_PASSWORD);

  await page.getByRole('link', { name: 'Mon compte' }).first().click();
  await expect(page).toHaveURL(/\/pro\/dashboard\/compte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByText('Cette session')).toBeVisible();
  const revoke = page.getByRole('button', { name: /^Déconnecter la session / });
  await expect(revoke).toHaveCount(1);
  await revoke.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Session déconnectée', { exact: true })).toBeVisible();
  await expect(revoke).toHaveCount(0);
  await expect(page.getByText('Aucune autre session n’est ouverte.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/pro\/login$/);
  // This session is untouched.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await otherDevice.close();
});

test('the login form says how long to wait once the attempts from this address are used up', async ({
  page,
}) => {
  const email = uniqueEmail('devinette');
  // An address of its own (the e2e server trusts one proxy): the specs beside it keep their attempts.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}` });
  await page.goto('/login');
  for (let attempt = 1; attempt <= 6; attempt++) {
    await submitLogin(page, email, `essai-numero-${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  }
  await submitLogin(page, email, 'essai-numero-7');
  // 30 seconds from the refusal; a slow page may show the countdown a second later.
  await expect(page.getByRole('alert')).toHaveText(
    /^Trop de tentatives de connexion\. Réessayez dans (30|29) secondes\.$/,
  );
  await expect(page).toHaveURL(/\/login$/);
});

import type { Page } from '@playwright/test';
import { registerProViaApi, STRONG_PASSWORD, submitLogin, uniqueSurname } from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
  await expect(page).not.toHaveURL(/\/pro\/dashboard/);
}

test('a professional adds a passkey, then signs in with it as the second factor and without password', async ({
  page,
  context,
  baseURL,
}) => {
  // Chromium's virtual authenticator: a platform passkey that verifies the user (like a fingerprint).
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  const surname = uniqueSurname('Passkey');
  const email = uniqueEmail('pro.passkey');
  await registerProViaApi(page.request, baseURL as string, {
    firstName: 'Lou',
    lastName: surname,
    email,
    password: STRONG_PASSWORD,
    practice: `Cabinet ${surname}`,
    specialty: 'Droit civil',
    barNumber: `NANTES-${surname}`,
  });
  await page.goto('/pro/login');
  await submitLogin(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/pro\/dashboard$/);

  await page.goto('/pro/dashboard/compte');
  const section = page.getByRole('region', { name: 'Clés d’accès' });
  await expect(section.getByText('Aucune clé d’accès pour le moment.')).toBeVisible();
  await section.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
  await section.getByLabel('Nom de la clé').fill('MacBook');
  await section.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe');
  await section.getByRole('button', { name: 'Créer la clé d’accès' }).click();
  await expect(section.getByText('Mot de passe actuel incorrect', { exact: false })).toBeVisible();
  await section.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
  await section.getByRole('button', { name: 'Créer la clé d’accès' }).click();
  const passkeys = section.getByRole('list', { name: 'Vos clés d’accès' }).getByRole('listitem');
  await expect(passkeys).toHaveCount(1);
  await expect(passkeys.first()).toContainText('MacBook');
  await expect(passkeys.first()).toContainText('jamais utilisée');
  expect(await axeViolations(page)).toEqual([]);

  await section.getByRole('button', { name: 'Renommer «\u00a0MacBook\u00a0»' }).click();
  await section.getByLabel('Nouveau nom').fill('MacBook Pro');
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(passkeys.first()).toContainText('MacBook Pro');

  // The password, then the passkey instead of a code.
  await signOut(page);
  await page.goto('/pro/login');
  await submitLogin(page, email, STRONG_PASSWORD);
  await expect(page.getByLabel('Code de vérification')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Utiliser une clé d’accès' }).click();
  await expect(page).toHaveURL(/\/pro\/dashboard$/);

  // The passkey alone.
  await signOut(page);
  await page.goto('/pro/login');
  await page.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).click();
  await expect(page).toHaveURL(/\/pro\/dashboard$/);

  await page.goto('/pro/dashboard/compte');
  await expect(
    page.getByRole('region', { name: 'Clés d’accès' }).getByRole('listitem').first(),
  ).toContainText('utilisée le');
});

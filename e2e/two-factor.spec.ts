import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { registerProViaApi, STRONG_PASSWORD, submitLogin, uniqueSurname } from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';

/** What the authenticator shows `stepsAhead` steps from now (the server accepts one step of drift). */
function codeFor(secret: string, stepsAhead = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
  await expect(page).not.toHaveURL(/\/pro\/dashboard/);
}

test('a professional enables TOTP, then signs in with a code and with a recovery code that works once', async ({
  page,
  baseURL,
}) => {
  const surname = uniqueSurname('Totp');
  const email = uniqueEmail('pro.totp');
  await registerProViaApi(page.request, baseURL as string, {
    firstName: 'Inès',
    lastName: surname,
    email,
    password: STRONG_PASSWORD,
    practice: `Cabinet ${surname}`,
    specialty: 'Droit civil',
    barNumber: `LYON-${surname}`,
  });
  await page.goto('/pro/login');
  await submitLogin(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/pro\/dashboard$/);

  await page.goto('/pro/dashboard/compte');
  const section = page.getByRole('region', { name: 'Double authentification' });
  await section.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(section.getByRole('img', { name: /QR code à scanner/ })).toBeVisible();
  const secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await section.getByLabel('Code de confirmation').fill('000000');
  await section.getByRole('button', { name: 'Activer' }).click();
  await expect(section.getByText(/^Code incorrect/)).toBeVisible();
  await section.getByLabel('Code de confirmation').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Activer' }).click();
  const codes = section.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  expect(recoveryCode).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
  expect(await axeViolations(page)).toEqual([]);
  await section.getByRole('button', { name: 'J’ai noté mes codes' }).click();
  await expect(section.getByText('Codes de secours restants : 10')).toBeVisible();

  // With the authenticator's code (of the next step: the enrolment used this one).
  await signOut(page);
  await page.goto('/pro/login');
  await submitLogin(page, email, STRONG_PASSWORD);
  const code = page.getByLabel('Code de vérification');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(await axeViolations(page)).toEqual([]);
  await code.fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/pro\/dashboard$/);

  // With a recovery code, once.
  await signOut(page);
  await page.goto('/pro/login');
  await submitLogin(page, email, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByLabel('Code de secours').fill(recoveryCode);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/pro\/dashboard$/);

  await signOut(page);
  await page.goto('/pro/login');
  await submitLogin(page, email, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByLabel('Code de secours').fill(recoveryCode);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText(/^Code incorrect/)).toBeVisible();
  await expect(page).toHaveURL(/\/pro\/login$/);
});

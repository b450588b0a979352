import type { Page } from '@playwright/test';
import {
  newContextWithConsent,
  registerProViaApi,
  STRONG_PASSWORD,
  signInAsAdmin,
  signInAsPro,
  submitLogin,
  uniqueSurname,
} from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';
import { waitForEmail } from './support/outbox';
import { enrolAuthenticator, passSecondFactor, signingInAs } from './support/second-factor';

const board = (page: Page) => page.getByRole('heading', { name: 'Inscriptions professionnelles' });

test('the administrator must enrol a second factor, then resets a professional who lost theirs', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await signingInAs('admin@example.com', async () => {
    await page.goto('/admin');
    await submitLogin(page, 'admin@example.com', 'demo-2025');
    const enrolment = page.getByRole('heading', { level: 1, name: 'Activez la double authentification' });
    if (await enrolment.isVisible().catch(() => false)) {
      // First administrator sign-in of the run: nothing of the administration before the enrolment.
      await expect(board(page)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await enrolAuthenticator(page, 'admin@example.com');
    }
    await passSecondFactor(page, 'admin@example.com', () => board(page));
  });

  const security = page.getByRole('region', { name: 'Double authentification des professionnels' });
  await expect(security.getByText(/professionnels? sur \d+ sans double authentification/)).toBeVisible();
  const policy = security.getByRole('switch', {
    name: 'Exiger la double authentification de tous les professionnels',
  });
  await expect(policy).toHaveAttribute('aria-checked', 'false');
  expect(await axeViolations(page)).toEqual([]);

  // A professional enrolled at the first sign-in loses the phone and the codes.
  const surname = uniqueSurname('Perdu');
  const email = uniqueEmail('pro.perdu');
  await registerProViaApi(request, baseURL as string, {
    firstName: 'Agathe',
    lastName: surname,
    email,
    password: STRONG_PASSWORD,
    practice: `Cabinet ${surname}`,
    specialty: 'Droit civil',
    barNumber: `NANTES-${surname}`,
  });
  const proContext = await newContextWithConsent(browser);
  try {
    const pro = await proContext.newPage();
    await signInAsPro(pro, email, STRONG_PASSWORD);

    const reset = page.getByRole('region', { name: 'Professionnel ayant perdu son second facteur' });
    await reset.getByLabel('E-mail du professionnel').fill(email);
    await reset.getByLabel('Vérifications effectuées').fill('trop court');
    await reset.getByRole('button', { name: 'Réinitialiser la double authentification' }).click();
    await expect(reset.getByText('Indiquez les vérifications faites (20 caractères au moins)')).toBeVisible();
    await reset
      .getByLabel('Vérifications effectuées')
      .fill('Demande depuis l’e-mail du compte, rappel au cabinet, visio avec carte professionnelle');
    await reset.getByRole('button', { name: 'Réinitialiser la double authentification' }).click();
    await expect(page.getByText('Double authentification réinitialisée', { exact: true })).toBeVisible();
    const notice = await waitForEmail(request, email, /^Votre double authentification a été réinitialisée$/);
    expect(notice.text).toContain('Toutes vos sessions ont été déconnectées');

    // Signed out everywhere; the password alone now opens only a new enrolment.
    await pro.reload();
    await expect(pro).toHaveURL(/\/pro\/login/);
    await submitLogin(pro, email, STRONG_PASSWORD);
    await expect(
      pro.getByRole('heading', { level: 1, name: 'Activez la double authentification' }),
    ).toBeVisible();
    await enrolAuthenticator(pro, email);
    await expect(pro.getByRole('link', { name: 'Mon compte' }).first()).toBeVisible();
  } finally {
    await proContext.close();
  }
});

test('the administrator requires a second factor of every professional, who then meets the enrolment', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const policy = page.getByRole('switch', {
    name: 'Exiger la double authentification de tous les professionnels',
  });
  const proContext = await newContextWithConsent(browser);
  try {
    const pro = await proContext.newPage();
    await signInAsPro(pro, 'camille.petit@example.com', 'demo-2025');
    await policy.click();
    await expect(policy).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Double authentification exigée de tous les professionnels')).toBeVisible();

    // At the next page the professional opens, the workspace asks for the enrolment first.
    await pro.reload();
    await expect(
      pro.getByRole('heading', { level: 1, name: 'Activez la double authentification' }),
    ).toBeVisible();
    await expect(pro.getByRole('link', { name: 'Mon compte' })).toHaveCount(0);
  } finally {
    // Later specs sign demo professionals in with their password alone.
    if ((await policy.getAttribute('aria-checked')) === 'true') await policy.click();
    await expect(policy).toHaveAttribute('aria-checked', 'false');
    await proContext.close();
  }
  const pro = await (await newContextWithConsent(browser)).newPage();
  // Through the form: the password alone opens the workspace again, with no enrolment on the way.
  await signInAsPro(pro, 'camille.petit@example.com', 'demo-2025', { viaForm: true });
  await expect(
    pro.getByRole('heading', { level: 1, name: 'Activez la double authentification' }),
  ).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { STRONG_PASSWORD, submitLogin } from './support/accounts';
import { expect, test, uniqueEmail } from './support/fixtures';

type TRegistration = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

const valid = (overrides: Partial<TRegistration> = {}): TRegistration => ({
  firstName: 'Élodie',
  lastName: 'Garnier',
  email: uniqueEmail('inscription'),
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  acceptTerms: true,
  ...overrides,
});

async function submitRegistration(page: Page, form: TRegistration): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await page.getByLabel('Prénom').fill(form.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(form.lastName);
  await page.getByLabel('E-mail').fill(form.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(form.password);
  await page.getByLabel('Confirmer le mot de passe').fill(form.confirmPassword);
  await page
    .getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ })
    .setChecked(form.acceptTerms);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

test('passwords that differ are refused in the red box', async ({ page }) => {
  await submitRegistration(page, valid({ confirmPassword: 'Tournesol-Violet-2026' }));

  await expect(page.getByRole('alert')).toHaveText('Les mots de passe ne correspondent pas');
  await expect(page).toHaveURL(/\/register$/);
});

test('the terms must be accepted', async ({ page }) => {
  await submitRegistration(page, valid({ acceptTerms: false }));

  await expect(page.getByRole('alert')).toHaveText("Vous devez accepter les conditions d'utilisation");
  await expect(page).toHaveURL(/\/register$/);
});

test('an address that already has an account gets a French message next to the email field', async ({
  page,
}) => {
  await submitRegistration(page, valid({ email: 'marie.dubois@example.com' }));

  const message =
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou choisissez une autre adresse.';
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(message);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/register$/);
});

test('a password easy to guess gets French advice next to the password field, and the form keeps it', async ({
  page,
}) => {
  await submitRegistration(page, valid({ password: 'password123', confirmPassword: 'password123' }));

  const message =
    'Ce mot de passe est trop facile à deviner. Ce mot de passe est couramment utilisé. Ajoutez des mots moins courants.';
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAccessibleDescription(message);
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('password123');
  await expect(page.getByLabel('Prénom')).toHaveValue('Élodie');
  await expect(page).toHaveURL(/\/register$/);
});

test("the account's own e-mail is refused as its password", async ({ page }) => {
  const email = uniqueEmail('courriel');
  await submitRegistration(page, valid({ email, password: email, confirmPassword: email }));
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAccessibleDescription(
    /^Ce mot de passe est trop facile à deviner\. Le mot de passe ne doit pas comporter de données personnelles ou liées au site\./,
  );
});

test('a valid registration signs the new client in, and the account works after logging out', async ({
  page,
}) => {
  const form = valid({ firstName: 'Élodie', lastName: 'Garnier' });
  await submitRegistration(page, form);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mon espace personnel' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('Bonjour, Élodie Garnier')).toBeVisible();

  await page.reload();
  await expect(header.getByText('Bonjour, Élodie Garnier')).toBeVisible();

  await header.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Se connecter' })).toBeVisible();

  await page.goto('/login');
  await submitLogin(page, form.email, form.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(header.getByText('Bonjour, Élodie Garnier')).toBeVisible();
});

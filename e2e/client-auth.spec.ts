import { submitLogin } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

test('a demo client signs in, sees the greeting, and signs out back to the home page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('marie.dubois@example.com');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mon espace personnel' })).toBeVisible();
  await expect(page.getByText('Bonjour, Marie Dubois')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mon espace personnel' })).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the error in the red box and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'lucas.moreau@example.com', 'pas-le-bon-mot-de-passe');

  await expect(page.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
});

test('the show/hide toggle switches the password between hidden and readable', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Mot de passe', { exact: true });
  await password.fill('un-secret');
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('un-secret');
  const hide = page.getByRole('button', { name: 'Masquer le mot de passe' });
  await expect(hide).toHaveAttribute('aria-pressed', 'true');

  await hide.click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Afficher le mot de passe' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the demo accounts box opens and lists the three demo clients', async ({ page }) => {
  await page.goto('/login');
  const emails = ['marie.dubois@example.com', 'lucas.moreau@example.com', 'emma.laurent@example.com'];
  await expect(page.getByText(emails[0] as string)).toBeHidden();

  await page.getByText('Comptes de démonstration').click();
  for (const email of emails) await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('demo-2025')).toBeVisible();
});

test('a signed-out visitor of /dashboard is sent to /login and comes back to /dashboard after signing in', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();

  await submitLogin(page, 'emma.laurent@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mon espace personnel' })).toBeVisible();
  await expect(page.getByText('Bonjour, Emma Laurent')).toBeVisible();
});

import { DEMO_PASSWORD, expect, test } from './support/fixtures';

test('a demo client signs in, sees the greeting, and signs out back to the home page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('marie.dubois@example.com');
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

import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Collects what the page writes to the console as errors. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Page introuvable', level: 1 })).toBeVisible();
  await expect(
    page.getByText("Désolé, la page que vous recherchez n'existe pas ou a été déplacée."),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Page introuvable/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Rechercher un avocat' })).toHaveAttribute('href', '/search');
}

test('an unknown path shows the not-found page, logs the path, and offers a way out', async ({ page }) => {
  const errors = consoleErrors(page);
  const response = await page.goto('/une-page-qui-n-existe-pas');
  expect(response?.status()).toBe(404);

  await expectNotFoundPage(page);
  await expect
    .poll(() => errors.some((text) => text.includes('/une-page-qui-n-existe-pas')), {
      message: 'console error with the path',
    })
    .toBe(true);

  await page.getByRole('main').getByRole('link', { name: 'Rechercher un avocat' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toHaveCount(0);
});

test('an unknown path under /pro shows the not-found page too, with a link home', async ({ page }) => {
  const errors = consoleErrors(page);
  const response = await page.goto('/pro/unknown-page');
  expect(response?.status()).toBe(404);

  await expectNotFoundPage(page);
  await expect
    .poll(() => errors.some((text) => text.includes('/pro/unknown-page')), {
      message: 'console error with the path',
    })
    .toBe(true);

  await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toHaveCount(0);
});

test('every page answers 200 and HEAD answers like GET', async ({ page, request }) => {
  for (const path of ['/', '/search', '/pro', '/pro/securite', '/contact', '/pro/dashboard']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const head = await request.head(path);
    expect(head.status(), `HEAD ${path}`).toBe(200);
    expect(head.headers()['content-type']).toMatch(/^text\/html/);
  }
  const head = await request.head('/une-page-qui-n-existe-pas');
  expect(head.status()).toBe(404);
});

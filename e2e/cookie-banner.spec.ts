import { expect, type Page, test } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '#domain/directory/consent/cookie-consent.ts';

// Plain Playwright `test`: no cookie choice is stored beforehand, so the banner shows.

const banner = (page: Page) => page.getByRole('region', { name: 'Gestion des cookies' });

function storedConsent(page: Page) {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { essential: boolean; analytics: boolean; decidedAt: string }) : null;
  }, CONSENT_STORAGE_KEY);
}

/**
 * Opens the home page and lets the banner's one-second delay pass on a fake clock, instead of
 * waiting for it (the first test checks the real delay).
 */
async function openWithBanner(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }),
  ).toBeVisible();
  // The footer is in the server's HTML (ADR 0075); the banner mounts once React has taken the page over and
  // its module has arrived, and only then starts its second: the clock moves on until it shows.
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(banner(page)).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 10_000 });
}

/** Lets the page's pending React work run: React schedules renders through MessageChannel tasks, which the clock does not fake. */
async function reactHasRendered(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

function analyticsScriptInPage(page: Page) {
  return page.evaluate(() => document.querySelector('script[src="/analytics.js"]') !== null);
}

test('the banner appears after a short delay; refusing hides it for good and loads no analytics', async ({
  page,
}) => {
  const start = Date.now();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(banner(page)).toBeHidden();
  await expect(banner(page)).toBeVisible();
  expect(Date.now() - start).toBeGreaterThanOrEqual(900);
  await expect(banner(page).getByRole('heading', { name: 'Nous respectons votre vie privée' })).toBeVisible();

  await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ essential: true, analytics: false });

  // Fake timers: the second after the reload passes at once instead of being waited for.
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await page.clock.runFor(5_000);
  await reactHasRendered(page);
  await expect(banner(page)).toBeHidden();
  expect(await analyticsScriptInPage(page)).toBe(false);
});

test('accepting everything loads the analytics script', async ({ page }) => {
  await openWithBanner(page);
  expect(await analyticsScriptInPage(page)).toBe(false);
  const analytics = page.waitForResponse((response) => response.url().endsWith('/analytics.js'));

  await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await analytics).status()).toBe(200);
  expect(await analyticsScriptInPage(page)).toBe(true);
  expect(await storedConsent(page)).toMatchObject({ essential: true, analytics: true });

  await page.reload();
  await expect.poll(() => analyticsScriptInPage(page)).toBe(true);
});

test('customising shows the essential cookies always on and lets analytics be chosen', async ({ page }) => {
  await openWithBanner(page);
  await banner(page).getByRole('button', { name: 'Personnaliser' }).click();

  await expect(banner(page).getByText('Cookies essentiels', { exact: true })).toBeVisible();
  const essential = banner(page).getByRole('switch', { name: 'Cookies essentiels' });
  await expect(essential).toBeDisabled();
  await expect(essential).toBeChecked();
  const analytics = banner(page).getByRole('switch', { name: 'Cookies analytiques' });
  await expect(analytics).not.toBeChecked();

  await analytics.click();
  await expect(analytics).toBeChecked();
  await banner(page).getByRole('button', { name: 'Enregistrer mes choix' }).click();

  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ essential: true, analytics: true });
  await expect.poll(() => analyticsScriptInPage(page)).toBe(true);
});

test('a choice older than 13 months is asked again', async ({ page }) => {
  const fourteenMonthsAgo = new Date();
  fourteenMonthsAgo.setMonth(fourteenMonthsAgo.getMonth() - 14);
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        essential: true,
        analytics: true,
        marketing: false,
        decidedAt: fourteenMonthsAgo.toISOString(),
      }),
    ],
  );

  await openWithBanner(page);
  expect(await analyticsScriptInPage(page)).toBe(false);
});

test("the footer's 'Gérer les cookies' reopens the banner to change one's mind", async ({ page }) => {
  await openWithBanner(page);
  await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner(page)).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click();
  await expect(banner(page)).toBeVisible();
  const analytics = banner(page).getByRole('switch', { name: 'Cookies analytiques' });
  await expect(analytics).toBeChecked();

  await analytics.click();
  await banner(page).getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ analytics: false });
});

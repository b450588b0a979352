import { expect, test } from './support/fixtures';
import { takeHydrationErrors } from './support/hydration';

/**
 * Public pages arrive drawn by the server (ADR 0075): readable and navigable with JavaScript off, and adopted
 * by React without redrawing (every test of the suite fails on a hydration error: e2e/support/hydration.ts).
 */
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a profile is readable whole and its links lead to other drawn pages', async ({ page }) => {
    const response = await page.goto('/lawyer/1');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Maître Sophie Martin' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections du profil' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Horaires' }).first()).toBeVisible();
    await page
      .getByRole('link', { name: /Vous êtes professionnel du droit/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pro$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a results page lists its professionals, each a link to their drawn profile', async ({ page }) => {
    await page.goto('/search?location=Paris');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstProfile = page.locator('main a[href^="/lawyer/"]').first();
    await expect(firstProfile).toBeVisible();
    const href = await firstProfile.getAttribute('href');
    await firstProfile.click();
    await expect(page).toHaveURL(new RegExp(`${href?.split('?')[0] ?? '/lawyer/'}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown profile or firm is its not-found page, with status 404, not a spinner', async ({
    page,
  }) => {
    const profile = await page.goto('/lawyer/999999');
    expect(profile?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Avocat introuvable' })).toBeVisible();
    await expect(page.getByText('Chargement du profil')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Retour à la recherche' })).toBeVisible();
    const firm = await page.goto('/cabinet/999999');
    expect(firm?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByText('Chargement du cabinet')).toHaveCount(0);
  });
});

test('an unknown profile is adopted as drawn, its 404 taken from the page without asking the API again', async ({
  page,
}) => {
  let apiRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/professionals/999999')) apiRequests += 1;
  });
  const response = await page.goto('/lawyer/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Avocat introuvable' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Avocat introuvable' })).toBeVisible();
  expect(apiRequests).toBe(0);
});

test('the server sends a public page drawn, and the browser adopts it without redrawing', async ({
  page,
}) => {
  const html = await (await page.request.get('/lawyer/1')).text();
  expect(html).toContain('data-rendu-serveur');
  expect(html).toContain('Maître Sophie Martin</h1>');
  // The heading as parsed, before any script runs (module scripts wait for the end of parsing).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('h1');
    });
  });
  await page.goto('/lawyer/1');
  // React has taken the heading over (its fiber is attached to the element)…
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
  // …and it is the very element the server sent: hydrated, not replaced.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { parsedHeading: Element | null }).parsedHeading ===
        document.querySelector('h1'),
    ),
  ).toBe(true);
});

test('the sign-in forms and the spaces stay drawn by the browser', async ({ page }) => {
  for (const path of ['/login', '/pro/login', '/dashboard']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
  }
});

test('a page whose HTML differs from what React draws fails the test that opened it', async ({ page }) => {
  await page.route('**/faq', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<h1[^>]*>)Questions fréquentes/, '$1Autre titre');
    expect(html).toContain('Autre titre');
    // Sent as is (the server's copy was compressed).
    await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
  });
  await page.goto('/faq');
  // What the shared check (e2e/support/fixtures.ts) would report after the test: taken here, so this one passes.
  const seen: string[] = [];
  await expect
    .poll(() => {
      seen.push(...takeHydrationErrors());
      return seen.length;
    })
    .toBeGreaterThan(0);
  expect(seen.join('\n')).toMatch(/Hydratation|hydrat|#418/i);
  // React drew the page again from its own data.
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
});

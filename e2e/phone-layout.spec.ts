import { expect, type Page, test as plainTest } from '@playwright/test';
import { signInAsClient, signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, test } from './support/fixtures';

/** An iPhone 12–15 screen: 390 × 844 CSS pixels, touch. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * How far the page spreads beyond the screen's 390 px (0 when nothing sticks out). Not innerWidth: a
 * phone browser widens its layout viewport to whatever the page needs, and zooms out.
 */
function overflowOf(page: Page) {
  return page.evaluate((width) => document.documentElement.scrollWidth - width, PHONE.viewport.width);
}

/** Whether `locator` lies entirely within the screen's width. */
async function fitsAcross(page: Page, name: string, box: { x: number; width: number } | null) {
  expect(box, `${name} is on the page`).not.toBeNull();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.x ?? -1, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends on screen`).toBeLessThanOrEqual(width + 0.5);
}

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  test('opening a profile moves nothing already on screen (cumulative layout shift)', async ({ page }) => {
    // Sums the layout shifts the browser reports (not caused by input), as Core Web Vitals' CLS does.
    await page.addInitScript(() => {
      const state = window as unknown as { layoutShift: number };
      state.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) state.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A phone's network: the profile's data arrives well after the page's first paint.
    await page.route('**/api/professionals/1', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/lawyer/1');
    await expect(page.getByRole('heading', { level: 1, name: /Sophie Martin/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThanOrEqual(0.05);
  });

  test('the client space shows every tab and keeps its documents within the screen', async ({ page }) => {
    await signInAsClient(page, 'marie.dubois@example.com', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Mon espace personnel' })).toBeVisible();
    // The tabs stay on one line that scrolls sideways (issue 26 §2), each one reachable on screen.
    const tabs = page.getByRole('tablist', { name: 'Sections de mon espace' });
    await fitsAcross(page, 'the tab bar', await tabs.boundingBox());
    expect((await tabs.boundingBox())?.height ?? 999).toBeLessThan(60);
    for (const name of ['Rendez-vous', 'Historique', 'Documents', 'Factures', 'Profil']) {
      const tab = page.getByRole('tab', { name });
      await tab.scrollIntoViewIfNeeded();
      await fitsAcross(page, `tab ${name}`, await tab.boundingBox());
    }
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);

    await page.getByRole('tab', { name: 'Documents' }).click();
    const documents = page.getByRole('tabpanel', { name: 'Documents' });
    await expect(documents.getByRole('link', { name: 'Télécharger' }).first()).toBeVisible();
    // Each document fits the screen, its actions included, rather than a 958 px table to scroll across.
    await fitsAcross(page, 'first document', await documents.getByRole('row').nth(1).boundingBox());
    await fitsAcross(
      page,
      'Télécharger',
      await documents.getByRole('link', { name: 'Télécharger' }).first().boundingBox(),
    );
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Profil' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Profil' })).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });

  test('the professional home stays within the screen', async ({ page }) => {
    await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The home's sections arrive with their own requests.
    await page.waitForLoadState('networkidle');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});

plainTest.describe('on a 390 px phone, before any cookie choice', () => {
  plainTest.use(PHONE);

  plainTest('the cookie banner leaves the hero search button reachable', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Gestion des cookies' });
    await expect(banner).toBeVisible();
    const search = page.getByRole('main').getByRole('button', { name: 'Rechercher' });
    const searchBox = await search.boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(searchBox).not.toBeNull();
    expect(bannerBox).not.toBeNull();
    if (!searchBox || !bannerBox) return;
    const overlaps =
      searchBox.y + searchBox.height > bannerBox.y && searchBox.y < bannerBox.y + bannerBox.height;
    expect(overlaps, 'the banner covers «\u00a0Rechercher\u00a0»').toBe(false);
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });

  for (const path of ['/lawyer/1', '/search?location=Paris']) {
    plainTest(
      `the cookie banner, shown a second later, is not the largest paint of ${path}`,
      async ({ page }) => {
        // Every largest-contentful-paint candidate the browser reports, in order (Core Web Vitals' LCP is the last).
        await page.addInitScript(() => {
          const state = window as unknown as { largestPaints: string[] };
          state.largestPaints = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
              const inBanner = entry.element?.closest('[aria-label="Gestion des cookies"]');
              state.largestPaints.push(inBanner ? 'bandeau cookies' : (entry.element?.tagName ?? '?'));
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(path);
        await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toBeVisible();
        // Time for the banner's paint to be reported (a wait, not a measure).
        await page.waitForTimeout(500);
        const paints = await page.evaluate(
          () => (window as unknown as { largestPaints: string[] }).largestPaints,
        );
        expect(paints.length).toBeGreaterThan(0);
        expect(paints).not.toContain('bandeau cookies');
      },
    );
  }
});

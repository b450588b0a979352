import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// A phone's screen, where the issue was seen (/lawyer/1 opened at the footer).
test.use({ viewport: { width: 390, height: 740 } });

const SEARCH_URL = '/search?location=Paris';

function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** The results page, scrolled down to its fourth result; returns where it stands. */
async function searchScrolledDown(
  page: Page,
): Promise<{ y: number; profileLink: ReturnType<Page['locator']> }> {
  await page.goto(SEARCH_URL);
  const profileLink = page.locator('article h2 a[href^="/lawyer/"]').nth(3);
  await expect(profileLink).toBeVisible();
  await profileLink.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
  return { y: await scrollY(page), profileLink };
}

test('a page opened by typing its address starts at the top, whatever was scrolled before', async ({
  page,
}) => {
  await searchScrolledDown(page);

  await page.goto('/how-it-works');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  // The page just opened is scrolled in turn, and the next typed address still opens at the top.
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await page.goto('/lawyer/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Maître Sophie Martin' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});

test('a link opens its page at the top, and « précédent » returns to where the visitor was', async ({
  page,
}) => {
  const { y, profileLink } = await searchScrolledDown(page);

  await profileLink.click();
  await expect(page).toHaveURL(/\/lawyer\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${SEARCH_URL.replace('?', '\\?')}$`));
  await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(1);
});
test('back to a page that was opened by its address restores its position too', async ({ page }) => {
  const { y } = await searchScrolledDown(page);

  await page.goto('/how-it-works');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${SEARCH_URL.replace('?', '\\?')}$`));
  await expect(page.locator('article h2 a[href^="/lawyer/"]').nth(3)).toBeVisible();
  await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(1);
});

import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** Everything outside this server fails, as on a machine without internet: the base map must not need it. */
async function cutOffTheInternet(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return route.continue();
    outside.push(url.href);
    return route.abort('internetdisconnected');
  });
  return outside;
}

/** Shapes outside the view are kept as empty paths: count those actually drawn in it. */
async function expectDrawn(shapes: Locator): Promise<void> {
  await expect
    .poll(() =>
      shapes.evaluateAll(
        (paths) =>
          paths.filter((path) => {
            const box = path.getBoundingClientRect();
            return box.width > 0 && box.height > 0;
          }).length,
      ),
    )
    .toBeGreaterThan(0);
}

function townLabel(map: Locator, name: string): Locator {
  return map.locator('.jr-map-town').filter({ hasText: new RegExp(`^${name}$`) });
}

test('the results map draws France, its départements and town names offline and without a token', async ({
  page,
}) => {
  const outside = await cutOffTheInternet(page);
  const mapFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(france-base-map|results-map)-/.test(request.url())) mapFiles.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Rechercher' })).toBeVisible();
  await page.goto('/search?location=Paris');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Neither the map's code nor its base map is fetched before a map is asked for.
  expect(mapFiles).toEqual([]);

  const baseMap = page.waitForResponse((response) =>
    /\/assets\/france-base-map-[\w-]+\.json$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Afficher la carte' }).click();
  const map = page.getByRole('region', { name: 'Carte des résultats' });
  await expect(map).toBeVisible();
  expect((await baseMap).ok()).toBe(true);

  await expectDrawn(map.locator('path.jr-base-department'));
  await expect(townLabel(map, 'Paris')).toBeVisible();
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  // No detailed tiles without a token: the seed's label stays.
  await expect(page.getByText('Carte simulée')).toBeVisible();
  expect(outside).toEqual([]);
});

test('zoomed out, the base map shows the whole country: départements, neighbours and big cities', async ({
  page,
}) => {
  // About ten animated zoom steps, then axe: more than the usual budget on a busy machine.
  test.slow();
  const outside = await cutOffTheInternet(page);
  await page.goto('/search?location=Paris');
  await page.getByRole('button', { name: 'Afficher la carte' }).click();
  const map = page.getByRole('region', { name: 'Carte des résultats' });
  await expect(townLabel(map, 'Paris')).toBeVisible();

  const zoomOut = map.getByRole('button', { name: 'Zoom arrière' });
  await expect(async () => {
    await zoomOut.click();
    // One zoom step (animated) and the labels it redraws take a few hundred milliseconds.
    await expect(townLabel(map, 'Marseille')).toBeVisible({ timeout: 700 });
  }).toPass({ intervals: [0], timeout: 20_000 });
  await expect(townLabel(map, 'Lyon')).toBeVisible();
  expect(await map.locator('path.jr-base-department').count()).toBeGreaterThanOrEqual(96);
  expect(await map.locator('path.jr-base-country').count()).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(outside).toEqual([]);
});

test('the profile map draws the base map offline and without a token', async ({ page }) => {
  const outside = await cutOffTheInternet(page);
  await page.goto('/lawyer/1');
  const section = page.getByRole('region', { name: 'Carte', exact: true });
  await section.getByRole('button', { name: 'Afficher la carte' }).click();
  const map = page.getByRole('region', { name: 'Carte\u00a0: cabinet de Maître Sophie Martin' });
  await expect(map.getByRole('button', { name: 'Maître Sophie Martin', exact: true })).toBeVisible();

  await expectDrawn(map.locator('path.jr-base-department'));
  // Close up, the names are those of Paris's arrondissements.
  await expect(
    map
      .locator('.jr-map-town')
      .filter({ hasText: /^Paris \d+(er|e)$/ })
      .first(),
  ).toBeVisible();
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  expect(outside).toEqual([]);
});

test('the legal notice credits the base map', async ({ page }) => {
  await page.goto('/legal-notice');
  const credit = page.getByText(/Le fond de carte intégré au site .* domaine public/);
  await expect(credit).toBeVisible();
  await expect(credit.getByRole('link', { name: /Natural Earth/ })).toHaveAttribute(
    'href',
    'https://www.naturalearthdata.com/',
  );
});

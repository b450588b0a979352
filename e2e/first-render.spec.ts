import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Strings that survive minification in each library's code (a property name of react-hook-form's
 * options, zod's error class name): a requested script holding one carries the library.
 */
const FORM_LIBRARIES = { 'react-hook-form': 'shouldUnregister', zod: 'ZodError' } as const;

/** Records the scripts the page requests, with their text, until `stop()`. */
function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  };
  page.on('response', onResponse);
  return {
    async stop() {
      page.off('response', onResponse);
      return Promise.all(scripts);
    },
  };
}

function librariesIn(scripts: { url: string; text: string }[]): string[] {
  return Object.entries(FORM_LIBRARIES)
    .filter(([, marker]) => scripts.some((script) => script.text.includes(marker)))
    .map(([library]) => library);
}

test('the home page loads no form or schema library before an interaction', async ({ page }) => {
  const home = recordScripts(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /Trouvez un professionnel du droit/ }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const homeScripts = await home.stop();
  expect(homeScripts.length).toBeGreaterThan(0);
  expect(librariesIn(homeScripts), homeScripts.map((script) => script.url).join('\n')).toEqual([]);

  // The markers are the right ones: the login form, opened by a click, brings both libraries.
  const login = recordScripts(page);
  await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).first().click();
  await expect(page.getByLabel(/mot de passe/i).first()).toBeVisible();
  expect(librariesIn(await login.stop())).toEqual(['react-hook-form', 'zod']);
});

for (const [path, heading] of [
  ['/lawyer/1', 'Maître Sophie Martin'],
  ['/search?location=Paris', 'Avocats à Paris'],
] as const) {
  test(`${path} loads no form or schema library before an interaction`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const requested = await scripts.stop();
    expect(librariesIn(requested), requested.map((script) => script.url).join('\n')).toEqual([]);
  });
}

test("a firm's public page loads no form or schema library before an interaction", async ({ page }) => {
  // Sophie's firm, as her profile names it (its id depends on the order the seed made the firms).
  const firm = (await (await page.request.get('/api/professionals/1')).json()).firm as {
    id: number;
    name: string;
  };
  const scripts = recordScripts(page);
  await page.goto(`/cabinet/${firm.id}`);
  await expect(page.getByRole('heading', { level: 1, name: firm.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const requested = await scripts.stop();
  expect(librariesIn(requested), requested.map((script) => script.url).join('\n')).toEqual([]);
});

test('a profile is shown from the data in its page, without asking the API', async ({ page }) => {
  let profileRequests = 0;
  await page.route('**/api/professionals/1', (route) => {
    profileRequests += 1;
    return route.abort();
  });
  await page.goto('/lawyer/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Maître Sophie Martin' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections du profil' })).toBeVisible();
  expect(profileRequests).toBe(0);
});

test('the first page of results is shown from the data in the page, without asking the API', async ({
  page,
}) => {
  let searchRequests = 0;
  await page.route('**/api/professionals/search**', (route) => {
    searchRequests += 1;
    return route.abort();
  });
  await page.goto('/search?location=Paris');
  await expect(page.getByRole('heading', { level: 1, name: 'Avocats à Paris' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(searchRequests).toBe(0);
});

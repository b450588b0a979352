import type { Locator, Page } from '@playwright/test';
import { signInAsClient, signInAsPro } from './support/accounts';
import { boundariesOf, controlsIn, invisibleBoundaries, weakBoundaries } from './support/contrast';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

/**
 * Issue 31 §2–3: on every page of the audit's sample, what axe cannot see. Each control's boundary stands out at
 * 3:1 (RGAA 3.3), and under a Windows contrast theme (forced colours) every control and every filled button keeps a
 * boundary drawn in a system colour: a filled button whose fill the theme removes would otherwise read as text.
 */

const SOPHIE = 'sophie.martin@example.com';
const MARIE = 'marie.dubois@example.com';

const PUBLIC_PAGES = [
  { path: '/', heading: /./ },
  { path: '/search?location=Paris', heading: /./ },
  { path: '/lawyer/1', heading: 'Maître Sophie Martin' },
  { path: '/login', heading: 'Connexion' },
  { path: '/register', heading: 'Créer un compte' },
  { path: '/contact', heading: /./ },
  { path: '/accessibilite', heading: "Déclaration d'accessibilité" },
  { path: '/legal-notice', heading: 'Mentions légales' },
  { path: '/une-page-qui-n-existe-pas', heading: 'Page introuvable' },
];

const CLIENT_TABS = [
  'rendez-vous',
  'historique',
  'documents',
  'factures',
  'messages',
  'listes-attente',
  'profil',
];

const WORKSPACE_PAGES = ['/pro/dashboard', '/pro/dashboard/planning', '/pro/dashboard/appointments'];

/**
 * Marks the page's filled buttons (a button, or a link drawn as one, whose background differs from what is behind
 * it) while colours are the site's own: forced colours remove the fill the test would look for.
 */
async function markFilledButtons(page: Page): Promise<number> {
  return page.evaluate(() => {
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    let marked = 0;
    for (const element of document.querySelectorAll('button, a[href], [role=button], input[type=submit]')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const fill = getComputedStyle(element).backgroundColor;
      if (transparent(fill)) continue;
      let behind = 'rgb(255, 255, 255)';
      for (let at = element.parentElement; at; at = at.parentElement) {
        const color = getComputedStyle(at).backgroundColor;
        if (!transparent(color)) {
          behind = color;
          break;
        }
      }
      if (fill === behind) continue;
      element.setAttribute('data-filled-button', '');
      marked += 1;
    }
    return marked;
  });
}

async function checkPage(page: Page, where: string, scope: Page | Locator = page): Promise<void> {
  expect(weakBoundaries(await boundariesOf(controlsIn(scope))), `${where}: boundaries at 3:1`).toEqual([]);
  await markFilledButtons(page);
  await page.emulateMedia({ forcedColors: 'active' });
  expect(
    await invisibleBoundaries(page.locator('[data-filled-button]').locator('visible=true')),
    `${where}: filled buttons under forced colours`,
  ).toEqual([]);
  expect(await invisibleBoundaries(controlsIn(scope)), `${where}: controls under forced colours`).toEqual([]);
  await page.emulateMedia({ forcedColors: 'none' });
}

test('the public pages of the sample', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { path, heading } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await checkPage(page, path);
  }
});

test('the client space, tab by tab', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsClient(page, MARIE, DEMO_PASSWORD);
  for (const tab of CLIENT_TABS) {
    await page.goto(`/dashboard?onglet=${tab}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await checkPage(page, `/dashboard?onglet=${tab}`);
  }
});

test('the workspace: home, planning and appointments', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard' });
  for (const path of WORKSPACE_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await checkPage(page, path);
  }
});

test("the cookie banner's choices, as a first visit shows them", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const banner = page.getByRole('region', { name: /cookies/i });
  await banner.getByRole('button', { name: 'Personnaliser' }).click();
  await expect(banner.getByRole('switch').first()).toBeVisible();
  await checkPage(page, 'the cookie banner', banner);
  await context.close();
});

test("the planning's availability dialog", async ({ page }) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/planning' });
  await page.getByRole('button', { name: 'Configurer mes disponibilités' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurer mes disponibilités' });
  const autoConfirm = dialog.getByRole('switch').first();
  await expect(autoConfirm).toBeVisible();
  // Measured off, the state whose track must stand out by itself (the dialog is closed unsaved afterwards).
  if ((await autoConfirm.getAttribute('aria-checked')) === 'true') await autoConfirm.click();
  await expect(autoConfirm).toHaveAttribute('aria-checked', 'false');
  await checkPage(page, 'the availability dialog', dialog);
});

import type { Browser, Locator, Page } from '@playwright/test';
import { signInAsClient, signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

/**
 * Issue 31, RGAA 4.1 criteria of the page frame: the cookie banner never takes the focus and is the first
 * stop after « Aller au contenu » (7.4), every page reflows at 320 px (10.11), the workspace's top bar is a
 * landmark (9.2), no text is clipped under the WCAG 1.4.12 text spacing (10.12), a site map (12.1).
 */

const SOPHIE = 'sophie.martin@example.com';
const MARIE = 'marie.dubois@example.com';

const banner = (page: Page) => page.getByRole('region', { name: 'Gestion des cookies' });

/** A browser with no cookie choice stored: the banner shows on every page, as on a first visit. */
async function firstVisit(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** Lets React's pending renders and effects run (it schedules them through MessageChannel tasks). */
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

/** What has the focus: 'body', 'bandeau' (inside the cookie banner) or the element's tag and name. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    if (element.closest('[aria-label="Gestion des cookies"]')) return 'bandeau';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()} ${name}`;
  });
}

test.describe('7.4 the cookie banner never moves the focus by itself', () => {
  test('the banner appears and the focus stays where it was (nowhere)', async ({ browser }) => {
    const page = await firstVisit(browser);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await reactHasRendered(page);
    expect(await focused(page)).toBe('body');
  });

  test('after a failed sign-in, the focus stays in the form when the banner appears', async ({ browser }) => {
    const page = await firstVisit(browser);
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(MARIE);
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect');
    // The banner's second passes on the fake clock, after the error.
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(banner(page)).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 10_000 });
    await reactHasRendered(page);
    // On the message (read at once), from where the next Tab reaches the e-mail field.
    expect(await focused(page)).not.toBe('bandeau');
    expect(
      await page.evaluate(() => document.activeElement?.contains(document.querySelector('[role="alert"]'))),
      'the focus is on the error message',
    ).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
  });

  for (const { name, path, signIn } of [
    { name: 'the public site', path: '/', signIn: false },
    { name: 'the professional site', path: '/pro', signIn: false },
    { name: 'the workspace', path: '/pro/dashboard', signIn: true },
  ]) {
    test(`on ${name}, Tab from « Aller au contenu » reaches the banner first`, async ({ browser }) => {
      const page = await firstVisit(browser);
      if (signIn) await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: path });
      else await page.goto(path);
      await expect(banner(page)).toBeVisible();
      await page.getByRole('link', { name: 'Aller au contenu' }).focus();
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('bandeau');
    });
  }
});

const NARROW = { width: 320, height: 640 };

/** Scrolls sideways: how far the page is wider than its window (0 when it reflows). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The elements wider than the window, to say which one breaks the reflow. */
function widerThanWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .filter((element) => getComputedStyle(element).position !== 'fixed' || element.closest('section'))
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)} [${Math.round(box.left)}, ${Math.round(box.right)}]`;
      });
  });
}

async function reflowsAt320(page: Page, what: string): Promise<void> {
  await expect(banner(page)).toBeVisible();
  expect(await sidewaysOverflow(page), `${what}\u00a0: ${(await widerThanWindow(page)).join(' ; ')}`).toBe(0);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  for (const button of await banner(page).getByRole('button').all()) {
    const box = await button.boundingBox();
    const label = await button.textContent();
    expect(box, `${what}\u00a0: ${label}`).not.toBeNull();
    expect(box?.x ?? -1, `${what}\u00a0: «\u00a0${label}\u00a0» starts on screen`).toBeGreaterThanOrEqual(0);
    expect(
      (box?.x ?? 0) + (box?.width ?? 0),
      `${what}\u00a0: «\u00a0${label}\u00a0» ends on screen`,
    ).toBeLessThanOrEqual(width + 0.5);
  }
}

const heading = (page: Page, name?: string | RegExp): Locator =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first();

test.describe('10.11 everything reflows at 320 px', () => {
  test('the public pages', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await firstVisit(browser, NARROW);
    const pages: { path: string; ready: (page: Page) => Locator }[] = [
      { path: '/', ready: (p) => heading(p) },
      { path: '/search?location=Paris', ready: (p) => p.getByRole('article').first() },
      { path: '/lawyer/1', ready: (p) => heading(p, 'Maître Sophie Martin') },
      { path: '/login', ready: (p) => heading(p, 'Connexion') },
      { path: '/register', ready: (p) => heading(p, 'Créer un compte') },
      { path: '/contact', ready: (p) => heading(p) },
      { path: '/accessibilite', ready: (p) => heading(p, "Déclaration d'accessibilité") },
      { path: '/legal-notice', ready: (p) => heading(p, 'Mentions légales') },
      { path: '/une-page-qui-n-existe-pas', ready: (p) => heading(p, 'Page introuvable') },
    ];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await reflowsAt320(page, path);
    }
  });

  test('the client space, tab by tab', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await firstVisit(browser, NARROW);
    await signInAsClient(page, MARIE, DEMO_PASSWORD);
    for (const tab of [
      'rendez-vous',
      'historique',
      'documents',
      'factures',
      'messages',
      'listes-attente',
      'profil',
    ]) {
      await page.goto(`/dashboard?onglet=${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await reflowsAt320(page, `/dashboard?onglet=${tab}`);
    }
  });

  test('the workspace', async ({ browser }) => {
    const page = await firstVisit(browser, NARROW);
    await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard' });
    await expect(
      page.getByRole('region', { name: 'Dossiers récents' }).getByRole('listitem').first(),
    ).toBeVisible();
    await reflowsAt320(page, '/pro/dashboard');
    await page.goto('/pro/dashboard/appointments');
    await expect(heading(page)).toBeVisible();
    await reflowsAt320(page, '/pro/dashboard/appointments');
  });
});

test('9.2 the workspace top bar is a banner landmark on a desktop screen', async ({ page }) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard' });
  const workspace = page.getByTestId('pro-workspace');
  const topBar = workspace.getByRole('banner');
  await expect(topBar).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Paramètres des notifications' })).toBeVisible();
});

/** WCAG 1.4.12's text spacing, as its bookmarklet injects it. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** The texts among `elements` cut off by their box (an ellipsis or a hidden overflow). */
function clipped(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes
      .filter((node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1)
      .map((node) => node.textContent ?? ''),
  );
}

test('10.12 under the text spacing override, « Dossiers récents » keeps its dates', async ({ page }) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard' });
  const recent = page.getByRole('region', { name: 'Dossiers récents' });
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  await page.addStyleTag({ content: TEXT_SPACING });
  const lines = recent.getByRole('listitem').locator('p');
  await expect(lines.first()).toContainText('mis à jour le');
  for (const width of [1280, 1024, 768, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await clipped(lines), `${width} px`).toEqual([]);
    // The lawyer's name and specialty in the side menu (shown from 1024 px).
    expect(await clipped(page.getByTestId('pro-workspace').locator('aside p')), `${width} px`).toEqual([]);
  }

  // The contacts' cards: name, position and e-mail address.
  await page.goto('/pro/dashboard/contacts');
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.first()).toBeVisible();
  await page.addStyleTag({ content: TEXT_SPACING });
  expect(await clipped(cards.locator('h2, p, li > span'))).toEqual([]);
});

test.describe('12.1 a site map', () => {
  test('every public footer links to « Plan du site »', async ({ page }) => {
    for (const path of [
      '/',
      '/contact',
      '/search?location=Paris',
      '/pro',
      '/pro/tarifs',
      '/login',
      '/pro/login',
    ]) {
      await page.goto(path);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Plan du site' }),
        path,
      ).toBeVisible();
    }
  });

  test('the site map lists every public page, and every link it holds opens a page', async ({
    page,
    request,
  }) => {
    await page.goto('/plan-du-site');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan du site' })).toBeVisible();
    const main = page.getByRole('main');
    for (const name of [
      'Accueil',
      'Rechercher un professionnel',
      'Mentions légales',
      "Déclaration d'accessibilité",
      'Se connecter',
      'Créer un compte',
      'Mon espace personnel',
      'JurisRDV Pro',
      'Espace professionnel',
    ]) {
      await expect(main.getByRole('link', { name, exact: true }), name).toBeVisible();
    }
    const hrefs = await main
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(30);
    for (const href of new Set(hrefs)) {
      expect(href, 'a link within the site').toMatch(/^\//);
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});

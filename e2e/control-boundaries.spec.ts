import type { Locator, Page } from '@playwright/test';
import { signInAsPro } from './support/accounts';
import { boundariesOf, controlsIn, weakBoundaries } from './support/contrast';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

/**
 * Issue 31, RGAA 3.3 (WCAG 1.4.11): what shows where a control is — a field's border, a switch's track, a radio's
 * ring, the open tab's marker — stands out from what surrounds it at 3:1 at least. And with a Windows contrast
 * theme (forced colours), every control keeps a boundary drawn in a system colour.
 */

const SOPHIE = 'sophie.martin@example.com';

async function openBookingDialog(page: Page): Promise<Locator> {
  await page.goto('/lawyer/1');
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await expect(dialog.getByText(/^Étape 1 sur \d$/)).toBeVisible();
  return dialog;
}

async function openVideoSettings(page: Page): Promise<void> {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/video' });
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await expect(page.getByRole('switch').first()).toBeVisible();
}

test.describe('control boundaries at 3:1', () => {
  for (const { path, choose } of [
    { path: '/' },
    { path: '/login' },
    { path: '/register' },
    { path: '/contact' },
    // The profession chosen, the whole form shows.
    { path: '/pro/register', choose: 'Avocat' },
    { path: '/search?location=Paris' },
  ]) {
    test(`every field, list and choice of ${path}`, async ({ page }) => {
      await page.goto(path);
      if (choose) await page.getByRole('radio', { name: choose }).check();
      const controls = controlsIn(page.getByRole('main'));
      await expect(controls.first()).toBeVisible();
      expect(weakBoundaries(await boundariesOf(controls))).toEqual([]);
    });
  }

  test('the booking dialog: the reason field, the first-consultation box and the mode radios', async ({
    page,
  }) => {
    const dialog = await openBookingDialog(page);
    const reasonStep = await boundariesOf(controlsIn(dialog));
    expect(reasonStep.length).toBeGreaterThan(1);
    expect(weakBoundaries(reasonStep)).toEqual([]);
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    expect(weakBoundaries(await boundariesOf(dialog.getByRole('radio')))).toEqual([]);
  });

  test('the workspace: switches off, radios, the open tab and the search field', async ({ page }) => {
    await openVideoSettings(page);
    const main = page.getByRole('main');
    const switches = await boundariesOf(main.getByRole('switch'));
    expect(switches.length).toBeGreaterThan(0);
    expect(weakBoundaries(switches)).toEqual([]);
    expect(weakBoundaries(await boundariesOf(main.getByRole('radio')))).toEqual([]);
    expect(
      weakBoundaries(await boundariesOf(main.getByRole('tab', { name: 'Paramètres' }), 'bottom')),
    ).toEqual([]);
    expect(
      weakBoundaries(await boundariesOf(page.getByRole('combobox', { name: 'Rechercher dans mon espace' }))),
    ).toEqual([]);
  });
});

/** A boundary one can see: a border or an outline of some width, in a colour that is not transparent. */
async function invisibleBoundaries(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const style = getComputedStyle(element);
      const seen = (width: string, color: string, lineStyle: string) =>
        Number.parseFloat(width) > 0 &&
        lineStyle !== 'none' &&
        lineStyle !== 'hidden' &&
        color !== 'transparent' &&
        !/rgba\(.*,\s*0\)$/.test(color);
      const sides = ['top', 'right', 'bottom', 'left'].some((side) =>
        seen(
          style.getPropertyValue(`border-${side}-width`),
          style.getPropertyValue(`border-${side}-color`),
          style.getPropertyValue(`border-${side}-style`),
        ),
      );
      const outline = seen(style.outlineWidth, style.outlineColor, style.outlineStyle);
      if (sides || outline) return [];
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 50) ?? '';
      return [`${element.getAttribute('role') ?? element.tagName.toLowerCase()} «\u00a0${name}\u00a0»`];
    }),
  );
}

/** The open tab's marker: its bottom border, and no other tab's. */
async function tabMarkers(tabs: Locator) {
  return tabs.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return {
        selected: element.getAttribute('aria-selected') === 'true',
        marked:
          Number.parseFloat(style.borderBottomWidth) > 0 &&
          style.borderBottomStyle !== 'none' &&
          style.borderBottomColor !== 'transparent' &&
          !/rgba\(.*,\s*0\)$/.test(style.borderBottomColor),
      };
    }),
  );
}

test.describe('forced colours (Windows contrast themes)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  test('home: the fields and the solid « Rechercher » button keep a boundary', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Rechercher un professionnel du droit' });
    await expect(search.getByRole('button', { name: 'Rechercher' })).toBeVisible();
    expect(await invisibleBoundaries(search.getByRole('button', { name: 'Rechercher' }))).toEqual([]);
    expect(await invisibleBoundaries(controlsIn(search))).toEqual([]);
  });

  test('booking dialog: the checked mode radio shows its dot, the solid buttons their edge', async ({
    page,
  }) => {
    const dialog = await openBookingDialog(page);
    expect(await invisibleBoundaries(dialog.getByRole('button', { name: 'Continuer' }))).toEqual([]);
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    const office = dialog.getByRole('radio', { name: 'Cabinet' });
    await office.check();
    expect(await invisibleBoundaries(dialog.getByRole('radio'))).toEqual([]);
    // The dot: a filled circle in a system colour, not the Canvas it would be forced to.
    const dot = office.locator('span');
    await expect(dot).toBeVisible();
    const [dotColour, canvas] = await dot.evaluate((element) => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'Canvas';
      document.body.append(probe);
      const canvasColour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return [getComputedStyle(element).backgroundColor, canvasColour];
    });
    expect(dotColour).not.toBe(canvas);
    expect(dotColour).not.toMatch(/rgba\(.*,\s*0\)$|transparent/);
  });

  test('workspace: switches and radios keep a boundary, only the open tab has a marker', async ({ page }) => {
    await openVideoSettings(page);
    const main = page.getByRole('main');
    expect(await invisibleBoundaries(main.getByRole('switch'))).toEqual([]);
    expect(await invisibleBoundaries(main.getByRole('radio'))).toEqual([]);
    expect(
      await invisibleBoundaries(main.getByRole('button', { name: 'Enregistrer les paramètres' })),
    ).toEqual([]);
    const markers = await tabMarkers(main.getByRole('tab'));
    expect(markers.length).toBeGreaterThan(1);
    expect(markers.filter((tab) => tab.marked)).toEqual([{ selected: true, marked: true }]);
  });
});

import type { Page } from '@playwright/test';
import { signInAsPro } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

// Issue 27 §1: « Mon cabinet », on a phone and on a desktop. Only this spec changes Sophie's firm.
const VIEWPORTS = [
  { width: 390, height: 844, siret: '442 951 139 00017' },
  { width: 1280, height: 900, siret: '552 010 054 00021' },
] as const;

const SIRET_KEY_MESSAGE =
  'SIRET invalide\u00a0: la clé de contrôle ne correspond pas (vérifiez chacun des 14 chiffres)';

/** Screenshots for the closing note, only when asked for (SHOTS_DIR). */
async function shot(page: Page, name: string): Promise<void> {
  const directory = process.env.SHOTS_DIR;
  if (!directory) return;
  await page.screenshot({
    path: `${directory}/firm-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
}

/** How far the page spreads beyond the screen's width (0 when nothing sticks out). */
function overflowOf(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A 1×1 transparent PNG. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

for (const viewport of VIEWPORTS) {
  test.describe(`« Mon cabinet » at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Sophie opens her firm from the menu, fixes a SIRET refused by its key, saves it and finds it kept', async ({
      page,
    }) => {
      await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD);
      // On a phone the menu is folded away behind its button.
      if (viewport.width < 1024) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Espace professionnel' });
      await menu.getByRole('link', { name: 'Mon cabinet' }).click();
      await expect(page).toHaveURL(/\/pro\/dashboard\/cabinet$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mon cabinet' })).toBeVisible();
      await expect(page).toHaveTitle('Mon cabinet | JurisRDV');

      const members = page.getByRole('table', { name: /membres? du cabinet/ });
      const sophie = members.getByRole('row', { name: /Sophie Martin/ });
      await expect(sophie).toContainText('(vous)');
      await expect(sophie.getByRole('cell')).toContainText(/^Associé\(e\)depuis le \d+(er)? \S+ \d{4}$/);

      const details = page.getByRole('region', { name: 'Coordonnées du cabinet' });
      await expect(details.getByLabel('Nom du cabinet *')).toHaveValue('Cabinet Martin Avocats');
      const siret = details.getByLabel('SIRET *');
      // The last digit wrong: the key says so beside the field, before anything is sent.
      await siret.fill(`${viewport.siret.slice(0, -1)}${(Number(viewport.siret.at(-1)) + 1) % 10}`);
      await details.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(siret).toHaveAttribute('aria-invalid', 'true');
      await expect(siret).toHaveAccessibleDescription(/la clé de contrôle ne correspond pas/);
      await expect(details.getByText(SIRET_KEY_MESSAGE)).toBeVisible();
      await shot(page, '1-siret-error');
      expect(await axeViolations(page)).toEqual([]);

      await siret.fill(viewport.siret);
      await details.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Informations du cabinet enregistrées')).toBeVisible();
      await expect(siret).not.toHaveAttribute('aria-invalid', 'true');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Mon cabinet' })).toBeVisible();
      await expect(page.getByLabel('SIRET *')).toHaveValue(viewport.siret);

      const roles = page.getByRole('region', { name: 'Rôles et droits' });
      await expect(roles.getByRole('heading', { level: 3 })).toHaveText([
        /^Associé\(e\)\s*Votre rôle$/,
        'Avocat(e) collaborateur(trice)',
        'Assistant(e)',
        'Comptable',
      ]);
      await expect(roles.getByRole('listitem', { name: 'Comptable' })).toContainText(
        'Factures, paiements et exports du cabinet',
      );
      await shot(page, '2-saved');
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);

      // The logo: a PDF named .png is refused beside the field, a real PNG shown here and on the public page.
      const logo = details.getByLabel('Logo du cabinet');
      await logo.setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('%PDF-1.7 pas une image'),
      });
      await expect(details.getByRole('alert')).toHaveText('Le logo doit être une image PNG, JPEG ou WebP');
      await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
      const image = details.getByRole('img', { name: 'Logo de Cabinet Martin Avocats' });
      await expect(image).toBeVisible();
      // Visible before its bytes arrive: the decoded width says the file itself is served.
      await expect
        .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBe(1);
      // « Mon cabinet » reads it from the member's own route; the public page gives the same file's public address.
      const src = (await image.getAttribute('src')) ?? '';
      expect(src).toMatch(/^\/api\/pro\/firm\/logo\?v=\d+$/);
      const firmId = (await (await page.request.get('/api/pro/firm')).json()).firm.id;
      const publicPage = await (await page.request.get(`/api/firms/${firmId}`)).json();
      expect(publicPage.logoUrl).toBe(src.replace('/api/pro/firm/logo', `/api/firms/${firmId}/logo`));
      await details.getByRole('button', { name: 'Retirer le logo' }).click();
      await expect(details.getByText('Aucun logo')).toBeVisible();
    });
  });
}

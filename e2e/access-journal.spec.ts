import { readFile } from 'node:fs/promises';
import { signInAsPro } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

// Issue 27 §2: Sophie (associate) reads a contact's file, then finds her reading in « Journal d'accès »,
// filters it and exports it, on a phone and on a desktop.
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`« Journal d'accès » at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Sophie reads Marie Dubois’s file, then finds, filters and exports the line', async ({ page }) => {
      await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD, {
        landOn: '/pro/dashboard/contacts',
      });
      await page.getByPlaceholder('Rechercher un contact…').fill('marie');
      await page.getByRole('link', { name: 'Marie Dubois' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: /Marie Dubois/ })).toBeVisible();

      // On a phone the menu is folded away behind its button.
      if (viewport.width < 1024) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page
        .getByRole('navigation', { name: 'Espace professionnel' })
        .getByRole('link', { name: 'Journal d’accès' })
        .click();
      await expect(page).toHaveURL(/\/pro\/dashboard\/journal-acces$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Journal d’accès' })).toBeVisible();
      await expect(page).toHaveTitle('Journal d’accès | JurisRDV');
      const table = page.getByRole('table', { name: /^Journal d’accès, du plus récent au plus ancien/ });
      const reading = table
        .getByRole('row')
        .filter({ hasText: 'Fiche de Marie Dubois' })
        .filter({ hasText: 'Consultation' })
        .first();
      await expect(reading).toContainText('Maître Sophie Martin');
      await expect(reading).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      expect(await axeViolations(page)).toEqual([]);
      // The page never spreads beyond a phone's width: the table scrolls inside its own region.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

      await page.getByLabel('Objet').selectOption({ label: 'Contact' });
      await page.getByLabel('Action').selectOption({ label: 'Consultation' });
      await page.getByLabel('Qui').fill('Sophie');
      await page.getByRole('button', { name: 'Filtrer' }).click();
      await expect(page).toHaveURL(/\?subject=contact&action=read&actor=Sophie$/);
      await expect(table.getByRole('row').filter({ hasText: 'Fiche de Marie Dubois' }).first()).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: 'Modification' })).toHaveCount(0);

      // A period with nothing in it: the empty state.
      await page.getByLabel('Du', { exact: true }).fill('2000-01-01');
      await page.getByLabel('Au', { exact: true }).fill('2000-01-31');
      await page.getByRole('button', { name: 'Filtrer' }).click();
      await expect(page.getByText('Aucune ligne ne correspond à ces filtres.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Du', { exact: true }).fill('');
      await page.getByLabel('Au', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Filtrer' }).click();
      await expect(table.getByRole('row').filter({ hasText: 'Fiche de Marie Dubois' }).first()).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Exporter (CSV)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^journal-acces-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await file.path()) ?? '', 'utf8');
      expect(csv.startsWith('\uFEFFDate;Heure;Qui;Pour;Quoi;Objet;Action;Dossier;Adresse IP\r\n')).toBe(true);
      expect(csv).toContain(';Sophie Martin;Sophie Martin;Contact;Fiche de Marie Dubois;Consultation;;');
      expect(csv).not.toContain(';Modification;');
    });
  });
}

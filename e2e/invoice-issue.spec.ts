import type { Page } from '@playwright/test';
import { signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

// Issue 26 §4: the money screens protect the lawyer, on a phone and on a desktop.
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** Screenshots for the closing note, only when asked for (SHOTS_DIR). */
async function shot(page: Page, name: string): Promise<void> {
  const directory = process.env.SHOTS_DIR;
  if (!directory) return;
  await page.screenshot({ path: `${directory}/money-${name}-after-${page.viewportSize()?.width}.png` });
}

async function openPayments(page: Page, email: string): Promise<void> {
  await signInAsPro(page, email, DEMO_PASSWORD, { landOn: '/pro/dashboard/payments' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mes paiements' })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`money screens at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Sophie enters her billing settings, sees the totals as she types, previews and issues under the number announced', async ({
      page,
    }) => {
      // A whole journey (sign-in with the second factor, settings, a draft, the preview, the issue).
      test.slow();
      await openPayments(page, 'sophie.martin@example.com');

      // A SIRET of 14 digits whose key is wrong says so, not « 14 chiffres ».
      await page.getByRole('button', { name: 'Paramètres de facturation' }).click();
      const settings = page.getByRole('dialog', { name: 'Paramètres de facturation' });
      await settings.getByLabel('SIRET *').fill('732 829 320 00075');
      // Under the franchise no VAT number is asked for.
      await settings.getByRole('radio', { name: /^Franchise en base de TVA/ }).check();
      await expect(settings.getByLabel('Numéro de TVA intracommunautaire *')).toHaveCount(0);
      await settings.getByRole('radio', { name: /^Assujetti à la TVA/ }).check();
      await settings.getByLabel('Numéro de TVA intracommunautaire *').fill('FR 44 732829320');
      await settings.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(
        settings.getByText(
          'SIRET invalide : la clé de contrôle ne correspond pas (vérifiez chacun des 14 chiffres)',
        ),
      ).toBeVisible();
      await expect(settings.getByText('SIRET invalide (14 chiffres)')).toHaveCount(0);
      await shot(page, '3-settings');
      await settings.getByLabel('SIRET *').fill('732 829 320 00074');
      await settings.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(settings).toBeHidden();
      await expect(page.getByText('Paramètres de facturation enregistrés')).toBeVisible();

      // « Nouvelle facture »: the totals follow what is typed.
      const client = `Jean Dupont ${viewport.width}`;
      await page.getByRole('button', { name: 'Nouvelle facture' }).click();
      const draft = page.getByRole('dialog', { name: 'Nouvelle facture' });
      await draft.getByLabel('Client *', { exact: true }).fill(client);
      await draft.getByLabel('Adresse du client *').fill('3 avenue Victor Hugo, 69003 Lyon');
      const totals = draft.getByRole('region', { name: 'Totaux de la facture' });
      const figure = (label: string) =>
        totals.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
      await expect(figure('Total TTC')).toHaveText(/^0\s€$/);
      await draft.getByLabel('Désignation').fill('Consultation');
      await draft.getByLabel('Quantité').fill('1,5');
      await draft.getByLabel('Prix unitaire HT (€)').fill('200');
      await expect(figure('Total HT')).toHaveText(/^300\s€$/);
      await expect(figure('Total TTC')).toHaveText(/^360\s€$/);
      await draft.getByRole('button', { name: 'Ajouter une ligne' }).click();
      await expect(totals).toContainText('Une ligne incomplète n’est pas comptée.');
      await draft.locator('#invoice-line-1-description').fill('Code civil 2027');
      await draft.locator('#invoice-line-1-price').fill('29,99');
      await expect(totals).not.toContainText('incomplète');
      await draft.locator('#invoice-line-1-vat').selectOption({ label: '5,5 %' });
      await expect(figure('Total HT')).toHaveText(/^329,99\s€$/);
      await expect(figure('TVA 20 %')).toHaveText(/^60\s€$/);
      await expect(figure('TVA 5,5 %')).toHaveText(/^1,65\s€$/);
      await expect(figure('Total TTC')).toHaveText(/^391,64\s€$/);
      await totals.scrollIntoViewIfNeeded();
      await shot(page, '1-new-invoice');
      await draft.getByRole('button', { name: 'Créer le brouillon' }).click();
      await expect(draft).toBeHidden();
      // On a phone the toast lies over the list's buttons until it goes (and stays while pointed at).
      await page.mouse.move(1, 1);
      await expect(page.getByText('Brouillon de facture créé')).toBeHidden({ timeout: 15_000 });

      // « Émettre »: the preview, then the question with the number it will carry.
      const row = page.getByRole('row').filter({ hasText: client }).filter({ hasText: 'Brouillon' });
      await row.getByRole('button', { name: `Émettre la facture de ${client}` }).click();
      const confirm = page.getByRole('dialog', { name: /^Émettre la facture n°\sF[-\u2011]\d{6}\s\?$/ });
      await expect(confirm).toBeVisible();
      const title = (await confirm.getByRole('heading').first().textContent()) ?? '';
      const number = (/F[-\u2011]\d{6}/.exec(title)?.[0] ?? '').replace('\u2011', '-');
      expect(number).toMatch(/^F-\d{6}$/);
      await expect(
        confirm.getByText('Elle ne pourra plus être modifiée ; seul un avoir pourra l’annuler.').first(),
      ).toBeVisible();
      const preview = confirm.getByRole('article', {
        name: new RegExp(`^Aperçu\\s: Facture n°\\s${number}$`),
      });
      await expect(preview).toContainText(client);
      await expect(preview).toContainText('Maître Sophie Martin');
      await expect(preview).toContainText('SIRET\u00a0: 732 829 320 00074');
      await expect(preview).toContainText(/Total TTC\s*391,64\s€/);
      // A private client: the legal-rate interest and the avocats' mediator, never the business penalties.
      const mentions = preview.getByRole('list', { name: 'Mentions légales' });
      await expect(mentions).toContainText('1231-6 du Code civil');
      await expect(mentions).toContainText('mediateur-consommation-avocat.fr');
      await expect(mentions).not.toContainText('L441-10');
      await expect(mentions).not.toContainText('40 €');
      await shot(page, '1-issue-preview');
      const issue = confirm.getByRole('button', { name: new RegExp(`^Émettre la facture n°\\s${number}$`) });
      await issue.scrollIntoViewIfNeeded();
      await shot(page, '1-issue-confirm');
      await issue.click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText('Facture émise')).toBeVisible();
      const issued = page.getByRole('row').filter({ hasText: client }).filter({ hasText: 'Émise' });
      await expect(issued.getByRole('button', { name: /^Ouvrir/ })).toHaveText(number);
    });

    test('an empty period says so in one line', async ({ page }) => {
      await openPayments(page, 'thomas.bernard@example.com');
      const statistics = page.getByRole('region', { name: 'Statistiques financières' });
      await expect(statistics.getByText('Aucun paiement sur la période', { exact: true })).toBeVisible();
      await expect(statistics.getByTestId('revenue-bar')).toHaveCount(0);
      await statistics.getByText('Aucun paiement sur la période').scrollIntoViewIfNeeded();
      await shot(page, '4-statistics-empty');
    });
  });
}

import { signInAsPro } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

test('Sophie drafts an invoice, sees its errors in French, then issues it with the next number', async ({
  page,
}) => {
  await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD);
  await page.getByRole('navigation').getByRole('link', { name: 'Mes paiements' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes paiements' })).toBeVisible();

  await page.getByRole('button', { name: 'Nouvelle facture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle facture' });
  await dialog.getByLabel('Client *', { exact: true }).fill('Marie Dubois');
  await dialog.getByLabel('Adresse du client *').fill('12 rue de la Paix, 75002 Paris');
  await dialog.getByLabel('Désignation').fill('Consultation du 20 novembre 2026');
  await dialog.getByLabel('Quantité').fill('1,5');
  await dialog.getByRole('button', { name: 'Créer le brouillon' }).click();
  // No price yet: said next to the field, nothing sent.
  await expect(dialog.getByText('Prix invalide')).toBeVisible();
  await dialog.getByLabel('Prix unitaire HT (€)').fill('120');
  await expect(dialog.getByLabel('TVA')).toHaveValue('2000');
  await dialog.getByRole('button', { name: 'Créer le brouillon' }).click();
  await expect(dialog).toBeHidden();

  // 1,5 × 120 € = 180 € HT, 216 € TTC with 20 % VAT.
  const row = page.getByRole('row', { name: /Marie Dubois/ }).first();
  await expect(row).toContainText('Brouillon');
  await expect(row).toContainText(/216\s€/);
  await row.getByRole('button', { name: 'Émettre la facture de Marie Dubois' }).click();
  await expect(row).toContainText('Émise');
  await expect(row).toContainText(/F-\d{6}/);
  await expect(row.getByRole('button', { name: /Supprimer/ })).toHaveCount(0);
  await expect(page.getByText(/Total émis : 216\s€ TTC/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

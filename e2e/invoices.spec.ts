import { readFile } from 'node:fs/promises';
import { newContextWithConsent, signInAsClient, signInAsPro } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

test('Sophie invoices Marie’s past consultation, records the payment; Marie downloads the invoice', async ({
  page,
  browser,
}) => {
  await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD);
  await page.getByRole('navigation').getByRole('link', { name: 'Mes paiements' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes paiements' })).toBeVisible();

  // The mentions every invoice needs come first (invoice-issue.spec may have entered them already).
  await page.getByRole('button', { name: 'Paramètres de facturation' }).click();
  const settings = page.getByRole('dialog', { name: 'Paramètres de facturation' });
  await settings.getByLabel('SIRET *').fill('732 829 320 00075');
  await settings.getByRole('radio', { name: /^Assujetti à la TVA/ }).check();
  await settings.getByLabel('Numéro de TVA intracommunautaire *').fill('FR 44 732829320');
  await settings.getByLabel('Taux horaire HT (€)').fill('200');
  await settings.getByLabel('30 jours').check();
  await settings.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings.getByText(/SIRET invalide.*la clé de contrôle ne correspond pas/)).toBeVisible();
  await settings.getByLabel('SIRET *').fill('732 829 320 00074');
  await settings.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByText(/Renseignez votre SIRET/)).toHaveCount(0);

  // « Facturer ce rendez-vous » from Marie's past consultation.
  await page.goto('/pro/dashboard/appointments');
  await page.getByRole('button', { name: 'Passés' }).click();
  const consultation = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Marie Dubois' }) })
    .filter({ hasText: 'Garde des enfants' });
  await consultation.getByRole('button', { name: /^Voir les détails/ }).click();
  await page.getByRole('link', { name: 'Facturer ce rendez-vous' }).click();
  const draft = page.getByRole('dialog', { name: 'Nouvelle facture' });
  await expect(draft.getByLabel('Client *', { exact: true })).toHaveValue('Marie Dubois');
  await expect(draft.getByLabel('Désignation')).toHaveValue(/consultation du \d{2}\/\d{2}\/\d{4}/i);
  await expect(draft.getByLabel('TVA')).toHaveValue('2000');
  await draft.getByLabel('Prix unitaire HT (€)').fill('100');
  // Marie's address comes from Sophie's address book; without one the form says so next to the field.
  await expect(draft.getByLabel('Adresse du client *')).not.toHaveValue('');
  await draft.getByLabel('Adresse du client *').fill('');
  await draft.getByRole('button', { name: 'Créer le brouillon' }).click();
  await expect(draft.getByText("L'adresse du client est requise")).toBeVisible();
  await draft.getByLabel('Adresse du client *').fill('12 rue de la Paix, 75002 Paris');
  await draft.getByRole('button', { name: 'Créer le brouillon' }).click();
  await expect(draft).toBeHidden();

  const row = page
    .getByRole('row')
    .filter({ hasText: 'Marie Dubois' })
    .filter({ hasText: 'Brouillon' })
    .first();
  await expect(row).toContainText(/120\s€/);
  await row.getByRole('button', { name: 'Émettre la facture de Marie Dubois' }).click();
  await page
    .getByRole('dialog', { name: /^Émettre la facture n°/ })
    .getByRole('button', { name: /^Émettre la facture n°/ })
    .click();
  await expect(page.getByText('Facture émise')).toBeVisible();
  const issuedRow = page
    .getByRole('row')
    .filter({ hasText: 'Marie Dubois' })
    .filter({ hasText: 'Émise' })
    .first();
  const number = ((await issuedRow.getByRole('button', { name: /Ouvrir/ }).textContent()) ?? '').trim();
  expect(number).toMatch(/^F-\d{6}$/);

  // The client pays by transfer: recorded against the invoice, which becomes « Payée ».
  await issuedRow.getByRole('button', { name: /Ouvrir/ }).click();
  const detail = page.getByRole('dialog', { name: `Facture ${number}` });
  const payment = detail.getByRole('form', { name: 'Enregistrer un paiement' });
  await expect(payment.getByLabel('Montant (€)')).toHaveValue('120');
  await payment.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(detail.getByText('Payée', { exact: true })).toBeVisible();
  await expect(detail.getByText('Virement')).toBeVisible();
  const proDownload = page.waitForEvent('download');
  await detail.getByRole('link', { name: 'Télécharger le PDF' }).click();
  expect((await proDownload).suggestedFilename()).toBe(`facture-${number}.pdf`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Payée');
  // The money received feeds the figures and this month's bar of the chart.
  const statistics = page.getByRole('region', { name: 'Statistiques financières' });
  await expect(statistics.getByText('Encaissé ce mois-ci').locator('xpath=following-sibling::dd')).toHaveText(
    /^120\s€$/,
  );
  await expect(statistics.getByRole('img', { name: /120\s€/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Marie finds it in her space and downloads it.
  const marieContext = await newContextWithConsent(browser);
  const marie = await marieContext.newPage();
  await signInAsClient(marie, 'marie.dubois@example.com', DEMO_PASSWORD, {
    landOn: '/dashboard?onglet=factures',
  });
  await expect(marie.getByText(`Facture ${number}`)).toBeVisible();
  const download = marie.waitForEvent('download');
  await marie.getByRole('link', { name: `Télécharger\u00a0: Facture ${number}` }).click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
  await marieContext.close();
});

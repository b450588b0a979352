import type { Page } from '@playwright/test';
import { pageTexts } from '#server/test-support/pdf-page-texts.ts';
import { signInAsPro } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

// Issue 27 §4: the firm invoices in its own name, one sequence for the firm (ADR 0062). This spec switches
// Sophie's firm to firm invoicing and back: it runs alone (playwright.config.ts, RUN_ALONE).
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

const SIRET = '732 829 320 00074';
const VAT = 'FR 44 732 829 320';

async function openFirm(page: Page): Promise<void> {
  await page.goto('/pro/dashboard/cabinet');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon cabinet' })).toBeVisible();
}

/** Back to invoicing per lawyer, VAT number cleared: the other specs meet Sophie's firm as they left it. */
async function backToMemberInvoicing(page: Page): Promise<void> {
  await openFirm(page);
  const details = page.getByRole('region', { name: 'Coordonnées du cabinet' });
  await details.getByRole('radio', { name: /Chaque avocat facture en son nom/ }).check();
  await details.getByLabel('N° de TVA intracommunautaire').fill('');
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Informations du cabinet enregistrées')).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`firm invoicing at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Sophie has her firm invoice after entering its VAT number, issues in the firm’s sequence and finds the firm on the PDF', async ({
      page,
    }) => {
      test.slow();
      await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD, { landOn: null });
      await openFirm(page);
      const details = page.getByRole('region', { name: 'Coordonnées du cabinet' });
      await details.getByLabel('SIRET *').fill(SIRET);
      const vat = details.getByLabel('N° de TVA intracommunautaire');
      await vat.fill('');
      await details.getByRole('radio', { name: /Le cabinet facture/ }).check();
      await details.getByRole('button', { name: 'Enregistrer' }).click();
      // No VAT number: said beside the field, nothing sent.
      await expect(details.getByText(/avant de choisir la facturation par le cabinet/)).toBeVisible();
      await expect(vat).toHaveAttribute('aria-invalid', 'true');
      await vat.fill('FR 45 732 829 320');
      await details.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(details.getByText(/Numéro de TVA intracommunautaire invalide/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await vat.fill(VAT);
      await details.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Informations du cabinet enregistrées')).toBeVisible();
      await expect(vat).toHaveValue('FR44732829320');
      await expect(details.getByRole('radio', { name: /Le cabinet facture/ })).toBeChecked();

      try {
        await page.goto('/pro/dashboard/payments');
        await expect(page.getByRole('heading', { level: 1, name: 'Mes paiements' })).toBeVisible();
        const client = `Claire Firmin ${viewport.width}`;
        await page.getByRole('button', { name: 'Nouvelle facture' }).click();
        const draft = page.getByRole('dialog', { name: 'Nouvelle facture' });
        await draft.getByLabel('Client *', { exact: true }).fill(client);
        await draft.getByLabel('Adresse du client *').fill('8 rue de Rivoli, 75004 Paris');
        await draft.getByLabel('Désignation').fill('Consultation');
        await draft.getByLabel('Prix unitaire HT (€)').fill('150');
        await draft.getByRole('button', { name: 'Créer le brouillon' }).click();
        await expect(draft).toBeHidden();
        await page.mouse.move(1, 1);
        await expect(page.getByText('Brouillon de facture créé')).toBeHidden({ timeout: 15_000 });

        const row = page.getByRole('row').filter({ hasText: client }).filter({ hasText: 'Brouillon' });
        await row.getByRole('button', { name: `Émettre la facture de ${client}` }).click();
        const confirm = page.getByRole('dialog', { name: /^Émettre la facture n°\sF[-\u2011]\d{6}\s\?$/ });
        await expect(confirm).toBeVisible();
        const title = (await confirm.getByRole('heading').first().textContent()) ?? '';
        const number = (/F[-\u2011]\d{6}/.exec(title)?.[0] ?? '').replace('\u2011', '-');
        // The firm's sequence: its first invoice in the first run, the next one in the second.
        expect(number).toBe(viewport.width === 390 ? 'F-000001' : 'F-000002');
        const preview = confirm.getByRole('article', {
          name: new RegExp(`^Aperçu\\s: Facture n°\\s${number}$`),
        });
        await expect(preview).toContainText('Cabinet Martin Avocats');
        await expect(preview).toContainText('SIRET : 732 829 320 00074');
        await expect(preview).toContainText('FR44732829320');
        await expect(preview).toContainText('Dossier suivi par Maître Sophie Martin');
        expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
        const issue = confirm.getByRole('button', {
          name: new RegExp(`^Émettre la facture n°\\s${number}$`),
        });
        await issue.scrollIntoViewIfNeeded();
        await issue.click();
        await expect(confirm).toBeHidden();
        const issued = page.getByRole('row').filter({ hasText: client }).filter({ hasText: 'Émise' });
        await expect(issued.getByRole('button', { name: /^Ouvrir/ })).toHaveText(number);

        // The PDF, as « Télécharger » gives it: the firm as issuer, its SIRET and VAT number.
        const list = await page.request.get('/api/pro/invoices');
        const invoices = ((await list.json()) as { invoices: { id: number; number: string | null }[] })
          .invoices;
        const id = invoices.find((invoice) => invoice.number === number)?.id;
        const pdf = await page.request.get(`/api/pro/invoices/${id}/pdf`);
        expect(pdf.status()).toBe(200);
        const [text = ''] = await pageTexts(new Uint8Array(await pdf.body()));
        expect(text).toContain('Cabinet Martin Avocats');
        expect(text).toContain('732 829 320 00074');
        expect(text).toContain('FR44732829320');
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await backToMemberInvoicing(page);
      }
    });
  });
}

import type { Page } from '@playwright/test';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import {
  newContextWithConsent,
  registerClientViaApi,
  STRONG_PASSWORD,
  signInAsClient,
  signInAsPro,
  uniqueSurname,
} from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';

// RGAA 13.3: beside each generated PDF's link, « Version accessible (HTML) » opens the same document as a page
// with its headings and tables, which axe finds nothing to fault in.
const THOMAS_ID = 2;

/** The accessible version: a French page whose first heading is the document's title, with no axe violation. */
async function expectAccessibleDocument(page: Page, title: RegExp | string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page).toHaveTitle(/— version accessible$/);
  await expect(page.getByRole('link', { name: 'Télécharger la version PDF' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
}

test('the fee agreement, the invoice and the bar declaration each open an accessible version beside their PDF', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL is not configured');
  const origin = { origin: baseURL };

  // A new client books Maître Thomas Bernard, accepting his fee agreement.
  const person = {
    firstName: 'Camille',
    lastName: uniqueSurname('Accessible'),
    email: uniqueEmail('accessible'),
    password: STRONG_PASSWORD,
  };
  await registerClientViaApi(page.request, baseURL, person);
  const profile = (await (
    await page.request.get(`/api/professionals/${THOMAS_ID}`)
  ).json()) as TProfessionalProfile;
  const slot = profile.slotDays
    .filter((day) => day.slots.length > 0)
    .at(-1)
    ?.slots.at(-1);
  if (!slot) throw new Error('Maître Thomas Bernard has no free slot');
  const booked = await page.request.post('/api/appointments', {
    data: {
      professionalId: THOMAS_ID,
      start: slot.start,
      mode: slot.modes[0],
      reason: 'Bail d’habitation',
      answers: {},
      isFirstConsultation: true,
      acceptsFeeAgreement: true,
    },
    headers: origin,
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { appointment } = (await booked.json()) as { appointment: { id: number } };

  // Thomas invoices the appointment.
  const proContext = await newContextWithConsent(browser);
  const pro = await proContext.newPage();
  await signInAsPro(pro, 'thomas.bernard@example.com', DEMO_PASSWORD, { landOn: null });
  const settings = await pro.request.put('/api/pro/billing-settings', {
    data: {
      siret: '732 829 320 00074',
      vatNumber: 'FR 44 732829320',
      hourlyRateCents: 20_000,
      reminderDelaysDays: [30, 7],
    },
    headers: origin,
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const draft = await pro.request.post('/api/pro/invoices', {
    data: {
      appointmentId: appointment.id,
      clientName: `${person.firstName} ${person.lastName}`,
      clientAddress: '3 rue des Lilas, 69003 Lyon',
      lines: [
        { description: 'Consultation', quantityThousandths: 1000, unitPriceCents: 15_000, vatRateBp: 2000 },
      ],
    },
    headers: origin,
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const draftId = ((await draft.json()) as { invoice: { id: number } }).invoice.id;
  const issued = await pro.request.post(`/api/pro/invoices/${draftId}/issue`, { headers: origin });
  expect(issued.status(), await issued.text()).toBe(200);
  const number = ((await issued.json()) as { invoice: { number: string } }).invoice.number;

  // The client space: the agreement's accessible version sits beside its PDF.
  await signInAsClient(page, person.email, person.password);
  const card = page.getByRole('article', { name: /^Maître Thomas Bernard, / });
  const agreementLinks = card
    .locator('span')
    .filter({ has: page.getByRole('link', { name: "Convention d'honoraires (PDF)" }) });
  await agreementLinks
    .getByRole('link', { name: "Version accessible (HTML)\u00a0: convention d'honoraires" })
    .click();
  await expectAccessibleDocument(page, "Convention d'honoraires");
  await expect(page.getByRole('heading', { level: 2, name: 'Le professionnel' })).toBeVisible();
  await expect(page.getByText('Maître Thomas Bernard', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Acceptée en ligne le /)).toBeVisible();

  // « Factures »: the invoice's accessible version beside its download, with its lines as a table.
  await page.goto('/dashboard?onglet=factures');
  const item = page.getByRole('listitem').filter({ hasText: `Facture ${number}` });
  await expect(item.getByRole('link', { name: `Télécharger\u00a0: Facture ${number}` })).toBeVisible();
  await item.getByRole('link', { name: `Version accessible (HTML)\u00a0: Facture ${number}` }).click();
  await expectAccessibleDocument(page, `Facture n° ${number}`);
  const lines = page.getByRole('table', { name: `Lignes de Facture n° ${number}` });
  await expect(lines.getByRole('columnheader', { name: 'Montant HT' })).toBeVisible();
  await expect(lines.getByRole('rowheader', { name: 'Consultation' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Totaux' }).getByRole('cell', { name: /180,00\s€/ }),
  ).toBeVisible();

  // The workspace: the invoice's detail gives its PDF and, beside it, its accessible version in a new tab.
  await pro.goto('/pro/dashboard');
  await pro.getByRole('navigation').getByRole('link', { name: 'Mes paiements' }).first().click();
  await pro
    .getByRole('row')
    .filter({ hasText: number })
    .getByRole('button', { name: /Ouvrir/ })
    .click();
  const detail = pro.getByRole('dialog', { name: `Facture ${number}` });
  await expect(detail.getByRole('link', { name: 'Télécharger le PDF' })).toBeVisible();
  const opening = proContext.waitForEvent('page');
  await detail.getByRole('link', { name: 'Version accessible (HTML), nouvel onglet' }).click();
  const invoicePage = await opening;
  await expectAccessibleDocument(invoicePage, `Facture n° ${number}`);
  await invoicePage.close();

  // « Mon compte »: the bar declaration's accessible version beside its PDF, the annex's headings under it.
  await pro.goto('/pro/dashboard/compte');
  const section = pro.getByRole('region', { name: 'Déclaration à l’Ordre' });
  await expect(section.getByRole('link', { name: 'Télécharger la déclaration (PDF)' })).toBeVisible();
  await section.getByRole('link', { name: 'Version accessible (HTML)' }).click();
  await expectAccessibleDocument(pro, /^Déclaration à l’Ordre — /);
  await expect(pro.getByRole('heading', { level: 2, name: /^Annexe\s: / })).toBeVisible();
  await proContext.close();
});

test('the fee agreement read before booking opens its accessible version beside its PDF', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  const person = {
    firstName: 'Camille',
    lastName: uniqueSurname('Apercu'),
    email: uniqueEmail('apercu'),
    password: STRONG_PASSWORD,
  };
  await registerClientViaApi(page.request, baseURL, person);
  await signInAsClient(page, person.email, person.password, { landOn: null });
  await page.goto(`/lawyer/${THOMAS_ID}`);
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('radio', { name: 'Cabinet' }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: / — / }).first().click();
  await dialog.getByRole('button', { name: 'Lire la convention d’honoraires' }).click();
  const sheet = page.getByRole('dialog', { name: 'Convention d’honoraires' });
  // The footer of the sheet: the PDF and, beside it, its accessible version.
  const formats = sheet
    .locator('div')
    .filter({ has: page.getByRole('link', { name: 'Télécharger le PDF' }) })
    .last();
  const opening = page.context().waitForEvent('page');
  await formats.getByRole('link', { name: 'Version accessible (HTML), nouvel onglet' }).click();
  const preview = await opening;
  await expectAccessibleDocument(preview, "Convention d'honoraires");
  await expect(preview.getByText('Aperçu — non encore acceptée')).toBeVisible();
  await expect(preview.getByText('Maître Thomas Bernard', { exact: true })).toBeVisible();
  await preview.close();
  // The booking is still where it was.
  await expect(sheet).toBeVisible();
});

import { newContextWithConsent, signInAsClient, signInAsPro } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

const MARIE = 'marie.dubois@example.com';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

test('Maître Martin shares a document from Marie’s appointment; Marie is told without its name and finds it in « Documents »', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const fileName = `attestation-${stamp}.pdf`;
  const title = `Attestation de consultation ${stamp}`;

  const proContext = await newContextWithConsent(browser);
  const proPage = await proContext.newPage();
  await signInAsPro(proPage, 'sophie.martin@example.com', DEMO_PASSWORD, {
    landOn: '/pro/dashboard/appointments',
  });
  const card = proPage
    .getByRole('listitem')
    .filter({ has: proPage.getByRole('heading', { name: 'Marie Dubois' }) })
    .first();
  await card.getByRole('button', { name: /^Voir les détails/ }).click();
  const details = proPage.getByRole('dialog', { name: 'Rendez-vous avec Marie Dubois' });
  await details.getByRole('tab', { name: 'Documents' }).click();
  await details.getByLabel('Titre du document').fill(title);
  await details
    .getByLabel('Fichier')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await details.getByRole('button', { name: 'Ajouter un document' }).click();
  await details.getByRole('button', { name: `Partager ${title} avec Marie Dubois` }).click();
  const share = proPage.getByRole('dialog', { name: 'Partager avec le client' });
  await expect(share).toContainText('sans que le nom du document figure dans l’e-mail');
  expect(await axeViolations(proPage)).toEqual([]);
  await share.getByLabel('Catégorie').selectOption('Attestation');
  await share.getByRole('button', { name: 'Partager', exact: true }).click();
  await expect(share).toBeHidden();
  await expect(details.getByText(/^Partagé avec le client le \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await proContext.close();

  // Marie's bell says who shared something, and leads to her documents.
  await signInAsClient(page, MARIE, DEMO_PASSWORD);
  await page.getByRole('button', { name: /^Notifications,/ }).click();
  await page
    .getByRole('link', { name: /Maître Sophie Martin a partagé un document avec vous/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\?onglet=documents/);
  const row = page
    .getByRole('table', { name: 'Documents partagés avec vous' })
    .getByRole('row')
    .filter({ hasText: title });
  // The title Maître Martin wrote, not the file's name; « Nouveau » until Marie opens it.
  await expect(row.getByRole('rowheader')).toHaveText(title);
  await expect(row).toContainText('Nouveau');
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: /Télécharger/ }).click();
  expect((await download).suggestedFilename()).toBe(fileName);

  // The e-mail says that a document arrived, never which.
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(MARIE)}`);
  const { emails } = (await response.json()) as { emails: { subject: string; text: string }[] };
  const notice = emails.find((email) => email.subject === 'Un document vous a été transmis sur JurisRDV');
  expect(notice?.text).toContain('/dashboard?onglet=documents');
  expect(notice?.text).not.toContain(fileName);
  expect(notice?.text).not.toContain(title);
});

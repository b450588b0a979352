import { readFileSync } from 'node:fs';
import { pageTexts } from '#server/test-support/pdf-page-texts.ts';
import { signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

/**
 * Issue 29 §2, RIN art. 10 and 19: lawyers state « Domaines d'activité », the bar shows on every card and
 * profile, only a certificate (Thomas Bernard's « Droit pénal », read from the demo's CNB directory) makes a
 * page say « Avocat spécialiste en … », « Ma fiche pro » refuses the reserved words without one, and
 * « Mon compte » gives the « Déclaration à l'Ordre ».
 */
test('a visitor reads lawful labels: domains, the bar, a specialist only with a certificate', async ({
  page,
}) => {
  await page.goto('/search?location=Paris&professionalType=avocat');
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 1024)
    await page.getByRole('button', { name: 'Afficher les filtres' }).click();
  await expect(page.getByRole('group', { name: 'Domaines d’activité' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Spécialités' })).toHaveCount(0);

  // Every avocat's card says their bar and their domains, never « spécialiste ».
  const card = page.getByRole('article').first();
  await expect(card.getByText(/^Avocate? au barreau d/)).toBeVisible();
  await expect(card.getByText(/^Domaines d'activité/)).toBeVisible();
  await expect(page.getByRole('main').getByText(/spécialis/i)).toHaveCount(0);

  // Sophie Martin has no certificate: her bar, her domains, no « spécialiste ».
  await page.goto('/lawyer/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Maître Sophie Martin' })).toBeVisible();
  await expect(page.getByText('Avocate au barreau de Paris').first()).toBeVisible();
  await expect(
    page.getByText("Domaines d'activité : Droit de la famille, Droit des successions"),
  ).toBeVisible();
  await expect(page.getByText(/spécialiste en/)).toHaveCount(0);

  await page.goto('/lawyer/2');
  await expect(page.getByText('Avocat au barreau de Paris').first()).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Certificats de spécialisation' })
      .getByText('Avocat spécialiste en droit pénal'),
  ).toBeVisible();
});

test('« Ma fiche pro » refuses « spécialiste » next to the field; « Mon compte » gives the Déclaration à l’Ordre', async ({
  page,
}) => {
  await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD, { landOn: '/pro/dashboard/profile' });
  await page.getByRole('button', { name: 'Modifier : Présentation' }).click();
  const description = page.getByLabel('Description courte');
  await description.fill('Avocate SPECIALISTE du divorce et des successions.');
  await page.getByRole('button', { name: 'Sauvegarder le profil' }).click();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(/sont réservés aux avocats titulaires d’un certificat de spécialisation/),
  ).toBeVisible();
  await page.goto('/pro/dashboard/compte');
  await expect(page.getByRole('heading', { name: 'Déclaration à l’Ordre' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger la déclaration (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^declaration-ordre-jurisrdv-\d{4}-\d{2}-\d{2}\.pdf$/);
  const path = await download.path();
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const [letter = '', terms = ''] = (await pageTexts(bytes)).map((text) => text.replace(/\s+/g, ' '));
  expect(letter).toContain('Maître Sophie Martin');
  expect(letter).toContain('Avocate au barreau de Paris');
  expect(letter).toContain('Madame, Monsieur le Bâtonnier');
  expect(terms).toContain("Conditions générales d'utilisation");
});

import { signInAsPro } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

const SOPHIE = 'sophie.martin@example.com';

test('Mes contacts: a new contact is created with its required fields, then noted and tagged', async ({
  page,
}) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD);
  await page.getByRole('link', { name: 'Ajouter un contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un nouveau contact' });
  await dialog.getByRole('button', { name: 'Créer le contact' }).click();
  await expect(dialog.getByLabel('Prénom *')).toHaveAttribute('aria-invalid', 'true');

  const lastName = `Garnier${Date.now().toString(36)}`;
  await dialog.getByLabel('Prénom *').fill('Hélène');
  await dialog.getByLabel('Nom *', { exact: true }).fill(lastName);
  await dialog.getByLabel('E-mail *').fill(`helene.${lastName.toLowerCase()}@example.com`);
  await dialog.getByLabel('Téléphone *').fill('06 12 34 56 78');
  await dialog.getByRole('button', { name: 'Créer le contact' }).click();

  await expect(page).toHaveURL(/\/pro\/dashboard\/contacts\/\d+$/);
  await expect(page.getByRole('heading', { name: `Hélène ${lastName}` })).toBeVisible();
  await expect(page.getByText('Prospect').first()).toBeVisible();
  const tag = page.getByLabel('Nouvelle étiquette');
  await tag.fill('Recommandée');
  await tag.press('Enter');
  await expect(page.getByRole('button', { name: "Retirer l'étiquette Recommandée" })).toBeVisible();
  await page.getByRole('tab', { name: /^Notes/ }).click();
  await expect(page.getByText('Aucune note interne')).toBeVisible();
  await page.getByLabel('Nouvelle note').fill('Rappeler lundi pour le devis.');
  await page.getByRole('button', { name: 'Ajouter la note' }).click();
  await expect(page.getByText('Rappeler lundi pour le devis.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await page.getByRole('tab', { name: 'Notes (1)' }).click();
  await expect(page.getByText('Rappeler lundi pour le devis.')).toBeVisible();

  // A demo client's contact shows her case.
  await page.goto('/pro/dashboard/contacts');
  await page.getByPlaceholder('Rechercher un contact…').fill('marie');
  await page.getByRole('link', { name: 'Marie Dubois' }).first().click();
  await page.getByRole('tab', { name: /^Dossiers/ }).click();
  await expect(page.getByText('Divorce par consentement mutuel Dubois')).toBeVisible();
});

test('Ma fiche pro: a new service is saved and shown on the public profile', async ({ page }) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/profile' });
  await expect(page.getByRole('heading', { name: 'Ma fiche pro', level: 1 })).toBeVisible();
  const service = `Relecture de convention ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Modifier\u00a0: Prestations et tarifs' }).click();
  await page.getByLabel('Nom de la prestation *').fill(service);
  await expect(page.getByRole('button', { name: 'Ajouter la prestation' })).toBeDisabled();
  await page.getByLabel('Prix *').fill('180 €');
  await page.getByRole('button', { name: 'Ajouter la prestation' }).click();
  await expect(page.getByText('Prestation ajoutée')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sauvegarder le profil' }).click();
  await expect(page.getByText('Profil sauvegardé')).toBeVisible();

  const publicLink = page.getByRole('link', { name: 'Voir ma fiche publique' });
  const href = (await publicLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/lawyer\/\d+$/);
  await page.goto(href);
  await expect(page.getByText(service)).toBeVisible();
  await expect(page.getByText('180 €').first()).toBeVisible();
});

test('Ma fiche pro: the fee agreement is edited, a wrong website refused next to its field, then set back to the default one', async ({
  page,
}) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/profile' });
  const section = page.getByRole('region', { name: "Convention d'honoraires" });
  await expect(section).toContainText('convention par défaut');
  await section.getByRole('button', { name: 'Modifier la convention' }).click();
  const dialog = page.getByRole('dialog', { name: "Convention d'honoraires" });
  await expect(dialog.getByLabel('Médiateur de la consommation')).toHaveValue(
    "Médiateur de la consommation de la profession d'avocat",
  );
  await dialog.getByLabel('Site du médiateur').fill('pas un site');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Site du médiateur : adresse web invalide (https://…)')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Site du médiateur').fill('https://mediateur-consommation-avocat.fr');
  await dialog.getByLabel('Modalités de paiement').fill('Paiement par virement sous huit jours.');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(section).toContainText('votre convention personnalisée');

  await section.getByRole('button', { name: 'Modifier la convention' }).click();
  await dialog.getByRole('button', { name: 'Rétablir la convention par défaut' }).click();
  await expect(dialog).toBeHidden();
  await expect(section).toContainText('convention par défaut');
});

test('Mes visioconférences: the next video consultation and saved settings', async ({ page }) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/video' });
  await expect(page.getByRole('heading', { name: 'Mes visioconférences', level: 1 })).toBeVisible();
  const upcoming = page.getByRole('list', { name: 'Prochaines visioconférences' });
  const marie = upcoming.getByRole('listitem', { name: 'Marie Dubois' }).first();
  await expect(marie).toContainText(/Dans \d+ jours?|Dans \d+h \d+min|Dans \d+ min/);
  await expect(marie.getByRole('button', { name: 'Démarrer' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await page.getByRole('radio', { name: 'Standard' }).click();
  await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
  await expect(page.getByText('Paramètres enregistrés')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await expect(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
});

test('the workspace search finds a case, a contact and an appointment, and opens the case', async ({
  page,
}) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD);
  const search = page.getByLabel('Rechercher dans mon espace');
  await search.fill('dubois');
  const results = page.getByRole('listbox');
  await expect(results.getByRole('group', { name: 'Dossiers' })).toContainText(
    'Divorce par consentement mutuel Dubois',
  );
  await expect(results.getByRole('group', { name: 'Contacts' })).toContainText('Marie Dubois');
  await expect(results.getByRole('group', { name: 'Rendez-vous' })).toContainText('Marie Dubois');
  // Other journeys may have added cases for Marie Dubois: narrow down to the demo one, then open it.
  await search.fill('consentement mutuel');
  await expect(results.getByRole('group', { name: 'Dossiers' })).toContainText(
    'Divorce par consentement mutuel Dubois',
  );
  await expect(results.getByRole('group', { name: 'Contacts' })).toHaveCount(0);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/pro\/dashboard\/cases\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Divorce par consentement mutuel Dubois', level: 1 }),
  ).toBeVisible();
});

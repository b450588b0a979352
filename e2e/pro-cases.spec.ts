import type { Page } from '@playwright/test';
import { signInAsPro } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

const SOPHIE = 'sophie.martin@example.com';

/** The active cases the workspace counts (the home no longer shows counters: issue 26 §1). */
async function activeCasesTile(page: Page): Promise<number> {
  const response = await page.request.get('/api/pro/summary');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { activeCases: number }).activeCases;
}

test('Sophie Martin opens a case from the dashboard, tags it, logs work by hand and with the timer', async ({
  page,
}) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD);
  const recent = page.getByRole('region', { name: 'Dossiers récents' });
  await expect(recent.getByRole('link', { name: 'Divorce par consentement mutuel Dubois' })).toBeVisible();
  const activeBefore = await activeCasesTile(page);
  expect(activeBefore).toBeGreaterThan(0);

  const title = `Licenciement Dubois ${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'Nouveau dossier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un nouveau dossier' });
  await dialog.getByRole('button', { name: 'Créer le dossier' }).click();
  await expect(dialog.getByText('Le titre est requis')).toBeVisible();
  await dialog.getByLabel('Titre du dossier *').fill(title);
  await dialog.getByLabel('Client').selectOption({ label: 'Marie Dubois (marie.dubois@example.com)' });
  await dialog.getByLabel('Catégorie *').selectOption({ label: 'Droit du travail' });
  await dialog.getByLabel('Priorité').selectOption('Haute');
  await dialog.getByRole('button', { name: 'Créer le dossier' }).click();

  await expect(page).toHaveURL(/\/pro\/dashboard\/cases\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Détail du dossier')).toBeVisible();
  await expect(page.getByText('marie.dubois@example.com')).toBeVisible();

  const tag = page.getByLabel('Nouvelle étiquette');
  await tag.fill("Prud'hommes");
  await tag.press('Enter');
  await expect(page.getByRole('button', { name: "Retirer l'étiquette Prud'hommes" })).toBeVisible();

  // A real file, checked by content on the server, previewed, archived and restored.
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  await page.getByLabel('Titre du document').fill('Contrat de travail');
  await page
    .getByLabel('Fichier')
    .setInputFiles({ name: 'contrat.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Ajouter un contrat' }).click();
  const preview = page.getByRole('link', { name: 'Aperçu de Contrat de travail' });
  await expect(preview).toBeVisible();
  const file = await page.request.get((await preview.getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).equals(pdf)).toBe(true);
  await page.getByRole('button', { name: 'Archiver Contrat de travail' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archiver le document' });
  await expect(confirm).toContainText('Cette action peut être annulée.');
  await confirm.getByRole('button', { name: 'Archiver' }).click();
  await expect(preview).toBeHidden();
  await page.getByRole('button', { name: /Documents archivés/ }).click();
  await page.getByRole('button', { name: 'Restaurer Contrat de travail' }).click();
  await expect(preview).toBeVisible();

  await page.getByRole('tab', { name: /Sessions de travail/ }).click();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const sessionForm = page.getByRole('dialog', { name: 'Ajouter une session' });
  await sessionForm.getByLabel('Titre').fill('Analyse du contrat de travail');
  await sessionForm.getByLabel('Durée *').fill('une heure');
  await sessionForm.getByRole('button', { name: 'Ajouter la session' }).click();
  await expect(sessionForm.getByText('Durée invalide. Format : 1 h 30, 45 min, 2 h, etc.')).toBeVisible();
  await sessionForm.getByLabel('Durée *').fill('1h30min');
  await sessionForm.getByRole('button', { name: 'Ajouter la session' }).click();
  await expect(sessionForm).toBeHidden();
  await expect(page.getByText('Temps total : 1 h 30 min')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The shell's work timer records its session into the case chosen when stopping.
  await page.getByRole('button', { name: /^Minuteur de travail/ }).click();
  await page.getByLabel('Tâche').fill('Appel du client');
  await page.getByRole('button', { name: 'Démarrer' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // A started task is recorded as at least one minute once a second has passed.
  await expect(page.getByRole('timer')).toHaveText('00:01');
  await page.getByLabel('Dossier (facultatif)').selectOption({ label: `${title} — Marie Dubois` });
  await page.getByRole('button', { name: 'Arrêter' }).click();
  await expect(page.getByText('Session de travail enregistrée')).toBeVisible();
  await page.keyboard.press('Escape');

  // Everything was stored: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('button', { name: "Retirer l'étiquette Prud'hommes" })).toBeVisible();
  await page.getByRole('tab', { name: 'Sessions de travail (2)' }).click();
  await expect(page.getByRole('heading', { name: 'Appel du client' })).toBeVisible();
  await expect(page.getByText('Temps total : 1 h 31 min')).toBeVisible();

  await page.goto('/pro/dashboard');
  expect(await activeCasesTile(page)).toBe(activeBefore + 1);
  await expect(
    page.getByRole('region', { name: 'Dossiers récents' }).getByRole('link', { name: title }),
  ).toBeVisible();
});

test('the case list searches, filters closed cases and is accessible', async ({ page }) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/cases' });
  await expect(page.getByRole('heading', { name: 'Mes dossiers', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Dossiers' });
  await expect(list.getByRole('heading', { name: 'Succession Moreau' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /^Clos/ }).click();
  await expect(list.getByRole('heading', { name: 'Vente appartement Fabre' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Succession Moreau' })).toHaveCount(0);

  await page.getByRole('button', { name: /^Tous/ }).click();
  await page.getByPlaceholder('Rechercher un dossier, client…').fill('zzz introuvable');
  await expect(page.getByText('Aucun dossier trouvé')).toBeVisible();
});

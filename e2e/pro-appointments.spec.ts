import { signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

const THOMAS = 'thomas.bernard@example.com';

test('Thomas Bernard accepts the pending request of Marie Dubois, then enters a new appointment', async ({
  page,
}) => {
  await signInAsPro(page, THOMAS, DEMO_PASSWORD);
  const menuEntry = page
    .getByRole('navigation', { name: 'Espace professionnel' })
    .getByRole('link', { name: 'Mes rendez-vous' });
  // The sidebar badge counts the requests waiting for confirmation (other specs may add some).
  await expect(menuEntry).toContainText(/\d+ en attente de confirmation/);
  const badgeText = await menuEntry.getByText(/en attente de confirmation/).textContent();
  const pendingBefore = Number(badgeText?.match(/^(\d+) en attente/)?.[1]);
  await menuEntry.click();
  await expect(page.getByRole('heading', { name: 'Mes rendez-vous', level: 1 })).toBeVisible();

  // The seed's request from the demo client waits for Thomas Bernard's confirmation.
  await page.getByLabel('Statut').selectOption({ label: 'En attente' });
  const marie = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Marie Dubois' }) })
    .filter({ hasText: 'Conseil avant audition libre' });
  await expect(marie.getByText('En attente')).toBeVisible();
  await marie.getByRole('button', { name: /^Voir les détails du rendez-vous avec Marie Dubois, / }).click();

  // Issue 26 §1: the decision heads the detail; no « Actions » tab, no « Annuler » on a request, no mailto:.
  const details = page.getByRole('dialog', { name: 'Rendez-vous avec Marie Dubois' });
  await expect(details.getByRole('tab', { name: 'Détails' })).toHaveAttribute('aria-selected', 'true');
  await expect(details.getByRole('tab', { name: 'Actions' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Annuler le rendez-vous' })).toHaveCount(0);
  await expect(details.locator('a[href^="mailto:"]')).toHaveCount(0);
  const request = details.getByRole('region', { name: 'Demande en attente de confirmation' });
  await request.getByRole('button', { name: /^Accepter la demande de Marie Dubois, / }).click();
  await expect(page.getByText('Demande acceptée : nous avons prévenu Marie Dubois')).toBeVisible();
  await expect(details.getByRole('button', { name: /^Accepter/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Confirmed, it has left the pending list and shows among the confirmed ones.
  await expect(marie).toHaveCount(0);
  if (pendingBefore > 1)
    await expect(menuEntry).toContainText(`${pendingBefore - 1} en attente de confirmation`);
  else await expect(menuEntry).not.toContainText('en attente de confirmation');
  await page.getByLabel('Statut').selectOption({ label: 'Confirmés' });
  await expect(marie.getByText('Confirmé', { exact: true })).toBeVisible();

  // A new appointment entered by the professional.
  const client = `Client E2E ${Date.now().toString(36)}`;
  const day = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'Nouveau rendez-vous' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  await expect(form.getByLabel('Durée')).toHaveValue('1h30');
  await expect(form.getByLabel('Lieu')).toHaveValue('Cabinet - Salle 1');
  await form.getByLabel('Client', { exact: true }).fill(client);
  await form.getByLabel('Type de rendez-vous').selectOption('Signature acte');
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Heure').fill('07:30');
  await form.getByRole('button', { name: 'Créer le rendez-vous' }).click();
  await expect(page.getByText('Rendez-vous créé')).toBeVisible();
  await expect(form).toBeHidden();

  // It starts pending.
  await page.getByLabel('Statut').selectOption({ label: 'En attente' });
  const created = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: client }) });
  await expect(created.getByText('En attente')).toBeVisible();
  await expect(created.getByText('Signature acte')).toBeVisible();
});

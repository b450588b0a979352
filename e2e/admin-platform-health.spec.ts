import { signInAsAdmin } from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('the administrator reads « Santé de la plateforme »: outboxes, delivery errors, jobs and this instance', async ({
  page,
}) => {
  const health = page.getByRole('region', { name: 'Santé de la plateforme' });
  await signInAsAdmin(page);

  const outboxes = health.getByRole('table', { name: /Messages en attente d’envoi/ });
  await expect(outboxes.getByRole('row', { name: /E-mails/ })).toBeVisible();
  await expect(outboxes.getByRole('row', { name: /SMS/ })).toBeVisible();
  // The e2e server has no SMTP: e-mails are kept for the tests, nothing fails.
  await expect(health.getByText('Aucune erreur d’envoi récente.')).toBeVisible();

  // The availability refresher runs as soon as the server starts: its success is recorded in the database.
  const jobs = health.getByRole('table', { name: /Dernières exécutions de chaque tâche/ });
  const refresher = jobs.getByRole('row', { name: /Mise à jour des disponibilités/ });
  await expect(refresher).toContainText(/il y a/);
  await expect(jobs.getByRole('row', { name: /Envoi des e-mails/ })).toContainText('Jamais exécutée');

  const instance = health.getByRole('region', { name: 'Cette instance' });
  // On the embedded database no other instance can share it; on PostgreSQL (E2E_DATABASE_URL, scripts/test.mjs)
  // this instance listens for the others' changes.
  await expect(instance).toContainText(process.env.E2E_DATABASE_URL ? 'À l’écoute' : 'Sans objet');
  await health.getByRole('button', { name: 'Actualiser' }).click();
  await expect(health.getByRole('button', { name: 'Actualiser' })).toBeEnabled();

  expect(
    await axeViolations(page, { include: 'section[aria-labelledby="platform-health-heading"]' }),
  ).toEqual([]);
});

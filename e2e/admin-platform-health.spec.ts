import { submitLogin } from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { passSecondFactor, signingInAs } from './support/second-factor';

test('the administrator reads « Santé de la plateforme »: outboxes, delivery errors, jobs and this instance', async ({
  page,
}) => {
  const health = page.getByRole('region', { name: 'Santé de la plateforme' });
  await signingInAs('admin@example.com', async () => {
    await page.goto('/admin');
    await submitLogin(page, 'admin@example.com', 'demo-2025');
    await passSecondFactor(page, 'admin@example.com', () => health);
  });

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
  await expect(instance).toContainText('Sans objet');
  await health.getByRole('button', { name: 'Actualiser' }).click();
  await expect(health.getByRole('button', { name: 'Actualiser' })).toBeEnabled();

  expect(
    await axeViolations(page, { include: 'section[aria-labelledby="platform-health-heading"]' }),
  ).toEqual([]);
});

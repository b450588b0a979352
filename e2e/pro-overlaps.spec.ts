import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { addCivilDays, mondayOf } from '#domain/kernel/time/paris-time.ts';
import { signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

const SOPHIE = 'sophie.martin@example.com';
/** A Thursday this many weeks ahead: far from the dates other specs use. */
const WEEKS_AHEAD = 13;

test('an appointment at 15:30 over a 15:00–16:30 hearing: the hearing is listed, then « Créer quand même »', async ({
  page,
}) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: null });
  const suffix = Date.now().toString(36);
  const hearing = `Audience TJ Paris ${suffix}`;
  const client = `Client Chevauchement ${suffix}`;
  const day = addCivilDays(mondayOf(formatParisDate(new Date())), 7 * WEEKS_AHEAD + 3);
  const created = await page.request.post('/api/pro/events', {
    data: { title: hearing, type: 'audience', date: day, startTime: '15:00', endTime: '16:30' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/pro/dashboard/appointments');
  await page.getByRole('button', { name: 'Nouveau rendez-vous' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  await form.getByLabel('Client', { exact: true }).fill(client);
  await form.getByLabel('Type de rendez-vous').selectOption('Consultation pénale');
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Heure').fill('15:30');
  await form.getByRole('button', { name: 'Créer le rendez-vous' }).click();

  // Nothing is created yet: the hearing is named, and what was typed stays.
  const alert = form
    .getByRole('alert')
    .filter({ hasText: 'chevauche d’autres engagements de votre planning' });
  await expect(alert).toBeFocused();
  await expect(alert.getByRole('listitem')).toHaveText(`Audience tribunal — ${hearing} — 15:00 – 16:30`);
  await expect(form.getByLabel('Client', { exact: true })).toHaveValue(client);
  await expect(form.getByLabel('Heure')).toHaveValue('15:30');

  await alert.getByRole('button', { name: 'Créer quand même' }).click();
  await expect(page.getByText('Rendez-vous créé')).toBeVisible();
  await expect(form).toBeHidden();
  await page.getByLabel('Statut').selectOption({ label: 'En attente' });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: client }) });
  await expect(card.getByText('15:30')).toBeVisible();
});

import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import {
  formatFullDate,
  formatShortDate,
  formatWeekdayDayMonth,
} from '#domain/agenda/planning/calendar-layout.ts';
import { addCivilDays, mondayOf } from '#domain/kernel/time/paris-time.ts';
import { signInAsPro } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

const THOMAS = 'thomas.bernard@example.com';
const SOPHIE = 'sophie.martin@example.com';

/** Wednesday of next week (Paris): inside every demo professional's booking horizon, on an opening day. */
function nextWeekWednesday(): string {
  return addCivilDays(mondayOf(formatParisDate(new Date())), 9);
}

test('Thomas Bernard sees his pending requests in the planning, accepts one and refuses another', async ({
  page,
  baseURL,
}) => {
  await signInAsPro(page, THOMAS, DEMO_PASSWORD, { landOn: null });
  // Requests of its own, so the test does not depend on what other specs did with the seed's request.
  const suffix = Date.now().toString(36);
  const day = addCivilDays(formatParisDate(new Date()), 20);
  const clients = { accepted: `Client Accepté ${suffix}`, refused: `Client Refusé ${suffix}` };
  for (const [name, time] of [
    [clients.accepted, '19:00'],
    [clients.refused, '20:30'],
  ] as const) {
    const response = await page.request.post('/api/pro/appointments', {
      data: {
        client: { name },
        type: 'Consultation pénale',
        date: day,
        time,
        duration: '1h',
        mode: 'office',
      },
      headers: { origin: baseURL ?? '' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto('/pro/dashboard/planning');
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
  const block = page.getByRole('button', { name: /^RDV en attente/ });
  await block.click();
  await expect(block).toHaveAttribute('aria-expanded', 'true');
  const popup = page.getByRole('region', { name: 'Rendez-vous en attente de confirmation' });
  const accepted = popup.getByRole('listitem').filter({ hasText: clients.accepted });
  await expect(accepted.getByText('Consultation pénale')).toBeVisible();
  await expect(accepted.getByText(`${formatShortDate(day)} · 19:00 – 20:00`)).toBeVisible();
  await expect(accepted.getByText('Cabinet - Salle 1')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The planning offers the workspace's one decision (issue 26 §1): the same buttons and neutral toasts as the list.
  await accepted
    .getByRole('button', { name: new RegExp(`^Accepter la demande de ${clients.accepted}, `) })
    .click();
  await expect(page.getByText(new RegExp(`^Demande acceptée\\s:\\s.*${clients.accepted}`))).toBeVisible();
  await expect(accepted).toHaveCount(0);

  const refused = popup.getByRole('listitem').filter({ hasText: clients.refused });
  await refused
    .getByRole('button', { name: new RegExp(`^Refuser la demande de ${clients.refused}, `) })
    .click();
  const refusal = page.getByRole('alertdialog');
  await refusal.getByLabel('Motif du refus (facultatif)').fill('Conflit d’intérêts');
  await refusal.getByRole('button', { name: 'Refuser la demande' }).click();
  await expect(page.getByText(new RegExp(`^Demande refusée\\s:\\s.*${clients.refused}`))).toBeVisible();
  await expect(refused).toHaveCount(0);
});

test('Sophie Martin blocks a day of next week with a leave event; her public profile no longer offers it', async ({
  page,
}) => {
  const day = nextWeekWednesday();
  const dayLabel = formatFullDate(day);
  const daySlots = (region: ReturnType<typeof page.getByRole>) =>
    region.getByRole('button', { name: new RegExp(`^${dayLabel} à \\d{2}:\\d{2} — `) });

  // Before: the public schedule offers slots that day.
  await page.goto('/lawyer/1#horaires');
  await expect(daySlots(page.getByRole('region', { name: 'Horaires' })).first()).toBeVisible();

  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/planning' });
  await expect(page.getByRole('button', { name: 'Semaine', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();

  await page.getByRole('gridcell', { name: `${formatWeekdayDayMonth(day)}, 07:00` }).click();
  const form = page.getByRole('dialog', { name: 'Nouvel événement' });
  await expect(form.getByLabel('Date')).toHaveValue(day);
  await expect(form.getByLabel('Heure de début')).toHaveValue('07:00');
  await expect(form.getByLabel('Heure de fin')).toHaveValue('08:00');

  // The seed's messages, cleared once the field is edited.
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Le titre est requis')).toBeVisible();
  await form.getByLabel('Titre').fill('Congé E2E');
  await expect(form.getByText('Le titre est requis')).toHaveCount(0);

  await form.getByLabel('Type').selectOption({ label: 'Congé/Indisponibilité' });
  await expect(form.getByLabel('Client')).toHaveCount(0);
  await form.getByLabel('Heure de début').fill('00:00');
  await form.getByLabel('Heure de fin').fill('23:59');
  await form.getByRole('button', { name: 'Créer' }).click();
  // Another test may have booked Sophie that day: the leave then lists it first (issue 15 §2).
  const created = page.getByText('Événement créé');
  const createAnyway = form.getByRole('button', { name: 'Créer quand même' });
  await expect(created.or(createAnyway)).toBeVisible();
  if (await createAnyway.isVisible()) await createAnyway.click();
  await expect(created).toBeVisible();
  await expect(page.getByText('Le nouvel événement a été ajouté avec succès.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: /^Congé E2E, 00:00 – 23:59/ })).toBeVisible();

  // After: the day's slots are gone from the public profile; other days remain.
  await page.goto('/lawyer/1#horaires');
  const schedule = page.getByRole('region', { name: 'Horaires' });
  await expect(
    schedule.getByRole('button', { name: /^\p{L}+ \d{1,2}(er)? \p{L}+ \d{4} à \d{2}:\d{2} — /u }).first(),
  ).toBeVisible();
  await expect(daySlots(schedule)).toHaveCount(0);

  // Deleting the event gives the day back.
  await page.goto('/pro/dashboard/planning');
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await page.getByRole('button', { name: /^Congé E2E, 00:00 – 23:59/ }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'événement" });
  await expect(edit.getByLabel('Titre')).toHaveValue('Congé E2E');
  await edit.getByRole('button', { name: 'Supprimer' }).click();
  // Issue 15 §3: a deletion is confirmed first.
  const confirm = page.getByRole('alertdialog', { name: "Supprimer l'événement" });
  await expect(confirm).toContainText(
    'Supprimer «\u00a0Congé E2E\u00a0» de votre planning\u202f? Cette action est irréversible.',
  );
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Événement supprimé')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Congé E2E/ })).toHaveCount(0);
  await page.goto('/lawyer/1#horaires');
  await expect(daySlots(page.getByRole('region', { name: 'Horaires' })).first()).toBeVisible();
});

test('the planning has no WCAG 2 A/AA violation found by axe in its views and its form', async ({ page }) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/planning' });
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Mois', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Mois', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Nouvel événement', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Nouvel événement' });
  await form.getByRole('button', { name: 'Options avancées' }).click();
  await expect(form.getByLabel('Statut')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Configurer mes disponibilités' }).click();
  const availability = page.getByRole('dialog', { name: 'Configurer mes disponibilités' });
  await expect(availability.getByRole('switch', { name: 'Confirmation automatique' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { addCivilDays, mondayOf } from '#domain/kernel/time/paris-time.ts';
import { signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

const SOPHIE = 'sophie.martin@example.com';
/** Weeks ahead of the current one: far from the dates other specs use. */
const WEEKS_AHEAD = 11;

test('a weekly event: one occurrence moves alone, then « cet événement et les suivants » is deleted after a confirmation', async ({
  page,
}) => {
  const title = `Point hebdo ${Date.now().toString(36)}`;
  // Tuesday, WEEKS_AHEAD weeks from now; a consultation, so public slots do not change for other specs.
  const first = addCivilDays(mondayOf(formatParisDate(new Date())), 7 * WEEKS_AHEAD + 1);
  const occurrence = (time: string) => page.getByRole('button', { name: new RegExp(`^${title}, ${time}`) });

  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/planning' });
  await page.getByRole('button', { name: 'Nouvel événement', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Nouvel événement' });
  await form.getByLabel('Titre').fill(title);
  await form.getByLabel('Date', { exact: true }).fill(first);
  await form.getByLabel('Heure de début').fill('07:00');
  await form.getByLabel('Heure de fin').fill('08:00');
  await form.getByLabel('Répétition').selectOption({ label: 'Toutes les semaines' });
  await form.getByLabel('Fin', { exact: true }).selectOption({ label: 'Après… occurrences' });
  await form.getByLabel("Nombre d'occurrences").fill('4');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Événement créé')).toBeVisible();
  await expect(form).toBeHidden();

  const next = page.getByRole('button', { name: 'Suivant', exact: true });
  const previous = page.getByRole('button', { name: 'Précédent', exact: true });
  // Issue 26 §1: after « Créer » the planning shows the new event's week, its first occurrence focused.
  await expect(occurrence('07:00 – 08:00')).toBeFocused();

  // « Cet événement »: this occurrence moves to 09:00.
  await occurrence('07:00 – 08:00').click();
  const ask = page.getByRole('alertdialog', { name: "Modifier l'événement récurrent" });
  await expect(ask.getByRole('radio', { name: 'Cet événement', exact: true })).toBeChecked();
  await ask.getByRole('button', { name: 'Continuer' }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'événement" });
  await expect(edit.getByText('Seule cette occurrence de la série sera modifiée.')).toBeVisible();
  await edit.getByLabel('Heure de début').fill('09:00');
  await edit.getByLabel('Heure de fin').fill('10:00');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Événement modifié')).toBeVisible();
  await expect(occurrence('09:00 – 10:00')).toBeVisible();
  await expect(occurrence('07:00 – 08:00')).toHaveCount(0);

  // The next weeks are untouched.
  await next.click();
  await expect(occurrence('07:00 – 08:00')).toBeVisible();

  // « Cet événement et les suivants » from the second week, confirmed.
  await occurrence('07:00 – 08:00').click();
  await page
    .getByRole('alertdialog', { name: "Modifier l'événement récurrent" })
    .getByRole('radio', {
      name: 'Cet événement et les suivants',
    })
    .check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page
    .getByRole('dialog', { name: "Modifier l'événement" })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: "Supprimer l'événement récurrent" });
  await expect(confirm).toContainText('Cette action est irréversible.');
  await expect(confirm.getByRole('radio', { name: 'Cet événement et les suivants' })).toBeChecked();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Événement supprimé')).toBeVisible();
  await expect(occurrence('07:00')).toHaveCount(0);
  await next.click();
  await expect(page.getByRole('button', { name: 'Nouvel événement', exact: true })).toBeVisible();
  await expect(occurrence('07:00')).toHaveCount(0);

  // The first week keeps its moved occurrence.
  await previous.click();
  await previous.click();
  await expect(occurrence('09:00 – 10:00')).toBeVisible();
});

import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { addCivilDays, mondayOf } from '#domain/kernel/time/paris-time.ts';
import { signInAsPro } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

test('Sophie Martin asks why a time of her planning is not offered and reads the event that blocks it', async ({
  page,
  baseURL,
}) => {
  await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD, { landOn: null });
  // An event of its own, so the answer does not depend on what other specs did with the seed.
  const title = `Audience ${Date.now().toString(36)}`;
  const day = addCivilDays(mondayOf(formatParisDate(new Date())), 9);
  const created = await page.request.post('/api/pro/events', {
    // Other specs use that day too: over their events, the answer still names this one.
    data: { title, type: 'audience', date: day, startTime: '10:00', endTime: '11:00', confirmOverlaps: true },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/pro/dashboard/planning');
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Pourquoi ce créneau n’est-il pas disponible\u202f?' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Pourquoi ce créneau n’est-il pas disponible\u202f?' });
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('Heure').fill('10:15');
  await dialog.getByRole('button', { name: 'Voir pourquoi' }).click();
  await expect(
    dialog
      .getByRole('listitem')
      .filter({ hasText: `«\u00a0${title}\u00a0» de votre planning de 10:00 à 11:00` }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

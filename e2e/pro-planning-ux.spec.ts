import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import {
  formatFullDate,
  formatWeekdayDayMonth,
  formatWeekRange,
} from '#domain/agenda/planning/calendar-layout.ts';
import { addCivilDays, mondayOf } from '#domain/kernel/time/paris-time.ts';
import { signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

const SOPHIE = 'sophie.martin@example.com';

/** Issue 26 §1: the planning and the workspace's dialogs, on a phone and on a desktop. */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  const phone = viewport.width <= 640;
  test.describe(`the planning at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('names the client in each block, keeps its help behind « ? », and opens on the day on a phone', async ({
      page,
      baseURL,
    }) => {
      await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: null });
      const today = formatParisDate(new Date());
      // Tomorrow, late: always ahead of the clock whenever the suite runs, and clear of the hours other specs use.
      const tomorrow = addCivilDays(today, 1);
      const client = `Client ${phone ? 'Mobile' : 'Bureau'} ${Date.now().toString(36)}`;
      const response = await page.request.post('/api/pro/appointments', {
        data: {
          client: { name: client },
          type: 'Consultation divorce',
          date: tomorrow,
          time: phone ? '23:00' : '23:30',
          duration: '30min',
          mode: 'office',
          confirmOverlaps: true,
        },
        headers: { origin: baseURL ?? '' },
      });
      expect(response.status(), await response.text()).toBe(201);

      await page.goto('/pro/dashboard/planning');
      // Its heading is not in capitals.
      const heading = page.getByRole('heading', { level: 1, name: 'Planning' });
      await expect(heading).toHaveText('Planning');
      await expect(heading).not.toHaveCSS('text-transform', 'uppercase');
      await expect(
        page.getByRole('button', { name: phone ? 'Jour' : 'Semaine', pressed: true }),
      ).toBeVisible();
      const grid = page.getByRole('grid', { name: /^Planning\s: / });
      await expect(grid.getByRole('columnheader')).toHaveCount(phone ? 2 : 8);
      await expect(
        grid.getByRole('gridcell', { name: new RegExp(`^${formatWeekdayDayMonth(today)}, 09:00`) }),
      ).toBeAttached();

      // The block says who, then why: one step ahead on a phone's day, or to next week on a Sunday.
      if (phone || mondayOf(tomorrow) !== mondayOf(today)) {
        await page.getByRole('button', { name: 'Suivant', exact: true }).click();
      }
      const block = page.getByText(`${client} · Consultation divorce`, { exact: true });
      await block.scrollIntoViewIfNeeded();
      await expect(block).toBeVisible();

      // The help is behind « ? », and still describes the grid to a screen reader.
      await expect(page.getByText(/^Cliquez sur un créneau libre/)).toBeHidden();
      await expect(grid).toHaveAccessibleDescription(/^Au clavier\u00a0: dans la grille/);
      await page.getByRole('button', { name: 'Aide du planning' }).click();
      const help = page.getByRole('dialog', { name: 'Aide du planning' });
      await expect(help.getByText(/^Cliquez sur un créneau libre/)).toBeVisible();
      await help.getByRole('button', { name: 'Fermer' }).click();
      await expect(help).toBeHidden();
    });

    test('the event form: « Fermer » (and « Retour » full screen on a phone), today’s courts, then the new event selected', async ({
      page,
    }) => {
      await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/planning' });
      const opener = page.getByRole('button', { name: 'Nouvel événement', exact: true });
      await opener.click();
      const form = page.getByRole('dialog', { name: 'Nouvel événement' });
      await expect(form.getByRole('button', { name: 'Fermer' })).toBeVisible();
      const back = form.getByRole('button', { name: 'Retour' });
      if (phone) {
        await expect(back).toBeVisible();
        const box = await form.boundingBox();
        expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
        const arrow = await back.boundingBox();
        expect(arrow?.x).toBeLessThan(20);
        expect(arrow?.y).toBeLessThan(20);
        await back.click();
      } else {
        await expect(back).toBeHidden();
        await form.getByRole('button', { name: 'Fermer' }).click();
      }
      await expect(form).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      const place = form.getByLabel('Lieu');
      const places = await place.getByRole('option').allTextContents();
      expect(places).toEqual(
        expect.arrayContaining([
          'Tribunal judiciaire',
          'Tribunal de proximité',
          'Conseil de prud’hommes',
          'Tribunal de commerce',
          'Tribunal administratif',
          'Cour d’appel',
          'Cour administrative d’appel',
          'Cour de cassation',
          'Conseil d’État',
          'Juge aux affaires familiales',
          'Autre lieu…',
        ]),
      );
      expect(places).not.toContain('Tribunal de grande instance');
      // The mode is asked once: no remote « place », and none at all for a video event.
      expect(places).not.toContain('Visioconférence');
      await form.getByLabel('Mode').selectOption({ label: 'Visioconférence' });
      await expect(form.getByLabel('Lieu')).toHaveCount(0);
      await form.getByLabel('Mode').selectOption({ label: 'En personne' });

      // A hearing three weeks ahead: the planning goes there and selects it.
      const title = `Audience ${viewport.width} ${Date.now().toString(36)}`;
      const day = addCivilDays(formatParisDate(new Date()), phone ? 22 : 23);
      await form.getByLabel('Titre').fill(title);
      await form.getByLabel('Type').selectOption({ label: 'Audience tribunal' });
      await form.getByLabel('Date', { exact: true }).fill(day);
      await form.getByLabel('Heure de début').fill('18:00');
      await form.getByLabel('Heure de fin').fill('19:00');
      await form.getByLabel('Lieu').selectOption({ label: 'Cour d’appel' });
      await form.getByRole('button', { name: 'Créer', exact: true }).click();
      const createAnyway = form.getByRole('button', { name: 'Créer quand même' });
      const created = page.getByText('Événement créé');
      await expect(created.or(createAnyway)).toBeVisible();
      if (await createAnyway.isVisible()) await createAnyway.click();
      await expect(created).toBeVisible();
      await expect(form).toBeHidden();
      const event = page.getByRole('button', { name: new RegExp(`^${title}, 18:00 – 19:00`) });
      await expect(event).toBeFocused();
      await expect(event).toBeInViewport();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(
        phone ? formatFullDate(day) : formatWeekRange(day),
      );

      // Opened again: the court is kept.
      await event.click();
      const edit = page.getByRole('dialog', { name: "Modifier l'événement" });
      await expect(edit.getByLabel('Lieu')).toHaveValue('Cour d’appel');
      await edit.getByRole('button', { name: 'Fermer' }).click();
      await expect(edit).toBeHidden();
      await expect(event).toBeFocused();
    });

    test('the appointment details dialog has « Fermer », full screen on a phone', async ({ page }) => {
      await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/appointments' });
      const opener = page.getByRole('button', { name: /Voir les détails/ }).first();
      await opener.click();
      const dialog = page.getByRole('dialog', { name: /^Rendez-vous avec / });
      await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeVisible();
      if (phone) {
        await expect(dialog.getByRole('button', { name: 'Retour' })).toBeVisible();
        expect((await dialog.boundingBox())?.width).toBe(viewport.width);
      }
      await dialog.getByRole('button', { name: phone ? 'Retour' : 'Fermer' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}

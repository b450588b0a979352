import type { Locator, Page } from '@playwright/test';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { addCivilDays, mondayOf } from '#domain/kernel/time/paris-time.ts';
import { signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

/** Issue 31: the RGAA 4.1 criteria of the workspace (7.1, 8.6, 11.9, 3.1, and the planning at 320 px). */
const SOPHIE = 'sophie.martin@example.com';

const WORKSPACE_PAGES = [
  '/pro/dashboard',
  '/pro/dashboard/planning',
  '/pro/dashboard/agendas',
  '/pro/dashboard/appointments',
  '/pro/dashboard/cases',
  '/pro/dashboard/contacts',
  '/pro/dashboard/messages',
  '/pro/dashboard/payments',
  '/pro/dashboard/profile',
  '/pro/dashboard/cabinet',
  '/pro/dashboard/journal-acces',
  '/pro/dashboard/video',
  '/pro/dashboard/compte',
  '/pro/dashboard/reclamations',
  '/pro/dashboard/notifications',
  '/pro/dashboard/notifications/parametres',
];

/** A client appointment of Sophie's, created through the workspace's API; its id. */
async function createAppointment(
  page: Page,
  baseURL: string | undefined,
  data: { client: string; date: string; time: string; mode: 'office' | 'video' },
): Promise<number> {
  const response = await page.request.post('/api/pro/appointments', {
    data: {
      client: { name: data.client },
      type: 'Consultation divorce',
      date: data.date,
      time: data.time,
      duration: '30min',
      mode: data.mode,
      confirmOverlaps: true,
    },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { appointment: { id: number } }).appointment.id;
}

/** What has the focus: 'body' when nothing does. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim()}`;
  });
}

/** Opens a dialog from its opener by the keyboard, checks its « Fermer », closes it and finds the focus back. */
async function openAndClose(
  page: Page,
  opener: Locator,
  dialogName: string | RegExp,
  close: 'Escape' | 'Fermer',
) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  const fermer = dialog.getByRole('button', { name: 'Fermer', exact: true });
  await expect(fermer).toBeVisible();
  if (close === 'Escape') await page.keyboard.press('Escape');
  else {
    await fermer.focus();
    await page.keyboard.press('Enter');
  }
  await expect(dialog).toBeHidden();
  await expect(opener, `focus after closing «\u00a0${dialogName}\u00a0»`).toBeFocused();
}

test('8.6: every workspace page has a title of its own, the home « Tableau de bord »', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: null });
  const titles: string[] = [];
  for (const path of WORKSPACE_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The title is set once the page's data says what it is (a lawyer's name, a count).
    await expect.poll(() => page.title()).not.toBe('JurisRDV');
    titles.push(await page.title());
  }
  expect(titles[0]).toBe('Tableau de bord | JurisRDV');
  expect(titles.filter((title) => /Bonjour/.test(title))).toEqual([]);
  expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  await page.goto('/pro/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
    /^Tableau de bord – Bonjour, Sophie$/,
  );
});

test('11.9: each « Voir les détails » and « Voir les notes » names its appointment', async ({
  page,
  baseURL,
}) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: null });
  const suffix = Date.now().toString(36);
  const day = addCivilDays(formatParisDate(new Date()), 30 + (Date.now() % 40));
  // Two video consultations: the video page draws a card for each.
  await createAppointment(page, baseURL, {
    client: `Visio Un ${suffix}`,
    date: day,
    time: '21:00',
    mode: 'video',
  });
  await createAppointment(page, baseURL, {
    client: `Visio Deux ${suffix}`,
    date: day,
    time: '21:30',
    mode: 'video',
  });
  for (const path of ['/pro/dashboard', '/pro/dashboard/appointments', '/pro/dashboard/video']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.endsWith('/video')) {
      await expect(page.getByRole('listitem', { name: `Visio Deux ${suffix}` })).toBeVisible();
    } else if (path.endsWith('/appointments')) {
      await expect(page.getByRole('button', { name: /^Voir les détails/ }).first()).toBeVisible();
    }
    const names = await page
      .getByRole('main')
      .getByRole('button', { name: /^Voir les (détails|notes)/ })
      .or(page.getByRole('main').getByRole('link', { name: /^Voir les (détails|notes)/ }))
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''),
      );
    if (path.endsWith('/video')) expect(names.length, path).toBeGreaterThanOrEqual(2);
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
      `${path}: ${names.join(' | ')}`,
    ).toEqual([]);
    for (const name of names)
      expect(name).toMatch(/^Voir les (détails|notes) d[eu] (la demande|rendez-vous) /);
  }
});

test('3.1: each planning block writes its type and state, is reached by Tab and opens its details with Enter', async ({
  page,
  baseURL,
}) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: null });
  const today = formatParisDate(new Date());
  const tomorrow = addCivilDays(today, 1);
  const client = `Client Planning ${Date.now().toString(36)}`;
  const appointmentId = await createAppointment(page, baseURL, {
    client,
    date: tomorrow,
    time: '22:30',
    mode: 'office',
  });
  const accepted = await page.request.post(`/api/pro/appointments/${appointmentId}/accept`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const title = `Réunion ${Date.now().toString(36)}`;
  const event = await page.request.post('/api/pro/events', {
    data: {
      title,
      type: 'reunion',
      status: 'pending',
      date: tomorrow,
      startTime: '21:00',
      endTime: '22:00',
      confirmOverlaps: true,
    },
    headers: { origin: baseURL ?? '' },
  });
  expect(event.status(), await event.text()).toBe(201);

  await page.goto('/pro/dashboard/planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  if (mondayOf(tomorrow) !== mondayOf(today)) await page.getByRole('button', { name: 'Suivant' }).click();

  // A confirmed appointment: a button, its name and its text saying type and state.
  const block = page.getByRole('button', {
    name: `${client} · Consultation divorce, 22:30 – 23:00, Consultation client, Confirmé`,
    exact: true,
  });
  await expect(block).toContainText('Consultation client · Confirmé');
  // « En attente » is written, not only drawn in red.
  const pending = page.getByRole('button', {
    name: `${title}, 21:00 – 22:00, Réunion interne, En attente`,
    exact: true,
  });
  await expect(pending).toContainText('Réunion interne · En attente');
  // No block is left as a mouse-only box whose text is in a `title`.
  await expect(page.getByRole('main').locator('div[title]')).toHaveCount(0);

  // Tab from the grid reaches it.
  await page
    .getByRole('grid', { name: /^Planning\s: / })
    .getByRole('gridcell')
    .first()
    .focus();
  await page.keyboard.press('Tab');
  for (let index = 0; index < 80; index += 1) {
    if (await block.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(block).toBeFocused();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: `Rendez-vous avec ${client}` });
  await expect(details).toBeVisible();
  await expect(details.getByRole('button', { name: 'Fermer', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(block).toBeFocused();
});

test('7.1: the workspace dialogs have « Fermer » and give the focus back to what opened them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/appointments' });
  const details = page.getByRole('button', { name: /^Voir les détails du rendez-vous avec / }).first();
  await openAndClose(page, details, /^Rendez-vous avec /, 'Escape');
  await openAndClose(page, details, /^Rendez-vous avec /, 'Fermer');
  await openAndClose(
    page,
    page.getByRole('button', { name: 'Nouveau rendez-vous' }),
    'Nouveau rendez-vous',
    'Escape',
  );

  await page.goto('/pro/dashboard/planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  await openAndClose(
    page,
    page.getByRole('button', { name: 'Nouvel événement' }),
    'Nouvel événement',
    'Escape',
  );
  await openAndClose(
    page,
    page.getByRole('button', { name: 'Configurer mes disponibilités' }),
    /disponibilités/,
    'Fermer',
  );

  await page.goto('/pro/dashboard/cases');
  await openAndClose(page, page.getByRole('button', { name: 'Nouveau dossier' }), /dossier/i, 'Escape');
  await page.goto('/pro/dashboard/contacts');
  await openAndClose(page, page.getByRole('button', { name: 'Nouveau contact' }), /contact/i, 'Fermer');
  await page.goto('/pro/dashboard/payments');
  await openAndClose(page, page.getByRole('button', { name: 'Nouvelle facture' }), /facture/i, 'Escape');

  // Opened by a link from elsewhere (a notification, the home): its opener is gone, the focus stays on the page.
  const id = await createAppointment(page, baseURL, {
    client: `Client Lien ${Date.now().toString(36)}`,
    date: addCivilDays(formatParisDate(new Date()), 2),
    time: '22:30',
    mode: 'office',
  });
  await page.goto(`/pro/dashboard/appointments?rdv=${id}`);
  const linked = page.getByRole('dialog', { name: /^Rendez-vous avec Client Lien / });
  await expect(linked.getByRole('button', { name: 'Fermer', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(linked).toBeHidden();
  await expect.poll(() => focused(page)).not.toBe('body');

  // A request refused from its card leaves the list with its opener: the focus goes to the page's heading.
  const caller = `Client Refus ${Date.now().toString(36)}`;
  await createAppointment(page, baseURL, {
    client: caller,
    date: addCivilDays(formatParisDate(new Date()), 3),
    time: '22:30',
    mode: 'office',
  });
  await page.goto('/pro/dashboard/appointments');
  const refuse = page.getByRole('button', { name: new RegExp(`^Refuser la demande de ${caller}`) });
  await refuse.focus();
  await page.keyboard.press('Enter');
  const refusal = page.getByRole('alertdialog', { name: `Refuser la demande de ${caller}` });
  await refusal.getByRole('button', { name: 'Refuser la demande' }).click();
  await expect(refusal).toBeHidden();
  await expect(refuse).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes rendez-vous' })).toBeFocused();
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('the planning reflows: nothing of it goes past the screen’s width', async ({ page }) => {
    await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/planning' });
    await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
    // The grid's cells are gridcells by the table's role alone (the validator refuses an explicit one, RGAA 8.2).
    await expect(page.getByRole('grid').first().getByRole('gridcell').first()).toBeAttached();
    for (const view of ['Jour', 'Semaine', 'Mois']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      await expect(page.getByRole('button', { name: view, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The planning itself (its <main>): nothing of it past the screen's edge.
      const overflow = await page.getByRole('main').evaluate((main) => ({
        scroll: main.scrollWidth - main.clientWidth,
        beyond: [...main.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 30)}`)
          .slice(0, 5),
      }));
      expect(overflow, view).toEqual({ scroll: 0, beyond: [] });
      // And the whole page, its top bar with the timer included, does not scroll sideways.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        view,
      ).toBe(0);
    }
  });
});

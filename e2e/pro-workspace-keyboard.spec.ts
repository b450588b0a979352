import type { Locator, Page } from '@playwright/test';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { formatWeekdayDayMonth } from '#domain/agenda/planning/calendar-layout.ts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { nextCodeFor } from './support/second-factor';

const SOPHIE = 'sophie.martin@example.com';

/** What has the focus, in words: 'body' when nothing does. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()} ${name}`;
  });
}

/** Every key the journey presses, counted; typed text is counted apart (it is the content, not the way). */
class Keys {
  pressed = 0;
  typed = 0;
  constructor(private readonly page: Page) {}

  async press(key: string, times = 1) {
    for (let index = 0; index < times; index += 1) {
      await this.page.keyboard.press(key);
      this.pressed += 1;
    }
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
    this.typed += text.length;
  }

  /** Tab (Shift+Tab when the target is behind) until the target has the focus, as a user would. */
  async tabTo(target: Locator, max = 40) {
    await expect(target).toBeVisible();
    const backwards = await target.evaluate((element) => {
      const current = document.activeElement;
      if (!current || current === document.body) return false;
      return (current.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
    });
    for (let index = 0; index < max; index += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    await expect(target).toBeFocused();
  }
}

test('a professional signs in, reaches the planning, creates an event and runs the timer with the keyboard only', async ({
  page,
}) => {
  // Long: a whole journey with an axe audit at each state.
  test.setTimeout(240_000);
  const keys = new Keys(page);
  const budget: Record<string, { keys: number; max: number }> = {};
  const spent = (step: string, since: number, max: number) => {
    budget[step] = { keys: keys.pressed - since, max };
  };
  // After every action the focus is somewhere meaningful, never on the page body.
  const focusKept = (step: string) =>
    expect.poll(() => focused(page), { message: `focus after ${step}` }).not.toBe('body');

  // Sign-in.
  await page.goto('/pro/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Espace professionnel' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  let since = keys.pressed;
  await keys.tabTo(page.getByLabel('E-mail'));
  await keys.type(SOPHIE);
  await keys.tabTo(page.getByLabel('Mot de passe', { exact: true }));
  await keys.type(DEMO_PASSWORD);
  await keys.press('Enter');
  const home = page.getByRole('heading', { level: 1, name: 'Bonjour, Sophie' });
  const codeStep = page.getByLabel('Code de vérification');
  await expect(home.or(codeStep)).toBeVisible({ timeout: 15_000 });
  if (await codeStep.isVisible()) {
    // A second factor enrolled by another spec of the run: its code, typed, then Enter.
    await expect(codeStep).toBeFocused();
    await keys.type(await nextCodeFor(SOPHIE));
    await keys.press('Enter');
  }
  await expect(home).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/pro\/dashboard$/);
  spent('sign-in', since, 12);
  // Moved to the home's <h1> by the app's focus on route changes (web/app/route-focus.tsx, ADR 0035).
  await expect(page.locator('body'), 'focus after the sign-in').not.toBeFocused();
  // What there is to do loaded before axe reads the home.
  await expect(
    page.getByRole('region', { name: 'À traiter', exact: true }).getByText('Chargement…'),
  ).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // A fresh load of the workspace (F5): « Aller au contenu » is the first Tab stop.
  await page.reload();
  await expect(home).toBeVisible();
  since = keys.pressed;
  await keys.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  // Shown once focused (no longer the 1 px of a visually hidden link).
  await expect(skip).toBeInViewport();
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  await keys.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  spent('skip link', since, 2);

  // The planning, from the menu.
  since = keys.pressed;
  await keys.tabTo(
    page.getByRole('navigation', { name: 'Espace professionnel' }).getByRole('link', { name: 'Planning' }),
  );
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  await expect(page).toHaveURL(/\/pro\/dashboard\/planning$/);
  await focusKept('opening the planning');
  spent('menu to the planning', since, 25);
  const grid = page.getByRole('grid', { name: /^Planning\s: / });
  await expect(grid).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // From the content's start to the grid: one Tab stop for the mini-calendar, one for the grid.
  await page.reload();
  await expect(grid).toBeVisible();
  since = keys.pressed;
  await keys.press('Tab');
  await expect(skip).toBeFocused();
  await keys.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  const today = formatParisDate(new Date());
  const dayName = formatWeekdayDayMonth(today);
  // The demo may have an appointment at 09:00 today: the cell's name then goes on with it.
  await keys.tabTo(grid.getByRole('gridcell', { name: new RegExp(`^${dayName}, 09:00`) }));
  // An associate of a firm with colleagues passes « Agendas affichés » on the way: one stop per lawyer.
  const agendaStops = await page
    .getByRole('group', { name: 'Agendas affichés' })
    .getByRole('checkbox')
    .count();
  spent('page start to the grid', since, 30 + agendaStops);

  // An event at 19:00 today, extended to two hours, then created: the hour chosen by the arrows.
  since = keys.pressed;
  await keys.press('PageDown'); // 17:00
  await keys.press('ArrowDown', 2); // 19:00
  await expect(grid.getByRole('gridcell', { name: `${dayName}, 19:00`, exact: true })).toBeFocused();
  await keys.press('Shift+ArrowDown');
  await expect(grid.getByRole('gridcell', { name: `${dayName}, 20:00`, exact: true })).toBeFocused();
  await expect(grid.getByRole('gridcell', { name: `${dayName}, 20:00`, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(/^Nouveau créneau\s: .*, 19:00 – 21:00$/)).toBeAttached();
  await keys.press('Enter');
  const form = page.getByRole('dialog', { name: 'Nouvel événement' });
  await expect(form.getByLabel('Date')).toHaveValue(today);
  await expect(form.getByLabel('Heure de début')).toHaveValue('19:00');
  await expect(form.getByLabel('Heure de fin')).toHaveValue('21:00');
  await expect(form.getByLabel('Titre')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  const title = `Clavier ${Date.now().toString(36)}`;
  await keys.type(title);
  await keys.press('Enter');
  await expect(page.getByText('Événement créé')).toBeVisible();
  await expect(form).toBeHidden();
  // Issue 26 §1: on the new event itself, drawn and read with its hours; its hours read it in the grid.
  const created = page.getByRole('button', { name: new RegExp(`^${title}, 19:00 – 21:00`) });
  await expect(created).toBeFocused();
  await expect(grid.getByRole('gridcell', { name: `${dayName}, 20:00\u00a0: ${title}` })).toBeAttached();
  spent('event at a chosen hour', since, 8);
  // Drawn over the two hours chosen, in today's column (the events lie on a layer above the grid).
  const box = await created.boundingBox();
  const first = await grid.getByRole('gridcell', { name: new RegExp(`^${dayName}, 19:00`) }).boundingBox();
  const last = await grid.getByRole('gridcell', { name: new RegExp(`^${dayName}, 20:00`) }).boundingBox();
  if (!box || !first || !last) throw new Error('the event or its hours are not drawn');
  expect(Math.abs(box.y - first.y)).toBeLessThanOrEqual(2);
  expect(Math.abs(box.y + box.height - (last.y + last.height))).toBeLessThanOrEqual(2);
  expect(box.x).toBeGreaterThanOrEqual(first.x);
  expect(box.x + box.width).toBeLessThanOrEqual(first.x + first.width);
  expect(await axeViolations(page)).toEqual([]);
  // The event is a Tab stop of its own (after the grid, with the other events of the week): it kept the focus.
  await expect(created).toBeFocused();

  // The work timer, in the workspace's top bar.
  since = keys.pressed;
  const timer = page.getByRole('button', { name: /^Minuteur de travail\s: \d{2}:\d{2}/ });
  await keys.tabTo(timer, 60);
  await expect(timer).toHaveAccessibleName('Minuteur de travail\u00a0: 00:00');
  await keys.press('Enter');
  const task = page.getByLabel('Tâche');
  await expect(task).toBeFocused();
  await keys.type('Relecture au clavier');
  await keys.tabTo(page.getByRole('button', { name: 'Démarrer' }));
  await keys.press('Enter');
  const pause = page.getByRole('button', { name: 'Pause' });
  await expect(pause).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  // A session needs a second at least: the time the user sees moving.
  await expect(timer).not.toHaveAccessibleName('Minuteur de travail\u00a0: 00:00');
  await keys.tabTo(page.getByRole('button', { name: 'Arrêter' }));
  await keys.press('Enter');
  await expect(page.getByText('Session de travail enregistrée')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Arrêter' })).toBeDisabled();
  await expect(task).toBeFocused();
  await focusKept('stopping the timer');
  expect(await axeViolations(page)).toEqual([]);
  await keys.press('Escape');
  await expect(timer).toBeFocused();
  await expect(timer).toHaveAccessibleName('Minuteur de travail\u00a0: 00:00');
  spent('timer', since, 45);

  console.log(
    `Keyboard budget (keys pressed, typed text apart: ${keys.typed} characters):\n${Object.entries(budget)
      .map(([step, { keys: used, max }]) => `  ${step}: ${used} keys (budget ${max})`)
      .join('\n')}\n  total: ${keys.pressed} keys`,
  );
  for (const [step, { keys: used, max }] of Object.entries(budget)) {
    expect(used, `keys for ${step}`).toBeLessThanOrEqual(max);
  }
});

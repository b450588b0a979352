import type { APIRequestContext, Page } from '@playwright/test';
import { JOIN_WAITING_LIST_LABEL } from '#web/features/appointments/waiting-list/waiting-list-format.ts';
import { newContextWithConsent, signInAsPro, submitLogin } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { linkIn, waitForEmail } from './support/outbox';

const PROFESSIONAL_ID = 2;
const PROFESSIONAL_NAME = 'Maître Thomas Bernard';
const CLIENT = 'emma.laurent@example.com';
const DAY = 86_400_000;

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
const PARIS_WEEKDAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'short' });

/** The Paris civil date `days` after today, and whether it is a weekday (the demo's opening days). */
function parisDay(days: number): { date: string; weekday: boolean } {
  const instant = new Date(Date.now() + days * DAY);
  return {
    date: PARIS_DAY.format(instant),
    weekday: !['Sat', 'Sun'].includes(PARIS_WEEKDAY.format(instant)),
  };
}

/**
 * A whole-day « Congé » in the professional's planning, through the API with their session; confirmed over
 * the appointments it may overlap (issue 15 §2), as the professional would with « Créer quand même ».
 */
async function blockDay(request: APIRequestContext, date: string): Promise<number> {
  const response = await request.post('/api/pro/events', {
    data: {
      title: 'Congé',
      type: 'conge',
      date,
      startTime: '00:00',
      endTime: '23:59',
      confirmOverlaps: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { event: { id: number } }).event.id;
}

function bookingDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Prendre rendez-vous' });
}

test('a client waits for an earlier slot, is e-mailed when one frees up, and books it from the link', async ({
  page,
  browser,
}) => {
  // The professional takes ten days off: their first free slot is now more than a week away.
  const proContext = await newContextWithConsent(browser);
  const pro = await proContext.newPage();
  await signInAsPro(pro, 'thomas.bernard@example.com', DEMO_PASSWORD, { landOn: null });
  const days = Array.from({ length: 10 }, (_, index) => parisDay(index));
  const events = new Map<string, number>();
  for (const day of days) events.set(day.date, await blockDay(pro.request, day.date));

  // Signed out, the visitor finds « Me prévenir… » on the profile: asked to sign in, then back on the profile.
  await page.goto(`/lawyer/${PROFESSIONAL_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: PROFESSIONAL_NAME })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prochaine disponibilité lointaine' })).toBeVisible();
  await page.getByRole('button', { name: JOIN_WAITING_LIST_LABEL }).click();
  await expect(page).toHaveURL(/\/login\?retour=/);
  await submitLogin(page, CLIENT, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/lawyer/${PROFESSIONAL_ID}$`));
  await page.getByRole('button', { name: JOIN_WAITING_LIST_LABEL }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Vous êtes sur la liste d’attente' }),
  ).toBeVisible();

  // The client space lists it.
  await page.goto('/dashboard?onglet=listes-attente');
  await expect(page.getByRole('link', { name: PROFESSIONAL_NAME })).toBeVisible();

  // The professional comes back on a weekday earlier than that: its times are freed.
  const back = days.slice(2).find((day) => day.weekday);
  if (!back) throw new Error('no weekday among the days off');
  const deleted = await pro.request.delete(`/api/pro/events/${events.get(back.date)}`);
  expect(deleted.status()).toBeLessThan(300);

  // The client is e-mailed; the link opens the booking on that slot in one click.
  const email = await waitForEmail(
    page.request,
    CLIENT,
    /^Un créneau s'est libéré chez Maître Thomas Bernard$/,
  );
  const link = linkIn(email);
  expect(link).toContain(`/lawyer/${PROFESSIONAL_ID}?creneau=`);
  await page.goto(link);
  const dialog = bookingDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Motif de la consultation' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByRole('heading', { name: 'Mode de consultation' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  // The freed slot is already chosen.
  await expect(dialog.getByRole('heading', { name: 'Choisissez un créneau' })).toBeVisible();
  await expect(dialog.getByText(/^Créneau sélectionné\s:/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByRole('heading', { name: 'Prêt à envoyer votre demande' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: /J'accepte la convention d'honoraires/ }).check();
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(dialog.getByRole('heading', { name: 'Demande de rendez-vous envoyée' })).toBeVisible();

  // Booked with that professional: the entry is over.
  await page.goto('/dashboard?onglet=listes-attente');
  await expect(page.getByText('Vous n’êtes sur aucune liste d’attente.', { exact: false })).toBeVisible();

  for (const [date, id] of events) if (date !== back.date) await pro.request.delete(`/api/pro/events/${id}`);
  await proContext.close();
});

import { expect as baseExpect, type Locator } from '@playwright/test';
import {
  confirmEmailViaOutbox,
  newContextWithConsent,
  STRONG_PASSWORD,
  signInAsPro,
  uniqueSurname,
} from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';

/** The unread count a bell's accessible name states (« Notifications, 2 non lues »). */
async function unreadOf(bell: Locator): Promise<number> {
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) non lue/.exec(name)?.[1] ?? 0);
}

test('the bell follows a booking and its acceptance live on both sides, opens the appointment, and the professional chooses what reaches it', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = { origin: baseURL ?? '' };
  // Maître Thomas Bernard (manual confirmation) has his workspace open.
  await signInAsPro(page, 'thomas.bernard@example.com', DEMO_PASSWORD);
  const proBell = page.getByRole('button', { name: /^Notifications,/ });
  await expect(proBell).toBeVisible();
  const before = await unreadOf(proBell);

  // A new client, her space open, books him.
  const client = await newContextWithConsent(browser);
  const clientPage = await client.newPage();
  const lastName = uniqueSurname('Cloche');
  const email = uniqueEmail('cloche');
  const registered = await clientPage.request.post('/api/auth/client/register', {
    data: { firstName: 'Léa', lastName, email, password: STRONG_PASSWORD, acceptTerms: true },
    headers: origin,
  });
  baseExpect(registered.status()).toBe(201);
  await confirmEmailViaOutbox(clientPage.request, baseURL ?? '', email);
  await clientPage.goto('/dashboard');
  const clientBell = clientPage.getByRole('button', { name: /^Notifications,/ });
  await expect(clientBell).toHaveAccessibleName('Notifications, aucune non lue');

  const profile = (await (await clientPage.request.get('/api/professionals/2')).json()) as {
    slotDays: { slots: { start: string; modes: string[] }[] }[];
  };
  const slot = profile.slotDays[8]?.slots.at(-2);
  if (!slot) throw new Error('Maître Thomas Bernard has no free slot');
  const booked = await clientPage.request.post('/api/appointments', {
    data: {
      professionalId: 2,
      start: slot.start,
      mode: slot.modes[0],
      reason: 'Bail commercial résilié',
      answers: {},
      acceptsFeeAgreement: true,
    },
    headers: origin,
  });
  baseExpect(booked.status()).toBe(201);
  const appointmentId = (await booked.json()).appointment.id as number;

  // Without any reload, his bell counts it.
  // (At least one more: the day-before reminders of other tests' bookings may reach it meanwhile.)
  await expect.poll(() => unreadOf(proBell)).toBeGreaterThan(before);
  await proBell.click();
  const panel = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Notifications' }) });
  const line = panel.getByRole('link', { name: new RegExp(`Demande de rendez-vous de Léa ${lastName}`) });
  await expect(line).toBeVisible();
  const withBooking = await unreadOf(proBell);
  // Who and when, never why.
  await expect(panel).not.toContainText('Bail commercial');
  baseExpect(await axeViolations(page, { include: '[data-radix-popper-content-wrapper]' })).toEqual([]);
  await line.click();
  await expect(page).toHaveURL(/\/pro\/dashboard\/appointments$/);
  await expect(page.getByRole('dialog').getByText(`Léa ${lastName}`).first()).toBeVisible();
  await page.keyboard.press('Escape');
  // Opened, it is read.
  await expect.poll(() => unreadOf(proBell)).toBeLessThan(withBooking);

  // He accepts: her bell counts it without a reload, and opens her appointment.
  const accepted = await page.request.post(`/api/pro/appointments/${appointmentId}/accept`, {
    headers: origin,
  });
  baseExpect(accepted.status()).toBe(200);
  await expect(clientBell).toHaveAccessibleName('Notifications, 1 non lue');
  await clientBell.click();
  await clientPage.getByRole('link', { name: /a confirmé votre rendez-vous/ }).click();
  await expect(clientPage).toHaveURL(new RegExp(`onglet=rendez-vous&rdv=${appointmentId}`));
  await expect(clientPage.getByRole('article', { name: /Thomas Bernard/ })).toBeFocused();
  await expect(clientBell).toHaveAccessibleName('Notifications, aucune non lue');

  // The settings button opens his choices; turning the app off for requests is kept.
  await page.getByRole('link', { name: 'Paramètres des notifications' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres des notifications' })).toBeVisible();
  baseExpect(await axeViolations(page)).toEqual([]);
  const requests = page.getByRole('checkbox', {
    name: 'Nouvelle demande de rendez-vous\u00a0: dans l’application',
  });
  await expect(requests).toBeChecked();
  await requests.uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Paramètres des notifications enregistrés')).toBeVisible();
  await page.reload();
  await expect(requests).not.toBeChecked();
  // SMS need a mobile number, said next to the field.
  await page.getByRole('checkbox', { name: 'Rappel la veille d’un rendez-vous\u00a0: par sms' }).check();
  await page.getByLabel('Numéro de mobile pour les SMS').fill('01 42 00 00 00');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText('Indiquez un numéro de mobile pour recevoir les rappels par SMS'),
  ).toBeVisible();
  // Back as it was, for the specs that follow.
  await page.getByRole('checkbox', { name: 'Rappel la veille d’un rendez-vous\u00a0: par sms' }).uncheck();
  await page.getByLabel('Numéro de mobile pour les SMS').fill('');
  await requests.check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Paramètres des notifications enregistrés').first()).toBeVisible();
  await client.close();
});

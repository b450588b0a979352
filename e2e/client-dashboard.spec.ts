import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import type { TSlotSummary } from '#domain/directory/professionals/search-schemas.ts';
import type { TClientSummary } from '#domain/identity/client-account/client-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { registerClientViaApi, STRONG_PASSWORD, signInAsClient } from './support/accounts';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';

/** A slot button's name: 'mardi 24 novembre 2026 à 09:30 — Cabinet, Visioconférence'. */
const SLOT_NAME = /^\p{L}+ \d{1,2}(er)? \p{L}+ \d{4} à \d{2}:\d{2} — /u;

// As the product writes it, « 1er » on the first of a month included (the run of 29 November booked 1 December).
const LONG_DATE = frenchDateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** 'mardi 24 novembre 2026 à 09:30', as the client space writes an appointment's date. */
function longDateTime(appointment: Pick<TClientAppointment, 'start' | 'time'>): string {
  return `${LONG_DATE.format(new Date(appointment.start))} à ${appointment.time}`;
}

/** A new client, signed in on this page's browser (the API sets the session cookie). */
async function signedInNewClient(page: Page, baseURL: string | undefined, prefix: string) {
  if (!baseURL) throw new Error('baseURL is not configured');
  const client = {
    firstName: 'Jeanne',
    lastName: prefix.charAt(0).toUpperCase() + prefix.slice(1),
    email: uniqueEmail(prefix),
    password: STRONG_PASSWORD,
  };
  await registerClientViaApi(page.request, baseURL, client);
  return client;
}

/** Books, through the API, a free office slot of Maître Camille Petit at least 26 hours ahead. */
async function bookAhead(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<TClientAppointment> {
  if (!baseURL) throw new Error('baseURL is not configured');
  const response = await request.get('/api/professionals/3');
  expect(response.ok(), await response.text()).toBe(true);
  const profile = (await response.json()) as TProfessionalProfile;
  const later = Date.now() + 26 * 3_600_000;
  const slot = profile.slotDays
    .flatMap((day) => day.slots)
    .find(
      (candidate: TSlotSummary) => candidate.modes.includes('cabinet') && Date.parse(candidate.start) > later,
    );
  if (!slot) throw new Error('Camille Petit has no office slot more than 26 hours ahead');
  const booked = await request.post('/api/appointments', {
    data: {
      professionalId: 3,
      start: slot.start,
      mode: 'cabinet',
      reason: 'Contestation de licenciement',
      answers: {},
      isFirstConsultation: true,
      acceptsFeeAgreement: true,
    },
    headers: { origin: baseURL },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { appointment: TClientAppointment }).appointment;
}

test('a demo client finds the counters, the appointments, the history and the documents', async ({
  page,
}) => {
  await signInAsClient(page, 'marie.dubois@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Mon espace personnel', level: 1 })).toBeVisible();
  const summary = (await (await page.request.get('/api/client/summary')).json()) as TClientSummary;
  const counters = [
    ['Rendez-vous à venir', summary.upcomingCount],
    ['Consultations passées', summary.pastCount],
    ['Documents partagés', summary.documentCount],
    ['Notifications', summary.notificationCount],
  ] as const;
  for (const [label, value] of counters) {
    const counter = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
    await expect(counter.locator('dd')).toHaveText(String(value));
  }

  // Rendez-vous: the video consultation with Sophie Martin is next week, not joinable yet.
  await expect(page.getByRole('tab', { name: 'Rendez-vous' })).toHaveAttribute('aria-selected', 'true');
  const video = page.getByRole('article').filter({ hasText: 'Divorce par consentement mutuel' });
  await expect(video.getByText('Confirmé')).toBeVisible();
  await expect(video.getByRole('button', { name: 'Rejoindre la consultation' })).toBeDisabled();
  await expect(video.getByText('Disponible 15 minutes avant le début')).toBeVisible();
  const pending = page.getByRole('article').filter({ hasText: 'Conseil avant audition libre' });
  await expect(pending.getByText('En attente')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prendre un nouveau rendez-vous' })).toHaveAttribute(
    'href',
    '/search',
  );

  // Historique: the unreviewed consultation can be reviewed once; stars alone are published at once (issue 29 §3).
  await page.getByRole('tab', { name: 'Historique' }).click();
  await expect(page).toHaveURL(/\/dashboard\?onglet=historique$/);
  const history = page.getByRole('table', { name: 'Historique de vos consultations' });
  await expect(history.getByRole('img', { name: 'Note\u00a0: 5 sur 5' })).toBeVisible();
  const unrated = history.getByRole('row').filter({ hasText: 'Garde des enfants' });
  await expect(unrated.getByText('Terminé')).toBeVisible();
  await unrated.getByRole('button', { name: /^Laisser un avis/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Votre avis sur la consultation' });
  await dialog.getByRole('radio', { name: '4 sur 5' }).check();
  await dialog.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(unrated.getByRole('img', { name: 'Note\u00a0: 4 sur 5' })).toBeVisible();
  await expect(unrated.getByText('Avis publié')).toBeVisible();
  await expect(unrated.getByRole('button', { name: /^Laisser un avis/ })).toHaveCount(0);
  await expect(
    history.getByRole('row').filter({ hasText: 'Maître Thomas Bernard' }).getByText('Annulé'),
  ).toBeVisible();

  // Documents: status labels, Voir in a new tab, Télécharger as a download.
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/dashboard\?onglet=documents$/);
  const documents = page.getByRole('table', { name: 'Documents partagés avec vous' });
  // The client reads the title the professional gave (issue 26 §5), not the file's name.
  const contract = documents.getByRole('row').filter({ hasText: "Convention d'honoraires" });
  await expect(contract.getByText('Consulté')).toBeVisible();
  await expect(contract.getByText('Contrat')).toBeVisible();
  await expect(
    documents.getByRole('row').filter({ hasText: 'Procès-verbal de constat' }).getByText('Nouveau'),
  ).toBeVisible();
  await expect(contract.getByRole('link', { name: 'Voir' })).toHaveAttribute('target', '_blank');
  const download = page.waitForEvent('download');
  await contract.getByRole('link', { name: 'Télécharger' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // The open tab survives a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('a client cancels an upcoming appointment from /dashboard, with a reason', async ({ page, baseURL }) => {
  await signedInNewClient(page, baseURL, 'annulation');
  const booked = await bookAhead(page.request, baseURL);

  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: `Maître Camille Petit, ${longDateTime(booked)}` });
  await expect(card.getByText('Confirmé')).toBeVisible();
  await expect(card.getByText('Motif : Contestation de licenciement')).toBeVisible();
  await card.getByRole('button', { name: 'Annuler' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Annuler ce rendez-vous\u202f?' });
  await confirm.getByLabel("Motif de l'annulation (facultatif)").fill('Accord trouvé avec mon employeur');
  await confirm.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Rendez-vous annulé')).toBeVisible();
  await expect(card).toBeHidden();
  await expect(page.getByText('Aucun rendez-vous à venir')).toBeVisible();

  await page.getByRole('tab', { name: 'Historique' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Maître Camille Petit' });
  await expect(row.getByText('Annulé')).toBeVisible();

  // The time is free again for everyone.
  const profile = (await (await page.request.get('/api/professionals/3')).json()) as TProfessionalProfile;
  const free = profile.slotDays.flatMap((day) => day.slots).map((slot) => Date.parse(slot.start));
  expect(free).toContain(Date.parse(booked.start));
});

test('a client moves an appointment to another free time from /dashboard', async ({ page, baseURL }) => {
  await signedInNewClient(page, baseURL, 'deplacement');
  const booked = await bookAhead(page.request, baseURL);

  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: `Maître Camille Petit, ${longDateTime(booked)}` });
  await card.getByRole('button', { name: 'Déplacer' }).click();

  const dialog = page.getByRole('dialog', { name: 'Déplacer le rendez-vous' });
  const confirm = dialog.getByRole('button', { name: 'Confirmer le nouveau créneau' });
  await expect(confirm).toBeDisabled();
  const slots = dialog.getByRole('button', { name: SLOT_NAME });
  const target = slots.last();
  const label = (await target.getAttribute('aria-label')) ?? '';
  await target.click();
  await expect(dialog.getByText(`Nouveau créneau : ${label}`)).toBeVisible();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rendez-vous modifié')).toBeVisible();

  const when = label.split(' — ')[0] ?? '';
  await expect(page.getByRole('article', { name: `Maître Camille Petit, ${when}` })).toBeVisible();
  await expect(card).toBeHidden();
});

test('a client updates the profile and can export the data, then deletes the account', async ({
  page,
  baseURL,
}) => {
  const client = await signedInNewClient(page, baseURL, 'profil');
  await bookAhead(page.request, baseURL);
  await page.goto('/dashboard?onglet=profil');

  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(client.email);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('readonly', '');
  await page.getByLabel('Prénom').fill('Jeanne-Marie');
  await page.getByLabel('Téléphone').fill('pas un numéro');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Numéro de téléphone invalide')).toBeVisible();
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  const sms = page.getByRole('switch', { name: 'Rappels par SMS' });
  await sms.click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil mis à jour')).toBeVisible();
  await expect(page.getByText(`Bonjour, Jeanne-Marie ${client.lastName}`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Prénom')).toHaveValue('Jeanne-Marie');
  await expect(page.getByLabel('Téléphone')).toHaveValue('06 12 34 56 78');
  await expect(page.getByRole('switch', { name: 'Rappels par SMS' })).toHaveAttribute('aria-checked', 'true');

  const exported = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger mes données' }).click();
  expect((await exported).suggestedFilename()).toMatch(/\.json$/);

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer mon compte\u202f?' });
  await expect(confirm).toContainText('Vos rendez-vous à venir seront annulés');
  const erase = confirm.getByRole('button', { name: 'Supprimer définitivement' });
  await expect(erase).toBeDisabled();
  await confirm.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe');
  await erase.click();
  await expect(confirm.getByText('Mot de passe incorrect')).toBeVisible();
  await confirm.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await erase.click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import type { TSlotSummary } from '#domain/directory/professionals/search-schemas.ts';
import { slotAccessibleName } from '#web/features/directory/search/slot-format.ts';
import { registerClientViaApi, STRONG_PASSWORD, signInAsClient } from './support/accounts';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';

/** Maître Camille Petit: automatic confirmation, office, video and phone. */
const CAMILLE = { id: 3, email: 'camille.petit@example.com' };
const HOUR = 3_600_000;

// The e2e server runs without SMTP: e-mails stay in the outbox, so the screen promises none.
const EMAIL_PROMISES = [/par e-mail/i];

let pro: APIRequestContext;
let savedSettings: unknown;

test.beforeAll(async ({ baseURL }) => {
  // Opening hours every day, all day, one hour's notice: a slot less than 24 hours away always exists.
  pro = await playwrightRequest.newContext({ baseURL });
  const login = await pro.post('/api/auth/pro/login', {
    data: { email: CAMILLE.email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const current = await pro.get('/api/pro/availability');
  savedSettings = await current.json();
  const allDay = Object.fromEntries(
    ['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ start: '00:00', end: '23:59' }]]),
  );
  const open = await pro.put('/api/pro/availability', {
    data: {
      ...(savedSettings as object),
      weeklyHours: { cabinet: allDay, visio: allDay, telephone: allDay },
      minNoticeMinutes: 60,
    },
  });
  expect(open.ok(), await open.text()).toBe(true);
});

test.afterAll(async () => {
  await pro.put('/api/pro/availability', { data: savedSettings });
  await pro.dispose();
});

async function camilleSlots(request: APIRequestContext): Promise<TSlotSummary[]> {
  const response = await request.get(`/api/professionals/${CAMILLE.id}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as TProfessionalProfile).slotDays.flatMap((day) => day.slots);
}

async function bookFromProfile(page: Page, baseURL: string, mode: string, slot: TSlotSummary) {
  const client = {
    firstName: 'Inès',
    lastName: 'Vérité',
    email: uniqueEmail('verite'),
    password: STRONG_PASSWORD,
  };
  await registerClientViaApi(page.request, baseURL, client);
  await signInAsClient(page, client.email, client.password, { landOn: `/lawyer/${CAMILLE.id}` });
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('radio', { name: mode }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: slotAccessibleName(slot), exact: true }).click();
  // Camille asks questions; answering is optional.
  await expect(dialog.getByRole('heading', { name: 'Questionnaire préparatoire' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('checkbox', { name: /J'accepte la convention d'honoraires de Maître/ }).check();
  await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
  await expect(dialog.getByRole('heading', { name: 'Rendez-vous confirmé\u202f!' })).toBeVisible();
  return dialog;
}

test('a phone booking less than 24 hours away promises no reminder, no online cancellation and no video link', async ({
  page,
  baseURL,
}) => {
  const soon = (await camilleSlots(page.request)).find(
    (slot) => slot.modes.includes('telephone') && new Date(slot.start).getTime() - Date.now() < 20 * HOUR,
  );
  if (!soon) throw new Error('Camille has no phone slot within 20 hours despite opening all day');
  const dialog = await bookFromProfile(page, baseURL ?? '', 'Téléphone', soon);

  await expect(dialog.getByText(/rappel/i)).toHaveCount(0);
  await expect(dialog.getByText(/Annulation possible/)).toHaveCount(0);
  await expect(dialog.getByText(/visioconférence/i)).toHaveCount(0);
  for (const promise of EMAIL_PROMISES) await expect(dialog.getByText(promise)).toHaveCount(0);
});

test('a video booking days away promises online cancellation and the link in the client space, and no e-mail without SMTP', async ({
  page,
  baseURL,
}) => {
  const later = (await camilleSlots(page.request)).find(
    (slot) => slot.modes.includes('visio') && new Date(slot.start).getTime() - Date.now() > 72 * HOUR,
  );
  if (!later) throw new Error('Camille has no video slot three days ahead');
  const dialog = await bookFromProfile(page, baseURL ?? '', 'Visioconférence', later);

  await expect(dialog.getByText("Annulation possible jusqu'à 24 h avant le rendez-vous")).toBeVisible();
  await expect(
    dialog.getByText(
      'Le lien de visioconférence sera disponible dans votre espace personnel, 15 minutes avant le rendez-vous',
    ),
  ).toBeVisible();
  await expect(dialog.getByText(/rappel/i)).toHaveCount(0);
  for (const promise of EMAIL_PROMISES) await expect(dialog.getByText(promise)).toHaveCount(0);
});

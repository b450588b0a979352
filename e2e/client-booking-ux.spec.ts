import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TClientAppointmentsResponse } from '#domain/appointments/booking/booking-schemas.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import type { TSlotSummary } from '#domain/directory/professionals/search-schemas.ts';
import { slotAccessibleName } from '#web/features/directory/search/slot-format.ts';
import { registerClientViaApi, STRONG_PASSWORD, signInAsClient } from './support/accounts';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';

/** Maître Sophie Martin confirms at once; Maître Thomas Bernard answers requests by hand. */
const SOPHIE = 1;
const THOMAS = 2;
const SHOTS = '/work/shots/26/client-booking';

async function profileOf(request: APIRequestContext, id: number): Promise<TProfessionalProfile> {
  const response = await request.get(`/api/professionals/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TProfessionalProfile;
}

/** Three office slots of one Paris day at least two days ahead (moving needs the change window open). */
async function threeOfficeSlotsOneDay(request: APIRequestContext, id: number): Promise<TSlotSummary[]> {
  const later = Date.now() + 50 * 3_600_000;
  for (const day of (await profileOf(request, id)).slotDays) {
    const slots = day.slots.filter(
      (slot) => slot.modes.includes('cabinet') && Date.parse(slot.start) > later,
    );
    if (slots.length >= 3) return slots.slice(0, 3);
  }
  throw new Error('no day with three office slots');
}

async function newClient(page: Page, baseURL: string | undefined, firstName: string) {
  if (!baseURL) throw new Error('baseURL is not configured');
  const client = { firstName, lastName: 'Essai', email: uniqueEmail('ux'), password: STRONG_PASSWORD };
  await registerClientViaApi(page.request, baseURL, client);
  await signInAsClient(page, client.email, client.password, { landOn: null });
  return client;
}

/** From the profile to the last step, office mode, the given slot; the questionnaire is left blank. */
async function bookUpToLastStep(page: Page, professionalId: number, slot: TSlotSummary): Promise<Locator> {
  await page.goto(`/lawyer/${professionalId}`);
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await expect(dialog.getByText(/^Étape 1 sur \d$/)).toBeVisible();
  const total = (await dialog.getByText(/^Étape 1 sur \d$/).textContent())?.slice(-1);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('radio', { name: 'Cabinet' }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByText(`Étape 3 sur ${total}`)).toBeVisible();
  await dialog.getByRole('button', { name: slotAccessibleName(slot), exact: true }).click();
  // The chosen slot stays in sight on the following steps.
  const questionnaire = dialog.getByRole('heading', { name: 'Questionnaire préparatoire' });
  if (await questionnaire.isVisible()) {
    await expect(dialog.getByRole('region', { name: 'Votre rendez-vous' })).toContainText('Cabinet');
    await dialog.getByRole('button', { name: 'Continuer' }).click();
  }
  await expect(dialog.getByText(`Étape ${total} sur ${total}`)).toBeVisible();
  const agreement = dialog.getByRole('checkbox', { name: /J'accepte la convention d'honoraires de Maître/ });
  if (await agreement.isVisible()) {
    // The whole 44 px row ticks it.
    const row = dialog.locator('label').filter({ hasText: /J'accepte la convention d'honoraires/ });
    expect((await row.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await row.click();
    await expect(agreement).toBeChecked();
  }
  return dialog;
}

async function upcomingWith(request: APIRequestContext, professionalId: number) {
  const response = await request.get('/api/client/appointments');
  const body = (await response.json()) as TClientAppointmentsResponse;
  return body.upcoming.filter((appointment) => appointment.professionalId === professionalId);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`client space and booking at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Marie is asked before a second booking with Maître Martin the same day: « Déplacer » moves it, « Prendre un autre rendez-vous » books', async ({
      page,
      baseURL,
    }) => {
      await newClient(page, baseURL, 'Marie');
      const [first, second, third] = await threeOfficeSlotsOneDay(page.request, SOPHIE);
      if (!first || !second || !third) throw new Error('three slots expected');
      const booked = await page.request.post('/api/appointments', {
        data: {
          professionalId: SOPHIE,
          start: first.start,
          mode: 'cabinet',
          reason: 'Divorce',
          answers: {},
          isFirstConsultation: true,
          acceptsFeeAgreement: true,
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);

      let dialog = await bookUpToLastStep(page, SOPHIE, second);
      await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
      let question = page.getByRole('alertdialog');
      await expect(question).toContainText(
        /Vous avez déjà un rendez-vous avec Maître Sophie Martin le \p{L}+ \d{1,2}(er)? \p{L}+ à \d{2}:\d{2}\u00a0: le déplacer\u202f\?/u,
      );
      await page.screenshot({ path: `${SHOTS}-2-after-${viewport.width}.png` });
      await question.getByRole('button', { name: 'Déplacer' }).click();
      await expect(dialog.getByRole('heading', { name: 'Rendez-vous déplacé' })).toBeVisible();
      let mine = await upcomingWith(page.request, SOPHIE);
      expect(mine.map((appointment) => appointment.start)).toEqual([second.start]);

      dialog = await bookUpToLastStep(page, SOPHIE, third);
      await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
      question = page.getByRole('alertdialog');
      await question.getByRole('button', { name: 'Prendre un autre rendez-vous' }).click();
      await expect(dialog.getByRole('heading', { name: 'Rendez-vous confirmé\u202f!' })).toBeVisible();
      mine = await upcomingWith(page.request, SOPHIE);
      expect(mine.map((appointment) => appointment.start).sort()).toEqual([second.start, third.start].sort());
    });

    test('a request to Maître Bernard ends on « Envoyer ma demande », then « Voir mon rendez-vous » and « Ajouter à mon agenda »', async ({
      page,
      baseURL,
    }) => {
      await newClient(page, baseURL, 'Lina');
      const [slot] = await threeOfficeSlotsOneDay(page.request, THOMAS);
      if (!slot) throw new Error('a slot expected');
      const dialog = await bookUpToLastStep(page, THOMAS, slot);
      await expect(dialog.getByRole('button', { name: 'Confirmer le rendez-vous' })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}-3-after-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(dialog.getByRole('heading', { name: 'Demande de rendez-vous envoyée' })).toBeVisible();
      const see = dialog.getByRole('link', { name: 'Voir mon rendez-vous' });
      await expect(see).toBeVisible();
      // « Voir mon rendez-vous » comes first, before the calendar and the way back.
      const order = await dialog
        .locator('a, button')
        .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
      const actions = order.filter((text) =>
        ['Voir mon rendez-vous', 'Ajouter à mon agenda', 'Retour aux résultats'].includes(text),
      );
      expect(actions).toEqual(['Voir mon rendez-vous', 'Ajouter à mon agenda', 'Retour aux résultats']);
      await dialog.getByRole('button', { name: 'Ajouter à mon agenda' }).click();
      const ics = page.getByRole('menuitem', { name: 'Fichier .ics (Apple, Outlook…)' });
      const google = page.getByRole('menuitem', { name: 'Google Agenda' });
      await expect(google).toHaveAttribute(
        'href',
        /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
      );
      const googleUrl = new URL((await google.getAttribute('href')) ?? '');
      expect(googleUrl.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
      await page.screenshot({ path: `${SHOTS}-3b-after-${viewport.width}.png` });
      const file = await page.request.get((await ics.getAttribute('href')) ?? '');
      expect(file.headers()['content-type']).toContain('text/calendar');
      expect(await file.text()).toContain('SUMMARY:Consultation avec Maître Thomas Bernard');
      await page.keyboard.press('Escape');
      await see.click();
      await expect(page).toHaveURL(/\/dashboard\?rdv=\d+$/);
    });

    test('Marie’s space opens on « Votre prochain rendez-vous », in sight without scrolling', async ({
      page,
    }) => {
      await signInAsClient(page, 'marie.dubois@example.com', DEMO_PASSWORD);
      const heading = page.getByRole('heading', { name: 'Votre prochain rendez-vous' });
      await expect(heading).toBeVisible();
      const next = page.getByRole('region', { name: 'Votre prochain rendez-vous' }).getByRole('article');
      const firstAction = next.getByRole('button').first();
      await expect(firstAction).toBeVisible();
      const box = await firstAction.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // The sections fit one line.
      const tabs = page.getByRole('tablist', { name: 'Sections de mon espace' });
      expect((await tabs.boundingBox())?.height ?? 999).toBeLessThan(60);
      await page.screenshot({ path: `${SHOTS}-1-after-${viewport.width}.png` });
      await page.getByRole('tab', { name: 'Historique' }).click();
      if (viewport.width < 640) {
        await expect(page.getByRole('list', { name: 'Historique de vos consultations' })).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
      } else {
        await expect(page.getByRole('table', { name: 'Historique de vos consultations' })).toBeVisible();
      }
      await page.screenshot({ path: `${SHOTS}-1b-after-${viewport.width}.png` });
    });

    test('the fee agreement reads in a sheet and the keyboard help is for screen readers on a phone', async ({
      page,
      baseURL,
    }) => {
      await newClient(page, baseURL, 'Noé');
      const [slot] = await threeOfficeSlotsOneDay(page.request, SOPHIE);
      if (!slot) throw new Error('a slot expected');
      await page.goto(`/lawyer/${SOPHIE}`);
      await page.getByRole('button', { name: 'Prendre rendez-vous' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
      await dialog.getByRole('button', { name: 'Continuer' }).click();
      await dialog.getByRole('radio', { name: 'Cabinet' }).check();
      await dialog.getByRole('button', { name: 'Continuer' }).click();
      const slots = dialog.getByRole('group', { name: 'Créneaux disponibles' });
      await expect(slots).toHaveAccessibleDescription(/^Au clavier/);
      const hint = dialog.getByText(/^Au clavier/);
      const hintWidth = (await hint.boundingBox())?.width ?? 0;
      if (viewport.width < 640) expect(hintWidth).toBeLessThanOrEqual(1);
      else expect(hintWidth).toBeGreaterThan(100);
      await page.screenshot({ path: `${SHOTS}-4-after-${viewport.width}.png` });
      await dialog.getByRole('button', { name: slotAccessibleName(slot), exact: true }).click();
      if (await dialog.getByRole('heading', { name: 'Questionnaire préparatoire' }).isVisible()) {
        await dialog.getByRole('button', { name: 'Continuer' }).click();
      }
      await dialog.getByRole('button', { name: 'Lire la convention d’honoraires' }).click();
      const sheet = page.getByRole('dialog', { name: 'Convention d’honoraires' });
      await expect(sheet.getByRole('heading', { name: 'Honoraires', exact: true })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}-4b-after-${viewport.width}.png` });
      await sheet.getByRole('button', { name: 'Fermer' }).click();
      await expect(sheet).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Confirmer le rendez-vous' })).toBeVisible();
    });
  });
}

import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import type { TSearchResponse, TSlotSummary } from '#domain/directory/professionals/search-schemas.ts';
import { slotAccessibleName } from '#web/features/directory/search/slot-format.ts';
import { newContextWithConsent, registerClientViaApi, STRONG_PASSWORD } from './support/accounts';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';
import { linkIn, waitForEmail } from './support/outbox';

/** A slot button's name: 'mardi 24 novembre 2026 à 09:30 — Cabinet, Visioconférence'. */
const SLOT_NAME = /^\p{L}+ \d{1,2}(er)? \p{L}+ \d{4} à \d{2}:\d{2} — /u;

function bookingDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Prendre rendez-vous' });
}

/** The results page (query string) that lists this professional, found through the search API. */
async function resultsListing(page: Page, professionalId: number, query: string): Promise<string> {
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    const pageQuery = pageNumber === 1 ? query : `${query}&page=${pageNumber}`;
    const response = await page.request.get(`/api/professionals/search?${pageQuery}`);
    expect(response.ok(), await response.text()).toBe(true);
    const body = (await response.json()) as TSearchResponse;
    if (body.results.some((result) => result.id === professionalId)) return pageQuery;
    if (pageNumber >= body.pageCount) break;
  }
  throw new Error(`professional ${professionalId} is not in the results of ${query}`);
}

async function freeSlots(page: Page, professionalId: number): Promise<TSlotSummary[]> {
  const response = await page.request.get(`/api/professionals/${professionalId}`);
  expect(response.ok(), await response.text()).toBe(true);
  const profile = (await response.json()) as TProfessionalProfile;
  return profile.slotDays.flatMap((day) => day.slots);
}

function newClient(prefix: string) {
  return {
    firstName: 'Camille',
    lastName: prefix.charAt(0).toUpperCase() + prefix.slice(1),
    email: uniqueEmail(prefix),
    password: STRONG_PASSWORD,
  };
}

test('a signed-out visitor books Maître Sophie Martin from the results, signing in at the login step', async ({
  page,
}) => {
  const query = await resultsListing(page, 1, 'location=Paris&specialty=Droit%20de%20la%20famille');
  await page.goto(`/search?${query}`);
  const card = page.getByRole('article', { name: 'Maître Sophie Martin' });
  // Her own first-consultation fee (demo data), as she entered it.
  await expect(
    card.getByText(/^Première consultation\s: 120\s€ · Aide juridictionnelle acceptée$/),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Prendre RDV avec Maître Sophie Martin' }).click();

  const dialog = bookingDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Motif de la consultation' })).toBeVisible();
  const reason = dialog.getByLabel('Motif de votre rendez-vous');
  await expect(reason).toHaveValue('Consultation générale');
  await reason.fill('');
  await expect(dialog.getByRole('button', { name: 'Continuer' })).toBeDisabled();
  await reason.fill('Divorce par consentement mutuel');
  await dialog.getByRole('button', { name: 'Continuer' }).click();

  await expect(dialog.getByRole('heading', { name: 'Mode de consultation' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Visioconférence' }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();

  await expect(dialog.getByRole('heading', { name: 'Choisissez un créneau' })).toBeVisible();
  const slots = dialog.getByRole('button', { name: SLOT_NAME });
  await expect(slots.first()).toBeVisible();
  const chosen = (await slots.nth(1).getAttribute('aria-label')) ?? '';
  expect(chosen).toContain('Visioconférence');
  await slots.nth(1).click();

  // Sophie Martin asks three questions; answering is optional.
  await expect(dialog.getByRole('heading', { name: 'Questionnaire préparatoire' })).toBeVisible();
  await dialog.getByLabel('Quelle est votre situation familiale\u202f?').selectOption('Marié(e)');
  await dialog.getByLabel("Combien d'enfants sont concernés\u202f?").fill('2');
  await dialog.getByRole('button', { name: 'Continuer' }).click();

  await expect(dialog.getByRole('heading', { name: 'Connectez-vous pour confirmer' })).toBeVisible();
  const signIn = dialog.getByRole('button', { name: 'Se connecter' });
  await expect(signIn).toBeDisabled();
  await dialog.getByLabel('E-mail').fill('lucas.moreau@example.com');
  await expect(signIn).toBeDisabled();
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await signIn.click();
  await expect(dialog.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await signIn.click();

  await expect(dialog.getByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' })).toBeVisible();
  await expect(dialog.getByText('Divorce par consentement mutuel')).toBeVisible();
  await expect(dialog.getByText(/^Première consultation\s:\s120\s€$/)).toBeVisible();
  // A paying consultation: the fee agreement must be accepted first, and can be read.
  await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
  await expect(dialog.getByRole('alert')).toContainText("Acceptez la convention d'honoraires");
  // « Lire la convention » opens a sheet with its text and the PDF.
  await dialog.getByRole('button', { name: 'Lire la convention d’honoraires' }).click();
  const sheet = page.getByRole('dialog', { name: 'Convention d’honoraires' });
  const preview = sheet.getByRole('link', { name: 'Télécharger le PDF' });
  const previewAnswer = await page.request.get((await preview.getAttribute('href')) ?? '');
  expect(previewAnswer.headers()['content-type']).toBe('application/pdf');
  await sheet.getByRole('button', { name: 'Fermer' }).click();
  await expect(sheet).toHaveCount(0);
  await dialog
    .getByRole('checkbox', { name: "J'accepte la convention d'honoraires de Maître Sophie Martin" })
    .check();
  await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();

  await expect(dialog.getByRole('heading', { name: 'Rendez-vous confirmé\u202f!' })).toBeVisible();
  // Without SMTP the e-mails stay in the outbox: the link is promised in the client space instead
  // (booking-success.spec.ts checks each sentence against the slot's distance).
  await expect(dialog.getByText(/lien de visioconférence sera disponible dans votre espace/)).toBeVisible();
  await expect(dialog.getByText(/par e-mail/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Retour aux résultats' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/search\?/);

  // The time is no longer offered to anyone.
  const when = chosen.split(' — ')[0] ?? '';
  const stillFree = (await freeSlots(page, 1)).map(slotAccessibleName);
  expect(stillFree.some((name) => name.startsWith(`${when} — `))).toBe(false);

  await page.goto('/dashboard');
  const appointment = page.getByRole('article', { name: `Maître Sophie Martin, ${when}` });
  await expect(appointment.getByText('Confirmé')).toBeVisible();
  await expect(appointment.getByText('Motif : Divorce par consentement mutuel')).toBeVisible();
  await expect(appointment.getByText('Visioconférence', { exact: true })).toBeVisible();
  // The fee agreement Lucas accepted is kept in his space, as a PDF naming both parties.
  const download = page.waitForEvent('download');
  await appointment.getByRole('link', { name: "Convention d'honoraires (PDF)" }).click();
  const agreement = await download;
  expect(agreement.suggestedFilename()).toMatch(/^convention-honoraires-rdv-\d+\.pdf$/);
  expect((await readFile(await agreement.path())).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a visitor books Maître Thomas Bernard from his profile, creating an account in the flow; the request waits for his confirmation', async ({
  page,
}) => {
  const client = newClient('demande');
  await page.goto('/lawyer/2');
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click();

  const dialog = bookingDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Motif de la consultation' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  // Thomas Bernard receives at the office or by phone only.
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await dialog.getByRole('radio', { name: 'Cabinet' }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  const slot = dialog.getByRole('button', { name: SLOT_NAME }).first();
  const chosen = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();

  // No questionnaire: straight to the sign-in, where an account can be created.
  await expect(dialog.getByRole('heading', { name: 'Connectez-vous pour confirmer' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(dialog.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await dialog.getByLabel('Prénom').fill(client.firstName);
  await dialog.getByLabel('Nom', { exact: true }).fill(client.lastName);
  await dialog.getByLabel('E-mail').fill(client.email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await dialog.getByLabel('Confirmer le mot de passe').fill(client.password);
  await dialog.getByRole('checkbox', { name: /J'accepte les/ }).check();
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(dialog.getByRole('heading', { name: 'Prêt à envoyer votre demande' })).toBeVisible();
  // A new account books once its address is confirmed (ADR 0023): the step says so and can resend.
  const notice = dialog.getByRole('region', { name: 'Adresse e-mail à confirmer' });
  await expect(notice.getByText('Confirmez votre adresse e-mail pour réserver')).toBeVisible();
  await notice.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }).click();
  await expect(
    notice.getByText(`Un nouvel e-mail de confirmation a été envoyé à ${client.email}.`),
  ).toBeVisible();
  // Confirming too early is refused and nothing is booked.
  await dialog.getByRole('checkbox', { name: /J'accepte la convention d'honoraires de Maître/ }).check();
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(dialog.getByRole('heading', { name: 'Prêt à envoyer votre demande' })).toBeVisible();
  await expect(notice).toBeVisible();

  // The link of the e-mail, opened in another tab as from the mailbox.
  const link = linkIn(await waitForEmail(page.request, client.email, /^Confirmez votre adresse e-mail$/));
  expect(link).toContain('/verifier-email?token=');
  const mailTab = await page.context().newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeVisible();
  await expect(mailTab.getByRole('link', { name: 'Accéder à mon espace' })).toBeVisible();
  await mailTab.close();

  await page.bringToFront();
  await expect(dialog.getByText('Consultation générale')).toBeVisible();
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();

  await expect(dialog.getByRole('heading', { name: 'Demande de rendez-vous envoyée' })).toBeVisible();
  await expect(dialog.getByText(/Le professionnel doit la confirmer/)).toBeVisible();
  // No SMTP in the e2e server: the answer is promised in the client space, not by e-mail.
  await expect(dialog.getByText('Sa réponse apparaîtra dans votre espace personnel.')).toBeVisible();
  await expect(dialog.getByText('Rendez-vous confirmé !')).toHaveCount(0);

  await dialog.getByRole('link', { name: 'Voir mon rendez-vous' }).click();
  await expect(page).toHaveURL(/\/dashboard\?rdv=\d+$/);
  const when = chosen.split(' — ')[0] ?? '';
  const appointment = page.getByRole('article', { name: `Maître Thomas Bernard, ${when}` });
  await expect(appointment.getByText('En attente')).toBeVisible();
  await expect(appointment.getByText('Cabinet', { exact: true })).toBeVisible();
  await expect(appointment.getByText(/28 avenue de Clichy/)).toBeVisible();
});

test('a slot picked on the results is preselected, the flow still starting at the reason', async ({
  page,
}) => {
  const query = await resultsListing(page, 1, 'location=Paris&specialty=Droit%20de%20la%20famille');
  await page.goto(`/search?${query}`);
  const card = page.getByRole('article', { name: 'Maître Sophie Martin' });
  const slot = card.getByRole('button', { name: SLOT_NAME }).first();
  const chosen = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();

  const dialog = bookingDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Motif de la consultation' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByText(`Créneau sélectionné : ${chosen}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: chosen })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Retour' }).click();
  await expect(dialog.getByRole('heading', { name: 'Mode de consultation' })).toBeVisible();
});

test('a time taken meanwhile sends the client back to the schedule with the message, the rest kept', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  await registerClientViaApi(page.request, baseURL, newClient('premier'));
  const target = (await freeSlots(page, 1)).find((slot) => slot.modes.includes('cabinet'));
  if (!target) throw new Error('Sophie Martin has no free office slot');

  await page.goto('/lawyer/1');
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click();
  const dialog = bookingDialog(page);
  await dialog.getByLabel('Motif de votre rendez-vous').fill('Résidence des enfants');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('radio', { name: 'Cabinet' }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: slotAccessibleName(target) }).click();
  await dialog.getByLabel("Combien d'enfants sont concernés\u202f?").fill('3');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' })).toBeVisible();

  // Someone else books the same time first, from another browser.
  const other = await newContextWithConsent(browser);
  try {
    await registerClientViaApi(other.request, baseURL, newClient('rapide'));
    const taken = await other.request.post('/api/appointments', {
      data: {
        professionalId: 1,
        start: target.start,
        mode: 'cabinet',
        reason: 'Consultation générale',
        answers: {},
        isFirstConsultation: true,
        acceptsFeeAgreement: true,
      },
      headers: { origin: baseURL },
    });
    expect(taken.status(), await taken.text()).toBe(201);
  } finally {
    await other.close();
  }

  await dialog.getByRole('checkbox', { name: /J'accepte la convention d'honoraires de Maître/ }).check();
  await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
  await expect(dialog.getByRole('heading', { name: 'Choisissez un créneau' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('Choisissez un autre horaire');
  await expect(dialog.getByRole('button', { name: slotAccessibleName(target) })).toHaveCount(0);

  await dialog.getByRole('button', { name: SLOT_NAME }).first().click();
  await expect(dialog.getByLabel("Combien d'enfants sont concernés\u202f?")).toHaveValue('3');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByText('Résidence des enfants')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
  await expect(dialog.getByRole('heading', { name: 'Rendez-vous confirmé\u202f!' })).toBeVisible();
});

test('the booking dialog works with the keyboard, gives the focus back, and has no axe violation', async ({
  page,
}) => {
  await page.goto('/lawyer/2');
  const open = page.getByRole('button', { name: 'Prendre rendez-vous' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = bookingDialog(page);
  await expect(dialog.getByLabel('Motif de votre rendez-vous')).toBeFocused();

  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Mode de consultation' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

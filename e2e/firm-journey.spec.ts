import type { Browser } from '@playwright/test';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { formatFullDate, monthGridDays } from '#domain/agenda/planning/calendar-layout.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { addCivilDays, mondayOf } from '#domain/kernel/time/paris-time.ts';
import { DEMO_ASSISTANT } from '#server/db/seed/demo-accounts.ts';
import {
  newContextWithConsent,
  registerClientViaApi,
  STRONG_PASSWORD,
  signInAsJulie,
  signInAsPro,
  uniqueSurname,
} from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';
import { waitForEmail } from './support/outbox';

// Issue 27 « Done when », on the demo's « Cabinet Martin Avocats » (README): Julie Lefèvre, the assistant of
// Maître Sophie Martin and Maître Antoine Lambert, sees both agendas, books a client by phone for Sophie,
// accepts a request for Antoine (the client hears it from Antoine, the history says Julie did it), cannot open
// a case until Sophie shares it from its page; Sophie, associate, reads the access journal and the firm's cases.
const SOPHIE_EMAIL = 'sophie.martin@example.com';
const SOPHIE = 'Maître Sophie Martin';
const ANTOINE = 'Maître Antoine Lambert';
const JULIE = 'Julie Lefèvre';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/screenshots/issue-27';

type TFirm = { members: { userId: string; email: string; professionalId: number | null }[] };

/** A new client asks Antoine for an appointment (his requests wait for his answer, demo). */
async function requestForAntoine(browser: Browser, baseURL: string, antoineId: number) {
  const context = await newContextWithConsent(browser);
  try {
    const person = {
      firstName: 'Bastien',
      lastName: uniqueSurname('Cabinet'),
      email: uniqueEmail('bastien'),
      password: STRONG_PASSWORD,
    };
    await registerClientViaApi(context.request, baseURL, person);
    const profile = (await (
      await context.request.get(`/api/professionals/${antoineId}`)
    ).json()) as TProfessionalProfile;
    const day = profile.slotDays.filter((candidate) => candidate.slots.length > 0).at(-2);
    const slot = day?.slots.at(-1);
    if (!slot) throw new Error('Maître Antoine Lambert has no free slot');
    const booked = await context.request.post('/api/appointments', {
      data: {
        professionalId: antoineId,
        start: slot.start,
        mode: slot.modes[0],
        reason: 'Succession de ma mère',
        answers: {},
        acceptsFeeAgreement: true,
      },
      headers: { origin: baseURL },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: { id: number; status: string } };
    expect(appointment.status).toBe('pending');
    return { id: appointment.id, client: `${person.firstName} ${person.lastName}`, email: person.email };
  } finally {
    await context.close();
  }
}

/** Next week's Tuesday in Paris (YYYY-MM-DD): the demo gives Sophie and Antoine an appointment each that day. */
function demoTuesday(): string {
  return addCivilDays(mondayOf(formatParisDate(new Date())), 8);
}

test('an assistant works for two lawyers of the firm, a case opens to her once shared from its page, and the associate reads the access journal and the firm’s cases', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('baseURL is not configured');
  const origin = { origin: baseURL };
  await page.setViewportSize({ width: 1280, height: 900 });
  const sophieContext = await newContextWithConsent(browser);
  const sophie = await sophieContext.newPage();
  await sophie.setViewportSize({ width: 1280, height: 900 });
  await signInAsPro(sophie, SOPHIE_EMAIL, DEMO_PASSWORD, { landOn: null });
  const firm = (await (await sophie.request.get('/api/pro/firm')).json()) as TFirm;
  const julieId = firm.members.find((member) => member.email === DEMO_ASSISTANT.email)?.userId ?? '';
  const antoineId =
    firm.members.find((member) => member.email === 'antoine.lambert@example.com')?.professionalId ?? 0;
  expect(julieId).not.toBe('');
  const cases = (await (await sophie.request.get('/api/pro/cases')).json()) as {
    cases: { id: number; title: string }[];
  };
  const folder = cases.cases.find((candidate) => candidate.title === 'Prestation compensatoire Girard');
  if (!folder) throw new Error('no « Prestation compensatoire Girard » for Sophie');
  const request = await requestForAntoine(browser, baseURL, antoineId);

  try {
    // Julie's planning: both lawyers' agendas side by side, one column each in day view.
    await signInAsJulie(page);
    const picker = page.getByRole('group', { name: 'Agendas affichés' });
    await expect(picker.getByRole('checkbox', { name: SOPHIE })).toBeChecked();
    await expect(picker.getByRole('checkbox', { name: ANTOINE })).toBeChecked();
    // Day view of next week's Tuesday, picked in the small calendar: a working day with the demo's
    // appointments, one in each column.
    const tuesday = demoTuesday();
    const dayName = formatFullDate(tuesday);
    const panel = page.getByRole('region', { name: 'Panneau du planning' });
    if (!monthGridDays(formatParisDate(new Date())).includes(tuesday)) {
      await panel.getByRole('button', { name: 'Mois suivant' }).click();
    }
    await panel.getByRole('gridcell', { name: dayName, exact: true }).click();
    const grid = page.getByRole('grid', { name: /^Planning/ });
    for (const lawyer of [SOPHIE, ANTOINE]) {
      await expect(grid.getByRole('columnheader', { name: `${lawyer}, ${dayName}` })).toBeVisible();
      await expect(
        grid
          .getByRole('gridcell', { name: new RegExp(`^${lawyer}, ${dayName}, \\d\\d:\\d\\d\\s: `) })
          .first(),
      ).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/journey-1-assistant-two-agendas-1280.png` });

    // A client calls for Sophie: Julie books the appointment in Sophie's agenda.
    await page
      .getByRole('navigation', { name: 'Espace professionnel' })
      .first()
      .getByRole('link', { name: /^Rendez-vous/ })
      .click();
    await page.getByLabel('Vous travaillez pour').selectOption({ label: SOPHIE });
    await expect(page.getByRole('heading', { level: 1, name: `Rendez-vous de ${SOPHIE}` })).toBeVisible();
    const caller = `Appel ${uniqueSurname('Téléphone')}`;
    const day = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'Nouveau rendez-vous' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await form.getByLabel('Client', { exact: true }).fill(caller);
    await form.getByLabel('Téléphone du client (facultatif)').fill('06 12 34 56 78');
    await form.getByLabel('Type de rendez-vous').selectOption({ index: 1 });
    await form.getByLabel('Date').fill(day);
    await form.getByLabel('Heure').fill('07:30');
    await form.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    const overlap = form.getByRole('button', { name: 'Créer quand même' });
    await expect(page.getByText('Rendez-vous créé').or(overlap)).toBeVisible();
    if (await overlap.isVisible()) await overlap.click();
    await expect(page.getByText('Rendez-vous créé')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/journey-2-assistant-phone-booking-1280.png` });

    // The request for Antoine: Julie switches to him and accepts it in his name.
    await page.getByLabel('Vous travaillez pour').selectOption({ label: ANTOINE });
    await expect(page.getByRole('heading', { level: 1, name: `Rendez-vous de ${ANTOINE}` })).toBeVisible();
    await page
      .getByRole('button', { name: new RegExp(`^Accepter la demande de ${request.client}`) })
      .first()
      .click();
    await expect(page.getByText(new RegExp(`^Demande acceptée.*${request.client}`)).first()).toBeVisible();
    const accepted = await page.request.get(`/api/pro/appointments/${request.id}`);
    expect(((await accepted.json()) as { appointment: { status: string } }).appointment.status).toBe(
      'confirmed',
    );
    // Its « Historique » says Julie accepted it; the client's e-mail comes from Antoine, not from her.
    await page
      .getByRole('button', { name: new RegExp(`^Voir les détails du rendez-vous avec ${request.client}, `) })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: `Rendez-vous avec ${request.client}` });
    const acceptedHistory = details.getByRole('region', { name: 'Historique' });
    await expect(acceptedHistory.getByRole('listitem').first()).toHaveText(/^Demande reçue le /);
    await expect(acceptedHistory.getByRole('listitem').last()).toHaveText(
      new RegExp(`^Acceptée par ${JULIE}, assistant\\(e\\), le `),
    );
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    const confirmation = await waitForEmail(page.request, request.email, /^Rendez-vous confirmé le /);
    expect(confirmation.text).toContain(`Votre rendez-vous avec ${ANTOINE} est confirmé le `);
    expect(`${confirmation.subject}\n${confirmation.text}`).not.toMatch(/Julie|Lefèvre|assistant/i);

    // A case of Sophie's stays closed to Julie until Sophie shares it.
    await page.goto(`/pro/dashboard/cases/${folder.id}`);
    await expect(page.getByRole('heading', { name: 'Dossier introuvable' })).toBeVisible();
    await page.goto('/pro/dashboard/cases');
    await expect(page.getByRole('heading', { level: 1, name: 'Dossiers partagés avec moi' })).toBeVisible();
    await expect(page.getByText('Aucun dossier partagé')).toBeVisible();
    // Sophie gives her « Lecture » from the case's « Accès au dossier » card.
    await sophie.goto(`/pro/dashboard/cases/${folder.id}`);
    await expect(
      sophie.getByRole('heading', { level: 1, name: /Prestation compensatoire Girard/ }),
    ).toBeVisible();
    const access = sophie.getByRole('region', { name: 'Accès au dossier' });
    await access.getByLabel('Membre du cabinet').selectOption({ label: JULIE });
    await access.getByLabel('Droit', { exact: true }).selectOption('read');
    await access.getByRole('button', { name: 'Donner accès' }).click();
    await expect(sophie.getByText(`${JULIE} a maintenant accès au dossier`)).toBeVisible();
    const onList = access.getByRole('list', { name: 'Membres ayant accès au dossier' });
    await expect(onList.getByLabel(`Droit de ${JULIE}`)).toHaveValue('read');
    await page.reload();
    await page.getByRole('link', { name: 'Ouvrir' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: /Prestation compensatoire Girard/ }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/journey-3-assistant-shared-case-1280.png`, fullPage: true });

    // Sophie, associate, reads who did what in the firm.
    await sophie.goto('/pro/dashboard/journal-acces');
    const table = sophie.getByRole('table', { name: /^Journal d’accès, du plus récent au plus ancien/ });
    await expect(
      table.getByRole('row').filter({ hasText: 'Julie Lefèvre, assistant(e)' }).first(),
    ).toBeVisible();
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: 'Julie Lefèvre, assistant(e)' })
        .filter({ hasText: 'Prestation compensatoire Girard' })
        .first(),
    ).toBeVisible();
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: 'Julie Lefèvre, assistant(e)' })
        .filter({ hasText: 'Acceptation' })
        .first(),
    ).toBeVisible();
    expect(await axeViolations(sophie)).toEqual([]);
    await sophie.screenshot({ path: `${SHOTS}/journey-4-associate-access-journal-1280.png`, fullPage: true });

    // The phone booking's « Historique », in Sophie's own list: taken by Julie.
    await sophie.goto('/pro/dashboard/appointments');
    await sophie
      .getByRole('button', { name: new RegExp(`^Voir les détails du rendez-vous avec ${caller}, `) })
      .click();
    const booked = sophie.getByRole('dialog', { name: `Rendez-vous avec ${caller}` });
    await expect(booked.getByRole('region', { name: 'Historique' }).getByRole('listitem')).toHaveText([
      new RegExp(`^Prise par téléphone par ${JULIE}, assistant\\(e\\), le `),
    ]);
    await sophie.keyboard.press('Escape');

    // « Dossiers du cabinet »: every case's title and lawyer; one of Antoine's she is not on stays closed.
    await sophie.goto('/pro/dashboard/cases');
    const firmCases = sophie.getByRole('table', { name: 'Dossiers du cabinet' });
    const perrin = firmCases.getByRole('row').filter({ hasText: 'Donation-partage Perrin' });
    await expect(perrin).toContainText(ANTOINE);
    await expect(perrin.getByRole('link')).toHaveCount(0);
    await expect(
      firmCases
        .getByRole('row')
        .filter({ hasText: 'Prestation compensatoire Girard' })
        .getByRole('link', { name: 'Prestation compensatoire Girard' }),
    ).toBeVisible();
    expect(await axeViolations(sophie)).toEqual([]);
    await perrin.scrollIntoViewIfNeeded();
    await sophie.screenshot({ path: `${SHOTS}/journey-5-associate-firm-cases-1280.png` });
    const listed = (await (await sophie.request.get('/api/pro/firm/cases')).json()) as {
      cases: { id: number; title: string }[];
    };
    const closed = listed.cases.find((candidate) => candidate.title === 'Donation-partage Perrin');
    if (!closed) throw new Error('no « Donation-partage Perrin » in the firm’s cases');
    await sophie.goto(`/pro/dashboard/cases/${closed.id}`);
    await expect(sophie.getByRole('heading', { level: 1, name: 'Dossier introuvable' })).toBeVisible();
    await expect(sophie.getByText(/Perrin|Donation-partage/)).toHaveCount(0);
    await expect(sophie.getByRole('region', { name: 'Accès au dossier' })).toHaveCount(0);
  } finally {
    await sophie.request.delete(`/api/pro/cases/${folder.id}/access/${julieId}`, { headers: origin });
    await sophieContext.close();
  }
});

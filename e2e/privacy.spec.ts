import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { registerClientViaApi, STRONG_PASSWORD, signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';

type TOutbox = { emails: { to: string; subject: string; status: string }[] };

async function outboxOf(request: APIRequestContext, to: string): Promise<TOutbox['emails']> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as TOutbox).emails;
}

function origin(baseURL: string | undefined): { origin: string } {
  if (!baseURL) throw new Error('baseURL is not configured');
  return { origin: baseURL };
}

/** A civil date `days` from today in Paris, as the workspace forms take it. */
function parisDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test('a client who deletes the account leaves no e-mail behind, the reminder still to come included', async ({
  page,
  baseURL,
}) => {
  const client = {
    firstName: 'Jeanne',
    lastName: 'Effacement',
    email: uniqueEmail('effacement'),
    password: STRONG_PASSWORD,
  };
  await registerClientViaApi(page.request, origin(baseURL).origin, client);
  // A booking e-mails a confirmation now and keeps a reminder for the day before.
  const profile = (await (await page.request.get('/api/professionals/3')).json()) as TProfessionalProfile;
  const later = Date.now() + 48 * 3_600_000;
  const slot = profile.slotDays
    .flatMap((day) => day.slots)
    .find((candidate) => candidate.modes.includes('cabinet') && Date.parse(candidate.start) > later);
  if (!slot) throw new Error('Camille Petit has no office slot two days ahead');
  const booked = await page.request.post('/api/appointments', {
    data: {
      professionalId: 3,
      start: slot.start,
      mode: 'cabinet',
      reason: 'Licenciement',
      answers: {},
      acceptsFeeAgreement: true,
    },
    headers: origin(baseURL),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await expect
    .poll(async () => (await outboxOf(page.request, client.email)).length)
    .toBeGreaterThanOrEqual(2);

  await page.goto('/dashboard?onglet=profil');
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer mon compte\u202f?' });
  await expect(confirm).toContainText(
    'ils conservent leurs propres dossiers (rendez-vous tenus, notes, documents, messages échangés)',
  );
  await confirm.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/$/);

  expect(await outboxOf(page.request, client.email)).toEqual([]);
});

async function createContact(page: Page, baseURL: string | undefined, lastName: string) {
  const response = await page.request.post('/api/pro/contacts', {
    data: { firstName: 'Odile', lastName, email: uniqueEmail('odile'), phone: '06 44 55 66 77' },
    headers: origin(baseURL),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { contact: { id: number } }).contact.id;
}

test('a professional deletes a contact after confirming; focus lands on the list', async ({
  page,
  baseURL,
}) => {
  await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD, { landOn: null });
  const lastName = `Supprimable${Date.now().toString(36)}`;
  const id = await createContact(page, baseURL, lastName);
  await page.goto(`/pro/dashboard/contacts/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Odile ${lastName}` })).toBeVisible();

  const remove = page.getByRole('button', { name: 'Supprimer le contact' });
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer le contact' });
  await expect(confirm).toContainText('les dossiers et rendez-vous associés sont conservés');
  expect((await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze()).violations).toEqual([]);
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  await remove.click();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/pro\/dashboard\/contacts$/);
  await expect(page.getByText('Contact supprimé')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes contacts' })).toBeFocused();
  await page.getByPlaceholder('Rechercher un contact…').fill(lastName);
  await expect(page.getByText('Aucun contact trouvé')).toBeVisible();
  expect((await page.request.get(`/api/pro/contacts/${id}`)).status()).toBe(404);
});

test('a professional deletes a document of an appointment after confirming', async ({ page, baseURL }) => {
  await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD, { landOn: null });
  const client = `Client Pièces ${Date.now().toString(36)}`;
  let appointmentId = 0;
  // A free evening some weeks ahead (other journeys may have taken one).
  for (let attempt = 0; attempt < 10 && !appointmentId; attempt += 1) {
    const created = await page.request.post('/api/pro/appointments', {
      data: {
        client: { name: client },
        type: 'Consultation divorce',
        date: parisDate(40 + attempt),
        time: '19:00',
        duration: '30min',
      },
      headers: origin(baseURL),
    });
    if (created.status() === 201)
      appointmentId = ((await created.json()) as { appointment: { id: number } }).appointment.id;
  }
  expect(appointmentId).toBeGreaterThan(0);
  const uploaded = await page.request.post(`/api/pro/appointments/${appointmentId}/documents`, {
    data: {
      title: 'Jugement à retirer',
      kind: 'document',
      fileName: 'jugement.pdf',
      contentBase64: Buffer.from('%PDF-1.4 jugement\n').toString('base64'),
    },
    headers: origin(baseURL),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await page.goto('/pro/dashboard/appointments');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: client }) });
  await card.getByRole('button', { name: /^Voir les détails/ }).click();
  const dialog = page.getByRole('dialog', { name: `Rendez-vous avec ${client}` });
  await dialog.getByRole('tab', { name: 'Documents' }).click();
  await dialog.getByRole('button', { name: 'Supprimer Jugement à retirer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer le document' });
  await expect(confirm).toContainText(
    'Supprimer le document «\u00a0Jugement à retirer\u00a0» de ce rendez-vous\u202f?',
  );
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Document supprimé')).toBeVisible();
  await expect(dialog.getByText('Aucun document pour ce rendez-vous.')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Documents du rendez-vous' })).toBeFocused();
  // The details dialog stays open on its Documents tab.
  await expect(dialog.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
});

test('the privacy policies state the retention periods and what the professional keeps', async ({ page }) => {
  await page.goto('/privacy-policy');
  const table = page.getByRole('table', { name: /durées de conservation/ });
  await expect(table.getByRole('row', { name: /E-mails que nous envoyons/ })).toContainText(
    '3 mois après leur envoi',
  );
  await expect(table).toContainText('Sans connexion pendant 3 ans, il est supprimé');
  await expect(
    page.getByRole('heading', { name: 'Ce que conserve le professionnel consulté' }),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.goto('/pro/confidentialite');
  await expect(page.getByRole('heading', { name: 'Quand un client supprime son compte' })).toBeVisible();
  await expect(page.getByText(/article 2225 du Code civil/)).toBeVisible();
  await page.goto('/pro/rgpd');
  await expect(page.getByRole('table', { name: /durées de conservation/ })).toContainText(
    "votre fiche est retirée de l'annuaire",
  );
});

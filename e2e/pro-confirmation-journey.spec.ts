import { expect as baseExpect } from '@playwright/test';
import {
  confirmEmailViaOutbox,
  newContextWithConsent,
  STRONG_PASSWORD,
  signInAsPro,
  uniqueSurname,
} from './support/accounts';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';

test('a client books Thomas Bernard, Thomas accepts it in « RDV en attente » and finds the fee agreement, the client sees « Confirmé »', async ({
  page,
  browser,
  baseURL,
}) => {
  // The client: a new account booking the first free slot of Maître Thomas Bernard (manual confirmation).
  const client = await newContextWithConsent(browser);
  const clientPage = await client.newPage();
  const lastName = uniqueSurname('Journey');
  const email = uniqueEmail('journey');
  const origin = { origin: baseURL ?? '' };
  const registered = await clientPage.request.post('/api/auth/client/register', {
    data: { firstName: 'Inès', lastName, email, password: STRONG_PASSWORD, acceptTerms: true },
    headers: origin,
  });
  baseExpect(registered.status()).toBe(201);
  await confirmEmailViaOutbox(clientPage.request, baseURL ?? '', email);
  const profile = (await (await clientPage.request.get('/api/professionals/2')).json()) as {
    slotDays: { slots: { start: string; modes: string[] }[] }[];
  };
  // A slot a week ahead, away from what other specs book.
  const slot = profile.slotDays[5]?.slots.at(-1);
  if (!slot) throw new Error('Maître Thomas Bernard has no free slot');
  const booked = await clientPage.request.post('/api/appointments', {
    data: {
      professionalId: 2,
      start: slot.start,
      mode: slot.modes[0],
      reason: 'Garde à vue de mon fils',
      answers: {},
      acceptsFeeAgreement: true,
    },
    headers: origin,
  });
  baseExpect(booked.status()).toBe(201);
  baseExpect((await booked.json()).appointment.status).toBe('pending');

  await clientPage.goto('/dashboard');
  // Her only appointment heads her space as « Votre prochain rendez-vous » (issue 26 §2).
  const card = clientPage
    .getByRole('region', { name: 'Votre prochain rendez-vous' })
    .getByRole('article')
    .filter({ hasText: 'Garde à vue de mon fils' });
  await expect(card.getByText('En attente')).toBeVisible();

  // Maître Bernard confirms it from the planning.
  await signInAsPro(page, 'thomas.bernard@example.com', DEMO_PASSWORD, { landOn: '/pro/dashboard/planning' });
  await page.getByRole('button', { name: /^RDV en attente/ }).click();
  const popup = page.getByRole('region', { name: 'Rendez-vous en attente de confirmation' });
  await popup.getByRole('button', { name: new RegExp(`^Accepter la demande de Inès ${lastName}, `) }).click();
  await expect(
    page.getByText(new RegExp(`^Demande acceptée\\s:\\snous avons prévenu Inès ${lastName}`)),
  ).toBeVisible();

  // The fee agreement Inès accepted when booking is in the appointment's details, as a PDF.
  await page.goto('/pro/dashboard/appointments');
  const proCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Inès ${lastName}` }) });
  await proCard.getByRole('button', { name: /^Voir les détails/ }).click();
  const proDownload = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('link', { name: "Convention d'honoraires (PDF)" }).click();
  baseExpect((await proDownload).suggestedFilename()).toMatch(/^convention-honoraires-rdv-\d+\.pdf$/);

  // The client sees it confirmed at the next page load, and has been e-mailed.
  await clientPage.reload();
  await expect(card.getByText('Confirmé')).toBeVisible();
  const outbox = (await (
    await clientPage.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as {
    emails: { subject: string }[];
  };
  baseExpect(outbox.emails.some((mail) => mail.subject.startsWith('Rendez-vous confirmé'))).toBe(true);
  await client.close();
});

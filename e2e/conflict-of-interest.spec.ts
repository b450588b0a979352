import { expect as baseExpect } from '@playwright/test';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import { parisCivil } from '#domain/kernel/time/paris-time.ts';
import { slotAccessibleName } from '#web/features/directory/search/slot-format.ts';
import {
  newContextWithConsent,
  registerClientViaApi,
  STRONG_PASSWORD,
  signInAsPro,
  uniqueSurname,
} from './support/accounts';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';

test('a client books Thomas Bernard naming one of his contacts as the opposing party, and is named in turn by the next client; Thomas sees « Conflit d’intérêts possible » on both requests before answering', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not configured');
  const origin = { origin: baseURL };

  // Maître Bernard (manual confirmation) has Karim … among his contacts.
  await signInAsPro(page, 'thomas.bernard@example.com', DEMO_PASSWORD, { landOn: null });
  const contactSurname = uniqueSurname('Benali');
  const contact = await page.request.post('/api/pro/contacts', {
    data: {
      type: 'client',
      firstName: 'Karim',
      lastName: contactSurname,
      email: uniqueEmail('karim'),
      phone: '06 12 34 56 78',
    },
    headers: origin,
  });
  baseExpect(contact.status(), await contact.text()).toBe(201);

  // The next client, who will name the first one as the other side (registered now: the requests stay pending
  // for as short a time as before).
  const next = await newContextWithConsent(browser);
  const nextLastName = uniqueSurname('Suivant');
  await registerClientViaApi(next.request, baseURL, {
    firstName: 'Gaspard',
    lastName: nextLastName,
    email: uniqueEmail('suivant'),
    password: STRONG_PASSWORD,
  });

  // A new client books him from his profile, naming the other side surname first, in capitals.
  const client = await newContextWithConsent(browser);
  const clientPage = await client.newPage();
  const lastName = uniqueSurname('Conflit');
  await registerClientViaApi(clientPage.request, baseURL, {
    firstName: 'Inès',
    lastName,
    email: uniqueEmail('conflit'),
    password: STRONG_PASSWORD,
  });
  const profile = (await (
    await clientPage.request.get('/api/professionals/2')
  ).json()) as TProfessionalProfile;
  // Late in the horizon, away from what other specs book.
  const slot = profile.slotDays
    .flatMap((day) => day.slots)
    .filter((candidate) => candidate.modes.includes('cabinet'))
    .at(-3);
  if (!slot) throw new Error('Maître Thomas Bernard has no free office slot');

  await clientPage.goto('/lawyer/2');
  await clientPage.getByRole('button', { name: 'Prendre rendez-vous' }).click();
  const dialog = clientPage.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await dialog.getByLabel('Motif de votre rendez-vous').fill('Plainte pour abus de confiance');
  const opposing = dialog.getByLabel('Partie adverse (facultatif)');
  await expect(opposing).toHaveAccessibleDescription(/ne représente pas déjà l'autre partie/);
  await opposing.fill(`${contactSurname.toUpperCase()} Karim`);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('radio', { name: 'Cabinet' }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: slotAccessibleName(slot) }).click();
  await expect(dialog.getByRole('heading', { name: 'Prêt à envoyer votre demande' })).toBeVisible();
  await expect(dialog.getByText(`${contactSurname.toUpperCase()} Karim`)).toBeVisible();
  await dialog.getByRole('checkbox', { name: /J'accepte la convention d'honoraires de Maître/ }).check();
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(dialog.getByRole('heading', { name: 'Demande de rendez-vous envoyée' })).toBeVisible();
  await client.close();

  // Then Gaspard asks for advice against her: she consulted Thomas (her request is still to come).
  const free = (await (await next.request.get('/api/professionals/2')).json()) as TProfessionalProfile;
  const nextSlot = free.slotDays
    .flatMap((day) => day.slots)
    .filter((candidate) => candidate.modes.includes('cabinet'))
    .at(-3);
  if (!nextSlot) throw new Error('Maître Thomas Bernard has no other free office slot');
  const nextBooking = await next.request.post('/api/appointments', {
    data: {
      professionalId: 2,
      start: nextSlot.start,
      mode: 'cabinet',
      reason: 'Litige avec une voisine',
      opposingParty: `Inès ${lastName}`,
      answers: {},
      acceptsFeeAgreement: true,
    },
    headers: origin,
  });
  baseExpect(nextBooking.status(), await nextBooking.text()).toBe(201);
  const nextId = ((await nextBooking.json()) as { appointment: { id: number } }).appointment.id;
  await next.close();

  // In his planning, the request says what it matched before he accepts it.
  await page.goto('/pro/dashboard/planning');
  await page.getByRole('button', { name: /^RDV en attente/ }).click();
  const popup = page.getByRole('region', { name: 'Rendez-vous en attente de confirmation' });
  // Each request by its client's name alone: Gaspard's names Inès too.
  const requestOf = (name: string) =>
    popup.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  const request = requestOf(`Inès ${lastName}`);
  await expect(
    request.getByText(`Partie adverse indiquée : ${contactSurname.toUpperCase()} Karim`),
  ).toBeVisible();
  const flag = request.getByRole('note', { name: "Conflit d'intérêts possible" });
  await expect(flag).toBeVisible();
  await expect(flag.getByRole('link', { name: `Contact\u00a0: Karim ${contactSurname}` })).toBeVisible();
  await expect(flag).toContainText("Vérifiez qu'il ne s'agit pas des mêmes personnes avant d'accepter.");
  // Gaspard's request says whom he named: someone who consulted Thomas, and when; the link opens her appointment.
  const nextRequest = requestOf(`Gaspard ${nextLastName}`);
  await expect(nextRequest.getByText(`Partie adverse indiquée : Inès ${lastName}`)).toBeVisible();
  const nextFlag = nextRequest.getByRole('note', { name: "Conflit d'intérêts possible" });
  await expect(
    nextFlag.getByRole('link', {
      name: `Client du rendez-vous du ${formatCivilDateShort(parisCivil(new Date(slot.start)).date)} (Inès ${lastName})`,
    }),
  ).toHaveAttribute('href', /^\/pro\/dashboard\/appointments\?rdv=\d+$/);
  // Answered at once, so as not to leave a request pending for other specs.
  const refused = await page.request.post(`/api/pro/appointments/${nextId}/refuse`, {
    data: {},
    headers: origin,
  });
  baseExpect(refused.status(), await refused.text()).toBe(200);
  await request
    .getByRole('button', { name: new RegExp(`^Accepter la demande de Inès ${lastName}, `) })
    .click();
  await expect(
    page.getByText(new RegExp(`^Demande acceptée\\s:\\snous avons prévenu Inès ${lastName}`)),
  ).toBeVisible();
});

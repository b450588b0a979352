import { DEFAULT_CONSUMER_MEDIATOR } from '#domain/directory/site/consumer-mediator-setting.ts';
import {
  asAdmin,
  pendingRegistrationCard,
  registerProViaApi,
  STRONG_PASSWORD,
  signInAsPro,
  uniqueSurname,
  validateWithNote,
} from './support/accounts';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';
import { waitForEmail } from './support/outbox';

// Issue 29 §4: the ranking page reached from the results' sentence; a visitor reports a profile, an administrator
// keeps it with reasons, the visitor is e-mailed them; a lawyer files a complaint, an administrator answers it,
// the lawyer reads the answer; the platform's mediator in the footer; a profile suspended on a report, contested,
// then « Rétablir la fiche »: public again, the reasons beside the decision in « Réclamations ».

test('« Classement et référencement » from the results, and the mediator in the footer', async ({ page }) => {
  await page.goto('/search?location=Paris');
  const note = page.getByText(/^Résultats classés par note, puis par distance\./);
  await note.getByRole('link', { name: 'Classement et référencement' }).click();
  await expect(page).toHaveURL(/\/classement-et-referencement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Classement et référencement' })).toBeVisible();
  await expect(page.getByText(/^La note de classement, paramètre principal/)).toBeVisible();
  await expect(page.getByText(/^Aucun professionnel ne paie pour être mieux classé/)).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/^Médiateur de la consommation/)).toContainText(
    DEFAULT_CONSUMER_MEDIATOR.name,
  );
});

test('a visitor reports a profile; the administrator keeps it with reasons, told to the visitor', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `${uniqueSurname('temoin').toLowerCase()}@example.com`;
  const explanation = 'Le profil annonce une spécialisation que je ne retrouve pas au barreau.';
  await page.goto('/lawyer/3');
  await page
    .getByRole('button', { name: /^Signaler un contenu\s: le profil de Maître Camille Petit$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Signaler un contenu' });
  // Without an account, the e-mail is required: the server says so next to the field.
  await dialog.getByRole('combobox', { name: 'Motif' }).selectOption({ label: 'Informations trompeuses' });
  await dialog.getByRole('textbox', { name: 'Explication' }).fill(explanation);
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByText('Indiquez votre adresse e-mail pour recevoir la décision')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Votre e-mail, pour recevoir la décision' }).fill(email);
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  const sent = dialog.getByRole('status');
  await expect(sent).toContainText(/Signalement envoyé, référence SIG-\d{6}/);
  const reference = (await sent.textContent())?.match(/SIG-\d{6}/)?.[0] ?? '';

  await asAdmin(browser, async (admin) => {
    const card = admin.getByRole('article', {
      name: `Signalement ${reference} du profil de Maître Camille Petit`,
    });
    await expect(card.getByText(explanation)).toBeVisible();
    await card.getByRole('radio', { name: 'Contenu maintenu' }).check();
    await card
      .getByRole('textbox', { name: 'Motifs de la décision (envoyés aux deux parties)' })
      .fill('La spécialisation figure bien au tableau du barreau de Lyon.');
    await card.getByRole('button', { name: 'Enregistrer la décision' }).click();
    await expect(card).toHaveCount(0);
  });

  const decision = await waitForEmail(page.request, email, new RegExp(`^Votre signalement ${reference}`));
  expect(decision.text).toContain('Décision\u00a0: Contenu maintenu.');
  expect(decision.text).toContain('figure bien au tableau');
  expect(decision.text).not.toContain(explanation);
  // The profile stays listed.
  await page.goto('/lawyer/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Maître Camille Petit' })).toBeVisible();
});

test('a lawyer files a complaint, follows it, and reads the administrator’s reasoned answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const text = `Je conteste mon classement dans les résultats de Paris (${uniqueSurname('ref')}).`;
  await signInAsPro(page, 'thomas.bernard@example.com', DEMO_PASSWORD);
  await page.getByRole('link', { name: 'Réclamations' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réclamations' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Déposer une réclamation' });
  await form.getByRole('button', { name: 'Envoyer la réclamation' }).click();
  await expect(form.getByText('Choisissez la décision contestée')).toBeVisible();
  await form
    .getByRole('combobox', { name: 'Décision contestée' })
    .selectOption({ label: 'Classement dans les résultats' });
  await form.getByRole('textbox', { name: 'Votre réclamation' }).fill(text);
  await form.getByRole('button', { name: 'Envoyer la réclamation' }).click();
  const mine = page
    .getByRole('region', { name: 'Mes réclamations' })
    .getByRole('article')
    .filter({ hasText: text });
  await expect(mine.getByText('Reçue', { exact: true })).toBeVisible();
  const reference = (await mine.getByText(/^REC-\d{6}/).textContent())?.match(/REC-\d{6}/)?.[0] ?? '';

  const answer = 'Votre classement suit la note de vos avis puis la distance\u00a0: aucune erreur constatée.';
  await asAdmin(browser, async (admin) => {
    const card = admin.getByRole('article', { name: `Réclamation ${reference} de Maître Thomas Bernard` });
    await card.getByRole('button', { name: 'Prendre en charge' }).click();
    await expect(card.getByText('En cours d’examen')).toBeVisible();
    await card.getByRole('textbox', { name: 'Réponse motivée' }).fill(answer);
    await card.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await expect(card).toHaveCount(0);
  });

  const mail = await waitForEmail(
    page.request,
    'thomas.bernard@example.com',
    new RegExp(`^Réponse à votre réclamation ${reference}$`),
  );
  expect(mail.text).not.toContain('aucune erreur constatée');
  await page.reload();
  const answered = page
    .getByRole('region', { name: 'Mes réclamations' })
    .getByRole('article')
    .filter({ hasText: text });
  await expect(answered.getByText('Répondue', { exact: true })).toBeVisible();
  await expect(answered.getByText(answer)).toBeVisible();
});

test('an administrator suspends a reported profile, then « Rétablir la fiche »: public again, reasons in « Réclamations »', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = { origin: baseURL as string };
  // A lawyer of their own, validated and complete, so the demo's profiles stay listed for the other journeys.
  const email = uniqueEmail('suspendu');
  const lastName = uniqueSurname('Suspendu');
  const name = `Gaspard ${lastName}`;
  const publicName = `Maître ${name}`;
  await registerProViaApi(request, baseURL as string, {
    firstName: 'Gaspard',
    lastName,
    email,
    password: STRONG_PASSWORD,
    practice: `Cabinet ${lastName}`,
    specialty: 'Droit du travail',
    barAssociation: 'Lyon',
    barNumber: '0699999',
  });
  await asAdmin(browser, async (admin) => {
    await validateWithNote(pendingRegistrationCard(admin, name), name);
    await expect(pendingRegistrationCard(admin, name)).toHaveCount(0);
  });
  await signInAsPro(page, email, STRONG_PASSWORD, { landOn: null });
  const {
    id,
    publication: _publication,
    professionalType: _type,
    certificates: _certificates,
    ...editable
  } = await (await page.request.get('/api/pro/profile')).json();
  const saved = await page.request.put('/api/pro/profile', {
    headers: origin,
    data: {
      ...editable,
      phone: '04 72 00 00 01',
      streetAddress: '12 rue de la République',
      postalCode: '69002',
      city: 'Lyon',
      consultationModes: ['visio'],
      fees: {
        firstConsultation: { kind: 'amount', cents: 8_000 },
        followUp: { kind: 'quote' },
        urgent: null,
        legalInsuranceAccepted: false,
        paymentMeans: ['virement'],
        paymentFacilities: false,
        acceptsLegalAid: false,
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await saved.json()).publication.isPublic).toBe(true);

  // A visitor reports it; the administrator suspends it; the lawyer contests the suspension.
  const sent = await request.post('/api/content-reports', {
    headers: origin,
    data: {
      target: { kind: 'profile', professionalId: id },
      reason: 'misleading',
      explanation: 'Ce profil annonce un titre que je ne retrouve nulle part.',
      email: `${lastName.toLowerCase()}@example.com`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const report = (await sent.json()).reference as string;
  await asAdmin(browser, async (admin) => {
    const card = admin.getByRole('article', { name: `Signalement ${report} du profil de ${publicName}` });
    await card.getByRole('radio', { name: 'Profil suspendu' }).check();
    await card
      .getByRole('textbox', { name: 'Motifs de la décision (envoyés aux deux parties)' })
      .fill('Le titre affiché ne correspond pas à l’inscription au barreau.');
    await card.getByRole('button', { name: 'Enregistrer la décision' }).click();
    await expect(card).toHaveCount(0);
  });
  expect((await request.get(`/api/professionals/${id}`)).status()).toBe(404);
  const filed = await page.request.post('/api/pro/complaints', {
    headers: origin,
    data: { subject: 'suspension', text: 'Mon titre est exact, je joins mon attestation d’inscription.' },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const complaint = (await filed.json()).complaint.reference as string;

  const reasons = 'Attestation du barreau reçue\u00a0: le titre est exact, la suspension est levée.';
  await asAdmin(browser, async (admin) => {
    const card = admin.getByRole('article', { name: `Fiche suspendue de ${publicName}` });
    await expect(card.getByText(/^Avocat, suspendu le /)).toBeVisible();
    await expect(card.getByText(/ne correspond pas à l’inscription au barreau/)).toBeVisible();
    await expect(card.getByText(new RegExp(`${complaint} \\(Suspension du profil\\)`))).toBeVisible();
    const textbox = card.getByRole('textbox', {
      name: 'Motifs du rétablissement (lus par le professionnel)',
    });
    await card.getByRole('button', { name: 'Rétablir la fiche' }).click();
    await expect(card.getByText(/^Motivez le rétablissement/)).toBeVisible();
    await textbox.fill(reasons);
    await expect(
      card.getByRole('checkbox', { name: new RegExp(`^Répondre aussi avec ces motifs.*${complaint}`) }),
    ).toBeChecked();
    await card.getByRole('button', { name: 'Rétablir la fiche' }).click();
    await expect(card).toHaveCount(0);
  });

  // Public again, for anyone.
  await page.goto(`/lawyer/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: publicName })).toBeVisible();
  // An e-mail that says it and links to « Réclamations », without the reasons.
  const mail = await waitForEmail(page.request, email, /^Suspension de votre profil levée$/);
  expect(mail.text).toContain('/pro/dashboard/reclamations');
  expect(mail.text).not.toContain('Attestation du barreau reçue');
  // In « Réclamations »: the relisting beside the decision, and the complaint answered with the same reasons.
  await page.goto('/pro/dashboard/reclamations');
  const decision = page.getByRole('article', { name: `Signalement ${report}` });
  await expect(decision.getByText(/^Fiche rétablie le /)).toBeVisible();
  await expect(decision.getByText(`Motifs du rétablissement : ${reasons}`)).toBeVisible();
  const answered = page
    .getByRole('region', { name: 'Mes réclamations' })
    .getByRole('article')
    .filter({ hasText: complaint });
  await expect(answered.getByText('Répondue', { exact: true })).toBeVisible();
  await expect(answered.getByText(reasons)).toBeVisible();
});

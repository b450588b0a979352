import {
  asAdmin,
  pendingRegistrationCard,
  registerProViaApi,
  STRONG_PASSWORD,
  signInAsPro,
  uniqueSurname,
  validateWithNote,
} from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';
import { linkIn, waitForEmail } from './support/outbox';

test('a professional registers, waits for validation, and is validated by the administrator', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('avocat');
  const lastName = uniqueSurname('Valide');
  const name = `Julien ${lastName}`;

  await page.goto('/pro/register');
  await expect(page.getByRole('heading', { name: 'Inscription professionnelle' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /^Vous êtes/ })
    .getByRole('radio', { name: 'Avocat' })
    .check();
  await page.getByLabel('Titre').selectOption('Avocat');
  await page.getByLabel('Prénom').fill('Julien');
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('E-mail professionnel').fill(email);
  await page.getByLabel('Cabinet').fill('Cabinet Julien Associés');
  await page.getByLabel('Barreau de…').fill('Paris');
  await page.getByLabel('Numéro de barreau').fill('PARIS-E2E-4242');
  await page.getByLabel('Code postal').fill('75004');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('Domaine d’activité principal').selectOption('Droit fiscal');
  await page.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(/\/pro\/registration-pending$/);
  await expect(page.getByRole('heading', { name: 'Inscription en cours de validation' })).toBeVisible();

  // Registration does not sign in; the account can sign in while pending.
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/pro\/login$/);
  await signInAsPro(page, email, STRONG_PASSWORD, { viaForm: true });
  await expect(page.getByRole('heading', { name: 'Bonjour, Julien', level: 1 })).toBeVisible();
  await expect(page.getByText('Votre compte est en attente de validation.')).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Droit fiscal')).toBeVisible();

  // Validation waits for a confirmed address (ADR 0023): the workspace asks, the e-mailed link confirms.
  await expect(
    page.getByText('Confirmez votre adresse e-mail pour que votre profil puisse être validé et publié'),
  ).toBeVisible();
  const confirmation = linkIn(await waitForEmail(request, email, /^Confirmez votre adresse e-mail$/));
  await page.goto(confirmation);
  await expect(page.getByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeVisible();
  // The acknowledgement follows the confirmed address (ADR 0046), greeting the account by its first name
  // now that the address is proven (issue 26 §6).
  const received = await waitForEmail(request, email, /en cours de validation/);
  expect(received.text.split('\n')[0]).toBe('Bonjour Julien,');
  await page.getByRole('link', { name: 'Accéder à mon espace professionnel' }).click();
  await expect(page.getByRole('heading', { name: 'Bonjour, Julien', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Confirmez votre adresse e-mail pour que votre profil puisse être validé et publié'),
  ).toHaveCount(0);

  await asAdmin(browser, async (admin) => {
    const card = pendingRegistrationCard(admin, name);
    await expect(card).toBeVisible();
    await expect(card.getByText(email)).toBeVisible();
    await expect(card.getByText('PARIS-E2E-4242')).toBeVisible();
    // Not in the demo's directory of lawyers: « Absent », validated on the administrator's note (issue 29 §1).
    await expect(card.getByText('Absent', { exact: true })).toBeVisible();
    await validateWithNote(card, name);
    await expect(pendingRegistrationCard(admin, name)).toHaveCount(0);

    await admin.getByRole('tab', { name: 'Validées' }).click();
    await expect(
      admin.getByRole('tabpanel', { name: 'Validées' }).getByRole('heading', { name }),
    ).toBeVisible();
    // Validated is not public: the board says what the profile still lacks.
    const validated = admin
      .getByRole('tabpanel', { name: 'Validées' })
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { name, exact: true }) });
    await expect(
      validated.getByText(/^Incomplète, pas encore visible\s: votre numéro de téléphone/),
    ).toBeVisible();
  });

  const approval = await waitForEmail(request, email, /JurisRDV Pro est validé$/);
  // Validated but incomplete: the e-mail says what is still missing rather than promising bookings.
  expect(approval.text).toContain('Vos honoraires (première consultation, paiement)');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bonjour, Julien', level: 1 })).toBeVisible();
  await expect(page.getByText('Votre compte est en attente de validation.')).toHaveCount(0);

  // Not public yet: the home lists what is missing, each item leading to its card of « Ma fiche pro ».
  const checklist = page.getByRole('region', { name: "Votre fiche n'est pas encore visible des clients" });
  await expect(checklist).toBeVisible();
  const steps = checklist.getByRole('list', { name: 'Étapes avant publication' });
  await expect(steps.getByText(/Validation de votre compte/)).toHaveCount(0);
  await expect(steps.getByText(/Votre numéro de téléphone/)).toBeVisible();
  await expect(steps.getByText(/Vos honoraires/)).toBeVisible();
  const profileApi = await page.request.get('/api/pro/profile');
  const { id } = (await profileApi.json()) as { id: number };
  const publicPage = await page.request.get(`/api/professionals/${id}`);
  expect(publicPage.status()).toBe(404);

  await steps.getByRole('link', { name: 'Ma fiche pro, Coordonnées' }).first().click();
  await expect(page).toHaveURL(/\/pro\/dashboard\/profile#coordonnees$/);
  const contact = page.getByRole('region', { name: 'Coordonnées' });
  await contact.getByLabel('Téléphone *').fill('01 45 67 89 10');
  await contact.getByLabel('Adresse *').fill('12 rue de Rivoli');
  await contact.getByLabel('Code postal *').fill('75004');
  await contact.getByLabel('Ville *').fill('Paris');

  await page.getByRole('button', { name: 'Modifier\u00a0: Prestations et tarifs' }).click();
  const prestations = page.getByRole('region', { name: 'Prestations et tarifs' });
  await prestations.getByRole('button', { name: 'Renseigner mes honoraires' }).click();
  await prestations.getByLabel('Première consultation\u00a0: montant en euros').fill('95');
  await prestations.getByRole('group', { name: 'Consultation de suivi' }).getByLabel('Sur devis').check();
  await prestations
    .getByRole('group', { name: 'Aide juridictionnelle' })
    .getByLabel('Acceptée', { exact: true })
    .check();
  await prestations.getByLabel('Carte bancaire').check();
  await prestations.getByLabel('Virement').check();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sauvegarder le profil' }).click();
  await expect(page.getByText('Profil sauvegardé')).toBeVisible();

  // Complete and validated: public at once, with exactly the fees Julien entered.
  await expect(
    page.getByRole('region', { name: "Votre fiche n'est pas encore visible des clients" }),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Voir ma fiche publique' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const fees = page.getByRole('region', { name: 'Tarifs' });
  const honoraires = fees.getByRole('definition');
  await expect(honoraires).toHaveCount(2);
  await expect(honoraires.nth(0)).toHaveText(/^95\s€$/);
  await expect(honoraires.nth(1)).toHaveText('Sur devis');
  await expect(fees.getByText('Consultation urgente')).toHaveCount(0);
  await expect(fees.getByText('Moyens de paiement : carte bancaire ou virement')).toBeVisible();
  await expect(fees.getByText('Aide juridictionnelle acceptée')).toBeVisible();
  await expect(fees.getByText(/assurances/i)).toHaveCount(0);
  await expect(fees.getByText(/Facilités/)).toHaveCount(0);

  // New on the platform (no rating yet): a narrow search keeps the card on the first page.
  await page.goto('/search?location=75004&distance=1&specialty=Droit%20fiscal&legalAid=true');
  const card = page.getByRole('article', { name: `Maître ${name}` });
  await expect(
    card.getByText(/^Première consultation\s: 95\s€ · Aide juridictionnelle acceptée$/),
  ).toBeVisible();
});

test('a rejected professional sees that the registration was not validated, with the reason', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('refus');
  const lastName = uniqueSurname('Refuse');
  const name = `Claire ${lastName}`;
  const reason = 'Numéro de barreau introuvable au tableau de l’ordre.';
  await registerProViaApi(request, baseURL as string, {
    firstName: 'Claire',
    lastName,
    email,
    password: STRONG_PASSWORD,
    practice: 'Cabinet Claire',
    specialty: 'Droit civil',
    barNumber: 'LYON-E2E-0001',
  });

  await asAdmin(browser, async (admin) => {
    const card = pendingRegistrationCard(admin, name);
    await card.getByRole('button', { name: `Refuser l'inscription de ${name}` }).click();
    const confirm = card.getByRole('button', { name: 'Confirmer le refus' });
    await expect(confirm).toBeDisabled();
    await card.getByLabel('Motif du refus (envoyé au professionnel)').fill(reason);
    await confirm.click();
    await expect(pendingRegistrationCard(admin, name)).toHaveCount(0);

    await admin.getByRole('tab', { name: 'Refusées' }).click();
    const rejected = admin.getByRole('tabpanel', { name: 'Refusées' });
    await expect(rejected.getByRole('heading', { name })).toBeVisible();
    await expect(rejected.getByText(reason)).toBeVisible();
  });

  const refusal = await waitForEmail(request, email, /n'a pas été validée/);
  expect(refusal.text).toContain(reason);

  await signInAsPro(page, email, STRONG_PASSWORD, { viaForm: true });
  const refusalPage = page.getByRole('alert').filter({ hasText: "Votre inscription n'a pas été validée." });
  await expect(refusalPage).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: "Votre inscription n'a pas été validée." }),
  ).toBeVisible();
  await expect(refusalPage).toContainText(`Motif\u00a0: ${reason}`);
  await expect(page.getByText('Votre compte est en attente de validation.')).toHaveCount(0);
  // Only the refusal: no workspace menu, no page, no figure, no action.
  await expect(page.getByRole('navigation', { name: 'Espace professionnel' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Bonjour, Claire' })).toHaveCount(0);
  await page.goto('/pro/dashboard/cases');
  await expect(
    page.getByRole('heading', { level: 1, name: "Votre inscription n'a pas été validée." }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouveau dossier' })).toHaveCount(0);
  // The API refuses the workspace to this account whatever the page does.
  const attempt = await page.request.post('/api/pro/cases', {
    data: { title: 'Dossier après refus' },
    headers: { origin: baseURL as string },
  });
  expect(attempt.status()).toBe(403);
  expect((await attempt.json()).error.message).toBe(
    "Votre inscription n'a pas été validée\u00a0: l'espace professionnel n'est pas accessible.",
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/pro$/);
});

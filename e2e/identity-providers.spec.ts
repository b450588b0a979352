import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { startOidcTestProvider, type TOidcTestProvider } from '#server/test-support/oidc-test-provider.ts';
import { slotAccessibleName } from '#web/features/directory/search/slot-format.ts';
import { expect, test, uniqueEmail } from './support/fixtures';

/** Maître Camille Petit: automatic confirmation, questions before the appointment. */
const CAMILLE = { id: 3 };

let provider: TOidcTestProvider;

test.beforeAll(async ({ baseURL }) => {
  // The « Google » the e2e server was started against (scripts/e2e-server.mjs): a real OpenID Connect
  // provider whose sign-in page signs in at once whoever the test chose.
  provider = await startOidcTestProvider({
    port: Number(process.env.E2E_OIDC_PORT ?? 3109),
    clientId: 'jurisrdv-e2e',
    clientSecret: 'jurisrdv-e2e-secret-0123456789abcdef',
    redirectUris: [`${baseURL}/api/auth/oidc/google/callback`],
  });
});

test.afterAll(async () => {
  await provider?.close();
});

test('a client in the middle of a booking signs up with Google and the booking completes', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  provider.setNextLogin({
    sub: `google-${email}`,
    email,
    email_verified: true,
    given_name: 'Gaëlle',
    family_name: 'Googleuse',
  });
  const profile = (await (
    await page.request.get(`/api/professionals/${CAMILLE.id}`)
  ).json()) as TProfessionalProfile;
  const slot = profile.slotDays
    .flatMap((day) => day.slots)
    .find(
      (candidate) =>
        candidate.modes.includes('visio') &&
        new Date(candidate.start).getTime() - Date.now() > 26 * 3_600_000,
    );
  if (!slot) throw new Error('no video slot more than a day away');

  await page.goto(`/lawyer/${CAMILLE.id}`);
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await dialog.getByLabel('Motif de votre rendez-vous').fill('Succession de ma grand-mère');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('radio', { name: 'Visioconférence' }).check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: slotAccessibleName(slot), exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Questionnaire préparatoire' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();

  // The account step offers Google; off to the provider, which signs Gaëlle in and sends her back.
  await dialog.getByRole('link', { name: 'Continuer avec Google' }).click();
  await expect(page).toHaveURL(/\/connexion-externe$/);
  await expect(page.getByRole('heading', { name: 'Finaliser votre inscription' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveValue('Gaëlle');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('alert')).toHaveText("Vous devez accepter les conditions d'utilisation");
  await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Back on the profile, the booking reopened where it was left, signed in: the recap.
  await expect(page).toHaveURL(new RegExp(`/lawyer/${CAMILLE.id}$`));
  const resumed = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await expect(resumed.getByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' })).toBeVisible();
  await expect(resumed.getByText('Gaëlle Googleuse')).toBeVisible();
  await expect(resumed.getByText('Succession de ma grand-mère')).toBeVisible();
  await resumed.getByRole('checkbox', { name: /J'accepte la convention d'honoraires de Maître/ }).check();
  await resumed.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
  await expect(resumed.getByRole('heading', { name: 'Rendez-vous confirmé\u202f!' })).toBeVisible();
});

test('refusing consent at the provider comes back to the sign-in page with a French message', async ({
  page,
}) => {
  provider.setNextLogin('deny');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continuer avec Google' }).click();
  await expect(page).toHaveURL(/\/login\?erreur=acces-refuse/);
  await expect(page.getByRole('alert')).toContainText('Vous avez refusé l’accès à votre compte');
});

test('a client created through Google sets a password, unlinks Google and links it again in « Comptes connectés »', async ({
  page,
}) => {
  const email = uniqueEmail('dissocier');
  provider.setNextLogin({
    sub: `google-${email}`,
    email,
    email_verified: true,
    given_name: 'Denis',
    family_name: 'Dissocié',
  });
  await page.goto('/register');
  await page.getByRole('link', { name: 'Continuer avec Google' }).click();
  await expect(page.getByRole('heading', { name: 'Finaliser votre inscription' })).toBeVisible();
  await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('tab', { name: 'Profil' }).click();
  const section = page.getByRole('region', { name: 'Comptes connectés' });
  await expect(section.getByText(email)).toBeVisible();
  await section.getByRole('button', { name: 'Dissocier Google' }).click();
  await expect(section.getByRole('alert')).toContainText('définissez d’abord un mot de passe');

  await section.getByLabel('Nouveau mot de passe', { exact: true }).fill('Une-phrase-solide-pour-Denis-77');
  await section.getByLabel('Confirmer le nouveau mot de passe').fill('Une-phrase-solide-pour-Denis-77');
  await section.getByRole('button', { name: 'Définir le mot de passe' }).click();
  await expect(section.getByRole('heading', { name: 'Définir un mot de passe' })).toHaveCount(0);
  await section.getByRole('button', { name: 'Dissocier Google' }).click();
  await expect(section.getByRole('button', { name: 'Dissocier Google' })).toHaveCount(0);

  // « Associer Google » links it again, through the provider, back to the profile.
  await section.getByRole('link', { name: 'Associer Google' }).click();
  await expect(page).toHaveURL(/\/dashboard\?onglet=profil$/);
  await expect(
    page.getByRole('region', { name: 'Comptes connectés' }).getByRole('button', { name: 'Dissocier Google' }),
  ).toBeVisible();
  // The password now signs in; the change-password form is back.
  await expect(page.getByRole('heading', { name: 'Modifier mon mot de passe' })).toBeVisible();
});

import { registerClientViaApi, STRONG_PASSWORD, signInAsClient, signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';
import { linkIn, waitForEmail } from './support/outbox';

test('a client changes the e-mail: the old address is told, the new one confirmed by its link, then used to sign in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('ancienne');
  const newEmail = uniqueEmail('nouvelle');
  await registerClientViaApi(page.request, baseURL as string, {
    firstName: 'Agathe',
    lastName: 'Change',
    email,
    password: STRONG_PASSWORD,
  });
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Profil' }).click();
  const section = page.getByRole('region', { name: "Changer d'adresse e-mail" });
  await section.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
  await section.getByLabel('Votre mot de passe', { exact: true }).fill(STRONG_PASSWORD);
  await section.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click();
  await expect(
    section.getByText(`Un lien de confirmation a été envoyé à ${newEmail}.`, { exact: false }),
  ).toBeVisible();

  const notice = await waitForEmail(request, email, /^Votre adresse e-mail va changer$/);
  expect(notice.text).toContain(newEmail);
  const link = linkIn(await waitForEmail(request, newEmail, /^Confirmez votre adresse e-mail$/));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeVisible();
  await expect(page.getByText(`Votre adresse ${newEmail} est confirmée. Merci !`)).toBeVisible();

  // The same link a second time: already used.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Lien déjà utilisé' })).toBeVisible();
  await expect(page.getByText('Ce lien de confirmation a déjà servi.')).toBeVisible();

  await page.context().clearCookies();
  await signInAsClient(page, newEmail, STRONG_PASSWORD, { viaForm: true });
});

test('a professional changes the sign-in address from « Mon compte », confirmed by its link', async ({
  page,
  request,
}) => {
  const newEmail = uniqueEmail('thomas.nouvelle');
  await signInAsPro(page, 'thomas.bernard@example.com', DEMO_PASSWORD, { landOn: '/pro/dashboard/compte' });
  const section = page.getByRole('region', { name: "Changer d'adresse e-mail" });
  await expect(section.getByText('thomas.bernard@example.com')).toBeVisible();
  await section.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
  await section.getByLabel('Votre mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click();
  await expect(
    section.getByText(`Un lien de confirmation a été envoyé à ${newEmail}.`, { exact: false }),
  ).toBeVisible();
  const notice = await waitForEmail(
    request,
    'thomas.bernard@example.com',
    /^Votre adresse e-mail va changer$/,
  );
  expect(notice.text).toContain(newEmail);
  // Not followed: the demo professional keeps the address later specs sign in with.
  await page.context().clearCookies();
  await signInAsPro(page, 'thomas.bernard@example.com', DEMO_PASSWORD);
});

import { signInAsPro, submitLogin } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

const SOPHIE = 'sophie.martin@example.com';

test('signed-out visitors of the dashboard are sent to /pro/login, then back where they were going', async ({
  page,
}) => {
  await page.goto('/pro/dashboard');
  await expect(page).toHaveURL(/\/pro\/login$/);
  await expect(page.getByRole('heading', { name: 'Espace professionnel' })).toBeVisible();

  await page.goto('/pro/dashboard/planning');
  await expect(page).toHaveURL(/\/pro\/login$/);

  await submitLogin(page, SOPHIE, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/pro\/dashboard\/planning$/);
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
});

test('a professional signs in and sees the greeting and the sidebar with name and specialty', async ({
  page,
}) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { viaForm: true });

  await expect(page.getByRole('heading', { name: 'Bonjour, Sophie', level: 1 })).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Sophie Martin')).toBeVisible();
  await expect(sidebar.getByText('Droit de la famille')).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expect(page.getByText('Votre compte est en attente de validation.')).toHaveCount(0);
  // Sophie is validated and complete: no checklist. The home opens on her day (issue 26 §1).
  await expect(
    page.getByRole('region', { name: "Votre fiche n'est pas encore visible des clients" }),
  ).toHaveCount(0);
  await expect(page.getByRole('region', { name: "Aujourd'hui" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'À traiter', exact: true })).toBeVisible();
});

test('the sidebar menu entries open their pages', async ({ page }) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD);
  const menu = page.getByRole('navigation', { name: 'Espace professionnel' });

  const entries = [
    { link: 'Planning', path: '/pro/dashboard/planning', heading: 'Planning' },
    { link: 'Mes rendez-vous', path: '/pro/dashboard/appointments', heading: 'Mes rendez-vous' },
    { link: 'Mes dossiers', path: '/pro/dashboard/cases', heading: 'Mes dossiers' },
    { link: 'Mes contacts', path: '/pro/dashboard/contacts', heading: 'Mes contacts' },
    { link: 'Mes paiements', path: '/pro/dashboard/payments', heading: 'Mes paiements' },
    { link: 'Ma fiche pro', path: '/pro/dashboard/profile', heading: 'Ma fiche pro' },
    { link: 'Mes visioconférences', path: '/pro/dashboard/video', heading: 'Mes visioconférences' },
    { link: 'Journal d’accès', path: '/pro/dashboard/journal-acces', heading: 'Journal d’accès' },
  ];
  for (const entry of entries) {
    const link = menu.getByRole('link', { name: entry.link });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
    await expect(page.getByRole('heading', { name: entry.heading, level: 1 })).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
    if (entry.link === 'Mes paiements')
      await expect(page.getByRole('button', { name: 'Nouvelle facture' })).toBeVisible();
  }

  await menu.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(page).toHaveURL(/\/pro\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Bonjour, Sophie', level: 1 })).toBeVisible();
});

test('the collapsed sidebar stays collapsed after a reload', async ({ page }) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD);
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Sophie Martin')).toBeVisible();

  await page.getByRole('button', { name: 'Replier le menu' }).click();
  const expand = page.getByRole('button', { name: 'Déplier le menu' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByText('Sophie Martin')).toBeHidden();
  // Collapsed, the entries keep their names for screen readers.
  await expect(sidebar.getByRole('link', { name: 'Planning' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bonjour, Sophie', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Déplier le menu' })).toBeVisible();
  await expect(sidebar.getByText('Sophie Martin')).toBeHidden();

  await page.getByRole('button', { name: 'Déplier le menu' }).click();
  await expect(page.getByRole('button', { name: 'Replier le menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.reload();
  await expect(sidebar.getByText('Sophie Martin')).toBeVisible();
});

test('the professional session does not open the client space', async ({ page }) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();

  await page.goto('/pro/dashboard');
  await expect(page.getByRole('heading', { name: 'Bonjour, Sophie', level: 1 })).toBeVisible();
});

test('a client session does not open the professional space', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'lucas.moreau@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/pro/dashboard');
  await expect(page).toHaveURL(/\/pro\/login$/);
  // A client's credentials do not open the professional space either.
  await submitLogin(page, 'lucas.moreau@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect');
});

test('logging out of the professional space goes to /pro and closes the dashboard', async ({ page }) => {
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD);

  await page.getByRole('complementary').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/pro$/);

  await page.goto('/pro/dashboard');
  await expect(page).toHaveURL(/\/pro\/login$/);
  await page.reload();
  await expect(page).toHaveURL(/\/pro\/login$/);
});

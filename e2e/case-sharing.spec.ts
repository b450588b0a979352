import {
  newContextWithConsent,
  registerProViaApi,
  STRONG_PASSWORD,
  signInAsPro,
  uniqueSurname,
} from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';
import { linkIn, waitForEmail } from './support/outbox';

const SOPHIE = 'sophie.martin@example.com';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`A case shared at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Sophie shares a case in reading with a collaborator, who opens it without editing, until she takes the access back', async ({
      page,
      browser,
      baseURL,
    }) => {
      // A new lawyer enrols their second factor at the first sign-in, then joins Sophie's firm.
      test.setTimeout(120_000);
      if (!baseURL) throw new Error('baseURL is not configured');
      const origin = { origin: baseURL };
      const email = uniqueEmail('collaborateur');
      const lastName = uniqueSurname('Fontaine');
      await registerProViaApi(page.request, baseURL, {
        firstName: 'Luc',
        lastName,
        email,
        password: STRONG_PASSWORD,
        practice: 'Cabinet Fontaine',
        specialty: 'Droit de la famille',
        barNumber: 'PARIS-E2E-5959',
      });

      const sophieContext = await newContextWithConsent(browser);
      try {
        const sophie = await sophieContext.newPage();
        await sophie.setViewportSize(viewport);
        await signInAsPro(sophie, SOPHIE, DEMO_PASSWORD, { landOn: null });
        const invited = await sophie.request.post('/api/pro/firm/invitations', {
          data: { email, role: 'collaborator' },
          headers: origin,
        });
        expect(invited.status(), await invited.text()).toBe(201);
        const token = new URL(
          linkIn(await waitForEmail(page.request, email, /^Invitation à rejoindre un cabinet sur JurisRDV$/)),
        ).searchParams.get('token');

        await signInAsPro(page, email, STRONG_PASSWORD, { landOn: null });
        const accepted = await page.request.post(`/api/firm-invitations/${token}/accept`, {
          data: {},
          headers: origin,
        });
        expect(accepted.status(), await accepted.text()).toBe(200);

        const title = `Succession Morel ${Date.now().toString(36)}`;
        const created = await sophie.request.post('/api/pro/cases', { data: { title }, headers: origin });
        expect(created.status(), await created.text()).toBe(201);
        const caseId = ((await created.json()) as { case: { id: number } }).case.id;

        // Sophie gives him « Lecture » from the case's « Accès au dossier » card.
        await sophie.goto(`/pro/dashboard/cases/${caseId}`);
        await expect(sophie.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const card = sophie.getByRole('region', { name: 'Accès au dossier' });
        await card.getByLabel('Membre du cabinet').selectOption({ label: `Maître Luc ${lastName}` });
        await card.getByLabel('Droit', { exact: true }).selectOption('read');
        await card.getByRole('button', { name: 'Donner accès' }).click();
        const members = card.getByRole('list', { name: 'Membres ayant accès au dossier' });
        await expect(members.getByText(`Maître Luc ${lastName}`, { exact: true })).toBeVisible();
        await expect(members.getByLabel(`Droit de Maître Luc ${lastName}`)).toHaveValue('read');
        expect(await axeViolations(sophie)).toEqual([]);

        // He finds it under « Partagés avec moi », opens it and can change nothing.
        await page.goto('/pro/dashboard/cases');
        const shared = page.getByRole('list', { name: 'Dossiers partagés avec moi' });
        const item = shared.getByRole('listitem', { name: title });
        await expect(item).toContainText('Maître Sophie Martin');
        await expect(item).toContainText('Lecture');
        expect(await axeViolations(page)).toEqual([]);
        await item.getByRole('link', { name: 'Ouvrir' }).click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(
          page.getByRole('note').filter({ hasText: 'partagé avec vous en lecture seule' }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Modifier le titre' })).toHaveCount(0);
        await expect(page.getByLabel('Statut du dossier')).toBeDisabled();
        await expect(page.getByLabel('Priorité')).toBeDisabled();
        const readOnlyCard = page.getByRole('region', { name: 'Accès au dossier' });
        await expect(readOnlyCard.getByRole('button')).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
        // The API says the same: a change is refused.
        const refused = await page.request.patch(`/api/pro/cases/${caseId}`, {
          data: { status: 'Clos' },
          headers: origin,
        });
        expect(refused.status()).toBe(403);

        // Sophie takes the access back, after confirming.
        await sophie.reload();
        await sophie
          .getByRole('region', { name: 'Accès au dossier' })
          .getByRole('button', { name: `Retirer l’accès de Maître Luc ${lastName}` })
          .click();
        const confirm = sophie.getByRole('alertdialog', {
          name: `Retirer l’accès de Maître Luc ${lastName}\u202f?`,
        });
        await confirm.getByRole('button', { name: 'Retirer l’accès' }).click();
        await expect(sophie.getByText('Aucun autre membre du cabinet n’a accès à ce dossier.')).toBeVisible();

        // For him the case is now unknown.
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Dossier introuvable' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await sophieContext.close();
      }
    });
  });
}

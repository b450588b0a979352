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
/** Where the journeys' screenshots go (copied to docs/screenshots/issue-27 for the closing note). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/screenshots/issue-27';

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

// Issue 27 §2, ADR 0070: the firm's records change hands while everyone stays. Sophie, associate of the demo's
// « Cabinet Martin Avocats », hands a case (from « Dossiers du cabinet ») and a contact (from its page) to Antoine,
// her collaborator, who then holds them. Records of their own, so the demo's stay as they are.
test.describe('A case and a contact handed over to a colleague', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Sophie hands a case and a contact to Antoine, who finds them in his lists and opens them', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    if (!baseURL) throw new Error('baseURL is not configured');
    const origin = { origin: baseURL };
    const tag = Date.now().toString(36);
    const title = `Bail Vasseur ${tag}`;
    const lastName = uniqueSurname('Morel');

    await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: null });
    const created = await page.request.post('/api/pro/cases', { data: { title }, headers: origin });
    expect(created.status(), await created.text()).toBe(201);
    const contact = await page.request.post('/api/pro/contacts', {
      data: {
        firstName: 'Hélène',
        lastName,
        email: `${lastName.toLowerCase()}@example.com`,
        phone: '06 12 34 56 78',
        type: 'client',
      },
      headers: origin,
    });
    expect(contact.status(), await contact.text()).toBe(201);
    const contactId = ((await contact.json()) as { contact: { id: number } }).contact.id;
    const noted = await page.request.post(`/api/pro/contacts/${contactId}/notes`, {
      data: { content: `Rappeler au sujet du bail ${tag}` },
      headers: origin,
    });
    expect(noted.status(), await noted.text()).toBe(201);

    // The case, from « Dossiers du cabinet »: the dialog says what changes for the lawyer chosen.
    await page.goto('/pro/dashboard/cases');
    const firmCases = page.getByRole('table', { name: 'Dossiers du cabinet' });
    const opener = firmCases.getByRole('button', {
      name: `Confier le dossier «\u00a0${title}\u00a0» à un confrère`,
    });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Confier le dossier à un confrère' });
    const lawyer = dialog.getByLabel('Avocat(e) à qui le confier');
    await expect(lawyer).toBeFocused();
    await lawyer.selectOption({ label: 'Maître Antoine Lambert' });
    const changes = dialog.getByRole('region', { name: 'Ce que cela change' });
    await expect(changes).toContainText(
      'Maître Antoine Lambert en devient l’avocat(e) responsable et gère désormais sa liste d’accès.',
    );
    await expect(changes).toContainText('Vous restez sur sa liste d’accès, avec le droit de le modifier');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/hand-over-case-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Confier le dossier' }).click();
    await expect(page.getByText('Dossier confié à Maître Antoine Lambert')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(firmCases.getByRole('row', { name: new RegExp(title) })).toContainText(
      'Maître Antoine Lambert',
    );

    // The contact, from its page: its notes go with it, and the page goes back to the list.
    await page.goto(`/pro/dashboard/contacts/${contactId}`);
    await page.getByRole('button', { name: 'Confier le contact à un confrère' }).click();
    const contactDialog = page.getByRole('dialog', { name: 'Confier le contact à un confrère' });
    await contactDialog
      .getByLabel('Avocat(e) à qui le confier')
      .selectOption({ label: 'Maître Antoine Lambert' });
    await expect(contactDialog.getByRole('region', { name: 'Ce que cela change' })).toContainText(
      'Aucun dossier à votre nom n’est lié à ce contact.',
    );
    await contactDialog.getByRole('button', { name: 'Confier le contact' }).click();
    await expect(page).toHaveURL(/\/pro\/dashboard\/contacts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes contacts' })).toBeFocused();
    await expect(
      page
        .getByRole('table', { name: 'Contacts du cabinet' })
        .getByRole('row', { name: new RegExp(lastName) }),
    ).toContainText('Maître Antoine Lambert');

    // Antoine holds both now.
    const antoineContext = await newContextWithConsent(browser);
    try {
      const antoine = await antoineContext.newPage();
      await signInAsPro(antoine, 'antoine.lambert@example.com', DEMO_PASSWORD, {
        landOn: '/pro/dashboard/cases',
      });
      const card = antoine.getByRole('list', { name: 'Dossiers' }).getByRole('listitem', { name: title });
      await card.getByRole('link', { name: 'Ouvrir' }).click();
      await expect(antoine.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Sophie stays on its list, with the right to change it, until Antoine takes her off.
      await expect(
        antoine
          .getByRole('list', { name: 'Membres ayant accès au dossier' })
          .getByLabel('Droit de Maître Sophie Martin'),
      ).toHaveValue('edit');
      await antoine.screenshot({ path: `${SHOTS}/hand-over-case-held-by-antoine-1280.png`, fullPage: true });
      await antoine.goto(`/pro/dashboard/contacts/${contactId}`);
      await expect(antoine.getByRole('heading', { level: 1, name: `Hélène ${lastName}` })).toBeVisible();
      await antoine.getByRole('tab', { name: /^Notes/ }).click();
      await expect(antoine.getByText(`Rappeler au sujet du bail ${tag}`)).toBeVisible();
      expect(await axeViolations(antoine)).toEqual([]);
    } finally {
      await antoineContext.close();
    }
  });
});

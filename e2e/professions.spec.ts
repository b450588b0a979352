import type { Page } from '@playwright/test';
import {
  asAdmin,
  confirmEmailViaOutbox,
  pendingRegistrationCard,
  STRONG_PASSWORD,
  signInAsPro,
  uniqueSurname,
  validateWithNote,
} from './support/accounts';
import { expect, test, uniqueEmail } from './support/fixtures';

/** Issue 26 §3: three professions register honestly, one list of domains, the title as written. */

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string, width: number): Promise<void> {
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/professions-${name}-after-${width}.png`, fullPage: true });
}

async function fillCommon(page: Page, first: string, last: string, email: string): Promise<void> {
  await page.getByLabel('Prénom').fill(first);
  await page.getByLabel('Nom', { exact: true }).fill(last);
  await page.getByLabel('E-mail professionnel').fill(email);
}

async function finish(page: Page): Promise<void> {
  await page.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/pro\/registration-pending$/);
}

for (const width of [390, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a notary registers as a notary, and the administrator sees « Notaire » and the CRPCEN', async ({
      page,
      browser,
      request,
      baseURL,
    }) => {
      const email = uniqueEmail(`notaire${width}`);
      const lastName = uniqueSurname('Notaire');
      const name = `Hélène ${lastName}`;
      const crpcen = String(10_000 + Math.floor(Math.random() * 89_999));

      await page.goto('/pro/register');
      const profession = page.getByRole('radiogroup', { name: /^Vous êtes/ });
      await expect(profession.getByRole('radio')).toHaveCount(3);
      await expect(page.getByText(/la double authentification/)).toBeVisible();
      await profession.getByRole('radio', { name: 'Notaire' }).check();

      // A notary is asked for the office and its CRPCEN, never for a bar.
      await expect(page.getByLabel('Numéro de barreau')).toHaveCount(0);
      await expect(page.getByLabel('Barreau de…')).toHaveCount(0);
      await expect(page.getByLabel('Titre')).toHaveValue('Notaire');
      const domains = page.getByLabel('Domaine d’activité principal').getByRole('option');
      await expect(domains).toContainText([
        'Droit de la famille',
        'Droit immobilier',
        'Droit des successions',
      ]);
      await expect(
        page.getByLabel('Domaine d’activité principal').getByRole('option', { name: 'Droit pénal' }),
      ).toHaveCount(0);

      await fillCommon(page, 'Hélène', lastName, email);
      await page.getByLabel('Office notarial').fill('Office notarial des Terreaux');
      await page.getByLabel('Numéro CRPCEN').fill('123');
      await page.getByLabel('Code postal').fill('69001');
      await page.getByLabel('Ville').fill('Lyon');
      await page.getByLabel('Domaine d’activité principal').selectOption('Droit des successions');
      await page.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
      await page.getByLabel('Confirmer le mot de passe').fill(STRONG_PASSWORD);
      await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(page.getByText('Le numéro CRPCEN comporte 5 chiffres')).toBeVisible();
      await page.getByLabel('Numéro CRPCEN').fill(crpcen);
      await shot(page, 'register', width);
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(page).toHaveURL(/\/pro\/registration-pending$/);
      await confirmEmailViaOutbox(request, baseURL as string, email);

      await asAdmin(browser, async (admin) => {
        if (width === 390) await admin.setViewportSize({ width, height: 844 });
        const card = pendingRegistrationCard(admin, name);
        await expect(card).toBeVisible();
        const facts = card.getByRole('definition');
        await expect(card.getByRole('term').filter({ hasText: 'Profession' })).toBeVisible();
        await expect(facts.filter({ hasText: /^Notaire$/ })).toHaveCount(2); // profession and title
        await expect(card.getByRole('term').filter({ hasText: 'Numéro CRPCEN' })).toBeVisible();
        await expect(facts.filter({ hasText: crpcen })).toBeVisible();
        await expect(facts.filter({ hasText: 'Office notarial des Terreaux' })).toBeVisible();
        await expect(facts.filter({ hasText: '69001 Lyon' })).toBeVisible();
        await expect(card.getByRole('term').filter({ hasText: 'Numéro de barreau' })).toHaveCount(0);
        await card.scrollIntoViewIfNeeded();
        await shot(admin, 'admin', width);
        // No directory of notaries in the demo: « Annuaire non importé », validated on a note (issue 29 §1).
        await validateWithNote(card, name);
        await expect(admin.getByText(`Un e-mail a été envoyé à ${name}.`)).toBeVisible();
        await expect(pendingRegistrationCard(admin, name)).toHaveCount(0);
      });
    });

    test('an avocate registered in « Droit civil » is found by a search on that domain once validated', async ({
      page,
      browser,
      request,
      baseURL,
    }) => {
      const email = uniqueEmail(`avocate${width}`);
      const lastName = uniqueSurname('Civil');
      const name = `Inès ${lastName}`;

      await page.goto('/pro/register');
      await page
        .getByRole('radiogroup', { name: /^Vous êtes/ })
        .getByRole('radio', { name: 'Avocat' })
        .check();
      await expect(page.getByLabel('Titre').getByRole('option')).toHaveText([
        'Choisissez votre titre',
        'Avocate',
        'Avocat',
      ]);
      await page.getByLabel('Titre').selectOption('Avocate');
      await fillCommon(page, 'Inès', lastName, email);
      await page.getByLabel('Cabinet').fill('Cabinet Inès Civil');
      await page.getByLabel('Barreau de…').fill('Lyon');
      await page.getByLabel('Numéro de barreau').fill(`LYON-${width}`);
      await page.getByLabel('Code postal').fill('69002');
      await page.getByLabel('Ville').fill('Lyon');
      await page.getByLabel('Domaine d’activité principal').selectOption('Droit civil');
      await finish(page);
      await confirmEmailViaOutbox(request, baseURL as string, email);

      await asAdmin(browser, async (admin) => {
        const card = pendingRegistrationCard(admin, name);
        await expect(card.getByRole('definition').filter({ hasText: /^Avocate$/ })).toBeVisible();
        await expect(card.getByRole('definition').filter({ hasText: /^Lyon$/ })).toBeVisible();
        await validateWithNote(card, name);
        await expect(pendingRegistrationCard(admin, name)).toHaveCount(0);
      });

      // Validated, then complete (phone, office, fees): public, and found by its domain.
      await signInAsPro(page, email, STRONG_PASSWORD, { landOn: null });
      const profile = await (await page.request.get('/api/pro/profile')).json();
      const {
        id,
        publication: _publication,
        professionalType,
        certificates: _certificates,
        ...editable
      } = profile;
      expect(professionalType).toBe('avocat');
      expect(editable).toMatchObject({
        title: 'Avocate',
        barAssociation: 'Lyon',
        specialties: ['Droit civil'],
      });
      const saved = await page.request.put('/api/pro/profile', {
        headers: { origin: baseURL as string },
        data: {
          ...editable,
          phone: '04 72 00 00 00',
          streetAddress: '10 rue de la République',
          fees: {
            firstConsultation: { kind: 'amount', cents: 9_000 },
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

      const search = await page.request.get(
        `/api/professionals/search?location=69002&distance=2&professionalType=avocat&specialty=${encodeURIComponent('Droit civil')}`,
      );
      expect(search.status(), await search.text()).toBe(200);
      const results = (await search.json()).results as { id: number; title: string; specialties: string[] }[];
      const found = results.find((result) => result.id === id);
      expect(found).toMatchObject({ title: 'Avocate', specialties: ['Droit civil'] });

      // Her public page says « Avocate », as she wrote it, with her bar (issue 29 §2).
      await page.goto(`/lawyer/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Maître ${name}` })).toBeVisible();
      await expect(page.getByText('Avocate au barreau de Lyon', { exact: true }).first()).toBeVisible();
      await shot(page, 'profile', width);

      // « Ma fiche pro » shows and edits the title and the bar.
      await page.goto('/pro/dashboard/profile');
      const informations = page.getByRole('region', { name: 'Informations personnelles' });
      await expect(informations.getByText('Avocate au barreau de Lyon')).toBeVisible();
      await shot(page, 'editor', width);
    });
  });
}

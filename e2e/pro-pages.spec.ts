import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

/** Issue 26 §6 and §7: the /pro pages sell what is true and strong, and French reads right on a phone. */

const STRENGTHS = [
  'Factures Factur-X, avoirs et relances',
  "Contrôle des conflits d'intérêts",
  'Messagerie sécurisée',
  'Documents partagés avec vos clients',
  "Convention d'honoraires acceptée à la réservation",
  'Double authentification obligatoire',
];

const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string, width: number) {
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/french-and-pro-${name}-after-${width}.png`, fullPage: true });
}

for (const width of [390, 1280]) {
  const phone = width === 390;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 900 } });

    test('the public header asks « Vous êtes professionnel du droit ? » and the footer shows this year', async ({
      page,
    }) => {
      await page.goto('/');
      if (phone) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const question = page.getByRole('link', { name: 'Vous êtes professionnel du droit\u202f?' });
      await expect(question).toBeVisible();
      await expect(page.getByText(`© ${new Date().getFullYear()} JurisRDV.`)).toBeVisible();
      await shot(page, 'public-header', width);
      await question.click();
      await expect(page).toHaveURL(/\/pro$/);
    });

    test('/pro leads with the strengths, hides the empty « Témoignages », and its footer shows this year', async ({
      page,
    }) => {
      await page.goto('/pro');
      for (const strength of STRENGTHS)
        await expect(page.getByRole('heading', { name: strength, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Témoignages' })).toHaveCount(0);
      await expect(page.getByText('Aucun témoignage')).toHaveCount(0);
      if (phone) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await expect(page.getByRole('link', { name: 'Fonctionnalités' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Témoignages' })).toHaveCount(0);
      await expect(page.getByText(`© ${new Date().getFullYear()} JurisRDV.`)).toBeVisible();
      await shot(page, 'pro-landing', width);
    });

    test('/pro/integrations shows what the product does, not how this deployment is set up', async ({
      page,
    }) => {
      await page.goto('/pro/integrations');
      await expect(page.getByRole('heading', { name: 'Factures Factur-X' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Calendriers iCalendar' })).toBeVisible();
      await expect(page.getByText("serveur d'envoi")).toHaveCount(0);
      await expect(page.getByText('Notifications par e-mail')).toHaveCount(0);
      await shot(page, 'pro-integrations', width);
    });
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the booking summary keeps « Première consultation : 120 € » on one line', async ({ page }) => {
    await page.goto('/lawyer/1');
    await page.getByRole('button', { name: 'Prendre rendez-vous' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
    await dialog.getByLabel('Motif de votre rendez-vous').fill('Divorce par consentement mutuel');
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.getByRole('radio', { name: 'Visioconférence' }).check();
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog
      .getByRole('button', { name: /^\p{L}+ \d{1,2}(er)? \p{L}+ \d{4} à \d{2}:\d{2} — /u })
      .first()
      .click();
    await expect(dialog.getByRole('heading', { name: 'Questionnaire préparatoire' })).toBeVisible();
    await dialog.getByLabel("Combien d'enfants sont concernés\u202f?").fill('2');
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.getByLabel('E-mail').fill('lucas.moreau@example.com');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect(dialog.getByRole('heading', { name: 'Prêt à confirmer votre rendez-vous' })).toBeVisible();

    const fee = dialog.locator('dt', { hasText: 'Honoraires' }).locator('xpath=following-sibling::dd[1]');
    await expect(fee).toHaveText(/^Première consultation\s:\s\d/);
    expect(await fee.evaluate((element) => element.textContent)).toContain('consultation\u00a0:');
    // One line: every piece of the text sits on the same line box.
    const lineTops = await fee.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
    });
    expect(lineTops).toHaveLength(1);
    await fee.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/french-and-pro-booking-summary-after-390.png` });
  });
});

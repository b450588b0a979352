import type { Locator, Page } from '@playwright/test';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_POSTAL_CODE_MESSAGE,
} from '#domain/kernel/format-messages.ts';
import { slotAccessibleName } from '#web/features/directory/search/slot-format.ts';
import { signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

/**
 * Issue 31, RGAA 11.10: a required field says so to everyone — aria-required for a screen reader, « * » beside
 * its label for the eye, and a sentence at the top of the form explaining the mark. RGAA 11.11: a format error
 * gives an example of the expected format, next to its field. RGAA 11.1: the search fields keep a visible label.
 */

const LEGEND = 'Les champs marqués d’un astérisque (*) sont obligatoires.';

/**
 * The text that labels a control on screen (its <label>, or the <legend> of its group), with the marks CSS draws
 * after it or after one of its parts (`content: "*" / ""`: seen, not read).
 */
async function visibleLabelOf(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const labels = [...((element as HTMLInputElement).labels ?? [])];
    const legend = element.closest('fieldset')?.querySelector('legend');
    const parts = labels.length > 0 ? labels : legend ? [legend] : [];
    const drawn = (node: Element) => {
      const content = getComputedStyle(node, '::after').content;
      return content === 'none' || content === 'normal' ? '' : content;
    };
    return parts
      .map((part) => `${part.textContent ?? ''}${[part, ...part.querySelectorAll('*')].map(drawn).join('')}`)
      .join(' ');
  });
}

/** Each control is announced required and marked « * » on screen; the form explains the mark. */
async function expectRequired(form: Locator, controls: Locator[]): Promise<void> {
  await expect(form.getByText(LEGEND, { exact: true })).toBeVisible();
  for (const control of controls) {
    await expect(control, `${control}`).toHaveAttribute('aria-required', 'true');
    expect(await visibleLabelOf(control), `${control}`).toContain('*');
  }
}

/** The optional ones are neither announced nor marked required. */
async function expectOptional(controls: Locator[]): Promise<void> {
  for (const control of controls) {
    await expect(control, `${control}`).not.toHaveAttribute('aria-required', 'true');
    expect(await visibleLabelOf(control), `${control}`).not.toContain('*');
  }
}

/** The form in `scope` with the field labelled `label` (`has` takes a locator from the page, not from `scope`). */
function formWith(scope: Page | Locator, label: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.locator('form').filter({ has: page.getByLabel(label, { exact: true }) });
}

function clientRegistrationControls(form: Locator): Locator[] {
  return [
    form.getByLabel('Prénom', { exact: true }),
    form.getByLabel('Nom', { exact: true }),
    form.getByLabel('E-mail', { exact: true }),
    form.getByLabel('Mot de passe', { exact: true }),
    form.getByLabel('Confirmer le mot de passe', { exact: true }),
    form.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }),
  ];
}

/** Sophie Martin's first office slot at least a day ahead. */
async function officeSlot(page: Page) {
  const response = await page.request.get('/api/professionals/1');
  expect(response.ok()).toBe(true);
  const profile = (await response.json()) as TProfessionalProfile;
  const later = Date.now() + 26 * 3_600_000;
  const slot = profile.slotDays
    .flatMap((day) => day.slots)
    .find((candidate) => candidate.modes.includes('cabinet') && Date.parse(candidate.start) > later);
  if (!slot) throw new Error('no office slot');
  return slot;
}

test.describe('RGAA 11.10: required fields are announced, marked and explained', () => {
  test('/login', async ({ page }) => {
    await page.goto('/login');
    const form = formWith(page, 'E-mail');
    await expectRequired(form, [
      form.getByLabel('E-mail', { exact: true }),
      form.getByLabel('Mot de passe', { exact: true }),
    ]);
    await expectOptional([form.getByRole('checkbox', { name: 'Se souvenir de moi' })]);
  });

  test('/register', async ({ page }) => {
    await page.goto('/register');
    const form = formWith(page, 'Prénom');
    await expectRequired(form, clientRegistrationControls(form));
  });

  test('/forgot-password', async ({ page }) => {
    await page.goto('/forgot-password');
    const form = formWith(page, 'E-mail');
    await expectRequired(form, [form.getByLabel('E-mail', { exact: true })]);
  });

  test('/contact', async ({ page }) => {
    await page.goto('/contact');
    const form = formWith(page, 'Sujet');
    await expectRequired(form, [
      form.getByLabel('Nom', { exact: true }),
      form.getByLabel('E-mail', { exact: true }),
      form.getByLabel('Sujet', { exact: true }),
      form.getByLabel('Message', { exact: true }),
    ]);
    await expectOptional([
      form.getByLabel('Société (facultatif)'),
      form.getByLabel('Téléphone (facultatif)'),
    ]);
  });

  test('/pro/register: the profession, then every field it asks', async ({ page }) => {
    await page.goto('/pro/register');
    const form = page.locator('form').filter({ has: page.getByRole('radio', { name: 'Avocat' }) });
    const profession = form.getByRole('radiogroup', { name: /Vous êtes/ });
    await expectRequired(form, [profession]);
    await form.getByRole('radio', { name: 'Avocat' }).check();
    const fields = form.locator('input:not([type=radio]), select').locator('visible=true');
    expect(await fields.count()).toBeGreaterThan(10);
    await expectRequired(form, await fields.all());
  });

  test('the booking: the reason step, then the sign-in and account creation of the last step', async ({
    page,
  }) => {
    const slot = await officeSlot(page);
    await page.goto('/lawyer/1');
    await page.getByRole('button', { name: 'Prendre rendez-vous' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
    const reasonForm = formWith(dialog, 'Motif de votre rendez-vous');
    await expectRequired(reasonForm, [reasonForm.getByLabel('Motif de votre rendez-vous', { exact: true })]);
    await expectOptional([reasonForm.getByLabel('Partie adverse (facultatif)')]);

    const total = (await dialog.getByText(/^Étape 1 sur \d$/).textContent())?.slice(-1);
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.getByRole('radio', { name: 'Cabinet' }).check();
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.getByRole('button', { name: slotAccessibleName(slot), exact: true }).click();
    const questionnaire = dialog.getByRole('heading', { name: 'Questionnaire préparatoire' });
    const lastStep = dialog.getByText(`Étape ${total} sur ${total}`);
    await expect(questionnaire.or(lastStep)).toBeVisible();
    if (await questionnaire.isVisible()) await dialog.getByRole('button', { name: 'Continuer' }).click();
    await expect(lastStep).toBeVisible();

    const signIn = formWith(dialog, 'E-mail');
    await expectRequired(signIn, [
      signIn.getByLabel('E-mail', { exact: true }),
      signIn.getByLabel('Mot de passe', { exact: true }),
    ]);
    await dialog.getByRole('button', { name: 'Créer un compte' }).click();
    const registration = formWith(dialog, 'Prénom');
    await expectRequired(registration, clientRegistrationControls(registration));
  });
});

test.describe('RGAA 11.11: a format error gives the expected format, next to its field', () => {
  test('an e-mail address on /register', async ({ page }) => {
    await page.goto('/register');
    const email = page.getByLabel('E-mail', { exact: true });
    await email.fill('jean.dupont');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
    await expect(page.getByText(INVALID_EMAIL_MESSAGE, { exact: true })).toBeVisible();
  });

  test('a phone number on /contact', async ({ page }) => {
    await page.goto('/contact');
    const phone = page.getByLabel('Téléphone (facultatif)');
    await phone.fill('06-AB');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(phone).toHaveAccessibleDescription(INVALID_PHONE_MESSAGE);
    await expect(page.getByText(INVALID_PHONE_MESSAGE, { exact: true })).toBeVisible();
  });

  test('a postal code on /pro/register', async ({ page }) => {
    await page.goto('/pro/register');
    await page.getByRole('radio', { name: 'Avocat' }).check();
    const postalCode = page.getByLabel('Code postal', { exact: true });
    await postalCode.fill('7500');
    // The town is checked once a domain is chosen (the form asks them in that order).
    await page.getByLabel('Domaine d’activité principal', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(postalCode).toHaveAccessibleDescription(INVALID_POSTAL_CODE_MESSAGE);
    await expect(page.getByText(INVALID_POSTAL_CODE_MESSAGE, { exact: true })).toBeVisible();
  });
});

/** A label one sees: on screen, not clipped to a pixel as `sr-only` does. */
async function expectSeen(label: Locator): Promise<void> {
  await expect(label).toBeVisible();
  const box = await label.boundingBox();
  expect(box?.width ?? 0, `${label}`).toBeGreaterThan(20);
  expect(box?.height ?? 0, `${label}`).toBeGreaterThan(10);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`RGAA 11.1 at ${viewport.width} px: the search fields keep a visible label`, () => {
    test.use({ viewport });

    for (const path of ['/', '/search?location=Paris']) {
      test(`the search of ${path}`, async ({ page }) => {
        await page.goto(path);
        const search = page.getByRole('search', { name: 'Rechercher un professionnel du droit' });
        for (const name of ['Votre besoin', 'Votre ville ou code postal']) {
          await expectSeen(search.locator('label').filter({ hasText: name }));
          // The label sits above its field or beside it (the results' form on a phone), never over it.
          const label = await search.locator('label').filter({ hasText: name }).boundingBox();
          const field = await search.getByLabel(name, { exact: true }).boundingBox();
          if (!label || !field) throw new Error(`no box for ${name}`);
          const above = label.y + label.height <= field.y + 1;
          const beside = label.x + label.width <= field.x + 1;
          expect(above || beside, `${name}: label over its field`).toBe(true);
        }
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe('RGAA 11.1 at 1280 px: the workspace search', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keeps its label beside the field, on one row of the top bar', async ({ page }) => {
    await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD);
    const field = page.getByRole('combobox', { name: 'Rechercher dans mon espace' });
    await expect(field).toBeVisible();
    const label = page.locator(`label[for="${await field.getAttribute('id')}"]`);
    await expect(label).toHaveText('Rechercher dans mon espace');
    await expectSeen(label);
    const labelBox = await label.boundingBox();
    const fieldBox = await field.boundingBox();
    if (!labelBox || !fieldBox) throw new Error('no box');
    // Same row: the label's middle within the field's height; the field keeps room to type.
    const middle = labelBox.y + labelBox.height / 2;
    expect(middle).toBeGreaterThan(fieldBox.y);
    expect(middle).toBeLessThan(fieldBox.y + fieldBox.height);
    expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(fieldBox.x);
    expect(fieldBox.width).toBeGreaterThan(240);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

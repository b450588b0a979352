import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';
import { waitForEmail } from './support/outbox';

const SENT = 'Votre message a été envoyé\u202f! Nous vous répondrons dans les plus brefs délais.';

/** The support address the e2e server runs with (SUPPORT_EMAIL, default configuration). */
async function supportAddress(page: Page): Promise<string> {
  const response = await page.request.get('/api/site/facts');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { supportEmail: string }).supportEmail;
}

async function fillForm(page: Page, sender: string, subject: string) {
  await page.getByLabel('Nom', { exact: true }).fill('Claire Fontaine');
  await page.getByLabel('E-mail', { exact: true }).fill(sender);
  await page.getByLabel('Téléphone (facultatif)').fill('01 23 45 67 89');
  await page.getByLabel('Sujet', { exact: true }).fill(subject);
  await page
    .getByLabel('Message', { exact: true })
    .fill('Bonjour,\nje ne retrouve pas mon rendez-vous de mardi.');
}

for (const { path, site, companyLabel } of [
  { path: '/contact', site: 'site public (/contact)', companyLabel: 'Société (facultatif)' },
  {
    path: '/pro/contact',
    site: 'JurisRDV Pro (/pro/contact)',
    companyLabel: 'Cabinet ou société (facultatif)',
  },
]) {
  test(`${path}: the message reaches the support address, confirmed only after the server stored it`, async ({
    page,
  }) => {
    const support = await supportAddress(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: support })).toHaveAttribute(
      'href',
      `mailto:${support}`,
    );

    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Le nom est requis')).toBeVisible();
    await expect(page.getByText(SENT)).toHaveCount(0);

    const sender = uniqueEmail('contact');
    const subject = `Question ${Date.now()}`;
    await fillForm(page, sender, subject);
    await page.getByLabel(companyLabel).fill('Fontaine Conseil');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('status').filter({ hasText: SENT })).toHaveText(SENT);
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('');

    const email = await waitForEmail(
      page.request,
      support,
      new RegExp(`^Message de contact\u00a0: ${subject}$`),
    );
    expect(email.text).toContain(site);
    expect(email.text).toContain(`De\u00a0: Claire Fontaine <${sender}>`);
    expect(email.text).toContain('je ne retrouve pas mon rendez-vous de mardi.');
  });
}

test('a sender who insists is held back with a French message, and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/contact');
  const sender = uniqueEmail('insistant');
  const refusal = page.getByRole('alert');
  // Three messages an hour go through at once, the fourth starts a wait: by the fifth at most, the
  // address (shared by every test of this run) is held back.
  let accepted = 0;
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await fillForm(page, sender, `Relance ${attempt}`);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    // A stored message empties the form; a refused one shows the red box and keeps the fields.
    const outcome = async () => {
      if (await refusal.isVisible()) return 'refused';
      return (await page.getByLabel('Nom', { exact: true }).inputValue()) === '' ? 'stored' : 'waiting';
    };
    await expect.poll(outcome).not.toBe('waiting');
    if ((await outcome()) === 'refused') break;
    await expect(page.getByRole('status').filter({ hasText: SENT })).toHaveText(SENT);
    accepted += 1;
  }
  expect(accepted).toBeLessThanOrEqual(4);
  await expect(refusal).toHaveText(
    /^Vous avez envoyé trop de messages en peu de temps\. Veuillez réessayer dans \d+ minutes?\.$/,
  );
  await expect(page.getByText(SENT)).toHaveCount(0);
  await expect(page.getByLabel('Sujet', { exact: true })).toHaveValue(`Relance ${accepted + 1}`);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(sender);
});

for (const path of ['/contact', '/pro/contact', '/pro/securite', '/pro']) {
  test(`${path} has no WCAG 2 A/AA violation found by axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The pages fill in configuration-dependent sentences once the site facts have arrived.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

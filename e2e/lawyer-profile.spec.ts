import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { expect, test } from './support/fixtures';

const TABS = ["L'essentiel", 'Carte', 'Présentation', 'Horaires', 'Tarifs', 'Avis', 'FAQ'];

async function apiProfile(page: Page, id: number): Promise<TProfessionalProfile> {
  const response = await page.request.get(`/api/professionals/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TProfessionalProfile;
}

/** « 120 € » as a pattern tolerant of the French (narrow) no-break space. */
function euros(cents: number): RegExp {
  return new RegExp(`^${cents / 100}\\s€$`);
}

function tab(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Sections du profil' })
    .getByRole('link', { name, exact: true });
}

test('a profile shows its header, its sections, and its own title and description', async ({ page }) => {
  await page.goto('/lawyer/1');
  const profile = await apiProfile(page, 1);
  await expect(page.getByRole('heading', { level: 1, name: 'Maître Sophie Martin' })).toBeVisible();
  await expect(page).toHaveTitle('Maître Sophie Martin — Droit de la famille à Paris | JurisRDV');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Maître Sophie Martin, avocat/,
  );
  // The average of her published reviews, each readable in « Avis » (issue 29 §3).
  expect(profile.rating).not.toBeNull();
  await expect(page.getByRole('img', { name: /^Note \d,\d sur 5, \d+ avis$/ }).first()).toBeVisible();
  await expect(
    page.getByText(`${profile.streetAddress}, ${profile.postalCode} ${profile.city}`).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: profile.phone }).first()).toBeVisible();

  for (const name of TABS) {
    await expect(tab(page, name)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached();
  }
  await expect(
    page.getByText(/^Prochaine disponibilité\s: \p{L}+ \d{1,2}(er)? \p{L}+ à \d{2}:\d{2}$/u),
  ).toBeVisible();

  // Sophie's own fees (demo data), and nothing she did not enter.
  expect(profile.fees?.firstConsultation).toEqual({ kind: 'amount', cents: 12_000 });
  const fees = page.getByRole('region', { name: 'Tarifs' });
  const honoraires = fees.getByRole('definition');
  await expect(honoraires.filter({ hasText: euros(12_000) })).toHaveCount(1);
  await expect(honoraires.filter({ hasText: euros(10_000) })).toHaveCount(1);
  await expect(honoraires.filter({ hasText: euros(18_000) })).toHaveCount(1);
  await expect(fees.getByText('Moyens de paiement : carte bancaire, chèque ou espèces')).toBeVisible();
  await expect(fees.getByText('Facilités de paiement possibles')).toBeVisible();
  await expect(fees.getByText('Aide juridictionnelle acceptée')).toBeVisible();
  await expect(fees.getByText('Assurances de protection juridique acceptées')).toBeVisible();
  // The server's JSON-LD is replaced by the page's, not repeated.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const jsonLd = JSON.parse((await page.locator('script#profil-json-ld').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Attorney',
    name: 'Maître Sophie Martin',
    makesOffer: [
      { name: 'Première consultation', price: '120.00', priceCurrency: 'EUR' },
      { name: 'Consultation de suivi', price: '100.00', priceCurrency: 'EUR' },
      { name: 'Consultation urgente', price: '180.00', priceCurrency: 'EUR' },
    ],
  });

  const faq = page.getByRole('region', { name: 'FAQ' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(5);
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/^La première consultation est facturée \d+\s€/)).toBeVisible();
});

test('a tab click scrolls to its section and the highlighted tab follows the scrolling', async ({ page }) => {
  await page.goto('/lawyer/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Maître Thomas Bernard' })).toBeVisible();
  await expect(tab(page, "L'essentiel")).toHaveAttribute('aria-current', 'location');

  await tab(page, 'Tarifs').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tarifs' })).toBeInViewport();
  await expect(tab(page, 'Tarifs')).toHaveAttribute('aria-current', 'location');
  await expect(tab(page, "L'essentiel")).not.toHaveAttribute('aria-current', /.+/);
  // The tab bar stays on screen while the page scrolls.
  await expect(page.getByRole('navigation', { name: 'Sections du profil' })).toBeInViewport();

  await tab(page, 'Présentation').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Présentation' })).toBeInViewport();
  await expect(tab(page, 'Présentation')).toHaveAttribute('aria-current', 'location');

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(tab(page, "L'essentiel")).toHaveAttribute('aria-current', 'location');

  await page.evaluate(() =>
    document.getElementById('horaires')?.scrollIntoView({ block: 'start', behavior: 'instant' }),
  );
  await expect(tab(page, 'Horaires')).toHaveAttribute('aria-current', 'location');

  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click();
  await expect(page.getByRole('dialog', { name: 'Prendre rendez-vous' })).toBeVisible();
});

test('the schedule lists slots with full names, and picking one opens the booking flow', async ({ page }) => {
  await page.goto('/lawyer/1#horaires');
  const schedule = page.getByRole('region', { name: 'Horaires' });
  const slots = schedule.getByRole('button', { name: /^\p{L}+ \d{1,2}(er)? \p{L}+ \d{4} à \d{2}:\d{2} — /u });
  await expect(slots.first()).toBeVisible();
  await expect(slots.first()).toBeInViewport();
  const second = slots.nth(1);
  const name = (await second.getAttribute('aria-label')) ?? '';
  expect(name).not.toBe('');
  await second.click();
  const dialog = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await expect(dialog.getByRole('heading', { name: 'Motif de la consultation' })).toBeVisible();
});

test('the location map asks for consent, then shows the office pin', async ({ page }) => {
  await page.goto('/lawyer/3');
  const section = page.getByRole('region', { name: 'Carte', exact: true });
  await section.getByRole('button', { name: 'Afficher la carte' }).click();
  const map = page.getByRole('region', { name: 'Carte\u00a0: cabinet de Maître Camille Petit' });
  await expect(map).toBeVisible();
  await expect(map.getByRole('button', { name: 'Maître Camille Petit', exact: true })).toBeVisible();
  await expect(section.getByText('Carte simulée')).toBeVisible();
});

test('« Retour à la recherche » goes back to the same results, filters included', async ({ page }) => {
  await page.goto('/search?location=75017&distance=1&specialty=Droit%20p%C3%A9nal&modes=telephone');
  await page.getByRole('link', { name: 'Maître Thomas Bernard' }).click();
  await expect(page).toHaveURL(/\/lawyer\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maître Thomas Bernard' })).toBeVisible();

  await page.getByRole('button', { name: 'Retour à la recherche' }).click();
  await expect(page).toHaveURL(
    /\/search\?location=75017&distance=1&specialty=Droit%20p%C3%A9nal&modes=telephone$/,
  );
  await expect(page.getByRole('checkbox', { name: 'Téléphone' })).toBeChecked();
});

for (const path of ['/lawyer/99999', '/lawyer/abc']) {
  test(`${path} answers 404 and says « Avocat introuvable » with a way back to the search`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Avocat introuvable' })).toBeVisible();
    await expect(page).toHaveTitle('Avocat introuvable | JurisRDV');
    await page.getByRole('main').getByRole('link', { name: 'Retour à la recherche' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });
}

test('a profile has no WCAG 2 A/AA violation found by axe', async ({ page }) => {
  await page.goto('/lawyer/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Maître Sophie Martin' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

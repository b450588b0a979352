import { type Page, test as plainTest } from '@playwright/test';
import type { TSearchResponse } from '#domain/directory/professionals/search-schemas.ts';
import { legalDomainsOf } from '#domain/kernel/vocabulary/legal-domains.ts';
import { expect, test } from './support/fixtures';

// Issue 26 §2: the home search takes the need; one list of domains in the search; no stars without a
// published review (issue 29 §3); on a phone the cookie banner leaves the first result in view.

async function apiSearch(page: Page, query: string): Promise<TSearchResponse> {
  const response = await page.request.get(`/api/professionals/search?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TSearchResponse;
}

async function searchNeed(page: Page, typed: string, option: string, place: string): Promise<void> {
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Rechercher un professionnel du droit' });
  const need = search.getByRole('combobox', { name: 'Votre besoin' });
  await expect(search.getByText('Votre besoin', { exact: true })).toBeVisible();
  await need.pressSequentially(typed);
  await expect(need).toHaveAttribute('aria-expanded', 'true');
  await search.getByRole('option', { name: option }).click();
  await expect(need).toHaveAttribute('aria-expanded', 'false');
  await search.getByLabel('Votre ville ou code postal').fill(place);
  await search.getByRole('button', { name: 'Rechercher' }).click();
}

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the need in the search, ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('Marie types « divorce », picks the suggestion, sets Lyon and finds family-law lawyers', async ({
      page,
    }) => {
      await searchNeed(page, 'divorce', 'Divorce (Avocat · Droit de la famille)', 'Lyon');
      await expect(page).toHaveURL(
        /\/search\?location=Lyon&specialty=Droit%20de%20la%20famille&professionalType=avocat$/,
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Avocats à Lyon' })).toBeVisible();
      const expected = await apiSearch(
        page,
        'location=Lyon&specialty=Droit%20de%20la%20famille&professionalType=avocat',
      );
      expect(expected.results.length).toBeGreaterThan(0);
      for (const card of expected.results) {
        expect(card.professionalType).toBe('avocat');
        expect(card.specialties).toContain('Droit de la famille');
      }
      const first = expected.results[0];
      if (!first) throw new Error('no family-law lawyer in Lyon in the demo data');
      const card = page.getByRole('article').first();
      await expect(card.getByRole('link', { name: first.name })).toBeVisible();
      // Stars only from published reviews: the demo's family-law lawyers of Lyon have none.
      await expect(page.getByRole('img', { name: /sur 5/ })).toHaveCount(0);
      // The field comes back with the domain; the filter shows it chosen.
      await expect(page.getByRole('combobox', { name: 'Votre besoin' })).toHaveValue('Droit de la famille');
      if (viewport.width < 1024) await page.getByRole('button', { name: 'Afficher les filtres' }).click();
      await expect(page.getByRole('checkbox', { name: 'Droit de la famille' })).toBeChecked();
    });

    test('a notary search by « succession » offers the notaries’ domains in the filter', async ({ page }) => {
      await searchNeed(page, 'succes', 'Succession (Notaire · Droit des successions)', 'Paris');
      await expect(page).toHaveURL(
        /\/search\?location=Paris&specialty=Droit%20des%20successions&professionalType=notaire$/,
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Notaires à Paris' })).toBeVisible();
      const expected = await apiSearch(
        page,
        'location=Paris&specialty=Droit%20des%20successions&professionalType=notaire',
      );
      const first = expected.results[0];
      if (!first) throw new Error('no notary for successions in Paris in the demo data');
      for (const card of expected.results) expect(card.specialties).toContain('Droit des successions');
      await expect(page.getByRole('article').first().getByRole('link', { name: first.name })).toBeVisible();

      if (viewport.width < 1024) await page.getByRole('button', { name: 'Afficher les filtres' }).click();
      const specialties = page.getByRole('group', { name: 'Domaines d’activité' });
      await expect(specialties.getByRole('checkbox')).toHaveCount(legalDomainsOf('notaire').length);
      await expect(specialties.getByRole('checkbox', { name: 'Droit des successions' })).toBeChecked();
      await expect(specialties.getByRole('checkbox', { name: 'Droit pénal' })).toHaveCount(0);

      // Commissaires de justice have their domains too: choosing them drops the notaries' one.
      await page.getByRole('checkbox', { name: 'Notaire' }).uncheck();
      await page.getByRole('checkbox', { name: 'Commissaire de justice' }).check();
      await expect(page).toHaveURL(/\/search\?location=Paris&professionalType=commissaire$/);
      await expect(specialties.getByRole('checkbox')).toHaveCount(legalDomainsOf('commissaire').length);
      await specialties.getByRole('checkbox', { name: 'Constats' }).check();
      await expect(page).toHaveURL(/specialty=Constats/);
      await expect(page.getByRole('article').first()).toBeVisible();
    });
  });
}

plainTest.describe('on a 390 px phone, before any cookie choice', () => {
  plainTest.use({ viewport: { width: 390, height: 844 } });

  plainTest(
    'the cookie banner leaves the first result in view, and the page scrolls it clear',
    async ({ page }) => {
      await page.goto('/search?location=Lyon&specialty=Droit%20de%20la%20famille&professionalType=avocat');
      const banner = page.getByRole('region', { name: 'Gestion des cookies' });
      await expect(banner).toBeVisible();
      const card = page.getByRole('article').first();
      await expect(card).toBeVisible();
      const bannerBox = await banner.boundingBox();
      if (!bannerBox) throw new Error('the banner has no box');
      // Its name and its « Prendre RDV » are above the banner as the page opens.
      for (const part of [
        card.getByRole('heading', { level: 2 }),
        card.getByRole('button', { name: /^Prendre RDV/ }),
      ]) {
        const box = await part.boundingBox();
        if (!box) throw new Error('a part of the first card has no box');
        expect(box.y + box.height, 'the banner covers the first result').toBeLessThanOrEqual(bannerBox.y);
      }
      // The page makes room for the banner: scrolled to its end, the first card's last line is above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await card.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      const scrolledCard = await card.boundingBox();
      const scrolledBanner = await banner.boundingBox();
      if (!scrolledCard || !scrolledBanner) throw new Error('no box after scrolling');
      expect(scrolledCard.y + scrolledCard.height).toBeLessThanOrEqual(scrolledBanner.y + 1);
    },
  );
});

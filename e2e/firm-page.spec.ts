import type { APIRequestContext, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { firstFirmAvailability } from '#domain/directory/firms/firm-availability.ts';
import type { TFirmAvailabilityFilter, TFirmPage } from '#domain/directory/firms/firm-page-schemas.ts';
import { firmCardCountText } from '#domain/directory/firms/search-firm-cards.ts';
import type { TSearchResponse } from '#domain/directory/professionals/search-schemas.ts';
import { JSON_LD_SCRIPT_ID } from '#domain/directory/seo/head-html.ts';
import { formatLongDateTime } from '#web/features/appointments/booking/booking-format.ts';
import { slotDateTimeLabel } from '#web/features/directory/search/slot-format.ts';
import { submitLogin } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

/** Maître Sophie Martin, « Associée » of « Cabinet Martin Avocats » (demo data). */
const SOPHIE = 1;
const FIRM_NAME = 'Cabinet Martin Avocats';
/** Family law around Paris 8e: Sophie and her collaborator Antoine Lambert, at the firm's address (demo data). */
const FIRM_SEARCH = 'location=75008&distance=1&specialty=Droit%20de%20la%20famille';

async function apiSearch(request: APIRequestContext, query: string): Promise<TSearchResponse> {
  const response = await request.get(`/api/professionals/search?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TSearchResponse;
}

async function apiFirm(request: APIRequestContext, id: number): Promise<TFirmPage> {
  const response = await request.get(`/api/firms/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TFirmPage;
}

/** The sentence « Premier rendez-vous disponible » should show for that choice, from the API's answer. */
function expectedSlotText(firm: TFirmPage, filter: TFirmAvailabilityFilter) {
  const found = firstFirmAvailability(firm.lawyers, filter);
  if (!found) throw new Error(`no slot in the firm for ${JSON.stringify(filter)}`);
  const label = slotDateTimeLabel(found.slot);
  return { found, text: label.charAt(0).toUpperCase() + label.slice(1) };
}

async function openFirmFromProfile(page: Page): Promise<number> {
  await page.goto(`/lawyer/${SOPHIE}`);
  const essentials = page.getByRole('region', { name: "L'essentiel" });
  await essentials.getByRole('link', { name: FIRM_NAME }).click();
  await expect(page).toHaveURL(/\/cabinet\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: FIRM_NAME })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`a firm's public page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('opens from a lawyer’s profile, lists its lawyers, gives its first slot by domain and mode and books it', async ({
      page,
    }) => {
      const firmId = await openFirmFromProfile(page);
      const firm = await apiFirm(page.request, firmId);
      await expect(page).toHaveTitle(`${FIRM_NAME} à ${firm.city} | JurisRDV`);

      // Its lawyers, each a card linking to their profile: Sophie among them.
      const lawyers = page.getByRole('region', { name: /^Les (avocats|professionnels) du cabinet$/ });
      const cards = lawyers.getByRole('article');
      await expect(cards).toHaveCount(firm.lawyers.length);
      expect(firm.lawyers.map((lawyer) => lawyer.id)).toContain(SOPHIE);
      for (const lawyer of firm.lawyers) {
        const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: lawyer.name }) });
        await expect(card.getByRole('link', { name: lawyer.name })).toHaveAttribute(
          'href',
          `/lawyer/${lawyer.id}`,
        );
        // « Domaines d'activité : Droit de la famille, … » (RIN art. 10, ADR 0073): the lawyer's domain among them.
        await expect(card).toContainText(lawyer.specialty);
        await expect(
          card.getByText(/^Prochaine disponibilité\s: \p{L}+ \d{1,2}(er)? \p{L}+ à \d{2}:\d{2}$/u),
        ).toBeVisible();
      }

      // The earliest slot across the firm, then for a domain and a mode.
      const first = page.getByRole('region', { name: 'Premier rendez-vous disponible' });
      const any = expectedSlotText(firm, { domain: null, mode: null });
      await expect(first.getByText(any.text, { exact: true })).toBeVisible();
      await expect(first.getByRole('link', { name: any.found.lawyer.name })).toHaveAttribute(
        'href',
        `/lawyer/${any.found.lawyer.id}`,
      );
      await first.getByRole('combobox', { name: 'Domaine' }).selectOption('Droit de la famille');
      await first.getByRole('combobox', { name: 'Mode de consultation' }).selectOption('visio');
      const chosen = expectedSlotText(firm, { domain: 'Droit de la famille', mode: 'visio' });
      await expect(first.getByText(chosen.text, { exact: true })).toBeVisible();

      expect(await axeViolations(page)).toEqual([]);
      if (viewport.width === 390) {
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        expect(sideways, 'the page scrolls sideways').toBe(false);
      }

      // The booking opens with that lawyer, on that slot, in that mode.
      await first.getByRole('button', { name: 'Réserver ce créneau' }).click();
      const dialog = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
      await expect(dialog.getByText(`avec ${chosen.found.lawyer.name}`)).toBeVisible();
      const summary = dialog.getByRole('region', { name: 'Votre rendez-vous' });
      await expect(summary).toContainText(formatLongDateTime(chosen.found.slot.start));
      await expect(summary).toContainText('Visioconférence');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('appears in the search results as a card after the first of its lawyers, and leads to its page', async ({
      page,
    }) => {
      const answer = await apiSearch(page.request, FIRM_SEARCH);
      const firm = answer.firms.find((candidate) => candidate.name === FIRM_NAME);
      if (!firm) throw new Error(`no card for ${FIRM_NAME} in ${FIRM_SEARCH}`);
      expect(firm.lawyerIds.length).toBeGreaterThanOrEqual(2);
      expect(firm.lawyerIds).toContain(SOPHIE);
      await page.goto(`/search?${FIRM_SEARCH}`);

      // Every result in its ranking order, the firm's card right after the first of its lawyers.
      const results = page.getByRole('list', { name: 'Résultats' });
      const names = answer.results.map((result) => result.name);
      const first = answer.results.findIndex((result) => firm.lawyerIds.includes(result.id));
      names.splice(first + 1, 0, FIRM_NAME);
      await expect(results.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(names);

      const card = results.getByRole('article', { name: FIRM_NAME });
      const listed = answer.results.filter((result) => firm.lawyerIds.includes(result.id));
      await expect(card.getByText(firmCardCountText(firm, listed))).toBeVisible();
      await expect(card.getByText(firm.city, { exact: true })).toBeVisible();
      // The count is the professionals', not the cards'.
      await expect(page.getByText(`${answer.total} professionnels disponibles`)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      if (viewport.width === 390) {
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        expect(sideways, 'the page scrolls sideways').toBe(false);
      }

      await card.getByRole('link', { name: FIRM_NAME }).click();
      await expect(page).toHaveURL(new RegExp(`/cabinet/${firm.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: FIRM_NAME })).toBeVisible();
      const lawyers = page.getByRole('region', { name: /^Les (avocats|professionnels) du cabinet$/ });
      for (const id of firm.lawyerIds) {
        await expect(lawyers.locator(`a[href="/lawyer/${id}"]`).first()).toBeVisible();
      }
    });

    test('is served with its JSON-LD, a LegalService whose employees are its lawyers', async ({ page }) => {
      const firmId = await openFirmFromProfile(page);
      const firm = await apiFirm(page.request, firmId);
      const response = await page.request.get(`/cabinet/${firmId}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const script = new RegExp(
        `<script type="application/ld\\+json" id="${JSON_LD_SCRIPT_ID}">([\\s\\S]*?)</script>`,
      ).exec(html);
      expect(script, 'JSON-LD in the page source').not.toBeNull();
      const data = JSON.parse(script?.[1] ?? '{}');
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        name: FIRM_NAME,
        address: { '@type': 'PostalAddress', addressLocality: firm.city, addressCountry: 'FR' },
      });
      expect(new URL(data.url).pathname).toBe(`/cabinet/${firmId}`);
      expect(
        data.employee.map((person: { '@type': string; name: string; url: string; jobTitle: string }) => [
          person['@type'],
          person.name,
          new URL(person.url).pathname,
          person.jobTitle,
        ]),
      ).toEqual(firm.lawyers.map((lawyer) => ['Person', lawyer.name, `/lawyer/${lawyer.id}`, lawyer.title]));
      // The page puts the same data in its head once, not twice.
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    });
  });
}

test('a firm that does not exist shows the not-found page with a 404', async ({ page }) => {
  const response = await page.goto('/cabinet/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});

test('the demo firm’s assistant signs in with the published key and works for its two lawyers', async ({
  page,
}) => {
  await page.goto('/pro/login');
  await page.getByText('Comptes de démonstration').click();
  const box = page.getByRole('group').filter({ hasText: 'Comptes de démonstration' });
  await expect(box.getByText('julie.lefevre@example.com')).toBeVisible();
  const key = (await box.locator('code', { hasText: /^[A-Z2-7]{32}$/ }).textContent()) ?? '';
  await submitLogin(page, 'julie.lefevre@example.com', DEMO_PASSWORD);
  const code = page.getByLabel('Code de vérification');
  await code.fill(generateSync({ secret: key, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/pro\/dashboard\/planning$/);
  const actingFor = page.getByLabel('Vous travaillez pour');
  await expect(actingFor.locator('option')).toHaveText(['Maître Antoine Lambert', 'Maître Sophie Martin']);
});

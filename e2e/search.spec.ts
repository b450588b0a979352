import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { TSearchResponse } from '#domain/directory/professionals/search-schemas.ts';
import { expect, test } from './support/fixtures';

/** A slot button's name: 'mardi 24 novembre 2026 à 09:30 — Cabinet, Visioconférence, Téléphone'. */
const SLOT_NAME = /^\p{L}+ \d{1,2}(er)? \p{L}+ \d{4} à \d{2}:\d{2} — /u;

/** What the page itself asked the API, read from the same endpoint. */
async function apiSearch(page: Page, query: string): Promise<TSearchResponse> {
  const response = await page.request.get(`/api/professionals/search?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TSearchResponse;
}

function countText(total: number): string {
  return total > 1 ? `${total} professionnels disponibles` : `${total} professionnel disponible`;
}

test('the home search leads to the results, with its values in the URL and in the filters', async ({
  page,
}) => {
  await page.goto('/');
  // « Votre besoin » turns an everyday word into a profession and a domain (issue 26 §2).
  await page.getByRole('combobox', { name: 'Votre besoin' }).fill('garde à vue');
  await page.getByRole('option', { name: 'Garde à vue (Avocat · Droit pénal)' }).click();
  await page.getByLabel('Votre ville ou code postal').fill('Paris');
  await page.getByRole('button', { name: 'Rechercher' }).click();

  await expect(page).toHaveURL(
    /\/search\?location=Paris&specialty=Droit%20p%C3%A9nal&professionalType=avocat$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Avocats à Paris' })).toBeVisible();
  await expect(page).toHaveTitle('Avocats à Paris | JurisRDV');
  const expected = await apiSearch(
    page,
    'location=Paris&specialty=Droit%20p%C3%A9nal&professionalType=avocat',
  );
  await expect(page.getByText(countText(expected.total))).toBeVisible();
  // Ranked by a Bayesian average, and the page says so (issue 29 §3).
  await expect(
    page.getByText(
      /^Résultats classés par note, puis par distance\. La note, une moyenne bayésienne.+un seul avis à 5 ne passe pas devant 127 avis à 4,8/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Avocat', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Droit pénal' })).toBeChecked();
  await expect(page.getByLabel('Localisation')).toHaveValue('Paris');
  await expect(page.getByText('Distance : 10 km')).toBeVisible();

  const first = expected.results[0];
  if (!first) throw new Error('no criminal lawyer in Paris in the demo data');
  await expect(page.getByRole('article').first().getByRole('link', { name: first.name })).toHaveAttribute(
    'href',
    `/lawyer/${first.id}`,
  );
});

test('a filter narrows the results, goes into the URL and survives a reload', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avocats à Paris');
  const everyone = await apiSearch(page, '');
  await expect(page.getByText(countText(everyone.total))).toBeVisible();

  await page.getByRole('checkbox', { name: 'Notaire' }).check();
  await expect(page).toHaveURL(/\/search\?professionalType=notaire$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notaires à Paris');
  const notaries = await apiSearch(page, 'professionalType=notaire');
  expect(notaries.total).toBeLessThan(everyone.total);
  await expect(page.getByText(countText(notaries.total))).toBeVisible();
  for (const card of await page.getByRole('article').all()) {
    await expect(card.getByText('Notaire', { exact: true })).toBeVisible();
  }

  const place = page.getByLabel('Localisation');
  await place.fill('Lyon');
  await expect(page).toHaveURL(/\/search\?location=Lyon&professionalType=notaire$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notaires à Lyon');

  const slider = page.getByRole('slider', { name: 'Distance' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Distance : 12 km')).toBeVisible();
  await expect(page).toHaveURL(/distance=12/);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Notaire' })).toBeChecked();
  await expect(page.getByLabel('Localisation')).toHaveValue('Lyon');
  await expect(page.getByText('Distance : 12 km')).toBeVisible();

  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('checkbox', { name: 'Notaire' })).not.toBeChecked();
});

test('the calendar view shows 4 days of up to 3 times, more on request, and a slot opens the booking flow', async ({
  page,
}) => {
  await page.goto('/search?location=75008&distance=1&specialty=Droit%20de%20la%20famille');
  const sophie = (
    await apiSearch(page, 'location=75008&distance=1&specialty=Droit%20de%20la%20famille')
  ).results.find((result) => result.id === 1);
  if (!sophie) throw new Error('Maître Sophie Martin is not within 1 km of Paris 8e');
  const card = page.getByRole('article', { name: 'Maître Sophie Martin' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Avocate au barreau de Paris', { exact: true })).toBeVisible();
  // Her published reviews' average, next to how reviews are checked (issue 29 §3).
  expect(sophie.rating).not.toBeNull();
  await expect(card.getByRole('img', { name: /^Note \d,\d sur 5, \d+ avis$/ })).toBeVisible();
  await expect(
    card.getByText(/^Avis vérifiés\s: seuls les clients ayant eu une consultation terminée peuvent noter\./),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: 'Comment fonctionnent les avis' })).toBeVisible();
  await expect(card.getByText(sophie.languages.join(', '))).toBeVisible();

  const slots = card.getByRole('button', { name: SLOT_NAME });
  const folded = await slots.count();
  expect(folded).toBeGreaterThan(0);
  expect(folded).toBeLessThanOrEqual(12);
  await expect(card.getByLabel(/^et \d+ autres? horaires?$/).first()).toBeVisible();

  await card.getByRole('button', { name: "Voir plus d'horaires" }).click();
  await expect(card.getByRole('button', { name: "Voir moins d'horaires" })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Every time of the next days comes with the profile, fetched on this click.
  await expect.poll(() => slots.count()).toBeGreaterThan(folded);

  const slot = slots.first();
  const slotName = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();
  const dialog = page.getByRole('dialog', { name: 'Prendre rendez-vous' });
  await expect(dialog).toBeVisible();
  // The flow starts at the reason even with a slot chosen (seed 000 §2).
  await expect(dialog.getByRole('heading', { name: 'Motif de la consultation' })).toBeVisible();
  expect(slotName).not.toBe('');
  // Closing the dialog returns to the same results.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/search\?location=75008&distance=1&specialty=Droit%20de%20la%20famille$/);
  await expect(page.getByRole('article', { name: 'Maître Sophie Martin' })).toBeVisible();
});

test('the side map asks for consent on large screens and remembers it for the session', async ({ page }) => {
  await page.goto('/search?location=Lyon');
  // The e2e server runs with the default provider, MapTiler (MAP_TILE_URL).
  const consent = page.getByText(
    "J'accepte que mon navigateur charge les fonds de carte auprès de MapTiler AG, société établie en Suisse, hors de l'Union européenne (pays reconnu par la Commission européenne comme assurant une protection adéquate des données) : MapTiler reçoit alors mon adresse IP.",
  );
  await expect(consent).toBeVisible();
  await page.getByRole('button', { name: 'Afficher la carte' }).click();
  const map = page.getByRole('region', { name: 'Carte des résultats' });
  await expect(map).toBeVisible();
  await expect(page.getByText('Carte simulée')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Carte des résultats' })).toBeVisible();
  await expect(consent).toHaveCount(0);
});

test('the map view: token step, then one pin per result, a simulated background offline, and a booking card', async ({
  page,
}) => {
  const query = 'location=Lyon&specialty=Droit%20du%20travail&professionalType=avocat';
  await page.goto(`/search?${query}`);
  await expect(page.getByRole('article').first()).toBeVisible();

  const mapToggle = page.getByRole('button', { name: 'Carte', exact: true });
  await mapToggle.click();
  await expect(mapToggle).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Afficher la carte' }).click();

  const token = page.getByLabel('Jeton du service de cartographie');
  await expect(token).toHaveAttribute('type', 'password');
  const activate = page.getByRole('button', { name: 'Activer la carte' });
  await expect(activate).toBeDisabled();
  await token.fill('   ');
  await expect(activate).toBeDisabled();
  await token.fill('pk.demo-token');
  await expect(activate).toBeEnabled();
  await activate.click();

  const map = page.getByRole('region', { name: 'Carte des résultats' });
  await expect(map).toBeVisible();
  // This machine has no internet: the tiles fail and the pins stay on the embedded base map.
  await expect(page.getByText('Carte simulée')).toBeVisible();
  await expect(map.locator('.jr-map-town').first()).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom avant' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom arrière' })).toBeVisible();

  const results = await apiSearch(page, query);
  const withCoordinates = results.results.filter((result) => result.latitude !== null);
  for (const result of withCoordinates) {
    await expect(map.getByRole('button', { name: result.name, exact: true })).toBeVisible();
  }

  // Maître Camille Petit (demo account, Lyon): first consultation 110 €.
  await map.getByRole('button', { name: 'Maître Camille Petit', exact: true }).click();
  await expect(map.getByText(/^Première consultation\s: 110\s€$/)).toBeVisible();
  await map.getByRole('button', { name: 'Réserver avec Maître Camille Petit' }).click();
  await expect(page.getByRole('dialog', { name: 'Prendre rendez-vous' })).toBeVisible();
});

test('an empty search suggests a wider distance, and an unknown place says so', async ({ page }) => {
  await page.goto('/search?location=Barcelonnette');
  await expect(page.getByText('Aucun professionnel ne correspond à votre recherche.')).toBeVisible();
  await expect(page.getByText('0 professionnel disponible')).toBeVisible();
  await page.getByRole('button', { name: 'Élargir à 20 km' }).click();
  await expect(page).toHaveURL(/\/search\?location=Barcelonnette&distance=20$/);
  await expect(page.getByText('Distance : 20 km')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Élargir à 30 km' })).toBeVisible();

  await page.goto('/search?location=Zzzyxville');
  await expect(page.getByText('Lieu introuvable')).toBeVisible();
});

test('results are paginated with Précédent / Suivant', async ({ page }) => {
  const firstPage = await apiSearch(page, '');
  expect(firstPage.pageCount).toBeGreaterThan(1);
  await page.goto('/search');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByText(`Page 1 sur ${firstPage.pageCount}`)).toBeVisible();

  await pagination.getByRole('link', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/search\?page=2$/);
  await expect(pagination.getByText(`Page 2 sur ${firstPage.pageCount}`)).toBeVisible();
  const secondPage = await apiSearch(page, 'page=2');
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(
    secondPage.results[0]?.name ?? '',
  );

  await pagination.getByRole('link', { name: 'Précédent' }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test('/search has no WCAG 2 A/AA violation found by axe', async ({ page }) => {
  await page.goto('/search?location=Paris&professionalType=avocat');
  await expect(page.getByRole('article').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

import { ACCESSIBILITY_LINK_LABEL } from '#domain/directory/accessibility/accessibility-status.ts';
import {
  conformityRate,
  conformityStatus,
  currentCounts,
  formatRate,
  RGAA_CRITERIA,
} from '#domain/directory/accessibility/rgaa-audit.ts';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Issue 31 §3: /accessibilite publishes the RGAA audit — its state and rate as the grid
 * (domain/directory/accessibility/rgaa-audit.ts) computes them, the per-topic table and each topic's criteria,
 * in accessible table markup — and every footer shows the same state.
 */
const status = conformityStatus(currentCounts());
const rate = formatRate(conformityRate(currentCounts())).replace('\u202f', '\u00a0');

test('the statement publishes the state, the rate and the audit tables, with no axe violation', async ({
  page,
}) => {
  await page.goto('/accessibilite');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: "Déclaration d'accessibilité", level: 1 })).toBeVisible();
  await expect(main.getByText(`Le site JurisRDV est ${status} au RGAA 4.1.`)).toBeVisible();
  await expect(main.getByText(`Taux de conformité : ${rate} des critères applicables.`)).toBeVisible();
  await expect(
    main.getByText(
      /l'audit de novembre 2026 en a trouvé 57 conformes, 14 non conformes et 35 non applicables/,
    ),
  ).toBeVisible();

  const topics = main.getByRole('table', { name: 'Résultats par thématique' });
  await expect(topics.getByRole('columnheader')).toHaveText(
    ['Thématique', 'Conformes', 'Non conformes', 'Non applicables', 'Taux'],
    { useInnerText: true },
  );
  await expect(topics.getByRole('rowheader')).toHaveCount(13);
  const forms = topics.getByRole('row', { name: /^Thématique 11\s: Formulaires/ });
  const formCounts = currentCounts(RGAA_CRITERIA.filter((criterion) => criterion.topic === 11));
  await expect(forms.getByRole('cell')).toHaveText(
    [
      String(formCounts.C),
      String(formCounts.NC),
      String(formCounts.NA),
      formatRate(conformityRate(formCounts)).replace('\u202f', '\u00a0'),
    ],
    { useInnerText: true },
  );

  // Each topic's criteria open from its disclosure, by keyboard.
  const summary = main.getByText('Thématique 11 : Formulaires', { exact: true }).and(page.locator('summary'));
  await summary.focus();
  await page.keyboard.press('Enter');
  const criteria = main.getByRole('table', { name: 'Critères de la thématique 11\u00a0: Formulaires' });
  await expect(criteria).toBeVisible();
  await expect(criteria.getByRole('rowheader')).toHaveCount(13);
  const row = criteria.getByRole('row', { name: /^11\.10\s/ });
  await expect(row.getByRole('cell')).toHaveText(
    [
      'Dans chaque formulaire, le contrôle de saisie est-il utilisé de manière pertinente (hors cas particuliers)\u202f?',
      'non conforme',
      'conforme',
    ],
    { useInnerText: true },
  );

  expect(await axeViolations(page)).toEqual([]);

  const legal = page.getByRole('navigation', { name: 'Informations légales' });
  await expect(legal.getByRole('link', { name: ACCESSIBILITY_LINK_LABEL })).toHaveAttribute(
    'href',
    '/accessibilite',
  );
  expect(ACCESSIBILITY_LINK_LABEL).toBe(`Accessibilité\u00a0: ${status}`);
});

test('at 320 px the statement and its tables fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/accessibilite');
  await expect(page.getByRole('table', { name: 'Résultats par thématique' })).toBeVisible();
  for (const summary of await page.locator('main summary').all()) await summary.click();
  await expect(page.getByRole('table', { name: /^Critères de la thématique/ })).toHaveCount(13);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the home page footer says the same state', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: ACCESSIBILITY_LINK_LABEL }),
  ).toHaveAttribute('href', '/accessibilite');
});

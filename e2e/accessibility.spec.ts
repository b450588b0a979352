import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

const PAGES = [
  { path: '/login', heading: 'Connexion' },
  { path: '/register', heading: 'Créer un compte' },
  { path: '/pro/login', heading: 'Espace professionnel' },
  { path: '/pro/register', heading: 'Inscription professionnelle' },
  { path: '/forgot-password', heading: 'Mot de passe oublié' },
  { path: '/admin', heading: 'Administration' },
  { path: '/une-page-qui-n-existe-pas', heading: 'Page introuvable' },
];

for (const { path, heading } of PAGES) {
  test(`${path} has no WCAG 2 A/AA violation found by axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const violations = results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) => node.target.join(' ')),
    }));
    expect(violations).toEqual([]);
  });
}

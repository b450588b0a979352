import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's WCAG 2 A/AA violations found by axe, short enough to read in a failed assertion. */
export async function axeViolations(page: Page) {
  // Toasts fade in and out: axe would measure their contrast mid-animation.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    elements: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

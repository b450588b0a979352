import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's (or one part's) WCAG 2 A/AA violations found by axe, short enough to read in a failed assertion. */
export async function axeViolations(page: Page, options: { include?: string } = {}) {
  // Toasts fade in and out: axe would measure their contrast mid-animation.
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('[data-sonner-toaster]');
  // Only part of the page (a panel just opened), when the rest is another test's concern.
  if (options.include) builder = builder.include(options.include);
  // Colours that change with a transition (a button enabled again after sending) would be measured half-way:
  // axe sees the settled colours, the page gets its transitions back afterwards.
  const settled = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const results = await builder
    .analyze()
    .finally(() => settled.evaluate((style) => (style as HTMLStyleElement).remove()));
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    elements: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

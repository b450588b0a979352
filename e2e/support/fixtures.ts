import { test as base, expect } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '#domain/directory/consent/cookie-consent.ts';
import { takeHydrationErrors, watchContext, watchNewContexts } from './hydration';

export const DEMO_PASSWORD = 'demo-2025';

/** A unique address per test, so tests never depend on each other's accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Pages start with a cookie choice already stored, so the banner does not cover the forms;
 * the cookie banner spec uses `bannerPage` instead. A test fails when React reports a hydration error or
 * warning on any page it opened, in its own context or one it made (ADR 0075: the server's HTML must be what
 * the browser draws).
 */
export const test = base.extend<{ hydrationCheck: undefined }, { hydrationWatch: undefined }>({
  hydrationWatch: [
    async ({ browser }, use) => {
      watchNewContexts(browser);
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  hydrationCheck: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter.
    async ({}, use) => {
      takeHydrationErrors();
      await use(undefined);
      expect(takeHydrationErrors(), 'React\u00a0: erreurs d’hydratation').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    watchContext(page.context(), { javaScriptEnabled: javaScriptEnabled !== false });
    await page.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key as string))
          window.localStorage.setItem(key as string, value as string);
      },
      [
        CONSENT_STORAGE_KEY,
        JSON.stringify({
          essential: true,
          analytics: false,
          marketing: false,
          decidedAt: new Date().toISOString(),
        }),
      ],
    );
    await use(page);
  },
});

export { expect };

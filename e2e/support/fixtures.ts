import { test as base } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '#domain/directory/consent/cookie-consent.ts';

export const DEMO_PASSWORD = 'demo-2025';

/** A unique address per test, so tests never depend on each other's accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Pages start with a cookie choice already stored, so the banner does not cover the forms;
 * the cookie banner spec uses `bannerPage` instead.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
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

export { expect } from '@playwright/test';

import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  HYDRATED_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
} from '#domain/kernel/routing/server-rendered-pages.ts';

/**
 * What React says when the server's HTML (ADR 0075) and the browser's first render differ: the app's own
 * onRecoverableError (web/main.tsx, « Hydratation : »), the development build's warnings, and the production
 * build's minified errors (#418 text, #419 boundary, #421–#425 mismatches).
 */
const HYDRATION_MESSAGE = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

/** The hydration errors seen since the current test started (one test at a time per worker). */
const seen: string[] = [];
const watchedPages = new WeakSet<Page>();
const watchedContexts = new WeakSet<BrowserContext>();
/** Contexts with JavaScript off: nothing will hydrate there. */
const withoutJavaScript = new WeakSet<BrowserContext>();

function watchPage(page: Page): void {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  waitForHydrationAfterLoads(page);
  page.on('console', (message) => {
    const type = message.type();
    if ((type === 'error' || type === 'warning') && HYDRATION_MESSAGE.test(message.text()))
      seen.push(`${page.url()}\u00a0: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_MESSAGE.test(`${error.name} ${error.message}`))
      seen.push(`${page.url()}\u00a0: ${error.message}`);
  });
}

/**
 * Every page of this context, opened now or later (popups, second tabs), is watched; with JavaScript on, its page
 * loads wait for hydration (waitForHydrationAfterLoads).
 */
export function watchContext(context: BrowserContext, options: { javaScriptEnabled: boolean }): void {
  // Said by the test's fixture even when the context was already watched (Playwright's own context is made with
  // options that do not show it).
  if (!options.javaScriptEnabled) withoutJavaScript.add(context);
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
}

/** The contexts a test opens itself (a second person's browser) are watched too. */
export function watchNewContexts(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watchContext(context, { javaScriptEnabled: args[0]?.javaScriptEnabled !== false });
    return context;
  };
}

/** The errors seen since the last call, forgotten. */
export function takeHydrationErrors(): string[] {
  return seen.splice(0, seen.length);
}

/** Until React has taken over a page the server drew (at once for the others, or without JavaScript). */
async function untilHydrated(page: Page): Promise<void> {
  if (withoutJavaScript.has(page.context())) return;
  await page
    .waitForFunction(
      ([drawn, hydrated]) => {
        const root = document.getElementById('root');
        return !root?.hasAttribute(drawn as string) || root.hasAttribute(hydrated as string);
      },
      [SERVER_RENDERED_ATTRIBUTE, HYDRATED_ATTRIBUTE],
      { timeout: 15_000 },
    )
    // A page left meanwhile (a redirection) or closed: the test's next step says what is wrong, if anything.
    .catch(() => undefined);
}

/**
 * A button of the server's HTML does nothing until React has taken the page over: after each page load a test
 * makes (goto, reload, back, forward), its next step waits for that, as a person waits for the page to answer.
 */
function waitForHydrationAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
  const goBack = page.goBack.bind(page);
  page.goBack = async (...args: Parameters<Page['goBack']>) => {
    const response = await goBack(...args);
    await untilHydrated(page);
    return response;
  };
  const goForward = page.goForward.bind(page);
  page.goForward = async (...args: Parameters<Page['goForward']>) => {
    const response = await goForward(...args);
    await untilHydrated(page);
    return response;
  };
}

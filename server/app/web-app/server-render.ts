import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TInitialData } from '#domain/directory/seo/initial-data.ts';
import { SERVER_RENDERED_ATTRIBUTE } from '#domain/kernel/routing/server-rendered-pages.ts';
import type { TDatabase } from '#server/db/database.ts';
import type { TProfessionalsChangedListener } from '#server/platform/cache-invalidation/professionals-changed.ts';

/** web/entry-server.tsx's renderApp, as the server sees the built module. */
export type TRenderApp = (input: {
  url: string;
  origin: string;
  initialData: TInitialData;
}) => Promise<string>;

/** Where `vite build --ssr` writes the server's render (package.json build:web): beside the built app, not in it. */
export function serverEntryPath(webDistDir: string): string {
  return join(dirname(webDistDir), 'web-ssr', 'entry-server.js');
}

function hasRenderApp(value: unknown): value is { renderApp: TRenderApp } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'renderApp' in value &&
    typeof value.renderApp === 'function'
  );
}

/**
 * The server's render of the built app, or null when the app was built without it (the API tests' stub of
 * dist/web): the pages then go out as before, drawn by the browser.
 */
export async function loadServerRenderer(webDistDir: string): Promise<TRenderApp | null> {
  const entry = serverEntryPath(webDistDir);
  if (!existsSync(entry)) return null;
  const loaded: unknown = await import(pathToFileURL(entry).href);
  if (!hasRenderApp(loaded)) throw new Error(`Rendu serveur : ${entry} n'exporte pas renderApp`);
  return loaded.renderApp;
}

/**
 * At most this many pages are kept (each search's query string is its own page): a few tens of megabytes at
 * most, whatever addresses are asked for.
 */
export const RENDERED_PAGES_MAX = 500;

type TRenderedPage = { data: string; markup: Promise<string | null> };

/** Per database, like the searches' caches, so that its change notifications reach it (start-cache-invalidation.ts). */
const renderedPages = new WeakMap<TDatabase, Map<string, TRenderedPage>>();

function pagesOf(db: TDatabase): Map<string, TRenderedPage> {
  let pages = renderedPages.get(db);
  if (!pages) {
    pages = new Map();
    renderedPages.set(db, pages);
  }
  return pages;
}

/** Professionals changed (here or on another instance): every page is drawn again at its next request. */
export function forgetRenderedPages(db: TDatabase): void {
  renderedPages.get(db)?.clear();
}

/** This instance's changes (professionalsChanged); other instances' arrive through start-cache-invalidation.ts. */
export const webAppListensToProfessionalsChanged: TProfessionalsChangedListener = {
  forget: (db) => forgetRenderedPages(db),
};

export type TServerMarkupInput = {
  db: TDatabase;
  render: TRenderApp;
  url: string;
  /** Under which the page is kept: its address, or one key for every address that is no page (the 404 page). */
  key: string;
  origin: string;
  initialData: TInitialData;
  onError: (error: unknown) => void;
};

/**
 * The markup of `#root` for a public page, drawn once per address and kept while the API answers it shows are the
 * same (their text is the key's second half: a profile, firm or results page whose data changed is drawn again
 * even before the change is announced). Requests for a page being drawn wait for that one render. Null when the
 * render failed: the page is then sent for the browser to draw, and the next request tries again.
 */
export function serverMarkup(input: TServerMarkupInput): Promise<string | null> {
  const pages = pagesOf(input.db);
  const data = JSON.stringify(input.initialData);
  const cached = pages.get(input.key);
  if (cached && cached.data === data) return cached.markup;
  const markup = input
    .render({ url: input.url, origin: input.origin, initialData: input.initialData })
    .catch((error: unknown) => {
      input.onError(error);
      if (pages.get(input.key)?.markup === markup) pages.delete(input.key);
      return null;
    });
  pages.delete(input.key);
  if (pages.size >= RENDERED_PAGES_MAX) {
    // The oldest drawn page goes first (a Map keeps insertion order).
    const oldest = pages.keys().next();
    if (!oldest.done) pages.delete(oldest.value);
  }
  pages.set(input.key, { data, markup });
  return markup;
}

/** The page's HTML with the server's markup in `#root`, marked for the browser to hydrate (web/main.tsx). */
export function withRootMarkup(html: string, markup: string): string {
  // A function replacement: `$` in the markup must stay as it is.
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">${markup}</div>`,
  );
}

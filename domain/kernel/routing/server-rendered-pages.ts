import { PRO_MARKETING_PAGES, PUBLIC_CONTENT_PAGES, type TPageRoutePattern } from './page-routes';

/**
 * The pages the server draws with React before sending them (ADR 0075): the public pages, the same for
 * every visitor, whose first screen is their content. The sign-in and registration forms, the client
 * space, the workspace and the admin stay drawn in the browser.
 */
export const SERVER_RENDERED_PATTERNS: ReadonlySet<TPageRoutePattern> = new Set<TPageRoutePattern>([
  ...PUBLIC_CONTENT_PAGES,
  ...PRO_MARKETING_PAGES,
  '/search',
  '/lawyer/:id',
  '/cabinet/:id',
]);

/** Whether the page of this pattern is drawn by the server; `null` is a path no page declares (the 404 page). */
export function isServerRenderedPage(pattern: string | null): boolean {
  return pattern === null || (SERVER_RENDERED_PATTERNS as ReadonlySet<string>).has(pattern);
}

/** Set by the server on `#root` when it holds the page's HTML: the browser then hydrates it instead of drawing it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-rendu-serveur';

/**
 * Set by the browser on `#root` once React has taken the page over (web/app/app.tsx): a click on a button of the
 * server's HTML does something from then on. The end-to-end tests wait for it after each page load.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrate';

import { useSyncExternalStore } from 'react';

/**
 * The site's origin in the browser, '' on the server (web/entry-server.tsx), where there is no window: for what
 * only effects use (a page's JSON-LD, written into `<head>` by the browser).
 */
export function browserOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

const noSubscription = () => () => {};

/**
 * The same for text drawn on the page: '' in the server's HTML and during hydration (so both agree), the
 * browser's origin right after.
 */
export function useBrowserOrigin(): string {
  return useSyncExternalStore(noSubscription, browserOrigin, () => '');
}

/** False on the server and during hydration, true once the browser has taken over the page. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

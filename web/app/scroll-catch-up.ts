import type { createBrowserRouter } from 'react-router';

type TRouter = ReturnType<typeof createBrowserRouter>;

// After this the visitor has surely seen the page where it stood; a later jump would surprise.
const CATCH_UP_MS = 5_000;
const USER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * <ScrollRestoration /> scrolls back once, as soon as the page renders; when the page's data is
 * fetched again (back to a page of another document, e.g. /search left by typing an address), the
 * page is still short then and the position is cut to what exists. This keeps scrolling to the saved
 * position while the page grows, as browsers do for plain pages, until it is reached, the visitor
 * scrolls or moves on, or a few seconds have passed.
 */
export function catchUpRestoredScroll(router: TRouter): void {
  let stop: (() => void) | null = null;
  let followed: TRouter['state']['location'] | null = null;
  router.subscribe((state) => {
    const target = state.restoreScrollPosition;
    if (typeof target !== 'number' || state.navigation.state !== 'idle') return;
    if (typeof ResizeObserver === 'undefined') return;
    // The state keeps its restore position until the next navigation (a new location object):
    // later updates must not pull the visitor back once they have scrolled.
    if (state.location === followed) return;
    followed = state.location;
    stop?.();
    stop = followPageGrowth(target, state.location.key, router);
  });
}

function followPageGrowth(target: number, locationKey: string, router: TRouter): () => void {
  const reached = () => Math.abs(window.scrollY - target) <= 1;
  const scroll = () => {
    if (router.state.location.key !== locationKey) return stop();
    if (reached()) return stop();
    window.scrollTo(0, target);
    if (reached()) stop();
  };
  const observer = new ResizeObserver(scroll);
  observer.observe(document.body);
  const timer = window.setTimeout(() => stop(), CATCH_UP_MS);
  for (const type of USER_INPUT_EVENTS) window.addEventListener(type, stop, { passive: true });
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_INPUT_EVENTS) window.removeEventListener(type, stop);
  }
  return stop;
}

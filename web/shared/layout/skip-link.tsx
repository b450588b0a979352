import type { MouseEvent } from 'react';
import { PAGE_START_ATTRIBUTE } from '../focus/page-start';

/** The id every layout gives its `<main>`, where « Aller au contenu » leads (also without JavaScript). */
export const MAIN_CONTENT_ID = 'contenu';

/**
 * « Aller au contenu »: the first Tab stop of every page (the root layout draws it once, before the cookie
 * banner and the page's own layout), shown when focused, that moves the focus to the main content. The focus
 * is moved by hand, so the router never sees a hash change.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target =
      document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector<HTMLElement>('main') ?? null;
    if (!target) return;
    event.preventDefault();
    // A landmark is focusable by script only, and draws no outline (as the page's start after a route change).
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      target.setAttribute(PAGE_START_ATTRIBUTE, '');
    }
    target.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only rounded-md bg-white font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2"
    >
      Aller au contenu
    </a>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { findPageHeading, focusQuietly, hasRealFocus } from '../shared/focus/page-start';

/** How long a page that is still loading may take to show its `<h1>`. */
const HEADING_WAIT_MS = 5_000;

export type TFocusNewPageOptions = {
  /** Says the page's name in the live region, when the focus cannot land on a heading that says it. */
  announce: (text: string) => void;
  timeoutMs?: number;
};

/**
 * After a route change, moves the focus to the new page's `<h1>`: a screen reader reads the heading
 * it lands on, and the next Tab starts at the top of the new content instead of on `<body>` or on the
 * link just followed. Until the heading exists (a page still loading) the focus waits on `<main>`
 * and the live region says the page's title. Never takes the focus from what the new page focused in its
 * content itself (a field, a linked appointment), from an open dialog, or once the person has moved it.
 * Returns the cleanup.
 */
export function focusNewPage(root: Document, options: TFocusNewPageOptions): () => void {
  const initial = root.activeElement;
  // The new page already put the focus in its content (a field, a linked appointment), or a dialog has it.
  if (initial?.closest('main') && initial.tagName !== 'MAIN') return () => {};
  if (initial?.closest('[role="dialog"], [role="alertdialog"]')) return () => {};

  let landed: Element | null = null;
  const movedByPerson = () => {
    if (!hasRealFocus(root)) return false;
    const active = root.activeElement;
    return active !== initial && active !== landed;
  };

  /** True once there is nothing left to do. */
  const attempt = (): boolean => {
    if (movedByPerson()) return true;
    const heading = findPageHeading(root);
    if (heading) {
      focusQuietly(heading);
      return true;
    }
    const main = root.querySelector<HTMLElement>('main');
    if (main && landed !== main) {
      focusQuietly(main);
      landed = main;
      options.announce(root.title);
    }
    return false;
  };

  if (attempt()) return () => {};
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  observer.observe(root.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => {
    stop();
    // The page never showed a heading: it is at least named.
    if (!movedByPerson() && !landed) {
      const main = root.querySelector<HTMLElement>('main');
      if (main) focusQuietly(main);
      options.announce(root.title);
    }
  }, options.timeoutMs ?? HEADING_WAIT_MS);
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  return stop;
}

/**
 * Focus and announcement on every client-side route change (ADR 0035). The first page of a visit is
 * left alone: the browser starts it at the top, where « Aller au contenu » is. A change of query
 * string (filters) or of hash (anchors, which their page focuses) is no new page.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === null || from === pathname) return;
    setAnnouncement('');
    if (hash) return;
    return focusNewPage(document, { announce: setAnnouncement });
  }, [pathname, hash]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </div>
  );
}

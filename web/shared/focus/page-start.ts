/**
 * Where a page starts for the keyboard and a screen reader: its `<h1>` (inside `<main>` when there is
 * one), else the `<main>` landmark. Used after a route change, and by parts that close and would
 * otherwise leave the focus on `<body>` (the cookie banner, the booking dialog).
 */
export const PAGE_START_ATTRIBUTE = 'data-page-start';

function isHidden(element: Element): boolean {
  // A page behind a modal dialog is hidden from assistive technologies; its heading is no start.
  return element.closest('[aria-hidden="true"], [inert], [role="dialog"], [role="alertdialog"]') !== null;
}

export function findPageHeading(root: Document): HTMLElement | null {
  const main = root.querySelector('main');
  const candidates = [
    ...(main ? Array.from(main.querySelectorAll<HTMLElement>('h1')) : []),
    ...Array.from(root.querySelectorAll<HTMLElement>('h1')),
  ];
  return candidates.find((heading) => !isHidden(heading)) ?? null;
}

export function findPageStart(root: Document): HTMLElement | null {
  return findPageHeading(root) ?? root.querySelector<HTMLElement>('main');
}

/**
 * Focuses an element without scrolling (scroll restoration and the reader's place stay as they are).
 * A heading or a landmark becomes focusable by script only (tabindex -1), and is marked so the style
 * sheet draws no outline around a block the person did not choose; a control keeps its own.
 */
export function focusQuietly(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.setAttribute(PAGE_START_ATTRIBUTE, '');
  }
  element.focus({ preventScroll: true });
}

/** Focuses the page's start; false when the page has neither a heading nor a main landmark. */
export function focusPageStart(root: Document = document): boolean {
  const start = findPageStart(root);
  if (!start) return false;
  focusQuietly(start);
  return true;
}

/** An element the person types in: a route change or a banner must not take the focus from it. */
export function isTypingTarget(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(
    element.type,
  );
}

/** Whether the focus is somewhere real: not on `<body>`, nor nowhere. */
export function hasRealFocus(root: Document): boolean {
  const active = root.activeElement;
  return active !== null && active !== root.body && active !== root.documentElement;
}

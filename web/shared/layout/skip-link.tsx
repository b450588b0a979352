import type { MouseEvent } from 'react';

/**
 * « Aller au contenu »: the first Tab stop of a layout, shown when focused, that moves the focus to the main
 * content (which needs tabIndex={-1}). The focus is moved by hand, so the router never sees a hash change.
 */
export function SkipLink(props: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(props.targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a
      href={`#${props.targetId}`}
      onClick={skip}
      className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      Aller au contenu
    </a>
  );
}

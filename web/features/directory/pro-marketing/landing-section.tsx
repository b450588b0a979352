import type { ReactNode } from 'react';
import { cn } from '#web/shared/ui/cn.ts';

/** A /pro section reachable from the header anchors; focusable so the anchor moves focus too. */
export function LandingSection(props: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'slate';
  children: ReactNode;
}) {
  const titleId = `${props.id}-title`;
  return (
    <section
      id={props.id}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        'scroll-mt-16 py-16 focus:outline-none sm:py-20',
        props.tone === 'slate' ? 'bg-slate-50' : 'bg-white',
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={titleId} className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {props.title}
        </h2>
        {props.intro ? (
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{props.intro}</p>
        ) : null}
        <div className="mt-12">{props.children}</div>
      </div>
    </section>
  );
}

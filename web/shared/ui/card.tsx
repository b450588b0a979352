import { type ReactNode, useId } from 'react';

export const TEXTAREA_CLASSES =
  'block w-full rounded-md border border-control px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500';

export function Card(props: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {props.title}
        </h2>
        {props.action}
      </div>
      {props.children}
    </section>
  );
}

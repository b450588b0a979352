import type { ReactNode } from 'react';

export const DETAIL_VALUE_CLASSES = 'col-span-2 whitespace-pre-line text-slate-900';

/** One label and its value in a `<dl>` of details, the label a third of the row. */
export function DetailRow(props: { label: string; children: ReactNode; valueClassName?: string }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5 text-sm">
      <dt className="text-slate-500">{props.label}</dt>
      <dd className={props.valueClassName ?? DETAIL_VALUE_CLASSES}>{props.children}</dd>
    </div>
  );
}

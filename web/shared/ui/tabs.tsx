import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

export const TAB_LIST_CLASSES = 'flex flex-wrap gap-1 border-b border-slate-200';

export const TAB_TRIGGER_CLASSES =
  'border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

export const TAB_CONTENT_CLASSES = 'pt-6';

export type TTab<TValue extends string> = {
  value: TValue;
  /** What the tab button shows (its accessible name). */
  label: ReactNode;
  /** The panel, mounted only while its tab is open. */
  content: ReactNode;
};

/**
 * A row of tabs over their panels (WAI-ARIA tabs: arrow keys move between tabs, the open one is
 * controlled by the owner). The classes default to the professional pages' look.
 */
export function Tabs<TValue extends string>(props: {
  /** Accessible name of the tab list. */
  label: string;
  value: TValue;
  onValueChange: (value: TValue) => void;
  tabs: readonly TTab<TValue>[];
  className?: string;
  listClassName?: string;
  triggerClassName?: string;
  contentClassName?: string;
}) {
  const { tabs } = props;
  const triggerClassName = props.triggerClassName ?? TAB_TRIGGER_CLASSES;
  const contentClassName = props.contentClassName ?? TAB_CONTENT_CLASSES;
  return (
    <RadixTabs.Root
      value={props.value}
      onValueChange={(value) => {
        const next = tabs.find((tab) => tab.value === value);
        if (next) props.onValueChange(next.value);
      }}
      className={props.className}
    >
      <RadixTabs.List aria-label={props.label} className={props.listClassName ?? TAB_LIST_CLASSES}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={triggerClassName}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={contentClassName}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

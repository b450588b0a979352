import type { FocusEventHandler, KeyboardEventHandler, Ref } from 'react';
import type { TSlotSummary } from '#domain/directory/professionals/search-schemas.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { slotAccessibleName } from './slot-format';

/** One bookable time; its name is the full date, time and modes, its text only the time. */
export function SlotButton(props: {
  slot: TSlotSummary;
  onPick: (slot: TSlotSummary) => void;
  selected?: boolean;
  className?: string;
  /** In a roving-tabindex picker (the booking's schedule), only one slot per day is a Tab stop. */
  tabIndex?: number;
  onKeyDown?: KeyboardEventHandler<HTMLButtonElement>;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { slot, selected = false } = props;
  return (
    <button
      ref={props.ref}
      type="button"
      tabIndex={props.tabIndex}
      onKeyDown={props.onKeyDown}
      onFocus={props.onFocus}
      aria-label={slotAccessibleName(slot)}
      aria-pressed={props.selected === undefined ? undefined : selected}
      onClick={() => props.onPick(slot)}
      className={cn(
        'inline-flex h-9 w-full items-center justify-center rounded-md text-sm font-semibold tabular-nums transition-colors',
        selected
          ? 'bg-brand-600 text-white ring-2 ring-brand-800 ring-offset-1 hover:bg-brand-700'
          : 'bg-brand-50 text-brand-700 hover:bg-brand-100',
        props.className,
      )}
    >
      {slot.time}
    </button>
  );
}

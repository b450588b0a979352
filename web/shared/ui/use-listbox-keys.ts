import { type KeyboardEvent, useState } from 'react';

export type TListboxKeysOptions<TItem> = {
  /** The options offered, in the order the arrows go through them. */
  items: readonly TItem[];
  /** Whether the list has something to show (suggestions, or a search long enough); it shows when also open. */
  available: boolean;
  /** The id of an option's element, for aria-activedescendant. */
  optionId: (item: TItem, index: number) => string;
  /** An option chosen with Enter or a click; the list is closed by then. */
  onChoose: (item: TItem) => void;
  /**
   * Enter with no option highlighted: 'first' chooses the first option shown (and does nothing when none is),
   * 'close' closes the list and lets the key through to the form.
   */
  enterWithoutActive: 'first' | 'close';
  /** Escape when the list is already closed (a search empties its field). */
  onEscapeWhenClosed?: () => void;
};

/**
 * The keys of an ARIA combobox whose focus stays in its field while a listbox shows the options: the arrows
 * open the list and highlight the next or previous option (round the ends), Enter chooses, Escape closes;
 * the highlighted option is named by aria-activedescendant. Home and End stay the field's, which moves its caret.
 */
export function useListboxKeys<TItem>(options: TListboxKeysOptions<TItem>) {
  const { items } = options;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const expanded = open && options.available;
  const active = expanded ? items[activeIndex] : undefined;

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function choose(item: TItem) {
    close();
    options.onChoose(item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (items.length > 0) setActiveIndex((index) => (index + 1) % items.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (items.length > 0) setActiveIndex((index) => (index <= 0 ? items.length - 1 : index - 1));
        break;
      case 'Enter': {
        const target = active ?? (options.enterWithoutActive === 'first' && expanded ? items[0] : undefined);
        if (target !== undefined) {
          event.preventDefault();
          choose(target);
        } else if (options.enterWithoutActive === 'close') setOpen(false);
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else options.onEscapeWhenClosed?.();
        break;
    }
  }

  return {
    expanded,
    activeIndex,
    /** The highlighted option, while the list shows. */
    active,
    /** For an option's click. */
    choose,
    /** The field's text changed: a new list, shown with nothing highlighted until the arrows are used. */
    onTextChange() {
      setOpen(true);
      setActiveIndex(-1);
    },
    /** Spread on the field (role="combobox"), beside its aria-expanded={expanded} and aria-controls. */
    comboboxProps: {
      'aria-activedescendant': active === undefined ? undefined : options.optionId(active, activeIndex),
      onKeyDown,
      onFocus: () => setOpen(true),
      onBlur: () => setOpen(false),
    },
  };
}

import { Search } from 'lucide-react';
import { useId, useMemo } from 'react';
import { suggestNeeds, type TNeedSuggestion } from '#domain/directory/professionals/search-needs.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { useListboxKeys } from '#web/shared/ui/use-listbox-keys.ts';

export type TNeedComboboxProps = {
  id: string;
  value: string;
  onTextChange: (text: string) => void;
  onChoose: (suggestion: TNeedSuggestion) => void;
  className?: string;
  describedBy?: string;
};

/**
 * « Votre besoin »: an ARIA combobox (arrows, Enter, Escape) whose suggestions map everyday words to a
 * profession and a domain (domain/directory/professionals/search-needs.ts).
 */
export function NeedCombobox({
  id,
  value,
  onTextChange,
  onChoose,
  className,
  describedBy,
}: TNeedComboboxProps) {
  const listboxId = `${useId()}-besoins`;
  const suggestions = useMemo(() => suggestNeeds(value), [value]);
  const optionId = (index: number) => `${listboxId}-${index}`;
  const listbox = useListboxKeys({
    items: suggestions,
    available: suggestions.length > 0,
    optionId: (_suggestion, index) => optionId(index),
    onChoose,
    // Enter on a highlighted suggestion chooses it; otherwise it submits the form.
    enterWithoutActive: 'close',
  });

  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        id={id}
        name="need"
        type="text"
        role="combobox"
        autoComplete="off"
        maxLength={100}
        placeholder="Divorce, licenciement, succession…"
        aria-expanded={listbox.expanded}
        {...listbox.comboboxProps}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => {
          onTextChange(event.target.value);
          listbox.onTextChange();
        }}
        className="block h-full w-full rounded-md border border-control bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        className={cn(
          'absolute top-full right-0 left-0 z-40 mt-1 max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg',
          !listbox.expanded && 'hidden',
        )}
      >
        {listbox.expanded
          ? suggestions.map((suggestion, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys (arrows, Enter) with aria-activedescendant
              <div
                key={suggestion.key}
                id={optionId(index)}
                role="option"
                aria-label={`${suggestion.label} (${suggestion.hint})`}
                aria-selected={index === listbox.activeIndex}
                tabIndex={-1}
                // Keeps the focus in the field so the blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => listbox.choose(suggestion)}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm',
                  index === listbox.activeIndex
                    ? 'bg-brand-50 text-brand-900'
                    : 'text-slate-800 hover:bg-slate-50',
                )}
              >
                <span className="block font-medium">{suggestion.label}</span>
                <span className="block text-xs text-slate-500">{suggestion.hint}</span>
              </div>
            ))
          : null}
      </div>
    </div>
  );
}

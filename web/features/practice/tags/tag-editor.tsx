import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { TTagColour } from '#domain/practice/cases/case-schemas.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Input } from '#web/shared/ui/input.tsx';

export const TAG_COLOUR_CLASSES: Record<TTagColour, string> = {
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  red: 'bg-red-100 text-red-800',
  purple: 'bg-purple-100 text-purple-800',
  orange: 'bg-orange-100 text-orange-800',
};

export type TEditableTag = { id: number; name: string; colour: TTagColour };

/**
 * Seed 001 §2, §5: Enter or « + » adds a trimmed, non-blank name (blank is ignored); Escape cancels;
 * a cross removes. The owner saves through `onAdd` / `onRemove`; a rejection shows its French message.
 */
export function TagEditor(props: {
  tags: readonly TEditableTag[];
  /** Accessible name of the list of tags. */
  label: string;
  onAdd: (name: string) => Promise<unknown>;
  onRemove: (tagId: number) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputId = useId();

  const run = async (action: () => Promise<unknown>, onDone?: () => void) => {
    setError(null);
    setPending(true);
    try {
      await action();
      onDone?.();
    } catch (failure) {
      setError(userMessage(failure));
    } finally {
      setPending(false);
    }
  };

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setName('');
      return;
    }
    void run(
      () => props.onAdd(trimmed),
      () => setName(''),
    );
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <ul aria-label={props.label} className="flex flex-wrap items-center gap-2">
          {props.tags.map((tag) => (
            <li
              key={tag.id}
              className={cn(
                'inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-xs font-medium',
                TAG_COLOUR_CLASSES[tag.colour],
              )}
            >
              {tag.name}
              <button
                type="button"
                aria-label={`Retirer l'étiquette ${tag.name}`}
                disabled={pending}
                onClick={() => void run(() => props.onRemove(tag.id))}
                className="rounded-full p-0.5 hover:bg-black/10"
              >
                <X className="h-3 w-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1">
          <label htmlFor={inputId} className="sr-only">
            Nouvelle étiquette
          </label>
          <Input
            id={inputId}
            value={name}
            maxLength={40}
            placeholder="Ajouter une étiquette…"
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setName('');
                setError(null);
                event.currentTarget.blur();
              }
            }}
            className="h-8 w-48 py-1"
          />
          <button
            type="button"
            aria-label="Ajouter l'étiquette"
            onClick={submit}
            disabled={pending}
            className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <ErrorBox message={error} />
    </div>
  );
}

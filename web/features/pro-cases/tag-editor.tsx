import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { TCaseDetail } from '../../../domain/cases/case-schemas';
import { userMessage } from '../../shared/api/http';
import { cn } from '../../shared/ui/cn';
import { ErrorBox } from '../../shared/ui/error-box';
import { Input } from '../../shared/ui/input';
import { TAG_COLOUR_CLASSES } from './case-format';
import { useAddTag, useRemoveTag } from './pro-cases-api';

/** Seed 001 §2, §5: Enter or « + » adds a trimmed, non-blank name; Escape cancels; a cross removes. */
export function TagEditor(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddTag(caseDetail.id);
  const remove = useRemoveTag(caseDetail.id);
  const inputId = useId();

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setName('');
      return;
    }
    setError(null);
    add.mutate(trimmed, {
      onSuccess: () => setName(''),
      onError: (failure) => setError(userMessage(failure)),
    });
  };

  return (
    <section aria-label="Étiquettes" className="space-y-2">
      <ul className="flex flex-wrap items-center gap-2">
        {caseDetail.tags.map((tag) => (
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
              disabled={remove.isPending}
              onClick={() => {
                setError(null);
                remove.mutate(tag.id, { onError: (failure) => setError(userMessage(failure)) });
              }}
              className="rounded-full p-0.5 hover:bg-black/10"
            >
              <X className="h-3 w-3" aria-hidden="true" />
            </button>
          </li>
        ))}
        <li className="flex items-center gap-1">
          <label htmlFor={inputId} className="sr-only">
            Nouvelle étiquette
          </label>
          <Input
            id={inputId}
            value={name}
            maxLength={40}
            placeholder="Ajouter une étiquette..."
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
            disabled={add.isPending}
            className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
      <ErrorBox message={error} />
    </section>
  );
}

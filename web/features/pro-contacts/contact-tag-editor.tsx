import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { TContactDetail } from '../../../domain/contacts/contact-schemas';
import { userMessage } from '../../shared/api/http';
import { cn } from '../../shared/ui/cn';
import { ErrorBox } from '../../shared/ui/error-box';
import { Input } from '../../shared/ui/input';
import { TAG_COLOUR_CLASSES } from '../pro-cases/case-format';
import { useAddContactTag, useRemoveContactTag } from './pro-contacts-api';

/**
 * Seed 001 §5: Enter or « + » adds a trimmed, non-blank name; Escape cancels; a cross removes.
 * The cases' editor is bound to the case API, hence this twin bound to the contact API.
 */
export function ContactTagEditor(props: { contact: TContactDetail }) {
  const { contact } = props;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddContactTag(contact.id);
  const remove = useRemoveContactTag(contact.id);
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
    <div className="space-y-2">
      <ul aria-label="Étiquettes du contact" className="flex flex-wrap items-center gap-2">
        {contact.tags.map((tag) => (
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
      </ul>
      <div className="flex items-center gap-1">
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
      </div>
      <ErrorBox message={error} />
    </div>
  );
}

import { MapPin, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  needLabelOf,
  suggestNeeds,
  type TNeedSuggestion,
} from '#domain/directory/professionals/search-needs.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { NeedCombobox } from './need-combobox';
import { buildSearchPath } from './search-path';

export type THeroSearchValues = { professionalType: string; specialty: string; location: string };

export type THeroSearchFormProps = {
  variant?: 'full' | 'compact';
  initialValues?: Partial<THeroSearchValues>;
  className?: string;
};

type TChoice = Pick<TNeedSuggestion, 'professionalType' | 'specialty'>;

const LABEL_CLASSES = 'mb-1 block text-sm font-medium text-slate-800';

/** Search by need (an everyday word, a profession or a domain) and place; both are optional. */
export function HeroSearchForm({ variant = 'full', initialValues, className }: THeroSearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const initialType = initialValues?.professionalType || undefined;
  const initialSpecialty = initialValues?.specialty || undefined;
  const [need, setNeed] = useState(needLabelOf(initialType, initialSpecialty));
  // What the field's text stands for: set by a suggestion (or the search coming back), dropped by typing.
  const [choice, setChoice] = useState<TChoice | null>(
    initialType || initialSpecialty
      ? {
          professionalType: (initialType as TChoice['professionalType']) ?? null,
          specialty: (initialSpecialty as TChoice['specialty']) ?? null,
        }
      : null,
  );
  const [location, setLocation] = useState(initialValues?.location ?? '');
  const [unknownNeed, setUnknownNeed] = useState<string | null>(null);

  const compact = variant === 'compact';
  const controlHeight = compact ? 'h-10' : 'h-12';
  // A placeholder is no label (RGAA 11.1): above the results on a phone the labels stay in sight, beside their
  // fields in a smaller type, so the form is no taller and the first result stays clear of the cookie banner.
  const labelClasses = cn(LABEL_CLASSES, compact && 'max-md:mb-0 max-md:text-xs');
  const rowClasses = compact
    ? 'max-md:grid max-md:grid-cols-[6rem_minmax(0,1fr)] max-md:items-center max-md:gap-x-2'
    : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = need.trim();
    // Typed without choosing: the best suggestion stands for it; nothing matching is said, not guessed.
    const target = choice ?? (typed ? (suggestNeeds(typed, 1)[0] ?? null) : null);
    if (typed && !target) {
      setUnknownNeed(typed);
      return;
    }
    navigate(
      buildSearchPath({
        location,
        specialty: target?.specialty ?? '',
        professionalType: target?.professionalType ?? '',
      }),
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is still unknown to some browsers and test DOMs
    <form
      role="search"
      aria-label="Rechercher un professionnel du droit"
      onSubmit={handleSubmit}
      className={cn(
        'flex flex-col gap-3 rounded-xl bg-white md:flex-row md:items-start',
        compact ? 'p-2' : 'p-4 shadow-lg ring-1 ring-slate-200 sm:p-5',
        className,
      )}
    >
      <div className={cn('md:flex-[1.6]', rowClasses)}>
        <label htmlFor={`${id}-need`} className={labelClasses}>
          Votre besoin
        </label>
        <NeedCombobox
          id={`${id}-need`}
          className={controlHeight}
          value={need}
          describedBy={unknownNeed ? `${id}-need-error` : undefined}
          onTextChange={(text) => {
            setNeed(text);
            setChoice(null);
            setUnknownNeed(null);
          }}
          onChoose={(suggestion) => {
            setNeed(suggestion.label);
            setChoice({ professionalType: suggestion.professionalType, specialty: suggestion.specialty });
            setUnknownNeed(null);
          }}
        />
        {unknownNeed ? (
          <p id={`${id}-need-error`} role="alert" className="mt-1 text-sm text-red-700 max-md:col-span-2">
            Nous ne trouvons pas «&nbsp;{unknownNeed}&nbsp;»&nbsp;: choisissez une suggestion ou laissez le
            champ vide.
          </p>
        ) : null}
      </div>

      <div className={cn('md:flex-[1.2]', rowClasses)}>
        <label htmlFor={`${id}-location`} className={labelClasses}>
          Votre ville ou code postal
        </label>
        <div className="relative">
          <MapPin
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id={`${id}-location`}
            name="location"
            type="text"
            autoComplete="address-level2"
            placeholder="Lyon, 75011…"
            maxLength={100}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            className={cn(
              'block w-full rounded-md border border-control bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30',
              controlHeight,
            )}
          />
        </div>
      </div>

      <button
        type="submit"
        className={cn(
          'inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-6 font-semibold text-white transition-colors hover:bg-brand-700 md:mt-6',
          controlHeight,
        )}
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        Rechercher
      </button>
    </form>
  );
}

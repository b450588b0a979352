import { MapPin, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  PROFESSIONAL_TYPE_OPTIONS,
  SPECIALTY_OPTIONS,
  typeHasSpecialty,
} from '#domain/kernel/vocabulary/search-options.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { buildSearchPath } from './search-path';

export type THeroSearchValues = { professionalType: string; specialty: string; location: string };

export type THeroSearchFormProps = {
  variant?: 'full' | 'compact';
  initialValues?: Partial<THeroSearchValues>;
  className?: string;
};

const CONTROL_CLASSES =
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** Search by type, specialty (lawyers only) and place; every field is optional. */
export function HeroSearchForm({ variant = 'full', initialValues, className }: THeroSearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const initialType = initialValues?.professionalType ?? '';
  const [professionalType, setProfessionalType] = useState(initialType);
  const [specialty, setSpecialty] = useState(
    typeHasSpecialty(initialType) ? (initialValues?.specialty ?? '') : '',
  );
  const [location, setLocation] = useState(initialValues?.location ?? '');

  const showSpecialty = typeHasSpecialty(professionalType);
  const compact = variant === 'compact';
  const controlHeight = compact ? 'h-10' : 'h-12';

  function handleTypeChange(value: string) {
    setProfessionalType(value);
    if (!typeHasSpecialty(value)) setSpecialty('');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(
      buildSearchPath({
        location,
        specialty: showSpecialty ? specialty : '',
        professionalType,
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
        'flex flex-col gap-3 rounded-xl bg-white md:flex-row md:items-end',
        compact ? 'p-2' : 'p-4 shadow-lg ring-1 ring-slate-200 sm:p-5',
        className,
      )}
    >
      <div className="md:flex-1">
        <label htmlFor={`${id}-type`} className="sr-only">
          Type de professionnel
        </label>
        <select
          id={`${id}-type`}
          name="professionalType"
          value={professionalType}
          onChange={(event) => handleTypeChange(event.target.value)}
          className={cn(CONTROL_CLASSES, controlHeight)}
        >
          <option value="">Type de professionnel</option>
          {PROFESSIONAL_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      {showSpecialty ? (
        <div className="md:flex-[1.3]">
          <label htmlFor={`${id}-specialty`} className="sr-only">
            Spécialité
          </label>
          <select
            id={`${id}-specialty`}
            name="specialty"
            value={specialty}
            onChange={(event) => setSpecialty(event.target.value)}
            className={cn(CONTROL_CLASSES, controlHeight)}
          >
            <option value="">Toutes les spécialités</option>
            {SPECIALTY_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <div className="relative md:flex-[1.4]">
        <label htmlFor={`${id}-location`} className="sr-only">
          Votre ville ou code postal
        </label>
        <MapPin
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={`${id}-location`}
          name="location"
          type="text"
          autoComplete="address-level2"
          placeholder="Votre ville ou code postal"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
          className={cn(CONTROL_CLASSES, controlHeight, 'pl-9')}
        />
      </div>

      <button
        type="submit"
        className={cn(
          'inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-6 font-semibold text-white transition-colors hover:bg-brand-700',
          controlHeight,
        )}
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        Rechercher
      </button>
    </form>
  );
}

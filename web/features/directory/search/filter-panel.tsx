import { Slider } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import {
  DEFAULT_SEARCH_LOCATION,
  MAX_DISTANCE_KM,
  MIN_DISTANCE_KM,
} from '#domain/directory/professionals/search-constants.ts';
import {
  AVAILABILITY_OPTIONS,
  CONSULTATION_MODE_OPTIONS,
  CONSULTATION_MODE_VALUES,
  LANGUAGE_OPTIONS,
  PROFESSIONAL_TYPE_OPTIONS,
  PROFESSIONAL_TYPE_VALUES,
  SPECIALTY_OPTIONS,
} from '#domain/kernel/vocabulary/search-options.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import {
  DEFAULT_FILTERS,
  offeredSpecialties,
  type TSearchFilters,
  toggleInList,
  withFilter,
  withProfessionalTypes,
} from './search-filters';
import { useDebouncedField } from './use-debounced-field';

/** Seed 000 §9: filter changes are debounced 0 ms (checkboxes), 100 ms (slider), 300 ms (place). */
export const SLIDER_DEBOUNCE_MS = 100;
export const LOCATION_DEBOUNCE_MS = 300;

const trim = (value: string) => value.trim();
const placeOrDefault = (value: string) => value || DEFAULT_SEARCH_LOCATION;

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2 border-t border-slate-200 pt-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="clear-left space-y-2">{children}</div>
    </fieldset>
  );
}

function CheckboxRow(props: { label: string; checked: boolean; onChange: () => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={props.onChange}
        className="h-4 w-4 shrink-0 rounded border-control accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {props.label}
      </label>
    </div>
  );
}

export function FilterPanel(props: { filters: TSearchFilters; onChange: (next: TSearchFilters) => void }) {
  const { filters, onChange } = props;
  const id = useId();

  const [distance, setDistance] = useDebouncedField(
    filters.distance,
    (value) => onChange(withFilter(filters, 'distance', value)),
    { delayMs: SLIDER_DEBOUNCE_MS },
  );
  const [location, setLocation] = useDebouncedField(
    filters.location,
    (value) => onChange(withFilter(filters, 'location', value)),
    { delayMs: LOCATION_DEBOUNCE_MS, normalize: trim, display: placeOrDefault },
  );

  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <p id={`${id}-distance`} className="text-sm font-semibold text-slate-900">
          Distance&nbsp;: {distance} km
        </p>
        <Slider.Root
          min={MIN_DISTANCE_KM}
          max={MAX_DISTANCE_KM}
          step={1}
          value={[distance]}
          onValueChange={([value]) => {
            if (value !== undefined) setDistance(value);
          }}
          className="relative flex h-5 w-full touch-none items-center select-none"
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
            <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
          </Slider.Track>
          <Slider.Thumb
            aria-label="Distance"
            // Radix sets it once the thumb is mounted: drawn by the server, the slider needs it from the start.
            aria-valuenow={distance}
            aria-valuetext={`${distance} km`}
            className="block h-5 w-5 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:ring-2 focus-visible:ring-brand-600/40"
          />
        </Slider.Root>
        <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
          <span>{MIN_DISTANCE_KM} km</span>
          <span>{MAX_DISTANCE_KM} km</span>
        </div>
      </div>

      <div className="space-y-1 border-t border-slate-200 pt-4">
        <label htmlFor={`${id}-location`} className="block text-sm font-semibold text-slate-900">
          Localisation
        </label>
        <Input
          id={`${id}-location`}
          type="text"
          autoComplete="address-level2"
          placeholder={DEFAULT_SEARCH_LOCATION}
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
      </div>

      <FilterGroup legend="Type de professionnel">
        {PROFESSIONAL_TYPE_OPTIONS.map((option) => (
          <CheckboxRow
            key={option.value}
            label={option.label}
            checked={filters.professionalTypes.includes(option.value)}
            onChange={() =>
              onChange(
                withProfessionalTypes(
                  filters,
                  toggleInList(filters.professionalTypes, option.value, PROFESSIONAL_TYPE_VALUES),
                ),
              )
            }
          />
        ))}
      </FilterGroup>

      <FilterGroup legend="Domaines d’activité">
        {offeredSpecialties(filters.professionalTypes).map((specialty) => (
          <CheckboxRow
            key={specialty}
            label={specialty}
            checked={filters.specialties.includes(specialty)}
            onChange={() =>
              onChange(
                withFilter(
                  filters,
                  'specialties',
                  toggleInList(filters.specialties, specialty, SPECIALTY_OPTIONS),
                ),
              )
            }
          />
        ))}
      </FilterGroup>

      <FilterGroup legend="Disponibilité">
        {AVAILABILITY_OPTIONS.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={`${id}-availability-${option.value}`}
              type="radio"
              name={`${id}-availability`}
              value={option.value}
              checked={filters.availability === option.value}
              onChange={() => onChange(withFilter(filters, 'availability', option.value))}
              className="h-4 w-4 shrink-0 accent-brand-600"
            />
            <label htmlFor={`${id}-availability-${option.value}`} className="text-sm text-slate-700">
              {option.label}
            </label>
          </div>
        ))}
        {filters.availability ? (
          <button
            type="button"
            onClick={() => onChange(withFilter(filters, 'availability', null))}
            className="text-sm font-medium text-brand-700 hover:underline"
            aria-label="Effacer le filtre de disponibilité"
          >
            Effacer
          </button>
        ) : null}
      </FilterGroup>

      <FilterGroup legend="Mode de consultation">
        {CONSULTATION_MODE_OPTIONS.map((option) => (
          <CheckboxRow
            key={option.value}
            label={option.label}
            checked={filters.modes.includes(option.value)}
            onChange={() =>
              onChange(
                withFilter(
                  filters,
                  'modes',
                  toggleInList(filters.modes, option.value, CONSULTATION_MODE_VALUES),
                ),
              )
            }
          />
        ))}
      </FilterGroup>

      <FilterGroup legend="Langues">
        {LANGUAGE_OPTIONS.map((language) => (
          <CheckboxRow
            key={language}
            label={language}
            checked={filters.languages.includes(language)}
            onChange={() =>
              onChange(
                withFilter(filters, 'languages', toggleInList(filters.languages, language, LANGUAGE_OPTIONS)),
              )
            }
          />
        ))}
      </FilterGroup>

      <div className="border-t border-slate-200 pt-4">
        <CheckboxRow
          label="Accepte l'aide juridictionnelle"
          checked={filters.legalAid}
          onChange={() => onChange(withFilter(filters, 'legalAid', !filters.legalAid))}
        />
      </div>

      <Button variant="outline" className="w-full" onClick={() => onChange(DEFAULT_FILTERS)}>
        Réinitialiser les filtres
      </Button>
    </div>
  );
}

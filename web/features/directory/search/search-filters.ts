import {
  DEFAULT_DISTANCE_KM,
  MAX_DISTANCE_KM,
  MAX_SEARCH_PAGE,
  MIN_DISTANCE_KM,
} from '#domain/directory/professionals/search-constants.ts';
import { legalDomainsOf } from '#domain/kernel/vocabulary/legal-domains.ts';
import {
  AVAILABILITY_VALUES,
  CONSULTATION_MODE_VALUES,
  LANGUAGE_OPTIONS,
  PROFESSIONAL_TYPE_VALUES,
  SPECIALTY_OPTIONS,
  type TAvailabilityFilter,
  type TConsultationMode,
  type TLanguage,
  type TProfessionalType,
  type TSpecialty,
} from '#domain/kernel/vocabulary/search-options.ts';

/** The filter set of seed 000 §3, as it lives in the results URL. */
export type TSearchFilters = {
  /** What was typed; empty means the API's default place (Paris). */
  location: string;
  distance: number;
  professionalTypes: TProfessionalType[];
  specialties: TSpecialty[];
  availability: TAvailabilityFilter | null;
  modes: TConsultationMode[];
  languages: TLanguage[];
  legalAid: boolean;
  page: number;
};

export const DEFAULT_FILTERS: TSearchFilters = {
  location: '',
  distance: DEFAULT_DISTANCE_KM,
  professionalTypes: [],
  specialties: [],
  availability: null,
  modes: [],
  languages: [],
  legalAid: false,
  page: 1,
};

const MAX_LOCATION_LENGTH = 100;

/** Distances offered by the empty state's "widen" button, in order. */
export const WIDER_DISTANCE_STEPS = [20, 30, MAX_DISTANCE_KM] as const;

/**
 * Reads a list that may be comma-separated and/or repeated; unknown values are dropped and the
 * result follows the options' order, so two URLs meaning the same search compare equal.
 */
function listParam<const T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T[] {
  const given = new Set(
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim()),
  );
  return allowed.filter((value) => given.has(value));
}

function integerParam(params: URLSearchParams, name: string, min: number, max: number, fallback: number) {
  const raw = params.get(name);
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw);
  return Math.min(max, Math.max(min, value));
}

/** URL → filters. Tolerant: a hand-edited URL never produces a request the API refuses. */
export function filtersFromSearchParams(params: URLSearchParams): TSearchFilters {
  const availability = params.get('availability');
  return {
    location: (params.get('location') ?? '').trim().slice(0, MAX_LOCATION_LENGTH),
    distance: integerParam(params, 'distance', MIN_DISTANCE_KM, MAX_DISTANCE_KM, DEFAULT_DISTANCE_KM),
    professionalTypes: listParam(params, 'professionalType', PROFESSIONAL_TYPE_VALUES),
    specialties: listParam(params, 'specialty', SPECIALTY_OPTIONS),
    availability: AVAILABILITY_VALUES.find((value) => value === availability) ?? null,
    modes: listParam(params, 'modes', CONSULTATION_MODE_VALUES),
    languages: listParam(params, 'languages', LANGUAGE_OPTIONS),
    legalAid: params.get('legalAid') === 'true',
    page: integerParam(params, 'page', 1, MAX_SEARCH_PAGE, 1),
  };
}

/**
 * Filters → URL parameters, named as the search API expects them. Default values are left out so
 * the home search's links (`location`, `specialty`, `professionalType`) stay as they are.
 */
export function searchParamsFromFilters(filters: TSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const location = filters.location.trim();
  if (location) params.set('location', location);
  if (filters.specialties.length > 0) params.set('specialty', filters.specialties.join(','));
  if (filters.professionalTypes.length > 0)
    params.set('professionalType', filters.professionalTypes.join(','));
  if (filters.distance !== DEFAULT_DISTANCE_KM) params.set('distance', String(filters.distance));
  if (filters.availability) params.set('availability', filters.availability);
  if (filters.modes.length > 0) params.set('modes', filters.modes.join(','));
  if (filters.languages.length > 0) params.set('languages', filters.languages.join(','));
  if (filters.legalAid) params.set('legalAid', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The query string (without "?") the address bar and the API both receive: values percent-encoded
 * like the home search's links (%20 for spaces), list commas kept readable.
 */
export function searchStringFromFilters(filters: TSearchFilters): string {
  return [...searchParamsFromFilters(filters)]
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`)
    .join('&');
}

/** Any change of filter starts again from the first page of results. */
export function withFilter<K extends keyof Omit<TSearchFilters, 'page'>>(
  filters: TSearchFilters,
  key: K,
  value: TSearchFilters[K],
): TSearchFilters {
  return { ...filters, [key]: value, page: 1 };
}

/** Adds the value to the list or removes it, keeping the options' order. */
export function toggleInList<T extends string>(list: readonly T[], value: T, allowed: readonly T[]): T[] {
  const next = new Set(list);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return allowed.filter((option) => next.has(option));
}

/** The next distance the empty state suggests, or null when the search already covers the maximum. */
export function nextWiderDistance(distance: number): number | null {
  return WIDER_DISTANCE_STEPS.find((step) => step > distance) ?? null;
}

export function hasActiveFilters(filters: TSearchFilters): boolean {
  return searchStringFromFilters({ ...filters, page: 1 }) !== '';
}

/**
 * The domains the filter offers: those of the chosen professions (all of them when none is chosen),
 * in the one list's order.
 */
export function offeredSpecialties(professionalTypes: readonly TProfessionalType[]): TSpecialty[] {
  if (professionalTypes.length === 0) return [...SPECIALTY_OPTIONS];
  const offered = new Set<string>(professionalTypes.flatMap((type) => legalDomainsOf(type)));
  return SPECIALTY_OPTIONS.filter((specialty) => offered.has(specialty));
}

/** A change of professions drops the chosen domains none of them practises (no search that finds nobody). */
export function withProfessionalTypes(
  filters: TSearchFilters,
  professionalTypes: TProfessionalType[],
): TSearchFilters {
  const offered = new Set<string>(offeredSpecialties(professionalTypes));
  return {
    ...withFilter(filters, 'professionalTypes', professionalTypes),
    specialties: filters.specialties.filter((specialty) => offered.has(specialty)),
  };
}

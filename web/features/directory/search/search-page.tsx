import { CalendarDays, Info, Map as MapIcon, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resultsWithFirmCards } from '#domain/directory/firms/search-firm-cards.ts';
import { RANKING_NOTE } from '#domain/directory/professionals/search-constants.ts';
import type { TSearchResponse } from '#domain/directory/professionals/search-schemas.ts';
import { HOW_REVIEWS_WORK_TITLE } from '#domain/directory/reviews/review-policy.ts';
import { useBookingLauncher } from '#web/features/appointments/booking/booking-launcher.tsx';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { HeroSearchForm } from '../home/hero-search-form';
import { MapPanel } from '../map/map-panel';
import { pinsFrom } from '../map/map-pins';
import { FilterPanel } from './filter-panel';
import { FirmCard } from './firm-card';
import { Pagination } from './pagination';
import { ProfessionalCard } from './professional-card';
import { useSearchResults } from './search-api';
import {
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  hasActiveFilters,
  nextWiderDistance,
  searchStringFromFilters,
  type TSearchFilters,
  withFilter,
} from './search-filters';
import { useMediaQuery } from './use-media-query';

type TView = 'calendar' | 'map';

const countFormat = new Intl.NumberFormat('fr-FR');

export function resultsCountText(total: number, isLowerBound = false): string {
  if (isLowerBound) return `Plus de ${countFormat.format(total)} professionnels disponibles`;
  return total > 1 ? `${total} professionnels disponibles` : `${total} professionnel disponible`;
}

function searchHref(filters: TSearchFilters): string {
  const query = searchStringFromFilters(filters);
  return query ? `${paths.search}?${query}` : paths.search;
}

function CardSkeleton() {
  return (
    <div className="animate-pulse rounded-xl border border-slate-200 bg-white p-5" aria-hidden="true">
      <div className="flex gap-4">
        <div className="h-14 w-14 rounded-full bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-5 w-1/2 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-100" />
          <div className="h-4 w-3/4 rounded bg-slate-100" />
        </div>
      </div>
      <div className="mt-5 grid grid-cols-4 gap-3">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className="h-24 rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        Chargement des résultats…
      </p>
      <CardSkeleton />
      <CardSkeleton />
      <CardSkeleton />
    </div>
  );
}

function ViewToggle({ view, onChange }: { view: TView; onChange: (view: TView) => void }) {
  const options: { value: TView; label: string; icon: typeof MapIcon }[] = [
    { value: 'calendar', label: 'Calendrier', icon: CalendarDays },
    { value: 'map', label: 'Carte', icon: MapIcon },
  ];
  return (
    <fieldset className="inline-flex rounded-lg border-0 bg-slate-100 p-1">
      <legend className="sr-only">Affichage des résultats</legend>
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors',
            view === value ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}

function EmptyResults(props: {
  filters: TSearchFilters;
  data: TSearchResponse;
  onChange: (next: TSearchFilters) => void;
}) {
  const { filters, data } = props;
  if (data.total > 0 && data.results.length === 0) {
    return (
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-8 text-center">
        <p className="text-slate-700">Cette page de résultats n'existe pas.</p>
        <Button className="mt-4" variant="outline" onClick={() => props.onChange({ ...filters, page: 1 })}>
          Revenir à la première page
        </Button>
      </div>
    );
  }
  const wider = nextWiderDistance(filters.distance);
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-8 text-center">
      <p className="font-medium text-slate-800">Aucun professionnel ne correspond à votre recherche.</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {wider !== null ? (
          <Button onClick={() => props.onChange(withFilter(filters, 'distance', wider))}>
            Élargir à {wider} km
          </Button>
        ) : null}
        {hasActiveFilters(filters) ? (
          <Button variant="outline" onClick={() => props.onChange(DEFAULT_FILTERS)}>
            Réinitialiser les filtres
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function PlaceNotFound({ location }: { location: string }) {
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-6">
      <p className="font-semibold text-amber-900">Lieu introuvable</p>
      <p className="mt-1 text-sm text-amber-900">
        Aucune commune ne correspond à «&nbsp;{location}&nbsp;». Vérifiez l'orthographe ou saisissez un code
        postal.
      </p>
    </div>
  );
}

export function SearchPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const urlFilters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const urlSearch = searchStringFromFilters(urlFilters);
  // The router updates the URL a moment after a change: until then the panel shows the new choice,
  // so a ticked box never flickers back.
  const [optimistic, setOptimistic] = useState<{ from: string; filters: TSearchFilters } | null>(null);
  // Once the URL has moved on, it is the truth again (React's "adjust state on change" pattern).
  if (optimistic && optimistic.from !== urlSearch) setOptimistic(null);
  const filters = optimistic?.from === urlSearch ? optimistic.filters : urlFilters;
  const queryString = searchStringFromFilters(filters);
  const search = useSearchResults(queryString);
  const [view, setView] = useState<TView>('calendar');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const isLarge = useMediaQuery('(min-width: 1024px)');
  const id = useId();
  const data = search.data;

  useDocumentTitle(data?.heading ?? 'Recherche de professionnels');

  const applyFilters = useCallback(
    (next: TSearchFilters) => {
      setOptimistic({ from: urlSearch, filters: next });
      // A filter change replaces the entry and keeps the scroll position: the back button leaves the results.
      navigate(searchHref(next), { replace: true, preventScrollReset: true });
    },
    [navigate, urlSearch],
  );
  const { openBooking } = useBookingLauncher();
  const book = useCallback((professionalId: number) => openBooking(professionalId), [openBooking]);

  const heroValues = {
    location: filters.location,
    professionalType: filters.professionalTypes.length === 1 ? (filters.professionalTypes[0] ?? '') : '',
    specialty: filters.specialties.length === 1 ? (filters.specialties[0] ?? '') : '',
  };
  const pins = useMemo(() => pinsFrom(data?.results ?? []), [data]);
  const placeCenter: [number, number] | undefined = data?.place
    ? [data.place.latitude, data.place.longitude]
    : undefined;
  const placeMissing = data !== undefined && data.place === null && filters.location !== '';
  const dimmed = search.isPlaceholderData && search.isFetching;
  // The side column is laid out by CSS (so the server's HTML has it where the browser keeps it, ADR 0075); the map
  // in it is mounted only on a large screen, known once the browser has taken over.
  const showSideColumn = view === 'calendar';
  const showSideMap = showSideColumn && isLarge;

  let body: ReactNode;
  if (search.isPending) {
    body = <ResultsSkeleton />;
  } else if (search.isError && !data) {
    body = (
      <div className="space-y-3">
        <ErrorBox message={search.error.message} />
        <Button variant="outline" onClick={() => search.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  } else if (data) {
    body = (
      <div className={cn('space-y-4 transition-opacity', dimmed && 'opacity-50')} aria-busy={dimmed}>
        {placeMissing ? <PlaceNotFound location={filters.location} /> : null}
        {data.results.length === 0 ? (
          placeMissing ? null : (
            <EmptyResults filters={filters} data={data} onChange={applyFilters} />
          )
        ) : view === 'calendar' ? (
          <ol aria-label="Résultats" className="space-y-4">
            {resultsWithFirmCards(data.results, data.firms).map((item) =>
              item.kind === 'professional' ? (
                <li key={item.professional.id}>
                  <ProfessionalCard professional={item.professional} />
                </li>
              ) : (
                <li key={`cabinet-${item.firm.id}`}>
                  <FirmCard firm={item.firm} lawyers={item.lawyers} />
                </li>
              ),
            )}
          </ol>
        ) : (
          <MapPanel
            pins={pins}
            height={600}
            label="Carte des résultats"
            onBook={book}
            requireToken
            fallbackCenter={placeCenter}
          />
        )}
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          hrefFor={(page) => searchHref({ ...filters, page })}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <HeroSearchForm
          key={`${heroValues.location}|${heroValues.professionalType}|${heroValues.specialty}`}
          variant="compact"
          initialValues={heroValues}
        />
      </div>

      <div
        className={cn(
          'mt-6 grid gap-6',
          showSideColumn
            ? 'lg:grid-cols-[15rem_minmax(0,1fr)_20rem] xl:grid-cols-[16rem_minmax(0,1fr)_24rem]'
            : 'lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[16rem_minmax(0,1fr)]',
        )}
      >
        <aside aria-labelledby={`${id}-filters`} className="lg:self-start">
          <div className="flex items-center justify-between">
            <h2 id={`${id}-filters`} className="text-base font-semibold text-slate-900">
              Filtres
            </h2>
            <Button
              variant="outline"
              size="sm"
              className="lg:hidden"
              aria-expanded={filtersOpen}
              aria-controls={`${id}-filter-panel`}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
              {filtersOpen ? 'Masquer les filtres' : 'Afficher les filtres'}
            </Button>
          </div>
          <div id={`${id}-filter-panel`} className={cn('mt-4', filtersOpen ? 'block' : 'hidden lg:block')}>
            <FilterPanel filters={filters} onChange={applyFilters} />
          </div>
        </aside>

        <section aria-labelledby={`${id}-heading`} className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="space-y-1">
              <h1 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
                {data?.heading ?? 'Recherche de professionnels'}
              </h1>
              <p role="status" className="text-sm text-slate-600">
                {data && !placeMissing ? resultsCountText(data.total, data.totalIsLowerBound) : ''}
              </p>
            </div>
            <ViewToggle view={view} onChange={setView} />
          </div>
          <p className="flex items-start gap-2 rounded-md bg-brand-50 px-3 py-2 text-xs text-slate-700">
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              {RANKING_NOTE}{' '}
              <Link
                to={paths.howReviewsWork}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                {HOW_REVIEWS_WORK_TITLE}
              </Link>{' '}
              <Link to={paths.ranking} className="font-medium text-brand-700 underline hover:text-brand-800">
                Classement et référencement
              </Link>
            </span>
          </p>
          {body}
        </section>

        {showSideColumn ? (
          <aside aria-label="Carte" className="hidden lg:sticky lg:top-4 lg:block lg:self-start">
            {showSideMap ? (
              <MapPanel
                pins={pins}
                height={480}
                label="Carte des résultats"
                onBook={book}
                fallbackCenter={placeCenter}
              />
            ) : null}
          </aside>
        ) : null}
      </div>
    </div>
  );
}

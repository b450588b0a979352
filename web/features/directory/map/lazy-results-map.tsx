import { lazy, Suspense } from 'react';
import type { TResultsMapProps } from './results-map';

/** Leaflet is only downloaded once someone asks to see a map. */
const ResultsMap = lazy(() => import('./results-map').then((module) => ({ default: module.ResultsMap })));

export function MapSkeleton({ height }: { height: number }) {
  return (
    <div
      role="status"
      style={{ height }}
      className="flex animate-pulse items-center justify-center rounded-xl border border-slate-200 bg-slate-100 text-sm text-slate-500"
    >
      Chargement de la carte…
    </div>
  );
}

export function LazyResultsMap(props: TResultsMapProps) {
  return (
    <Suspense fallback={<MapSkeleton height={props.height} />}>
      <ResultsMap {...props} />
    </Suspense>
  );
}

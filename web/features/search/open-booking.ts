import type { NavigateFunction } from 'react-router';
import { paths } from '../../app/paths';

/** History state saying the previous entry is the results page, so « Retour à la recherche » can go back to it. */
export type TFromSearchState = { fromSearch: true };
export const FROM_SEARCH_STATE: TFromSearchState = { fromSearch: true };

export function cameFromSearch(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as Partial<TFromSearchState>).fromSearch === true
  );
}

export type TOpenBookingOptions = {
  /** Stay on the same history entry (a slot picked on the profile itself). */
  replace?: boolean;
  /** History state to keep; defaults to "came from the results". */
  state?: unknown;
};

/**
 * Starts a booking with a professional, optionally on a given slot (its ISO start).
 * Until the booking flow exists this opens the profile's schedule with that slot highlighted;
 * the booking issue replaces this one function.
 */
export function openBooking(
  navigate: NavigateFunction,
  professionalId: number,
  slot?: string,
  options: TOpenBookingOptions = {},
): void {
  const query = slot ? `?slot=${encodeURIComponent(slot)}` : '';
  navigate(`${paths.lawyer(professionalId)}${query}#horaires`, {
    replace: options.replace ?? false,
    state: options.state === undefined ? FROM_SEARCH_STATE : options.state,
    preventScrollReset: options.replace ?? false,
  });
}

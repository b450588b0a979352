import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';

/** A slot picked before booking: its ISO start and the modes it can be booked in. */
export type TBookingSlot = { start: string; modes: readonly TConsultationMode[] };

/** History state saying the previous entry is the results page, so « Retour à la recherche » can go back to it. */
export type TFromSearchState = { fromSearch: true };
export const FROM_SEARCH_STATE: TFromSearchState = { fromSearch: true };

export function cameFromSearch(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as Partial<TFromSearchState>).fromSearch === true
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TSearchResponse } from '#domain/directory/professionals/search-schemas.ts';
import { apiGet } from '#web/shared/api/http.ts';

export const searchQueryKey = (queryString: string) => ['professionals', 'search', queryString] as const;

export function fetchSearchResults(queryString: string): Promise<TSearchResponse> {
  return apiGet<TSearchResponse>(`/api/professionals/search${queryString ? `?${queryString}` : ''}`);
}

/** Results for the URL's query string; the previous page stays on screen while the next one loads. */
export function useSearchResults(queryString: string) {
  return useQuery({
    queryKey: searchQueryKey(queryString),
    queryFn: () => fetchSearchResults(queryString),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

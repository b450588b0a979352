import { useQuery } from '@tanstack/react-query';
import type { TFirmPage } from '#domain/directory/firms/firm-page-schemas.ts';
import { ApiError, apiGet } from '#web/shared/api/http.ts';
import { isNotFound } from '../professionals/profile-api';

export const firmQueryKey = (id: number | null) => ['firms', 'page', id] as const;

export function useFirmPage(id: number | null) {
  return useQuery({
    queryKey: firmQueryKey(id),
    queryFn: () => apiGet<TFirmPage>(`/api/firms/${id}`),
    enabled: id !== null,
    retry: (failureCount, error) =>
      !isNotFound(error) && !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    staleTime: 30_000,
    // A 404 the server put in the page (seedQueryCache) stays the answer: asking again would draw the spinner over it.
    retryOnMount: false,
  });
}

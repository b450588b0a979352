import { useQuery } from '@tanstack/react-query';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { ApiError, apiGet } from '#web/shared/api/http.ts';

export { parseProfessionalId } from '#domain/directory/professionals/professional-id.ts';

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'NOT_FOUND');
}

/** The server's sentence when the profile left the directory for its official directory (issue 29 §1). */
export function delistedMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === 'PROFILE_DELISTED' ? error.message : undefined;
}

export const profileQueryKey = (id: number | null) => ['professionals', 'profile', id] as const;

export function useProfessionalProfile(id: number | null) {
  return useQuery({
    queryKey: profileQueryKey(id),
    queryFn: () => apiGet<TProfessionalProfile>(`/api/professionals/${id}`),
    enabled: id !== null,
    retry: (failureCount, error) =>
      !isNotFound(error) && !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    staleTime: 30_000,
    // A 404 the server put in the page (seedQueryCache) stays the answer: asking again would draw the spinner over it.
    retryOnMount: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { TProfessionalProfile } from '../../../domain/professionals/profile-schemas';
import { ApiError, apiGet } from '../../shared/api/http';

/** Same rule as the API's `ZProfessionalIdParams`: anything else is unknown without asking the server. */
export function parseProfessionalId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'NOT_FOUND');
}

export function useProfessionalProfile(id: number | null) {
  return useQuery({
    queryKey: ['professionals', 'profile', id],
    queryFn: () => apiGet<TProfessionalProfile>(`/api/professionals/${id}`),
    enabled: id !== null,
    retry: (failureCount, error) =>
      !isNotFound(error) && !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    staleTime: 30_000,
  });
}

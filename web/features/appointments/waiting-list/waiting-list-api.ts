import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TJoinWaitingListResponse,
  TWaitingListResponse,
} from '#domain/appointments/waiting-list/waiting-list-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';

export const waitingListQueryKey = ['client', 'waiting-list'] as const;

/** The lists the signed-in client waits on (only asked when `enabled`: a visitor has none). */
export function useWaitingList(enabled = true) {
  return useQuery({
    queryKey: waitingListQueryKey,
    queryFn: () => apiGet<TWaitingListResponse>('/api/client/waiting-list'),
    enabled,
  });
}

export function useJoinWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (professionalId: number) =>
      apiPost<TJoinWaitingListResponse>('/api/client/waiting-list', { professionalId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitingListQueryKey }),
  });
}

export function useLeaveWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) =>
      apiRequest<{ ok: true }>('DELETE', `/api/client/waiting-list/${entryId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitingListQueryKey }),
  });
}

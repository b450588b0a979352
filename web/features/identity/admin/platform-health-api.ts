import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPlatformHealthResponse,
  TResendDeliveryParams,
  TResendDeliveryResponse,
} from '#domain/kernel/operations/platform-health-schemas.ts';
import { apiGet, apiPost } from '#web/shared/api/http.ts';

const platformHealthKey = ['admin', 'platform-health'] as const;

/** « Santé de la plateforme », read again every 30 seconds while the page is shown. */
export function usePlatformHealth() {
  return useQuery({
    queryKey: platformHealthKey,
    queryFn: () => apiGet<TPlatformHealthResponse>('/api/admin/platform-health'),
    refetchInterval: 30_000,
  });
}

/** « Renvoyer »: the failed message goes back to its outbox; the report is read again. */
export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, id }: TResendDeliveryParams) =>
      apiPost<TResendDeliveryResponse>(`/api/admin/platform-health/${channel}/${id}/resend`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: platformHealthKey }),
  });
}

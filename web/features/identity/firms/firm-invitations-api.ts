import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TFirmInvitation,
  TFirmInvitationAcceptResponse,
  TFirmInvitationPreview,
  TFirmInvitationRequest,
  TFirmInvitationsResponse,
} from '#domain/identity/firms/firm-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';

export const firmInvitationsKey = ['pro', 'firm', 'invitations'] as const;

/** The firm's pending invitations (its associates only). */
export function useFirmInvitations() {
  return useQuery({
    queryKey: firmInvitationsKey,
    queryFn: () => apiGet<TFirmInvitationsResponse>('/api/pro/firm/invitations'),
  });
}

export function useInviteFirmMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFirmInvitationRequest) =>
      apiPost<TFirmInvitation>('/api/pro/firm/invitations', input),
    // The firm's page (« Mon cabinet ») lists them too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pro', 'firm'] }),
  });
}

export function useWithdrawFirmInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>('DELETE', `/api/pro/firm/invitations/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pro', 'firm'] }),
  });
}

/** The invitation of an e-mailed link, seen before accepting it. */
export function useFirmInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['firm-invitation', token],
    queryFn: () => apiGet<TFirmInvitationPreview>(`/api/firm-invitations/${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: false,
  });
}

export function useAcceptFirmInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost<TFirmInvitationAcceptResponse>(`/api/firm-invitations/${encodeURIComponent(token)}/accept`),
    // Another firm, another role: whatever the workspace knew of the firm is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pro', 'firm'] }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import type {
  TFirmInvitation,
  TFirmInvitationAcceptResponse,
  TFirmInvitationPreview,
  TFirmInvitationRequest,
  TFirmInvitationsResponse,
  TStaffAccountRequest,
} from '#domain/identity/firms/firm-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';
import { sessionQueryKey } from '#web/shared/session/use-session.ts';

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
    // Another firm, another role: whatever the workspace knew of the firm is stale, and so is a staff
    // session's firm, role and lawyers.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pro', 'firm'] }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey('pro') }),
      ]),
  });
}

/**
 * An assistant's or an accountant's new account at the invited address, joined to the firm and signed in to
 * the professional space: its second factor comes next.
 */
export function useCreateStaffAccount(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TStaffAccountRequest) =>
      apiPost<TSessionResponse>(`/api/firm-invitations/${encodeURIComponent(token)}/staff-account`, input),
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey('pro'), session),
  });
}

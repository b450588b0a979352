import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAccountSecuritySpace,
  TActiveSessionsResponse,
  TChangePasswordRequest,
  TChangePasswordResponse,
  TRevokeOtherSessionsResponse,
} from '#domain/identity/account-security/account-security-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';

export const activeSessionsQueryKey = (space: TAccountSecuritySpace) =>
  ['account-security', space, 'sessions'] as const;

export function useActiveSessions(space: TAccountSecuritySpace) {
  return useQuery({
    queryKey: activeSessionsQueryKey(space),
    queryFn: () => apiGet<TActiveSessionsResponse>(`/api/auth/${space}/sessions`),
  });
}

export function useChangePassword(space: TAccountSecuritySpace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TChangePasswordRequest) =>
      apiPost<TChangePasswordResponse>(`/api/auth/${space}/password`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey(space) }),
  });
}

export function useRevokeSession(space: TAccountSecuritySpace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ ok: true }>('DELETE', `/api/auth/${space}/sessions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey(space) }),
  });
}

export function useRevokeOtherSessions(space: TAccountSecuritySpace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<TRevokeOtherSessionsResponse>(`/api/auth/${space}/sessions/revoke-others`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey(space) }),
  });
}

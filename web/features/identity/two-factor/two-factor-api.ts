import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import type {
  TDisableTwoFactorRequest,
  TRecoveryCodesResponse,
  TSecondFactorSpace,
  TTrustedDevicesResponse,
  TTwoFactorCodeRequest,
  TTwoFactorLoginRequest,
  TTwoFactorSetupResponse,
  TTwoFactorStatusResponse,
} from '#domain/identity/two-factor/two-factor-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';
import { sessionQueryKey } from '#web/shared/session/use-session.ts';

const statusKey = (space: TSecondFactorSpace) => ['two-factor', space, 'status'] as const;
const trustedDevicesKey = (space: TSecondFactorSpace) => ['two-factor', space, 'trusted-devices'] as const;

export function useTwoFactorStatus(space: TSecondFactorSpace = 'pro') {
  return useQuery({
    queryKey: statusKey(space),
    queryFn: () => apiGet<TTwoFactorStatusResponse>(`/api/auth/${space}/two-factor`),
  });
}

export function useStartTwoFactorSetup(space: TSecondFactorSpace = 'pro') {
  return useMutation({
    mutationFn: () => apiPost<TTwoFactorSetupResponse>(`/api/auth/${space}/two-factor/setup`),
  });
}

export function useEnableTwoFactor(space: TSecondFactorSpace = 'pro') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTwoFactorCodeRequest) =>
      apiPost<TRecoveryCodesResponse>(`/api/auth/${space}/two-factor/enable`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey(space) }),
  });
}

export function useDisableTwoFactor(space: TSecondFactorSpace = 'pro') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDisableTwoFactorRequest) =>
      apiPost<{ ok: true }>(`/api/auth/${space}/two-factor/disable`, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: statusKey(space) });
      await queryClient.invalidateQueries({ queryKey: trustedDevicesKey(space) });
      // An account that must have a second factor is sent back to the enrolment (ADR 0026).
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey(space) });
    },
  });
}

export function useRegenerateRecoveryCodes(space: TSecondFactorSpace = 'pro') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTwoFactorCodeRequest) =>
      apiPost<TRecoveryCodesResponse>(`/api/auth/${space}/two-factor/recovery-codes`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey(space) }),
  });
}

export function useSubmitLoginCode(space: TSecondFactorSpace = 'pro') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTwoFactorLoginRequest) =>
      apiPost<TSessionResponse>(`/api/auth/${space}/login/code`, input),
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey(space), session),
  });
}

export function useTrustedDevices(space: TSecondFactorSpace = 'pro', enabled = true) {
  return useQuery({
    queryKey: trustedDevicesKey(space),
    queryFn: () => apiGet<TTrustedDevicesResponse>(`/api/auth/${space}/trusted-devices`),
    enabled,
  });
}

export function useRevokeTrustedDevice(space: TSecondFactorSpace = 'pro') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiRequest<{ ok: true }>(
        'DELETE',
        id === null ? `/api/auth/${space}/trusted-devices` : `/api/auth/${space}/trusted-devices/${id}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trustedDevicesKey(space) }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionResponse } from '../../../domain/auth/auth-schemas';
import type {
  TDisableTwoFactorRequest,
  TRecoveryCodesResponse,
  TTwoFactorCodeRequest,
  TTwoFactorLoginRequest,
  TTwoFactorSetupResponse,
  TTwoFactorStatusResponse,
} from '../../../domain/two-factor/two-factor-schemas';
import { apiGet, apiPost } from '../../shared/api/http';
import { sessionQueryKey } from '../../shared/session/use-session';

const statusKey = ['two-factor', 'status'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: () => apiGet<TTwoFactorStatusResponse>('/api/auth/pro/two-factor'),
  });
}

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => apiPost<TTwoFactorSetupResponse>('/api/auth/pro/two-factor/setup'),
  });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTwoFactorCodeRequest) =>
      apiPost<TRecoveryCodesResponse>('/api/auth/pro/two-factor/enable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDisableTwoFactorRequest) =>
      apiPost<{ ok: true }>('/api/auth/pro/two-factor/disable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTwoFactorCodeRequest) =>
      apiPost<TRecoveryCodesResponse>('/api/auth/pro/two-factor/recovery-codes', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useSubmitLoginCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTwoFactorLoginRequest) =>
      apiPost<TSessionResponse>('/api/auth/pro/login/code', input),
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey('pro'), session),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TSecurityPolicyResponse,
  TTwoFactorResetRequest,
  TTwoFactorResetResponse,
  TUpdateSecurityPolicyRequest,
} from '#domain/identity/security-policy/security-policy-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';

const policyKey = ['admin', 'security-policy'] as const;

export function useSecurityPolicy() {
  return useQuery({
    queryKey: policyKey,
    queryFn: () => apiGet<TSecurityPolicyResponse>('/api/admin/security-policy'),
  });
}

export function useUpdateSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateSecurityPolicyRequest) =>
      apiRequest<TSecurityPolicyResponse>('PUT', '/api/admin/security-policy', input),
    onSuccess: (policy) => queryClient.setQueryData(policyKey, policy),
  });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTwoFactorResetRequest) =>
      apiPost<TTwoFactorResetResponse>('/api/admin/two-factor-resets', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKey }),
  });
}

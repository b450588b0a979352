import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TFeeAgreementTemplate,
  TFeeAgreementTemplateResponse,
} from '#domain/appointments/fee-agreements/fee-agreement-template.ts';
import type {
  TProProfile,
  TUpdateProProfileRequest,
} from '#domain/directory/professionals/pro-profile-schemas.ts';
import { apiGet, apiRequest } from '#web/shared/api/http.ts';

export const proProfileKey = ['pro', 'profile'] as const;
// Prefix of the public profile and search queries: what this tab shows clients is refetched.
const publicProfessionalsKey = ['professionals'] as const;

export function useProProfile() {
  return useQuery({
    queryKey: proProfileKey,
    queryFn: () => apiGet<TProProfile>('/api/pro/profile'),
  });
}

export function useSaveProProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TUpdateProProfileRequest) =>
      apiRequest<TProProfile>('PUT', '/api/pro/profile', profile),
    onSuccess: async (saved) => {
      queryClient.setQueryData(proProfileKey, saved);
      await queryClient.invalidateQueries({ queryKey: publicProfessionalsKey });
    },
  });
}

export const feeAgreementTemplateKey = ['pro', 'fee-agreement-template'] as const;

export function useFeeAgreementTemplate() {
  return useQuery({
    queryKey: feeAgreementTemplateKey,
    queryFn: () => apiGet<TFeeAgreementTemplateResponse>('/api/pro/fee-agreement-template'),
  });
}

/** Saves the template, or goes back to the default one with null. */
export function useSaveFeeAgreementTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: TFeeAgreementTemplate | null) =>
      apiRequest<TFeeAgreementTemplateResponse>('PUT', '/api/pro/fee-agreement-template', { template }),
    onSuccess: (saved) => queryClient.setQueryData(feeAgreementTemplateKey, saved),
  });
}

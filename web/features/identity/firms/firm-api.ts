import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFirmLogoRequest } from '#domain/identity/firms/firm-logo.ts';
import type { TFirmRequestValues, TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import { apiGet, apiRequest } from '#web/shared/api/http.ts';

const firmKey = ['pro', 'firm'] as const;

export function useFirm() {
  return useQuery({ queryKey: firmKey, queryFn: () => apiGet<TFirmResponse>('/api/pro/firm') });
}

export function useSaveFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFirmRequestValues) => apiRequest<TFirmResponse>('PUT', '/api/pro/firm', input),
    onSuccess: (firm) => queryClient.setQueryData(firmKey, firm),
  });
}

export function useUploadFirmLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFirmLogoRequest) => apiRequest<TFirmResponse>('PUT', '/api/pro/firm/logo', input),
    onSuccess: (firm) => queryClient.setQueryData(firmKey, firm),
  });
}

export function useRemoveFirmLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TFirmResponse>('DELETE', '/api/pro/firm/logo'),
    onSuccess: (firm) => queryClient.setQueryData(firmKey, firm),
  });
}

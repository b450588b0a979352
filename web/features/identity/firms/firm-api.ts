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

/**
 * The firm « Mon cabinet » has loaded, read from the cache without fetching it again: the page asks for it,
 * its cards follow its updates.
 */
export function useLoadedFirm(): TFirmResponse | undefined {
  return useQuery({
    queryKey: firmKey,
    queryFn: () => apiGet<TFirmResponse>('/api/pro/firm'),
    enabled: false,
  }).data;
}

/** An assistant or an accountant removed from the firm: the firm comes back without them. */
export function useRemoveFirmMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<TFirmResponse>('DELETE', `/api/pro/firm/members/${encodeURIComponent(userId)}`),
    onSuccess: (firm) => queryClient.setQueryData(firmKey, firm),
  });
}

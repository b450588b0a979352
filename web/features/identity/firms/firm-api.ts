import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLeaveFirmRequest, TLeaveFirmResponse } from '#domain/identity/firms/firm-leave.ts';
import type { TFirmLogoRequest } from '#domain/identity/firms/firm-logo.ts';
import type { TFirmRequestValues, TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import type {
  TLawyerDeparturePreview,
  TLawyerDepartureRequest,
} from '#domain/identity/firms/lawyer-departure.ts';
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

const departureKey = (userId: string) => ['pro', 'firm', 'departure', userId] as const;

/** What a lawyer's departure will hand over (their cases and contacts, counted), while its dialog is open. */
export function useLawyerDeparturePreview(userId: string | null) {
  return useQuery({
    queryKey: departureKey(userId ?? ''),
    queryFn: () =>
      apiGet<TLawyerDeparturePreview>(`/api/pro/firm/members/${encodeURIComponent(userId ?? '')}/departure`),
    enabled: userId !== null,
  });
}

/** A lawyer taken out of the firm, their records to a successor (ADR 0064): the firm is read again. */
export function useLawyerDeparture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string } & TLawyerDepartureRequest) =>
      apiRequest<TLawyerDeparturePreview>(
        'POST',
        `/api/pro/firm/members/${encodeURIComponent(input.userId)}/departure`,
        { successorUserId: input.successorUserId },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: firmKey,
        // Not the departure's preview: the lawyer is no longer a member, so it would answer 404, retried
        // for seconds while the dialog, still open, waited with its buttons disabled.
        predicate: (query) => query.queryKey[2] !== 'departure',
      }),
  });
}

/** What leaving will hand over (a lawyer's own cases and contacts, counted), while the confirmation is open. */
export function useLeaveFirmPreview(enabled: boolean) {
  return useQuery({
    queryKey: ['pro', 'firm', 'departure', 'self'] as const,
    queryFn: () => apiGet<TLawyerDeparturePreview>('/api/pro/firm/departure'),
    enabled,
  });
}

/** « Quitter le cabinet » (ADR 0068): the signed-in member leaves; the caller decides what comes next. */
export function useLeaveFirm() {
  return useMutation({
    mutationFn: (input: TLeaveFirmRequest) =>
      apiRequest<TLeaveFirmResponse>('POST', '/api/pro/firm/departure', input),
  });
}

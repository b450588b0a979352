import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCaseHandOverPreview,
  TContactHandOverPreview,
  TFirmContactsResponse,
  THandOverRequest,
  THandOverResponse,
} from '#domain/practice/hand-over/hand-over-schemas.ts';
import { apiGet, apiPost } from '#web/shared/api/http.ts';

// The cases' and contacts' keys (pro-cases-api, pro-contacts-api): a hand-over changes their lists and details.
const casesKey = ['pro', 'cases'] as const;
const contactsKey = ['pro', 'contacts'] as const;
const summaryKey = ['pro', 'summary'] as const;

export const firmContactsKey = [...contactsKey, 'firm'] as const;

/** « Contacts du cabinet », for associates: names, types, companies and lawyers. */
export function useFirmContacts(enabled: boolean) {
  return useQuery({
    queryKey: firmContactsKey,
    queryFn: () => apiGet<TFirmContactsResponse>('/api/pro/firm/contacts'),
    enabled,
  });
}

/** What handing the case over does, read while its dialog is open (never cached: the list may have changed). */
export function useCaseHandOverPreview(caseId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...casesKey, 'hand-over', caseId] as const,
    queryFn: () => apiGet<TCaseHandOverPreview>(`/api/pro/cases/${caseId}/hand-over`),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}

export function useContactHandOverPreview(contactId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...contactsKey, 'hand-over', contactId] as const,
    queryFn: () => apiGet<TContactHandOverPreview>(`/api/pro/contacts/${contactId}/hand-over`),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}

/** The case handed over: every list and detail of cases is read again, and the home's counters. */
export function useHandCaseOver(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: THandOverRequest) =>
      apiPost<THandOverResponse>(`/api/pro/cases/${caseId}/hand-over`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: casesKey }),
        queryClient.invalidateQueries({ queryKey: summaryKey }),
      ]),
  });
}

/**
 * The contact handed over: the lists of contacts are read again. `forget` drops its file from the cache once the
 * page has left it (a lawyer who handed their own contact over no longer opens it), as a deletion does.
 */
export function useHandContactOver(contactId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: THandOverRequest) =>
      apiPost<THandOverResponse>(`/api/pro/contacts/${contactId}/hand-over`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...contactsKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: firmContactsKey }),
      ]),
  });
  const forget = () => queryClient.removeQueries({ queryKey: [...contactsKey, 'detail', contactId] });
  return { ...mutation, forget };
}

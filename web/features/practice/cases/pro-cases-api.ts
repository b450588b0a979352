import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import type {
  TCaseAccessRequest,
  TCaseAccessResponse,
  TFirmCasesResponse,
} from '#domain/practice/case-access/case-access-schemas.ts';
import type {
  TAddCaseDocumentRequest,
  TCaseDetail,
  TCasesResponse,
  TCreateCaseRequest,
  TProClient,
  TUpdateCaseRequest,
  TWorkSessionRequest,
} from '#domain/practice/cases/case-schemas.ts';
import { ApiError, apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';

type TCaseResponse = { case: TCaseDetail };

export const proCasesKey = ['pro', 'cases'] as const;
export const proCasesListKey = [...proCasesKey, 'list'] as const;
export const proCaseKey = (id: number) => [...proCasesKey, 'detail', id] as const;
export const proClientsKey = ['pro', 'clients'] as const;
const proSummaryKey = ['pro', 'summary'] as const;
// Same key and answer as the appointments page's « all / all » list, so both share one cache entry.
const allAppointmentsKey = ['pro', 'appointments', 'all', 'all'] as const;

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function useProCases() {
  return useQuery({
    queryKey: proCasesListKey,
    queryFn: () => apiGet<TCasesResponse>('/api/pro/cases'),
  });
}

/** « Dossiers du cabinet », for associates: titles, statuses and lawyers. */
export function useFirmCases(enabled: boolean) {
  return useQuery({
    queryKey: [...proCasesKey, 'firm'] as const,
    queryFn: () => apiGet<TFirmCasesResponse>('/api/pro/firm/cases'),
    enabled,
  });
}

export const caseAccessKey = (id: number) => [...proCasesKey, 'access', id] as const;

export function useCaseAccess(id: number) {
  return useQuery({
    queryKey: caseAccessKey(id),
    queryFn: () => apiGet<TCaseAccessResponse>(`/api/pro/cases/${id}/access`),
  });
}

/** Adds a member to the case's access list or changes their right; the list comes back. */
export function useShareCase(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCaseAccessRequest) =>
      apiRequest<TCaseAccessResponse>('PUT', `/api/pro/cases/${id}/access`, input),
    onSuccess: (answer) => queryClient.setQueryData(caseAccessKey(id), answer),
  });
}

export function useUnshareCase(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<TCaseAccessResponse>('DELETE', `/api/pro/cases/${id}/access/${encodeURIComponent(userId)}`),
    onSuccess: (answer) => queryClient.setQueryData(caseAccessKey(id), answer),
  });
}

export function useProCase(id: number) {
  return useQuery({
    queryKey: proCaseKey(id),
    queryFn: () => apiGet<TCaseResponse>(`/api/pro/cases/${id}`),
    // An unknown case stays unknown: show « Dossier introuvable » at once instead of retrying.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 3,
  });
}

export function useProClients() {
  return useQuery({
    queryKey: proClientsKey,
    queryFn: () => apiGet<{ clients: TProClient[] }>('/api/pro/clients'),
  });
}

export function useAllProAppointments() {
  return useQuery({
    queryKey: allAppointmentsKey,
    queryFn: () => apiGet<{ appointments: TProAppointment[] }>('/api/pro/appointments?period=all&status=all'),
  });
}

/** Every case mutation answers with the whole case: it becomes the detail, the list is refetched. */
export function useCaseSaved() {
  const queryClient = useQueryClient();
  return (detail: TCaseDetail) => {
    queryClient.setQueryData<TCaseResponse>(proCaseKey(detail.id), { case: detail });
    void queryClient.invalidateQueries({ queryKey: proCasesListKey });
    void queryClient.invalidateQueries({ queryKey: proSummaryKey });
  };
}

/** After the appointment dialog changed an appointment, the case's copy of it is stale. */
export function useRefreshCase(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: proCaseKey(id) });
}

export function useCreateCase() {
  const saved = useCaseSaved();
  return useMutation({
    mutationFn: (input: TCreateCaseRequest) => apiPost<TCaseResponse>('/api/pro/cases', input),
    onSuccess: (result) => saved(result.case),
  });
}

type TCaseCall = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; body?: unknown };

function useCaseMutation<TInput>(caseId: number, toCall: (input: TInput) => TCaseCall) {
  const saved = useCaseSaved();
  return useMutation({
    mutationFn: (input: TInput) => {
      const call = toCall(input);
      return apiRequest<TCaseResponse>(call.method, `/api/pro/cases/${caseId}${call.path}`, call.body);
    },
    onSuccess: (result) => saved(result.case),
  });
}

export const useUpdateCase = (caseId: number) =>
  useCaseMutation<TUpdateCaseRequest>(caseId, (body) => ({ method: 'PATCH', path: '', body }));

export const useAddTag = (caseId: number) =>
  useCaseMutation<string>(caseId, (name) => ({ method: 'POST', path: '/tags', body: { name } }));

export const useRemoveTag = (caseId: number) =>
  useCaseMutation<number>(caseId, (tagId) => ({ method: 'DELETE', path: `/tags/${tagId}` }));

export const useAddCaseDocument = (caseId: number) =>
  useCaseMutation<TAddCaseDocumentRequest>(caseId, (body) => ({ method: 'POST', path: '/documents', body }));

export const useArchiveDocument = (caseId: number) =>
  useCaseMutation<number>(caseId, (documentId) => ({
    method: 'POST',
    path: `/documents/${documentId}/archive`,
    body: {},
  }));

export const useRestoreDocument = (caseId: number) =>
  useCaseMutation<number>(caseId, (documentId) => ({
    method: 'POST',
    path: `/documents/${documentId}/restore`,
    body: {},
  }));

export const useSaveWorkSession = (caseId: number) =>
  useCaseMutation<{ sessionId: number | null; body: TWorkSessionRequest }>(caseId, ({ sessionId, body }) =>
    sessionId === null
      ? { method: 'POST', path: '/work-sessions', body }
      : { method: 'PUT', path: `/work-sessions/${sessionId}`, body },
  );

export const useDeleteWorkSession = (caseId: number) =>
  useCaseMutation<number>(caseId, (sessionId) => ({ method: 'DELETE', path: `/work-sessions/${sessionId}` }));

export const useLinkAppointment = (caseId: number) =>
  useCaseMutation<number>(caseId, (appointmentId) => ({
    method: 'POST',
    path: '/appointments',
    body: { appointmentId },
  }));

export const useUnlinkAppointment = (caseId: number) =>
  useCaseMutation<number>(caseId, (appointmentId) => ({
    method: 'DELETE',
    path: `/appointments/${appointmentId}`,
  }));

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TListRegistrationsResponse,
  TRejectRegistrationRequest,
} from '#domain/identity/auth/admin-schemas.ts';
import type { TVerificationStatus } from '#domain/identity/auth/auth-schemas.ts';
import type { TRecordCertificateRequest } from '#domain/identity/official-directories/specialisation-certificates.ts';
import { apiGet, apiPost } from '#web/shared/api/http.ts';

const registrationsKey = (status: TVerificationStatus) => ['admin', 'registrations', status] as const;

export function useRegistrations(status: TVerificationStatus) {
  return useQuery({
    queryKey: registrationsKey(status),
    queryFn: () => apiGet<TListRegistrationsResponse>(`/api/admin/registrations?status=${status}`),
  });
}

export function useDecideRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: number } & (
        | { decision: 'approve'; note?: string }
        | ({ decision: 'reject' } & TRejectRegistrationRequest)
      ),
    ) =>
      input.decision === 'approve'
        ? apiPost(`/api/admin/registrations/${input.id}/approve`, input.note ? { note: input.note } : {})
        : apiPost(`/api/admin/registrations/${input.id}/reject`, { reason: input.reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'registrations'] }),
  });
}

export function useRecordCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number } & TRecordCertificateRequest) =>
      apiPost(`/api/admin/registrations/${input.id}/certificates`, {
        specialisation: input.specialisation,
        note: input.note,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'registrations'] }),
  });
}

export function useWithdrawCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; certificateId: number; note: string }) =>
      apiPost(`/api/admin/registrations/${input.id}/certificates/${input.certificateId}/withdraw`, {
        note: input.note,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'registrations'] }),
  });
}

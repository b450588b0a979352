import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TClientAppointment,
  TClientAppointmentsResponse,
} from '#domain/appointments/booking/booking-schemas.ts';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import type {
  TClientDocument,
  TClientProfile,
  TClientSummary,
  TUpdateClientProfileRequest,
} from '#domain/identity/client-account/client-schemas.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import {
  CLIENT_QUERY_KEY,
  invalidateAfterAppointmentChange,
} from '#web/features/appointments/booking/booking-api.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';
import { sessionQueryKey } from '#web/shared/session/use-session.ts';
import { notify } from '#web/shared/ui/toast.ts';

export const clientQueryKeys = {
  all: CLIENT_QUERY_KEY,
  summary: [...CLIENT_QUERY_KEY, 'summary'] as const,
  appointments: [...CLIENT_QUERY_KEY, 'appointments'] as const,
  documents: [...CLIENT_QUERY_KEY, 'documents'] as const,
  profile: [...CLIENT_QUERY_KEY, 'profile'] as const,
  invoices: [...CLIENT_QUERY_KEY, 'invoices'] as const,
};

export const documentFileUrl = (id: number) => `/api/client/documents/${id}/file`;
export const documentDownloadUrl = (id: number) => `/api/client/documents/${id}/file?download=1`;
export const CLIENT_EXPORT_URL = '/api/client/export';
export const invoicePdfUrl = (id: number) => `/api/client/invoices/${id}/pdf`;
export const invoiceHtmlUrl = (id: number) => `/api/client/invoices/${id}/html`;
export const feeAgreementHtmlUrl = (appointmentId: number) =>
  `/api/client/appointments/${appointmentId}/fee-agreement.html`;
export const feeAgreementPdfUrl = (appointmentId: number) =>
  `/api/client/appointments/${appointmentId}/fee-agreement.pdf`;

export function useClientInvoices() {
  return useQuery({
    queryKey: clientQueryKeys.invoices,
    queryFn: () => apiGet<{ invoices: TInvoice[] }>('/api/client/invoices'),
  });
}

export function useClientSummary() {
  return useQuery({
    queryKey: clientQueryKeys.summary,
    queryFn: () => apiGet<TClientSummary>('/api/client/summary'),
  });
}

export function useClientAppointments() {
  return useQuery({
    queryKey: clientQueryKeys.appointments,
    queryFn: () => apiGet<TClientAppointmentsResponse>('/api/client/appointments'),
    // Back from Stripe's page, the webhook confirms within seconds: look again while a payment is awaited.
    refetchInterval: (query) =>
      query.state.data?.upcoming.some((appointment) => appointment.payment === 'awaiting') ? 5_000 : false,
  });
}

export function useClientDocuments() {
  return useQuery({
    queryKey: clientQueryKeys.documents,
    queryFn: () => apiGet<{ documents: TClientDocument[] }>('/api/client/documents'),
  });
}

export function useClientProfile() {
  return useQuery({
    queryKey: clientQueryKeys.profile,
    queryFn: () => apiGet<TClientProfile>('/api/client/profile'),
  });
}

export function useCancelAppointment(appointment: TClientAppointment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiPost<TClientAppointment>(
        `/api/client/appointments/${appointment.id}/cancel`,
        reason.trim() ? { reason: reason.trim() } : {},
      ),
    // Said here, not in the dialog: the refreshed list drops the cancelled card, and the dialog with it,
    // before a callback given to `mutate` would run (TanStack Query skips those once unmounted).
    onSuccess: () => {
      notify('Rendez-vous annulé', `${appointment.lawyer} en sera informé(e).`);
      return invalidateAfterAppointmentChange(queryClient, appointment.professionalId);
    },
  });
}

export function useRescheduleAppointment(appointment: TClientAppointment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { start: string; mode: TConsultationMode }) =>
      apiPost<TClientAppointment>(`/api/client/appointments/${appointment.id}/reschedule`, input),
    onSuccess: () => invalidateAfterAppointmentChange(queryClient, appointment.professionalId),
  });
}

export function useUpdateClientProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateClientProfileRequest) =>
      apiRequest<TClientProfile>('PUT', '/api/client/profile', input),
    onSuccess: (profile) => {
      queryClient.setQueryData(clientQueryKeys.profile, profile);
      // The header greets the client by name.
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey('client') });
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => apiPost<unknown>('/api/client/delete-account', { password }),
  });
}

/** Gives (true) or withdraws (false) the client's consent to recording a video consultation (ADR 0034). */
export function useRecordingConsent(appointment: TClientAppointment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: boolean) =>
      apiRequest<TClientAppointment>('PUT', `/api/client/appointments/${appointment.id}/recording-consent`, {
        consent,
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData<TClientAppointmentsResponse>(clientQueryKeys.appointments, (current) =>
        current
          ? {
              upcoming: current.upcoming.map((item) => (item.id === updated.id ? updated : item)),
              past: current.past.map((item) => (item.id === updated.id ? updated : item)),
            }
          : current,
      );
    },
  });
}

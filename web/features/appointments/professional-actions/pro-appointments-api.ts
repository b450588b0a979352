import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAppointmentHistoryResponse } from '#domain/appointments/professional-actions/appointment-history.ts';
import type {
  TAppointmentView,
  TCreateProAppointmentRequest,
  TProAppointment,
  TRescheduleSlots,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';
import type { TPeriodFilter, TStatusFilter } from './appointment-format';

type TListResponse = { appointments: TProAppointment[]; count: number };
type TOneResponse = { appointment: TProAppointment };

export const proAppointmentsKey = ['pro', 'appointments'] as const;
export const proSummaryKey = ['pro', 'summary'] as const;

export function useProAppointments(
  period: TPeriodFilter,
  status: TStatusFilter,
  view: TAppointmentView = 'all',
  options: { enabled?: boolean } = {},
) {
  // 'all' keeps the address it always had (and the tests that stub it).
  const params = { period, status, ...(view === 'all' ? {} : { view }) };
  return useQuery({
    queryKey: [...proAppointmentsKey, period, status, view],
    queryFn: () => apiGet<TListResponse>(`/api/pro/appointments?${new URLSearchParams(params).toString()}`),
    enabled: options.enabled ?? true,
  });
}

/** One appointment, for a notification's link (?rdv=); nothing asked while `id` is null. */
export function useProAppointment(id: number | null) {
  return useQuery({
    queryKey: [...proAppointmentsKey, 'one', id],
    queryFn: () => apiGet<TOneResponse>(`/api/pro/appointments/${id}`),
    enabled: id !== null,
    retry: false,
  });
}

/**
 * « Historique » (issue 27 §3): who did what to the appointment. Asked again whenever the card changes
 * (accepted, moved, a note added), which is when the history has a new line.
 */
export function useAppointmentHistory(appointment: TProAppointment) {
  const version = [
    appointment.status,
    appointment.date,
    appointment.time,
    appointment.notes?.length ?? 0,
    appointment.documents?.length ?? 0,
  ];
  return useQuery({
    queryKey: [...proAppointmentsKey, appointment.id, 'history', ...version],
    queryFn: () => apiGet<TAppointmentHistoryResponse>(`/api/pro/appointments/${appointment.id}/history`),
    retry: false,
  });
}

/** « Reporter »: the professional's free times that hold this appointment. */
export function useRescheduleSlots(id: number) {
  return useQuery({
    queryKey: [...proAppointmentsKey, id, 'free-slots'],
    queryFn: () => apiGet<TRescheduleSlots>(`/api/pro/appointments/${id}/free-slots`),
  });
}

/** Refreshes the appointment lists and the summary after a change (here or elsewhere: a shared document). */
export function useInvalidateProAppointments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: proAppointmentsKey }),
      queryClient.invalidateQueries({ queryKey: proSummaryKey }),
    ]);
}

/** POST on one appointment's action; the answer is the updated card. */
function useAppointmentAction<TInput>(action: string, toBody: (input: TInput) => unknown) {
  const invalidate = useInvalidateProAppointments();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TInput }) =>
      apiPost<TOneResponse>(`/api/pro/appointments/${id}/${action}`, toBody(input)),
    onSuccess: () => invalidate(),
  });
}

export const useAcceptAppointment = () => useAppointmentAction<void>('accept', () => ({}));
/** The internal note, when there is one, becomes a private note of the appointment (never the client's). */
const withInternalNote = (internalNote: string) =>
  internalNote.trim() ? { internalNote: internalNote.trim() } : {};
export const useRefuseAppointment = () =>
  useAppointmentAction<{ reason: string; internalNote: string }>('refuse', ({ reason, internalNote }) => ({
    ...(reason.trim() ? { reason: reason.trim() } : {}),
    ...withInternalNote(internalNote),
  }));
export const useCancelProAppointment = () =>
  useAppointmentAction<{ reason: string; internalNote: string }>('cancel', ({ reason, internalNote }) => ({
    reason: reason.trim(),
    ...withInternalNote(internalNote),
  }));
export const useRescheduleAppointment = () =>
  useAppointmentAction<{ date: string; time: string; confirmOverlaps?: boolean }>(
    'reschedule',
    (input) => input,
  );
/** « Appliquer » a change made in the external calendar: its move (`confirmOverlaps`) or its cancellation. */
export const useApplyExternalChange = () =>
  useAppointmentAction<{ confirmOverlaps?: boolean }>('external-change/apply', (input) => input);
/** « Restaurer »: JurisRDV's version is written back to the external calendar. */
export const useRestoreExternalChange = () =>
  useAppointmentAction<void>('external-change/restore', () => ({}));
export const useAddNote = () =>
  useAppointmentAction<string>('notes', (content) => ({ content: content.trim() }));
export type TDocumentInput = {
  title: string;
  kind: 'scan' | 'document';
  fileName: string;
  contentBase64: string;
};
export const useAddDocument = () => useAppointmentAction<TDocumentInput>('documents', (input) => input);

/** Deletes one document of an appointment; the answer is the card without it. */
export function useDeleteDocument() {
  const invalidate = useInvalidateProAppointments();
  return useMutation({
    mutationFn: ({ id, documentId }: { id: number; documentId: number }) =>
      apiRequest<TOneResponse>('DELETE', `/api/pro/appointments/${id}/documents/${documentId}`),
    onSuccess: () => invalidate(),
  });
}

export function useCreateAppointment() {
  const invalidate = useInvalidateProAppointments();
  return useMutation({
    mutationFn: (input: TCreateProAppointmentRequest) =>
      apiPost<TOneResponse>('/api/pro/appointments', input),
    onSuccess: () => invalidate(),
  });
}

/** The file's bytes as base64, without the data-URL prefix. */

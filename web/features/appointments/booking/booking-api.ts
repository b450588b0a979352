import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { TBookingExpectations } from '#domain/appointments/booking/booking-expectations.ts';
import type {
  TClientAppointment,
  TCreateBookingRequest,
  TCreateBookingResponse,
  TRescheduleAppointmentRequest,
} from '#domain/appointments/booking/booking-schemas.ts';
import type { TBookingState } from '#domain/appointments/booking/booking-steps.ts';
import type { TExistingBookingResponse } from '#domain/appointments/booking/same-professional-booking.ts';
import type { TFeeAgreementContent } from '#domain/appointments/fee-agreements/fee-agreement-content.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { ApiError, apiGet, apiPost } from '#web/shared/api/http.ts';

export const professionalQueryKey = (professionalId: number) => ['professional', professionalId] as const;

/** Every query of the client space starts with this key (summary, appointments, documents, profile). */
export const CLIENT_QUERY_KEY = ['client'] as const;

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'NOT_FOUND');
}

/** A professional's public profile with every free slot of the booking horizon. */
export function useProfessionalForBooking(professionalId: number, enabled = true) {
  return useQuery({
    queryKey: professionalQueryKey(professionalId),
    queryFn: () => apiGet<TProfessionalProfile>(`/api/professionals/${professionalId}`),
    enabled,
    staleTime: 15_000,
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status > 0 && error.status < 500) && failureCount < 2,
  });
}

export function createBooking(request: TCreateBookingRequest): Promise<TCreateBookingResponse> {
  return apiPost<TCreateBookingResponse>('/api/appointments', request);
}

/** The slot was taken meanwhile, or is no longer bookable (409 SLOT_TAKEN / SLOT_UNAVAILABLE). */
export function isSlotConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/**
 * After a booking, a move or a cancellation: the professional's free slots, the search results
 * (their next slots) and the client space are stale.
 */
export function invalidateAfterAppointmentChange(queryClient: QueryClient, professionalId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: professionalQueryKey(professionalId) }),
    // The results page and the public profile page keep their data under 'professionals'.
    queryClient.invalidateQueries({ queryKey: ['professionals'] }),
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey.includes('search'),
    }),
    queryClient.invalidateQueries({ queryKey: CLIENT_QUERY_KEY }),
  ]);
}

/** The preview's accessible HTML version (RGAA 13.3), for the same booking as the PDF. */
export function feeAgreementPreviewHtmlUrl(professionalId: number, state: TBookingState): string {
  return feeAgreementPreviewUrl(professionalId, state).replace(
    '/fee-agreement-preview?',
    '/fee-agreement-preview.html?',
  );
}

/** The PDF of the agreement the client is asked to accept, for this booking's fee, date and mode. */
export function feeAgreementPreviewUrl(professionalId: number, state: TBookingState): string {
  const query = new URLSearchParams({ first: String(state.isFirstConsultation) });
  if (state.mode && state.slot) {
    query.set('mode', state.mode);
    query.set('start', state.slot.start);
  }
  return `/api/professionals/${professionalId}/fee-agreement-preview?${query.toString()}`;
}

/** Confirmed at once or a request, and how long this professional usually takes to answer. */
export function useBookingExpectations(professionalId: number) {
  return useQuery({
    queryKey: [...professionalQueryKey(professionalId), 'booking-expectations'] as const,
    queryFn: () => apiGet<TBookingExpectations>(`/api/professionals/${professionalId}/booking-expectations`),
    staleTime: 60_000,
    retry: false,
  });
}

/** The signed-in client's appointment with this professional that the new one may duplicate, if any. */
export function findSameProfessionalBooking(
  professionalId: number,
  start: string,
): Promise<TExistingBookingResponse> {
  const query = new URLSearchParams({ professionalId: String(professionalId), start });
  return apiGet<TExistingBookingResponse>(`/api/client/appointments/same-professional?${query.toString()}`);
}

/** « Déplacer »: the existing appointment moves to the slot just chosen. */
export function moveAppointment(
  appointmentId: number,
  request: TRescheduleAppointmentRequest,
): Promise<TClientAppointment> {
  return apiPost<TClientAppointment>(`/api/client/appointments/${appointmentId}/reschedule`, request);
}

export const appointmentCalendarUrl = (appointmentId: number) =>
  `/api/client/appointments/${appointmentId}/calendar.ics`;

/** The agreement the client is asked to accept, as text for the sheet (the PDF stays a download). */
export function useFeeAgreementPreview(professionalId: number, state: TBookingState, enabled: boolean) {
  const url = feeAgreementPreviewUrl(professionalId, state).replace(
    '/fee-agreement-preview?',
    '/fee-agreement-preview.json?',
  );
  return useQuery({
    queryKey: ['fee-agreement-preview', url] as const,
    queryFn: () => apiGet<TFeeAgreementContent>(url),
    enabled,
    staleTime: 60_000,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAnswerReviewRequest,
  TModerationDecisionRequest,
  TModerationQueueResponse,
  TProReviewsResponse,
  TReportReviewRequest,
  TSubmitReviewRequest,
  TSubmitReviewResponse,
} from '#domain/appointments/reviews/review-schemas.ts';
import { apiGet, apiPost } from '#web/shared/api/http.ts';
import { invalidateAfterAppointmentChange } from '../booking/booking-api';

/** The client reviews a consultation; their history, the profile and the searches show it next. */
export function useSubmitReview(appointment: { id: number; professionalId: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSubmitReviewRequest) =>
      apiPost<TSubmitReviewResponse>(`/api/client/appointments/${appointment.id}/review`, input),
    onSettled: () => invalidateAfterAppointmentChange(queryClient, appointment.professionalId),
  });
}

const PRO_REVIEWS_KEY = ['pro', 'reviews'] as const;

/** « Avis clients » of « Ma fiche pro ». */
export function useProReviews() {
  return useQuery({
    queryKey: PRO_REVIEWS_KEY,
    queryFn: () => apiGet<TProReviewsResponse>('/api/pro/reviews'),
  });
}

export function useAnswerReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number } & TAnswerReviewRequest) =>
      apiPost<{ ok: true }>(`/api/pro/reviews/${input.id}/answer`, { text: input.text }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PRO_REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['professionals'] }),
      ]),
  });
}

export function useReportReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number } & TReportReviewRequest) =>
      apiPost<{ ok: true }>(`/api/pro/reviews/${input.id}/report`, {
        reason: input.reason,
        note: input.note,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRO_REVIEWS_KEY }),
  });
}

const MODERATION_KEY = ['admin', 'reviews'] as const;

/** The administrators' moderation queue. */
export function useModerationQueue() {
  return useQuery({
    queryKey: MODERATION_KEY,
    queryFn: () => apiGet<TModerationQueueResponse>('/api/admin/reviews'),
  });
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; decision: TModerationDecisionRequest }) =>
      apiPost<{ ok: true }>(`/api/admin/reviews/${input.id}/decision`, input.decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MODERATION_KEY }),
  });
}

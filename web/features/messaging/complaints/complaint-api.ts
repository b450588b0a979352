import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminComplaintsResponse,
  TAnswerComplaintRequest,
  TComplaint,
  TComplaintsResponse,
  TFileComplaintRequest,
} from '#domain/directory/complaints/complaint-schemas.ts';
import type { TModerationDecisionsAboutMeResponse } from '#domain/directory/content-reports/content-report-schemas.ts';
import { apiGet, apiPost } from '#web/shared/api/http.ts';

const OWN_KEY = ['pro', 'complaints'] as const;
const ADMIN_KEY = ['admin', 'complaints'] as const;

/** « Réclamations »: the professional's own complaints. */
export function useOwnComplaints() {
  return useQuery({ queryKey: OWN_KEY, queryFn: () => apiGet<TComplaintsResponse>('/api/pro/complaints') });
}

/** The decisions taken on reports about the professional's profile and reviews. */
export function useDecisionsAboutMe() {
  return useQuery({
    queryKey: ['pro', 'moderation-decisions'],
    queryFn: () => apiGet<TModerationDecisionsAboutMeResponse>('/api/pro/moderation-decisions'),
  });
}

export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFileComplaintRequest) =>
      apiPost<{ complaint: TComplaint }>('/api/pro/complaints', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OWN_KEY }),
  });
}

/** The administrators' queue of complaints. */
export function useComplaintQueue() {
  return useQuery({
    queryKey: ADMIN_KEY,
    queryFn: () => apiGet<TAdminComplaintsResponse>('/api/admin/complaints'),
  });
}

export function useTakeUpComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<{ complaint: TComplaint }>(`/api/admin/complaints/${id}/take-up`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export function useAnswerComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number } & TAnswerComplaintRequest) =>
      apiPost<{ complaint: TComplaint }>(`/api/admin/complaints/${input.id}/answer`, {
        answer: input.answer,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TDirectoryAnswerRequest,
  TDirectoryStandingResponse,
  TKeepListedRequest,
} from '#domain/identity/official-directories/official-directory-schemas.ts';
import { apiGet, apiPost } from '#web/shared/api/http.ts';

export function useKeepListed(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TKeepListedRequest) => apiPost(`/api/admin/registrations/${id}/keep-listed`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'registrations'] }),
  });
}

const standingKey = ['pro', 'official-directory'] as const;

export function useDirectoryStanding(options: { enabled: boolean }) {
  return useQuery({
    enabled: options.enabled,
    queryKey: standingKey,
    queryFn: () => apiGet<TDirectoryStandingResponse>('/api/pro/official-directory'),
  });
}

export function useAnswerDirectory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDirectoryAnswerRequest) => apiPost('/api/pro/official-directory/answer', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: standingKey }),
  });
}

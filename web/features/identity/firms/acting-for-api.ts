import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSessionResponse, TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import type { TActingForRequest } from '#domain/identity/firms/firm-schemas.ts';
import { apiRequest } from '#web/shared/api/http.ts';
import { sessionQueryKey } from '#web/shared/session/use-session.ts';

/**
 * PUT /api/pro/acting-for: the lawyer an assistant or an accountant works for from now on. Every answer the
 * workspace holds was the previous lawyer's, so each is dropped and asked again (reset rather than
 * invalidated: not one screen may show the previous lawyer's data under the new lawyer's name meanwhile).
 */
export function useChangeActingFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TActingForRequest) => apiRequest<TStaffSummary>('PUT', '/api/pro/acting-for', input),
    onSuccess: (staff) => {
      queryClient.setQueryData<TSessionResponse>(sessionQueryKey('pro'), (session) =>
        session ? { ...session, staff } : session,
      );
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVerifyEmailResponse } from '#domain/identity/email-verification/email-verification-schemas.ts';
import { apiPost } from '#web/shared/api/http.ts';
import { sessionQueryKey } from '#web/shared/session/use-session.ts';

/** « Renvoyer l'e-mail de confirmation »: a new 48-hour link to the account's address. */
export function useResendVerification(space: 'client' | 'pro') {
  return useMutation({
    mutationFn: () => apiPost<{ email: string }>(`/api/auth/${space}/email/resend`),
  });
}

/**
 * Follows the link once. A query rather than a mutation: it is deduplicated, so a second render (or
 * React's development double effect) does not spend the single-use token a second time.
 */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      const result = await apiPost<TVerifyEmailResponse>('/api/auth/email/verify', { token });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey(result.space) });
      return result;
    },
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

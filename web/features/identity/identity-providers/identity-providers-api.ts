import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionUser } from '#domain/identity/auth/auth-schemas.ts';
import type {
  TCompleteSignUpRequest,
  TIdentityLinksResponse,
  TIdentityProvider,
  TIdentityProvidersResponse,
  TLinkWithPasswordRequest,
  TPendingIdentity,
  TSetPasswordRequest,
} from '#domain/identity/identity-providers/identity-provider-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';
import { sessionQueryKey } from '#web/shared/session/use-session.ts';

export type TOidcSignedIn = { user: TSessionUser; returnTo: string };

/** Where a provider button goes: the server's start, which redirects to the provider. */
export function oidcStartUrl(provider: TIdentityProvider, returnTo: string): string {
  return `/api/auth/oidc/${provider}/start?${new URLSearchParams({ returnTo }).toString()}`;
}

/** « Associer » in « Comptes connectés »: links the provider to the signed-in client, back to the profile. */
export function oidcLinkUrl(provider: TIdentityProvider): string {
  return `/api/auth/oidc/${provider}/start?link=1`;
}

/** The providers configured on this server (no button for the others). */
export function useIdentityProviders() {
  return useQuery({
    queryKey: ['identity-providers'],
    queryFn: () => apiGet<TIdentityProvidersResponse>('/api/auth/identity-providers'),
    staleTime: 10 * 60_000,
    retry: 1,
  });
}

export function usePendingIdentity() {
  return useQuery({
    queryKey: ['identity-providers', 'pending'],
    queryFn: () => apiGet<{ pending: TPendingIdentity | null }>('/api/auth/oidc/pending'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** The steps that end signed in put the new session in the cache, like a password sign-in. */
function useSignedInMutation<TInput>(request: (input: TInput) => Promise<TOidcSignedIn>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => {
      queryClient.setQueryData(sessionQueryKey('client'), { user: result.user });
      queryClient.removeQueries({ queryKey: ['identity-providers', 'pending'] });
    },
  });
}

export function useCompleteSignUp() {
  return useSignedInMutation((input: TCompleteSignUpRequest) =>
    apiPost<TOidcSignedIn>('/api/auth/oidc/pending/complete', input),
  );
}

export function useLinkWithPassword() {
  return useSignedInMutation((input: TLinkWithPasswordRequest) =>
    apiPost<TOidcSignedIn>('/api/auth/oidc/pending/password', input),
  );
}

export function useConfirmLink() {
  return useSignedInMutation((token: string) =>
    apiPost<TOidcSignedIn>('/api/auth/oidc/link-confirmation', { token }),
  );
}

export function useSendLinkEmail() {
  return useMutation({ mutationFn: () => apiPost<{ ok: true }>('/api/auth/oidc/pending/email-link') });
}

const linksKey = ['client', 'identity-links'] as const;

export function useIdentityLinks() {
  return useQuery({
    queryKey: linksKey,
    queryFn: () => apiGet<TIdentityLinksResponse>('/api/client/identity-links'),
  });
}

export function useUnlink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiRequest<{ ok: true }>('DELETE', `/api/client/identity-links/${linkId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey }),
  });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSetPasswordRequest) => apiPost<{ ok: true }>('/api/client/password/set', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey }),
  });
}

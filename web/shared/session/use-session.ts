import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLoginRequest, TSessionResponse, TSessionSpace } from '#domain/identity/auth/auth-schemas.ts';
import { apiGet, apiPost } from '../api/http';

export const sessionQueryKey = (space: TSessionSpace) => ['session', space] as const;

/** The signed-in account of one space, restored from the server on load. */
export function useSession(space: TSessionSpace) {
  return useQuery({
    queryKey: sessionQueryKey(space),
    queryFn: () => apiGet<TSessionResponse>(`/api/auth/${space}/session`),
    staleTime: 60_000,
    retry: 1,
  });
}

export function useLogin(space: TSessionSpace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLoginRequest) => apiPost<TSessionResponse>(`/api/auth/${space}/login`, input),
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey(space), session),
  });
}

/**
 * Logs out on the server, then loads the destination afresh: nothing of the previous account
 * survives in memory, and no protected page gets to react to the session disappearing.
 */
export function useLogout(space: TSessionSpace) {
  const mutation = useMutation({
    mutationFn: () => apiPost<{ ok: true }>(`/api/auth/${space}/logout`),
  });
  const logout = async (destination: string) => {
    await mutation.mutateAsync();
    window.location.assign(destination);
  };
  return { logout, isPending: mutation.isPending };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TLoginRequest, TSessionResponse, TSessionSpace } from '../../../domain/auth/auth-schemas';
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
 * Logs out on the server, leaves the page, then forgets the session: in that order, so a protected
 * page does not first bounce to its login page.
 */
export function useLogout(space: TSessionSpace) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => apiPost<{ ok: true }>(`/api/auth/${space}/logout`),
  });
  const logout = async (destination: string) => {
    await mutation.mutateAsync();
    // flushSync: the route must change before the session is forgotten, not in a later transition.
    await navigate(destination, { replace: true, flushSync: true });
    queryClient.setQueryData<TSessionResponse>(sessionQueryKey(space), { user: null });
    // Nothing of the previous account may stay in the cache.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  };
  return { logout, isPending: mutation.isPending };
}

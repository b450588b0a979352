import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TLoginRequest,
  TSessionResponse,
  TSessionSpace,
  TStaffSummary,
} from '#domain/identity/auth/auth-schemas.ts';
import { apiGet, apiPost } from '../api/http';

export const sessionQueryKey = (space: TSessionSpace) => ['session', space] as const;

const fetchSession = (space: TSessionSpace) => apiGet<TSessionResponse>(`/api/auth/${space}/session`);

/** The signed-in account of one space, restored from the server on load. */
export function useSession(space: TSessionSpace) {
  return useQuery({
    queryKey: sessionQueryKey(space),
    queryFn: () => fetchSession(space),
    staleTime: 60_000,
    retry: 1,
  });
}

/**
 * The signed-in assistant's or accountant's place in their firm; null for a lawyer (ADR 0058). Read from the
 * session the workspace shell has loaded, never fetched from here: the pages that ask, to leave out what staff
 * may not use, are also shown outside the shell (their tests), where no session is to be asked for.
 */
export function useStaff(): TStaffSummary | null {
  const session = useQuery({
    queryKey: sessionQueryKey('pro'),
    queryFn: () => fetchSession('pro'),
    enabled: false,
    select: (data) => data.staff ?? null,
  });
  return session.data ?? null;
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

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCalendarAccount,
  TCreateCalendarAccountRequest,
} from '#domain/agenda/calendars/calendar-account-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';

export const calendarAccountsKey = ['pro', 'calendar-accounts'] as const;
const feedKey = ['pro', 'calendar-feed'] as const;

/** Everything that shows busy times or slots must refresh after an import changes them. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarAccountsKey }),
      queryClient.invalidateQueries({ queryKey: ['pro', 'imported-events'] }),
    ]);
}

export function useCalendarAccounts(enabled = true) {
  return useQuery({
    queryKey: calendarAccountsKey,
    queryFn: () => apiGet<{ accounts: TCalendarAccount[] }>('/api/pro/calendar-accounts'),
    enabled,
  });
}

export function useAddCalendarAccount() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: TCreateCalendarAccountRequest) =>
      apiPost<TCalendarAccount>('/api/pro/calendar-accounts', input),
    onSuccess: refresh,
  });
}

export function useRefreshCalendarAccount() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => apiPost<TCalendarAccount>(`/api/pro/calendar-accounts/${id}/refresh`),
    onSettled: refresh,
  });
}

export function useRemoveCalendarAccount() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>('DELETE', `/api/pro/calendar-accounts/${id}`),
    onSuccess: refresh,
  });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: feedKey, queryFn: () => apiGet<{ url: string }>('/api/pro/calendar-feed') });
}

export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ url: string }>('/api/pro/calendar-feed/regenerate'),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
  });
}

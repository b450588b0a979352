import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TCalendarConnectionsResponse,
  type TConnectCaldavRequest,
  type TReconnectCaldavRequest,
  type TUpdateConnectedCalendarRequest,
  ZAuthorizeResponse,
  ZCalendarConnectionsResponse,
  ZCreatedConnectionResponse,
} from '#domain/agenda/calendar-sync/calendar-connection-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';

export const calendarConnectionsKey = ['pro', 'calendar-connections'] as const;
const CONNECTIONS_PATH = '/api/pro/calendar-connections';

/** The banner's poll: a connection failing shows within a minute on every workspace page. */
export const CALENDAR_CONNECTIONS_POLL_MS = 60_000;

async function fetchConnections(): Promise<TCalendarConnectionsResponse> {
  return ZCalendarConnectionsResponse.parse(await apiGet<unknown>(CONNECTIONS_PATH));
}

export function useCalendarConnections(options: { enabled?: boolean; poll?: boolean } = {}) {
  return useQuery({
    queryKey: calendarConnectionsKey,
    queryFn: fetchConnections,
    enabled: options.enabled ?? true,
    ...(options.poll ? { refetchInterval: CALENDAR_CONNECTIONS_POLL_MS, retry: false } : {}),
  });
}

/** Busy times come from the blocking calendars: the planning and the slots refresh after a change. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarConnectionsKey }),
      queryClient.invalidateQueries({ queryKey: ['pro', 'imported-events'] }),
    ]);
}

export function useConnectCaldav() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: async (input: TConnectCaldavRequest) =>
      ZCreatedConnectionResponse.parse(await apiPost<unknown>(`${CONNECTIONS_PATH}/caldav`, input)),
    onSuccess: refresh,
  });
}

export function useReconnectCaldav() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: { id: number } & TReconnectCaldavRequest) =>
      apiRequest<{ ok: true }>('PUT', `${CONNECTIONS_PATH}/${input.id}/caldav-password`, {
        password: input.password,
      }),
    onSuccess: refresh,
  });
}

export function useUpdateConnectedCalendar() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: { id: number; change: TUpdateConnectedCalendarRequest }) =>
      apiRequest<{ ok: true }>('PATCH', `/api/pro/connected-calendars/${input.id}`, input.change),
    onSettled: refresh,
  });
}

export function useSyncConnection() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => apiPost<{ ok: true }>(`${CONNECTIONS_PATH}/${id}/sync`),
    onSettled: refresh,
  });
}

export function useDisconnectCalendar() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>('DELETE', `${CONNECTIONS_PATH}/${id}`),
    onSuccess: refresh,
  });
}

/** Google or Microsoft: the server keeps the PKCE verifier in a cookie, the browser leaves for the consent page. */
export function useAuthorizeCalendar() {
  return useMutation({
    mutationFn: async (provider: 'google' | 'microsoft') => {
      const { url } = ZAuthorizeResponse.parse(
        await apiPost<unknown>(`${CONNECTIONS_PATH}/${provider}/authorize`),
      );
      // Only a web address leaves the app: never a javascript: or data: one, whatever the answer says.
      if (!/^https?:\/\//i.test(url)) throw new Error('Adresse d’autorisation invalide');
      window.location.assign(url);
    },
  });
}

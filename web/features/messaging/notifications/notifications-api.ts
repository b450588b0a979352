import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  TNotificationSettings,
  TNotificationsResponse,
  TUpdateNotificationSettings,
} from '#domain/messaging/notifications/notification-schemas.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';

export type TNotificationSpace = 'client' | 'pro';

const API_PREFIX: Record<TNotificationSpace, string> = { client: '/api/client', pro: '/api/pro' };

export const notificationKeys = {
  all: (space: TNotificationSpace) => ['notifications', space] as const,
  unread: (space: TNotificationSpace) => ['notifications', space, 'unread'] as const,
  list: (space: TNotificationSpace) => ['notifications', space, 'list'] as const,
  settings: ['notifications', 'pro', 'settings'] as const,
};

/** What else a new notification makes stale: the bell announces changes made elsewhere. */
const REFRESHED_BY_NEWS: Record<TNotificationSpace, readonly (readonly string[])[]> = {
  client: [['client'], ['messages', 'client']],
  pro: [
    ['pro', 'summary'],
    ['pro', 'appointments'],
    ['messages', 'pro'],
  ],
};

export function useUnreadCount(space: TNotificationSpace, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unread(space),
    queryFn: async () =>
      (await apiGet<{ unreadCount: number }>(`${API_PREFIX[space]}/notifications/unread-count`)).unreadCount,
    enabled,
  });
}

/** The panel's list, newest first, twenty at a time. */
export function useNotificationList(space: TNotificationSpace, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(space),
    queryFn: ({ pageParam }) =>
      apiGet<TNotificationsResponse>(
        `${API_PREFIX[space]}/notifications${pageParam ? `?before=${pageParam}` : ''}`,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.notifications.length === 20 ? (last.notifications.at(-1)?.id ?? undefined) : undefined,
    enabled,
  });
}

/**
 * Follows the unread count live through Server-Sent Events while the space is open. The browser's
 * EventSource reconnects by itself (the server ends a stream after 30 minutes, or when it restarts).
 */
export function useLiveNotifications(space: TNotificationSpace, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_PREFIX[space]}/notifications/stream`);
    const onUnread = (event: MessageEvent<string>) => {
      const { unreadCount } = JSON.parse(event.data) as { unreadCount: number };
      const previous = queryClient.getQueryData<number>(notificationKeys.unread(space));
      queryClient.setQueryData(notificationKeys.unread(space), unreadCount);
      if (previous === unreadCount) return;
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list(space) });
      // The client space's « Notifications » counter is this count.
      if (space === 'client') void queryClient.invalidateQueries({ queryKey: ['client', 'summary'] });
      if (previous !== undefined && unreadCount > previous) {
        for (const queryKey of REFRESHED_BY_NEWS[space]) void queryClient.invalidateQueries({ queryKey });
      }
    };
    source.addEventListener('unread', onUnread);
    return () => {
      source.removeEventListener('unread', onUnread);
      source.close();
    };
  }, [space, enabled, queryClient]);
}

export function useMarkNotificationRead(space: TNotificationSpace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost(`${API_PREFIX[space]}/notifications/${id}/read`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(space) }),
  });
}

export function useMarkAllNotificationsRead(space: TNotificationSpace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(`${API_PREFIX[space]}/notifications/read-all`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(space) }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: () => apiGet<TNotificationSettings>('/api/pro/notification-settings'),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateNotificationSettings) =>
      apiRequest<TNotificationSettings>('PUT', '/api/pro/notification-settings', body),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings, saved),
  });
}

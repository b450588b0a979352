import { Bell, CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notificationAge } from '#domain/messaging/notifications/notification-age.ts';
import type { TNotification } from '#domain/messaging/notifications/notification-schemas.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { notifyDestructive } from '#web/shared/ui/toast.ts';
import {
  type TNotificationSpace,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationList,
  useUnreadCount,
} from './notifications-api';

function unreadLabel(count: number): string {
  if (count === 0) return 'Notifications, aucune non lue';
  return `Notifications, ${count} non lue${count > 1 ? 's' : ''}`;
}

/**
 * What a line may offer besides opening its thing (« Accepter / Refuser » a request): given by the space that
 * mounts the bell, since the decisions belong to a later context. `onDone` marks the line read.
 */
export type TNotificationActions = (notification: TNotification, onDone: () => void) => ReactNode;

/**
 * The bell of a space: the unread count (followed live by useLiveNotifications, once per page) and a panel of what happened, each line
 * opening the thing itself and marking it read.
 */
export function NotificationBell(props: {
  space: TNotificationSpace;
  settingsPath?: string;
  className?: string;
  renderActions?: TNotificationActions;
}) {
  const [open, setOpen] = useState(false);
  // After opening a notification, focus belongs to what it opened, not back to the bell.
  const openedNotification = useRef(false);
  const unread = useUnreadCount(props.space);
  const count = unread.data ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className={cn(
            'relative inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
            props.className,
          )}
          aria-label={unreadLabel(count)}
          data-testid={`notification-bell-${props.space}`}
        >
          <Bell className="h-5 w-5" aria-hidden="true" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 min-w-[1.25rem] rounded-full bg-red-600 px-1 text-center text-xs font-semibold leading-5 text-white"
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </button>
      </Popover.Trigger>
      {/* The count also reaches screen-reader users who do not open the panel. */}
      <span className="sr-only" aria-live="polite">
        {count > 0 ? `${count} notification${count > 1 ? 's' : ''} non lue${count > 1 ? 's' : ''}` : ''}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            if (openedNotification.current) event.preventDefault();
            openedNotification.current = false;
          }}
          className="z-50 flex max-h-[min(32rem,80vh)] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <NotificationPanel
            space={props.space}
            {...(props.settingsPath ? { settingsPath: props.settingsPath } : {})}
            {...(props.renderActions ? { renderActions: props.renderActions } : {})}
            onNavigate={() => setOpen(false)}
            onOpenNotification={() => {
              openedNotification.current = true;
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The actions under a line, aligned with its text; nothing at all when the line has none. */
function NotificationActions(props: { children: ReactNode }) {
  return props.children ? <div className="px-4 pb-3 pl-9">{props.children}</div> : null;
}

export function NotificationPanel(props: {
  title?: string;
  space: TNotificationSpace;
  settingsPath?: string;
  onNavigate: () => void;
  onOpenNotification?: () => void;
  renderActions?: TNotificationActions;
}) {
  const list = useNotificationList(props.space, true);
  const markRead = useMarkNotificationRead(props.space);
  const markAll = useMarkAllNotificationsRead(props.space);
  const navigate = useNavigate();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadCount = list.data?.pages[0]?.unreadCount ?? 0;
  const now = new Date();

  const openNotification = (notification: TNotification) => {
    if (!notification.readAt) markRead.mutate(notification.id);
    props.onOpenNotification?.();
    props.onNavigate();
    void navigate(notification.link);
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-semibold text-slate-900">{props.title ?? 'Notifications'}</h2>
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-brand-700 hover:bg-brand-50 disabled:text-slate-400 disabled:hover:bg-transparent"
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onError: () => notifyDestructive('Notifications', 'Impossible de tout marquer comme lu.'),
            })
          }
        >
          <CheckCheck className="h-4 w-4" aria-hidden="true" />
          Tout marquer comme lu
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <p className="px-4 py-6 text-sm text-slate-600">Chargement…</p>
        ) : list.isError ? (
          <p className="px-4 py-6 text-sm text-red-700">Impossible de charger vos notifications.</p>
        ) : notifications.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-600">Aucune notification pour le moment.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <a
                  href={notification.link}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    openNotification(notification);
                  }}
                  className={cn(
                    'flex gap-3 px-4 py-3 text-left hover:bg-slate-50 focus:bg-slate-50',
                    !notification.readAt && 'bg-brand-50/60',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 h-2 w-2 shrink-0 rounded-full',
                      notification.readAt ? 'bg-transparent' : 'bg-brand-600',
                    )}
                  />
                  <span className="min-w-0">
                    <span
                      className={cn('block text-sm text-slate-900', !notification.readAt && 'font-semibold')}
                    >
                      {notification.title}
                      {notification.readAt ? null : <span className="sr-only"> (non lue)</span>}
                    </span>
                    {notification.body ? (
                      <span className="mt-0.5 block text-sm text-slate-600">{notification.body}</span>
                    ) : null}
                    <span className="mt-0.5 block text-xs text-slate-500">
                      {notificationAge(new Date(notification.createdAt), now)}
                    </span>
                  </span>
                </a>
                {props.renderActions ? (
                  <NotificationActions>
                    {props.renderActions(notification, () => {
                      if (!notification.readAt) markRead.mutate(notification.id);
                    })}
                  </NotificationActions>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="border-t border-slate-100 p-2 text-center">
            <button
              type="button"
              className="rounded-md px-3 py-1.5 text-sm text-brand-700 hover:bg-brand-50"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? 'Chargement…' : 'Voir plus'}
            </button>
          </div>
        ) : null}
      </div>
      {props.settingsPath ? (
        <div className="border-t border-slate-200 px-4 py-2 text-right">
          <Link
            to={props.settingsPath}
            onClick={props.onNavigate}
            className="text-sm text-brand-700 hover:underline"
          >
            Paramètres des notifications
          </Link>
        </div>
      ) : null}
    </>
  );
}

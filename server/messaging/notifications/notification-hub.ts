import type { TListenStatus } from '#domain/kernel/operations/platform-health-schemas.ts';
import { pgliteClientOf, postgresUrlOf, type TDatabase } from '#server/db/database.ts';
import {
  startNotificationListener,
  type TNotificationListener,
} from '#server/platform/cache-invalidation/notification-listener.ts';
import { USER_NOTIFICATIONS_CHANNEL } from './record-notifications';

type TListener = {
  wake(): void;
  /** The instance is closing: end the stream (the browser reconnects to another one). */
  close(): void;
};

export type TNotificationHub = {
  /** Calls `listener` each time something is recorded for that person; returns the unsubscribe. */
  subscribe(userId: string, listener: TListener): () => void;
  /** Resolves once this instance LISTENs (or tried to): a stream sends its first count after it. */
  ready(): Promise<void>;
  /** Open streams, for tests and health reports. */
  subscriberCount(): number;
  /** Whether this instance hears what other instances record (« Santé de la plateforme »). */
  listenStatus(): TListenStatus;
  stop(): Promise<void>;
};

/**
 * This instance's open notification streams, woken by PostgreSQL: recordNotifications NOTIFYs in the
 * writer's transaction, and every instance LISTENs (on its own connection on PostgreSQL, in-process on
 * PGlite), so a bell updates whichever instance wrote the row and whichever holds the stream.
 * One LISTEN per instance, opened with the first stream: a hundred open panels cost one connection.
 */
export function createNotificationHub(db: TDatabase): TNotificationHub {
  const listeners = new Map<string, Set<TListener>>();
  let started: Promise<() => Promise<void>> | null = null;
  let postgresListener: TNotificationListener | null = null;

  const wake = (userId: string) => {
    for (const listener of listeners.get(userId) ?? []) listener.wake();
  };
  // After a lost connection, what was announced meanwhile is unknown: every stream refreshes.
  const wakeEveryone = () => {
    for (const set of listeners.values()) for (const listener of set) listener.wake();
  };

  const start = async (): Promise<() => Promise<void>> => {
    const url = postgresUrlOf(db);
    if (url) {
      let listenedBefore = false;
      const listener = await startNotificationListener({
        url,
        channel: USER_NOTIFICATIONS_CHANNEL,
        applicationName: 'jurisrdv-notifications',
        onNotification: wake,
        // The first time, streams send their count after ready(); after a reconnection, they all read it again.
        onListening: () => {
          if (listenedBefore) wakeEveryone();
          listenedBefore = true;
        },
      });
      postgresListener = listener;
      return async () => {
        postgresListener = null;
        await listener.stop();
      };
    }
    const pglite = pgliteClientOf(db);
    if (!pglite) return async () => undefined;
    const unlisten = await pglite.listen(USER_NOTIFICATIONS_CHANNEL, wake);
    return unlisten;
  };

  return {
    async ready() {
      started ??= start();
      await started;
    },
    subscribe(userId, listener) {
      started ??= start();
      const set = listeners.get(userId) ?? new Set<TListener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    listenStatus() {
      // PGlite: only this process opens the database, so every writer is heard in-process.
      if (!postgresUrlOf(db)) return 'in-process';
      if (!postgresListener) return 'not-started';
      return postgresListener.isListening() ? 'listening' : 'reconnecting';
    },
    subscriberCount() {
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
    async stop() {
      const open = [...listeners.values()].flatMap((set) => [...set]);
      listeners.clear();
      for (const listener of open) listener.close();
      if (started) await (await started)();
      started = null;
    },
  };
}

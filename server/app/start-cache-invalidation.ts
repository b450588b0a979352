import type { TListenStatus } from '#domain/kernel/operations/platform-health-schemas.ts';
import { forgetAllBusyIntervals, forgetBusyIntervals } from '#server/agenda/index.ts';
import {
  clearSearchRankingCache,
  forgetCachedProfessionals,
  forgetSitemaps,
} from '#server/directory/index.ts';
import { postgresUrlOf, type TDatabase } from '../db/database';
import {
  PROFESSIONALS_CHANGED_CHANNEL,
  parseInvalidationPayload,
} from '../platform/cache-invalidation/invalidation-payloads';
import {
  startNotificationListener,
  type TNotificationListener,
} from '../platform/cache-invalidation/notification-listener';
import { forgetKeptPages } from './web-app/kept-pages';
import { forgetRenderedPages } from './web-app/server-render';

export type TCacheInvalidation = {
  /** Whether other instances' announcements reach this one (« Santé de la plateforme »). */
  listenStatus(): TListenStatus;
  stop(): Promise<void>;
};

/**
 * Makes this instance's search caches follow the changes other instances announce on the same
 * PostgreSQL database (announceProfessionalsChanged). On PGlite nothing is opened.
 */
export async function startCacheInvalidation(db: TDatabase): Promise<TCacheInvalidation> {
  const url = postgresUrlOf(db);
  if (!url) return { listenStatus: () => 'not-applicable', stop: async () => undefined };
  const listener: TNotificationListener = await startNotificationListener({
    url,
    channel: PROFESSIONALS_CHANGED_CHANNEL,
    onNotification(payload) {
      const change = parseInvalidationPayload(payload);
      forgetSitemaps(db);
      forgetRenderedPages(db);
      forgetKeptPages(db, change === 'every-search' ? 'every-page' : change);
      if (change === 'every-search') {
        clearSearchRankingCache(db);
        // The announcement names nobody: any professional's busy times may have changed.
        forgetAllBusyIntervals(db);
      } else {
        forgetCachedProfessionals(db, change);
        forgetBusyIntervals(db, change);
      }
    },
    onListening: () => {
      clearSearchRankingCache(db);
      forgetAllBusyIntervals(db);
      forgetSitemaps(db);
      forgetRenderedPages(db);
      // Announcements may have been missed while the connection was down.
      forgetKeptPages(db, 'every-page');
    },
  });
  return {
    listenStatus: () => (listener.isListening() ? 'listening' : 'reconnecting'),
    stop: listener.stop,
  };
}

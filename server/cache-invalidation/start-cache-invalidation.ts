import { postgresUrlOf, type TDatabase } from '../db/database';
import { clearSearchRankingCache, forgetCachedProfessionals } from '../professionals/search-professionals';
import { PROFESSIONALS_CHANGED_CHANNEL, parseInvalidationPayload } from './invalidation-payloads';
import { startNotificationListener, type TNotificationListener } from './notification-listener';

export type TCacheInvalidation = {
  /** Whether changes made by other instances reach this one now (always true on PGlite: there are none). */
  isListening(): boolean;
  stop(): Promise<void>;
};

/**
 * Makes this instance's search caches follow the changes other instances announce on the same
 * PostgreSQL database (announceProfessionalsChanged). On PGlite nothing is opened.
 */
export async function startCacheInvalidation(
  db: TDatabase,
  options: { initialRetryMs?: number; maxRetryMs?: number } = {},
): Promise<TCacheInvalidation> {
  const url = postgresUrlOf(db);
  if (!url) return { isListening: () => true, stop: async () => undefined };
  const listener: TNotificationListener = await startNotificationListener({
    url,
    channel: PROFESSIONALS_CHANGED_CHANNEL,
    ...options,
    onNotification(payload) {
      const change = parseInvalidationPayload(payload);
      if (change === 'every-search') clearSearchRankingCache(db);
      else forgetCachedProfessionals(db, change);
    },
    onListening: () => clearSearchRankingCache(db),
  });
  return { isListening: listener.isListening, stop: listener.stop };
}

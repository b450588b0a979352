import { forgetBusyIntervals } from '#server/agenda/availability/busy-intervals-cache.ts';
import { refreshNextFreeSlots } from '#server/agenda/availability/next-free-slot.ts';
import { wakeWaitingList } from '#server/appointments/waiting-list/waiting-list-wakeups.ts';
import type { TDatabase } from '#server/db/database.ts';
import { announceProfessionalsChanged } from '#server/platform/cache-invalidation/announce-professionals-changed.ts';
import { forgetSitemaps } from '../seo/seo-routes';
import { clearSearchRankingCache, forgetCachedProfessionals } from './search-professionals';

/**
 * After a booking, cancellation, move or settings change: the search caches of this instance
 * forget these professionals, their first free slot is recomputed, and the other instances on the
 * same PostgreSQL database are told to forget them too. `everySearch` also drops the rankings, for a
 * change that can list a professional in searches that did not list them (published, moved, new specialty).
 * This instance's waiting-list job is woken for them too.
 */
export async function professionalsChanged(
  db: TDatabase,
  ids: readonly number[],
  now: Date,
  options: { everySearch?: boolean } = {},
): Promise<void> {
  if (options.everySearch) clearSearchRankingCache(db);
  else forgetCachedProfessionals(db, ids);
  // A profile's date, its publication or withdrawal: the sitemaps are drawn again at the next request.
  forgetSitemaps(db);
  forgetBusyIntervals(db, ids);
  // A cancellation, a move or new hours may free a slot that waiting clients are told of (issue 14 §4).
  wakeWaitingList(db, ids);
  try {
    await refreshNextFreeSlots(db, ids, now);
  } finally {
    // After the refresh, so that the others do not cache the row again with its old first free slot.
    await announceProfessionalsChanged(db, options.everySearch ? 'every-search' : ids).catch(
      (error: unknown) => {
        // The change is committed: failing the request now would only make the user retry it. The
        // others' caches expire on their own (2 s for answers, 30 s for rankings and rows).
        console.warn(
          `Invalidation des caches : annonce impossible (${error instanceof Error ? error.message : String(error)}).`,
        );
      },
    );
  }
}

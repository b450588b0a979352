import type { TProfessionalsChangedListener } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { forgetSitemaps } from '../seo/seo-routes';
import { clearSearchRankingCache, forgetCachedProfessionals } from './search-professionals';

/**
 * The directory forgets the searches that showed these professionals (every ranking, for a change that can
 * list them elsewhere), and its sitemaps are drawn again at the next request (a profile's date, its
 * publication or withdrawal).
 */
export const directoryListensToProfessionalsChanged: TProfessionalsChangedListener = {
  forget(db, ids, everySearch) {
    if (everySearch) clearSearchRankingCache(db);
    else forgetCachedProfessionals(db, ids);
    forgetSitemaps(db);
  },
};

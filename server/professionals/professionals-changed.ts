import { refreshNextFreeSlots } from '../availability/next-free-slot';
import type { TDatabase } from '../db/database';
import { forgetCachedProfessional } from './search-professionals';

/**
 * After a booking, cancellation, move or settings change: the search caches of this instance
 * forget these professionals and their first free slot is recomputed.
 */
export async function professionalsChanged(db: TDatabase, ids: readonly number[], now: Date): Promise<void> {
  for (const id of ids) forgetCachedProfessional(id);
  await refreshNextFreeSlots(db, ids, now);
}

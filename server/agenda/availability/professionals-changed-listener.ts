import type { TProfessionalsChangedListener } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { forgetBusyIntervals } from './busy-intervals-cache';
import { refreshNextFreeSlots } from './next-free-slot';

/** The agenda forgets their busy times and recomputes their first free slot. */
export const agendaListensToProfessionalsChanged: TProfessionalsChangedListener = {
  forget: (db, ids) => forgetBusyIntervals(db, ids),
  refresh: refreshNextFreeSlots,
};

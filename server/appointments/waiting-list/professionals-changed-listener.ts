import type { TProfessionalsChangedListener } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { wakeWaitingList } from './waiting-list-wakeups';

/** A cancellation, a move or new hours may free a slot that waiting clients are told of (issue 14 §4). */
export const appointmentsListenToProfessionalsChanged: TProfessionalsChangedListener = {
  forget: (db, ids) => wakeWaitingList(db, ids),
};

import type { TDatabase } from '#server/db/database.ts';

type TListener = (professionalIds: readonly number[]) => void;

/** Per database, so that test apps on different databases in one process never wake each other. */
const listeners = new WeakMap<TDatabase, Set<TListener>>();

/**
 * Called after every change that can free a slot (cancellation, move, hours, settings, planning events,
 * imported calendars: everything that calls professionalsChanged): the waiting-list job of this instance
 * looks at these professionals at once. Nothing is lost when no job listens or the process dies now: the
 * job's periodic sweep looks at every professional with waiting clients.
 */
export function wakeWaitingList(db: TDatabase, professionalIds: readonly number[]): void {
  if (professionalIds.length === 0) return;
  for (const listener of listeners.get(db) ?? []) listener(professionalIds);
}

export function onWaitingListWake(db: TDatabase, listener: TListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

import type { TDatabase } from '#server/db/database.ts';
import { announceProfessionalsChanged } from './announce-professionals-changed';

/** What one context does on this instance when professionals change. */
export type TProfessionalsChangedListener = {
  /**
   * Forgets at once what this instance holds of them. `everySearch`: a change that can list them in
   * searches that did not list them (published, moved, new specialty).
   */
  forget?: (db: TDatabase, ids: readonly number[], everySearch: boolean) => void;
  /** Brings what is stored about them up to date; awaited before the other instances are told. */
  refresh?: (db: TDatabase, ids: readonly number[], now: Date) => Promise<void>;
};

const listeners: TProfessionalsChangedListener[] = [];

/**
 * The contexts that hold something about professionals (directory: searches and sitemaps; agenda: busy
 * times and the first free slot; appointments: the waiting list) subscribe here, through the composition
 * (server/app), so that identity and agenda can announce a change without knowing who listens (ADR 0048).
 * Registering the same listener again changes nothing; they run in the order they were first registered.
 */
export function listenToProfessionalsChanged(listener: TProfessionalsChangedListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/**
 * After a booking, cancellation, move or settings change: every listener of this instance forgets these
 * professionals, then brings what it stores about them up to date, and the other instances on the same
 * PostgreSQL database are told to forget them too.
 */
export async function professionalsChanged(
  db: TDatabase,
  ids: readonly number[],
  now: Date,
  options: { everySearch?: boolean } = {},
): Promise<void> {
  // A change no one hears would leave stale caches and first free slots: that is a wiring error.
  if (listeners.length === 0)
    throw new Error('professionalsChanged : aucun contexte ne l’écoute (buildApp les inscrit).');
  const everySearch = options.everySearch === true;
  for (const listener of listeners) listener.forget?.(db, ids, everySearch);
  try {
    for (const listener of listeners) await listener.refresh?.(db, ids, now);
  } finally {
    // After the refresh, so that the others do not cache the row again with its old first free slot.
    await announceProfessionalsChanged(db, everySearch ? 'every-search' : ids).catch((error: unknown) => {
      // The change is committed: failing the request now would only make the user retry it. The
      // others' caches expire on their own (2 s for answers, 30 s for rankings and rows).
      console.warn(
        `Invalidation des caches : annonce impossible (${error instanceof Error ? error.message : String(error)}).`,
      );
    });
  }
}

import { parseFirmId } from '#domain/directory/firms/firm-id.ts';
import { parseProfessionalId } from '#domain/directory/professionals/professional-id.ts';
import { matchPageRoute } from '#domain/kernel/routing/page-routes.ts';
import type { TDatabase } from '#server/db/database.ts';
import type { TProfessionalsChangedListener } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { compressHtml, preferredEncoding, type TCompressedHtml } from './compress-html';

/**
 * How long a kept page is sent as it is when no change was announced: its free slots are counted from the time it
 * was drawn, and a few changes are not announced (a firm's name): they show within this time, as the API's own
 * caches let them (2 s for searches' answers, 30 s for rankings).
 */
export const KEPT_PAGE_MS = 10_000;

/** As many as the server's renders it keeps (server-render.ts): a few tens of megabytes at most. */
export const KEPT_PAGES_MAX = 500;

/** The answer to a page's request, kept whole: no query, no render and no compression when it is sent again. */
export type TKeptPage = {
  status: 200 | 404;
  html: string;
  /** The Server-Timing header it was first sent with (the cost of its render). */
  serverTiming: string | undefined;
};

type TEntry = TKeptPage & {
  stamp: string;
  keptAt: number;
  /** Its compressed copies, made at the first request that accepts each encoding. */
  encoded: Map<TCompressedHtml['encoding'], TCompressedHtml>;
};

/**
 * The changes announced for a database: `all` counts those that may change any page (a professional published or
 * withdrawn, a reconnected listener that may have missed some), `any` every change, and each professional's own.
 */
type TVersions = {
  all: number;
  any: number;
  byProfessional: Map<number, number>;
  pages: Map<string, TEntry>;
};

const perDatabase = new WeakMap<TDatabase, TVersions>();

function versionsOf(db: TDatabase): TVersions {
  let versions = perDatabase.get(db);
  if (!versions) {
    versions = { all: 0, any: 0, byProfessional: new Map(), pages: new Map() };
    perDatabase.set(db, versions);
  }
  return versions;
}

/**
 * What a page shows, as a string that changes with every change announced for it (compared at each request, in
 * memory): a profile follows its professional; results and firm pages (several professionals) every change; the
 * other pages (the home page's count, the 404 page) the changes that may add or remove a professional anywhere.
 */
export function pageStamp(db: TDatabase, url: string): string {
  const versions = versionsOf(db);
  const match = matchPageRoute(url);
  if (match?.pattern === '/lawyer/:id') {
    const id = parseProfessionalId(match.params.id ?? '');
    return `${versions.all}.p${id === null ? '' : (versions.byProfessional.get(id) ?? 0)}`;
  }
  if (
    match?.pattern === '/search' ||
    (match?.pattern === '/cabinet/:id' && parseFirmId(match.params.id ?? '') !== null)
  )
    return `${versions.all}.a${versions.any}`;
  return `${versions.all}`;
}

/** The kept answer for this key, compressed for this request, if it is still what the page shows. */
export function keptPage(
  db: TDatabase,
  key: string,
  url: string,
  acceptEncoding: string | undefined,
  now: number,
): (TKeptPage & { body: TCompressedHtml }) | null {
  const { pages } = versionsOf(db);
  const entry = pages.get(key);
  if (!entry) return null;
  if (now - entry.keptAt >= KEPT_PAGE_MS || entry.stamp !== pageStamp(db, url)) {
    pages.delete(key);
    return null;
  }
  const encoding = preferredEncoding(acceptEncoding);
  let body = entry.encoded.get(encoding);
  if (!body) {
    body = compressHtml(entry.html, acceptEncoding);
    entry.encoded.set(body.encoding, body);
  }
  return { status: entry.status, html: entry.html, serverTiming: entry.serverTiming, body };
}

/**
 * Keeps a page's answer, with the compressed copy just sent, under the stamp read before its data was (a change
 * announced while it was drawn leaves it stale: the next request draws it again).
 */
export function keepPage(
  db: TDatabase,
  key: string,
  page: TKeptPage & { stamp: string; keptAt: number; body: TCompressedHtml },
): void {
  const { pages } = versionsOf(db);
  pages.delete(key);
  if (pages.size >= KEPT_PAGES_MAX) {
    // The oldest kept page goes first (a Map keeps insertion order).
    const oldest = pages.keys().next();
    if (!oldest.done) pages.delete(oldest.value);
  }
  pages.set(key, {
    status: page.status,
    html: page.html,
    serverTiming: page.serverTiming,
    stamp: page.stamp,
    keptAt: page.keptAt,
    encoded: new Map([[page.body.encoding, page.body]]),
  });
}

/**
 * Professionals changed, here or on another instance (start-cache-invalidation.ts): the pages showing them are
 * drawn again at their next request. `'every-page'`: anything may have changed (a change that can list them
 * elsewhere, or announcements possibly missed).
 */
export function forgetKeptPages(db: TDatabase, change: readonly number[] | 'every-page'): void {
  const versions = versionsOf(db);
  versions.any++;
  if (change === 'every-page') {
    versions.all++;
    versions.pages.clear();
    return;
  }
  for (const id of change) versions.byProfessional.set(id, (versions.byProfessional.get(id) ?? 0) + 1);
}

/** This instance's changes (professionalsChanged); other instances' arrive through start-cache-invalidation.ts. */
export const keptPagesListenToProfessionalsChanged: TProfessionalsChangedListener = {
  forget: (db, ids, everySearch) => forgetKeptPages(db, everySearch ? 'every-page' : ids),
};

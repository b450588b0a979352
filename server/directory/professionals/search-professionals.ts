import { type SQL, sql } from 'drizzle-orm';
import { availabilityFilterDeadline } from '#domain/agenda/availability/availability-filter.ts';
import { searchFirmCards } from '#domain/directory/firms/search-firm-cards.ts';
import {
  boundingBox,
  kmOfChord,
  type TUnitSpherePoint,
  unitSpherePoint,
} from '#domain/directory/geo/geo-distance.ts';
import { gridCellsCovering } from '#domain/directory/geo/grid-cells.ts';
import type { TResolvedPlace } from '#domain/directory/geo/resolved-place.ts';
import { foldSlotDays } from '#domain/directory/professionals/card-slots.ts';
import {
  DEFAULT_SEARCH_LOCATION,
  SEARCH_PAGE_SIZE,
} from '#domain/directory/professionals/search-constants.ts';
import { searchHeading } from '#domain/directory/professionals/search-heading.ts';
import type { TSearchQuery, TSearchResponse } from '#domain/directory/professionals/search-schemas.ts';
import { cachedSlotDays } from '#server/agenda/index.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { preparedPerDatabase } from '#server/db/prepared-per-database.ts';
import { professionalListings, professionals } from '#server/db/schema/index.ts';
import { profileFirmsJson, type TProfileFirm, toProfileFirms } from '#server/identity/index.ts';
import { communeIndex } from '../geo/commune-index';
import { availabilityOf, CARD_COLUMNS, type TCardRow, toProfessionalCard } from './professional-mappers';
import { RankingCache } from './search-cache';

/** Days of free slots sent with each result card (4 shown, the rest behind « Voir plus d'horaire »). */
const CARD_SLOT_DAYS = 7;
const DAY_MS = 86_400_000;

function distanceExpression(place: TResolvedPlace): SQL {
  // Haversine in SQL, in km; the cell and the bounding box before it do the coarse work.
  return sql`(2 * 6371.0088 * asin(sqrt(
    power(sin(radians(${professionalListings.latitude} - ${place.latitude}) / 2), 2)
    + cos(radians(${place.latitude})) * cos(radians(${professionalListings.latitude}))
      * power(sin(radians(${professionalListings.longitude} - ${place.longitude}) / 2), 2))))`;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

export async function searchProfessionals(
  db: TDatabase,
  query: TSearchQuery,
  now: Date,
): Promise<TSearchResponse> {
  const types = query.professionalType ?? [];
  const location = query.location?.trim() || DEFAULT_SEARCH_LOCATION;
  const place = communeIndex().resolve(location);
  const base = {
    heading: searchHeading(types, place?.label ?? location),
    page: query.page,
    pageSize: SEARCH_PAGE_SIZE,
    distanceKm: query.distance,
  };
  if (!place)
    return { ...base, place: null, total: 0, totalIsLowerBound: false, pageCount: 0, results: [], firms: [] };

  const box = boundingBox(place, query.distance);
  const distance = distanceExpression(place);
  // Only public professionals have a listing (the trigger keeps it so).
  const conditions: SQL[] = [
    sql`${professionalListings.latitude} between ${box.minLat} and ${box.maxLat}`,
    sql`${professionalListings.longitude} between ${box.minLon} and ${box.maxLon}`,
    sql`${distance} <= ${query.distance}`,
  ];
  if (types.length > 0)
    conditions.push(sql`${professionalListings.professionalType} = any(${textArray(types)})`);
  if (query.specialty?.length)
    conditions.push(sql`${professionalListings.specialties} && ${textArray(query.specialty)}`);
  if (query.modes?.length)
    conditions.push(sql`${professionalListings.consultationModes} && ${textArray(query.modes)}`);
  if (query.languages?.length)
    conditions.push(sql`${professionalListings.languages} && ${textArray(query.languages)}`);
  if (query.legalAid === 'true') conditions.push(sql`${professionalListings.acceptsLegalAid}`);
  if (query.availability) {
    conditions.push(sql`${professionalListings.acceptsOnlineBooking}`);
    conditions.push(
      sql`${professionalListings.nextFreeSlotAt} < ${availabilityFilterDeadline(query.availability, now).toISOString()}::timestamptz`,
    );
  }
  const search: TRankingSearch = {
    cells: gridCellsCovering(box),
    conditions,
    origin: unitSpherePoint(place),
  };

  const offset = (query.page - 1) * SEARCH_PAGE_SIZE;
  const ranking = await rankingFor(db, search, offset + SEARCH_PAGE_SIZE, cacheKey(query, place, now), now);
  const { total, totalIsLowerBound } = ranking;
  const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE);
  const ranked = ranking.rows.slice(offset, offset + SEARCH_PAGE_SIZE);
  if (ranked.length === 0)
    return { ...base, place, total, totalIsLowerBound, pageCount, results: [], firms: [] };

  const ids = ranked.map((row) => row.id);
  const cards = await cardRows(db, ids);
  const slotDays = await cachedSlotDays(
    db,
    cards.rows.flatMap((row) =>
      row.acceptsOnlineBooking
        ? [
            {
              professionalId: row.id,
              settingsKey: JSON.stringify(row.availability),
              settings: () => availabilityOf(row),
            },
          ]
        : [],
    ),
    now,
    new Date(now.getTime() + (CARD_SLOT_DAYS + 1) * DAY_MS),
  );
  const byId = new Map(cards.rows.map((row) => [row.id, row]));
  const results = ranked.flatMap((rank) => {
    const row = byId.get(rank.id);
    if (!row) return [];
    return [
      toProfessionalCard(row, {
        distanceKm: rank.distanceKm,
        slots: foldSlotDays(slotDays.get(row.id) ?? []),
        now,
      }),
    ];
  });
  // A lawyer of a firm of two public lawyers or more brings its card, even alone on the page.
  const listedFirms = cards.firms;
  const firms = searchFirmCards(
    results.map((card) => card.id),
    listedFirms,
  );
  return { ...base, place, total, totalIsLowerBound, pageCount, results, firms };
}

/**
 * Whole answers, serialised, for 2 seconds: a popular search is computed at most once per
 * 2 s per instance. Booking, cancelling or moving drops every answer showing that professional.
 */
const ANSWER_TTL_MS = 2_000;

export async function searchProfessionalsJson(
  db: TDatabase,
  query: TSearchQuery,
  now: Date,
): Promise<string> {
  const { answers: answerCache } = searchCachesOf(db);
  const key = JSON.stringify(query);
  const cached = answerCache.get(key, now.getTime());
  if (cached) return cached.json;
  const answer = await searchProfessionals(db, query, now);
  const json = JSON.stringify(answer);
  answerCache.set(key, { json, ids: answer.results.map((card) => card.id) }, now.getTime());
  return json;
}

type TSearchCaches = {
  answers: RankingCache<{ json: string; ids: number[] }>;
  rankings: RankingCache<TRanking>;
};

/**
 * The caches belong to an instance, and an instance is one database handle: one per process in
 * production, two in the test that runs two instances in one process (server/platform/cache-invalidation/).
 */
const cachesByDatabase = new WeakMap<TDatabase, TSearchCaches>();

function searchCachesOf(db: TDatabase): TSearchCaches {
  let caches = cachesByDatabase.get(db);
  if (!caches) {
    caches = {
      answers: new RankingCache(1000, ANSWER_TTL_MS),
      rankings: new RankingCache(500, RANKING_TTL_MS),
    };
    cachesByDatabase.set(db, caches);
  }
  return caches;
}

/** Drops professionals' cached cards, and the answers showing them, after a change of theirs. */
export function forgetCachedProfessionals(db: TDatabase, ids: readonly number[]): void {
  if (ids.length === 0) return;
  const { answers } = searchCachesOf(db);
  // One pass over the answers whatever the number of ids (a purge can announce thousands).
  const changed = new Set(ids);
  answers.deleteWhere((entry) => entry.ids.some((id) => changed.has(id)));
}

/**
 * The page's cards and their lawyers' firms in one statement by primary keys (ADR 0076): read live on each
 * search, so that a changed profile or firm shows at once; their free slots come from the agenda's cache.
 */
async function cardRows(db: TDatabase, ids: number[]): Promise<{ rows: TCardRow[]; firms: TProfileFirm[] }> {
  const read = await cardRowsQuery(db).execute({ ids });
  return {
    rows: read.map((row) => row.professional),
    firms: read.flatMap((row) => toProfileFirms(row.professional.id, row.firms)),
  };
}

function prepareCardRows(db: TDatabaseOrTransaction) {
  return db
    .select({
      professional: Object.fromEntries(CARD_COLUMNS.map((column) => [column, professionals[column]])) as {
        [K in (typeof CARD_COLUMNS)[number]]: (typeof professionals)[K];
      },
      firms: profileFirmsJson(),
    })
    .from(professionals)
    .where(sql`${professionals.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('search_cards');
}

const cardRowsQuery = preparedPerDatabase(prepareCardRows);

type TRankedRow = { id: number; distanceKm: number };
/** The first `rows` of a search, and how many match it (at most COUNTED_MATCHES). */
type TRanking = { rows: TRankedRow[]; total: number; totalIsLowerBound: boolean };
type TRankingSearch = { cells: number[]; conditions: SQL[]; origin: TUnitSpherePoint };

/** Rankings are kept 30 s per search; slots on the cards follow every change (ADR 0076). */
const RANKING_TTL_MS = 30_000;
/** Read ahead of the page asked for, so that the next pages come from the cache. */
const RANKING_READ_AHEAD = 2 * SEARCH_PAGE_SIZE;
/**
 * Counting stops there: an exact « 39 891 » would cost a read of every professional of a big city for
 * each search, and « plus de 1 000 » tells a visitor the same thing.
 */
export const COUNTED_MATCHES = 1000;

export function clearSearchRankingCache(db: TDatabase): void {
  const { rankings, answers } = searchCachesOf(db);
  rankings.clear();
  answers.clear();
}

function cacheKey(query: TSearchQuery, place: TResolvedPlace, now: Date): string {
  return JSON.stringify([
    place.inseeCode,
    place.latitude,
    place.longitude,
    query.distance,
    query.professionalType ?? [],
    query.specialty ?? [],
    query.modes ?? [],
    query.languages ?? [],
    query.legalAid ?? '',
    query.availability ? availabilityFilterDeadline(query.availability, now).toISOString() : '',
  ]);
}

async function rankingFor(
  db: TDatabase,
  search: TRankingSearch,
  needed: number,
  key: string,
  now: Date,
): Promise<TRanking> {
  const { rankings: rankingCache } = searchCachesOf(db);
  const cached = rankingCache.get(key, now.getTime());
  if (cached && (cached.rows.length >= needed || cached.rows.length >= cached.total)) return cached;
  // Read further: the count is known. A new search: its first rows and its count in one statement.
  const { rows, total: counted } = cached
    ? { rows: await topRanked(db, search, needed + RANKING_READ_AHEAD), total: cached.total }
    : await topRankedAndCounted(db, search, needed + RANKING_READ_AHEAD);
  const ranking = { rows, total: counted, totalIsLowerBound: counted >= COUNTED_MATCHES };
  rankingCache.set(key, ranking, now.getTime());
  return ranking;
}

/**
 * The first `limit` professionals by rating, then distance, then id (ADR 0077). First each grid cell of the
 * box gives its best `limit` ratings by walking the `(grid_cell, rating)` index, and their union's `limit`
 * best are `top`: everyone rated above the last of them (the threshold) is there. Most professionals share a
 * rating (the platform's mean), so the rest of the page is the nearest of those at the threshold, read nearest
 * first from the GiST index on `(rating, position)` by a second statement: with the threshold as a value, the
 * planner knows how common it is and reads a common rating nearest first, a rare one by its rating. The work
 * follows the page asked for, not the number of professionals in the area.
 */
async function topRanked(db: TDatabase, search: TRankingSearch, limit: number): Promise<TRankedRow[]> {
  const result = await db.execute(topQuery(search, limit));
  return completedWithTies(db, search, limit, rowsOf(result));
}

/** topRanked and countMatches in one round trip (a row per professional of `top`, or one without any), then the ties. */
async function topRankedAndCounted(
  db: TDatabase,
  search: TRankingSearch,
  limit: number,
): Promise<{ rows: TRankedRow[]; total: number }> {
  const result = await db.execute(sql`
    select counted.total, top.id, top.rating, top.chord
    from (${countQuery(search)}) as counted
    left join (${topQuery(search, limit)}) as top on true`);
  const read = rowsOf(result);
  return {
    total: Number(read[0]?.total ?? 0),
    rows: await completedWithTies(db, search, limit, read),
  };
}

type TTopRow = { id: number; rating: number; chord: number };

function rowsOf(result: unknown): (TTopRow & { total?: string | number })[] {
  const rows = (
    result as {
      rows: { total?: string | number; id: number | null; rating: number | null; chord: number | null }[];
    }
  ).rows;
  return rows.flatMap((row) =>
    row.id === null
      ? []
      : [{ total: row.total, id: Number(row.id), rating: Number(row.rating), chord: Number(row.chord) }],
  );
}

const byRankingOrder = (a: TTopRow, b: TTopRow): number =>
  b.rating - a.rating || a.chord - b.chord || a.id - b.id;

async function completedWithTies(
  db: TDatabase,
  search: TRankingSearch,
  limit: number,
  top: readonly TTopRow[],
): Promise<TRankedRow[]> {
  const ranked = [...top].sort(byRankingOrder);
  const threshold = ranked[limit - 1]?.rating;
  // Fewer than `limit` matches: they are all in `top`.
  if (threshold === undefined) return ranked.map(toRankedRow);
  const above = ranked.filter((row) => row.rating > threshold);
  const tied = await nearestAtRating(db, search, threshold, limit - above.length);
  return [...above, ...tied].map(toRankedRow);
}

function toRankedRow(row: TTopRow): TRankedRow {
  return { id: row.id, distanceKm: kmOfChord(row.chord) };
}

/**
 * Rows read past the page's need when reading nearest first: the index orders by distance alone (PostgreSQL
 * cannot follow a nearest-first order by the id), so professionals at the same distance (a firm's address) come
 * in any order and are put in id order here; a tie running past the margin is read whole.
 */
const SAME_DISTANCE_MARGIN = 30;

async function nearestAtRating(
  db: TDatabase,
  search: TRankingSearch,
  rating: number,
  count: number,
): Promise<TTopRow[]> {
  const origin = cubeOf(search.origin);
  const window = count + SAME_DISTANCE_MARGIN;
  // The filters are one opaque condition (`coalesce`): estimated clause by clause, a city's filters look rare
  // and PostgreSQL would rather read and sort every match than read nearest first and stop at the page.
  const nearest = rowsOf(
    await db.execute(sql`
      select ${professionalListings.professionalId} as id, ${professionalListings.rating} as rating,
        ${professionalListings.position} <-> ${origin} as chord
      from ${professionalListings}
      where ${professionalListings.rating} = ${rating}
        and coalesce((${sql.join(search.conditions, sql` and `)}), false)
      order by ${professionalListings.position} <-> ${origin}
      limit ${window}`),
  ).sort(byRankingOrder);
  const boundary = nearest[count - 1]?.chord;
  if (boundary === undefined || nearest.length < window || nearest[window - 1]?.chord !== boundary)
    return nearest.slice(0, count);
  const atBoundary = rowsOf(
    await db.execute(sql`
      select ${professionalListings.professionalId} as id, ${professionalListings.rating} as rating,
        ${professionalListings.position} <-> ${origin} as chord
      from ${professionalListings}
      where ${professionalListings.rating} = ${rating} and ${sql.join(search.conditions, sql` and `)}
        and ${professionalListings.position} <@ ${cubeAround(search.origin, boundary)}
        and ${professionalListings.position} <-> ${origin} = ${boundary}
      order by ${professionalListings.professionalId}
      limit ${count}`),
  );
  return [...nearest.filter((row) => row.chord < boundary), ...atBoundary].slice(0, count);
}

/** The cube holding every point within `chord` of `center` (a hair wider for rounding). */
function cubeAround(center: TUnitSpherePoint, chord: number): SQL {
  const half = chord + 1e-9;
  const [x, y, z] = center;
  return sql`cube(${`{${x - half},${y - half},${z - half}}`}::float8[], ${`{${x + half},${y + half},${z + half}}`}::float8[])`;
}

function cubeOf(point: readonly number[]): SQL {
  return sql`cube(${`{${point.join(',')}}`}::float8[])`;
}

/** Each cell's best `limit` ratings, then the union's (no order among equal ratings: completedWithTies orders them). */
function topQuery(search: TRankingSearch, limit: number): SQL {
  return sql`
    select cell_top.id, cell_top.rating, cell_top.chord
    from unnest(${cellArray(search.cells)}) as cell(id)
    cross join lateral (
      select ${professionalListings.professionalId} as id, ${professionalListings.rating} as rating,
        ${professionalListings.position} <-> ${cubeOf(search.origin)} as chord
      from ${professionalListings}
      where ${professionalListings.gridCell} = cell.id and ${sql.join(search.conditions, sql` and `)}
      order by ${professionalListings.rating} desc nulls last
      limit ${limit}
    ) as cell_top
    order by cell_top.rating desc
    limit ${limit}`;
}

/** How many professionals match, counted up to COUNTED_MATCHES. */
function countQuery(search: TRankingSearch): SQL {
  return sql`
    select count(*) as total from (
      select 1 from ${professionalListings}
      where ${professionalListings.gridCell} = any(${cellArray(search.cells)})
        and ${sql.join(search.conditions, sql` and `)}
      limit ${COUNTED_MATCHES}
    ) as matches`;
}

function cellArray(cells: readonly number[]): SQL {
  return sql`${`{${cells.join(',')}}`}::int[]`;
}

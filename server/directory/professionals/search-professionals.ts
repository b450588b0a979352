import { type SQL, sql } from 'drizzle-orm';
import { availabilityFilterDeadline } from '#domain/agenda/availability/availability-filter.ts';
import { searchFirmCards } from '#domain/directory/firms/search-firm-cards.ts';
import { boundingBox } from '#domain/directory/geo/geo-distance.ts';
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
  const search: TRankingSearch = { cells: gridCellsCovering(box), conditions, distance };

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
type TRankingSearch = { cells: number[]; conditions: SQL[]; distance: SQL };

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
 * The first `limit` professionals by rating, then distance, then id. Each grid cell of the box gives
 * its own first `limit` by rating (with the ties of the last one, so that the distance can order
 * them) by walking the `(grid_cell, rating)` index and stopping there; the union holds the overall
 * first `limit`. The work follows the page asked for, not the number of professionals in the city.
 * (`nulls last` is the index's order: without it PostgreSQL reads and sorts the whole cell.)
 */
async function topRanked(db: TDatabase, search: TRankingSearch, limit: number): Promise<TRankedRow[]> {
  const result = await db.execute(sql`
    select ranked.id, ranked.distance_km from (${topRankedQuery(search, limit)}) as ranked
    order by ranked.rating desc, ranked.distance_km asc, ranked.id asc`);
  return (result as unknown as { rows: { id: number; distance_km: number }[] }).rows.map((row) => ({
    id: Number(row.id),
    distanceKm: Number(row.distance_km),
  }));
}

/** topRanked and countMatches in one round trip: a row per ranked professional, or one without any. */
async function topRankedAndCounted(
  db: TDatabase,
  search: TRankingSearch,
  limit: number,
): Promise<{ rows: TRankedRow[]; total: number }> {
  const result = await db.execute(sql`
    select counted.total, ranked.id, ranked.distance_km
    from (${countQuery(search)}) as counted
    left join (${topRankedQuery(search, limit)}) as ranked on true
    order by ranked.rating desc, ranked.distance_km asc, ranked.id asc`);
  const read = (
    result as unknown as { rows: { total: string | number; id: number | null; distance_km: number | null }[] }
  ).rows;
  return {
    total: Number(read[0]?.total ?? 0),
    rows: read.flatMap((row) =>
      row.id === null ? [] : [{ id: Number(row.id), distanceKm: Number(row.distance_km) }],
    ),
  };
}

function topRankedQuery(search: TRankingSearch, limit: number): SQL {
  return sql`
    select ranked.id, ranked.rating, ranked.distance_km
    from unnest(${cellArray(search.cells)}) as cell(id)
    cross join lateral (
      select ${professionalListings.professionalId} as id, ${professionalListings.rating} as rating,
        ${search.distance} as distance_km
      from ${professionalListings}
      where ${professionalListings.gridCell} = cell.id and ${sql.join(search.conditions, sql` and `)}
      order by ${professionalListings.rating} desc nulls last
      fetch first ${limit} rows with ties
    ) as ranked
    order by ranked.rating desc, ranked.distance_km asc, ranked.id asc
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

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import { haversineKm, type TLatLon } from '#domain/directory/geo/geo-distance.ts';
import { gridCellOf } from '#domain/directory/geo/grid-cells.ts';
import { SEARCH_PAGE_SIZE } from '#domain/directory/professionals/search-constants.ts';
import type { TSearchResponse } from '#domain/directory/professionals/search-schemas.ts';
import { bayesianAverage } from '#domain/directory/reviews/review-ranking.ts';
import { markListingsAllVisible, refreshNextFreeSlots } from '#server/agenda/availability/next-free-slot.ts';
import { professionalListings, professionals, reviewRankingPrior } from '#server/db/schema/index.ts';
import { Random } from '#server/db/seed/directory/random.ts';
import { buildProfessional, insertProfessional } from '#server/test-support/factories.ts';
import { createTestApp, type TTestApp } from '#server/test-support/test-app.ts';
import { COUNTED_MATCHES } from './search-professionals';

let t: TTestApp;
const NOW = new Date('2026-11-23T07:00:00Z');
// Around Toulouse, far from the demo seed's professionals.
const TOULOUSE = { latitude: 43.6045, longitude: 1.444 };
const TYPES = ['avocat', 'notaire', 'commissaire'] as const;
const SPECIALTIES = ['Droit pénal', 'Droit de la famille', 'Droit immobilier', 'Droit du travail'];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const random = Random.seeded(11);
  // 400 professionals, with a handful of ratings: many ties, which only the distance (then the id)
  // can order, across cell borders.
  const rows = Array.from({ length: 400 }, (_, index) => {
    const specialty = random.pick(SPECIALTIES);
    return buildProfessional({
      lastName: `Toulouse${index}`,
      professionalType: random.pick(TYPES),
      specialty,
      specialties: [specialty],
      ratingAverage: random.pick([4, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 5]),
      // Three quarters packed in one to four cells (more than a page's read per cell), the rest spread.
      latitude: TOULOUSE.latitude + (random.next() - 0.5) * (index % 4 === 0 ? 0.5 : 0.08),
      longitude: TOULOUSE.longitude + (random.next() - 0.5) * (index % 4 === 0 ? 0.7 : 0.08),
      city: 'Toulouse',
      postalCode: '31000',
      communeCode: '31555',
    });
  });
  await t.handle.db.insert(professionals).values(rows);
});

afterAll(async () => {
  await t.close();
});

async function search(query: string): Promise<TSearchResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/professionals/search?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

type TListed = { id: number; latitude: number; longitude: number; rating: number; professionalType: string };

/** Every listed professional ranked the slow, obvious way. */
async function expectedRanking(center: TLatLon, distanceKm: number, type?: string): Promise<number[]> {
  const listed: TListed[] = await t.handle.db
    .select({
      id: professionalListings.professionalId,
      latitude: sql<number>`${professionalListings.latitude}`,
      longitude: sql<number>`${professionalListings.longitude}`,
      rating: professionalListings.rating,
      professionalType: professionalListings.professionalType,
    })
    .from(professionalListings)
    .where(sql`${professionalListings.latitude} is not null`);
  return listed
    .map((row) => ({ ...row, distance: haversineKm(center, row) }))
    .filter((row) => row.distance <= distanceKm && (!type || row.professionalType === type))
    .sort((a, b) => b.rating - a.rating || a.distance - b.distance || a.id - b.id)
    .map((row) => row.id);
}

describe('ranking cell by cell', () => {
  it('gives every page exactly what ranking all the professionals would give, and the exact count', async () => {
    for (const [distance, type] of [
      [20, undefined],
      [10, 'avocat'],
      [8, undefined],
    ] as const) {
      const place = (await search('location=Toulouse')).place;
      if (!place) throw new Error('Toulouse inconnue');
      const expected = await expectedRanking(place, distance, type);
      expect(expected.length).toBeGreaterThan(SEARCH_PAGE_SIZE);
      const pageCount = Math.ceil(expected.length / SEARCH_PAGE_SIZE);
      const seen: number[] = [];
      // Forwards, the cached ranking is read further every third page; backwards, read whole at once.
      const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
      for (const page of type ? pages.reverse() : pages) {
        const query = new URLSearchParams({
          location: 'Toulouse',
          distance: String(distance),
          page: String(page),
        });
        if (type) query.set('professionalType', type);
        const body = await search(query.toString());
        expect(body.total).toBe(expected.length);
        expect(body.totalIsLowerBound).toBe(false);
        expect(body.pageCount).toBe(pageCount);
        const ids = body.results.map((card) => card.id);
        expect(ids).toEqual(expected.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE));
        seen.push(...ids);
      }
      expect(new Set(seen).size).toBe(expected.length);
    }
  });

  it('orders professionals at the same distance by id, even more of them than a page and its margin', async () => {
    // A building of 150 with one rating (read nearest first, then all of its tie in id order), some nearer,
    // some farther, and a few better rated: the same order as ranking them all.
    const BREST = { latitude: 48.3904, longitude: -4.4861 };
    const building = { latitude: BREST.latitude + 0.01, longitude: BREST.longitude + 0.01 };
    const random = Random.seeded(13);
    const at = (index: number, place: TLatLon, ratingAverage: number) =>
      buildProfessional({
        lastName: `Brest${index}`,
        ratingAverage,
        latitude: place.latitude,
        longitude: place.longitude,
        city: 'Brest',
        postalCode: '29200',
        communeCode: '29019',
      });
    const spread = () => ({
      latitude: BREST.latitude + (random.next() - 0.5) * 0.04,
      longitude: BREST.longitude + (random.next() - 0.5) * 0.06,
    });
    await t.handle.db
      .insert(professionals)
      .values([
        ...Array.from({ length: 150 }, (_, index) => at(index, building, 4.5)),
        ...Array.from({ length: 40 }, (_, index) => at(150 + index, spread(), 4.5)),
        ...Array.from({ length: 5 }, (_, index) => at(190 + index, spread(), 5)),
      ]);
    const place = (await search('location=Brest')).place;
    if (!place) throw new Error('Brest inconnue');
    const expected = await expectedRanking(place, 5);
    expect(expected.length).toBe(195);
    const pageCount = Math.ceil(expected.length / SEARCH_PAGE_SIZE);
    for (let page = 1; page <= pageCount; page++) {
      const body = await search(`location=Brest&distance=5&page=${page}`);
      expect(body.results.map((card) => card.id)).toEqual(
        expected.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE),
      );
    }
  });

  it('stops counting at a thousand and says so', async () => {
    const random = Random.seeded(12);
    const many = Array.from({ length: COUNTED_MATCHES + 50 }, (_, index) =>
      buildProfessional({
        lastName: `Rennes${index}`,
        latitude: 48.1173 + (random.next() - 0.5) * 0.1,
        longitude: -1.6778 + (random.next() - 0.5) * 0.1,
        city: 'Rennes',
        postalCode: '35000',
        communeCode: '35238',
      }),
    );
    await t.handle.db.insert(professionals).values(many);
    const body = await search('location=Rennes&distance=10');
    expect(body.total).toBe(COUNTED_MATCHES);
    expect(body.totalIsLowerBound).toBe(true);
    expect(body.pageCount).toBe(COUNTED_MATCHES / SEARCH_PAGE_SIZE);
    expect(body.results).toHaveLength(SEARCH_PAGE_SIZE);
  });
});

describe('the search listing kept by the database', () => {
  it('puts a professional in the grid cell the server computes', async () => {
    const cells = await t.handle.db
      .select({
        cell: professionalListings.gridCell,
        latitude: sql<number>`${professionalListings.latitude}`,
        longitude: sql<number>`${professionalListings.longitude}`,
      })
      .from(professionalListings)
      .where(sql`${professionalListings.latitude} is not null`);
    expect(cells.length).toBeGreaterThan(400);
    for (const row of cells) expect(row.cell).toBe(gridCellOf(row.latitude, row.longitude));
  });

  it('follows publication, edits and deletion, and asks for a new first free slot when the hours change', async () => {
    const db = t.handle.db;
    const listing = async (id: number) =>
      (await db.select().from(professionalListings).where(eq(professionalListings.professionalId, id)))[0];
    const pending = await insertProfessional(db, { verificationStatus: 'pending', ratingAverage: 4.1 });
    expect(await listing(pending.id)).toBeUndefined();

    await db
      .update(professionals)
      .set({ verificationStatus: 'verified' })
      .where(eq(professionals.id, pending.id));
    // Ranked by its Bayesian score: 10 reviews at 4.1 around the platform's mean (issue 29 §3).
    const [prior] = await db.select().from(reviewRankingPrior);
    expect(await listing(pending.id)).toMatchObject({ professionalType: 'avocat' });
    expect((await listing(pending.id))?.rating).toBeCloseTo(
      bayesianAverage({ average: 4.1, count: 10 }, { mean: prior?.mean ?? 0, weight: prior?.weight ?? 0 }),
      10,
    );

    await db
      .update(professionalListings)
      .set({ nextFreeSlotAt: NOW, nextFreeSlotComputedAt: NOW })
      .where(eq(professionalListings.professionalId, pending.id));
    // A change search does not read leaves the computed slot alone…
    await db
      .update(professionals)
      .set({ description: 'Autre texte' })
      .where(eq(professionals.id, pending.id));
    expect((await listing(pending.id))?.nextFreeSlotComputedAt).toEqual(NOW);
    // …new hours or modes do not: the refresher will recompute it.
    await db
      .update(professionals)
      .set({
        specialties: ['Droit pénal'],
        availability: { ...defaultAvailabilitySettings(), minNoticeMinutes: 180 },
      })
      .where(eq(professionals.id, pending.id));
    expect(await listing(pending.id)).toMatchObject({
      specialties: ['Droit pénal'],
      minNoticeMinutes: 180,
      nextFreeSlotComputedAt: null,
    });

    await db.update(professionals).set({ delistedAt: NOW }).where(eq(professionals.id, pending.id));
    expect(await listing(pending.id)).toBeUndefined();
    await db.update(professionals).set({ delistedAt: null }).where(eq(professionals.id, pending.id));
    expect(await listing(pending.id)).toBeDefined();
    await db.delete(professionals).where(eq(professionals.id, pending.id));
    expect(await listing(pending.id)).toBeUndefined();
  });
});

describe('reading the index alone', () => {
  it('marks the listings all-visible again after first free slots are rewritten', async () => {
    const db = t.handle.db;
    const listed = await db
      .select({ id: professionalListings.professionalId, cell: professionalListings.gridCell })
      .from(professionalListings)
      .where(sql`${professionalListings.gridCell} is not null`)
      .limit(50);
    await refreshNextFreeSlots(
      db,
      listed.map((row) => row.id),
      NOW,
    );
    await markListingsAllVisible(db);
    const plan = await db.transaction(async (tx) => {
      // A few hundred rows: left to itself the planner would read the table whole.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return tx.execute(sql`
        explain (analyze, format json)
        select professional_id, latitude, longitude, professional_type from professional_listings
        where grid_cell = ${listed[0]?.cell ?? 0} order by rating desc nulls last limit 5`);
    });
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    expect(text).toContain('"Node Type":"Index Only Scan"');
    expect(text).toContain('"Heap Fetches":0');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TSearchResponse, ZSearchResponse } from '#domain/directory/professionals/search-schemas.ts';
import { INITIAL_DATA_SCRIPT_ID, parseInitialData } from '#domain/directory/seo/initial-data.ts';
import { firmMembers, firms, professionals, users } from '#server/db/schema/index.ts';
import { firmIdOf, insertProfessionalAccount, moveIntoFirm } from '#server/test-support/factories.ts';
import { createTestApp, type TTestApp } from '#server/test-support/test-app.ts';

// Issue 27 §3: « the firm appears in search results as a firm card beside its lawyers' cards »: a firm of two
// public lawyers or more, as soon as one of them is on the page (ADR 0063, amended).
const HOSTILE_NAME = 'Cabinet </script><script>alert(1)</script><!-- $&';
// Bordeaux, where the demo has nobody: the search answers only for this file's lawyers.
const BORDEAUX = {
  city: 'Bordeaux',
  postalCode: '33000',
  communeCode: '33063',
  latitude: 44.8378,
  longitude: -0.5792,
};
const INDEX_HTML =
  '<!doctype html><html lang="fr"><head><title>JurisRDV</title></head><body><div id="root"></div></body></html>';

let t: TTestApp;
let webDir: string;
let firmId: number;
let otherFirmId: number;
let duoFirmId: number;
/** Profile ids by name. */
const ids: Record<string, number> = {};

async function lawyer(
  key: string,
  ratingAverage: number,
  overrides: Partial<typeof professionals.$inferInsert> = {},
) {
  const { user, professional } = await insertProfessionalAccount(t.handle.db, {
    email: `${key.toLowerCase()}@example.com`,
    firstName: key,
    lastName: 'Bordelais',
  });
  await t.handle.db
    .update(professionals)
    .set({ ...BORDEAUX, ratingAverage, ...overrides })
    .where(eq(professionals.id, professional.id));
  ids[key] = professional.id;
  return user.id;
}

async function search(query: string): Promise<TSearchResponse> {
  const answer = await t.app.inject({ method: 'GET', url: `/api/professionals/search?${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return ZSearchResponse.parse(answer.json());
}

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'jurisrdv-web-'));
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDir, '.vite', 'manifest.json'), '{}');
  t = await createTestApp({ webDistDir: webDir });
  const db = t.handle.db;
  // Ranking: rating, then distance (all at one point here), then id. Page 1: Anne and nine lawyers alone;
  // page 2: the tenth alone, then Bruno and Chloé, Anne's collaborators, the notary and Paul, then Duo.
  const anne = await lawyer('Anne', 5);
  firmId = await firmIdOf(db, anne);
  await db.update(firms).set({ name: HOSTILE_NAME, city: 'Bordeaux' }).where(eq(firms.id, firmId));
  for (let n = 1; n <= 10; n++) await lawyer(`Seul${n}`, 4.5);
  await moveIntoFirm(db, await lawyer('Bruno', 4), firmId, 'collaborator');
  await moveIntoFirm(db, await lawyer('Chloe', 4), firmId, 'collaborator');
  // A lawyer of that firm awaiting validation is in no search; a firm of two whose other lawyer is a notary.
  await moveIntoFirm(
    db,
    await lawyer('Attente', 4.9, { verificationStatus: 'pending' }),
    firmId,
    'collaborator',
  );
  const notary = await lawyer('Notaire', 3, {
    professionalType: 'notaire',
    specialty: 'Droit immobilier',
    specialties: ['Droit immobilier'],
  });
  otherFirmId = await firmIdOf(db, notary);
  await db.update(firms).set({ name: 'Étude Notaire & Associés' }).where(eq(firms.id, otherFirmId));
  await moveIntoFirm(db, await lawyer('Paul', 3), otherFirmId, 'associate');
  // A firm of two whose other lawyer has no public profile yet: Duo is the firm, as a lawyer alone is.
  const duo = await lawyer('Duo', 2);
  duoFirmId = await firmIdOf(db, duo);
  await moveIntoFirm(
    db,
    await lawyer('Brouillon', 2, { verificationStatus: 'pending' }),
    duoFirmId,
    'associate',
  );
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('firm cards in GET /api/professionals/search', () => {
  it('leaves the ranking and the pages as they were, and gives its card to a firm of public lawyers on each page where one is', async () => {
    const page1 = await search('location=Bordeaux');
    expect(page1.total).toBe(16);
    expect(page1.results.map((result) => result.id)).toEqual([
      ids.Anne,
      ...Array.from({ length: 9 }, (_, n) => ids[`Seul${n + 1}`]),
    ]);
    // Anne alone of her firm on page 1 brings its card: Bruno and Chloé are public too, on page 2. The nine
    // lawyers alone in their firms get none.
    expect(page1.firms).toEqual([
      {
        id: firmId,
        name: HOSTILE_NAME,
        city: 'Bordeaux',
        logoUrl: null,
        lawyerIds: [ids.Anne],
        publicProfileCount: 3,
        allAvocats: true,
      },
    ]);

    const page2 = await search('location=Bordeaux&page=2');
    expect(page2.results.map((result) => result.id)).toEqual([
      ids.Seul10,
      ids.Bruno,
      ids.Chloe,
      ids.Notaire,
      ids.Paul,
      ids.Duo,
    ]);
    // Attente, awaiting validation, is neither listed nor counted; Duo's colleague neither: no card for Duo.
    expect(page2.firms).toEqual([
      {
        id: firmId,
        name: HOSTILE_NAME,
        city: 'Bordeaux',
        logoUrl: null,
        lawyerIds: [ids.Bruno, ids.Chloe],
        publicProfileCount: 3,
        allAvocats: true,
      },
      {
        id: otherFirmId,
        name: 'Étude Notaire & Associés',
        city: 'Paris',
        logoUrl: null,
        lawyerIds: [ids.Notaire, ids.Paul],
        publicProfileCount: 2,
        allAvocats: false,
      },
    ]);
    expect(page2.firms.map((firm) => firm.id)).not.toContain(duoFirmId);
  });

  it('follows the filters: a search for lawyers only leaves the notary out, her firm’s card stays with Paul', async () => {
    const answer = await search('location=Bordeaux&professionalType=avocat&page=2');
    expect(answer.results.map((result) => result.id)).toEqual([
      ids.Seul10,
      ids.Bruno,
      ids.Chloe,
      ids.Paul,
      ids.Duo,
    ]);
    expect(answer.firms.map((firm) => [firm.id, firm.lawyerIds, firm.publicProfileCount])).toEqual([
      [firmId, [ids.Bruno, ids.Chloe], 3],
      [otherFirmId, [ids.Paul], 2],
    ]);
  });

  it('gives a one-result page its firm’s card, and none to a lawyer alone in their firm', async () => {
    // Only Anne, then only Duo, takes legal aid: each is the search's one result.
    await t.handle.db
      .update(professionals)
      .set({ acceptsLegalAid: true })
      .where(eq(professionals.id, ids.Anne as number));
    const anne = await search('location=Bordeaux&distance=5&legalAid=true');
    expect(anne.results.map((result) => result.id)).toEqual([ids.Anne]);
    expect(anne.firms.map((firm) => [firm.id, firm.lawyerIds])).toEqual([[firmId, [ids.Anne]]]);
    await t.handle.db
      .update(professionals)
      .set({ acceptsLegalAid: false })
      .where(eq(professionals.id, ids.Anne as number));
    await t.handle.db
      .update(professionals)
      .set({ acceptsLegalAid: true })
      .where(eq(professionals.id, ids.Duo as number));
    const duo = await search('location=Bordeaux&distance=6&legalAid=true');
    expect(duo.results.map((result) => result.id)).toEqual([ids.Duo]);
    expect(duo.firms).toEqual([]);
  });

  it('never names a firm member who is not a lawyer, nor counts one', async () => {
    const [assistant] = await t.handle.db
      .insert(users)
      .values({
        email: 'assistante.bordeaux@example.com',
        passwordHash: 'x',
        role: 'staff',
        firstName: 'Iris',
        lastName: 'Assistante',
      })
      .returning();
    if (!assistant) throw new Error('no assistant');
    await t.handle.db.insert(firmMembers).values({ userId: assistant.id, firmId, role: 'assistant' });
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/professionals/search?location=Bordeaux&page=2&distance=11',
    });
    expect(answer.body).not.toMatch(/Iris|Assistante|@/);
    const [card] = ZSearchResponse.parse(answer.json()).firms;
    expect(card?.lawyerIds).toEqual([ids.Bruno, ids.Chloe]);
    // Anne, Bruno and Chloé: the assistant is nobody's public profile.
    expect(card?.publicProfileCount).toBe(3);
  });

  it('comes with the first page’s data in the page’s HTML, escaped', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/search?location=Bordeaux&page=2&distance=12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    const open = `<script type="application/json" id="${INITIAL_DATA_SCRIPT_ID}">`;
    const start = page.body.indexOf(open) + open.length;
    const data = parseInitialData(page.body.slice(start, page.body.indexOf('</script>', start)));
    expect(data.search?.response.firms.map((firm) => [firm.id, firm.name])).toEqual([
      [firmId, HOSTILE_NAME],
      [otherFirmId, 'Étude Notaire & Associés'],
    ]);
  });
});

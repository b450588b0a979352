import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRM_NOT_FOUND_MESSAGE,
  type TFirmPage,
  ZFirmPage,
} from '#domain/directory/firms/firm-page-schemas.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { firmMembers, firms, professionals, users } from '#server/db/schema/index.ts';
import { registerSeoRoutes } from '#server/directory/index.ts';
import { countFirmsWithPublicPage } from '#server/identity/index.ts';
import { WEB_DIST_DIR } from '#server/platform/project-root.ts';
import { firmIdOf, insertProfessionalAccount, moveIntoFirm } from '#server/test-support/factories.ts';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '#server/test-support/test-app.ts';

const HOSTILE = '</script><script>alert(1)</script><!--';

let t: TTestApp;
let sophieFirm: number;
let thomasFirm: number;
/** A firm whose one lawyer awaits validation. */
let pendingFirm: number;
const ids = { sophie: 1, thomas: 2, luc: 0, nina: 0, paul: 0 };

async function userIdOf(email: string): Promise<string> {
  const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} absent`);
  return user.id;
}

async function firmPage(id: number | string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/firms/${id}` });
  return { status: response.statusCode, body: response.body, json: () => response.json() };
}

async function readFirm(id: number): Promise<TFirmPage> {
  const answer = await firmPage(id);
  expect(answer.status, answer.body).toBe(200);
  return ZFirmPage.parse(answer.json());
}

beforeAll(async () => {
  if (!existsSync(join(WEB_DIST_DIR, 'index.html')))
    throw new Error('npm run build first: dist/web is missing');
  t = await createTestApp({ webDistDir: WEB_DIST_DIR });
  const db = t.handle.db;
  sophieFirm = await firmIdOf(db, await userIdOf('sophie.martin@example.com'));
  thomasFirm = await firmIdOf(db, await userIdOf('thomas.bernard@example.com'));

  // Sophie's firm: Luc, a public collaborator; Nina, a collaborator awaiting validation; an assistant.
  const luc = await insertProfessionalAccount(db, {
    email: 'luc.fontaine@example.com',
    firstName: 'Luc',
    lastName: 'Fontaine',
  });
  ids.luc = luc.professional.id;
  await db
    .update(professionals)
    .set({ specialty: 'Droit pénal', specialties: ['Droit pénal'], title: 'Avocat' })
    .where(eq(professionals.id, ids.luc));
  await moveIntoFirm(db, luc.user.id, sophieFirm, 'collaborator');
  const nina = await insertProfessionalAccount(db, {
    email: 'nina.attente@example.com',
    firstName: 'Nina',
    lastName: 'Attente',
  });
  ids.nina = nina.professional.id;
  await db.update(professionals).set({ verificationStatus: 'pending' }).where(eq(professionals.id, ids.nina));
  await moveIntoFirm(db, nina.user.id, sophieFirm, 'collaborator');
  const [assistant] = await db
    .insert(users)
    .values({
      email: 'assistante.martin@example.com',
      passwordHash: 'x',
      role: 'professional',
      firstName: 'Alice',
      lastName: 'Assistante',
    })
    .returning();
  if (!assistant) throw new Error('no assistant');
  await db.insert(firmMembers).values({ userId: assistant.id, firmId: sophieFirm, role: 'assistant' });

  // A firm of its own for Paul, who awaits validation: no public lawyer, no page.
  const paul = await insertProfessionalAccount(db, {
    email: 'paul.attente@example.com',
    firstName: 'Paul',
    lastName: 'Attente',
  });
  ids.paul = paul.professional.id;
  await db.update(professionals).set({ verificationStatus: 'pending' }).where(eq(professionals.id, ids.paul));
  pendingFirm = await firmIdOf(db, paul.user.id);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/firms/:id', () => {
  it('gives the firm and its public lawyers, associates first: not the one awaiting validation, nor the assistant', async () => {
    const firm = await readFirm(sophieFirm);
    expect(firm).toMatchObject({ id: sophieFirm, name: 'Cabinet Martin Avocats', legalForm: 'individuel' });
    expect(firm.lawyers.map((lawyer) => [lawyer.id, lawyer.name, lawyer.specialty])).toEqual([
      [ids.sophie, 'Maître Sophie Martin', 'Droit de la famille'],
      [ids.luc, 'Maître Luc Fontaine', 'Droit pénal'],
    ]);
  });

  it('never shows an e-mail, a SIRET, a role, a staff member or anything of another firm', async () => {
    const answer = await firmPage(sophieFirm);
    expect(answer.body).not.toMatch(/@|siret|invoicing|assistant|Alice|Nina|Thomas|Bernard/i);
    const thomas = await readFirm(thomasFirm);
    expect(thomas.lawyers.map((lawyer) => lawyer.id)).toEqual([ids.thomas]);
    expect(JSON.stringify(thomas)).not.toMatch(/Martin|Fontaine/);
  });

  it('gives each lawyer their first free slot of each mode, the very slots of their profile', async () => {
    const firm = await readFirm(sophieFirm);
    const sophie = firm.lawyers[0];
    const response = await t.app.inject({ method: 'GET', url: `/api/professionals/${ids.sophie}` });
    const profile = response.json() as TProfessionalProfile;
    const profileSlots = profile.slotDays.flatMap((day) => day.slots);
    expect(sophie?.firstSlots[0]?.start).toBe(profile.nextAvailableAt);
    for (const mode of ['cabinet', 'visio', 'telephone'] as const) {
      const first = profileSlots.find((slot) => slot.modes.includes(mode));
      expect(
        sophie?.firstSlots.find((slot) => slot.modes.includes(mode)),
        mode,
      ).toEqual(first);
    }
  });

  it('gives no slot for a lawyer who takes no booking online, and still lists them', async () => {
    await t.handle.db
      .update(professionals)
      .set({ acceptsOnlineBooking: false })
      .where(eq(professionals.id, ids.luc));
    try {
      const luc = (await readFirm(sophieFirm)).lawyers.find((lawyer) => lawyer.id === ids.luc);
      expect(luc).toMatchObject({ acceptsOnlineBooking: false, firstSlots: [] });
    } finally {
      await t.handle.db
        .update(professionals)
        .set({ acceptsOnlineBooking: true })
        .where(eq(professionals.id, ids.luc));
    }
  });

  it('answers 404 in French for a firm with no public lawyer and for an unknown firm', async () => {
    for (const id of [pendingFirm, 999_999_999, 0]) {
      const answer = await firmPage(id);
      expect(answer.status, String(id)).toBe(404);
      expect(answer.json()).toEqual({ error: { code: 'NOT_FOUND', message: FIRM_NOT_FOUND_MESSAGE } });
    }
  });

  it('refuses an id that is not one with 400, never 500', async () => {
    for (const id of ['abc', '99999999999', '-1', '1.5', '1e3', '%00', encodeURIComponent(HOSTILE)]) {
      const answer = await firmPage(id);
      expect([400, 404], `${id}: ${answer.body}`).toContain(answer.status);
    }
    expect((await firmPage('abc')).status).toBe(400);
    expect((await firmPage('99999999999')).status).toBe(400);
  });

  it('tells a profile its firm, for the link to the firm page', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/professionals/${ids.luc}` });
    expect((response.json() as TProfessionalProfile).firm).toEqual({
      id: sophieFirm,
      name: 'Cabinet Martin Avocats',
    });
  });
});

type THead = { title: string; canonical: string | null; robots: string | null; jsonLd: string[] };

function readHead(html: string): THead {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const head = {
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    ),
  };
  void window.happyDOM.close();
  return head;
}

describe('the page /cabinet/:id', () => {
  it('is served with its title, canonical URL and JSON-LD: a LegalService with its lawyers as employees', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/cabinet/${sophieFirm}` });
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.title).toBe('Cabinet Martin Avocats à Paris | JurisRDV');
    expect(head.canonical).toBe(`${TEST_PUBLIC_URL}/cabinet/${sophieFirm}`);
    expect(head.jsonLd).toHaveLength(1);
    const data = JSON.parse(head.jsonLd[0] ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      name: 'Cabinet Martin Avocats',
      url: `${TEST_PUBLIC_URL}/cabinet/${sophieFirm}`,
      address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'FR' },
      employee: [
        { '@type': 'Person', name: 'Maître Sophie Martin', url: `${TEST_PUBLIC_URL}/lawyer/${ids.sophie}` },
        {
          '@type': 'Person',
          name: 'Maître Luc Fontaine',
          url: `${TEST_PUBLIC_URL}/lawyer/${ids.luc}`,
          jobTitle: 'Avocat',
        },
      ],
    });
    // The page's first render needs no request: the API's answer is in the page.
    expect(response.body).toContain('id="donnees-initiales"');
  });

  it('keeps a hostile firm name as text', async () => {
    await t.handle.db.update(firms).set({ name: HOSTILE }).where(eq(firms.id, thomasFirm));
    const response = await t.app.inject({ method: 'GET', url: `/cabinet/${thomasFirm}` });
    expect(response.body).not.toContain('<script>alert');
    const head = readHead(response.body);
    expect(head.title).toBe(`${HOSTILE} à Paris | JurisRDV`);
    expect(JSON.parse(head.jsonLd[0] ?? '').name).toBe(HOSTILE);
  });

  it('answers 404 with the not-found head for a firm without a page, an unknown one or a word', async () => {
    for (const path of [`/cabinet/${pendingFirm}`, '/cabinet/999999', '/cabinet/abc', '/cabinet/0']) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      const head = readHead(response.body);
      expect(head.robots).toBe('noindex');
      expect(head.title).toBe('Page introuvable | JurisRDV');
      expect(head.jsonLd).toEqual([]);
    }
  });

  it('is in the sitemap for each firm with a public lawyer, and only those', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/cabinet/${sophieFirm}`);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/cabinet/${thomasFirm}`);
    expect(locs).not.toContain(`${TEST_PUBLIC_URL}/cabinet/${pendingFirm}`);
    const firmLocs = locs.filter((loc) => loc?.startsWith(`${TEST_PUBLIC_URL}/cabinet/`));
    expect(new Set(firmLocs).size).toBe(firmLocs.length);
    // Each listed firm has its page.
    for (const loc of firmLocs.slice(0, 5)) {
      const page = await t.app.inject({ method: 'GET', url: new URL(loc ?? '').pathname });
      expect(page.statusCode, loc).toBe(200);
    }
  });

  it('past the limit of one file, the firms get files of their own in the index, each within the limit', async () => {
    const app = Fastify();
    const firmCount = await countFirmsWithPublicPage(t.handle.db);
    const profileCount = (await t.handle.db.$count(
      professionals,
      eq(professionals.isPublic, true),
    )) as number;
    // Two firm files: the second holds the last firm.
    const limit = firmCount - 1;
    registerSeoRoutes(app, t.handle.db, TEST_PUBLIC_URL, limit);
    try {
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      const files = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
      const firmFiles = files.filter((file) => file.includes('/sitemap-firms/'));
      expect(firmFiles).toEqual([
        `${TEST_PUBLIC_URL}/sitemap-firms/1.xml`,
        `${TEST_PUBLIC_URL}/sitemap-firms/2.xml`,
      ]);
      expect(files.filter((file) => file.includes('/sitemap-profiles/'))).toHaveLength(
        Math.ceil(profileCount / limit),
      );
      const listed: string[] = [];
      for (const file of firmFiles) {
        const response = await app.inject({ method: 'GET', url: new URL(file).pathname });
        expect(response.statusCode).toBe(200);
        const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
        expect(locs.length).toBeLessThanOrEqual(limit);
        listed.push(...locs);
      }
      expect(listed).toHaveLength(firmCount);
      expect(new Set(listed).size).toBe(firmCount);
      expect(listed).toContain(`${TEST_PUBLIC_URL}/cabinet/${sophieFirm}`);
      expect((await app.inject({ method: 'GET', url: '/sitemap-firms/3.xml' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/sitemap-firms/abc' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONTENT_PAGES } from '#domain/kernel/routing/page-routes.ts';
import { professionals } from '#server/db/schema/index.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { WEB_DIST_DIR } from '#server/platform/project-root.ts';
import { insertProfessional } from '#server/test-support/factories.ts';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '#server/test-support/test-app.ts';
import { forgetSitemaps, registerSeoRoutes } from './seo-routes';

const HOSTILE = '</script><script>alert(1)</script><!--';

let t: TTestApp;
const ids = { rated: 0, unrated: 0, hostile: 0, rejected: 0, pending: 0, incomplete: 0 };

beforeAll(async () => {
  if (!existsSync(join(WEB_DIST_DIR, 'index.html')))
    throw new Error('npm run build first: dist/web is missing');
  t = await createTestApp({ seed: false, webDistDir: WEB_DIST_DIR });
  const db = t.handle.db;
  ids.rated = (
    await insertProfessional(db, {
      firstName: 'Claire',
      lastName: 'Martin',
      ratingAverage: 4.7,
      reviewCount: 23,
    })
  ).id;
  ids.unrated = (await insertProfessional(db, { lastName: 'Sansavis', ratingAverage: 0, reviewCount: 0 })).id;
  ids.hostile = (
    await insertProfessional(db, {
      firstName: '"><img src=x onerror=alert(1)>',
      lastName: HOSTILE,
      description: `${HOSTILE} & <b>gras</b> $& $1`,
      city: 'Paris</title><script>alert(2)</script>',
    })
  ).id;
  ids.rejected = (await insertProfessional(db, { verificationStatus: 'rejected' })).id;
  ids.pending = (await insertProfessional(db, { verificationStatus: 'pending' })).id;
  ids.incomplete = (await insertProfessional(db, { fees: null })).id;
});

afterAll(async () => {
  await t?.close();
});

type THead = {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  jsonLd: string[];
  scripts: number;
};

/** The head as a browser reads it before any script runs. */
function readHead(html: string): THead {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
  const og: Record<string, string> = {};
  for (const element of document.querySelectorAll('meta[property^="og:"]'))
    og[element.getAttribute('property') ?? ''] = element.getAttribute('content') ?? '';
  const head = {
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: meta('meta[name="robots"]'),
    og,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    ),
    scripts: document.querySelectorAll('script').length,
  };
  void window.happyDOM.close();
  return head;
}

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
  return { status: response.statusCode, html: response.body, head: readHead(response.body) };
}

/** Scripts of the built index.html: the app's entry module only. */
let appScripts = 0;

describe('robots.txt', () => {
  it('is text, keeps crawlers out of the private spaces and the API, and points at the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/dashboard', '/pro/dashboard', '/admin', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(response.body).not.toContain('<html');
  });
});

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('sitemap.xml', () => {
  it('is XML listing the home, the content and pro pages and exactly the public profiles', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(response.body.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = locations(response.body);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/`);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/faq`);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/family-law`);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/pro/tarifs`);
    expect(locs).not.toContain(`${TEST_PUBLIC_URL}/dashboard`);
    const profiles = locs.filter((loc) => loc.startsWith(`${TEST_PUBLIC_URL}/lawyer/`)).sort();
    expect(profiles).toEqual(
      [ids.rated, ids.unrated, ids.hostile].map((id) => `${TEST_PUBLIC_URL}/lawyer/${id}`).sort(),
    );
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('dates each profile by its last change, made by any code path', async () => {
    const db = t.handle.db;
    const before = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    // Dated in January, with the trigger off (it would date this very update).
    await db.execute(sql`alter table professionals disable trigger professionals_touch_updated_at`);
    await db.execute(
      sql`update professionals set updated_at = '2026-01-15T10:00:00Z' where id in (${ids.rated}, ${ids.unrated})`,
    );
    await db.execute(sql`alter table professionals enable trigger professionals_touch_updated_at`);
    await db
      .update(professionals)
      .set({ description: 'Nouvelle présentation' })
      .where(eq(professionals.id, ids.rated));
    // Writing the same values changes nothing, so dates nothing.
    await db.update(professionals).set({ lastName: 'Sansavis' }).where(eq(professionals.id, ids.unrated));
    // Changed behind the app's back: the sitemap drawn before is still served (for SITEMAP_CACHE_TTL_MS)…
    const cached = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(cached.headers.etag).toBe(before.headers.etag);
    expect(cached.body).toBe(before.body);
    // …until a change goes through the app, which announces it (professionalsChanged).
    await professionalsChanged(db, [ids.rated], new Date());

    const redrawn = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(redrawn.headers.etag).not.toBe(before.headers.etag);
    const body = redrawn.body;
    const lastmod = (id: number) =>
      body.match(new RegExp(`<loc>${TEST_PUBLIC_URL}/lawyer/${id}</loc><lastmod>([^<]+)</lastmod>`))?.[1];
    expect(lastmod(ids.unrated)).toBe('2026-01-15');
    const today = new Date().toISOString().slice(0, 10);
    expect([today, new Date(Date.now() - 60_000).toISOString().slice(0, 10)]).toContain(lastmod(ids.rated));
  });

  it('is drawn once per change and served with a strong ETag: If-None-Match answers 304, compressed or not', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    const brotliEtag = String(brotli.headers.etag);
    expect(brotliEtag).not.toBe(etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'br', 'if-none-match': `W/"autre", ${brotliEtag}` },
    });
    expect(revalidated.statusCode).toBe(304);
    // Another database change announced: a new file, so the old tag no longer matches.
    forgetSitemaps(t.handle.db);
    await t.handle.db
      .update(professionals)
      .set({ description: 'Encore une présentation' })
      .where(eq(professionals.id, ids.unrated));
    const changed = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('past the limit of one file, becomes an index of files each within the limit', async () => {
    const app = Fastify();
    registerSeoRoutes(app, t.handle.db, TEST_PUBLIC_URL, 2);
    try {
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = locations(index.body);
      expect(files).toEqual([
        `${TEST_PUBLIC_URL}/sitemap-pages.xml`,
        `${TEST_PUBLIC_URL}/sitemap-profiles/1.xml`,
        `${TEST_PUBLIC_URL}/sitemap-profiles/2.xml`,
      ]);
      const pages = await app.inject({ method: 'GET', url: '/sitemap-pages.xml' });
      expect(locations(pages.body)).toContain(`${TEST_PUBLIC_URL}/`);
      const listed: string[] = [];
      for (const file of files.slice(1)) {
        const response = await app.inject({ method: 'GET', url: new URL(file).pathname });
        expect(response.statusCode).toBe(200);
        const locs = locations(response.body);
        expect(locs.length).toBeLessThanOrEqual(2);
        listed.push(...locs);
      }
      expect(listed).toEqual(
        [ids.rated, ids.unrated, ids.hostile]
          .sort((a, b) => a - b)
          .map((id) => `${TEST_PUBLIC_URL}/lawyer/${id}`),
      );
      expect((await app.inject({ method: 'GET', url: '/sitemap-profiles/3.xml' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/sitemap-profiles/abc' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the server-rendered head of public pages', () => {
  beforeAll(async () => {
    appScripts = readHead((await t.app.inject({ method: 'GET', url: '/login' })).body).scripts;
  });

  it('/ has its title, description, canonical URL and Open Graph tags', async () => {
    const { status, head } = await page('/');
    expect(status).toBe(200);
    expect(head.title).toBe('Trouvez un professionnel du droit en 3 clics | JurisRDV');
    expect(head.description).toMatch(/^JurisRDV\s: trouvez un avocat/);
    expect(head.canonical).toBe(`${TEST_PUBLIC_URL}/`);
    expect(head.robots).toBeNull();
    expect(head.og).toEqual({
      'og:title': head.title,
      'og:description': head.description,
      'og:type': 'website',
      'og:locale': 'fr_FR',
      'og:site_name': 'JurisRDV',
      'og:url': `${TEST_PUBLIC_URL}/`,
    });
  });

  it('a content page and a specialty page have their own, with the route spelling as canonical', async () => {
    const faq = await page('/FAQ/');
    expect(faq.head.title).toBe('Questions fréquentes | JurisRDV');
    expect(faq.head.canonical).toBe(`${TEST_PUBLIC_URL}/faq`);
    expect(faq.head.og['og:url']).toBe(`${TEST_PUBLIC_URL}/faq`);
    const family = await page('/family-law');
    expect(family.head.title).toBe('Droit de la famille | JurisRDV');
    expect(family.head.description).toMatch(/^Le droit de la famille encadre/);
    const pro = await page('/pro/tarifs');
    expect(pro.head.title).toBe('Tarifs | JurisRDV Pro');
  });

  it('every public content page has a title and description of its own', async () => {
    const titles = new Set<string>();
    for (const path of PUBLIC_CONTENT_PAGES) {
      const { head } = await page(path);
      expect(head.canonical, path).toBe(`${TEST_PUBLIC_URL}${path}`);
      expect(head.description, path).toBeTruthy();
      titles.add(head.title);
    }
    expect(titles.size).toBe(PUBLIC_CONTENT_PAGES.length);
  });

  it('a profile has its title, description, canonical URL and JSON-LD with address, geo and the rating of its published reviews', async () => {
    const { status, head } = await page(`/lawyer/${ids.rated}`);
    expect(status).toBe(200);
    expect(head.title).toBe('Maître Claire Martin — Droit de la famille à Paris | JurisRDV');
    expect(head.description).toMatch(
      /^Maître Claire Martin, avocat à Paris \(Droit de la famille\)\. Note 4,7\/5 sur 23 avis, première consultation 120\s€\. Prenez rendez-vous en ligne sur JurisRDV\.$/,
    );
    expect(head.canonical).toBe(`${TEST_PUBLIC_URL}/lawyer/${ids.rated}`);
    expect(head.og['og:type']).toBe('profile');
    expect(head.og['og:url']).toBe(`${TEST_PUBLIC_URL}/lawyer/${ids.rated}`);
    expect(head.jsonLd).toHaveLength(1);
    const data = JSON.parse(head.jsonLd[0] ?? '');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Attorney');
    expect(data.url).toBe(`${TEST_PUBLIC_URL}/lawyer/${ids.rated}`);
    expect(data.address).toMatchObject({
      '@type': 'PostalAddress',
      postalCode: '75011',
      addressLocality: 'Paris',
    });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 48.8589, longitude: 2.3799 });
    // Every published review can be read on the profile, with its dates (issue 29 §3).
    expect(data.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 23,
    });
  });

  it('a profile without reviews states no rating', async () => {
    const { head } = await page(`/lawyer/${ids.unrated}`);
    const data = JSON.parse(head.jsonLd[0] ?? '');
    expect(data['@type']).toBe('Attorney');
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('hostile text in a profile stays text: no new element, the JSON-LD still parses', async () => {
    const { html, head } = await page(`/lawyer/${ids.hostile}`);
    // Only the app's own scripts, the JSON-LD and the initial data: nothing the profile's text opened.
    expect(head.scripts).toBe(appScripts + 2);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(head.title).toBe(
      `Maître "><img src=x onerror=alert(1)> ${HOSTILE} — Droit de la famille à Paris</title><script>alert(2)</script> | JurisRDV`,
    );
    const data = JSON.parse(head.jsonLd[0] ?? '');
    expect(data.description).toBe(`${HOSTILE} & <b>gras</b> $& $1`);
    expect(data.name).toBe(`Maître "><img src=x onerror=alert(1)> ${HOSTILE}`);
  });

  it('a profile that is not public and an unknown path answer 404 with noindex and no profile data', async () => {
    for (const id of [ids.rejected, ids.pending, ids.incomplete, 999_999]) {
      const { status, head } = await page(`/lawyer/${id}`);
      expect(status, String(id)).toBe(404);
      expect(head.robots).toBe('noindex');
      expect(head.title).toBe('Avocat introuvable | JurisRDV');
      expect(head.jsonLd).toEqual([]);
      expect(head.canonical).toBeNull();
    }
    const unknown = await page('/une-page-qui-n-existe-pas');
    expect(unknown.status).toBe(404);
    expect(unknown.head.robots).toBe('noindex');
    expect(unknown.head.title).toBe('Page introuvable | JurisRDV');
  });

  it('HEAD of a profile answers like GET', async () => {
    const get = await t.app.inject({ method: 'GET', url: `/lawyer/${ids.rated}` });
    const head = await t.app.inject({ method: 'HEAD', url: `/lawyer/${ids.rated}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
    expect(head.body).toBe('');
  });
});

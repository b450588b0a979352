import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInitialData } from '#domain/directory/seo/initial-data.ts';
import { professionals } from '#server/db/schema/index.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { WEB_DIST_DIR } from '#server/platform/project-root.ts';
import { createTestApp, type TTestApp } from '#server/test-support/test-app.ts';
import { serverEntryPath } from './server-render';

/** The built app and its server render (npm run build), as the product serves them (ADR 0075). */
let t: TTestApp;

beforeAll(async () => {
  if (!existsSync(serverEntryPath(WEB_DIST_DIR)))
    throw new Error('npm run build first: dist/web-ssr/entry-server.js is missing');
  t = await createTestApp({ seed: true, webDistDir: WEB_DIST_DIR });
});

afterAll(async () => {
  await t?.close();
});

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body, timing: response.headers['server-timing'] };
}

/** The content of #root as sent. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf('<script type="application/json"');
  return html.slice(start, end === -1 ? undefined : end);
}

describe('public pages drawn by the server', () => {
  it('sends a profile drawn with its data, marked for hydration, and says what the render cost', async () => {
    const { status, html, timing } = await page('/lawyer/1');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root" data-rendu-serveur="">');
    expect(rootOf(html)).toMatch(/<h1[^>]*>Maître Sophie Martin<\/h1>/);
    expect(timing).toMatch(/^render;dur=\d+(\.\d+)?$/);
  });

  it('draws the results, the home page, a content page, a /pro page and the 404 page', async () => {
    const search = await page('/search?location=Paris');
    expect(rootOf(search.html)).toContain('href="/lawyer/');
    for (const [url, status] of [
      ['/', 200],
      ['/faq', 200],
      ['/pro/tarifs', 200],
      ['/nulle-part', 404],
    ] as const) {
      const answer = await page(url);
      expect(answer.status, url).toBe(status);
      expect(answer.html, url).toContain('data-rendu-serveur');
      expect(rootOf(answer.html), url).toContain('<h1');
    }
  });

  it('leaves the forms, the client space, the workspace and the admin to the browser', async () => {
    for (const url of ['/login', '/register', '/dashboard', '/admin', '/pro/login', '/pro/dashboard']) {
      const { html } = await page(url);
      expect(html, url).toContain('<div id="root"></div>');
    }
  });

  it("embeds the site's facts in the pages it draws, as GET /api/site/facts answers them", async () => {
    const { html } = await page('/');
    const api = await t.app.inject({ method: 'GET', url: '/api/site/facts' });
    const start = html.indexOf('<script type="application/json"');
    const text = html.slice(html.indexOf('>', start) + 1, html.indexOf('</script>', start));
    expect(parseInitialData(text).siteFacts).toEqual(api.json());
    expect((await page('/login')).html).not.toContain('<script type="application/json"');
  });

  it('draws nothing of the cookie banner, which depends on the browser', async () => {
    const { html } = await page('/');
    expect(rootOf(html)).not.toContain('Gestion des cookies');
  });

  it('sends a changed profile drawn anew once the change is announced', async () => {
    const before = await page('/lawyer/1');
    expect(rootOf(before.html)).toContain('Maître Sophie Martin');
    await t.handle.db.update(professionals).set({ lastName: 'Martin-Durand' }).where(eq(professionals.id, 1));
    await professionalsChanged(t.handle.db, [1], t.clock.now());
    const after = await page('/lawyer/1');
    expect(rootOf(after.html)).toContain('Maître Sophie Martin-Durand');
    await t.handle.db.update(professionals).set({ lastName: 'Martin' }).where(eq(professionals.id, 1));
    await professionalsChanged(t.handle.db, [1], t.clock.now());
  });

  it('keeps a page whole: sent again without its queries or a render until a change is announced for it', async () => {
    await page('/lawyer/2');
    const kept = await page('/lawyer/2');
    expect(kept.timing).toBe('cache;desc=kept');
    // Not announced: the kept page is sent as it was (within KEPT_PAGE_MS).
    const [before] = await t.handle.db
      .select({ lastName: professionals.lastName })
      .from(professionals)
      .where(eq(professionals.id, 2));
    await t.handle.db.update(professionals).set({ lastName: 'Renommé' }).where(eq(professionals.id, 2));
    expect(rootOf((await page('/lawyer/2')).html)).not.toContain('Renommé');
    // Another professional's change leaves it kept; its own draws it again.
    await professionalsChanged(t.handle.db, [1], t.clock.now());
    expect((await page('/lawyer/2')).timing).toBe('cache;desc=kept');
    await professionalsChanged(t.handle.db, [2], t.clock.now());
    const after = await page('/lawyer/2');
    expect(after.timing).toMatch(/^render;dur=/);
    expect(rootOf(after.html)).toContain('Renommé');
    await t.handle.db
      .update(professionals)
      .set({ lastName: before?.lastName ?? '' })
      .where(eq(professionals.id, 2));
    await professionalsChanged(t.handle.db, [2], t.clock.now());
  });

  it('keeps a page for its compressed answers too: the same bytes for each encoding', async () => {
    const get = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': encoding } });
    await get('br');
    const [br, gzip, again] = [await get('br'), await get('gzip'), await get('gzip')];
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(again.rawPayload.equals(gzip.rawPayload)).toBe(true);
    expect(again.headers['server-timing']).toBe('cache;desc=kept');
  });

  it('draws the not-found screen of an unknown profile or firm, with status 404, not a spinner', async () => {
    const profile = await page('/lawyer/999999');
    expect(profile.status).toBe(404);
    expect(rootOf(profile.html)).toMatch(/<h1[^>]*>Avocat introuvable<\/h1>/);
    expect(rootOf(profile.html)).not.toContain('Chargement du profil');
    const firm = await page('/cabinet/999999');
    expect(firm.status).toBe(404);
    expect(rootOf(firm.html)).toMatch(/<h1[^>]*>Page introuvable<\/h1>/);
    expect(rootOf(firm.html)).not.toContain('Chargement du cabinet');
    // Kept like the others: the second answer is the same page with the same status.
    const again = await page('/lawyer/999999');
    expect(again.status).toBe(404);
    expect(again.timing).toBe('cache;desc=kept');
  });
});

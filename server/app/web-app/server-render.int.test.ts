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
});

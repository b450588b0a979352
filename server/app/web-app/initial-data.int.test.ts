import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { INITIAL_DATA_SCRIPT_ID, parseInitialData } from '#domain/directory/seo/initial-data.ts';
import { insertProfessional } from '#server/test-support/factories.ts';
import { createTestApp, type TTestApp } from '#server/test-support/test-app.ts';

const INDEX_HTML = [
  '<!doctype html><html lang="fr"><head><title>JurisRDV</title>',
  '<script type="module" crossorigin src="/assets/index-a1.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

// Vite's manifest for a build whose profile page imports a chunk of its own and one the entry loads.
const MANIFEST = {
  'main.tsx': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b2.js' },
  '_fees.js': { file: 'assets/fees-c3.js' },
  'features/directory/professionals/lawyer-profile-page.tsx': {
    file: 'assets/lawyer-profile-page-d4.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_fees.js'],
  },
};

const FEES: TProfessionalFees = {
  firstConsultation: { kind: 'amount', cents: 9_000 },
  followUp: null,
  urgent: null,
  legalInsuranceAccepted: false,
  paymentMeans: ['carte'],
  paymentFacilities: false,
};
const HOSTILE_BIO = 'Bio </script><script>alert(1)</script> <!-- fin \u2028 ligne\u2029 $& $1';

let t: TTestApp;
let webDir: string;
let hostileId: number;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'jurisrdv-web-'));
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ seed: true, webDistDir: webDir });
  hostileId = (
    await insertProfessional(t.handle.db, {
      fees: FEES,
      phone: '01 23 45 67 89',
      fullDescription: HOSTILE_BIO,
      description: 'Avocate </script><!-- \u2028',
    })
  ).id;
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The text of the page's initial data script, cut where an HTML parser would end the element. */
function initialDataText(html: string): string | null {
  const open = `<script type="application/json" id="${INITIAL_DATA_SCRIPT_ID}">`;
  const start = html.indexOf(open);
  if (start < 0) return null;
  return html.slice(start + open.length, html.indexOf('</script>', start + open.length));
}

describe('initial data in the pages', () => {
  it('/lawyer/1 carries the profile exactly as the API answers it, revalidated on every visit', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/lawyer/1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await t.app.inject({ method: 'GET', url: '/api/professionals/1' });
    expect(parseInitialData(initialDataText(page.body))).toEqual({ profile: api.json() });
    // The script sits in the body, after the root the app renders into.
    expect(page.body.indexOf(INITIAL_DATA_SCRIPT_ID)).toBeGreaterThan(page.body.indexOf('<div id="root">'));
  });

  it('escapes a hostile bio: it cannot end the script, open a comment or break a line, and reads back as typed', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/lawyer/${hostileId}` });
    expect(page.statusCode).toBe(200);
    const text = initialDataText(page.body) ?? '';
    expect(text).not.toMatch(/<\/script|<!--|<script|\u2028|\u2029/i);
    expect(page.body).not.toContain('<script>alert(1)');
    const { profile } = parseInitialData(text);
    expect(profile?.fullDescription).toBe(HOSTILE_BIO);
    expect(profile?.description).toBe('Avocate </script><!-- \u2028');
    // Nothing after the data's own end tag but the end of the body.
    const end = page.body.indexOf('</script>', page.body.indexOf(INITIAL_DATA_SCRIPT_ID));
    expect(page.body.slice(end).replace(/\s+/g, '')).toBe('</script></body></html>');
  });

  it('/search carries the first page of results as the API answers the same query', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/search?location=Paris' });
    const api = await t.app.inject({ method: 'GET', url: '/api/professionals/search?location=Paris' });
    expect(parseInitialData(initialDataText(page.body))).toEqual({
      search: { queryString: 'location=Paris', response: api.json() },
    });
  });

  it('carries nothing where the API would refuse or has nothing to give', async () => {
    for (const url of ['/', '/search?location=Paris&location=Lyon', '/search?page=0', '/about']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body, url).not.toContain(INITIAL_DATA_SCRIPT_ID);
    }
  });

  it('carries the API’s 404 of an unknown profile or firm, which the page shows without asking again', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/lawyer/999999' });
    const api = await t.app.inject({ method: 'GET', url: '/api/professionals/999999' });
    expect(page.statusCode).toBe(404);
    expect(api.statusCode).toBe(404);
    const { code, message } = (api.json() as { error: { code: string; message: string } }).error;
    expect(parseInitialData(initialDataText(page.body))).toEqual({
      notFound: { resource: 'profile', id: 999999, code, message },
    });
    const firm = await t.app.inject({ method: 'GET', url: '/cabinet/999999' });
    expect(firm.statusCode).toBe(404);
    expect(parseInitialData(initialDataText(firm.body)).notFound).toMatchObject({
      resource: 'firm',
      id: 999999,
    });
  });

  it("announces the profile page's lazily loaded chunks, not those the entry loads", async () => {
    const profile = await t.app.inject({ method: 'GET', url: '/lawyer/1' });
    expect(profile.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/lawyer-profile-page-d4.js">',
    );
    expect(profile.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/fees-c3.js">',
    );
    expect(profile.body).not.toContain('href="/assets/react-b2.js"');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('modulepreload');
  });

  it('does not serve the build manifest', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });
});

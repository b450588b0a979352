import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { PAGE_ROUTE_PATTERNS } from '#domain/kernel/routing/page-routes.ts';
import { firmIdOf, insertProfessional, insertProfessionalAccount } from '#server/test-support/factories.ts';
import { createTestApp, type TTestApp } from '#server/test-support/test-app.ts';

const INDEX_HTML = '<!doctype html><html lang="fr"><title>JurisRDV</title><div id="root"></div></html>';

const FEES: TProfessionalFees = {
  firstConsultation: { kind: 'amount', cents: 9_000 },
  followUp: null,
  urgent: null,
  legalInsuranceAccepted: false,
  paymentMeans: ['carte'],
  paymentFacilities: false,
};

let t: TTestApp;
let webDir: string;
let publicId: number;
let pendingId: number;
let incompleteId: number;
/** The firm of a public professional account: it has a public page. */
let publicFirmId: number;

beforeAll(async () => {
  // A stand-in for the built app (dist/web): the server only needs index.html and the assets.
  webDir = mkdtempSync(join(tmpdir(), 'jurisrdv-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDir, 'assets', 'app-3f2a.js'), 'console.log("app");');
  t = await createTestApp({ seed: false, webDistDir: webDir });
  publicId = (await insertProfessional(t.handle.db, { fees: FEES, phone: '01 23 45 67 89' })).id;
  pendingId = (
    await insertProfessional(t.handle.db, {
      fees: FEES,
      phone: '01 23 45 67 89',
      verificationStatus: 'pending',
    })
  ).id;
  // Verified, but without the fees the professional has to enter: not public yet.
  incompleteId = (await insertProfessional(t.handle.db, { fees: null, phone: '01 23 45 67 89' })).id;
  const account = await insertProfessionalAccount(t.handle.db, { email: 'cabinet.public@example.com' });
  publicFirmId = await firmIdOf(t.handle.db, account.user.id);
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** A concrete path for a pattern (`:id` → a public profile's or firm's id, or 1 for workspace records). */
function samplePath(pattern: string): string {
  if (pattern.startsWith('/lawyer/')) return pattern.replace(':id', String(publicId));
  if (pattern.startsWith('/cabinet/')) return pattern.replace(':id', String(publicFirmId));
  return pattern.replace(':id', '1');
}

describe('pages of the web app', () => {
  it.each(PAGE_ROUTE_PATTERNS.map((pattern) => [pattern]))(
    '%s answers 200 with the app, to GET and to HEAD',
    async (pattern) => {
      const url = samplePath(pattern);
      const get = await t.app.inject({ method: 'GET', url });
      expect(get.statusCode).toBe(200);
      expect(get.headers['content-type']).toMatch(/^text\/html/);
      expect(get.body).toContain('<div id="root"></div>');
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.body).toBe('');
    },
  );

  it('HEAD / answers like GET / (it answered 404)', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/' });
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(get.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
  });

  it('matches pages like the router: trailing slash, letter case and query string', async () => {
    for (const url of ['/about/', '/ABOUT', '/search?location=Paris', `/lawyer/${publicId}/`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});

describe('paths no page declares', () => {
  it.each([
    ['/une-page-qui-n-existe-pas'],
    ['/pro/unknown-page'],
    ['/pro/dashboard/unknown'],
    ['/about/extra'],
    ['/lawyer'],
    ['/pro/dashboard/cases/1/extra'],
  ])('%s answers 404 with the app, which shows « Page introuvable »', async (url) => {
    const get = await t.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(404);
    expect(get.headers['content-type']).toMatch(/^text\/html/);
    expect(get.body).toContain('<div id="root"></div>');
    expect(get.body).toContain('<meta name="robots" content="noindex" />');
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });
});

describe('profiles', () => {
  it('a public profile answers 200', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/lawyer/${publicId}` })).statusCode).toBe(200);
  });

  it.each([
    ['an unknown id', () => '/lawyer/999999'],
    ['a word', () => '/lawyer/abc'],
    ['zero', () => '/lawyer/0'],
    ['a number too long for an id', () => '/lawyer/12345678901'],
    ['a professional awaiting validation', () => `/lawyer/${pendingId}`],
    ['a validated professional whose profile is incomplete', () => `/lawyer/${incompleteId}`],
  ])('%s answers 404 with the app, which shows « Avocat introuvable »', async (_what, path) => {
    const url = path();
    const get = await t.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(404);
    expect(get.body).toContain('<div id="root"></div>');
    expect(get.body).toContain('<meta name="robots" content="noindex" />');
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(404);
  });
});

describe('files and API', () => {
  it('serves a built asset to GET and HEAD, cached for good', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a.js' });
    expect(get.statusCode).toBe(200);
    expect(get.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/app-3f2a.js' })).statusCode).toBe(200);
  });

  it.each([
    ['GET', '/assets/missing-1234.js'],
    ['GET', '/api/nope'],
    ['HEAD', '/api/nope'],
    ['POST', '/about'],
    ['DELETE', '/'],
  ] as const)('%s %s answers a JSON 404, not the app', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    if (method !== 'HEAD') expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#server/test-support/test-app.ts';

// Repetitive enough to compress well, as the real bundles do.
const APP_JS = Array.from({ length: 200 }, (_, i) => `export const line${i} = "JurisRDV";`).join('\n');
const INDEX_HTML = `<!doctype html><html lang="fr"><title>JurisRDV</title><div id="root"></div>${'<!-- - -->'.repeat(200)}</html>`;
const ASSET = '/assets/app-3f2a.js';

let t: TTestApp;
let webDir: string;

/** Writes a file with the `.br` and `.gz` copies the build writes beside it. */
function writeWithCompressedCopies(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'jurisrdv-web-compression-'));
  mkdirSync(join(webDir, 'assets'));
  // As the build writes it: no compressed copies of index.html, the pages are compressed as they are sent.
  writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
  writeWithCompressedCopies(join(webDir, 'assets', 'app-3f2a.js'), APP_JS);
  t = await createTestApp({ seed: false, webDistDir: webDir });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('built assets, compressed at build time', () => {
  it('sends the brotli copy to a client that accepts br', async () => {
    const res = await t.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(APP_JS));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('prefers brotli when the client accepts both, as browsers do', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: ASSET,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    for (const headers of [{ 'accept-encoding': 'identity' }, {}]) {
      const res = await t.app.inject({ method: 'GET', url: ASSET, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(APP_JS);
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: ASSET, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(res.rawPayload.length).toBe(0);
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ASSET}.br` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('the app page, compressed and revalidated', () => {
  it.each([
    ['/how-it-works', 200],
    ['/no-such-page', 404],
  ])('%s answers %i with the compressed index.html, no-cache', async (url, status) => {
    // The page's HTML is index.html with the page's own head (page-head.ts), compressed as it is sent.
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(status);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toContain('<div id="root"></div>');
    expect(plain.body).toContain('<!-- - -->'.repeat(200));

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(status);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(status);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHtml } from './compress-html';

const HTML = `<!doctype html><html lang="fr"><head><title>JurisRDV</title></head><body>${'<p>Avocat à Paris</p>'.repeat(50)}</body></html>`;

describe('compressHtml', () => {
  it('prefers brotli, then gzip, and round-trips the page', () => {
    const br = compressHtml(HTML, 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(HTML);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(HTML) / 4);

    const gzip = compressHtml(HTML, 'gzip;q=1.0, identity;q=0.5');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(HTML);
  });

  it('sends the page as is without an accepted encoding, or when one is refused with q=0', () => {
    expect(compressHtml(HTML, undefined)).toEqual({ encoding: null, body: Buffer.from(HTML) });
    expect(compressHtml(HTML, 'identity').encoding).toBeNull();
    expect(compressHtml(HTML, 'br;q=0, gzip;q=0').encoding).toBeNull();
    expect(compressHtml(HTML, 'br;q=0, gzip').encoding).toBe('gzip');
  });
});

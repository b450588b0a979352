import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, TEST_PUBLIC_URL, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-23T07:00:00Z'));
});

afterAll(async () => {
  await t.close();
});

describe('API answers compressed for clients that accept it', () => {
  it('sends a search answer in brotli or gzip, the same JSON once decoded', async () => {
    const url = '/api/professionals/search?location=Paris&distance=50';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a document as it is stored, never recompressed', async () => {
    const cookie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    const listed = await t.app.inject({ method: 'GET', url: '/api/client/documents', headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    const [document] = listed.json().documents as { id: number }[];
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/client/documents/${document?.id}/file`,
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('never inflates a compressed request body (a few Ko of gzip can hold gigabytes)', async () => {
    const bomb = gzipSync(
      Buffer.from(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(5_000_000) })),
    );
    expect(bomb.length).toBeLessThan(20_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      headers: {
        origin: TEST_PUBLIC_URL,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: bomb,
    });
    // Read as sent, so not JSON: 400. Inflated, it would have grown to the body limit first (413).
    expect(response.statusCode).toBe(400);
  });
});

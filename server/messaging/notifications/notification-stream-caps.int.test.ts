import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

// Small caps so that a test can reach them: 3 streams per instance, 2 per address. Behind one trusted proxy
// (TRUST_PROXY=1), the client's address is the one the proxy adds to X-Forwarded-For.
let t: TTestApp;
let port: number;
let marie: string;
let lucas: string;
let emma: string;
beforeAll(async () => {
  t = await createTestApp({
    config: { trustProxy: 1, notificationStreams: { perInstance: 3, perAddress: 2 } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com');
  emma = await loginAs(t.app, 'client', 'emma.laurent@example.com');
});
afterAll(async () => {
  await t.close();
});

type TOpened = { status: number; retryAfter: string | undefined; body: string; close(): void };

/** Opens the client's notification stream from `address`; resolves once the answer's head (and an error's body) is read. */
function openStream(cookie: string, address: string): Promise<TOpened> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/client/notifications/stream',
        headers: { cookie, accept: 'text/event-stream', 'x-forwarded-for': address },
      },
      (response) => {
        const opened = {
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          close: () => request.destroy(),
        };
        if (response.statusCode === 200) {
          response.once('data', () => resolve({ ...opened, body: '' }));
          return;
        }
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ ...opened, body }));
      },
    );
    request.on('error', reject);
  });
}

const BUSY =
  'Trop de connexions suivent les notifications en ce moment\u00a0: la cloche se mettra à jour dans un instant.';

describe('caps on live notification streams', () => {
  it('answers 503 with Retry-After past the streams one address may hold, other addresses unaffected', async () => {
    const first = await openStream(marie, '198.51.100.7');
    const second = await openStream(lucas, '198.51.100.7');
    expect([first.status, second.status]).toEqual([200, 200]);
    // A third account behind the same address: each account is far under its own 8.
    const third = await openStream(emma, '198.51.100.7');
    expect(third.status).toBe(503);
    expect(third.retryAfter).toBe('30');
    expect(JSON.parse(third.body)).toEqual({ error: { code: 'STREAMS_BUSY', message: BUSY } });
    const elsewhere = await openStream(emma, '203.0.113.9');
    expect(elsewhere.status).toBe(200);

    // The instance holds three: a fourth address is refused too.
    const fourth = await openStream(emma, '192.0.2.44');
    expect(fourth.status).toBe(503);
    expect(fourth.retryAfter).toBe('30');

    // Closed streams give their places back.
    for (const stream of [first, second, elsewhere]) stream.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await openStream(emma, '198.51.100.7');
    expect(again.status).toBe(200);
    again.close();
  });
});

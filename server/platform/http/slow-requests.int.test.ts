import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#server/test-support/test-app.ts';

// A real listening server (inject() has no sockets), with timeouts short enough for a test: the whole
// request within 1 s. Production defaults are 120 s for the request and 15 s for its headers (ADR 0045).
let t: TTestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: { httpTimeouts: { requestMs: 1000, headersMs: 1000, idleMs: 30_000, keepAliveMs: 5000 } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/**
 * Sends `head`, then trickles `body` one byte every `everyMs` for as long as the socket stays open.
 * Resolves with what the server answered and how many body bytes it took before closing.
 */
function trickle(head: string, body: string, everyMs: number): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', () => {
      // A reset after the 408: what matters is what was read and sent.
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= body.length) {
          clearInterval(timer);
          reject(new Error('the server took the whole slow body'));
          socket.destroy();
          return;
        }
        socket.write(body.slice(sent, sent + 1));
        sent += 1;
      }, everyMs);
    });
  });
}

const BODY = JSON.stringify({ email: 'lent@example.com', password: 'x'.repeat(200) });

describe('slow clients', () => {
  it('cuts a body sent one byte at a time with 408, long before it ends', async () => {
    const head =
      'POST /api/auth/client/login HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${BODY.length}\r\n\r\n`;
    const { answer, sent } = await trickle(head, BODY, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(BODY.length / 2);
  });

  it('cuts headers that never end', async () => {
    const { answer, sent } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: localhost:3000\r\n',
      'X-Lent: '.padEnd(400, 'a'),
      100,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(200);
  });

  it('still serves a request sent at once', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

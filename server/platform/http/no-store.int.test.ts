import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Cache-Control of /api answers', () => {
  it('marks a signed-in client’s personal answer no-store', async () => {
    const cookie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    const response = await callAs(t.app, cookie, 'GET', '/api/client/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'marie.dubois@example.com' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks errors and unknown addresses no-store too', async () => {
    const signedOut = await callAs(t.app, undefined, 'GET', '/api/client/profile');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
    const unknown = await callAs(t.app, undefined, 'GET', '/api/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('marks public JSON no-store as well (nothing under /api is meant for a shared cache by default)', async () => {
    const response = await callAs(t.app, undefined, 'GET', '/api/site/facts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the header a route sets itself', async () => {
    const cookie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    const response = await callAs(t.app, cookie, 'GET', '/api/client/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

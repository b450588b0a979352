import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createTestApp, type TTestApp } from '../test-support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('client login', () => {
  it('signs in a demo client, whatever the case of the e-mail, and restores the session', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email: 'Marie.Dubois@Example.com', password: 'demo-2025' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email: 'marie.dubois@example.com', name: 'Marie Dubois', role: 'client' });
    const cookie = login.cookies.find((c) => c.name === 'jr_client_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/client/session', headers: { cookie: cookiesFrom(login) } });
    expect(session.json().user.email).toBe('marie.dubois@example.com');
  });
});

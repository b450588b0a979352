import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONSUMER_MEDIATOR } from '#domain/directory/site/consumer-mediator-setting.ts';
import { insertProfessionalAccount } from '#server/test-support/factories.ts';
import {
  callAs,
  createTestApp,
  loginAsAdmin,
  loginWithSecondFactor,
  type TTestApp,
} from '#server/test-support/test-app.ts';

let t: TTestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t);
}, 60_000);

afterAll(async () => {
  await t.close();
});

const SETTING = {
  name: 'Médiateur de test de la consommation',
  address: '1 rue de la Paix, 75002 Paris',
  website: 'https://mediateur.example.fr',
};

describe('the platform’s consumer mediator (issue 29 §4)', () => {
  it('is the default until an administrator sets it, then the site facts name the setting', async () => {
    const before = await callAs(t.app, undefined, 'GET', '/api/site/facts');
    expect(before.json().consumerMediator).toEqual(DEFAULT_CONSUMER_MEDIATOR);
    const saved = await callAs(t.app, admin, 'PUT', '/api/admin/site/consumer-mediator', SETTING);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(SETTING);
    const after = await callAs(t.app, undefined, 'GET', '/api/site/facts');
    expect(after.json().consumerMediator).toEqual(SETTING);
    expect((await callAs(t.app, admin, 'GET', '/api/admin/site/consumer-mediator')).json()).toEqual(SETTING);
  });

  it('only administrators change it, with a checked address', async () => {
    await insertProfessionalAccount(t.handle.db, { email: 'mediateur.pro@example.com' });
    const pro = await loginWithSecondFactor(t, 'pro', 'mediateur.pro@example.com');
    expect((await callAs(t.app, pro, 'PUT', '/api/admin/site/consumer-mediator', SETTING)).statusCode).toBe(
      401,
    );
    expect((await callAs(t.app, undefined, 'GET', '/api/admin/site/consumer-mediator')).statusCode).toBe(401);
    for (const bad of [
      { ...SETTING, website: 'javascript:alert(1)' },
      { ...SETTING, website: 'http://mediateur.example.fr' },
      { ...SETTING, name: '' },
      { ...SETTING, name: 'x'.repeat(201) },
      { ...SETTING, address: 'NUL\u0000' },
    ]) {
      const response = await callAs(t.app, admin, 'PUT', '/api/admin/site/consumer-mediator', bad);
      expect(response.statusCode).toBe(400);
    }
    expect((await callAs(t.app, undefined, 'GET', '/api/site/facts')).json().consumerMediator).toEqual(
      SETTING,
    );
  });
});

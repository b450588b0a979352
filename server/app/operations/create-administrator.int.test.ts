import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { OperatorRefusal } from '#server/platform/operations/operator-refusal.ts';
import {
  callAs,
  createTestApp,
  loginWithSecondFactor,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { createAdministrator, type TCreateAdministratorRequest } from './create-administrator';

let t: TTestApp;

beforeAll(async () => {
  // A deployment's database: no demo account at all.
  t = await createTestApp({ seed: false });
});

afterAll(async () => {
  await t?.close();
});

const REQUEST: TCreateAdministratorRequest = {
  email: 'Direction@Cabinet-Exemple.fr',
  firstName: 'Claire',
  lastName: 'Lefèvre',
  password: 'Vingt-huit-caracteres-au-moins',
  resetPassword: false,
};

async function refusalOf(request: TCreateAdministratorRequest): Promise<string> {
  const error = await createAdministrator(t.handle.db, request, t.clock.now()).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OperatorRefusal);
  return (error as Error).message;
}

describe('createAdministrator (npm run create-admin)', () => {
  it('creates an administrator who must enrol a second factor at the first sign-in', async () => {
    const result = await createAdministrator(t.handle.db, REQUEST, t.clock.now());
    expect(result).toEqual({ email: 'direction@cabinet-exemple.fr', action: 'created' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: REQUEST.email, password: REQUEST.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ twoFactorSetupRequired: true });
    // Until enrolled, /admin answers nothing but the enrolment.
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const registrations = await callAs(t.app, cookie, 'GET', '/api/admin/registrations');
    expect(registrations.statusCode).toBe(403);
    expect(registrations.json().error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const enrolled = await loginWithSecondFactor(t, 'admin', REQUEST.email, REQUEST.password);
    expect((await callAs(t.app, enrolled, 'GET', '/api/admin/registrations')).statusCode).toBe(200);
  });

  it('refuses the published demo password, a weak or short one, a bad address and an address in use', async () => {
    expect(await refusalOf({ ...REQUEST, email: 'autre@cabinet-exemple.fr', password: 'demo-2025' })).toBe(
      'Mot de passe refusé\u00a0: c’est le mot de passe publié de la démonstration.',
    );
    expect(await refusalOf({ ...REQUEST, email: 'autre@cabinet-exemple.fr', password: 'court' })).toBe(
      'Mot de passe refusé\u00a0: Le mot de passe doit contenir au moins 8 caractères.',
    );
    expect(
      await refusalOf({ ...REQUEST, email: 'autre@cabinet-exemple.fr', password: 'password123' }),
    ).toMatch(/^Mot de passe refusé\s: .+ Laissez la commande en générer un\.$/);
    expect(await refusalOf({ ...REQUEST, email: 'pas-une-adresse' })).toBe(
      'Adresse e-mail refusée\u00a0: Adresse e-mail invalide. Format attendu\u00a0: nom@domaine.fr.',
    );
    expect(await refusalOf(REQUEST)).toBe(
      'direction@cabinet-exemple.fr est déjà administrateur\u00a0: ajoutez --reset-password pour lui donner un nouveau mot de passe.',
    );
    const [created] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'autre@cabinet-exemple.fr'));
    expect(created).toBeUndefined();
  });

  it('gives an existing administrator a new password and a new second factor, signing out every session', async () => {
    const before = await loginWithSecondFactor(t, 'admin', REQUEST.email, REQUEST.password);
    expect((await callAs(t.app, before, 'GET', '/api/admin/registrations')).statusCode).toBe(200);
    const newPassword = 'Une-autre-phrase-bien-longue-2027';
    const result = await createAdministrator(
      t.handle.db,
      { ...REQUEST, password: newPassword, resetPassword: true },
      t.clock.now(),
    );
    expect(result.action).toBe('reset');
    expect((await callAs(t.app, before, 'GET', '/api/admin/registrations')).statusCode).toBe(401);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: REQUEST.email, password: REQUEST.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: REQUEST.email, password: newPassword },
    });
    // Whoever enrolled an authenticator with the old password loses it: enrolment again.
    expect(login.json()).toMatchObject({ twoFactorSetupRequired: true });
  });

  it('never turns a client or a professional into an administrator', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/register',
      payload: {
        firstName: 'Jeanne',
        lastName: 'Martin',
        email: 'jeanne.martin@exemple.fr',
        password: 'Une-phrase-solide-pour-Jeanne',
        acceptTerms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    for (const resetPassword of [false, true]) {
      const message = await refusalOf({ ...REQUEST, email: 'jeanne.martin@exemple.fr', resetPassword });
      expect(message).toMatch(
        /^jeanne\.martin@exemple\.fr (est déjà un compte client|n’est pas un administrateur)/,
      );
    }
    const [jeanne] = await t.handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'jeanne.martin@exemple.fr'));
    expect(jeanne?.role).toBe('client');
  });
});

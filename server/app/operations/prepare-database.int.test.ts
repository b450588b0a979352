import { count, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { TDatabase, TDatabaseHandle } from '#server/db/database.ts';
import { appMeta, professionals, users } from '#server/db/schema/index.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { verifyPassword } from '#server/identity/auth/passwords.ts';
import { loadConfig } from '#server/platform/config.ts';
import { OperatorRefusal } from '#server/platform/operations/operator-refusal.ts';
import { createRestartableTestDatabase, openTestDatabase } from '#server/test-support/test-database.ts';
import { createAdministrator } from './create-administrator';
import { prepareDatabase } from './prepare-database';

const NOW = new Date('2026-11-28T10:00:00Z');
const HTTPS = 'https://rdv.cabinet-exemple.fr';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const handle of opened.splice(0).reverse()) await handle.close();
});

async function migratedDatabase(withDemoData = false): Promise<TDatabaseHandle> {
  const handle = await openTestDatabase({ withDemoData });
  opened.push(handle);
  return handle;
}

async function exampleAccounts(db: TDatabase): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(like(users.email, '%@example.com'));
  return row?.n ?? 0;
}

async function adminPasswordHash(db: TDatabase): Promise<string> {
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
  if (!admin?.passwordHash) throw new Error('pas d’administrateur de démonstration');
  return admin.passwordHash;
}

describe('prepareDatabase: the demo exists only in demo mode', () => {
  it('gives a deployment on PostgreSQL or behind https an empty database, without any @example.com account', async () => {
    // One database for the four: each start is checked to have left it empty.
    const handle = await migratedDatabase();
    for (const env of [
      { DATABASE_URL: 'postgres://postgres@db.interne:5432/jurisrdv' },
      { PUBLIC_URL: HTTPS },
      { DATABASE_URL: 'postgres://postgres@db.interne:5432/jurisrdv', PUBLIC_URL: HTTPS },
      { DEMO_DATA: 'no' },
    ]) {
      const prepared = await prepareDatabase(handle, loadConfig(env), NOW);
      expect(prepared, JSON.stringify(env)).toEqual({ seeded: false, demoAdminPassword: null });
      expect(await exampleAccounts(handle.db), JSON.stringify(env)).toBe(0);
      const [directory] = await handle.db.select({ n: count() }).from(professionals);
      expect(directory?.n, JSON.stringify(env)).toBe(0);
    }
  });

  it('seeds the whole demo once for `npm start` on the embedded database, with the published password', async () => {
    const handle = await migratedDatabase();
    const config = loadConfig({});
    expect(await prepareDatabase(handle, config, NOW)).toEqual({ seeded: true, demoAdminPassword: null });
    expect(await verifyPassword(await adminPasswordHash(handle.db), DEMO_PASSWORD)).toBe(true);
    const [directory] = await handle.db.select({ n: count() }).from(professionals);
    expect(directory?.n).toBeGreaterThan(400);
    // A second start keeps the data as people left it.
    expect(await prepareDatabase(handle, config, NOW)).toEqual({ seeded: false, demoAdminPassword: null });
  });

  it('gives a public demo over https an administrator password generated at its first start, never the published one', async () => {
    const handle = await migratedDatabase();
    const config = loadConfig({ PUBLIC_URL: HTTPS, DEMO_DATA: '1', DATABASE_URL: 'postgres://db/jurisrdv' });
    const first = await prepareDatabase(handle, config, NOW);
    expect(first.seeded).toBe(true);
    expect(first.demoAdminPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const hash = await adminPasswordHash(handle.db);
    expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(false);
    expect(await verifyPassword(hash, first.demoAdminPassword as string)).toBe(true);
    // Printed once: the next start has nothing to print, and starts.
    expect(await prepareDatabase(handle, config, NOW)).toEqual({ seeded: false, demoAdminPassword: null });
  });

  it('refuses an https start while an administrator has the published password, until create-admin gives it another', async () => {
    // A database seeded by an earlier release over http (the run's demo database), then put behind https.
    const handle = await migratedDatabase(true);
    expect(await verifyPassword(await adminPasswordHash(handle.db), DEMO_PASSWORD)).toBe(true);
    const https = loadConfig({ PUBLIC_URL: HTTPS });
    const refusal = await prepareDatabase(handle, https, NOW).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OperatorRefusal);
    expect((refusal as Error).message).toBe(
      'Démarrage refusé\u00a0: admin@example.com a le mot de passe publié de la démonstration sur un déploiement https. ' +
        'Donnez-lui un nouveau mot de passe (npm run create-admin -- --email admin@example.com --reset-password) puis redémarrez.',
    );
    await createAdministrator(
      handle.db,
      {
        email: DEMO_ADMIN.email,
        firstName: 'Admin',
        lastName: 'Cabinet',
        password: 'Un-mot-de-passe-tres-long-2026',
        resetPassword: true,
      },
      NOW,
    );
    expect(await prepareDatabase(handle, https, NOW)).toEqual({ seeded: false, demoAdminPassword: null });
  });
});

describe('prepareDatabase: instances started at once', () => {
  it('migrates and seeds a new database once, however many instances start together', async () => {
    const database = await createRestartableTestDatabase();
    opened.push({ close: () => database.dispose() });
    const config = loadConfig({});
    // PostgreSQL: three instances (pools) on one database; PGlite: three starts within its one process.
    const first = await database.open();
    const handles =
      process.env.TEST_DB === 'postgres' ? [first, await database.open(), await database.open()] : [first];
    for (const handle of handles) opened.push(handle);
    const starts = await Promise.all(
      [0, 1, 2].map((index) =>
        prepareDatabase(handles[index % handles.length] as TDatabaseHandle, config, NOW),
      ),
    );
    expect(starts.filter((start) => start.seeded)).toHaveLength(1);
    const [admins] = await first.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    expect(admins?.n).toBe(1);
    const markers = await first.db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded_at'));
    expect(markers).toHaveLength(1);
    // The demo accounts of the README: three clients, three professionals, the firm's collaborator and
    // assistant, the administrator.
    expect(await exampleAccounts(first.db)).toBe(9);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { loadConfig, systemClock } from '../platform/config';
import { createRestartableTestDatabase } from '../test-support/test-database';
import { users } from './schema';
import { seedIfEmpty } from './seed/seed-database';

const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });
const database = await createRestartableTestDatabase();
afterAll(() => database.dispose());

/** What `npm start` does at boot: migrate, seed on the first start only, serve. */
async function boot() {
  const handle = await database.open();
  await handle.migrate();
  const seeded = await seedIfEmpty(handle.db, new Date());
  const app = await buildApp({ db: handle.db, config, clock: systemClock });
  return { handle, app, seeded };
}

describe('a restart of the server', () => {
  it('keeps accounts created before it and does not seed twice', async () => {
    const first = await boot();
    expect(first.seeded).toBe(true);
    const registered = await first.app.inject({
      method: 'POST',
      url: '/api/auth/client/register',
      payload: {
        firstName: 'Nina',
        lastName: 'Roux',
        email: 'nina.roux@example.com',
        password: 'Une-vraie-phrase-2026',
        acceptTerms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    await first.app.close();
    await first.handle.close();

    const second = await boot();
    expect(second.seeded).toBe(false);
    const login = await second.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      payload: { email: 'nina.roux@example.com', password: 'Une-vraie-phrase-2026' },
    });
    expect(login.statusCode).toBe(200);
    const [demo] = await second.handle.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'marie.dubois@example.com'));
    expect(demo?.n).toBe(1);
    await second.app.close();
    await second.handle.close();
  });
});

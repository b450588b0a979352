import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, passwordResetTokens, sessions, users } from '../db/schema';
import { createTestApp, loginAs, type TTestApp } from '../test-support/test-app';
import { purgeExpiredRows } from './purge-expired-rows';

let t: TTestApp;
const NOW = new Date('2026-11-23T09:00:00Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
});

afterAll(async () => {
  await t.close();
});

describe('purge of expired rows', () => {
  it('removes old login failures, reset tokens and sessions, and keeps what still counts', async () => {
    const db = t.handle.db;
    const [marie] = await db.select().from(users).where(eq(users.email, 'marie.dubois@example.com'));
    if (!marie) throw new Error('demo client missing');
    await db.insert(loginFailures).values([
      { accountKey: 'old@example.com', ip: '203.0.113.1', createdAt: ago(2 * DAY) },
      { accountKey: 'recent@example.com', ip: '203.0.113.1', createdAt: ago(10 * 60_000) },
    ]);
    await db.insert(passwordResetTokens).values([
      {
        tokenHash: 'old-token',
        userId: marie.id,
        createdAt: ago(2 * DAY),
        expiresAt: ago(2 * DAY - 3_600_000),
      },
      {
        tokenHash: 'fresh-token',
        userId: marie.id,
        createdAt: ago(60_000),
        expiresAt: new Date(NOW.getTime() + 3_000_000),
      },
    ]);
    await db.insert(sessions).values([
      {
        tokenHash: 'expired-session',
        userId: marie.id,
        space: 'client',
        createdAt: ago(40 * DAY),
        expiresAt: ago(2 * DAY),
      },
      {
        tokenHash: 'revoked-long-ago',
        userId: marie.id,
        space: 'client',
        createdAt: ago(40 * DAY),
        expiresAt: new Date(NOW.getTime() + DAY),
        revokedAt: ago(31 * DAY),
      },
      {
        tokenHash: 'revoked-yesterday',
        userId: marie.id,
        space: 'client',
        createdAt: ago(2 * DAY),
        expiresAt: new Date(NOW.getTime() + DAY),
        revokedAt: ago(DAY),
      },
    ]);
    const live = await loginAs(t.app, 'client', 'marie.dubois@example.com');

    const removed = await purgeExpiredRows(db, NOW);
    expect(removed).toEqual({ loginFailures: 1, resetTokens: 1, sessions: 2 });
    expect((await db.select().from(loginFailures)).map((row) => row.accountKey)).toEqual([
      'recent@example.com',
    ]);
    expect((await db.select().from(passwordResetTokens)).map((row) => row.tokenHash)).toEqual([
      'fresh-token',
    ]);
    const kept = (await db.select().from(sessions)).map((row) => row.tokenHash);
    expect(kept).toContain('revoked-yesterday');
    expect(kept).not.toContain('expired-session');
    // The signed-in client stays signed in.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/client/session',
      headers: { cookie: live },
    });
    expect(session.json().user.email).toBe('marie.dubois@example.com');
  });
});

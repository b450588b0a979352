import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailVerifications,
  oidcPendingIdentities,
  oidcTransactions,
  passkeyChallenges,
  passwordResetTokens,
  sessions,
  throttleBuckets,
  users,
} from '#server/db/schema/index.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
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
  it('removes old throttle counters, reset tokens and sessions, and keeps what still counts', async () => {
    const db = t.handle.db;
    const [marie] = await db.select().from(users).where(eq(users.email, 'marie.dubois@example.com'));
    if (!marie) throw new Error('demo client missing');
    await db.insert(throttleBuckets).values([
      { key: 'login-address:old', hits: 40, windowStartedAt: ago(2 * DAY), updatedAt: ago(2 * DAY) },
      {
        key: 'login-address:recent',
        hits: 3,
        windowStartedAt: ago(10 * 60_000),
        updatedAt: ago(10 * 60_000),
      },
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
    await db.insert(emailVerifications).values([
      {
        tokenHash: 'expired-link',
        userId: marie.id,
        email: marie.email,
        createdAt: ago(4 * DAY),
        expiresAt: ago(2 * DAY),
      },
      {
        tokenHash: 'fresh-link',
        userId: marie.id,
        email: marie.email,
        createdAt: ago(60_000),
        expiresAt: new Date(NOW.getTime() + 2 * DAY),
      },
    ]);
    await db.insert(passkeyChallenges).values([
      {
        challenge: 'expired-passkey-challenge',
        userId: null,
        purpose: 'authentication',
        expiresAt: ago(2 * DAY),
      },
      {
        challenge: 'live-passkey-challenge',
        userId: marie.id,
        purpose: 'registration',
        expiresAt: ago(-60_000),
      },
    ]);
    await db.insert(oidcTransactions).values([
      {
        stateHash: 'old-state',
        provider: 'google',
        codeVerifier: 'v',
        nonce: 'n',
        returnTo: '/',
        expiresAt: ago(2 * DAY),
      },
      {
        stateHash: 'fresh-state',
        provider: 'google',
        codeVerifier: 'v',
        nonce: 'n',
        returnTo: '/',
        expiresAt: NOW,
      },
    ]);
    await db.insert(oidcPendingIdentities).values({
      tokenHash: 'old-pending',
      provider: 'google',
      subject: 's',
      email: 'x@example.com',
      firstName: 'X',
      lastName: 'Y',
      returnTo: '/',
      expiresAt: ago(2 * DAY),
    });
    const live = await loginAs(t.app, 'client', 'marie.dubois@example.com');

    const removed = await purgeExpiredRows(db, NOW);
    expect(removed).toEqual({
      throttleBuckets: 1,
      resetTokens: 1,
      sessions: 2,
      twoFactorChallenges: 0,
      trustedDevices: 0,
      emailVerifications: 1,
      passkeyChallenges: 1,
      oidcTransactions: 1,
      oidcPendingIdentities: 1,
    });
    expect((await db.select().from(passkeyChallenges)).map((row) => row.challenge)).toEqual([
      'live-passkey-challenge',
    ]);
    expect((await db.select().from(oidcTransactions)).map((row) => row.stateHash)).toEqual(['fresh-state']);
    expect((await db.select().from(emailVerifications)).map((row) => row.tokenHash)).toContain('fresh-link');
    // The login above cleared its own (account, address) counter; its address counter is recent too.
    expect((await db.select().from(throttleBuckets)).map((row) => row.key)).not.toContain(
      'login-address:old',
    );
    expect((await db.select().from(throttleBuckets)).map((row) => row.key)).toContain('login-address:recent');
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

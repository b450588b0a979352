import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { TActiveSession } from '#domain/identity/account-security/account-security-schemas.ts';
import { describeUserAgent } from '#domain/identity/account-security/describe-user-agent.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { sessions } from '#server/db/schema/index.ts';
import type { TSessionAccount } from '../auth/session-store';

/** More than anyone uses; the current session, just touched, is always among the most recent. */
const MAX_LISTED_SESSIONS = 50;

function live(userId: string, now: Date) {
  return and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
}

/** The account's sessions still valid, most recently used first; only public ids leave the server. */
export async function listActiveSessions(
  db: TDatabase,
  account: TSessionAccount,
  now: Date,
): Promise<TActiveSession[]> {
  const rows = await db
    .select({
      publicId: sessions.publicId,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(live(account.id, now))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(MAX_LISTED_SESSIONS);
  return rows.map((row) => ({
    id: row.publicId,
    device: describeUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    current: row.publicId === account.sessionPublicId,
  }));
}

/** Ends one live session of the account by its public id; false when it is not one of theirs. */
export async function revokeSessionOf(
  db: TDatabase,
  userId: string,
  publicId: string,
  now: Date,
): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(live(userId, now), eq(sessions.publicId, publicId)))
    .returning({ publicId: sessions.publicId });
  return revoked.length > 0;
}

/** Ends every live session of the account except the one making the request; returns how many. */
export async function revokeOtherSessions(
  db: TDatabaseOrTransaction,
  account: TSessionAccount,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(live(account.id, now), ne(sessions.tokenHash, account.sessionTokenHash)))
    .returning({ publicId: sessions.publicId });
  return revoked.length;
}

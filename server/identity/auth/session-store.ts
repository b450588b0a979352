import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TSessionSpace } from '#domain/identity/auth/auth-schemas.ts';
import { toStorableText } from '#domain/kernel/text/unsafe-characters.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { storableAddressOf } from '#server/platform/http/client-address.ts';
import { secondFactorSetupRequiredSql } from '../two-factor/second-factor-requirement';

export const SESSION_COOKIE: Record<TSessionSpace, string> = {
  client: 'jr_client_session',
  pro: 'jr_pro_session',
  admin: 'jr_admin_session',
};

const HOUR_MS = 3_600_000;
/** "Se souvenir de moi" keeps the session 30 days; otherwise it ends with the browser or after 12 h. */
export const REMEMBERED_SESSION_MS = 30 * 24 * HOUR_MS;
export const BROWSER_SESSION_MS = 12 * HOUR_MS;
/** A session's and its account's last activity are written at most this often, not on every request. */
export const LAST_SEEN_PRECISION_MS = 5 * 60_000;

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: TDatabase,
  input: {
    userId: string;
    space: TSessionSpace;
    remember: boolean;
    now: Date;
    userAgent?: string | undefined;
    ipAddress?: string | undefined;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(
    input.now.getTime() + (input.remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS),
  );
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    space: input.space,
    createdAt: input.now,
    expiresAt,
    // A header no form checked: cut, then made storable (the cut may split an emoji's surrogate pair).
    userAgent: input.userAgent ? toStorableText(input.userAgent.slice(0, 300)) : null,
    lastSeenAt: input.now,
    ipAddress: storableAddressOf(input.ipAddress),
  });
  await db.update(users).set({ lastSeenAt: input.now }).where(eq(users.id, input.userId));
  return { token, expiresAt };
}

export type TSessionAccount = typeof users.$inferSelect & {
  sessionTokenHash: string;
  sessionPublicId: string;
  sessionLastSeenAt: Date | null;
  /** A staff session's chosen lawyer (ADR 0058); null otherwise. */
  sessionActingForUserId: string | null;
  /** The account must have a second factor and has none yet: only the enrolment is open (ADR 0026). */
  secondFactorSetupRequired: boolean;
};

export async function findSessionAccount(
  db: TDatabase,
  token: string,
  space: TSessionSpace,
  now: Date,
): Promise<TSessionAccount | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({
      user: users,
      publicId: sessions.publicId,
      lastSeenAt: sessions.lastSeenAt,
      actingForUserId: sessions.actingForUserId,
      // Clients never need a second factor: their sessions (and the booking's statement budget) skip the look-up.
      secondFactorSetupRequired: space === 'client' ? sql<boolean>`false` : secondFactorSetupRequiredSql,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.space, space),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row
    ? {
        ...row.user,
        sessionTokenHash: tokenHash,
        sessionPublicId: row.publicId,
        sessionLastSeenAt: row.lastSeenAt,
        sessionActingForUserId: row.actingForUserId,
        secondFactorSetupRequired: row.secondFactorSetupRequired === true,
      }
    : null;
}

/**
 * Records that a session was just used (and from where), and that its account is active. Written only
 * when the last record is older than LAST_SEEN_PRECISION_MS, and conditionally, so that concurrent
 * requests do not all write.
 */
export async function touchSession(
  db: TDatabase,
  account: TSessionAccount,
  ip: string,
  now: Date,
): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_SEEN_PRECISION_MS);
  if (account.sessionLastSeenAt && account.sessionLastSeenAt > staleBefore) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now, ipAddress: storableAddressOf(ip) })
    .where(
      and(
        eq(sessions.tokenHash, account.sessionTokenHash),
        or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, staleBefore)),
      ),
    );
  await db
    .update(users)
    .set({ lastSeenAt: now })
    .where(and(eq(users.id, account.id), or(isNull(users.lastSeenAt), lt(users.lastSeenAt, staleBefore))));
}

export async function revokeSession(db: TDatabase, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** Revokes every live session of an account, except optionally the one making the request. */
export async function revokeAllSessions(
  db: TDatabaseOrTransaction,
  userId: string,
  now: Date,
  exceptTokenHash?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
      ),
    );
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { TSessionSpace } from '../../domain/auth/auth-schemas';
import type { TDatabase } from '../db/database';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE: Record<TSessionSpace, string> = {
  client: 'jr_client_session',
  pro: 'jr_pro_session',
  admin: 'jr_admin_session',
};

const HOUR_MS = 3_600_000;
/** "Se souvenir de moi" keeps the session 30 days; otherwise it ends with the browser or after 12 h. */
export const REMEMBERED_SESSION_MS = 30 * 24 * HOUR_MS;
export const BROWSER_SESSION_MS = 12 * HOUR_MS;

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: TDatabase,
  input: { userId: string; space: TSessionSpace; remember: boolean; now: Date; userAgent?: string },
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
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

export type TSessionAccount = typeof users.$inferSelect & { sessionTokenHash: string };

export async function findSessionAccount(
  db: TDatabase,
  token: string,
  space: TSessionSpace,
  now: Date,
): Promise<TSessionAccount | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ user: users })
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
  return row ? { ...row.user, sessionTokenHash: tokenHash } : null;
}

export async function revokeSession(db: TDatabase, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** Revokes every live session of an account, except optionally the one making the request. */
export async function revokeAllSessions(
  db: TDatabase,
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

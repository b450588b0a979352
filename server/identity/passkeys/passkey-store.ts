import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { TDatabase } from '#server/db/database.ts';
import { passkeyChallenges, passkeys } from '#server/db/schema/index.ts';

export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

export type TPasskeyRow = typeof passkeys.$inferSelect;
export type TPasskeyChallengePurpose = 'registration' | 'authentication';

export async function listPasskeys(db: TDatabase, userId: string): Promise<TPasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function countPasskeys(db: TDatabase, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskeyByCredentialId(db: TDatabase, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

/** The passkey `id` of `userId`; null for another account's (the route answers 404, as for none). */
export async function findOwnPasskey(db: TDatabase, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  return row ?? null;
}

export async function renamePasskey(db: TDatabase, userId: string, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deletePasskey(db: TDatabase, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return deleted.length > 0;
}

/**
 * Records a verified assertion: the new counter and the time of use, only if the counter grew (or the
 * authenticator keeps none: 0 and 0). Two assertions racing with the same counter cannot both pass.
 */
export async function recordPasskeyUse(
  db: TDatabase,
  id: string,
  previousCounter: number,
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const counterMoved =
    newCounter === 0 && previousCounter === 0
      ? eq(passkeys.counter, 0)
      : and(eq(passkeys.counter, previousCounter), lt(passkeys.counter, newCounter));
  const updated = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), counterMoved))
    .returning({ id: passkeys.id });
  return updated.length > 0;
}

export async function storeChallenge(
  db: TDatabase,
  challenge: string,
  userId: string | null,
  purpose: TPasskeyChallengePurpose,
  now: Date,
): Promise<void> {
  await db.insert(passkeyChallenges).values({
    challenge,
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/**
 * Uses up a challenge we issued, live, for this purpose and this account (null: a sign-in without
 * password, whose challenge names no account). One conditional update: a replay, or two requests
 * racing with the same response, find it used.
 */
export async function claimChallenge(
  db: TDatabase,
  challenge: string,
  userId: string | null,
  purpose: TPasskeyChallengePurpose,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(passkeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return claimed.length > 0;
}

/** Expired challenges a day after expiry (with the other expired rows). */
export async function purgeExpiredPasskeyChallenges(db: TDatabase, before: Date): Promise<number> {
  const deleted = await db
    .delete(passkeyChallenges)
    .where(lt(passkeyChallenges.expiresAt, before))
    .returning({ challenge: passkeyChallenges.challenge });
  return deleted.length;
}

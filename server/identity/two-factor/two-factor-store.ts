import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { isTotpShaped, normalizeTwoFactorCode } from '#domain/identity/two-factor/two-factor-schemas.ts';
import { toStorableText } from '#domain/kernel/text/unsafe-characters.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import {
  trustedDevices,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSettings,
} from '#server/db/schema/index.ts';
import { storableAddressOf } from '#server/platform/http/client-address.ts';
import { hashToken, newOpaqueToken } from '../auth/session-store';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { openSecret } from './secret-sealing';
import { verifyTotp } from './totp';

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const TRUSTED_DEVICE_MS = 30 * 24 * 3_600_000;

export async function findTwoFactorSettings(db: TDatabase, userId: string) {
  const [row] = await db.select().from(twoFactorSettings).where(eq(twoFactorSettings.userId, userId));
  return row ?? null;
}

/**
 * Accepts a TOTP code once: the step is recorded only if it is later than the last one recorded, in
 * one conditional update, so two requests racing with the same code cannot both pass.
 */
export async function consumeTotp(
  db: TDatabase,
  userId: string,
  secret: string,
  lastUsedStep: number | null,
  code: string,
  now: Date,
): Promise<boolean> {
  const step = verifyTotp(secret, normalizeTwoFactorCode(code), now, lastUsedStep);
  if (step === null) return false;
  const updated = await db
    .update(twoFactorSettings)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorSettings.userId, userId),
        or(isNull(twoFactorSettings.lastUsedStep), lt(twoFactorSettings.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSettings.userId });
  return updated.length > 0;
}

async function consumeRecoveryCode(db: TDatabase, userId: string, code: string, now: Date) {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: twoFactorRecoveryCodes.codeHash });
  return used.length > 0;
}

/** The second factor of an account with 2FA enabled: a TOTP code, or else a recovery code (used up). */
export async function checkSecondFactor(
  db: TDatabase,
  userId: string,
  code: string,
  now: Date,
  key: Buffer | null,
): Promise<boolean> {
  const settings = await findTwoFactorSettings(db, userId);
  if (!settings?.enabledAt) return false;
  if (isTotpShaped(code)) {
    const secret = openSecret(settings.secret, userId, key);
    return consumeTotp(db, userId, secret, settings.lastUsedStep, code, now);
  }
  return consumeRecoveryCode(db, userId, code, now);
}

/** Replaces every recovery code of the account; only the hashes are kept, the codes are shown once. */
export async function replaceRecoveryCodes(
  db: TDatabaseOrTransaction,
  userId: string,
  now: Date,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ codeHash: hashRecoveryCode(code), userId, createdAt: now })));
  return codes;
}

export async function countRecoveryCodesLeft(db: TDatabase, userId: string): Promise<number> {
  const rows = await db
    .select({ codeHash: twoFactorRecoveryCodes.codeHash })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return rows.length;
}

export async function removeTwoFactor(db: TDatabaseOrTransaction, userId: string): Promise<void> {
  await db.delete(twoFactorSettings).where(eq(twoFactorSettings.userId, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await revokeTrustedDevices(db, userId);
}

export async function createChallenge(
  db: TDatabase,
  userId: string,
  rememberMe: boolean,
  now: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(twoFactorChallenges).values({
    tokenHash: hashToken(token),
    userId,
    rememberMe,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return token;
}

export async function findLiveChallenge(db: TDatabase, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(token)),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Marks the challenge used; false when another request used it first. */
export async function consumeChallenge(db: TDatabase, tokenHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(twoFactorChallenges)
    .set({ usedAt: now })
    .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), isNull(twoFactorChallenges.usedAt)))
    .returning({ tokenHash: twoFactorChallenges.tokenHash });
  return used.length > 0;
}

export async function createTrustedDevice(
  db: TDatabase,
  input: { userId: string; now: Date; userAgent: string | undefined; ipAddress: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(input.now.getTime() + TRUSTED_DEVICE_MS);
  await db.insert(trustedDevices).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    createdAt: input.now,
    expiresAt,
    userAgent: input.userAgent ? toStorableText(input.userAgent).slice(0, 500) : null,
    ipAddress: storableAddressOf(input.ipAddress),
  });
  return { token, expiresAt };
}

export async function isTrustedDevice(
  db: TDatabase,
  userId: string,
  token: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!token || token.length > 200) return false;
  // Recording the use in the same statement: « Appareils de confiance » says when each one last skipped the code.
  const rows = await db
    .update(trustedDevices)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(trustedDevices.tokenHash, hashToken(token)),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .returning({ tokenHash: trustedDevices.tokenHash });
  return rows.length > 0;
}

/** The account's live trusted devices, most recently used first, for « Appareils de confiance ». */
export async function listTrustedDevices(db: TDatabase, userId: string, now: Date) {
  return db
    .select({
      id: trustedDevices.publicId,
      createdAt: trustedDevices.createdAt,
      expiresAt: trustedDevices.expiresAt,
      lastUsedAt: trustedDevices.lastUsedAt,
      userAgent: trustedDevices.userAgent,
      ipAddress: trustedDevices.ipAddress,
    })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now)))
    .orderBy(desc(sql`coalesce(${trustedDevices.lastUsedAt}, ${trustedDevices.createdAt})`))
    .limit(100);
}

/** Forgets one trusted device of the account; false when it is not one of theirs. */
export async function revokeTrustedDevice(db: TDatabase, userId: string, publicId: string): Promise<boolean> {
  const deleted = await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.publicId, publicId)))
    .returning({ tokenHash: trustedDevices.tokenHash });
  return deleted.length > 0;
}

/** Forgets every trusted device of the account: 2FA disabled, or the password changed or reset. */
export async function revokeTrustedDevices(db: TDatabaseOrTransaction, userId: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

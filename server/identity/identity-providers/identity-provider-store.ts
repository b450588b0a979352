import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { TIdentityProvider } from '#domain/identity/identity-providers/identity-provider-schemas.ts';
import type { TProviderIdentity } from '#domain/identity/identity-providers/map-claims.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { identityLinks, oidcPendingIdentities, oidcTransactions, users } from '#server/db/schema/index.ts';
import { hashToken, newOpaqueToken } from '../auth/session-store';

/** An authorization request must come back within ten minutes. */
export const OIDC_TRANSACTION_TTL_MS = 10 * 60_000;
/** A sign-up to finalise, or an account to prove (the e-mailed link included), waits one hour. */
export const OIDC_PENDING_TTL_MS = 60 * 60_000;

export async function createTransaction(
  db: TDatabase,
  input: {
    provider: TIdentityProvider;
    returnTo: string;
    codeVerifier: string;
    nonce: string;
    now: Date;
    linkUserId?: string | null;
  },
): Promise<{ state: string }> {
  const state = newOpaqueToken();
  await db.insert(oidcTransactions).values({
    stateHash: hashToken(state),
    provider: input.provider,
    codeVerifier: input.codeVerifier,
    nonce: input.nonce,
    returnTo: input.returnTo,
    linkUserId: input.linkUserId ?? null,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + OIDC_TRANSACTION_TTL_MS),
  });
  return { state };
}

export type TClaimedTransaction =
  | { outcome: 'claimed'; row: typeof oidcTransactions.$inferSelect }
  | { outcome: 'expired'; row: typeof oidcTransactions.$inferSelect }
  | { outcome: 'unknown' }
  | { outcome: 'used' };

/**
 * Takes the transaction of `state` for this provider, once: the conditional update (`used_at is null`)
 * lets only one of two concurrent callbacks through. An expired one is used up too.
 */
export async function claimTransaction(
  db: TDatabase,
  provider: TIdentityProvider,
  state: string,
  now: Date,
): Promise<TClaimedTransaction> {
  const stateHash = hashToken(state);
  const [row] = await db
    .update(oidcTransactions)
    .set({ usedAt: now })
    .where(
      and(
        eq(oidcTransactions.stateHash, stateHash),
        eq(oidcTransactions.provider, provider),
        isNull(oidcTransactions.usedAt),
      ),
    )
    .returning();
  if (row) return row.expiresAt > now ? { outcome: 'claimed', row } : { outcome: 'expired', row };
  const [existing] = await db
    .select({ usedAt: oidcTransactions.usedAt })
    .from(oidcTransactions)
    .where(and(eq(oidcTransactions.stateHash, stateHash), eq(oidcTransactions.provider, provider)));
  return { outcome: existing ? 'used' : 'unknown' };
}

export async function findLinkedUser(db: TDatabase, provider: TIdentityProvider, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(identityLinks)
    .innerJoin(users, eq(users.id, identityLinks.userId))
    .where(and(eq(identityLinks.provider, provider), eq(identityLinks.subject, subject)));
  return row?.user ?? null;
}

/** Records the identity waiting for a decision; the browser gets only the random token (a cookie). */
export async function createPendingIdentity(
  db: TDatabase,
  input: {
    provider: TIdentityProvider;
    identity: TProviderIdentity;
    returnTo: string;
    existingUserId: string | null;
    now: Date;
  },
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(oidcPendingIdentities).values({
    tokenHash: hashToken(token),
    provider: input.provider,
    subject: input.identity.subject,
    email: input.identity.email,
    firstName: input.identity.firstName,
    lastName: input.identity.lastName,
    returnTo: input.returnTo,
    userId: input.existingUserId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + OIDC_PENDING_TTL_MS),
  });
  return token;
}

export type TPendingRow = typeof oidcPendingIdentities.$inferSelect;

export async function findPendingIdentity(
  db: TDatabase,
  token: string | undefined,
  now: Date,
): Promise<TPendingRow | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(oidcPendingIdentities)
    .where(
      and(
        eq(oidcPendingIdentities.tokenHash, hashToken(token)),
        isNull(oidcPendingIdentities.usedAt),
        gt(oidcPendingIdentities.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Uses a pending identity up, once (conditional update), inside the caller's transaction. */
export async function claimPendingIdentity(
  tx: TDatabaseOrTransaction,
  by: { tokenHash: string } | { emailTokenHash: string },
  now: Date,
): Promise<TPendingRow | null> {
  const [row] = await tx
    .update(oidcPendingIdentities)
    .set({ usedAt: now })
    .where(
      and(
        'tokenHash' in by
          ? eq(oidcPendingIdentities.tokenHash, by.tokenHash)
          : eq(oidcPendingIdentities.emailTokenHash, by.emailTokenHash),
        isNull(oidcPendingIdentities.usedAt),
        gt(oidcPendingIdentities.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Gives a pending identity (of an existing account) a new e-mailed confirmation token. */
export async function setPendingEmailToken(db: TDatabase, tokenHash: string): Promise<string> {
  const emailToken = newOpaqueToken();
  await db
    .update(oidcPendingIdentities)
    .set({ emailTokenHash: hashToken(emailToken) })
    .where(eq(oidcPendingIdentities.tokenHash, tokenHash));
  return emailToken;
}

export async function insertLink(
  tx: TDatabaseOrTransaction,
  input: { userId: string; provider: string; subject: string; email: string; now: Date },
): Promise<void> {
  await tx.insert(identityLinks).values({
    userId: input.userId,
    provider: input.provider,
    subject: input.subject,
    email: input.email,
    createdAt: input.now,
  });
}

export async function listLinks(db: TDatabase, userId: string) {
  return db
    .select()
    .from(identityLinks)
    .where(eq(identityLinks.userId, userId))
    .orderBy(asc(identityLinks.createdAt), asc(identityLinks.provider));
}

import { lt, or } from 'drizzle-orm';
import { RETENTION, retentionCutoff } from '#domain/identity/privacy/retention-policy.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  emailVerifications,
  oidcPendingIdentities,
  oidcTransactions,
  passwordResetTokens,
  sessions,
  trustedDevices,
  twoFactorChallenges,
} from '#server/db/schema/index.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import type { TClock } from '#server/platform/config.ts';
import { purgeThrottleBuckets } from '#server/platform/http/throttle.ts';
import { purgeExpiredPasskeyChallenges } from '../passkeys/passkey-store';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes what no longer serves: throttle counters untouched for a day whose wait is over (the longest
 * window is an hour), reset tokens a day after they were issued (they live one hour), sessions a day
 * after they expired and revoked ones after 30 days, sign-in code and passkey challenges (five minutes), trusted devices,
 * e-mail confirmation links (48 hours; a used one still says « déjà utilisé » until then), provider sign-in transactions
 * and pending identities a day after they expired. Returns the number of rows removed per table.
 */
export async function purgeExpiredRows(db: TDatabase, now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const throttleBuckets = await purgeThrottleBuckets(db, dayAgo, now);
  const tokens = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.createdAt, retentionCutoff(now, RETENTION.resetTokens)))
    .returning({ tokenHash: passwordResetTokens.tokenHash });
  const oldSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, retentionCutoff(now, RETENTION.expiredSessions)),
        lt(sessions.revokedAt, retentionCutoff(now, RETENTION.revokedSessions)),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  const challenges = await db
    .delete(twoFactorChallenges)
    .where(lt(twoFactorChallenges.expiresAt, dayAgo))
    .returning({ tokenHash: twoFactorChallenges.tokenHash });
  const devices = await db
    .delete(trustedDevices)
    .where(lt(trustedDevices.expiresAt, dayAgo))
    .returning({ tokenHash: trustedDevices.tokenHash });
  const verifications = await db
    .delete(emailVerifications)
    .where(lt(emailVerifications.expiresAt, dayAgo))
    .returning({ tokenHash: emailVerifications.tokenHash });
  const passkeyChallenges = await purgeExpiredPasskeyChallenges(db, dayAgo);
  // Sign-ins with a provider (10 minutes) and identities awaiting a decision (an hour), a day later (ADR 0024).
  const transactions = await db
    .delete(oidcTransactions)
    .where(lt(oidcTransactions.expiresAt, dayAgo))
    .returning({ stateHash: oidcTransactions.stateHash });
  const pendingIdentities = await db
    .delete(oidcPendingIdentities)
    .where(lt(oidcPendingIdentities.expiresAt, dayAgo))
    .returning({ tokenHash: oidcPendingIdentities.tokenHash });
  return {
    throttleBuckets,
    resetTokens: tokens.length,
    sessions: oldSessions.length,
    twoFactorChallenges: challenges.length,
    trustedDevices: devices.length,
    emailVerifications: verifications.length,
    passkeyChallenges,
    oidcTransactions: transactions.length,
    oidcPendingIdentities: pendingIdentities.length,
  };
}

/** Runs the purge every hour (and once shortly after start). */
export function startExpiredRowsPurge(db: TDatabase, clock: TClock, intervalMs = HOUR_MS): TRecurringJob {
  return startRecurringJob('expired-rows-purge', () => purgeExpiredRows(db, clock.now()), {
    intervalMs,
    firstRunAfterMs: 30_000,
    db,
  });
}

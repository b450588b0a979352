import type { TDatabase } from '#server/db/database.ts';
import { throttleAddressOf } from '#server/platform/http/client-address.ts';
import {
  clearThrottle,
  refundThrottle,
  type TThrottleDecision,
  type TThrottlePolicy,
  takeThrottles,
  throttleKeyOf,
} from '#server/platform/http/throttle.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Guessing one account's password from one address: 5 attempts, then waits of 30 s, 1, 2, 4, 8 and
 * 15 minutes (at most), forgotten after an hour without attempts. Only that address waits: there is
 * no per-account lock that an attacker elsewhere could impose on the owner.
 */
export const LOGIN_PER_ACCOUNT_AND_ADDRESS: TThrottlePolicy = {
  freeHits: 5,
  windowMs: HOUR_MS,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE_MS,
};

/**
 * Trying many accounts from one address (password spraying): 30 failed attempts an hour, then waits
 * of 1, 2, 4… up to 30 minutes. Successful sign-ins give their attempt back, so a shared office
 * address is not slowed by its own users.
 */
export const LOGIN_PER_ADDRESS: TThrottlePolicy = {
  freeHits: 30,
  windowMs: HOUR_MS,
  baseDelayMs: MINUTE_MS,
  maxDelayMs: 30 * MINUTE_MS,
};

/** The two counters of a sign-in attempt (exported for tests that look at them). */
export function loginThrottleKeys(email: string, ip: string) {
  const address = throttleAddressOf(ip);
  return {
    accountAndAddress: throttleKeyOf('login-account-address', email.toLowerCase(), address),
    address: throttleKeyOf('login-address', address),
  };
}

/**
 * Counts a sign-in attempt (or a check of the current password) before the password is verified,
 * atomically on both keys: concurrent attempts cannot all slip under the limits.
 */
export function takeLoginAttempt(
  db: TDatabase,
  email: string,
  ip: string,
  now: Date,
): Promise<TThrottleDecision> {
  const keys = loginThrottleKeys(email, ip);
  return takeThrottles(
    db,
    [
      { key: keys.accountAndAddress, policy: LOGIN_PER_ACCOUNT_AND_ADDRESS },
      { key: keys.address, policy: LOGIN_PER_ADDRESS },
    ],
    now,
  );
}

/** The right password: that (account, address) starts afresh and the address gets its attempt back. */
export async function recordLoginSuccess(db: TDatabase, email: string, ip: string): Promise<void> {
  const keys = loginThrottleKeys(email, ip);
  await clearThrottle(db, keys.accountAndAddress);
  await refundThrottle(db, keys.address);
}

import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { throttleAddressOf } from '#server/platform/http/client-address.ts';
import {
  clearThrottle,
  refundThrottle,
  type TThrottleDecision,
  type TThrottlePolicy,
  takeThrottle,
  takeThrottles,
  throttleKeyOf,
} from '#server/platform/http/throttle.ts';
import { LOGIN_PER_ACCOUNT_AND_ADDRESS, LOGIN_PER_ADDRESS } from '../auth/login-throttle';
import { CHALLENGE_TTL_MS } from './two-factor-store';

const DAY_MS = 24 * 3_600_000;

/** Wrong codes one sign-in challenge takes before it dies and the password is asked again (ADR 0045). */
export const WRONG_CODES_PER_CHALLENGE = 5;
/**
 * Wrong codes one account takes in a day, from every address together (ADR 0045): past them codes are
 * refused for 24 hours and the owner is told once. Someone holding the password cannot spread 150
 * guesses over 30 addresses any more.
 */
export const WRONG_CODES_PER_ACCOUNT_PER_DAY = 20;

/** A hard cap of `limit` hits: the last free one sets a wait as long as the window, so the next is refused. */
function hardCap(limit: number, windowMs: number): TThrottlePolicy {
  return { freeHits: limit - 1, windowMs, baseDelayMs: windowMs, maxDelayMs: windowMs };
}

const PER_ACCOUNT_PER_DAY = hardCap(WRONG_CODES_PER_ACCOUNT_PER_DAY, DAY_MS);

/** Codes are throttled like passwords (same policies), on counters of their own. */
export function codeThrottleKeys(userId: string, ip: string) {
  const address = throttleAddressOf(ip);
  return {
    accountAndAddress: throttleKeyOf('two-factor-account-address', userId, address),
    address: throttleKeyOf('two-factor-address', address),
    accountPerDay: throttleKeyOf('two-factor-account-day', userId),
  };
}

/** Counted before the code is checked, so concurrent guesses cannot outrun the count. */
export function takeCodeAttempt(
  db: TDatabase,
  userId: string,
  ip: string,
  now: Date,
): Promise<TThrottleDecision> {
  return takeThrottles(db, attemptLimits(codeThrottleKeys(userId, ip)), now);
}

/** The password-like counters every second-factor attempt takes (per account and address, per address). */
function attemptLimits(keys: ReturnType<typeof codeThrottleKeys>) {
  return [
    { key: keys.accountAndAddress, policy: LOGIN_PER_ACCOUNT_AND_ADDRESS },
    { key: keys.address, policy: LOGIN_PER_ADDRESS },
  ];
}

/**
 * A typed code (TOTP or recovery code), counted before it is checked on the password-like counters and on
 * the account's daily budget; `hits` is the budget's count, so exactly one request sees it spent.
 */
export function takeCodeGuess(
  db: TDatabase,
  userId: string,
  ip: string,
  now: Date,
): Promise<TThrottleDecision> {
  const keys = codeThrottleKeys(userId, ip);
  // The budget first: `hits` of the decision is its count.
  return takeThrottles(
    db,
    [{ key: keys.accountPerDay, policy: PER_ACCOUNT_PER_DAY }, ...attemptLimits(keys)],
    now,
  );
}

/** One more code tried on a sign-in challenge (identified by its token's hash); refused past the fifth. */
export function takeChallengeGuess(
  db: TDatabase,
  challengeHash: string,
  now: Date,
): Promise<TThrottleDecision> {
  return takeThrottle(
    db,
    throttleKeyOf('two-factor-challenge', challengeHash),
    hardCap(WRONG_CODES_PER_CHALLENGE, CHALLENGE_TTL_MS),
    now,
  );
}

export async function recordCodeSuccess(db: TDatabase, userId: string, ip: string): Promise<void> {
  const keys = codeThrottleKeys(userId, ip);
  await clearThrottle(db, keys.accountAndAddress);
  await refundThrottle(db, keys.address);
  // The daily budget counts wrong codes only: the right one gives its hit back.
  await refundThrottle(db, keys.accountPerDay);
}

/** A password reset proves the mailbox: the owner gets their codes back at once. */
export async function clearDailyCodeBudget(db: TDatabaseOrTransaction, userId: string): Promise<void> {
  await clearThrottle(db, throttleKeyOf('two-factor-account-day', userId));
}

import { LOGIN_PER_ACCOUNT_AND_ADDRESS, LOGIN_PER_ADDRESS } from '../auth/login-throttle';
import type { TDatabase } from '../db/database';
import { throttleAddressOf } from '../http/client-address';
import {
  clearThrottle,
  refundThrottle,
  type TThrottleDecision,
  takeThrottles,
  throttleKeyOf,
} from '../http/throttle';

/** Codes are throttled like passwords (same policies), on counters of their own. */
export function codeThrottleKeys(userId: string, ip: string) {
  const address = throttleAddressOf(ip);
  return {
    accountAndAddress: throttleKeyOf('two-factor-account-address', userId, address),
    address: throttleKeyOf('two-factor-address', address),
  };
}

/** Counted before the code is checked, so concurrent guesses cannot outrun the count. */
export function takeCodeAttempt(
  db: TDatabase,
  userId: string,
  ip: string,
  now: Date,
): Promise<TThrottleDecision> {
  const keys = codeThrottleKeys(userId, ip);
  return takeThrottles(
    db,
    [
      { key: keys.accountAndAddress, policy: LOGIN_PER_ACCOUNT_AND_ADDRESS },
      { key: keys.address, policy: LOGIN_PER_ADDRESS },
    ],
    now,
  );
}

export async function recordCodeSuccess(db: TDatabase, userId: string, ip: string): Promise<void> {
  const keys = codeThrottleKeys(userId, ip);
  await clearThrottle(db, keys.accountAndAddress);
  await refundThrottle(db, keys.address);
}

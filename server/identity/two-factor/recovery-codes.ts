import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '#domain/identity/two-factor/two-factor-schemas.ts';

// No 0/o, 1/l/i: read from paper and typed again, they must not be mistaken for one another.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** « xxxx-xxxx » from 31 symbols: about 40 bits each, single use and throttled like passwords. */
export function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < 8; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/** The stored form: SHA-256 of the code without its dash, so « abcd-efgh » and « abcdefgh » both work. */
export function hashRecoveryCode(code: string): string {
  const canonical = code.replace(/[\s-]+/g, '').toLowerCase();
  return createHash('sha256').update(`recovery:${canonical}`).digest('hex');
}

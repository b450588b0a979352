import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// Algorithm 2 = argon2id; the library's defaults (19 MiB, t=2, p=1) are OWASP's recommendation.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password against an account's hash; without an account it still spends one
 * verification, so the answer time does not reveal which e-mails have an account.
 */
export async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword('jurisrdv-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}

// French passwords the English-language list misses.
const FRENCH_COMMON_PASSWORDS = [
  'motdepasse',
  'motdepasse1',
  'motdepasse123',
  'azertyuiop',
  'azerty123',
  'azerty1234',
  'soleil123',
  'bonjour123',
  'doudou123',
  'chouchou',
  'jetaime123',
  'marseille13',
  'jurisrdv',
  'jurisrdv123',
];

const COMMON_PASSWORDS = new Set<string>([
  ...(dictionary['passwords-common'] as string[]),
  ...FRENCH_COMMON_PASSWORDS,
]);

/** NIST 800-63B: refuse passwords known from breach corpora and common lists. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

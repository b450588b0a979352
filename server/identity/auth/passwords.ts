import { hash, verify } from '@node-rs/argon2';

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

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const stored = await hashPassword('une phrase de passe solide');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 'une phrase de passe solide')).toBe(true);
    expect(await verifyPassword(stored, 'autre chose')).toBe(false);
  });

  it('does not throw on a corrupted hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-sealing';

const KEY = randomBytes(32);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const USER = '0b9f4c1e-6a53-4f7e-9d2a-111111111111';

describe('TOTP secret sealing', () => {
  it('encrypts with a key and opens back, never showing the secret', () => {
    const stored = sealSecret(SECRET, USER, KEY);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(SECRET);
    expect(sealSecret(SECRET, USER, KEY)).not.toBe(stored);
    expect(openSecret(stored, USER, KEY)).toBe(SECRET);
  });

  it('does not open for another account, another key, or without a key', () => {
    const stored = sealSecret(SECRET, USER, KEY);
    expect(() => openSecret(stored, '0b9f4c1e-6a53-4f7e-9d2a-222222222222', KEY)).toThrow();
    expect(() => openSecret(stored, USER, randomBytes(32))).toThrow();
    expect(() => openSecret(stored, USER, null)).toThrow();
  });

  it('keeps the secret as is without a key, and reads such rows once a key is set', () => {
    expect(sealSecret(SECRET, USER, null)).toBe(SECRET);
    expect(openSecret(SECRET, USER, KEY)).toBe(SECRET);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { newTotpSecret, totpCodeAt, totpUri, verifyTotp } from './totp';

const STEP_MS = 30_000;
// The start of a time step, so that ± n steps are exact.
const NOW = new Date(Math.floor(Date.UTC(2026, 10, 25, 9, 0, 0) / STEP_MS) * STEP_MS + 10_000);

describe('TOTP verification', () => {
  const secret = newTotpSecret();

  it('accepts the current code and the neighbouring steps only', () => {
    const at = (steps: number) => totpCodeAt(secret, new Date(NOW.getTime() + steps * STEP_MS));
    expect(verifyTotp(secret, at(0), NOW, null)).toBe(Math.floor(NOW.getTime() / STEP_MS));
    expect(verifyTotp(secret, at(-1), NOW, null)).not.toBeNull();
    expect(verifyTotp(secret, at(1), NOW, null)).not.toBeNull();
    expect(verifyTotp(secret, at(-2), NOW, null)).toBeNull();
    expect(verifyTotp(secret, at(2), NOW, null)).toBeNull();
  });

  it('refuses a code of a step already used, or earlier', () => {
    const code = totpCodeAt(secret, NOW);
    const step = verifyTotp(secret, code, NOW, null);
    expect(step).not.toBeNull();
    expect(verifyTotp(secret, code, NOW, step)).toBeNull();
    const previous = totpCodeAt(secret, new Date(NOW.getTime() - STEP_MS));
    expect(verifyTotp(secret, previous, NOW, step)).toBeNull();
    const next = totpCodeAt(secret, new Date(NOW.getTime() + STEP_MS));
    expect(verifyTotp(secret, next, NOW, step)).toBe((step ?? 0) + 1);
  });

  it('refuses what is not six digits, and another secret', () => {
    expect(verifyTotp(secret, '12345', NOW, null)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', NOW, null)).toBeNull();
    expect(verifyTotp(secret, `${totpCodeAt(secret, NOW)}\u0000`, NOW, null)).toBeNull();
    expect(verifyTotp(newTotpSecret(), totpCodeAt(secret, NOW), NOW, null)).toBeNull();
  });

  it('describes the secret for authenticator apps (SHA-1, 6 digits, 30 s)', () => {
    const uri = new URL(totpUri(secret, 'sophie.martin@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('JurisRDV');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe('recovery codes', () => {
  it('are ten distinct « xxxx-xxxx » codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
  });

  it('hash the same with or without dash, spaces or capitals, and differently from another code', () => {
    const [a, b] = newRecoveryCodes();
    if (!a || !b) throw new Error('no codes');
    expect(hashRecoveryCode(a)).toBe(hashRecoveryCode(` ${a.replace('-', '').toUpperCase()} `));
    expect(hashRecoveryCode(a)).not.toBe(hashRecoveryCode(b));
    expect(hashRecoveryCode(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(a)).not.toContain(a);
  });
});

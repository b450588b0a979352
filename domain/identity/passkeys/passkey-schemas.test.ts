import { describe, expect, it } from 'vitest';
import { ZAuthenticationResponse, ZPasskeyName } from './passkey-schemas';

const valid = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'MEUCIQ' },
};

describe('WebAuthn response schemas', () => {
  it('accepts what the browser sends, dropping unknown extension results', () => {
    const parsed = ZAuthenticationResponse.parse({
      ...valid,
      clientExtensionResults: { credProps: { rk: true }, x: 1 },
    });
    expect(parsed.clientExtensionResults).toEqual({ credProps: { rk: true } });
  });

  it('refuses NUL, characters outside base64url, oversized fields and unknown keys', () => {
    const withSignature = (signature: string) => ({ ...valid, response: { ...valid.response, signature } });
    for (const signature of ['a\u0000b', 'ab+/', 'ab=', '', 'A'.repeat(1025)]) {
      expect(
        ZAuthenticationResponse.safeParse(withSignature(signature)).success,
        signature.slice(0, 10),
      ).toBe(false);
    }
    expect(ZAuthenticationResponse.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    expect(ZAuthenticationResponse.safeParse({ ...valid, id: 'A'.repeat(1401) }).success).toBe(false);
  });

  it('trims the name and bounds it', () => {
    expect(ZPasskeyName.parse('  MacBook ')).toBe('MacBook');
    expect(ZPasskeyName.safeParse('   ').success).toBe(false);
    expect(ZPasskeyName.safeParse('a'.repeat(61)).success).toBe(false);
  });
});

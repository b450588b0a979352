import { describe, expect, it } from 'vitest';
import { bearerTokenMatches } from './metrics';

const TOKEN = 'jeton-de-metriques-0123456789';

describe('bearerTokenMatches', () => {
  it('accepts the token as a Bearer credential, whatever the scheme’s case', () => {
    expect(bearerTokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it('refuses anything else: missing, another scheme, a prefix, a longer or empty token', () => {
    for (const header of [
      undefined,
      '',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}0`,
      'Bearer ',
      `Bearer ${TOKEN} autre`,
    ]) {
      expect(bearerTokenMatches(header, TOKEN), String(header)).toBe(false);
    }
  });
});

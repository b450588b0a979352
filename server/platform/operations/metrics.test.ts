import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
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

describe('METRICS_TOKEN', () => {
  it('turns /metrics on with a token of 16 characters or more, and leaves it off when unset or empty', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(() => loadConfig({ METRICS_TOKEN: 'court' })).toThrow(
      'METRICS_TOKEN contient au moins 16 caractères',
    );
  });
});

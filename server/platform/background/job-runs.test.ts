import { describe, expect, it } from 'vitest';
import { describeJobError } from './job-runs';

describe('describeJobError', () => {
  it('keeps an error’s message, or what was thrown, cut to 500 characters', () => {
    expect(describeJobError(new Error('connexion refusée'))).toBe('connexion refusée');
    expect(describeJobError(new TypeError(''))).toBe('TypeError');
    expect(describeJobError('texte lancé')).toBe('texte lancé');
    expect(describeJobError(undefined)).toBe('undefined');
    expect(describeJobError(new Error('x'.repeat(800)))).toHaveLength(500);
  });
});

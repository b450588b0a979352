import { describe, expect, it } from 'vitest';
import { supportThrottleMessage } from './support-throttle-message';

describe('supportThrottleMessage', () => {
  it('rounds the wait up to the minute, then to the hour', () => {
    expect(supportThrottleMessage(1)).toBe(
      'Vous avez envoyé trop de messages en peu de temps. Veuillez réessayer dans 1 minute.',
    );
    expect(supportThrottleMessage(60_001)).toMatch(/dans 2 minutes\.$/);
    expect(supportThrottleMessage(59 * 60_000)).toMatch(/dans 59 minutes\.$/);
    expect(supportThrottleMessage(60 * 60_000)).toMatch(/dans 1 heure\.$/);
    expect(supportThrottleMessage(61 * 60_000)).toMatch(/dans 2 heures\.$/);
  });
});

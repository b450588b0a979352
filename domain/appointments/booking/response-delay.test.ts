import { describe, expect, it } from 'vitest';
import { responseDelayText, typicalResponseDelay } from './response-delay';

const HOUR = 3_600_000;

describe('typicalResponseDelay', () => {
  it('is the median of the delays, odd and even counts', () => {
    expect(typicalResponseDelay([5 * HOUR, 1 * HOUR, 30 * HOUR, 2 * HOUR, 3 * HOUR])).toBe(3 * HOUR);
    expect(typicalResponseDelay([1, 2, 3, 4, 10, 100], 5)).toBe(3.5);
  });

  it('says nothing below the minimum count, and ignores impossible delays', () => {
    expect(typicalResponseDelay([HOUR, HOUR, HOUR, HOUR])).toBeNull();
    expect(typicalResponseDelay([HOUR, HOUR, HOUR, HOUR, -5, Number.NaN])).toBeNull();
    expect(typicalResponseDelay([HOUR, 2 * HOUR], 2)).toBe(1.5 * HOUR);
  });
});

describe('responseDelayText', () => {
  it('rounds up to hours, then to days, with French spacing', () => {
    expect(responseDelayText(20 * 60_000)).toBe('Répond en général en moins d’une heure');
    expect(responseDelayText(1.2 * HOUR)).toBe('Répond en général en moins de 2\u00a0h');
    expect(responseDelayText(23.5 * HOUR)).toBe('Répond en général en moins de 24\u00a0h');
    expect(responseDelayText(50 * HOUR)).toBe('Répond en général sous 3\u00a0jours');
  });
});

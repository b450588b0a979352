import { describe, expect, it } from 'vitest';
import { formatElapsed, formatRunDuration } from './elapsed-time';

describe('formatElapsed', () => {
  it('writes seconds, minutes, hours and days with a no-break space before the unit', () => {
    expect(formatElapsed(0)).toBe('0\u00a0s');
    expect(formatElapsed(59.9)).toBe('59\u00a0s');
    expect(formatElapsed(60)).toBe('1\u00a0min');
    expect(formatElapsed(3_599)).toBe('59\u00a0min');
    expect(formatElapsed(3_600)).toBe('1\u00a0h\u00a000');
    expect(formatElapsed(3 * 3_600 + 5 * 60)).toBe('3\u00a0h\u00a005');
    expect(formatElapsed(86_400)).toBe('1\u00a0j');
    expect(formatElapsed(2 * 86_400 + 4 * 3_600 + 59)).toBe('2\u00a0j 4\u00a0h');
  });

  it('never writes a negative duration (clocks of two machines a little apart)', () => {
    expect(formatElapsed(-3)).toBe('0\u00a0s');
  });
});

describe('formatRunDuration', () => {
  it('writes milliseconds under a second, then seconds and minutes', () => {
    expect(formatRunDuration(12.4)).toBe('12\u00a0ms');
    expect(formatRunDuration(999)).toBe('999\u00a0ms');
    expect(formatRunDuration(1_500)).toBe('1\u00a0s');
    expect(formatRunDuration(125_000)).toBe('2\u00a0min');
  });
});

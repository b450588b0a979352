import { describe, expect, it } from 'vitest';
import { formatWorkDuration, parseWorkDuration, workDurationInput } from './work-session-duration';

describe('parseWorkDuration', () => {
  it.each([
    ['1h30min', 90],
    ['45min', 45],
    ['2h', 120],
    ['1h30', 90],
    ['1 h 15 min', 75],
    ['30', 30],
    ['2H05MIN', 125],
    ['90mn', 90],
  ])('%s → %i minutes', (text, minutes) => {
    expect(parseWorkDuration(text)).toBe(minutes);
  });

  it.each(['', '   ', 'une heure', 'h', '1h30min de plus', '-20min', '1,5h'])(
    'gives 0 for text matching neither hours nor minutes: %j',
    (text) => {
      expect(parseWorkDuration(text)).toBe(0);
    },
  );
});

describe('formatWorkDuration', () => {
  it.each([
    [0, '0\u00a0min'],
    [45, '45\u00a0min'],
    [60, '1\u00a0h'],
    [90, '1\u00a0h 30\u00a0min'],
    [605, '10\u00a0h 5\u00a0min'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatWorkDuration(minutes)).toBe(text);
  });
});

describe('workDurationInput', () => {
  it('writes a duration back in the form the field accepts', () => {
    for (const minutes of [5, 45, 60, 90, 135, 600]) {
      expect(parseWorkDuration(workDurationInput(minutes))).toBe(minutes);
    }
    expect(workDurationInput(90)).toBe('1h30min');
  });
});

import { describe, expect, it } from 'vitest';
import { formatTimer, sessionMinutes, timerElapsedSeconds } from './work-timer';

describe('work timer', () => {
  it('shows MM:SS under an hour and HH:MM:SS from one hour', () => {
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(59)).toBe('00:59');
    expect(formatTimer(61)).toBe('01:01');
    expect(formatTimer(3599)).toBe('59:59');
    expect(formatTimer(3600)).toBe('01:00:00');
    expect(formatTimer(36_061)).toBe('10:01:01');
  });

  it('adds the current run to the time kept across pauses', () => {
    const now = new Date('2026-11-23T10:00:30Z');
    expect(
      timerElapsedSeconds({ accumulatedSeconds: 90, runningSince: new Date('2026-11-23T10:00:00Z') }, now),
    ).toBe(120);
    expect(timerElapsedSeconds({ accumulatedSeconds: 90, runningSince: null }, now)).toBe(90);
  });

  it('records at least one minute for any work, rounded to the minute', () => {
    expect(sessionMinutes(0)).toBe(0);
    expect(sessionMinutes(10)).toBe(1);
    expect(sessionMinutes(89)).toBe(1);
    expect(sessionMinutes(90)).toBe(2);
    expect(sessionMinutes(5400)).toBe(90);
  });
});

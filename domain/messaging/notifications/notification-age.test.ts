import { describe, expect, it } from 'vitest';
import { notificationAge } from './notification-age';

// Run under any TZ: the rules are Paris calendar days.
const now = new Date('2026-11-25T09:30:00Z'); // Wednesday 10:30 in Paris

describe('notification age', () => {
  it('says minutes and hours within the same Paris day', () => {
    expect(notificationAge(new Date('2026-11-25T09:29:40Z'), now)).toBe('À l’instant');
    expect(notificationAge(new Date('2026-11-25T09:25:00Z'), now)).toBe('Il y a 5\u00a0min');
    expect(notificationAge(new Date('2026-11-25T06:10:00Z'), now)).toBe('Il y a 3 h');
  });

  it('says « hier » for the day before in Paris, even less than 24 hours ago', () => {
    // 23:30 in Paris on Tuesday, eleven hours earlier.
    expect(notificationAge(new Date('2026-11-24T22:30:00Z'), now)).toBe('Hier à 23:30');
  });

  it('gives the date beyond, with the year only when it differs', () => {
    expect(notificationAge(new Date('2026-11-12T13:05:00Z'), now)).toBe('Le 12 nov. à 14:05');
    expect(notificationAge(new Date('2025-12-31T22:30:00Z'), now)).toBe('Le 31 déc. 2025 à 23:30');
  });

  it('counts Paris days across the change to summer time', () => {
    const spring = new Date('2027-03-28T09:00:00Z'); // Sunday 11:00, summer time since 02:00
    expect(notificationAge(new Date('2027-03-27T22:30:00Z'), spring)).toBe('Hier à 23:30');
  });
});

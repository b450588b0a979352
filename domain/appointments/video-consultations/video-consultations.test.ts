import { describe, expect, it } from 'vitest';
import {
  computeVideoSummary,
  START_NOT_YET_MESSAGE,
  startAllowance,
  type TVideoSummaryItem,
  totalTimeLabel,
  VIDEO_STATUS_LABELS,
  videoConsultationStatus,
  videoCountdown,
} from './video-consultations';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Monday 23 November 2026, 10:00 Paris (UTC+1).
const NOW = new Date('2026-11-23T09:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('videoConsultationStatus', () => {
  const slot = { start: later(HOUR), end: later(2 * HOUR) };

  it('is upcoming before the start, live from start to end, completed after', () => {
    expect(videoConsultationStatus({ ...slot, status: 'confirmed' }, NOW)).toBe('upcoming');
    expect(videoConsultationStatus({ ...slot, status: 'confirmed' }, later(HOUR))).toBe('live');
    expect(videoConsultationStatus({ ...slot, status: 'confirmed' }, later(2 * HOUR - 1))).toBe('live');
    expect(videoConsultationStatus({ ...slot, status: 'confirmed' }, later(2 * HOUR))).toBe('completed');
    expect(videoConsultationStatus({ ...slot, status: 'completed' }, NOW)).toBe('completed');
  });

  it('keeps cancelled appointments cancelled, and drops requests never confirmed in time', () => {
    expect(videoConsultationStatus({ ...slot, status: 'cancelled' }, later(3 * HOUR))).toBe('cancelled');
    expect(videoConsultationStatus({ ...slot, status: 'pending' }, NOW)).toBe('upcoming');
    expect(videoConsultationStatus({ ...slot, status: 'pending' }, later(HOUR + MINUTE))).toBe('upcoming');
    expect(videoConsultationStatus({ ...slot, status: 'pending' }, later(2 * HOUR))).toBeNull();
  });

  it('has the seed labels', () => {
    expect(VIDEO_STATUS_LABELS).toEqual({
      upcoming: 'À venir',
      live: 'En cours',
      completed: 'Terminée',
      cancelled: 'Annulée',
    });
  });
});

describe('videoCountdown', () => {
  it('counts days beyond 24 hours, singular and plural', () => {
    expect(videoCountdown(later(24 * HOUR + 1), NOW)).toBe('Dans 1 jour');
    expect(videoCountdown(later(47 * HOUR), NOW)).toBe('Dans 1 jour');
    expect(videoCountdown(later(3 * 24 * HOUR + 5 * HOUR), NOW)).toBe('Dans 3 jours');
  });

  it('counts hours and minutes within 24 hours, minutes within the hour', () => {
    expect(videoCountdown(later(24 * HOUR), NOW)).toBe('Dans 24\u00a0h 0\u00a0min');
    expect(videoCountdown(later(2 * HOUR + 15 * MINUTE), NOW)).toBe('Dans 2\u00a0h 15\u00a0min');
    expect(videoCountdown(later(60 * MINUTE), NOW)).toBe('Dans 1\u00a0h 0\u00a0min');
    expect(videoCountdown(later(45 * MINUTE), NOW)).toBe('Dans 45\u00a0min');
    expect(videoCountdown(later(30_000), NOW)).toBe('Dans 1\u00a0min');
  });

  it('reads « Maintenant » at or past the start', () => {
    expect(videoCountdown(NOW, NOW)).toBe('Maintenant');
    expect(videoCountdown(later(-10 * MINUTE), NOW)).toBe('Maintenant');
  });

  it('uses elapsed time across the spring DST change (Europe/Paris)', () => {
    // Saturday 27 March 2027 12:00 Paris (UTC+1) → Sunday 28 March 12:00 Paris (UTC+2): 23 hours.
    const saturdayNoon = new Date('2027-03-27T11:00:00Z');
    const sundayNoon = new Date('2027-03-28T10:00:00Z');
    expect(videoCountdown(sundayNoon, saturdayNoon)).toBe('Dans 23\u00a0h 0\u00a0min');
  });
});

describe('startAllowance', () => {
  const confirmed = {
    status: 'confirmed' as const,
    start: later(HOUR),
    end: later(2 * HOUR),
    meetingUrl: 'https://meet.jit.si/JurisRDV-abc',
  };

  it('opens 15 minutes before the start and closes at the end', () => {
    expect(startAllowance(confirmed, later(44 * MINUTE))).toEqual({
      enabled: false,
      reason: START_NOT_YET_MESSAGE,
    });
    expect(START_NOT_YET_MESSAGE).toBe('La visioconférence pourra être démarrée 15\u00a0min avant le début.');
    expect(startAllowance(confirmed, later(45 * MINUTE))).toEqual({ enabled: true });
    expect(startAllowance(confirmed, later(90 * MINUTE))).toEqual({ enabled: true });
    expect(startAllowance(confirmed, later(2 * HOUR))).toEqual({
      enabled: false,
      reason: 'Cette consultation est terminée.',
    });
  });

  it('explains why a pending, cancelled or link-less appointment cannot start', () => {
    const during = later(HOUR);
    expect(startAllowance({ ...confirmed, status: 'pending' }, during)).toEqual({
      enabled: false,
      reason: 'Ce rendez-vous attend encore votre confirmation.',
    });
    expect(startAllowance({ ...confirmed, status: 'cancelled' }, during)).toEqual({
      enabled: false,
      reason: 'Cette consultation est annulée.',
    });
    expect(startAllowance({ ...confirmed, meetingUrl: null }, during)).toEqual({
      enabled: false,
      reason: "Aucun lien de visioconférence n'est associé à ce rendez-vous.",
    });
  });
});

describe('computeVideoSummary (Europe/Paris)', () => {
  const item = (
    start: string,
    minutes: number,
    clientKey: string,
    status: TVideoSummaryItem['status'] = 'confirmed',
  ): TVideoSummaryItem => {
    const startDate = new Date(start);
    return { start: startDate, end: new Date(startDate.getTime() + minutes * MINUTE), status, clientKey };
  };

  it('counts today and the Monday–Sunday week in Paris days on the spring DST Sunday', () => {
    // Sunday 28 March 2027, 22:00 Paris (UTC+2 since 03:00 that night); the week runs 22–28 March.
    const now = new Date('2027-03-28T20:00:00Z');
    const summary = computeVideoSummary(
      [
        // Sunday 28, 00:30 Paris (still UTC+1): today, completed.
        item('2027-03-27T23:30:00Z', 60, 'marie'),
        // Sunday 28, 21:30 Paris: today, live.
        item('2027-03-28T19:30:00Z', 60, 'lucas'),
        // Monday 22, 08:00 Paris: this week, completed.
        item('2027-03-22T07:00:00Z', 90, 'marie'),
        // Sunday 21, 23:30 Paris: the previous week, completed.
        item('2027-03-21T22:30:00Z', 30, 'anne'),
        // Monday 29, 00:30 Paris: next week, upcoming.
        item('2027-03-28T22:30:00Z', 30, 'paul'),
        // Cancelled today and a request never confirmed: not counted anywhere.
        item('2027-03-28T08:00:00Z', 60, 'zoe', 'cancelled'),
        item('2027-03-28T09:30:00Z', 60, 'yves', 'pending'),
      ],
      now,
    );
    expect(summary).toEqual({ today: 2, thisWeek: 3, totalMinutes: 60 + 90 + 30, uniqueClients: 4 });
  });

  it('counts the autumn DST day (25 hours) as one Paris day', () => {
    // Sunday 31 October 2027, 23:30 Paris (UTC+1 since 03:00 that night).
    const now = new Date('2027-10-31T22:30:00Z');
    const summary = computeVideoSummary(
      [
        // Sunday 31, 00:15 Paris (UTC+2).
        item('2027-10-30T22:15:00Z', 30, 'a'),
        // Saturday 30, 23:45 Paris (UTC+2).
        item('2027-10-30T21:45:00Z', 30, 'b'),
      ],
      now,
    );
    expect(summary).toEqual({ today: 1, thisWeek: 2, totalMinutes: 60, uniqueClients: 2 });
  });

  it('is all zeros without consultations', () => {
    expect(computeVideoSummary([], NOW)).toEqual({
      today: 0,
      thisWeek: 0,
      totalMinutes: 0,
      uniqueClients: 0,
    });
  });
});

describe('totalTimeLabel', () => {
  it('writes hours, with two-digit minutes when there are some', () => {
    expect(totalTimeLabel(0)).toBe('0h');
    expect(totalTimeLabel(45)).toBe('0h45');
    expect(totalTimeLabel(120)).toBe('2h');
    expect(totalTimeLabel(12 * 60)).toBe('12h');
    expect(totalTimeLabel(90 + 5)).toBe('1h35');
    expect(totalTimeLabel(65)).toBe('1h05');
  });
});

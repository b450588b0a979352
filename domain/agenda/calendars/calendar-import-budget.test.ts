import { describe, expect, it } from 'vitest';
import { MAX_BOOKING_HORIZON_DAYS } from '../availability/availability-settings';
import {
  CALENDAR_IMPORT_LIMITS,
  CALENDAR_IMPORT_MESSAGES,
  calendarImportWindow,
} from './calendar-import-budget';

describe('the calendar import window', () => {
  it('keeps the past week and reaches past the longest booking horizon a professional can set', () => {
    const now = new Date('2026-11-23T07:00:00Z');
    const { from, until } = calendarImportWindow(now);
    expect(from.toISOString()).toBe('2026-11-16T07:00:00.000Z');
    expect(until.toISOString()).toBe('2027-02-23T07:00:00.000Z');
    // The last bookable day is today + horizon − 1 (Paris days): covered whatever the hour.
    expect(until.getTime() - now.getTime()).toBeGreaterThan((MAX_BOOKING_HORIZON_DAYS + 1) * 86_400_000);
  });

  it('says its limits in French, with the numbers the server applies', () => {
    expect(CALENDAR_IMPORT_MESSAGES.tooManyOccurrences.replace(/\s/g, ' ')).toContain(
      `plus de 2 000 occurrences entre la semaine passée et les ${CALENDAR_IMPORT_LIMITS.daysAhead} prochains jours`,
    );
    expect(CALENDAR_IMPORT_MESSAGES.tooManyEvents.replace(/\s/g, ' ')).toContain('20 000 événements au plus');
    expect(CALENDAR_IMPORT_LIMITS.maxOccurrences).toBeLessThanOrEqual(
      CALENDAR_IMPORT_LIMITS.maxOccurrencesPerProfessional,
    );
  });
});

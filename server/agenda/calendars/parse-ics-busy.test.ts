// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_IMPORT_LIMITS,
  CALENDAR_IMPORT_MESSAGES,
  calendarImportWindow,
} from '#domain/agenda/calendars/calendar-import-budget.ts';
import { lawyerCalendar, minutelyCalendar } from '#server/test-support/hostile-calendars.ts';
import { IcsBudgetError, IcsParseError, parseIcsEvents } from './parse-ics-busy';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const iso = (events: { start: Date; end: Date }[]) =>
  events.map((e) => [e.start.toISOString(), e.end.toISOString()]);

describe('iCalendar import', () => {
  it('reads a Google Calendar export: time zones, weekly rule with an exclusion and a moved occurrence, all-day free day, UTC', () => {
    const events = parseIcsEvents(fixture('google-export.ics'), {
      from: new Date('2026-11-22T00:00:00Z'),
      until: new Date('2027-01-01T00:00:00Z'),
    });
    const audience = events.find((e) => e.summary === 'Audience TGI');
    expect(audience && iso([audience])).toEqual([['2026-11-24T09:00:00.000Z', '2026-11-24T10:30:00.000Z']]);
    const lunches = events.filter((e) => e.summary.startsWith('Déjeuner'));
    // Mondays from 23 Nov, 30 Nov excluded, 7 Dec moved to 15:00.
    expect(lunches.map((e) => e.start.toISOString())).toEqual([
      '2026-11-23T11:00:00.000Z',
      '2026-12-07T14:00:00.000Z',
      '2026-12-14T11:00:00.000Z',
      '2026-12-21T11:00:00.000Z',
      '2026-12-28T11:00:00.000Z',
    ]);
    expect(lunches[1]?.summary).toBe('Déjeuner réseau (déplacé)');
    expect(events.find((e) => e.summary === 'Noël')).toMatchObject({ busy: false });
    expect(events.find((e) => e.summary === 'Appel client')?.start.toISOString()).toBe(
      '2026-11-26T08:00:00.000Z',
    );
  });

  it('reads an Outlook export with Windows time-zone names across the spring change', () => {
    const events = parseIcsEvents(fixture('outlook-export.ics'), {
      from: new Date('2027-03-20T00:00:00Z'),
      until: new Date('2027-04-30T00:00:00Z'),
    });
    // Monday 29 March 2027, 09:00 Paris, already summer time.
    expect(events.find((e) => e.summary === 'Réunion associés')?.start.toISOString()).toBe(
      '2027-03-29T07:00:00.000Z',
    );
    // Fridays 26 March (winter: 13:00Z), 2 and 9 April (summer: 12:00Z), until 9 April.
    expect(events.filter((e) => e.summary === 'Permanence').map((e) => e.start.toISOString())).toEqual([
      '2027-03-26T13:00:00.000Z',
      '2027-04-02T12:00:00.000Z',
      '2027-04-09T12:00:00.000Z',
    ]);
    expect(events.find((e) => e.summary === 'Annulé')).toMatchObject({ busy: false });
  });

  it('keeps only what overlaps the window', () => {
    const events = parseIcsEvents(fixture('google-export.ics'), {
      from: new Date('2026-12-01T00:00:00Z'),
      until: new Date('2026-12-08T00:00:00Z'),
    });
    expect(events.map((e) => e.summary)).toEqual(['Déjeuner réseau (déplacé)']);
  });

  it('refuses what is not an iCalendar file', () => {
    const window = { from: new Date(), until: new Date() };
    expect(() => parseIcsEvents('hello', window)).toThrow(IcsParseError);
    expect(() => parseIcsEvents('BEGIN:VCARD\r\nEND:VCARD', window)).toThrow(IcsParseError);
  });
});

describe('the import budget of one file', () => {
  const now = new Date('2026-11-23T07:00:00Z');
  const window = calendarImportWindow(now);

  it('refuses the reported attack (100 events repeating every minute) after 3 000 occurrences, not 500 000', () => {
    const attack = minutelyCalendar(100, now);
    expect(attack.length).toBeLessThan(12_000);
    expect(() => parseIcsEvents(attack, window)).toThrow(
      new IcsBudgetError(CALENDAR_IMPORT_MESSAGES.tooManyOccurrences),
    );
  });

  it('refuses rules that repeat too often before the window, after 100 000 steps for the whole file', () => {
    const attack = minutelyCalendar(100, new Date('2025-11-23T07:00:00Z'));
    expect(() => parseIcsEvents(attack, window)).toThrow(
      new IcsBudgetError(CALENDAR_IMPORT_MESSAGES.tooManySteps),
    );
    // The budget is for the whole file: two events of 60 steps fail a budget of 100 steps.
    const small = minutelyCalendar(2, new Date(window.from.getTime() - 60 * 60_000));
    expect(() =>
      parseIcsEvents(small, window, { maxEvents: 10, maxRecurrenceSteps: 100, maxOccurrences: 10_000 }),
    ).toThrow(IcsBudgetError);
  });

  it('refuses a file with more events than the limit', () => {
    const file = lawyerCalendar(30, now);
    expect(() =>
      parseIcsEvents(file, window, { maxEvents: 20, maxRecurrenceSteps: 100_000, maxOccurrences: 3_000 }),
    ).toThrow(new IcsBudgetError(CALENDAR_IMPORT_MESSAGES.tooManyEvents));
  });

  it('reads a busy lawyer’s 4.7 Mo export (13 000 events, 50 rules running for three years) within the budget', () => {
    const file = lawyerCalendar(13_000, now);
    expect(file.length).toBeGreaterThan(4_500_000);
    expect(file.length).toBeLessThan(CALENDAR_IMPORT_LIMITS.maxFileSize);
    const events = parseIcsEvents(file, window);
    // Only what the window holds is kept: about five weeks of one-off appointments and the rules' occurrences.
    expect(events.length).toBeGreaterThan(1_000);
    expect(events.length).toBeLessThan(CALENDAR_IMPORT_LIMITS.maxOccurrences);
    expect(events.every((event) => event.end > window.from && event.start < window.until)).toBe(true);
  });

  it('applies an exception only to the event with its UID, and keeps expanding after an occurrence moved past the window', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:a@x',
      'DTSTART:20261124T080000Z',
      'DTEND:20261124T090000Z',
      'RRULE:FREQ=DAILY;COUNT=4',
      'SUMMARY:A',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b@x',
      'DTSTART:20261124T120000Z',
      'DTEND:20261124T130000Z',
      'RRULE:FREQ=DAILY;COUNT=2',
      'SUMMARY:B',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:a@x',
      'RECURRENCE-ID:20261125T080000Z',
      'DTSTART:20270601T080000Z',
      'DTEND:20270601T090000Z',
      'SUMMARY:A déplacé loin',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const events = parseIcsEvents(ics, window);
    expect(events.map((event) => `${event.summary} ${event.start.toISOString().slice(0, 13)}`)).toEqual([
      'A 2026-11-24T08',
      'B 2026-11-24T12',
      'B 2026-11-25T12',
      'A 2026-11-26T08',
      'A 2026-11-27T08',
    ]);
  });

  it('keeps summaries the database accepts: NUL and lone surrogates replaced (the shared rule), 300 characters at most', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:nul@x',
      'DTSTART:20261124T080000Z',
      'DTEND:20261124T090000Z',
      `SUMMARY:Au\u0000dience \uD800 ${'x'.repeat(400)}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const [event] = parseIcsEvents(ics, window);
    expect(event?.summary.startsWith('Au\uFFFDdience \uFFFD x')).toBe(true);
    expect(event?.summary.length).toBe(300);
  });
});

describe('declined invitations', () => {
  const invitation = (partstat: string, recurring = false) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Fastmail//FR',
      'BEGIN:VEVENT',
      'UID:reunion@fastmail',
      'DTSTAMP:20261120T120000Z',
      'DTSTART:20261124T090000Z',
      'DTEND:20261124T100000Z',
      ...(recurring ? ['RRULE:FREQ=WEEKLY;COUNT=2'] : []),
      'SUMMARY:Réunion du barreau',
      'ORGANIZER:mailto:batonnier@barreau.fr',
      `ATTENDEE;CN=Sophie Martin;PARTSTAT=${partstat}:mailto:Sophie.Martin@cabinet.fr`,
      'ATTENDEE;PARTSTAT=ACCEPTED:mailto:thomas@cabinet.fr',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  const window = { from: new Date('2026-11-22T00:00:00Z'), until: new Date('2026-12-31T00:00:00Z') };

  it('frees the time of an invitation the calendar’s owner declined, and only theirs', () => {
    const declined = parseIcsEvents(invitation('DECLINED', true), window, undefined, {
      declinedBy: 'sophie.martin@cabinet.fr',
    });
    expect(declined.map((event) => event.busy)).toEqual([false, false]);
    expect(
      parseIcsEvents(invitation('ACCEPTED'), window, undefined, { declinedBy: 'sophie.martin@cabinet.fr' })[0]
        ?.busy,
    ).toBe(true);
    // Someone else declining, or no owner known: the time stays taken.
    expect(
      parseIcsEvents(invitation('DECLINED'), window, undefined, { declinedBy: 'thomas@cabinet.fr' })[0]?.busy,
    ).toBe(true);
    expect(parseIcsEvents(invitation('DECLINED'), window)[0]?.busy).toBe(true);
  });
});

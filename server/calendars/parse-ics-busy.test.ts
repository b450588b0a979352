// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IcsParseError, parseIcsEvents } from './parse-ics-busy';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const iso = (events: { start: Date; end: Date }[]) =>
  events.map((e) => [e.start.toISOString(), e.end.toISOString()]);

describe('iCalendar import', () => {
  it('reads a Google Calendar export: time zones, weekly rule with an exclusion and a moved occurrence, all-day free day, UTC', () => {
    const events = parseIcsEvents(
      fixture('google-export.ics'),
      new Date('2026-11-22T00:00:00Z'),
      new Date('2027-01-01T00:00:00Z'),
    );
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
    const events = parseIcsEvents(
      fixture('outlook-export.ics'),
      new Date('2027-03-20T00:00:00Z'),
      new Date('2027-04-30T00:00:00Z'),
    );
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
    const events = parseIcsEvents(
      fixture('google-export.ics'),
      new Date('2026-12-01T00:00:00Z'),
      new Date('2026-12-08T00:00:00Z'),
    );
    expect(events.map((e) => e.summary)).toEqual(['Déjeuner réseau (déplacé)']);
  });

  it('refuses what is not an iCalendar file', () => {
    expect(() => parseIcsEvents('hello', new Date(), new Date())).toThrow(IcsParseError);
    expect(() => parseIcsEvents('BEGIN:VCARD\r\nEND:VCARD', new Date(), new Date())).toThrow(IcsParseError);
  });
});

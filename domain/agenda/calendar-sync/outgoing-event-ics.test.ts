import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  buildOutgoingEventIcs,
  foldIcsLine,
  outgoingEventFileName,
  outgoingSequence,
  type TOutgoingIcsEvent,
} from './outgoing-event-ics';

const event: TOutgoingIcsEvent = {
  uid: 'jurisrdv-appointment-42@jurisrdv.fr',
  // Tuesday 24 November 2026, 09:30–10:00 Paris (UTC+1).
  start: new Date('2026-11-24T08:30:00Z'),
  end: new Date('2026-11-24T09:00:00Z'),
  title: 'Rendez-vous JurisRDV',
  location: '12, rue de la Paix; 75002 Paris',
  description:
    'Au cabinet\u00a0: 12, rue de la Paix, 75002 Paris\nVoir le rendez-vous\u00a0: https://jurisrdv.fr/espace/rendez-vous/42',
  url: 'https://jurisrdv.fr/espace/rendez-vous/42',
  status: 'confirmed',
};
const stamp = new Date('2026-11-22T10:00:00Z');

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(new ICAL.Timezone(timezone));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('an appointment written to a synced calendar', () => {
  it('is one VEVENT in Europe/Paris with its VTIMEZONE, the stable UID and what was given', () => {
    const ics = buildOutgoingEventIcs(event, stamp);
    const { calendar, vevent, event: parsed } = parse(ics);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//JurisRDV//Agenda synchronisé//FR');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Paris');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(parsed.uid).toBe('jurisrdv-appointment-42@jurisrdv.fr');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20261124T093000');
    expect(ics).toContain('DTEND;TZID=Europe/Paris:20261124T100000');
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-11-24T08:30:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(parsed.summary).toBe('Rendez-vous JurisRDV');
    expect(parsed.location).toBe('12, rue de la Paix; 75002 Paris');
    expect(parsed.description).toBe(event.description);
    expect(vevent.getFirstPropertyValue('url')).toBe('https://jurisrdv.fr/espace/rendez-vous/42');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(outgoingSequence(stamp));
    expect(ics).toContain('DTSTAMP:20261122T100000Z');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes summer times with the summer offset', () => {
    const ics = buildOutgoingEventIcs(
      { ...event, start: new Date('2026-07-01T07:00:00Z'), end: new Date('2026-07-01T08:00:00Z') },
      stamp,
    );
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20260701T090000');
    expect(parse(ics).event.startDate.toJSDate().toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('writes a pending request tentative', () => {
    const { vevent } = parse(buildOutgoingEventIcs({ ...event, status: 'tentative' }, stamp));
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
  });

  it('gives a later rewrite a higher SEQUENCE', () => {
    expect(outgoingSequence(new Date('2026-11-22T10:00:01Z'))).toBeGreaterThan(outgoingSequence(stamp));
    expect(outgoingSequence(new Date('2090-01-01T00:00:00Z'))).toBeLessThan(2 ** 31);
  });

  it('escapes text and keeps hostile characters from breaking lines', () => {
    const ics = buildOutgoingEventIcs(
      {
        ...event,
        title: 'Dupont, Marie; \\ avocat\r\nX-INJECTED:1',
        uid: 'abc\r\nX-UID:2\u0000@host',
        url: 'https://jurisrdv.fr/a\r\nX-URL:3',
        location: 'Lieu\u0000 sûr',
      },
      stamp,
    );
    expect(ics).not.toMatch(/^X-/m);
    expect(ics).not.toContain('\u0000');
    const { event: parsed, vevent } = parse(ics);
    expect(parsed.summary).toBe('Dupont, Marie; \\ avocat\nX-INJECTED:1');
    expect(parsed.uid).toBe('abcX-UID:2@host');
    expect(parsed.location).toBe('Lieu sûr');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://jurisrdv.fr/aX-URL:3');
  });

  it('folds long lines at 75 octets without cutting a character', () => {
    const long = `${'é'.repeat(60)} ${'x'.repeat(100)} 🙂🙂🙂`;
    const ics = buildOutgoingEventIcs({ ...event, description: long }, stamp);
    const lines = ics.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(parse(ics).event.description).toBe(long);
    expect(foldIcsLine('SUMMARY:court')).toBe('SUMMARY:court');
  });

  it('names the file after the UID with only safe characters', () => {
    expect(outgoingEventFileName('jurisrdv-appointment-42@jurisrdv.fr')).toBe(
      'jurisrdv-appointment-42_jurisrdv.fr.ics',
    );
    expect(outgoingEventFileName('../../etc/passwd')).toBe('.._.._etc_passwd.ics');
    expect(outgoingEventFileName('')).toBe('jurisrdv-event.ics');
  });
});

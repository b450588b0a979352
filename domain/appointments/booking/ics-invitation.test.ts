import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcsInvitation, type TIcsInvitation } from './ics-invitation';

const invitation: TIcsInvitation = {
  uid: 'appointment-42@jurisrdv.fr',
  sequence: 0,
  method: 'REQUEST',
  // Tuesday 24 November 2026, 09:30–10:00 Paris (UTC+1).
  start: new Date('2026-11-24T08:30:00Z'),
  end: new Date('2026-11-24T09:00:00Z'),
  summary: 'Consultation avec Maître Sophie Martin',
  description:
    'Motif\u00a0: divorce, garde des enfants\u202f; pension.\nVisioconférence\u00a0: https://meet.jit.si/abc',
  location: 'Visioconférence',
  url: 'https://meet.jit.si/abc',
  organizer: { name: 'Maître Sophie Martin', email: 'sophie.martin@example.com' },
  attendee: { name: 'Marie Dubois', email: 'marie.dubois@example.com' },
  stamp: new Date('2026-11-22T10:00:00Z'),
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(new ICAL.Timezone(timezone));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { calendar, event };
}

describe('iCalendar invitation', () => {
  it('is a valid REQUEST with a stable UID and Paris times', () => {
    const ics = buildIcsInvitation(invitation);
    const { calendar, event } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('appointment-42@jurisrdv.fr');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-24T08:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20261124T093000');
    expect(event.description).toBe(invitation.description);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('keeps the same UID and raises the sequence when the appointment moves', () => {
    const moved = buildIcsInvitation({
      ...invitation,
      sequence: 1,
      start: new Date('2027-03-29T07:00:00Z'),
      end: new Date('2027-03-29T07:30:00Z'),
    });
    const { event } = parse(moved);
    expect(event.uid).toBe(invitation.uid);
    expect(event.sequence).toBe(1);
    // Monday after the spring change: 09:00 Paris is 07:00Z.
    expect(moved).toContain('DTSTART;TZID=Europe/Paris:20270329T090000');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-29T07:00:00.000Z');
  });

  it('cancels with METHOD:CANCEL', () => {
    const { calendar } = parse(buildIcsInvitation({ ...invitation, method: 'CANCEL', sequence: 2 }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

/**
 * An iCalendar (RFC 5545) invitation for one appointment, with the Europe/Paris time zone.
 * Written by hand because it is one fixed, small shape; the tests parse it back with ical.js.
 */
import { escapeText, foldIcsLine, parisLocal, utcStamp } from '#domain/kernel/time/icalendar-text.ts';
import { PARIS_VTIMEZONE } from '#domain/kernel/time/paris-vtimezone.ts';

export type TIcsInvitation = {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url?: string | undefined;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  stamp: Date;
};

export function buildIcsInvitation(invitation: TIcsInvitation): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//JurisRDV//Rendez-vous//FR',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    ...PARIS_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utcStamp(invitation.stamp)}`,
    `DTSTART;TZID=Europe/Paris:${parisLocal(invitation.start)}`,
    `DTEND;TZID=Europe/Paris:${parisLocal(invitation.end)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    `LOCATION:${escapeText(invitation.location)}`,
    ...(invitation.url ? [`URL:${invitation.url}`] : []),
    `ORGANIZER;CN=${escapeText(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    `ATTENDEE;CN=${escapeText(invitation.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${invitation.attendee.email}`,
    `STATUS:${invitation.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:Rappel de rendez-vous',
    'TRIGGER:-PT1H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

export type TIcsFeedEvent = { uid: string; start: Date; end: Date; summary: string; location: string };

/** A subscribable calendar (METHOD:PUBLISH) of many events, for a professional's private feed. */
export function buildIcsCalendar(events: readonly TIcsFeedEvent[], stamp: Date, name: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//JurisRDV//Rendez-vous//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Paris',
    ...PARIS_VTIMEZONE,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(stamp)}`,
      `DTSTART;TZID=Europe/Paris:${parisLocal(event.start)}`,
      `DTEND;TZID=Europe/Paris:${parisLocal(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/**
 * An iCalendar (RFC 5545) invitation for one appointment, with the Europe/Paris time zone.
 * Written by hand because it is one fixed, small shape; the tests parse it back with ical.js.
 */
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

const PARIS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 20261124T093000 — the Paris civil time of an instant. */
function parisLocal(date: Date): string {
  const parts = Object.fromEntries(PARIS_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const chunks: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    if (size + charSize > (chunks.length === 0 ? 75 : 74)) {
      chunks.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

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
  return `${lines.map(fold).join('\r\n')}\r\n`;
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
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * The iCalendar text of an appointment written to a professional's own calendar (CalDAV PUT): one VEVENT
 * in Europe/Paris with its VTIMEZONE, under a UID that stays the same across moves so that a move
 * replaces the event. It holds only what the caller gives (title, place, description, link): the reason
 * for the consultation and anything of the case never reach it.
 */
import {
  cleanText,
  escapeText,
  foldIcsLine,
  parisLocal,
  utcStamp,
} from '#domain/kernel/time/icalendar-text.ts';
import { PARIS_VTIMEZONE } from '#domain/kernel/time/paris-vtimezone.ts';

export { foldIcsLine };

export type TOutgoingIcsEvent = {
  uid: string;
  start: Date;
  end: Date;
  title: string;
  location: string;
  description: string;
  url: string;
  status: 'tentative' | 'confirmed';
};

/** SEQUENCE counts seconds from this instant: each rewrite has a higher one, within a 32-bit INTEGER until 2092. */
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);

/** A value that is not TEXT (UID, URI): no escaping, but nothing that could end the line either. */
function cleanValue(text: string): string {
  return cleanText(text).replace(/\n/g, '');
}

/** The event's SEQUENCE for a rewrite at `stamp`: rises with time, so a later write always wins. */
export function outgoingSequence(stamp: Date): number {
  return Math.max(0, Math.floor((stamp.getTime() - SEQUENCE_EPOCH_MS) / 1000));
}

/** The whole VCALENDAR, CRLF lines, written at `stamp`. */
export function buildOutgoingEventIcs(event: TOutgoingIcsEvent, stamp: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//JurisRDV//Agenda synchronisé//FR',
    'CALSCALE:GREGORIAN',
    ...PARIS_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${cleanValue(event.uid)}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `SEQUENCE:${outgoingSequence(stamp)}`,
    `DTSTART;TZID=Europe/Paris:${parisLocal(event.start)}`,
    `DTEND;TZID=Europe/Paris:${parisLocal(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${cleanValue(event.url)}`] : []),
    `STATUS:${event.status === 'tentative' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'CLASS:PRIVATE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The file name the event gets in a CalDAV collection: derived from the UID, only safe characters. */
export function outgoingEventFileName(uid: string): string {
  const safe = uid.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 180);
  return `${safe || 'jurisrdv-event'}.ics`;
}

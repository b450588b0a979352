/**
 * The iCalendar text of an appointment written to a professional's own calendar (CalDAV PUT): one VEVENT
 * in Europe/Paris with its VTIMEZONE, under a UID that stays the same across moves so that a move
 * replaces the event. It holds only what the caller gives (title, place, description, link): the reason
 * for the consultation and anything of the case never reach it.
 */
import { PARIS_VTIMEZONE } from '#domain/kernel/time/paris-vtimezone.ts';

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

/** SEQUENCE counts seconds from this instant: each rewrite has a higher one, within a 32-bit INTEGER until 2092. */
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);

/** 20261124T093000: the Paris civil time of an instant. */
function parisLocal(date: Date): string {
  const parts = Object.fromEntries(PARIS_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/**
 * Control characters (NUL, lone CR, escape…) and lone surrogates have no place in a calendar text and
 * could break its lines: they go; a line break inside a text becomes an escaped \n.
 */
function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f\p{Cs}]/gu, '')
  );
}

/** A TEXT value (RFC 5545 §3.3.11). */
function escapeText(text: string): string {
  return cleanText(text)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** A value that is not TEXT (UID, URI): no escaping, but nothing that could end the line either. */
function cleanValue(text: string): string {
  return cleanText(text).replace(/\n/g, '');
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets are folded (RFC 5545 §3.1), never inside a character. */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const chunks: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = encoder.encode(char).length;
    // A continuation line starts with one space, which counts in its 75 octets.
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

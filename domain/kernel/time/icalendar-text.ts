/**
 * The pieces of an iCalendar (RFC 5545) text every calendar JurisRDV writes shares: Paris civil times, UTC
 * stamps, escaped TEXT values and folded lines (the invitations, the private feed, the events written to a
 * connected calendar).
 */
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

/** 20261124T093000: the Paris civil time of an instant. */
export function parisLocal(date: Date): string {
  const parts = Object.fromEntries(PARIS_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

export function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/**
 * Control characters (NUL, lone CR, escape…) and lone surrogates have no place in a calendar text and
 * could break its lines: they go; a line break inside a text becomes an escaped \n.
 */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f\p{Cs}]/gu, '')
  );
}

/** A TEXT value (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return cleanText(text)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
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

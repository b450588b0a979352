/** Calendar files for tests and benchmarks: the reported attack, and a busy lawyer's real export. */

const CRLF = '\r\n';
const HEADER = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//FR'];

/** iCalendar UTC date-time (20261123T080000Z). */
export function icsUtc(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/**
 * The reported attack: `events` events repeating every minute, forever (100 events ≈ 11 Ko). Before
 * the budget, each was expanded to 5 000 occurrences: 500 000 rows, a minute of frozen server.
 */
export function minutelyCalendar(events: number, start: Date): string {
  const lines = [...HEADER];
  for (let index = 0; index < events; index++) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:m${index}@x`,
      `DTSTART:${icsUtc(start)}`,
      `DTEND:${icsUtc(new Date(start.getTime() + 60_000))}`,
      'RRULE:FREQ=MINUTELY',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join(CRLF);
}

/**
 * A busy lawyer's export: `events` one-off appointments, six a working day going back from `now`
 * (years of history), 40 weekly and 10 daily recurring events started three years ago.
 */
export function lawyerCalendar(events: number, now: Date): string {
  const lines = [...HEADER];
  const day = 86_400_000;
  const firstDay = Math.floor(now.getTime() / day) * day - Math.ceil(events / 6) * day + 30 * day;
  for (let index = 0; index < events; index++) {
    const start = new Date(firstDay + Math.floor(index / 6) * day + (8 + (index % 6) * 1.5) * 3_600_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:rdv-${index}-0f9e8d7c6b5a4@google.com`,
      'DTSTAMP:20261120T120000Z',
      `DTSTART:${icsUtc(start)}`,
      `DTEND:${icsUtc(new Date(start.getTime() + 3_600_000))}`,
      `SUMMARY:Rendez-vous client n°${index} — dossier de succession`,
      'DESCRIPTION:Pièces à apporter\u00a0: acte de décès\\, livret de famille\\, relevés bancaires.',
      'LOCATION:12 rue de la Paix\\, 75002 Paris',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  const threeYearsAgo = new Date(now.getTime() - 3 * 365 * day);
  for (const [count, rule] of [
    [40, 'FREQ=WEEKLY'],
    [10, 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR'],
  ] as const) {
    for (let index = 0; index < count; index++) {
      const start = new Date(threeYearsAgo.getTime() + index * 3_600_000);
      lines.push(
        'BEGIN:VEVENT',
        `UID:${rule}-${index}@google.com`,
        'DTSTAMP:20261120T120000Z',
        `DTSTART:${icsUtc(start)}`,
        `DTEND:${icsUtc(new Date(start.getTime() + 1_800_000))}`,
        `RRULE:${rule}`,
        `SUMMARY:Permanence ${index}`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR', '');
  return lines.join(CRLF);
}

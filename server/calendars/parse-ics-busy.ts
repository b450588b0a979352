import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';

/** Windows time-zone names found in Outlook/Exchange exports, mapped to IANA names. */
const WINDOWS_TIME_ZONES: Record<string, string> = {
  'Romance Standard Time': 'Europe/Paris',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'E. Europe Standard Time': 'Europe/Chisinau',
  'FLE Standard Time': 'Europe/Kiev',
  'GTB Standard Time': 'Europe/Bucharest',
  'Morocco Standard Time': 'Africa/Casablanca',
  'Eastern Standard Time': 'America/New_York',
  'Pacific Standard Time': 'America/Los_Angeles',
  'Central Standard Time': 'America/Chicago',
  'Reunion Standard Time': 'Indian/Reunion',
  'SA Western Standard Time': 'America/La_Paz',
  UTC: 'UTC',
};

export type TImportedEvent = { start: Date; end: Date; summary: string; busy: boolean };

export class IcsParseError extends Error {}

function ianaZone(tzid: string | null | undefined): string {
  if (!tzid) return 'Europe/Paris';
  const cleaned = tzid.replace(/^\/+/, '').replace(/^"|"$/g, '');
  if (WINDOWS_TIME_ZONES[cleaned]) return WINDOWS_TIME_ZONES[cleaned];
  try {
    new Intl.DateTimeFormat('en', { timeZone: cleaned });
    return cleaned;
  } catch {
    return 'Europe/Paris';
  }
}

/**
 * The instant of an iCalendar time. Times are read as civil time in their TZID (IANA or Windows
 * name) with @date-fns/tz rather than through the file's VTIMEZONE rules, which exports often
 * leave out or get wrong; UTC times stay UTC; all-day dates start at Paris midnight.
 */
function instant(time: ICAL.Time, tzid: string | null): Date {
  if (time.zone?.tzid === 'UTC' || time.toString().endsWith('Z')) return time.toJSDate();
  const zone = time.isDate ? 'Europe/Paris' : ianaZone(tzid ?? time.zone?.tzid);
  return new Date(
    new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zone).getTime(),
  );
}

/**
 * Every occurrence of the calendar's events overlapping [from, until): recurring events expanded
 * (RRULE, RDATE, EXDATE, moved or cancelled occurrences), transparent or cancelled ones marked free.
 */
export function parseIcsEvents(
  text: string,
  from: Date,
  until: Date,
  maxOccurrences = 5000,
): TImportedEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new IcsParseError('Fichier iCalendar illisible');
  }
  if (root.name !== 'vcalendar') throw new IcsParseError('Fichier iCalendar illisible');
  const components = root.getAllSubcomponents('vevent');
  const exceptions = components.filter((component) => component.hasProperty('recurrence-id'));
  const masters = components.filter((component) => !component.hasProperty('recurrence-id'));
  const events: TImportedEvent[] = [];

  for (const component of masters) {
    const event = new ICAL.Event(component);
    for (const exception of exceptions) {
      if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
    }
    const startTzid = tzidOf(component);
    const baseBusy = isBusy(component);
    if (!event.isRecurring()) {
      const start = instant(event.startDate, startTzid);
      const end = event.endDate ? instant(event.endDate, startTzid) : new Date(start.getTime() + 3_600_000);
      if (end > from && start < until)
        events.push({ start, end, summary: event.summary ?? '', busy: baseBusy });
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0; count < maxOccurrences; count++) {
      const next = iterator.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      const detailComponent = details.item.component;
      const tzid = tzidOf(detailComponent) ?? startTzid;
      const start = instant(details.startDate, tzid);
      if (start >= until) break;
      const end = instant(details.endDate, tzid);
      if (end <= from) continue;
      events.push({ start, end, summary: details.item.summary ?? '', busy: isBusy(detailComponent) });
    }
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime());
}

function tzidOf(component: ICAL.Component): string | null {
  const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : null;
}

function isBusy(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

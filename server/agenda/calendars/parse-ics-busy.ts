import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import {
  CALENDAR_IMPORT_LIMITS,
  CALENDAR_IMPORT_MESSAGES,
} from '#domain/agenda/calendars/calendar-import-budget.ts';
import { toStorableText } from '#domain/kernel/text/unsafe-characters.ts';

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

/** A file that cannot be imported; the message is French and shown next to the file or address field. */
export class IcsParseError extends Error {}
/** A readable file over the import budget (too many events, recurrences or occurrences). */
export class IcsBudgetError extends IcsParseError {}

export type TIcsBudget = { maxEvents: number; maxRecurrenceSteps: number; maxOccurrences: number };

const SUMMARY_MAX_LENGTH = 300;
/** The furthest a civil time is from UTC (UTC−12 to UTC+14), with a margin. */
const ZONE_SLACK_MS = 15 * 3_600_000;
/** A summary the database accepts: no NUL byte, no half of a surrogate pair, bounded. */
function cleanSummary(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  // Cut first: the cut may split a surrogate pair, which toStorableText then replaces.
  return toStorableText(text.slice(0, SUMMARY_MAX_LENGTH));
}

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
 * The budget holds for the whole file: events in it, recurrence steps (those before the window count
 * too: a rule repeating every minute since 2001 is refused, not walked) and occurrences kept.
 */
export function parseIcsEvents(
  text: string,
  window: { from: Date; until: Date },
  budget: TIcsBudget = {
    maxEvents: CALENDAR_IMPORT_LIMITS.maxEvents,
    maxRecurrenceSteps: CALENDAR_IMPORT_LIMITS.maxRecurrenceSteps,
    maxOccurrences: CALENDAR_IMPORT_LIMITS.maxOccurrences,
  },
  options: { declinedBy?: string } = {},
): TImportedEvent[] {
  const { from, until } = window;
  const busy = (component: ICAL.Component) => isBusy(component) && !declinedBy(component, options.declinedBy);
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new IcsParseError(CALENDAR_IMPORT_MESSAGES.unreadable);
  }
  if (root.name !== 'vcalendar') throw new IcsParseError(CALENDAR_IMPORT_MESSAGES.unreadable);
  const components = root.getAllSubcomponents('vevent');
  if (components.length > budget.maxEvents) throw new IcsBudgetError(CALENDAR_IMPORT_MESSAGES.tooManyEvents);
  // Exceptions (moved or cancelled occurrences) grouped by UID once: ICAL.Event would otherwise scan
  // every sibling for each event, and relate other events' exceptions too.
  const exceptionsByUid = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const component of components) {
    if (!component.hasProperty('recurrence-id')) {
      masters.push(component);
      continue;
    }
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    // Pushed, not copied: 20 000 exceptions of one event would otherwise copy the list 20 000 times.
    const exceptions = exceptionsByUid.get(uid);
    if (exceptions) exceptions.push(component);
    else exceptionsByUid.set(uid, [component]);
  }
  const events: TImportedEvent[] = [];
  const keep = (event: TImportedEvent) => {
    if (events.length >= budget.maxOccurrences)
      throw new IcsBudgetError(CALENDAR_IMPORT_MESSAGES.tooManyOccurrences);
    events.push(event);
  };
  let steps = 0;

  for (const component of masters) {
    if (!component.hasProperty('dtstart')) continue;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    const event = new ICAL.Event(component, {
      strictExceptions: true,
      exceptions: exceptionsByUid.get(uid) ?? [],
    });
    const startTzid = tzidOf(component);
    const baseBusy = busy(component);
    if (!event.isRecurring()) {
      const start = instant(event.startDate, startTzid);
      const end = event.endDate ? instant(event.endDate, startTzid) : new Date(start.getTime() + 3_600_000);
      if (end > from && start < until)
        keep({ start, end, summary: cleanSummary(event.summary), busy: baseBusy });
      continue;
    }
    const iterator = event.iterator();
    // Most steps of a long-running rule fall before the window: skip them on the civil time read as
    // UTC (off by 14 h at most), without the time-zone conversion. Moved occurrences need the details.
    const moved = (exceptionsByUid.get(uid)?.length ?? 0) > 0;
    const durationMs = Math.max(0, event.duration?.toSeconds() ?? 0) * 1000;
    for (;;) {
      steps += 1;
      if (steps > budget.maxRecurrenceSteps) throw new IcsBudgetError(CALENDAR_IMPORT_MESSAGES.tooManySteps);
      const next = iterator.next();
      if (!next) break;
      const civil = Date.UTC(next.year, next.month - 1, next.day, next.hour, next.minute, next.second);
      // Occurrences come in the order of their original time: past the window, none is left.
      if (civil - ZONE_SLACK_MS >= until.getTime()) break;
      if (!moved && civil + durationMs + ZONE_SLACK_MS <= from.getTime()) continue;
      if (instant(next, startTzid) >= until) break;
      const details = event.getOccurrenceDetails(next);
      const detailComponent = details.item.component;
      const tzid = tzidOf(detailComponent) ?? startTzid;
      const start = instant(details.startDate, tzid);
      const end = instant(details.endDate, tzid);
      if (end <= from || start >= until) continue;
      keep({ start, end, summary: cleanSummary(details.item.summary), busy: busy(detailComponent) });
    }
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime());
}

function tzidOf(component: ICAL.Component): string | null {
  const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : null;
}

/**
 * Whether the calendar's owner (their address, as a connected account knows it) declined this invitation:
 * a declined meeting does not take their time (issue 28 §2).
 */
function declinedBy(component: ICAL.Component, address: string | undefined): boolean {
  if (!address) return false;
  const wanted = `mailto:${address.toLowerCase()}`;
  return component.getAllProperties('attendee').some((attendee) => {
    const value = String(attendee.getFirstValue() ?? '').toLowerCase();
    const partstat = String(attendee.getParameter('partstat') ?? '').toUpperCase();
    return value === wanted && partstat === 'DECLINED';
  });
}

function isBusy(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

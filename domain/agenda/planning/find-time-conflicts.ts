import { expandOccurrences, expandSeries, type TSeries, type TSeriesException } from './expand-recurrence';
import { isBlockingEvent, type TPlanningEventStatus, type TPlanningEventType } from './planning-event-types';

export type TInterval = { start: Date; end: Date };

/** A live (pending or confirmed) appointment; `title` is who it is with, as the workspace names them. */
export type TBusyAppointment = TInterval & { id: number; status: 'pending' | 'confirmed'; title: string };

type TEventFields = { title: string; type: TPlanningEventType; status: TPlanningEventStatus };
/** A planning event, single or a series, with its exceptions (ADR 0031). */
export type TBusyEvent = TEventFields & {
  id: number;
  series: TSeries;
  exceptions: readonly TSeriesException<TEventFields>[];
};

/** An event of an imported calendar, with only what we store of it: its summary and whether it is busy. */
export type TImportedBusyTime = TInterval & { title: string; busy: boolean };

/** What takes a professional's time: the same sources as the public free slots (PRODUCT.md §4). */
export type TProfessionalTime = {
  appointments: readonly TBusyAppointment[];
  events: readonly TBusyEvent[];
  imported: readonly TImportedBusyTime[];
};

export type TTimeConflict =
  | (TInterval & { kind: 'appointment'; status: 'pending' | 'confirmed'; title: string })
  | (TInterval & { kind: 'event'; type: TPlanningEventType; title: string })
  | (TInterval & { kind: 'imported'; title: string });

/**
 * What the change replaces and so must not conflict with itself: the appointment being moved, or the event
 * being edited — all its occurrences, those from one original start on (« et les suivants »), or one.
 */
export type TConflictIgnore = {
  appointmentId?: number;
  event?: { id: number; occurrences: 'all' | { from: Date } | { only: Date } };
};

const KIND_ORDER = { appointment: 0, event: 1, imported: 2 } as const;

/**
 * Whether an interval overlaps any of `intervals` (half-open), in O(log n) per question after an O(n log n)
 * sort (ADR 0044): the proposed occurrences of a series over a year against every occurrence of every other
 * series was a product of the two (200 series: 160 s to create them all, each slower than the last). Sorted by
 * start, with the latest end among the first k, an interval [s, e) overlaps one of them exactly when, among
 * those starting before e, the latest end is after s.
 */
export function overlapsAny(intervals: readonly TInterval[]): (interval: TInterval) => boolean {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const starts = sorted.map((interval) => interval.start.getTime());
  const latestEnds: number[] = [];
  let latest = Number.NEGATIVE_INFINITY;
  for (const interval of sorted) {
    latest = Math.max(latest, interval.end.getTime());
    latestEnds.push(latest);
  }
  return (interval) => {
    const end = interval.end.getTime();
    // How many start before `end` (binary search).
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((starts[middle] as number) < end) low = middle + 1;
      else high = middle;
    }
    return low > 0 && (latestEnds[low - 1] as number) > interval.start.getTime();
  };
}

/**
 * The items of the professional's time that overlap any of the proposed intervals (half-open: an
 * appointment ending at 15:00 does not conflict with one starting at 15:00), each listed once, in time
 * order. Appointments always count; planning events only when they block (audience, réunion, travail,
 * congé, or marked busy — after an occurrence's own changes); imported events only when busy.
 */
export function findTimeConflicts(
  proposed: readonly TInterval[],
  time: TProfessionalTime,
  ignore: TConflictIgnore = {},
): TTimeConflict[] {
  if (proposed.length === 0) return [];
  const hits = overlapsAny(proposed);
  const from = new Date(Math.min(...proposed.map((interval) => interval.start.getTime())));
  const until = new Date(Math.max(...proposed.map((interval) => interval.end.getTime())));
  const conflicts: TTimeConflict[] = [];

  for (const appointment of time.appointments) {
    if (appointment.id === ignore.appointmentId || !hits(appointment)) continue;
    const { status, title, start, end } = appointment;
    conflicts.push({ kind: 'appointment', status, title, start, end });
  }

  for (const event of time.events) {
    const ignored = ignore.event?.id === event.id ? ignore.event.occurrences : null;
    if (ignored === 'all') continue;
    for (const occurrence of expandSeries(event.series, event.exceptions, from, until)) {
      if (ignored && 'from' in ignored && occurrence.originalStart >= ignored.from) continue;
      if (ignored && 'only' in ignored && occurrence.originalStart.getTime() === ignored.only.getTime())
        continue;
      const fields = occurrence.override ?? event;
      if (!isBlockingEvent(fields) || !hits(occurrence)) continue;
      conflicts.push({
        kind: 'event',
        type: fields.type,
        title: fields.title,
        start: occurrence.start,
        end: occurrence.end,
      });
    }
  }

  for (const busy of time.imported) {
    if (!busy.busy || !hits(busy)) continue;
    conflicts.push({ kind: 'imported', title: busy.title, start: busy.start, end: busy.end });
  }

  return conflicts.sort(
    (a, b) =>
      a.start.getTime() - b.start.getTime() ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.title.localeCompare(b.title, 'fr'),
  );
}

/** How far ahead the occurrences of a proposed series are checked (a year, what the planning shows at most). */
export const SERIES_CHECK_DAYS = 366;
const DAY_MS = 86_400_000;

/**
 * The intervals a proposed planning event takes from `now` on: a single event if it has not ended, the
 * occurrences of a series over its next year. What is already past conflicts with nothing worth asking about.
 */
export function proposedOccurrences(series: TSeries, now: Date): TInterval[] {
  const from = series.start > now ? series.start : now;
  const until = new Date(from.getTime() + SERIES_CHECK_DAYS * DAY_MS);
  return expandOccurrences(series, from, until)
    .filter((occurrence) => occurrence.end > now)
    .map(({ start, end }) => ({ start, end }));
}

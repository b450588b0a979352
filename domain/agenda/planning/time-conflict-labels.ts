import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import { formatParisDate, formatParisTime } from '../availability/compute-free-slots';
import { EVENT_TYPE_LABELS } from './planning-event-types';
import type { TTimeConflictView } from './time-conflict-schemas';

/** What a conflicting item is, as the professional reads it in the list. */
export function conflictKindLabel(conflict: TTimeConflictView): string {
  switch (conflict.kind) {
    case 'appointment':
      return conflict.status === 'confirmed' ? 'Rendez-vous confirmé' : 'Rendez-vous en attente';
    case 'event':
      return EVENT_TYPE_LABELS[conflict.type];
    case 'imported':
      return 'Calendrier importé';
  }
}

const SHORT_DATE = frenchDateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  timeZone: PARIS_TIME_ZONE,
});

/**
 * « 15:00 – 16:30 »; with the day (« mer. 9 juin, 15:00 – 16:30 ») when the list spans several days, and
 * both days when the item itself does (a leave of several days).
 */
export function conflictTimeLabel(conflict: TTimeConflictView, withDay: boolean): string {
  const start = new Date(conflict.start);
  const end = new Date(conflict.end);
  const range = `${formatParisTime(start)} – ${formatParisTime(end)}`;
  if (formatParisDate(start) !== formatParisDate(end))
    return `${SHORT_DATE.format(start)} ${formatParisTime(start)} – ${SHORT_DATE.format(end)} ${formatParisTime(end)}`;
  return withDay ? `${SHORT_DATE.format(start)}, ${range}` : range;
}

/** True when the listed items fall on more than one Paris day (then each says its day). */
export function conflictsSpanDays(conflicts: readonly TTimeConflictView[]): boolean {
  return new Set(conflicts.map((conflict) => formatParisDate(new Date(conflict.start)))).size > 1;
}

import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import type { TAvailabilityFilter } from '#domain/kernel/vocabulary/search-options.ts';

/**
 * The instant before which a professional must have a free slot to match the availability filter:
 * « Aujourd'hui » = before the next Paris midnight, « Dans les 7 prochains jours » = before the
 * Paris midnight ending the 7th day (today included).
 */
export function availabilityFilterDeadline(filter: TAvailabilityFilter, now: Date): Date {
  const parisNow = new TZDate(now.getTime(), PARIS_TIME_ZONE);
  const days = filter === 'today' ? 1 : 7;
  return new Date(startOfDay(addDays(parisNow, days)).getTime());
}

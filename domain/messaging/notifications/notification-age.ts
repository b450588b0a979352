import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, differenceInMinutes } from 'date-fns';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';

const PARIS = 'Europe/Paris';
const TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, hour: '2-digit', minute: '2-digit' });
const DAY = frenchDateFormat({ timeZone: PARIS, day: 'numeric', month: 'short' });
const DAY_AND_YEAR = frenchDateFormat({
  timeZone: PARIS,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * When a notification arrived, as the panel says it: « À l’instant », « Il y a 5 min », « Il y a 3 h »
 * the same day, « Hier à 14:05 », then the date (with the year when it is not this year), in Paris
 * calendar days whatever the browser's zone.
 */
export function notificationAge(createdAt: Date, now: Date): string {
  const minutes = differenceInMinutes(now, createdAt);
  const created = new TZDate(createdAt, PARIS);
  const today = new TZDate(now, PARIS);
  const days = differenceInCalendarDays(today, created);
  if (minutes < 1) return 'À l’instant';
  if (days === 0 && minutes < 60) return `Il y a ${minutes}\u00a0min`;
  if (days === 0) return `Il y a ${Math.floor(minutes / 60)} h`;
  if (days === 1) return `Hier à ${TIME.format(createdAt)}`;
  const date =
    created.getFullYear() === today.getFullYear() ? DAY.format(createdAt) : DAY_AND_YEAR.format(createdAt);
  return `Le ${date} à ${TIME.format(createdAt)}`;
}

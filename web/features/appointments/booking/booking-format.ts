import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';

const LONG_DATE = frenchDateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS_TIME_ZONE,
});
const CLOCK = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: PARIS_TIME_ZONE,
});

/** 'mardi 24 novembre 2026 à 09:30', in Paris time whatever the browser's zone. */
export function formatLongDateTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${LONG_DATE.format(instant)} à ${CLOCK.format(instant)}`;
}

/** 'mardi 24 novembre 2026' for a Paris calendar day 'YYYY-MM-DD' or an ISO instant. */
export function formatLongDate(value: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return LONG_DATE.format(instant);
}

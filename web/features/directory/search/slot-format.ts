import type { TSlotSummary } from '#domain/directory/professionals/search-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import { consultationModeLabel, type TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';

const LONG_DATE_WITH_YEAR = frenchDateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS_TIME_ZONE,
});
const LONG_DATE = frenchDateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: PARIS_TIME_ZONE,
});
const SHORT_DAY = frenchDateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: PARIS_TIME_ZONE,
});
const CLOCK = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: PARIS_TIME_ZONE,
});

/** A calendar day "YYYY-MM-DD" as an instant that falls on that day in Paris, whatever the offset. */
function middayOf(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

export function modesLabel(modes: readonly TConsultationMode[]): string {
  return modes.map(consultationModeLabel).join(', ');
}

/** 'mardi 24 novembre 2026 à 09:30'. */
export function slotDateTimeLabel(slot: Pick<TSlotSummary, 'start' | 'time'>): string {
  return `${LONG_DATE_WITH_YEAR.format(new Date(slot.start))} à ${slot.time}`;
}

/** 'mardi 24 novembre 2026 à 09:30 — Cabinet, Visioconférence, Téléphone' (PRODUCT.md §7: full labels). */
export function slotAccessibleName(slot: TSlotSummary): string {
  const modes = modesLabel(slot.modes);
  const when = slotDateTimeLabel(slot);
  return modes ? `${when} — ${modes}` : when;
}

/** Column header of a day: 'mar. 24 nov.'. */
export function dayHeaderLabel(date: string): string {
  return SHORT_DAY.format(middayOf(date));
}

/** 'mardi 24 novembre'. */
export function dayLongLabel(date: string): string {
  return LONG_DATE.format(middayOf(date));
}

export const NO_AVAILABILITY_TEXT = 'Aucune disponibilité dans les 14 prochains jours';

/** 'Prochaine disponibilité : mardi 24 novembre à 09:00', or the no-availability sentence. */
export function nextAvailabilityText(nextAvailableAt: string | null): string {
  if (!nextAvailableAt) return NO_AVAILABILITY_TEXT;
  const instant = new Date(nextAvailableAt);
  if (Number.isNaN(instant.getTime())) return NO_AVAILABILITY_TEXT;
  return `Prochaine disponibilité\u00a0: ${LONG_DATE.format(instant)} à ${CLOCK.format(instant)}`;
}

/** Two ISO strings naming the same instant, whatever their precision or offset notation. */
export function isSameInstant(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const left = Date.parse(a);
  return !Number.isNaN(left) && left === Date.parse(b);
}

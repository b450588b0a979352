import { PARIS_TIME_ZONE } from '../time/paris-time-zone';

/** « © 2026 JurisRDV. » with the current year in Paris, never a year written once and left behind. */
export function copyrightNotice(now: Date = new Date()): string {
  const year = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: PARIS_TIME_ZONE }).format(now);
  return `© ${year} JurisRDV.`;
}

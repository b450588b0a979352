/**
 * Europe/Paris (PARIS_TIME_ZONE), written here: the footer of every page shows this notice, and the bundler puts
 * that constant's module in the chunk of the Paris time arithmetic, which the home page would then download before
 * it can render (npm run measure:home-js).
 */
const PARIS = 'Europe/Paris';

/** « © 2026 JurisRDV. » with the current year in Paris, never a year written once and left behind. */
export function copyrightNotice(now: Date = new Date()): string {
  const year = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: PARIS }).format(now);
  return `© ${year} JurisRDV.`;
}

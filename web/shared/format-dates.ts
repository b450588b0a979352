const PARIS_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' });

/** An ISO instant as a Paris calendar date: « 24/11/2026 ». */
export function formatInstantDate(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : PARIS_DATE.format(parsed);
}

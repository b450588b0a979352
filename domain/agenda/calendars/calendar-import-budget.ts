import { MAX_BOOKING_HORIZON_DAYS } from '../availability/availability-settings';

const DAY_MS = 86_400_000;

/**
 * What one calendar import may cost, whatever the file says (docs/decisions/0007). Sized for a busy
 * lawyer's real calendar (years of history, thousands of events, a few dozen recurring ones) and far
 * below what would hold the server: every limit is checked while reading, so a hostile file stops early.
 */
export const CALENDAR_IMPORT_LIMITS = {
  /** Characters of an uploaded file, bytes of a downloaded one. */
  maxFileSize: 5_000_000,
  /** VEVENT components in one file (a 5 Mo Google export holds about 15 000). */
  maxEvents: 20_000,
  /** Steps of recurrence expansion for the whole file, occurrences outside the window included. */
  maxRecurrenceSteps: 100_000,
  /** Occurrences kept for one calendar inside the window (about 20 a day, weekends included). */
  maxOccurrences: 2_000,
  /**
   * Occurrences of all of a professional's calendars: every availability computation of this
   * professional reads them, so their total is bounded too.
   */
  maxOccurrencesPerProfessional: 4_000,
  maxAccountsPerProfessional: 10,
  /** The window kept: the current week for the planning, and the longest booking horizon ahead. */
  daysBack: 7,
  daysAhead: MAX_BOOKING_HORIZON_DAYS + 2,
} as const;

export type TImportWindow = { from: Date; until: Date };

/** The occurrences worth keeping: only they can block a bookable slot or show in the planning. */
export function calendarImportWindow(now: Date): TImportWindow {
  return {
    from: new Date(now.getTime() - CALENDAR_IMPORT_LIMITS.daysBack * DAY_MS),
    until: new Date(now.getTime() + CALENDAR_IMPORT_LIMITS.daysAhead * DAY_MS),
  };
}

const format = (value: number) => new Intl.NumberFormat('fr-FR').format(value);

/** The French messages of a refused import, shown next to the file or address field. */
export const CALENDAR_IMPORT_MESSAGES = {
  unreadable: 'Fichier iCalendar illisible',
  tooLargeFile: 'Fichier trop volumineux (5 Mo au plus)',
  tooLargeDownload: 'Calendrier trop volumineux (5 Mo au plus)',
  tooManyEvents: `Calendrier trop volumineux\u00a0: ${format(CALENDAR_IMPORT_LIMITS.maxEvents)} événements au plus par fichier.`,
  tooManySteps:
    'Calendrier trop complexe\u00a0: ses événements répétitifs demandent trop de calcul. Exportez une période plus courte.',
  tooManyOccurrences: `Calendrier trop chargé\u00a0: plus de ${format(CALENDAR_IMPORT_LIMITS.maxOccurrences)} occurrences entre la semaine passée et les ${CALENDAR_IMPORT_LIMITS.daysAhead} prochains jours.`,
  tooManyOccurrencesForProfessional: `Vos calendriers importés dépasseraient ${format(CALENDAR_IMPORT_LIMITS.maxOccurrencesPerProfessional)} occurrences entre la semaine passée et les ${CALENDAR_IMPORT_LIMITS.daysAhead} prochains jours\u00a0: supprimez un calendrier ou importez-en un moins chargé.`,
  tooSlow: 'Calendrier trop long à lire\u00a0: exportez une période plus courte.',
  tooHeavy: 'Calendrier trop lourd à lire\u00a0: exportez une période plus courte.',
  tooManyAccounts: `Vous avez déjà ${CALENDAR_IMPORT_LIMITS.maxAccountsPerProfessional} calendriers importés\u00a0: supprimez-en un avant d’en ajouter un autre.`,
  busy: 'Trop d’imports de calendrier en cours. Réessayez dans une minute.',
} as const;

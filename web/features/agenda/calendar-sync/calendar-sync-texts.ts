import type { TCalendarConnection } from '#domain/agenda/calendar-sync/calendar-connection-schemas.ts';
import { CALENDAR_PROVIDER_LABELS } from '#domain/agenda/calendar-sync/calendar-sync-rules.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';

export const CONNECTION_STATUS_LABELS: Record<TCalendarConnection['status'], string> = {
  active: 'Synchronisé',
  failing: 'En échec',
  unauthorized: 'Accès refusé',
};

const PARIS_DATE_TIME = frenchDateFormat({ timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });

/** « 12 mars 2026 à 14:05 », in Paris whatever the browser's time zone. */
export function formatSyncInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : PARIS_DATE_TIME.format(date);
}

/** « Google Agenda (sophie@gmail.com) »: the service, then the account. */
export function connectionName(connection: Pick<TCalendarConnection, 'provider' | 'label'>): string {
  return `${CALENDAR_PROVIDER_LABELS[connection.provider]} (${connection.label})`;
}

/** The banner's sentence for a connection that stopped syncing. */
export function interruptedSyncMessage(connection: Pick<TCalendarConnection, 'provider' | 'label'>): string {
  return `La synchronisation de votre agenda ${connectionName(connection)} est interrompue.`;
}

/** What `?erreur=` says after the Google or Microsoft consent page sent the professional back. */
export function oauthErrorMessage(code: string | null): string | null {
  if (code === null) return null;
  if (code === 'refuse')
    return 'L’accès à votre agenda n’a pas été accordé, ou la demande a expiré. Vous pouvez réessayer.';
  return 'La connexion de votre agenda a échoué. Veuillez réessayer dans quelques instants.';
}

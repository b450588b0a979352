export const JOIN_WAITING_LIST_LABEL = 'Me prévenir si un créneau se libère plus tôt';

/** The client space's tab holding the waiting lists (`/dashboard?onglet=listes-attente`). */
export const WAITING_LIST_TAB = 'listes-attente';

const WAITED_FOR = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** « vendredi 13 novembre à 09:00 »: the date a client waits to beat, in Paris time. */
export function formatWaitedFor(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : WAITED_FOR.format(date);
}

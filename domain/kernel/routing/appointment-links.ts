/*
 * The addresses a notification opens, apart from the notices' sentences (messaging's appointment-notices.ts):
 * every page's paths (web/shared/paths.ts) need them, not the Paris date formatting the sentences load.
 */

/** The pro's appointments page opened on that appointment's details. */
export function proAppointmentLink(appointmentId: number): string {
  return `/pro/dashboard/appointments?rdv=${appointmentId}`;
}

/** The appointment a notification's link opens (« …?rdv=12 »), or null. */
export function appointmentIdOfLink(link: string): number | null {
  const found = /[?&]rdv=(\d{1,15})(?:&|$)/.exec(link);
  return found?.[1] ? Number(found[1]) : null;
}

/** The client space's tab where that appointment now shows, with the appointment highlighted. */
export function clientAppointmentLink(appointmentId: number, tab: 'rendez-vous' | 'historique'): string {
  return `/dashboard?onglet=${tab}&rdv=${appointmentId}`;
}

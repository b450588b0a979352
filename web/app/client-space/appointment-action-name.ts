import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import { formatLongDateTime } from '#web/features/appointments/booking/booking-format.ts';

/**
 * The accessible name of a card's « Déplacer » or « Annuler »: the visible word first (WCAG 2.5.3),
 * then the appointment, so a list of buttons read out of their card still says which one is which.
 */
export function appointmentActionName(
  action: 'Déplacer' | 'Annuler',
  appointment: Pick<TClientAppointment, 'lawyer' | 'start'>,
): string {
  return `${action} le rendez-vous avec ${appointment.lawyer} du ${formatLongDateTime(appointment.start)}`;
}

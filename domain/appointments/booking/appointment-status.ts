export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export type TStatusBadge = { label: string; tone: 'green' | 'yellow' | 'red' | 'blue' | 'gray' };

/** Client-space badges (seed 000 §4): anything unexpected reads « Inconnu ». */
export function appointmentStatusBadge(status: string): TStatusBadge {
  switch (status) {
    case 'confirmed':
      return { label: 'Confirmé', tone: 'green' };
    case 'pending':
      return { label: 'En attente', tone: 'yellow' };
    case 'cancelled':
      return { label: 'Annulé', tone: 'red' };
    case 'completed':
      return { label: 'Terminé', tone: 'blue' };
    default:
      return { label: 'Inconnu', tone: 'gray' };
  }
}

/** A confirmed appointment whose end has passed is a completed consultation. */
export function effectiveAppointmentStatus(
  status: TAppointmentStatus,
  end: Date,
  now: Date,
): TAppointmentStatus {
  return status === 'confirmed' && end.getTime() <= now.getTime() ? 'completed' : status;
}

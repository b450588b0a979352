/** Clients may cancel or move an appointment up to 24 hours before it starts (the success screen's promise). */
export const CHANGE_WINDOW_HOURS = 24;
const CHANGE_WINDOW_MS = CHANGE_WINDOW_HOURS * 3_600_000;

export const CHANGE_WINDOW_CLOSED_MESSAGE =
  'Ce rendez-vous commence dans moins de 24 heures\u00a0: il ne peut plus être modifié ni annulé en ligne. Contactez directement le cabinet.';

export type TChangeAllowance = { allowed: true } | { allowed: false; reason: string };

export function appointmentChangeAllowance(
  appointment: { status: string; start: Date },
  now: Date,
): TChangeAllowance {
  if (appointment.status === 'cancelled') return { allowed: false, reason: 'Ce rendez-vous est annulé.' };
  if (appointment.status === 'completed' || appointment.start.getTime() <= now.getTime()) {
    return { allowed: false, reason: 'Ce rendez-vous est passé.' };
  }
  if (appointment.start.getTime() - now.getTime() < CHANGE_WINDOW_MS) {
    return { allowed: false, reason: CHANGE_WINDOW_CLOSED_MESSAGE };
  }
  return { allowed: true };
}

/** The video link opens 15 minutes before the start (seed 001 §9: preparation 15 min before). */
export const VIDEO_JOIN_LEAD_MINUTES = 15;

export function canJoinVideo(appointment: { start: Date; end: Date; status: string }, now: Date): boolean {
  if (appointment.status !== 'confirmed') return false;
  return (
    now.getTime() >= appointment.start.getTime() - VIDEO_JOIN_LEAD_MINUTES * 60_000 &&
    now.getTime() < appointment.end.getTime()
  );
}

import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { formatParisLongDate } from '#domain/kernel/time/paris-time.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { reminderDueAt } from '../booking/booking-notifications';

const MODE_WORD: Record<TConsultationMode, string> = {
  cabinet: 'au cabinet',
  visio: 'en visioconférence',
  telephone: 'par téléphone',
};

/** Closer than this to the start, a reminder is no longer worth sending (a server down for a day, say). */
export const SMS_REMINDER_LATEST_BEFORE_START_MS = 60 * 60_000;

/**
 * The SMS reminder. It shows on a locked phone: no professional's name, no reason, no matter — only that
 * there is an appointment, when, how, and where to read the rest (issue 14 §3, professional secrecy).
 */
export function smsReminderText(input: { start: Date; mode: TConsultationMode; publicUrl: string }): string {
  return `JurisRDV : rappel de votre rendez-vous ${MODE_WORD[input.mode]} le ${formatParisLongDate(input.start)} à ${formatParisTime(input.start).replace(':', 'h')}. Détails\u00a0: ${input.publicUrl}/dashboard`;
}

/** The professional's SMS reminder (their own choice in « Paramètres des notifications »): no client, no matter. */
export function professionalSmsReminderText(input: {
  start: Date;
  mode: TConsultationMode;
  publicUrl: string;
}): string {
  return `JurisRDV Pro\u00a0: rappel, rendez-vous ${MODE_WORD[input.mode]} le ${formatParisLongDate(input.start)} à ${formatParisTime(input.start).replace(':', 'h')}. Détails\u00a0: ${input.publicUrl}/pro/dashboard/appointments`;
}

/**
 * Whether the 24-hour SMS reminder of a confirmed appointment is due now: its time has come, the start is
 * still more than an hour away, and the appointment was booked before the reminder's time (one booked for
 * tomorrow morning gets none, as with e-mails).
 */
export function isSmsReminderDue(appointment: { start: Date; createdAt: Date }, now: Date): boolean {
  const due = reminderDueAt(appointment.start).getTime();
  return (
    due <= now.getTime() &&
    appointment.start.getTime() - now.getTime() > SMS_REMINDER_LATEST_BEFORE_START_MS &&
    appointment.createdAt.getTime() < due
  );
}

import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { appointmentChangeAllowance, VIDEO_JOIN_LEAD_MINUTES } from './change-window';

/** The reminder e-mail is due 24 hours before the start (seed 000 §9). */
export const REMINDER_LEAD_HOURS = 24;

export function reminderDueAt(start: Date): Date {
  return new Date(start.getTime() - REMINDER_LEAD_HOURS * 3_600_000);
}

/**
 * Whether a reminder is queued for an appointment: only for a client who wants e-mails, and only
 * while its due time is still ahead (an appointment less than 24 hours away gets none).
 */
export function shouldScheduleReminder(start: Date, now: Date, notifyByEmail: boolean): boolean {
  return notifyByEmail && reminderDueAt(start).getTime() > now.getTime();
}

/** What the server did with e-mails for one booking, returned with it. */
export type TBookingNotifications = {
  /** E-mails really leave (SMTP configured); otherwise they stay in the outbox and reach nobody. */
  emailDelivery: boolean;
  /** A reminder was queued for 24 hours before the start. */
  reminderScheduled: boolean;
};

export type TBookingSuccessInput = {
  status: 'confirmed' | 'pending';
  mode: TConsultationMode;
  start: Date;
  lawyer: string;
  notifications: TBookingNotifications;
};

export type TSuccessSentenceKey =
  | 'reminder'
  | 'cancellation'
  | 'confirmationEmail'
  | 'videoLinkEmail'
  | 'videoLinkSpace'
  | 'requestSent'
  | 'answerByEmail'
  | 'answerInSpace';

export type TSuccessSentence = { key: TSuccessSentenceKey; text: string };

/** The seed's promises (000 §2 Booking flow, §9) and their truthful stand-ins. */
export const SUCCESS_SENTENCES = {
  reminder: 'Un rappel vous sera envoyé 24\u00a0h avant le rendez-vous',
  cancellation: "Annulation possible jusqu'à 24\u00a0h avant le rendez-vous",
  confirmationEmail: 'Une confirmation vous a été envoyée par e-mail',
  videoLinkEmail: 'Le lien de visioconférence vous sera envoyé par e-mail',
  videoLinkSpace: `Le lien de visioconférence sera disponible dans votre espace personnel, ${VIDEO_JOIN_LEAD_MINUTES} minutes avant le rendez-vous`,
  answerByEmail: "Vous recevrez un e-mail dès qu'il l'aura acceptée ou refusée.",
  answerInSpace: 'Sa réponse apparaîtra dans votre espace personnel.',
} as const;

/**
 * The sentences of the booking success screen, each one only when it is true for this booking at
 * `now` (PRODUCT.md §8): a reminder only if one was queued and e-mails leave, cancellation only while
 * the 24-hour window is open, a video link only for a video booking, e-mail only if e-mail leaves.
 */
export function bookingSuccessSentences(input: TBookingSuccessInput, now: Date): TSuccessSentence[] {
  const { emailDelivery, reminderScheduled } = input.notifications;
  const sentences: TSuccessSentence[] = [];
  const add = (key: TSuccessSentenceKey, text: string) => sentences.push({ key, text });

  if (input.status === 'pending') {
    add(
      'requestSent',
      `Votre demande a bien été transmise à ${input.lawyer}. Le professionnel doit la confirmer avant qu'elle ne devienne un rendez-vous.`,
    );
    if (emailDelivery) add('answerByEmail', SUCCESS_SENTENCES.answerByEmail);
    else add('answerInSpace', SUCCESS_SENTENCES.answerInSpace);
    return sentences;
  }

  if (emailDelivery && reminderScheduled) add('reminder', SUCCESS_SENTENCES.reminder);
  if (appointmentChangeAllowance({ status: input.status, start: input.start }, now).allowed) {
    add('cancellation', SUCCESS_SENTENCES.cancellation);
  }
  if (emailDelivery) add('confirmationEmail', SUCCESS_SENTENCES.confirmationEmail);
  if (input.mode === 'visio') {
    if (emailDelivery) add('videoLinkEmail', SUCCESS_SENTENCES.videoLinkEmail);
    else add('videoLinkSpace', SUCCESS_SENTENCES.videoLinkSpace);
  }
  return sentences;
}

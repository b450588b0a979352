import { CONSULTATION_MODE_VALUES } from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { ZOpposingPartyName } from '#domain/practice/conflicts/conflict-schemas.ts';
import { APPOINTMENT_PAYMENT_STATUSES } from '../online-payments/online-payment-rules';
import { ZClientReview } from '../reviews/review-schemas';
import { APPOINTMENT_STATUSES } from './appointment-status';

export const DEFAULT_BOOKING_REASON = 'Consultation générale';

export const ZBookingReason = z
  .string({ error: 'Le motif est requis' })
  .trim()
  .min(1, 'Le motif est requis')
  .max(200, 'Le motif ne doit pas dépasser 200 caractères');

/** Answers by question index ("0", "1", …); answering is optional. */
export const ZQuestionnaireAnswers = z
  .record(
    z.string().regex(/^\d{1,2}$/, 'Question inconnue'),
    z.string().max(2000, 'Réponse trop longue (2000 caractères au plus)'),
  )
  .default({});

export const ZCreateBookingRequest = z.strictObject({
  professionalId: z.number({ error: 'Professionnel inconnu' }).int().positive().max(2_147_483_647),
  start: z.iso.datetime({ offset: true, error: 'Créneau invalide' }),
  mode: z.enum(CONSULTATION_MODE_VALUES, { error: 'Choisissez un mode de consultation' }),
  reason: ZBookingReason,
  /** « Partie adverse (facultatif) »: for the professional's conflict check only (ADR 0032). */
  opposingParty: ZOpposingPartyName,
  answers: ZQuestionnaireAnswers,
  isFirstConsultation: z.boolean().default(true),
  /** Ticked « J'accepte la convention d'honoraires »: required when the booking's fee calls for one. */
  acceptsFeeAgreement: z.boolean().default(false),
});
export type TCreateBookingRequest = z.input<typeof ZCreateBookingRequest>;

export const ZClientAppointment = z.object({
  id: z.number().int(),
  professionalId: z.number().int(),
  lawyer: z.string(),
  specialty: z.string(),
  /** YYYY-MM-DD and HH:MM in Europe/Paris. */
  date: z.string(),
  time: z.string(),
  start: z.string(),
  end: z.string(),
  durationMinutes: z.number().int(),
  mode: z.enum(CONSULTATION_MODE_VALUES),
  address: z.string().nullable(),
  phone: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  reason: z.string(),
  meetingUrl: z.string().nullable(),
  /** When the client's consent to recording this video consultation was given; null: none (ADR 0034). */
  recordingConsentAt: z.string().nullable(),
  /** The professional would like to record it (their « Enregistrement automatique »): the client is asked. */
  recordingRequested: z.boolean(),
  canChange: z.boolean(),
  changeBlockedReason: z.string().nullable(),
  canJoinVideo: z.boolean(),
  /** The client's review of this consultation, if they left one (issue 29 §3). */
  review: ZClientReview.nullable(),
  /** Until when a review may be left (ISO): a completed consultation not reviewed yet, within 60 days. */
  reviewableUntil: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  /** An accepted fee agreement is stored: its PDF is at /api/client/appointments/:id/fee-agreement.pdf. */
  hasFeeAgreement: z.boolean(),
  /** Online prepayment (ADR 0021); absent or null without one. */
  payment: z.enum(APPOINTMENT_PAYMENT_STATUSES).nullable().optional(),
});
export type TClientAppointment = z.infer<typeof ZClientAppointment>;

export const ZCreateBookingResponse = z.object({
  appointment: ZClientAppointment,
  /** What was done about e-mails, so the success screen promises only what will happen. */
  notifications: z.object({ emailDelivery: z.boolean(), reminderScheduled: z.boolean() }),
  /** A prepaid booking: the appointment is held until the client pays on this Stripe page (ADR 0021). */
  payment: z.object({ checkoutUrl: z.string() }).optional(),
});
export type TCreateBookingResponse = z.infer<typeof ZCreateBookingResponse>;

export const ZClientAppointmentsResponse = z.object({
  upcoming: z.array(ZClientAppointment),
  past: z.array(ZClientAppointment),
});
export type TClientAppointmentsResponse = z.infer<typeof ZClientAppointmentsResponse>;

export const ZAppointmentIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Identifiant invalide')
    .transform(Number),
});

export const ZCancelAppointmentRequest = z.strictObject({
  reason: z.string().trim().max(500, 'Le motif ne doit pas dépasser 500 caractères').optional(),
});

export const ZRescheduleAppointmentRequest = z.strictObject({
  start: z.iso.datetime({ offset: true, error: 'Créneau invalide' }),
  mode: z.enum(CONSULTATION_MODE_VALUES, { error: 'Choisissez un mode de consultation' }).optional(),
});
export type TRescheduleAppointmentRequest = z.input<typeof ZRescheduleAppointmentRequest>;

export const FEE_AGREEMENT_REQUIRED_MESSAGE =
  "Acceptez la convention d'honoraires pour confirmer ce rendez-vous payant.";

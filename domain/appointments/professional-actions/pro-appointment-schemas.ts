import { ZConfirmOverlaps } from '#domain/agenda/planning/time-conflict-schemas.ts';
import { APPOINTMENT_DOCUMENT_KINDS } from '#domain/kernel/documents/document-types.ts';
import { INVALID_TIME_MESSAGE } from '#domain/kernel/format-messages.ts';
import {
  optionalText,
  ZClientName,
  ZOptionalEmail,
  ZOptionalPhone,
  ZUploadedFileFields,
} from '#domain/kernel/shared-fields.ts';
import { APPOINTMENT_PERIODS, isRealCivilDate } from '#domain/kernel/time/paris-time.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { ZPossibleConflict } from '#domain/practice/conflicts/conflict-schemas.ts';
import { APPOINTMENT_STATUSES } from '../booking/appointment-status';
import { ZExternalChange } from '../calendar-copies/external-change';

/** Seed 001 §3 choice list. */
export const APPOINTMENT_TYPES = [
  'Consultation divorce',
  'Consultation commercial',
  'Consultation immobilier',
  'Signature acte',
  'Suivi dossier',
  'Consultation pénale',
  'Médiation familiale',
  'Consultation fiscale',
] as const;

/** Seed 001 §9 durations and their minutes. */
export const APPOINTMENT_DURATIONS = {
  '30min': 30,
  '1h': 60,
  '1h30': 90,
  '2h': 120,
  '2h30': 150,
  '3h': 180,
} as const;
export type TAppointmentDuration = keyof typeof APPOINTMENT_DURATIONS;
const DURATION_VALUES = Object.keys(APPOINTMENT_DURATIONS) as [
  TAppointmentDuration,
  ...TAppointmentDuration[],
];

export const PRO_MODES = ['office', 'video', 'phone'] as const;
export type TProMode = (typeof PRO_MODES)[number];
export const DEFAULT_OFFICE_LOCATION = 'Cabinet - Salle 1';

const MODE_TO_CONSULTATION: Record<TProMode, TConsultationMode> = {
  office: 'cabinet',
  video: 'visio',
  phone: 'telephone',
};

export function toConsultationMode(mode: TProMode): TConsultationMode {
  return MODE_TO_CONSULTATION[mode];
}

export function toProMode(mode: TConsultationMode): TProMode {
  return mode === 'visio' ? 'video' : mode === 'telephone' ? 'phone' : 'office';
}

/** Seed 001 §3: where a note was taken, by mode. */
export function noteLocation(mode: TProMode, officeLocation: string | null): string {
  if (mode === 'video') return 'Visioconférence';
  if (mode === 'phone') return 'Téléphone';
  return officeLocation ?? DEFAULT_OFFICE_LOCATION;
}

export const ZCivilDate = z
  .string({ error: 'La date est requise' })
  .trim()
  .min(1, { message: 'La date est requise', abort: true })
  .refine(isRealCivilDate, 'Date invalide (cette date n’existe pas)');

export const ZClockTime = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, INVALID_TIME_MESSAGE);

/**
 * « À venir » (not yet ended, next first), « Passés » (ended, latest first), « Annulés » (cancelled by
 * either side, latest first); 'all' is every live or completed appointment, oldest first.
 */
export const APPOINTMENT_VIEWS = ['all', 'upcoming', 'past', 'cancelled'] as const;
export type TAppointmentView = (typeof APPOINTMENT_VIEWS)[number];

export const ZProAppointmentsQuery = z.strictObject({
  period: z.enum(APPOINTMENT_PERIODS, { error: 'Période inconnue' }).default('all'),
  status: z.enum(['all', 'confirmed', 'pending'], { error: 'Statut inconnu' }).default('all'),
  view: z.enum(APPOINTMENT_VIEWS, { error: 'Vue inconnue' }).default('all'),
});

export const ZCreateProAppointmentRequest = z.strictObject({
  client: z.strictObject({
    name: ZClientName,
    email: ZOptionalEmail,
    phone: ZOptionalPhone,
  }),
  type: z.enum(APPOINTMENT_TYPES, { error: 'Choisissez un type de rendez-vous' }),
  date: ZCivilDate,
  time: ZClockTime("L'heure est requise"),
  duration: z.enum(DURATION_VALUES, { error: 'Durée invalide' }).default('1h30'),
  mode: z.enum(PRO_MODES, { error: 'Mode invalide' }).default('office'),
  location: optionalText(200, 'Le lieu ne doit pas dépasser 200 caractères'),
  /** Issue 15 §2: saved even over a hearing or an imported busy time, once the professional saw them. */
  confirmOverlaps: ZConfirmOverlaps,
});
export type TCreateProAppointmentRequest = z.input<typeof ZCreateProAppointmentRequest>;

export const ZProRescheduleRequest = z.strictObject({
  date: ZCivilDate,
  time: ZClockTime("L'heure est requise"),
  confirmOverlaps: ZConfirmOverlaps,
});

export const MAX_NOTE_LENGTH = 5000;

/**
 * What the professional writes for themself when refusing or cancelling: kept as one of the appointment's
 * private notes, never sent to the client (the reason is). Blank means none.
 */
const ZInternalNote = z
  .string()
  .trim()
  .max(MAX_NOTE_LENGTH, `La note interne ne doit pas dépasser ${MAX_NOTE_LENGTH} caractères`)
  .optional();

export const ZProCancelRequest = z.strictObject({
  internalNote: ZInternalNote,
  reason: z
    .string({ error: "Le motif d'annulation est requis" })
    .trim()
    .min(1, "Le motif d'annulation est requis")
    .max(500, 'Le motif ne doit pas dépasser 500 caractères'),
});

export const ZProRefuseRequest = z.strictObject({
  reason: z.string().trim().max(500, 'Le motif ne doit pas dépasser 500 caractères').optional(),
  internalNote: ZInternalNote,
});

export const ZAddNoteRequest = z.strictObject({
  content: z
    .string({ error: 'La note est vide' })
    .trim()
    .min(1, 'La note est vide')
    .max(MAX_NOTE_LENGTH, `La note ne doit pas dépasser ${MAX_NOTE_LENGTH} caractères`),
});

export const ZAddDocumentRequest = z.strictObject({
  title: z
    .string({ error: 'Le titre est requis' })
    .trim()
    .min(1, 'Le titre est requis')
    .max(200, 'Le titre ne doit pas dépasser 200 caractères'),
  kind: z.enum(APPOINTMENT_DOCUMENT_KINDS, { error: 'Type de document invalide' }),
  ...ZUploadedFileFields,
});

export const ZAppointmentIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Identifiant invalide')
    .transform(Number),
});

export const ZDocumentParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Identifiant invalide')
    .transform(Number),
  docId: z
    .string()
    .regex(/^\d{1,15}$/, 'Identifiant invalide')
    .transform(Number),
});

export const ZAppointmentNote = z.object({
  id: z.number().int(),
  content: z.string(),
  /** fr-FR date, e.g. 23/11/2026. */
  date: z.string(),
  createdAt: z.string(),
  location: z.string(),
});

export const ZAppointmentDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(APPOINTMENT_DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** YYYY-MM-DD (Paris). */
  date: z.string(),
  url: z.string(),
  /** When it was shared with the client's space (ISO), or null. */
  sharedAt: z.string().nullable(),
});

/**
 * An appointment's card in the workspace. The fields marked « lawyer only » are absent from a staff member's
 * answer (`appointmentForViewer`, ADR 0058 « Who sees what »): an assistant schedules the appointment, never
 * reads what the client confided nor what the lawyer wrote about it.
 */
export const ZProAppointment = z.object({
  id: z.number().int(),
  client: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  hasClientAccount: z.boolean(),
  type: z.string(),
  date: z.string(),
  time: z.string(),
  start: z.string(),
  end: z.string(),
  durationMinutes: z.number().int(),
  duration: z.string(),
  mode: z.enum(PRO_MODES),
  status: z.enum(APPOINTMENT_STATUSES),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  /** Video: when the client's consent to recording was given; null: none (ADR 0034). */
  recordingConsentAt: z.string().nullable(),
  isFirstConsultation: z.boolean(),
  cancellationReason: z.string().nullable(),
  /** Who cancelled or refused it, and when (ISO); absent or null while it is live. */
  cancelledBy: z.enum(['client', 'professional']).nullable().optional(),
  cancelledAt: z.string().nullable().optional(),
  /**
   * The client accepted a fee agreement when booking: /api/pro/appointments/:id/fee-agreement.pdf. Lawyer only.
   */
  hasFeeAgreement: z.boolean().optional(),
  /** The lawyer's internal notes (the refusal's and cancellation's too). Lawyer only. */
  notes: z.array(ZAppointmentNote).optional(),
  /** Lawyer only: not even their titles. */
  documents: z.array(ZAppointmentDocument).optional(),
  /** The client's answers to the lawyer's questionnaire. Lawyer only. */
  questionnaire: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
  /** « Partie adverse » the client named at booking (confidential, ADR 0032). Lawyer only. */
  opposingParty: z.string().nullable().optional(),
  /**
   * Possible conflicts of interest of a pending or upcoming appointment; empty for the others. To staff: that
   * one was found and which lawyer holds the matter, without the matter (`conflictsForViewer`).
   */
  possibleConflicts: z.array(ZPossibleConflict),
  /** Moved or deleted in the professional's external calendar and not applied yet (issue 28 §2). */
  externalChange: ZExternalChange.nullable(),
});
export type TProAppointment = z.infer<typeof ZProAppointment>;

export const ZProAppointmentsResponse = z.object({
  appointments: z.array(ZProAppointment),
  count: z.number().int(),
});

export const ZProAppointmentResponse = z.object({ appointment: ZProAppointment });

/** « Reporter »: the professional's free times that hold the whole appointment, by Paris day. */
export const ZRescheduleSlotsResponse = z.object({
  days: z.array(
    z.object({
      /** YYYY-MM-DD (Paris). */
      date: z.string(),
      /** HH:MM (Paris), the value the reschedule request takes. */
      times: z.array(z.string()),
    }),
  ),
});
export type TRescheduleSlots = z.infer<typeof ZRescheduleSlotsResponse>;

/** The workspace's figures; the cases' and the money's are absent from a staff member's (`summaryForViewer`). */
export const ZProSummary = z.object({
  pendingAppointments: z.number().int(),
  /** Lawyer only. */
  activeCases: z.number().int().optional(),
  appointmentsThisMonth: z.number().int(),
  /** Invoice payments received this Paris month (never an estimate from appointments). Lawyer only. */
  revenueThisMonthCents: z.number().int().optional(),
  newClientsThisMonth: z.number().int(),
  appointmentsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
});
export type TProSummary = z.infer<typeof ZProSummary>;

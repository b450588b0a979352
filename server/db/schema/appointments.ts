import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TFeeAgreementContent } from '#domain/appointments/fee-agreements/fee-agreement-content.ts';
import { APPOINTMENT_PAYMENT_STATUSES } from '#domain/appointments/online-payments/online-payment-rules.ts';
import type { TCaseDetailFlag } from '#domain/appointments/reviews/case-details.ts';
import { APPOINTMENT_DOCUMENT_KINDS } from '#domain/kernel/documents/document-types.ts';
import { connectedCalendars } from './agenda';
import { createdAt } from './columns';
import { professionals } from './directory';
import { users } from './identity';
import { storedFiles } from './platform';
import { cases } from './practice';

/**
 * Appointments. Two live appointments (pending or confirmed) of one professional can never
 * overlap: an exclusion constraint in the migration enforces it (see 0001 migration).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    clientUserId: uuid('client_user_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    mode: text('mode', { enum: ['cabinet', 'visio', 'telephone'] }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled', 'completed'] }).notNull(),
    reason: text('reason').notNull().default('Consultation générale'),
    /** Questionnaire answers by question index. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    isFirstConsultation: boolean('is_first_consultation').notNull().default(true),
    /**
     * The room of a video appointment: `JurisRDV-` and 128 random bits (ADR 0034). Its URL is built when
     * it is given, from VIDEO_BASE_URL, the professional's video settings and the client's consent.
     */
    videoRoom: text('video_room'),
    /** When the client's consent to recording, in force, was given (null: none); ADR 0034. */
    recordingConsentAt: timestamp('recording_consent_at', { withTimezone: true }),
    /** When that consent was withdrawn (null while in force or never given). */
    recordingConsentWithdrawnAt: timestamp('recording_consent_withdrawn_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['client', 'professional'] }),
    cancellationReason: text('cancellation_reason'),
    /** The professional's case this appointment belongs to, if any. */
    caseId: bigint('case_id', { mode: 'number' }).references(() => cases.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Online prepayment (ADR 0021); null when none was asked. 'awaiting' holds the slot as a pending row. */
    paymentStatus: text('payment_status', { enum: APPOINTMENT_PAYMENT_STATUSES }),
    /** When an awaiting payment's hold ends (the Checkout Session's expiry). */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    /**
     * « Partie adverse » named by the client at booking, for the professional's conflict check (ADR 0032).
     * Confidential: shown to the professional only, never in an e-mail, notification, invitation or SMS.
     */
    opposingParty: text('opposing_party'),
    /** When the professional accepted or refused this request (null: never a request, or not yet decided). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'appointments_opposing_party_length',
      sql`${t.opposingParty} is null or char_length(${t.opposingParty}) <= 200`,
    ),
    index('appointments_payment_hold_idx').on(t.paymentExpiresAt).where(sql`${t.paymentStatus} = 'awaiting'`),
    check(
      'appointments_payment_status_valid',
      sql`${t.paymentStatus} is null or ${t.paymentStatus} in ('awaiting', 'paid', 'refund_pending', 'refunded', 'failed')`,
    ),
    index('appointments_professional_time_idx').on(t.professionalId, t.startsAt),
    index('appointments_client_idx').on(t.clientUserId, t.startsAt),
    check('appointments_time_order', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'appointments_status_valid',
      sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'completed')`,
    ),
    check('appointments_mode_valid', sql`${t.mode} in ('cabinet', 'visio', 'telephone')`),
    check(
      'appointments_video_room_format',
      sql`${t.videoRoom} is null or ${t.videoRoom} ~ '^JurisRDV-[A-Za-z0-9_-]{22,}$'`,
    ),
  ],
);

/** What the professional records about an appointment (a client without account, the type, the room). */
export const proAppointmentDetails = pgTable('pro_appointment_details', {
  appointmentId: bigint('appointment_id', { mode: 'number' })
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  clientName: text('client_name'),
  clientEmail: text('client_email'),
  clientPhone: text('client_phone'),
  appointmentType: text('appointment_type'),
  location: text('location'),
});

/** The professional's private notes on an appointment. */
export const appointmentNotes = pgTable(
  'appointment_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointment_notes_appointment_idx').on(t.appointmentId, t.createdAt),
    check('appointment_notes_length', sql`char_length(${t.content}) between 1 and 5000`),
  ],
);

/** Files attached to an appointment by the professional; bytes kept in the database. */
export const appointmentDocuments = pgTable(
  'appointment_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: APPOINTMENT_DOCUMENT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_documents_file_key').on(t.fileId),
    index('appointment_documents_appointment_idx').on(t.appointmentId, t.createdAt),
    check('appointment_documents_kind_valid', sql`${t.kind} in ('scan', 'document')`),
    check('appointment_documents_size', sql`${t.sizeBytes} between 1 and 10485760`),
  ],
);

/**
 * The fee agreement (« convention d'honoraires ») a client accepted when booking a paying consultation:
 * what it said is frozen (content and fee), written in the booking's statement and never changed after
 * (trigger in migration 0015) except the links cleared when the client's account is deleted.
 */
export const feeAgreements = pgTable(
  'fee_agreements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    clientUserId: uuid('client_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account that ticked « J'accepte » (the client's own, today). */
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: jsonb('content').$type<TFeeAgreementContent>().notNull(),
    feeKind: text('fee_kind', { enum: ['amount', 'quote'] }).notNull(),
    feeCents: integer('fee_cents'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('fee_agreements_appointment_key').on(t.appointmentId),
    index('fee_agreements_professional_idx').on(t.professionalId),
    index('fee_agreements_client_user_idx').on(t.clientUserId),
    check(
      'fee_agreements_fee_valid',
      sql`(${t.feeKind} = 'amount' and ${t.feeCents} > 0) or (${t.feeKind} = 'quote' and ${t.feeCents} is null)`,
    ),
  ],
);

export const ONLINE_PAYMENT_STATUSES = [
  'open',
  'paid',
  'expired',
  'failed',
  'refund_pending',
  'refunded',
] as const;

/**
 * One Stripe Checkout Session per prepaid booking, charged directly on the professional's connected
 * account (no platform fee: ADR 0021). A refund is requested by setting `refund_pending`; the online
 * payments job sends it, retrying with `refund_next_attempt_at` until Stripe accepts it.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    connectedAccount: text('connected_account').notNull(),
    checkoutSessionId: text('checkout_session_id').notNull(),
    paymentIntentId: text('payment_intent_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status', { enum: ONLINE_PAYMENT_STATUSES }).notNull().default('open'),
    refundId: text('refund_id'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundNextAttemptAt: timestamp('refund_next_attempt_at', { withTimezone: true }),
    refundLastError: text('refund_last_error'),
    /** Why the payment was refused and refunded instead of applied (an amount other than the fee recorded). */
    refusalReason: text('refusal_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('online_payments_session_key').on(t.checkoutSessionId),
    uniqueIndex('online_payments_appointment_key').on(t.appointmentId),
    index('online_payments_refund_due_idx')
      .on(t.refundNextAttemptAt)
      .where(sql`${t.status} = 'refund_pending'`),
    check('online_payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'online_payments_status_valid',
      sql`${t.status} in ('open', 'paid', 'expired', 'failed', 'refund_pending', 'refunded')`,
    ),
  ],
);

/**
 * Stripe events already applied: the event id is the key, inserted in the transaction of the event's
 * effect, so a webhook delivered twice (or concurrently) takes effect once.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * « Me prévenir si un créneau se libère plus tôt » (issue 14 §4): one row per client and professional. The
 * client waits for a slot earlier than `waited_for` (the professional's first free slot when they joined);
 * the entry is over once that instant passes or the client books with that professional after joining.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientUserId: uuid('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    waitedFor: timestamp('waited_for', { withTimezone: true }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('waiting_list_entries_client_professional_key').on(t.clientUserId, t.professionalId),
    index('waiting_list_entries_professional_idx').on(t.professionalId, t.joinedAt),
  ],
);

/**
 * One notice per freed slot: the unique key (professional, slot start) lets one instance's insert in and
 * the others' do nothing, so a slot is announced once to one waiting client, however many jobs run.
 */
export const waitingListNotices = pgTable(
  'waiting_list_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    clientUserId: uuid('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('waiting_list_notices_professional_slot_key').on(t.professionalId, t.slotStart),
    index('waiting_list_notices_client_idx').on(t.clientUserId),
  ],
);

/**
 * An appointment written to its professional's connected calendar (issue 28, ADR 0065). A trigger on
 * `appointments` marks it `dirty` at every change of time, status or mode; the writer loop then writes,
 * moves or deletes the remote event. What was written is kept to notice a change made in that calendar.
 */
export const appointmentCalendarCopies = pgTable(
  'appointment_calendar_copies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: bigint('appointment_id', { mode: 'number' }).references(() => appointments.id, {
      onDelete: 'set null',
    }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    calendarId: bigint('calendar_id', { mode: 'number' }).references(() => connectedCalendars.id, {
      onDelete: 'set null',
    }),
    objectKey: text('object_key'),
    etag: text('etag'),
    writtenHash: text('written_hash'),
    writtenStartsAt: timestamp('written_starts_at', { withTimezone: true }),
    writtenEndsAt: timestamp('written_ends_at', { withTimezone: true }),
    dirty: boolean('dirty').notNull().default(true),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Seen in the external calendar and not applied: JurisRDV stays the source of truth until the professional chooses. */
    externalChange: text('external_change', { enum: ['moved', 'deleted'] }),
    externalStartsAt: timestamp('external_starts_at', { withTimezone: true }),
    externalEndsAt: timestamp('external_ends_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('appointment_calendar_copies_appointment_key').on(t.appointmentId),
    index('appointment_calendar_copies_due_idx').on(t.nextAttemptAt).where(sql`${t.dirty}`),
    index('appointment_calendar_copies_calendar_idx').on(t.calendarId, t.objectKey),
    check(
      'appointment_calendar_copies_external_change_valid',
      sql`${t.externalChange} is null or ${t.externalChange} in ('moved', 'deleted')`,
    ),
  ],
);

/**
 * A client's review of a completed consultation (issue 29 §3, ADR 0072): stars and an optional text, one per
 * appointment (the unique key makes a second one impossible, even from two requests at once). Stars alone
 * are published at once, a text waits for a moderator. The professional answers once and may report it.
 * The `reviews_stats_sync` trigger (migration 0045) keeps the professional's average and count of published
 * reviews, so no code path can forget them.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    /** The author; a review goes with its author's account. Null only for the demo directory's reviews. */
    clientUserId: uuid('client_user_id').references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text'),
    status: text('status', { enum: ['pending', 'published', 'refused'] }).notNull(),
    /** What the case-details check found in the text (domain/appointments/reviews/case-details.ts). */
    flags: text('flags').array().$type<TCaseDetailFlag[]>().notNull().default(sql`'{}'::text[]`),
    /** When the client wrote it (again, after a refusal): the review's date. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    submissionCount: integer('submission_count').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** A moderator's refusal (or taking down): a reason of REVIEW_REFUSAL_REASONS and a note, told to the author. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    moderatorNote: text('moderator_note'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    reportNote: text('report_note'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportOutcome: text('report_outcome', { enum: ['kept', 'removed'] }),
    reportDecidedAt: timestamp('report_decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_appointment_key').on(t.appointmentId),
    index('reviews_professional_idx').on(t.professionalId, t.status, t.submittedAt),
    index('reviews_client_idx').on(t.clientUserId),
    index('reviews_pending_idx').on(t.submittedAt).where(sql`${t.status} = 'pending'`),
    index('reviews_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} is not null and ${t.reportDecidedAt} is null`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status_valid', sql`${t.status} in ('pending', 'published', 'refused')`),
    check('reviews_text_length', sql`${t.text} is null or char_length(${t.text}) between 1 and 2000`),
    check('reviews_answer_length', sql`${t.answer} is null or char_length(${t.answer}) between 1 and 2000`),
    check(
      'reviews_notes_length',
      sql`(${t.moderatorNote} is null or char_length(${t.moderatorNote}) <= 1000) and (${t.reportNote} is null or char_length(${t.reportNote}) <= 1000)`,
    ),
    check('reviews_submission_count', sql`${t.submissionCount} between 1 and 3`),
    check('reviews_published_dated', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
    check(
      'reviews_report_outcome_valid',
      sql`${t.reportOutcome} is null or ${t.reportOutcome} in ('kept', 'removed')`,
    ),
  ],
);

/**
 * The prior of the ranking by rating (domain/directory/reviews/review-ranking.ts): the platform's mean of
 * published reviews and the weight it is given, one row, read by `review_ranking_score` (migration 0045).
 */
export const reviewRankingPrior = pgTable(
  'review_ranking_prior',
  {
    id: smallint('id').primaryKey().default(1),
    mean: doublePrecision('mean').notNull(),
    weight: integer('weight').notNull(),
    /** The published reviews the mean was computed from. */
    reviewCount: integer('review_count').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('review_ranking_prior_single_row', sql`${t.id} = 1`),
    check('review_ranking_prior_weight', sql`${t.weight} > 0`),
  ],
);

/**
 * « Signaler un contenu » (issue 29 §4, DSA art. 16 and 17, ADR 0074): a report of a public profile or of a
 * published review, by anyone (`reporter_user_id` when signed in; `reporter_email` always, where the decision
 * goes), until an administrator decides with reasons told to the reporter and the professional. One undecided
 * report per reporter and target (the unique index): a second one is a duplicate.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetKind: text('target_kind', { enum: ['profile', 'review'] }).notNull(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    reviewId: bigint('review_id', { mode: 'number' }).references(() => reviews.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    explanation: text('explanation').notNull(),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reporterEmail: text('reporter_email').notNull(),
    status: text('status', { enum: ['received', 'decided'] })
      .notNull()
      .default('received'),
    decision: text('decision', { enum: ['keep', 'remove-review', 'suspend-profile'] }),
    decisionReasons: text('decision_reasons'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** A suspension lifted by « Rétablir la fiche », with the administrator's reasons (ADR 0074). */
    relistedAt: timestamp('relisted_at', { withTimezone: true }),
    relistedBy: uuid('relisted_by').references(() => users.id, { onDelete: 'set null' }),
    relistReasons: text('relist_reasons'),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_reports_queue_idx').on(t.createdAt).where(sql`${t.status} = 'received'`),
    index('content_reports_professional_idx').on(t.professionalId, t.decidedAt),
    uniqueIndex('content_reports_pending_key')
      .on(t.professionalId, sql`coalesce(${t.reviewId}, 0)`, t.reporterEmail)
      .where(sql`${t.status} = 'received'`),
    check('content_reports_target_valid', sql`(${t.targetKind} = 'review') = (${t.reviewId} is not null)`),
    check(
      'content_reports_reason_valid',
      sql`${t.reason} in ('illegal', 'fake-review', 'abusive', 'misleading', 'privacy', 'other')`,
    ),
    check('content_reports_explanation_length', sql`char_length(${t.explanation}) between 1 and 2000`),
    check('content_reports_email_length', sql`char_length(${t.reporterEmail}) between 3 and 254`),
    check(
      'content_reports_decided',
      sql`(${t.status} = 'decided') = (${t.decision} is not null and ${t.decidedAt} is not null and ${t.decisionReasons} is not null)`,
    ),
    check(
      'content_reports_relisted',
      sql`(${t.relistedAt} is null) = (${t.relistReasons} is null) and (${t.relistedAt} is null or ${t.decision} = 'suspend-profile')`,
    ),
    check(
      'content_reports_relist_reasons_length',
      sql`${t.relistReasons} is null or char_length(${t.relistReasons}) between 1 and 2000`,
    ),
    check(
      'content_reports_decision_fits',
      sql`${t.decision} is null or ${t.decision} = 'keep' or (${t.decision} = 'remove-review') = (${t.targetKind} = 'review')`,
    ),
  ],
);

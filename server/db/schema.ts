import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  defaultAvailabilitySettings,
  type TAvailabilitySettings,
} from '../../domain/availability/availability-settings';
import type { TFeeAgreementContent } from '../../domain/fee-agreements/fee-agreement-content';
import type { TFeeAgreementTemplate } from '../../domain/fee-agreements/fee-agreement-template';
import type { TBillingSettings, TInvoiceIssuer } from '../../domain/invoices/billing-settings';
import type { TVatRateBp } from '../../domain/invoices/invoice-amounts';
import { APPOINTMENT_PAYMENT_STATUSES } from '../../domain/online-payments/online-payment-rules';
import type { TProfessionalFees } from '../../domain/professionals/professional-fees';
import type { TProfessionalService } from '../../domain/professionals/professional-services';
import type { TQuestionnaireQuestion } from '../../domain/professionals/questionnaire';
import { defaultVideoSettings, type TVideoSettings } from '../../domain/video-consultations/video-settings';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Null for an account created through an identity provider that has not set a password (ADR 0024). */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['client', 'professional', 'admin'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: createdAt(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    phone: text('phone'),
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    notifyBySms: boolean('notify_by_sms').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Last sign-in or use of a session; drives the inactive-account retention purge. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** When the account was told it will be deleted for inactivity (the purge waits for the notice). */
    inactivityNoticeSentAt: timestamp('inactivity_notice_sent_at', { withTimezone: true }),
    /** When the account confirmed its address by following a link (ADR 0023); null: not yet. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * This account must have a second factor (ADR 0026): set for professionals registered since the rule;
     * administrators always must, and the platform setting can require it of every professional.
     */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in ('client', 'professional', 'admin')`),
  ],
);

/**
 * A professional's public profile and availability; `id` is the public number in /lawyer/{id}.
 * Directory professionals seeded for the demo have no account (`user_id` null).
 */
export const professionals = pgTable(
  'professionals',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    professionalType: text('professional_type', { enum: ['avocat', 'notaire', 'commissaire'] })
      .notNull()
      .default('avocat'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    practice: text('practice').notNull(),
    /** The main specialty shown under the name. */
    specialty: text('specialty').notNull(),
    /** Search specialties (seed 000 §9 list). */
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    barNumber: text('bar_number').notNull(),
    verificationStatus: text('verification_status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    languages: text('languages').array().notNull().default(sql`'{Français}'::text[]`),
    consultationModes: text('consultation_modes')
      .array()
      .notNull()
      .default(sql`'{cabinet,visio,telephone}'::text[]`),
    /** The fees the professional entered; null until they do (nothing shown, profile not public). */
    fees: jsonb('fees').$type<TProfessionalFees>(),
    /** SIRET, VAT number, hourly rate, reminder delays; null until entered (no invoice can be issued). */
    billing: jsonb('billing').$type<TBillingSettings>(),
    /** The fee agreement the professional wrote; null: the default one (domain/fee-agreements). */
    feeAgreementTemplate: jsonb('fee_agreement_template').$type<TFeeAgreementTemplate>(),
    acceptsLegalAid: boolean('accepts_legal_aid').notNull().default(false),
    acceptsOnlineBooking: boolean('accepts_online_booking').notNull().default(true),
    autoConfirm: boolean('auto_confirm').notNull().default(true),
    /**
     * The professional's Stripe connected account (acct_…): online payments are direct charges on it.
     * Only ever set by Connect onboarding (the platform created it for them: ADR 0042), never typed.
     */
    stripeAccountId: text('stripe_account_id'),
    /** Stripe's `charges_enabled` of that account, kept current by `account.updated`: online payment is offered only then. */
    stripeChargesEnabled: boolean('stripe_charges_enabled').notNull().default(false),
    /** Stripe's `details_submitted`: the professional finished Stripe's onboarding form. */
    stripeDetailsSubmitted: boolean('stripe_details_submitted').notNull().default(false),
    /** When the professional disconnected the account from the platform (`account.application.deauthorized`). */
    stripeDisconnectedAt: timestamp('stripe_disconnected_at', { withTimezone: true }),
    /** « Demander le paiement en ligne à la réservation » (only honoured when the platform has Stripe). */
    onlinePaymentRequired: boolean('online_payment_required').notNull().default(false),
    description: text('description').notNull().default(''),
    fullDescription: text('full_description').notNull().default(''),
    education: text('education').array().notNull().default(sql`'{}'::text[]`),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    questionnaire: jsonb('questionnaire')
      .$type<TQuestionnaireQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** « Prestations et tarifs » of the public profile. */
    services: jsonb('services').$type<TProfessionalService[]>().notNull().default(sql`'[]'::jsonb`),
    videoSettings: jsonb('video_settings')
      .$type<TVideoSettings>()
      .notNull()
      .default(sql.raw(`'${JSON.stringify(defaultVideoSettings())}'::jsonb`)),
    phone: text('phone').notNull().default(''),
    email: text('email'),
    streetAddress: text('street_address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    communeCode: text('commune_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    practicingSince: integer('practicing_since'),
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    availability: jsonb('availability')
      .$type<TAvailabilitySettings>()
      .notNull()
      .default(sql.raw(`'${JSON.stringify(defaultAvailabilitySettings())}'::jsonb`)),
    createdAt: createdAt(),
    /** Last change of the row, set by the database (trigger of migration 0012): the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the profile left the directory because the account was not signed in to for the retention
     * period (domain/privacy/retention-policy.ts); cleared when the professional comes back.
     */
    delistedAt: timestamp('delisted_at', { withTimezone: true }),
    /**
     * Listed in search, shown at /lawyer/{id} and bookable: validated by an administrator and complete
     * (fees entered, a phone, at least one mode, a resolved office address when the office mode is
     * offered), and not delisted for inactivity. Mirrors domain/professionals/profile-completeness.ts;
     * computed by the database so no code path can forget a condition.
     */
    isPublic: boolean('is_public').generatedAlwaysAs(
      sql`delisted_at is null and verification_status = 'verified' and fees is not null and btrim(phone) <> '' and cardinality(consultation_modes) > 0 and (not ('cabinet' = any(consultation_modes)) or (commune_code is not null and latitude is not null and longitude is not null and btrim(street_address) <> ''))`,
    ),
  },
  (t) => [
    uniqueIndex('professionals_user_id_key').on(t.userId),
    index('professionals_verification_idx').on(t.verificationStatus, t.createdAt),
    index('professionals_geo_idx').on(t.latitude, t.longitude),
    index('professionals_rating_idx').on(t.ratingAverage, t.id),
    check(
      'professionals_verification_valid',
      sql`${t.verificationStatus} in ('pending', 'verified', 'rejected')`,
    ),
  ],
);

/**
 * What search reads, one narrow row per public professional (~200 bytes against ~4 KB for the
 * professionals row): kept by the `professionals_listing_sync` trigger (migration 0011), so no code
 * path can forget it, except the first free slot, which the server computes (server/availability/).
 * Ranking walks `(grid_cell, rating)` cell by cell in an index that holds what the filters read, so
 * search never reads the table; the free-slot columns are updated in place (HOT: in no index, room
 * left in each page) when slots pass. See docs/decisions/0017.
 */
export const professionalListings = pgTable(
  'professional_listings',
  {
    professionalId: integer('professional_id')
      .primaryKey()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    /** domain/geo/grid-cells.ts; null without coordinates (never in a search by place). */
    gridCell: integer('grid_cell'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    rating: doublePrecision('rating').notNull(),
    professionalType: text('professional_type').notNull(),
    specialties: text('specialties').array().notNull(),
    consultationModes: text('consultation_modes').array().notNull(),
    languages: text('languages').array().notNull(),
    acceptsLegalAid: boolean('accepts_legal_aid').notNull(),
    acceptsOnlineBooking: boolean('accepts_online_booking').notNull(),
    minNoticeMinutes: integer('min_notice_minutes').notNull(),
    /** The first free slot, recomputed after every change and when it passes; drives the availability filter. */
    nextFreeSlotAt: timestamp('next_free_slot_at', { withTimezone: true }),
    /** Null when the settings changed since: the refresher recomputes it. */
    nextFreeSlotComputedAt: timestamp('next_free_slot_computed_at', { withTimezone: true }),
  },
  // Its one index, (grid_cell, rating desc) INCLUDE every filtered column but the free slot, is written
  // in migration 0011: drizzle cannot declare INCLUDE.
);

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
    rating: integer('rating'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
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
    check('appointments_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      'appointments_video_room_format',
      sql`${t.videoRoom} is null or ${t.videoRoom} ~ '^JurisRDV-[A-Za-z0-9_-]{22,}$'`,
    ),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What « Sessions actives » shows and revokes by: random, unrelated to the token or its hash. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    space: text('space', { enum: ['client', 'pro', 'admin'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /** Last request seen with this session (updated at most every few minutes), for « Sessions actives ». */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_public_id_key').on(t.publicId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Links that confirm an address (ADR 0023): at registration the account's own, for a change of
 * e-mail the new one, which replaces the account's address only when the link is followed.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/**
 * A professional's TOTP second factor (ADR 0022). A row with no enabledAt is an enrolment awaiting its
 * first code. The secret is stored as is (a known limitation, see the ADR) and never sent after enrolment.
 */
export const twoFactorSettings = pgTable('two_factor_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last accepted TOTP time step: a code of that step or an earlier one is refused (no replay). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, SHA-256 only (they are random and long enough not to need a slow hash). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/** The password step passed, the code step pending: a short-lived single-use token, stored hashed. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

/** « Faire confiance à cet appareil » : the cookie holds a random token, this table its SHA-256. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What « Appareils de confiance » shows and revokes by: random, unrelated to the token or its hash. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('trusted_devices_user_idx').on(t.userId),
    uniqueIndex('trusted_devices_public_id_key').on(t.publicId),
  ],
);

/** Settings of the whole platform, one row (id = 1), changed by administrators. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Every professional must have a second factor (ADR 0026). */
    requireProTwoFactor: boolean('require_pro_two_factor').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('platform_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Second factors removed by support for someone who lost both the factor and the recovery codes
 * (docs/support/lost-second-factor.md): who did it, for whom, on which proof.
 */
export const twoFactorResets = pgTable(
  'two_factor_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_resets_user_idx').on(t.userId)],
);

/** WebAuthn credentials of professionals (ADR 0025): a second factor, or a sign-in without password. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the browser sends it back in an assertion. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key. */
    publicKey: bytea('public_key').notNull(),
    /** Signature counter: an assertion whose counter does not grow (when non-zero) is refused. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** A WebAuthn challenge sent to the browser: five minutes, single use (claimed by a conditional update). */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    /** null for a sign-in without password: the account is known only from the credential. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('passkey_challenges_user_idx').on(t.userId),
    check('passkey_challenges_purpose_check', sql`${t.purpose} in ('registration', 'authentication')`),
  ],
);

/** Every e-mail goes through this outbox; a worker delivers it by SMTP when SMTP_URL is set. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    /**
     * `capped`: not sent, its recipient had had their e-mails of the day (ADR 0046); `withheld`: not sent,
     * its recipient's account had not confirmed its address and it was not the confirmation e-mail.
     */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'kept', 'capped', 'withheld'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What the e-mail is about, so a reminder can be moved or cancelled with its appointment. */
    kind: text('kind'),
    appointmentId: bigint('appointment_id', { mode: 'number' }),
    /** 0 security (sign-in, reset, confirmation), 1 bookings, 2 the rest, 3 digests: sent in this order. */
    priority: smallint('priority').notNull().default(2),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.sendAfter),
    index('email_outbox_priority_idx').on(t.status, t.priority, t.id),
    index('email_outbox_to_idx').on(t.toAddress, t.createdAt),
    index('email_outbox_appointment_idx').on(t.appointmentId, t.kind),
    index('email_outbox_sent_idx').on(t.sentAt),
  ],
);

/**
 * SMS go through an outbox of their own, delivered like e-mails (claim with a lease, retries) by the HTTP API
 * configured with SMS_API_KEY (issue 14 §3). A reminder is one row per appointment and start: the unique
 * index makes it exactly once, whichever instance queues it first.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** E.164. */
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'kept'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    kind: text('kind').notNull(),
    appointmentId: bigint('appointment_id', { mode: 'number' }),
    /** The start the reminder is about: a moved appointment gets a reminder for its new time. */
    appointmentStart: timestamp('appointment_start', { withTimezone: true }),
    /** The provider's id for the message, once accepted. */
    providerMessageId: text('provider_message_id'),
  },
  (t) => [
    index('sms_outbox_due_idx').on(t.status, t.sendAfter),
    uniqueIndex('sms_outbox_reminder_key').on(t.appointmentId, t.kind, t.appointmentStart),
    index('sms_outbox_sent_idx').on(t.sentAt),
  ],
);

/**
 * Counters for throttling (login attempts per account and address, contact-form submissions…), one row
 * per key, updated atomically so concurrent requests cannot all slip under a limit; shared by every instance.
 */
export const throttleBuckets = pgTable(
  'throttle_buckets',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_buckets_updated_idx').on(t.updatedAt)],
);

/** Messages sent through /contact and /pro/contact; each is also e-mailed to the support address. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'demo': a demonstration request from the /pro dialog, e-mailed to SALES_EMAIL. */
    source: text('source', { enum: ['public', 'pro', 'demo'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_created_idx').on(t.createdAt),
    check('support_messages_source_valid', sql`${t.source} in ('public', 'pro', 'demo')`),
  ],
);

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Anonymous audience measurement (no cookie, no IP): sent only by browsers that gave consent. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

/**
 * The bytes of an uploaded document, in chunks of STORED_FILE_CHUNK_BYTES: each chunk is written and
 * read by its own short statement, so a 10 Mo file never holds the database (PGlite runs on the
 * event loop) for more than a few milliseconds at a time. See docs/decisions/0013.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sizeBytes: integer('size_bytes').notNull(),
    chunkCount: integer('chunk_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('stored_files_size', sql`${t.sizeBytes} between 1 and 10485760`),
    index('stored_files_created_idx').on(t.createdAt),
  ],
);

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/**
 * Files a professional shares with a client (ADR 0037). A shared appointment or case document points at the
 * same stored file as its source, so the client keeps it when the professional deletes their copy; the
 * demo data's few Ko stay inline in `content`.
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientUserId: uuid('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category', { enum: ['Contrat', 'Attestation', 'Procès-verbal', 'Autre'] }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content'),
    fileId: bigint('file_id', { mode: 'number' }).references(() => storedFiles.id),
    sourceAppointmentDocumentId: bigint('source_appointment_document_id', { mode: 'number' }).references(
      () => appointmentDocuments.id,
      { onDelete: 'set null' },
    ),
    sourceCaseDocumentId: bigint('source_case_document_id', { mode: 'number' }).references(
      () => caseDocuments.id,
      { onDelete: 'set null' },
    ),
    status: text('status', { enum: ['signed', 'pending', 'viewed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_documents_client_idx').on(t.clientUserId, t.createdAt),
    index('client_documents_file_idx').on(t.fileId),
    uniqueIndex('client_documents_appointment_document_key').on(
      t.clientUserId,
      t.sourceAppointmentDocumentId,
    ),
    uniqueIndex('client_documents_case_document_key').on(t.clientUserId, t.sourceCaseDocumentId),
    check('client_documents_one_content', sql`(${t.content} is null) <> (${t.fileId} is null)`),
    check(
      'client_documents_category_valid',
      sql`${t.category} in ('Contrat', 'Attestation', 'Procès-verbal', 'Autre')`,
    ),
    check('client_documents_size', sql`${t.sizeBytes} between 1 and 10485760`),
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
    kind: text('kind', { enum: ['scan', 'document'] }).notNull(),
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

/** Planning events of a professional; blocking ones remove public slots (PRODUCT.md §4). */
export const planningEvents = pgTable(
  'planning_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    clientName: text('client_name'),
    type: text('type', { enum: ['consultation', 'audience', 'reunion', 'travail', 'conge'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['confirmed', 'tentative', 'busy', 'free', 'pending'] }).notNull(),
    location: text('location'),
    description: text('description'),
    mode: text('mode', { enum: ['office', 'video', 'phone'] })
      .notNull()
      .default('office'),
    /**
     * Null: a single event. Otherwise the series repeats every day, week or month at the same Paris civil
     * time, until `repeatUntil` (a Paris date, included) or `repeatCount` occurrences, or forever.
     * Occurrences changed on their own are in planning_event_exceptions (schema-recurrence.ts).
     */
    frequency: text('frequency', { enum: ['daily', 'weekly', 'monthly'] }),
    repeatUntil: date('repeat_until', { mode: 'string' }),
    repeatCount: integer('repeat_count'),
    createdAt: createdAt(),
  },
  (t) => [
    index('planning_events_professional_time_idx').on(t.professionalId, t.startsAt),
    check('planning_events_frequency_valid', sql`${t.frequency} in ('daily', 'weekly', 'monthly')`),
    check(
      'planning_events_repeat_end',
      sql`(${t.frequency} is not null or (${t.repeatUntil} is null and ${t.repeatCount} is null)) and (${t.repeatUntil} is null or ${t.repeatCount} is null)`,
    ),
    check('planning_events_repeat_count', sql`${t.repeatCount} between 1 and 730`),
    check('planning_events_time_order', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'planning_events_type_valid',
      sql`${t.type} in ('consultation', 'audience', 'reunion', 'travail', 'conge')`,
    ),
    check(
      'planning_events_status_valid',
      sql`${t.status} in ('confirmed', 'tentative', 'busy', 'free', 'pending')`,
    ),
    check('planning_events_mode_valid', sql`${t.mode} in ('office', 'video', 'phone')`),
  ],
);

/** The work timer of the workspace shell; kept in the database so it survives reloads and devices. */
export const workTimers = pgTable('work_timers', {
  professionalId: integer('professional_id')
    .primaryKey()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  task: text('task').notNull(),
  /** Set while running: the instant the current run started. */
  runningSince: timestamp('running_since', { withTimezone: true }),
  /** Seconds of the runs before the current one (kept across pauses). */
  accumulatedSeconds: integer('accumulated_seconds').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/** Time spent on a task; created when the timer stops (or by hand), attachable to a case later. */
export const workSessions = pgTable(
  'work_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    caseId: bigint('case_id', { mode: 'number' }).references(() => cases.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status', { enum: ['completed', 'active', 'paused'] })
      .notNull()
      .default('completed'),
    createdAt: createdAt(),
  },
  (t) => [
    index('work_sessions_professional_idx').on(t.professionalId, t.startedAt),
    index('work_sessions_case_idx').on(t.caseId),
    check('work_sessions_duration_positive', sql`${t.durationMinutes} > 0`),
  ],
);

/** Calendars a professional imports (URL or file); their busy times block public slots. */
export const calendarAccounts = pgTable(
  'calendar_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    colour: text('colour').notNull(),
    sourceUrl: text('source_url'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_accounts_professional_idx').on(t.professionalId)],
);

/** Occurrences read from an imported calendar (recurrences expanded), replaced at each refresh. */
export const importedEvents = pgTable(
  'imported_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => calendarAccounts.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull(),
    busy: boolean('busy').notNull(),
  },
  (t) => [index('imported_events_professional_time_idx').on(t.professionalId, t.startsAt)],
);

/** The private iCalendar feed of a professional's appointments; regenerating the token revokes old links. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    professionalId: integer('professional_id')
      .primaryKey()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.token)],
);

/** A professional's case (dossier); 'Clos' closes it, every other status is active (seed 001 §4). */
export const cases = pgTable(
  'cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category', {
      enum: ['Divorce', 'Immobilier', 'Commercial', 'Succession', 'Pénal', 'Travail', 'Autre'],
    }).notNull(),
    status: text('status', {
      enum: ['En cours', 'En négociation', 'Expertise', 'Finalisation', 'Clos'],
    }).notNull(),
    priority: text('priority', { enum: ['Basse', 'Moyenne', 'Haute'] }).notNull(),
    openingDate: date('opening_date', { mode: 'string' }).notNull(),
    nextDeadline: date('next_deadline', { mode: 'string' }),
    description: text('description'),
    notes: text('notes'),
    estimatedValueCents: bigint('estimated_value_cents', { mode: 'number' }),
    /** A client account of the professional, or null for a person typed by hand. */
    clientUserId: uuid('client_user_id').references(() => users.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    clientPhone: text('client_phone'),
    clientAddress: text('client_address'),
    /** The contact-book entry of the client, when the case was opened from one. */
    contactId: bigint('contact_id', { mode: 'number' }).references(() => contacts.id, {
      onDelete: 'set null',
    }),
    /** « Parties adverses »: the names the conflict check compares (ADR 0032). */
    opposingParties: text('opposing_parties').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cases_professional_updated_idx').on(t.professionalId, t.updatedAt),
    check(
      'cases_opposing_parties_size',
      sql`cardinality(${t.opposingParties}) <= 20 and char_length(array_to_string(${t.opposingParties}, '')) <= 4000`,
    ),
    check(
      'cases_category_valid',
      sql`${t.category} in ('Divorce', 'Immobilier', 'Commercial', 'Succession', 'Pénal', 'Travail', 'Autre')`,
    ),
    check(
      'cases_status_valid',
      sql`${t.status} in ('En cours', 'En négociation', 'Expertise', 'Finalisation', 'Clos')`,
    ),
    check('cases_priority_valid', sql`${t.priority} in ('Basse', 'Moyenne', 'Haute')`),
    check(
      'cases_estimated_value_positive',
      sql`${t.estimatedValueCents} is null or ${t.estimatedValueCents} >= 0`,
    ),
  ],
);

export const caseTags = pgTable(
  'case_tags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colour: text('colour', { enum: ['blue', 'green', 'yellow', 'red', 'purple', 'orange'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('case_tags_case_name_key').on(t.caseId, sql`lower(${t.name})`)],
);

/** Files of a case; archiving hides a document and can be undone. Bytes kept in the database. */
export const caseDocuments = pgTable(
  'case_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['scan', 'contract'] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('case_documents_file_key').on(t.fileId),
    index('case_documents_case_idx').on(t.caseId, t.createdAt),
    check('case_documents_kind_valid', sql`${t.kind} in ('scan', 'contract')`),
    check('case_documents_size', sql`${t.sizeBytes} between 1 and 10485760`),
  ],
);

/** The professional's address book (seed 001 §2 « Mes contacts »): clients, partners and fellow lawyers. */
export const contacts = pgTable(
  'contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['client', 'partenaire', 'confrere'] }).notNull(),
    /** Only for clients. */
    clientType: text('client_type', { enum: ['particulier', 'professionnel'] }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country').notNull().default('France'),
    company: text('company'),
    position: text('position'),
    siret: text('siret'),
    status: text('status', { enum: ['prospect', 'actif', 'inactif'] })
      .notNull()
      .default('prospect'),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_professional_idx').on(t.professionalId, t.lastName),
    check('contacts_type_valid', sql`${t.type} in ('client', 'partenaire', 'confrere')`),
    check(
      'contacts_client_type_valid',
      sql`${t.clientType} is null or ${t.clientType} in ('particulier', 'professionnel')`,
    ),
    check('contacts_status_valid', sql`${t.status} in ('prospect', 'actif', 'inactif')`),
  ],
);

export const contactTags = pgTable(
  'contact_tags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contactId: bigint('contact_id', { mode: 'number' })
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colour: text('colour', { enum: ['blue', 'green', 'yellow', 'red', 'purple', 'orange'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contact_tags_contact_name_key').on(t.contactId, sql`lower(${t.name})`)],
);

/** Internal notes on a contact; the author is the professional who wrote it. */
export const contactNotes = pgTable(
  'contact_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contactId: bigint('contact_id', { mode: 'number' })
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    author: text('author').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_notes_contact_idx').on(t.contactId, t.createdAt),
    check('contact_notes_length', sql`char_length(${t.content}) between 1 and 5000`),
  ],
);

/** One line of an invoice, stored as entered (domain/invoices/invoice-amounts.ts computes from it). */
export type TStoredInvoiceLine = {
  description: string;
  quantityThousandths: number;
  unitPriceCents: number;
  vatRateBp: TVatRateBp;
};

/**
 * Invoices and credit notes of a professional. A draft can change; issuing numbers it (the
 * `invoices_number_on_issue` trigger of migration 0013 takes the next number of `invoice_sequences` in
 * the issuing transaction: one continuous sequence per professional, no gap, no duplicate) and from then
 * on the database refuses any change or deletion: a mistake is corrected by a credit note. ADR 0019.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['invoice', 'credit_note'] })
      .notNull()
      .default('invoice'),
    status: text('status', { enum: ['draft', 'issued'] })
      .notNull()
      .default('draft'),
    /** Set by the database when issued (formatInvoiceNumber shows it). */
    sequence: integer('sequence'),
    creditedInvoiceId: bigint('credited_invoice_id', { mode: 'number' }).references(
      (): AnyPgColumn => invoices.id,
    ),
    clientContactId: bigint('client_contact_id', { mode: 'number' }).references(() => contacts.id, {
      onDelete: 'set null',
    }),
    clientName: text('client_name').notNull(),
    clientAddress: text('client_address').notNull(),
    clientIsBusiness: boolean('client_is_business').notNull().default(false),
    /** Where reminders go; the client's account or contact e-mail when the invoice was made. */
    clientEmail: text('client_email'),
    /** The client's account: the invoice appears in their space. */
    clientUserId: uuid('client_user_id').references(() => users.id, { onDelete: 'set null' }),
    appointmentId: bigint('appointment_id', { mode: 'number' }).references(() => appointments.id, {
      onDelete: 'set null',
    }),
    caseId: bigint('case_id', { mode: 'number' }).references(() => cases.id, { onDelete: 'set null' }),
    /** The case's work sessions billed by this invoice: « Facturer » does not propose them again. */
    workSessionIds: bigint('work_session_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    /** The issuer's mentions, frozen when issued (null on drafts). */
    issuer: jsonb('issuer').$type<TInvoiceIssuer>(),
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    paymentTermDays: integer('payment_term_days').notNull(),
    lines: jsonb('lines').$type<TStoredInvoiceLine[]>().notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_professional_sequence_key').on(t.professionalId, t.sequence),
    index('invoices_professional_idx').on(t.professionalId, t.createdAt),
    index('invoices_client_user_idx').on(t.clientUserId),
    index('invoices_credited_idx').on(t.creditedInvoiceId),
    check('invoices_kind_valid', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_status_valid', sql`${t.status} in ('draft', 'issued')`),
    check(
      'invoices_issued_complete',
      sql`${t.status} = 'draft' or (${t.sequence} is not null and ${t.issueDate} is not null and ${t.dueDate} is not null)`,
    ),
    check(
      'invoices_amounts_valid',
      sql`${t.netCents} >= 0 and ${t.vatCents} >= 0 and ${t.grossCents} = ${t.netCents} + ${t.vatCents}`,
    ),
    check(
      'invoices_credit_note_target',
      sql`(${t.kind} = 'credit_note') = (${t.creditedInvoiceId} is not null)`,
    ),
    check('invoices_payment_term_valid', sql`${t.paymentTermDays} between 0 and 60`),
  ],
);

export const PAYMENT_RECORD_MEANS = ['carte', 'cheque', 'especes', 'virement', 'en_ligne'] as const;

/**
 * Money received against an issued invoice. The `invoice_payments_within_due` trigger (migration 0014)
 * keeps the sum of an invoice's payments within what is owed (its total less its credit notes).
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    means: text('means', { enum: PAYMENT_RECORD_MEANS }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    index('invoice_payments_professional_idx').on(t.professionalId, t.paidOn),
    check('invoice_payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'invoice_payments_means_valid',
      sql`${t.means} in ('carte', 'cheque', 'especes', 'virement', 'en_ligne')`,
    ),
  ],
);

/** Payment reminders e-mailed to the client; an automatic one exists at most once per delay. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** Null for a reminder sent by hand. */
    delayDays: integer('delay_days'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_reminders_automatic_key')
      .on(t.invoiceId, t.delayDays)
      .where(sql`${t.delayDays} is not null`),
    index('invoice_reminders_invoice_idx').on(t.invoiceId, t.sentAt),
  ],
);

/** The last number each professional's invoices and credit notes reached (one sequence for both). */
export const invoiceSequences = pgTable('invoice_sequences', {
  professionalId: integer('professional_id')
    .primaryKey()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  lastSequence: integer('last_sequence').notNull(),
});

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
 * An account's sign-in with an identity provider (ADR 0024): the provider's subject is the key, never
 * the e-mail (an address can change hands at the provider). `email` is the address the provider gave
 * when the link was made, shown in « Comptes connectés ».
 */
export const identityLinks = pgTable(
  'identity_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identity_links_provider_subject_key').on(t.provider, t.subject),
    uniqueIndex('identity_links_user_provider_key').on(t.userId, t.provider),
  ],
);

/**
 * One authorization request to a provider: the state's SHA-256 is the key (the browser also holds the
 * state in a cookie), with the PKCE verifier, the nonce and where to return. Ten minutes, single use
 * (`used_at` set by a conditional update).
 */
export const oidcTransactions = pgTable('oidc_transactions', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull(),
  /** Set when a signed-in client links another provider from « Comptes connectés ». */
  linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A provider identity waiting for the person's decision: a sign-up to finalise (terms), or an existing
 * account (`user_id`) to prove before the link is made (password, or the e-mailed link whose hash is
 * `email_token_hash`). Keyed by the SHA-256 of a random token held in an httpOnly cookie.
 */
export const oidcPendingIdentities = pgTable(
  'oidc_pending_identities',
  {
    tokenHash: text('token_hash').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    returnTo: text('return_to').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    emailTokenHash: text('email_token_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('oidc_pending_identities_email_token_key').on(t.emailTokenHash)],
);

export * from './schema-messages';
export * from './schema-notifications';
export * from './schema-operations';
export * from './schema-recurrence';
export * from './schema-waiting-list';

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  defaultAvailabilitySettings,
  type TAvailabilitySettings,
} from '#domain/agenda/availability/availability-settings.ts';
import type { TFeeAgreementTemplate } from '#domain/appointments/fee-agreements/fee-agreement-template.ts';
import {
  defaultVideoSettings,
  type TVideoSettings,
} from '#domain/appointments/video-consultations/video-settings.ts';
import type { TBillingSettings } from '#domain/billing/invoices/billing-settings.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import type { TProfessionalService } from '#domain/directory/professionals/professional-services.ts';
import type { TQuestionnaireQuestion } from '#domain/directory/professionals/questionnaire.ts';
import { createdAt, cube } from './columns';
import { users } from './identity';

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
    /** The bar number of an avocat, the CRPCEN number of a notaire's office, '' for a commissaire (ADR 0050). */
    barNumber: text('bar_number').notNull(),
    /** The bar of an avocat (« Paris »), the regional chamber of a commissaire de justice; null when not given. */
    barAssociation: text('bar_association'),
    /** The title as the professional writes it (« Avocate », « Notaire »); null until written (issue 26 §3). */
    title: text('title'),
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
    /** The fee agreement the professional wrote; null: the default one (domain/appointments/fee-agreements). */
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
     * period (domain/identity/privacy/retention-policy.ts); cleared when the professional comes back.
     */
    delistedAt: timestamp('delisted_at', { withTimezone: true }),
    /**
     * Why the profile left the directory: `inactivity` (null on rows of before migration 0044), relisted when
     * the professional signs in again; `official-directory`, gone from their profession's official directory
     * and silent for 30 days (issue 29 §1), relisted only by an administrator.
     */
    delistedReason: text('delisted_reason', { enum: ['inactivity', 'official-directory'] }),
    /**
     * When an administrator suspended the profile on a report (issue 29 §4, ADR 0074); cleared only by
     * « Rétablir la fiche ». A column of its own, not a delisting reason: a suspension and a delisting for
     * inactivity or the official directory hold at once, and lifting one never lifts the other.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * Listed in search, shown at /lawyer/{id} and bookable: validated by an administrator and complete
     * (fees entered, a phone, at least one mode, a resolved office address when the office mode is
     * offered), neither delisted nor suspended. Mirrors domain/directory/professionals/profile-completeness.ts;
     * computed by the database so no code path can forget a condition.
     */
    isPublic: boolean('is_public').generatedAlwaysAs(
      sql`delisted_at is null and suspended_at is null and verification_status = 'verified' and fees is not null and btrim(phone) <> '' and cardinality(consultation_modes) > 0 and (not ('cabinet' = any(consultation_modes)) or (commune_code is not null and latitude is not null and longitude is not null and btrim(street_address) <> ''))`,
    ),
  },
  (t) => [
    uniqueIndex('professionals_user_id_key').on(t.userId),
    index('professionals_verification_idx').on(t.verificationStatus, t.createdAt),
    index('professionals_geo_idx').on(t.latitude, t.longitude),
    index('professionals_rating_idx').on(t.ratingAverage, t.id),
    check(
      'professionals_delisted_reason_valid',
      sql`${t.delistedReason} in ('inactivity', 'official-directory')`,
    ),
    check(
      'professionals_verification_valid',
      sql`${t.verificationStatus} in ('pending', 'verified', 'rejected')`,
    ),
  ],
);

/**
 * What search reads, one narrow row per public professional (~200 bytes against ~4 KB for the
 * professionals row): kept by the `professionals_listing_sync` trigger (migration 0011), so no code
 * path can forget it, except the first free slot, which the server computes (server/agenda/availability/).
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
    /** domain/directory/geo/grid-cells.ts; null without coordinates (never in a search by place). */
    gridCell: integer('grid_cell'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    rating: doublePrecision('rating').notNull(),
    /** The place on the unit sphere (ADR 0077): ties of rating are read nearest first through its index. */
    position: cube('position').generatedAlwaysAs(
      sql`case when latitude is null or longitude is null then null else cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end`,
    ),
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
  // The ranking index, (grid_cell, rating desc) INCLUDE every filtered column but the free slot, is written
  // in migration 0011: drizzle cannot declare INCLUDE.
  (t) => [index('professional_listings_nearest_idx').using('gist', t.rating, t.position)],
);

/**
 * How a validated professional stood against their profession's official directory (issue 29 §1, ADR 0071):
 * what the comparison said at validation and the administrator's note, the directory line they were matched
 * to, and the monthly re-check's finding that the line left the directory (`left_at`), the professional's
 * answer, and the delisting 30 days after an unanswered notice.
 */
export const directoryVerifications = pgTable(
  'directory_verifications',
  {
    professionalId: integer('professional_id')
      .primaryKey()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['cnb', 'notaires', 'commissaires'] }).notNull(),
    /** The line of `official_directory_entries` they were matched to; null: none yet. */
    entryKey: text('entry_key'),
    stateAtValidation: text('state_at_validation', {
      enum: ['found', 'differences', 'absent', 'unavailable'],
    }).notNull(),
    note: text('note'),
    validatedBy: uuid('validated_by').references(() => users.id, { onDelete: 'set null' }),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** When a monthly re-check found their line gone: the administrators were told, the professional e-mailed. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    delistedAt: timestamp('delisted_at', { withTimezone: true }),
  },
  (t) => [
    index('directory_verifications_left_idx').on(t.leftAt),
    check('directory_verifications_answer_size', sql`char_length(${t.answer}) <= 2000`),
    check('directory_verifications_note_size', sql`char_length(${t.note}) <= 1000`),
  ],
);

/**
 * A lawyer's specialisation certificate (issue 29 §2, ADR 0073), owned by identity beside the official
 * directories: `official-directory` rows follow the CNB directory's line the lawyer is found at (written and
 * withdrawn by each import and each save of the bar details), `administrator` rows are checked by an
 * administrator with their note. Withdrawn rows stay, with who withdrew them and why.
 */
export const specialisationCertificates = pgTable(
  'specialisation_certificates',
  {
    id: serial('id').primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    specialisation: text('specialisation').notNull(),
    source: text('source', { enum: ['official-directory', 'administrator'] }).notNull(),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawalNote: text('withdrawal_note'),
  },
  (t) => [
    index('specialisation_certificates_professional_idx').on(t.professionalId),
    uniqueIndex('specialisation_certificates_in_force_idx')
      .on(t.professionalId, t.source, t.specialisation)
      .where(sql`${t.withdrawnAt} is null`),
    check(
      'specialisation_certificates_source_valid',
      sql`${t.source} in ('official-directory', 'administrator')`,
    ),
    check(
      'specialisation_certificates_specialisation_size',
      sql`char_length(${t.specialisation}) between 1 and 300`,
    ),
    check('specialisation_certificates_note_size', sql`char_length(${t.note}) <= 1000`),
    check('specialisation_certificates_withdrawal_note_size', sql`char_length(${t.withdrawalNote}) <= 1000`),
    check(
      'specialisation_certificates_administrator_note',
      sql`${t.source} <> 'administrator' or ${t.note} is not null`,
    ),
  ],
);

/**
 * The site's settings an administrator keeps on /admin, one row (issue 29 §4, ADR 0074): today the consumer
 * mediator of JurisRDV SAS, named in the terms, the legal notice and the footer (GET /api/site/facts). No row:
 * the default of domain/directory/site/consumer-mediator-setting.ts.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey(),
    consumerMediatorName: text('consumer_mediator_name').notNull(),
    consumerMediatorAddress: text('consumer_mediator_address').notNull(),
    consumerMediatorWebsite: text('consumer_mediator_website').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

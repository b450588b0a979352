import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

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
 * The last run of each background job (ADR 0039), whichever instance ran it: « Santé de la plateforme » reads
 * it, so it must be shared by the instances rather than kept in one process's memory. One row per job,
 * updated at the end of each run, so the table never grows.
 */
export const backgroundJobRuns = pgTable('background_job_runs', {
  /** The job's stable name (domain/kernel/operations/background-jobs.ts). */
  job: text('job').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  lastDurationMs: integer('last_duration_ms').notNull(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  /** The last failure's error, cut to 500 characters. */
  lastError: text('last_error'),
  /** Host and process id of the instance that ran it last. */
  lastInstance: text('last_instance').notNull(),
});

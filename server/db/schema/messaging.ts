import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SHARED_DOCUMENT_CATEGORIES } from '#domain/kernel/documents/document-types.ts';
import { NOTIFICATION_KINDS } from '#domain/messaging/notifications/notification-kinds.ts';
import { appointmentDocuments, appointments } from './appointments';
import { bytea, createdAt } from './columns';
import { professionals } from './directory';
import { users } from './identity';
import { storedFiles } from './platform';
import { caseDocuments, cases } from './practice';

/** What a conversation is about (ADR 0069): it decides who in the lawyer's firm may read it. */
export const CONVERSATION_SUBJECTS = ['general', 'appointment', 'case'] as const;

/**
 * A secure conversation between one client account and one professional (issue 14 §2; ADR 0028), about one
 * subject (ADR 0069): `general` (one per client and professional, the lawyer's only), `appointment` (one per
 * appointment; an assistant of the lawyer may answer it while it is in no case) or `case` (one per case and
 * client; the case's access list reads it). When the client deletes their account the conversation stays in
 * the professional's records: `client_user_id` becomes null, `client_name` keeps who wrote, and it is closed.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientUserId: uuid('client_user_id').references(() => users.id, { onDelete: 'set null' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    /** Who the client was, kept for the professional's records once the account is deleted. */
    clientName: text('client_name').notNull(),
    subject: text('subject', { enum: CONVERSATION_SUBJECTS }).notNull().default('general'),
    /** The appointment an `appointment` conversation is about (null once it is gone: the lawyer's only then). */
    appointmentId: bigint('appointment_id', { mode: 'number' }).references(() => appointments.id, {
      onDelete: 'set null',
    }),
    /**
     * The case a `case` conversation is about, or the case an `appointment` conversation's appointment was
     * filed in: set by a trigger when the appointment is filed, never cleared by unfiling it (ADR 0069).
     */
    caseId: bigint('case_id', { mode: 'number' }).references(() => cases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Closed by the professional (or by the client's account deletion): nobody may write. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * When the last « nouveau message » e-mail went to each side; cleared when that side reads the
     * conversation, so a burst of messages sends one e-mail per recipient until they have read it.
     */
    clientEmailedAt: timestamp('client_emailed_at', { withTimezone: true }),
    professionalEmailedAt: timestamp('professional_emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_client_professional_key')
      .on(t.clientUserId, t.professionalId)
      .where(sql`${t.subject} = 'general'`),
    uniqueIndex('conversations_appointment_key').on(t.appointmentId).where(sql`${t.subject} = 'appointment'`),
    uniqueIndex('conversations_case_client_key')
      .on(t.caseId, t.clientUserId)
      .where(sql`${t.subject} = 'case'`),
    index('conversations_professional_recent_idx').on(t.professionalId, t.lastMessageAt),
    index('conversations_case_idx').on(t.caseId),
    check('conversations_subject_valid', sql`${t.subject} in ('general', 'appointment', 'case')`),
    // A general conversation is about nothing in particular; a case's is about no appointment.
    check(
      'conversations_subject_links',
      sql`(${t.subject} <> 'general' or (${t.appointmentId} is null and ${t.caseId} is null))
        and (${t.subject} <> 'case' or ${t.appointmentId} is null)`,
    ),
  ],
);

export const MESSAGE_AUTHOR_ROLES = ['client', 'professional'] as const;

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorRole: text('author_role', { enum: MESSAGE_AUTHOR_ROLES }).notNull(),
    /** Sealed with the messages key (ADR 0049) when `key_id` is set; plain text only in rows not yet sealed. */
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Who wrote a professional-side message when it was not the conversation's lawyer (an assistant, a
     * colleague on the case's list, ADR 0069): shown to the firm, never to the client. Null otherwise.
     */
    sentByUserId: uuid('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Their name, frozen when sent (« Julie Lefèvre », « Maître Antoine Lambert »). */
    sentByName: text('sent_by_name'),
    /** When the other party first read it (the read receipt). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Which messages key sealed the body; null for a row written before encryption (sealed at start). */
    keyId: text('key_id'),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    check('messages_author_role_valid', sql`${t.authorRole} in ('client', 'professional')`),
    // 5000 characters of text; sealed, up to 4 bytes each in base64 with its nonce and tag.
    check(
      'messages_body_length',
      sql`char_length(${t.body}) <= case when ${t.keyId} is null then 5000 else 27000 end`,
    ),
  ],
);

/** A file sent with a message; its bytes are stored like documents' (stored_files, ADR 0013). */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** Which messages key sealed the file name and bytes (ADR 0049); null for a row not yet sealed. */
    keyId: text('key_id'),
    /** The bytes' nonce and tag (`nonce.tag`, base64url): the stored chunks hold the ciphertext only. */
    fileSealing: text('file_sealing'),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId),
    uniqueIndex('message_attachments_file_key').on(t.fileId),
  ],
);

/**
 * What the bell lists (issue 14 §1): one row per recipient and event, written in the transaction of the
 * change it announces. The title names people and dates, never a matter: the client's reason stays in
 * the appointment.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The page of the thing itself, inside the recipient's space. */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.userId, t.id),
    // The bell's count, read at every event of a stream: only the unread rows are indexed.
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** A professional's choice for one kind; no row means defaultNotificationPreference. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The professional's reminder the day before an appointment (in the app, by e-mail and/or SMS as they
 * chose), once per appointment and start: the instance whose insert wins writes the reminder, in the same
 * transaction; a moved appointment gets one for its new start.
 */
export const professionalReminders = pgTable(
  'professional_reminders',
  {
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    appointmentStart: timestamp('appointment_start', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.appointmentStart] }),
    index('professional_reminders_created_idx').on(t.createdAt),
  ],
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

// Shared documents sit here rather than in practice.ts: they point at both appointment and case documents,
// and appointments.ts already imports practice.ts (appointments.case_id), so practice.ts cannot import it back.
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
    /** The file's name, given to the download. */
    name: text('name').notNull(),
    /** The title the professional gave the document, shown on both sides; null for shares made before it. */
    title: text('title'),
    category: text('category', { enum: SHARED_DOCUMENT_CATEGORIES }).notNull(),
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
    /** « Nouveau » until the client first opens it, then « Consulté » (domain/practice/shared-documents). */
    status: text('status', { enum: ['pending', 'viewed'] })
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

/**
 * The professionals' complaints (issue 29 §4, Regulation (EU) 2019/1150 art. 11, ADR 0074): a professional
 * contests a decision of the platform; administrators take it up and answer it with reasons, and the
 * professional follows its status. Kept with the professional's account.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    subject: text('subject', {
      enum: ['delisting', 'suspension', 'review-moderation', 'ranking', 'other'],
    }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['received', 'in-review', 'answered'] })
      .notNull()
      .default('received'),
    takenUpAt: timestamp('taken_up_at', { withTimezone: true }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaints_professional_idx').on(t.professionalId, t.createdAt),
    index('complaints_open_idx').on(t.createdAt).where(sql`${t.status} <> 'answered'`),
    check(
      'complaints_subject_valid',
      sql`${t.subject} in ('delisting', 'suspension', 'review-moderation', 'ranking', 'other')`,
    ),
    check('complaints_status_valid', sql`${t.status} in ('received', 'in-review', 'answered')`),
    check('complaints_text_length', sql`char_length(${t.text}) between 1 and 4000`),
    check(
      'complaints_answer_length',
      sql`${t.answer} is null or char_length(${t.answer}) between 1 and 4000`,
    ),
    check(
      'complaints_answered',
      sql`(${t.status} = 'answered') = (${t.answer} is not null and ${t.answeredAt} is not null)`,
    ),
  ],
);

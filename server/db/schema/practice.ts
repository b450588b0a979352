import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CASE_DOCUMENT_KINDS } from '#domain/kernel/documents/document-types.ts';
import { LEGAL_DOMAIN_VALUES } from '#domain/kernel/vocabulary/legal-domains.ts';
import { CASE_ACCESS_RIGHTS } from '#domain/practice/case-access/case-access-rights.ts';
import { createdAt } from './columns';
import { professionals } from './directory';
import { users } from './identity';
import { storedFiles } from './platform';

const CASE_CATEGORY_VALUES = [...LEGAL_DOMAIN_VALUES, 'Autre'] as const;

/** A professional's case (dossier); 'Clos' closes it, every other status is active (seed 001 §4). */
export const cases = pgTable(
  'cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** One of the legal domains or « Autre » (issue 26 §3: one list with registration, profile and search). */
    category: text('category', { enum: CASE_CATEGORY_VALUES }).notNull(),
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
      sql`${t.category} in (${sql.raw(CASE_CATEGORY_VALUES.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`,
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

/**
 * A case's access list (issue 27 §2, ADR 0059): the members of the firm, besides its responsible lawyer,
 * who may read it (`read`) or also change it (`edit`). Only those on it see the case's content, documents,
 * work sessions and notes.
 */
export const caseAccess = pgTable(
  'case_access',
  {
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    access: text('access', { enum: CASE_ACCESS_RIGHTS }).notNull(),
    grantedByUserId: uuid('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.userId] }),
    index('case_access_user_idx').on(t.userId),
    check('case_access_access_valid', sql`${t.access} in ('read', 'edit')`),
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
    kind: text('kind', { enum: CASE_DOCUMENT_KINDS }).notNull(),
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

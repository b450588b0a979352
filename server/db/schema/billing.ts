import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TInvoiceIssuer } from '#domain/billing/invoices/billing-settings.ts';
import type { TVatRateBp } from '#domain/billing/invoices/invoice-amounts.ts';
import { appointments } from './appointments';
import { createdAt } from './columns';
import { professionals } from './directory';
import { firms, users } from './identity';
import { cases, contacts } from './practice';

/** One line of an invoice, stored as entered (domain/billing/invoices/invoice-amounts.ts computes from it). */
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
    /**
     * The firm that issues it when the firm invoices (ADR 0062): numbered in the firm's one sequence, the
     * firm as issuer; `professionalId` is then the lawyer whose work it bills. Null: the lawyer's own.
     */
    firmId: integer('firm_id').references(() => firms.id),
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
    uniqueIndex('invoices_professional_sequence_key')
      .on(t.professionalId, t.sequence)
      .where(sql`${t.firmId} is null`),
    uniqueIndex('invoices_firm_sequence_key').on(t.firmId, t.sequence).where(sql`${t.firmId} is not null`),
    index('invoices_firm_idx').on(t.firmId, t.createdAt).where(sql`${t.firmId} is not null`),
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

/** The last number each firm's invoices and credit notes reached, when the firm invoices (ADR 0062). */
export const firmInvoiceSequences = pgTable('firm_invoice_sequences', {
  firmId: integer('firm_id')
    .primaryKey()
    .references(() => firms.id, { onDelete: 'cascade' }),
  lastSequence: integer('last_sequence').notNull(),
});

import { and, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invoiceTotals } from '#domain/billing/invoices/invoice-amounts.ts';
import type { TInvoice, TInvoiceListQuery } from '#domain/billing/invoices/invoice-schemas.ts';
import { invoiceDisplayStatus, outstandingCents } from '#domain/billing/invoices/invoice-status.ts';
import { formatInvoiceNumber } from '#domain/billing/invoices/invoice-terms.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { invoicePayments, invoices, professionals } from '#server/db/schema/index.ts';
import { invoicesOf, type TInvoiceScope } from './billing-scope';

export type TInvoiceRow = typeof invoices.$inferSelect;

const credited = alias(invoices, 'credited');

/** An invoice's row with what its credit notes and payments add up to. */
export function selectInvoicesWithAmounts(db: TDatabaseOrTransaction, where: SQL | undefined) {
  return db
    .select({
      row: invoices,
      creditedSequence: credited.sequence,
      creditedCents:
        sql<number>`coalesce((select sum(c.gross_cents) from invoices c where c.credited_invoice_id = ${invoices.id} and c.status = 'issued'), 0)`.mapWith(
          Number,
        ),
      paidCents:
        sql<number>`coalesce((select sum(p.amount_cents) from ${invoicePayments} p where p.invoice_id = ${invoices.id}), 0)`.mapWith(
          Number,
        ),
      lawyerName: sql<string>`${professionals.firstName} || ' ' || ${professionals.lastName}`,
    })
    .from(invoices)
    .innerJoin(professionals, eq(professionals.id, invoices.professionalId))
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
}

export function toInvoice(
  row: TInvoiceRow,
  amounts: {
    creditedSequence: number | null;
    creditedCents: number;
    paidCents: number;
    lawyerName: string;
  },
  today: string,
): TInvoice {
  const facts = {
    kind: row.kind,
    status: row.status,
    grossCents: row.grossCents,
    creditedCents: row.kind === 'invoice' ? amounts.creditedCents : 0,
    paidCents: amounts.paidCents,
    dueDate: row.dueDate,
  };
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    displayStatus: invoiceDisplayStatus(facts, today),
    number: row.sequence === null ? null : formatInvoiceNumber(row.sequence),
    byFirm: row.firmId !== null,
    lawyerName: amounts.lawyerName,
    creditedInvoiceId: row.creditedInvoiceId,
    creditedInvoiceNumber:
      amounts.creditedSequence === null ? null : formatInvoiceNumber(amounts.creditedSequence),
    clientName: row.clientName,
    clientAddress: row.clientAddress,
    clientIsBusiness: row.clientIsBusiness,
    clientEmail: row.clientEmail,
    clientContactId: row.clientContactId,
    clientHasAccount: row.clientUserId !== null,
    appointmentId: row.appointmentId,
    caseId: row.caseId,
    workSessionIds: row.workSessionIds,
    issuer: row.issuer,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    paymentTermDays: row.paymentTermDays,
    lines: row.lines,
    netCents: row.netCents,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    vatBreakdown: invoiceTotals(row.lines).vatBreakdown,
    creditedCents: facts.creditedCents,
    paidCents: facts.paidCents,
    outstandingCents: row.kind === 'invoice' && row.status === 'issued' ? outstandingCents(facts) : 0,
  };
}

/** One of the scope's invoices (or credit notes), or null: another professional's or firm's is not found. */
export async function findInvoice(
  db: TDatabaseOrTransaction,
  scope: TInvoiceScope,
  invoiceId: number,
  today: string,
): Promise<TInvoice | null> {
  const [found] = await selectInvoicesWithAmounts(db, and(eq(invoices.id, invoiceId), invoicesOf(scope)));
  return found ? toInvoice(found.row, found, today) : null;
}

/** The scope's invoices, newest first; the period filters issue dates and keeps drafts. */
export async function listInvoices(
  db: TDatabase,
  scope: TInvoiceScope,
  query: TInvoiceListQuery,
  today: string,
): Promise<TInvoice[]> {
  const rows = await selectInvoicesWithAmounts(
    db,
    and(
      invoicesOf(scope),
      query.from ? or(isNull(invoices.issueDate), gte(invoices.issueDate, query.from)) : undefined,
      query.to ? or(isNull(invoices.issueDate), lte(invoices.issueDate, query.to)) : undefined,
      query.contactId ? eq(invoices.clientContactId, query.contactId) : undefined,
    ),
  );
  const list = rows.map((found) => toInvoice(found.row, found, today));
  return query.status ? list.filter((invoice) => invoice.displayStatus === query.status) : list;
}

/** The credit notes of one of the scope's invoices, newest first. */
export async function listCreditNotesOf(
  db: TDatabase,
  scope: TInvoiceScope,
  invoiceId: number,
  today: string,
): Promise<TInvoice[]> {
  const rows = await selectInvoicesWithAmounts(
    db,
    and(invoicesOf(scope), eq(invoices.creditedInvoiceId, invoiceId)),
  );
  return rows.map((found) => toInvoice(found.row, found, today));
}

/** The invoices of a client's account (issued only: a draft is the professional's work in progress). */
export async function listClientInvoices(db: TDatabase, userId: string, today: string): Promise<TInvoice[]> {
  const rows = await selectInvoicesWithAmounts(
    db,
    and(eq(invoices.clientUserId, userId), eq(invoices.status, 'issued')),
  );
  return rows.map((found) => toInvoice(found.row, found, today));
}

export async function findClientInvoice(
  db: TDatabase,
  userId: string,
  invoiceId: number,
  today: string,
): Promise<TInvoice | null> {
  const [found] = await selectInvoicesWithAmounts(
    db,
    and(eq(invoices.id, invoiceId), eq(invoices.clientUserId, userId), eq(invoices.status, 'issued')),
  );
  return found ? toInvoice(found.row, found, today) : null;
}

/** Totals of a list: what was invoiced (less credit notes), received, still owed and overdue. */
export function invoiceListTotals(list: readonly TInvoice[]) {
  let invoicedCents = 0;
  let paidCents = 0;
  let outstanding = 0;
  let overdueCents = 0;
  for (const invoice of list) {
    if (invoice.kind !== 'invoice' || invoice.status !== 'issued') continue;
    invoicedCents += invoice.grossCents - invoice.creditedCents;
    paidCents += invoice.paidCents;
    outstanding += invoice.outstandingCents;
    if (invoice.displayStatus === 'overdue') overdueCents += invoice.outstandingCents;
  }
  return { invoicedCents, paidCents, outstandingCents: outstanding, overdueCents };
}

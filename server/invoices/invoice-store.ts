import { and, eq } from 'drizzle-orm';
import { AppError } from '../../domain/errors/app-error';
import { invoiceTotals } from '../../domain/invoices/invoice-amounts';
import { invoiceDueDate } from '../../domain/invoices/invoice-terms';
import type { TDatabase } from '../db/database';
import { databaseErrorOf } from '../db/database-error';
import { invoices, type TStoredInvoiceLine } from '../db/schema';

export type TDraftInvoiceInput = {
  clientName: string;
  clientAddress: string;
  clientIsBusiness: boolean;
  clientContactId?: number | null;
  paymentTermDays: number;
  lines: TStoredInvoiceLine[];
};

export type TInvoiceRow = typeof invoices.$inferSelect;

const EMPTY_INVOICE = 'Une facture porte au moins une ligne.';
const ZERO_INVOICE = 'Une facture de 0 € ne peut pas être émise.';
const BEFORE_LAST_ISSUED =
  "La date d'émission précède celle de la dernière facture émise : les factures se suivent dans l'ordre chronologique.";

/** A draft: its amounts computed from its lines (in integer cents, domain/invoices/invoice-amounts.ts). */
export async function createDraftInvoice(
  db: TDatabase,
  professionalId: number,
  input: TDraftInvoiceInput,
): Promise<TInvoiceRow> {
  if (input.lines.length === 0)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { lines: EMPTY_INVOICE } });
  const totals = invoiceTotals(input.lines);
  const [row] = await db
    .insert(invoices)
    .values({
      professionalId,
      clientName: input.clientName,
      clientAddress: input.clientAddress,
      clientIsBusiness: input.clientIsBusiness,
      clientContactId: input.clientContactId ?? null,
      paymentTermDays: input.paymentTermDays,
      lines: input.lines,
      netCents: totals.netCents,
      vatCents: totals.vatCents,
      grossCents: totals.grossCents,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return row;
}

/**
 * Issues one of the professional's drafts on `issueDate` (civil date, Paris): the database gives it
 * the next number of the professional's sequence in this very statement (migration 0013). Another
 * professional's invoice, or one already issued, is not found.
 */
export async function issueInvoice(
  db: TDatabase,
  professionalId: number,
  invoiceId: number,
  issueDate: string,
): Promise<TInvoiceRow> {
  const [draft] = await db
    .select({ paymentTermDays: invoices.paymentTermDays, grossCents: invoices.grossCents })
    .from(invoices)
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.professionalId, professionalId),
        eq(invoices.status, 'draft'),
      ),
    );
  if (!draft) throw new AppError('NOT_FOUND', { message: 'Brouillon de facture introuvable.' });
  if (draft.grossCents === 0) throw new AppError('INVALID_STATE', { message: ZERO_INVOICE });
  const [row] = await db
    .update(invoices)
    .set({ status: 'issued', issueDate, dueDate: invoiceDueDate(issueDate, draft.paymentTermDays) })
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.professionalId, professionalId),
        eq(invoices.status, 'draft'),
      ),
    )
    .returning()
    .catch((error: unknown) => {
      if (databaseErrorOf(error)?.constraint === 'invoices_chronological')
        throw new AppError('INVALID_STATE', { message: BEFORE_LAST_ISSUED });
      throw error;
    });
  // Issued meanwhile by another request: the same answer as for an invoice that is no longer a draft.
  if (!row) throw new AppError('NOT_FOUND', { message: 'Brouillon de facture introuvable.' });
  return row;
}

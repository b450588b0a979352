import { isOverdue } from './invoice-terms';

// What an invoice's state is, from its stored facts: issued or not, what credit notes cancelled, what was
// paid, and the due date against today's civil date in Paris.

export const INVOICE_DISPLAY_STATUSES = [
  'draft',
  'issued',
  'partially_paid',
  'paid',
  'overdue',
  'cancelled',
] as const;
export type TInvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

export const INVOICE_DISPLAY_STATUS_LABELS: Record<TInvoiceDisplayStatus, string> = {
  draft: 'Brouillon',
  issued: 'Émise',
  partially_paid: 'Partiellement payée',
  paid: 'Payée',
  overdue: 'En retard',
  cancelled: 'Annulée par avoir',
};

export type TInvoiceStatusFacts = {
  kind: 'invoice' | 'credit_note';
  status: 'draft' | 'issued';
  grossCents: number;
  /** Sum of the issued credit notes of this invoice. */
  creditedCents: number;
  paidCents: number;
  dueDate: string | null;
};

/** What the client still owes (never negative: a credit note after payment is a refund owed instead). */
export function outstandingCents(
  facts: Pick<TInvoiceStatusFacts, 'grossCents' | 'creditedCents' | 'paidCents'>,
) {
  return Math.max(0, facts.grossCents - facts.creditedCents - facts.paidCents);
}

/** `today`: civil date (YYYY-MM-DD) in Paris. A credit note is « Émise » once issued. */
export function invoiceDisplayStatus(facts: TInvoiceStatusFacts, today: string): TInvoiceDisplayStatus {
  if (facts.status === 'draft') return 'draft';
  if (facts.kind === 'credit_note') return 'issued';
  if (facts.creditedCents >= facts.grossCents) return 'cancelled';
  const owed = outstandingCents(facts);
  if (owed === 0) return 'paid';
  if (facts.dueDate !== null && isOverdue(facts.dueDate, today, owed)) return 'overdue';
  return facts.paidCents > 0 ? 'partially_paid' : 'issued';
}

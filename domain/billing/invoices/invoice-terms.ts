// Numbering and due dates of invoices (French rules: one continuous chronological sequence per issuer,
// credit notes included; payment within 60 days of issue at most, Code de commerce L441-10).
import { addDays, format, parseISO } from 'date-fns';

/** « F-000042 »: the professional's 42nd invoice or credit note. */
export function formatInvoiceNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError('numéro de facture invalide');
  return `F-${String(sequence).padStart(6, '0')}`;
}

export const DEFAULT_PAYMENT_TERM_DAYS = 30;
export const MAX_PAYMENT_TERM_DAYS = 60;

/** The due date (civil date, YYYY-MM-DD) of an invoice issued on `issueDate` and payable in `termDays`. */
export function invoiceDueDate(issueDate: string, termDays: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issueDate)) throw new RangeError("date d'émission invalide");
  if (!Number.isInteger(termDays) || termDays < 0 || termDays > MAX_PAYMENT_TERM_DAYS)
    throw new RangeError('délai de paiement invalide');
  // Civil dates only: no time of day, so no time zone and no daylight-saving change can move them.
  return format(addDays(parseISO(issueDate), termDays), 'yyyy-MM-dd');
}

/** Overdue the day after its due date, when something is still owed. */
export function isOverdue(dueDate: string, today: string, outstandingCents: number): boolean {
  return outstandingCents > 0 && today > dueDate;
}

// The period's invoices for the accountant, as French spreadsheets open them: `;` between cells, a
// decimal comma, a UTF-8 byte order mark (else Excel reads the accents as Latin-1) and CRLF lines.

import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import type { TInvoice } from './invoice-schemas';
import { INVOICE_DISPLAY_STATUS_LABELS } from './invoice-status';

export const INVOICES_CSV_HEADER = [
  'Numéro',
  'Type',
  "Date d'émission",
  'Échéance',
  'Client',
  'Total HT',
  'TVA',
  'Total TTC',
  'Payé',
  'Reste dû',
  'Statut',
] as const;

/**
 * Beside the number in an export of the whole firm (ADR 0062, amended): who issued it — the firm or a lawyer in
 * their own name, each with their own sequence, so one number may appear twice — and whose work it bills.
 */
export const FIRM_WIDE_CSV_COLUMNS = ['Émetteur', 'Avocat'] as const;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as a spreadsheet must not run it: one starting like a formula (= + - @, tab, CR) gets a
 * leading apostrophe (OWASP « CSV injection »), then a cell holding ; " or a line break is quoted.
 */
export function csvTextCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** 14400 → « 144,00 », -950 → « -9,50 »: no thousands separator, which spreadsheets would read as text. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

function row(invoice: TInvoice, wholeFirm: boolean): string[] {
  const isCreditNote = invoice.kind === 'credit_note';
  // A credit note lowers the period's revenue: its amounts are negative, as in the accounts.
  const sign = isCreditNote ? -1 : 1;
  const text = [
    invoice.number ?? '',
    ...(wholeFirm ? [invoice.issuer?.name ?? '', invoice.lawyerName] : []),
    isCreditNote ? 'Avoir' : 'Facture',
    invoice.issueDate ? formatCivilDateShort(invoice.issueDate) : '',
    invoice.dueDate ? formatCivilDateShort(invoice.dueDate) : '',
    invoice.clientName,
  ].map(csvTextCell);
  // Amounts are numbers written here, never user text: a minus sign is kept as such.
  const amounts = [
    sign * invoice.netCents,
    sign * invoice.vatCents,
    sign * invoice.grossCents,
    invoice.paidCents,
    invoice.outstandingCents,
  ].map(csvAmount);
  return [...text, ...amounts, csvTextCell(INVOICE_DISPLAY_STATUS_LABELS[invoice.displayStatus])];
}

/** The period's invoices; `wholeFirm` names each one's issuer and lawyer beside its number. */
export function invoicesCsv(invoices: readonly TInvoice[], options: { wholeFirm?: boolean } = {}): string {
  const wholeFirm = options.wholeFirm === true;
  const [number, ...rest] = INVOICES_CSV_HEADER;
  const header = wholeFirm ? [number, ...FIRM_WIDE_CSV_COLUMNS, ...rest] : INVOICES_CSV_HEADER;
  const lines = [header.map(csvTextCell), ...invoices.map((invoice) => row(invoice, wholeFirm))];
  return `${BOM}${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`;
}

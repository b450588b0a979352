// Figures of « Mes paiements » from civil dates only: a payment's paid_on and an invoice's issue date
// are already Paris days, so months are read off the strings and nothing is converted.

import { FRENCH_MONTH_NAMES } from '#domain/kernel/text/civil-date-format.ts';
import type { TInvoice } from './invoice-schemas';
import type { TMonthRevenue, TTopClient } from './invoice-statistics-schemas';

const FRENCH_SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const;

const FRENCH_MONTHS = FRENCH_MONTH_NAMES;

function monthParts(month: string): [number, number] {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const year = Number(match?.[1]);
  const index = Number(match?.[2]);
  if (!match || index < 1 || index > 12) throw new RangeError(`Mois invalide : ${month}`);
  return [year, index];
}

/** '2026-11' → « nov. 2026 ». */
export function formatMonthShort(month: string): string {
  const [year, index] = monthParts(month);
  return `${FRENCH_SHORT_MONTHS[index - 1]} ${year}`;
}

/** '2026-11' → « novembre 2026 » (for screen readers and titles). */
export function formatMonthLong(month: string): string {
  const [year, index] = monthParts(month);
  return `${FRENCH_MONTHS[index - 1]} ${year}`;
}

/** '2026-01' shifted by -1 → '2025-12'. */
export function addMonths(month: string, count: number): string {
  const [year, index] = monthParts(month);
  const total = year * 12 + (index - 1) + count;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The `months` consecutive months ending with `lastMonth`, oldest first. */
export function monthsEndingWith(lastMonth: string, months = 12): string[] {
  return Array.from({ length: months }, (_, index) => addMonths(lastMonth, index - (months - 1)));
}

/** Money received per month (payments by their paid_on date), zero-filled, oldest month first. */
export function monthlyRevenue(
  payments: readonly { paidOn: string; amountCents: number }[],
  lastMonth: string,
  months = 12,
): TMonthRevenue[] {
  const received = new Map(monthsEndingWith(lastMonth, months).map((month) => [month, 0]));
  for (const payment of payments) {
    const month = payment.paidOn.slice(0, 7);
    const sum = received.get(month);
    if (sum !== undefined) received.set(month, sum + payment.amountCents);
  }
  return [...received].map(([month, receivedCents]) => ({
    month,
    label: formatMonthShort(month),
    receivedCents,
  }));
}

/** One client: their address-book contact when the invoice names one, else their name in any case. */
function clientKey(invoice: Pick<TInvoice, 'clientContactId' | 'clientName'>): string {
  return invoice.clientContactId !== null
    ? `contact:${invoice.clientContactId}`
    : `name:${invoice.clientName.trim().toLocaleLowerCase('fr-FR')}`;
}

/**
 * The clients invoiced the most (issued invoices, TTC, less their credit notes), with what they paid
 * and still owe. Credit notes themselves are skipped: each invoice already counts what cancelled it.
 * A client's name is the one on their latest invoice in the list order (newest first from the API).
 */
export function topClients(invoices: readonly TInvoice[], limit = 5): TTopClient[] {
  const byClient = new Map<string, TTopClient>();
  for (const invoice of invoices) {
    if (invoice.kind !== 'invoice' || invoice.status !== 'issued') continue;
    const key = clientKey(invoice);
    const client = byClient.get(key) ?? {
      clientName: invoice.clientName,
      clientContactId: invoice.clientContactId,
      invoiceCount: 0,
      invoicedCents: 0,
      paidCents: 0,
      outstandingCents: 0,
    };
    client.invoiceCount += 1;
    client.invoicedCents += invoice.grossCents - invoice.creditedCents;
    client.paidCents += invoice.paidCents;
    client.outstandingCents += invoice.outstandingCents;
    byClient.set(key, client);
  }
  return [...byClient.values()]
    .filter((client) => client.invoicedCents > 0)
    .sort((a, b) => b.invoicedCents - a.invoicedCents || a.clientName.localeCompare(b.clientName, 'fr-FR'))
    .slice(0, limit);
}

/**
 * What was invoiced over issue dates `from`–`to` (inclusive): issued invoices less the credit notes
 * issued in the same period, TTC, as the accountant's revenue of the period counts them.
 */
export function invoicedBetween(invoices: readonly TInvoice[], from: string, to: string): number {
  let cents = 0;
  for (const invoice of invoices) {
    if (invoice.status !== 'issued' || invoice.issueDate === null) continue;
    if (invoice.issueDate < from || invoice.issueDate > to) continue;
    cents += invoice.kind === 'invoice' ? invoice.grossCents : -invoice.grossCents;
  }
  return cents;
}

/**
 * The values a money axis is graduated with, in cents: 0 then round steps (1, 2, 2,5 or 5 × 10ⁿ euros)
 * up to the first one at or above `maxCents`, `maxTicks` of them at most (0 included).
 */
export function moneyAxisTicks(maxCents: number, maxTicks = 5): number[] {
  if (!Number.isFinite(maxCents) || maxCents <= 0) return [0];
  const roughStepEuros = maxCents / 100 / (maxTicks - 1);
  const magnitude = 10 ** Math.floor(Math.log10(roughStepEuros));
  const stepEuros =
    [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((step) => step >= roughStepEuros) ??
    10 * magnitude;
  const stepCents = Math.max(1, Math.round(stepEuros * 100));
  const count = Math.ceil(maxCents / stepCents);
  return Array.from({ length: count + 1 }, (_, index) => index * stepCents);
}

const WHOLE_EUROS = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const COMPACT_EUROS = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** An axis graduation: « 0 € », « 750 € », « 2 500 € », from 10 000 € on « 12,5 k€ » (as Intl writes it). */
export function axisEurosText(cents: number): string {
  return (cents >= 1_000_000 ? COMPACT_EUROS : WHOLE_EUROS).format(cents / 100);
}

import { lineNetCents, quantityText, vatRateText } from '#domain/billing/invoices/invoice-amounts.ts';
import {
  invoiceKindLabel,
  invoiceLegalMentions,
  issuerLines,
} from '#domain/billing/invoices/invoice-mentions.ts';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import { formatEuros } from '#domain/directory/professionals/money.ts';
import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import { InvoiceLinesTable, InvoiceTotals } from './invoice-lines-and-totals';

/**
 * The invoice as its PDF prints it (issuer, number, dates, client, lines, VAT per rate, totals, legal
 * mentions), drawn from the same data and the same domain functions, so that what is confirmed is what
 * is issued.
 */
export function InvoicePreview(props: { invoice: TInvoice; number: string }) {
  const { invoice } = props;
  const issuer = invoice.issuer;
  const [issuerName, ...issuerRest] = issuer ? issuerLines(issuer) : [];
  const title = `${invoiceKindLabel(invoice.kind)} n°\u00a0${props.number}`;
  return (
    <article
      aria-label={`Aperçu\u00a0: ${title}`}
      className="space-y-4 rounded-lg border border-slate-300 bg-white p-4 text-xs text-slate-800 shadow-sm sm:p-6 sm:text-sm"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:justify-between">
        <div>
          {issuerName ? <p className="font-semibold text-slate-900">{issuerName}</p> : null}
          {issuerRest.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <div className="sm:w-56">
          <p className="text-base font-bold text-slate-900">{title}</p>
          {invoice.issueDate ? <p>Date d’émission&nbsp;: {formatCivilDateShort(invoice.issueDate)}</p> : null}
          {invoice.dueDate && invoice.kind === 'invoice' ? (
            <p>Date d’échéance&nbsp;: {formatCivilDateShort(invoice.dueDate)}</p>
          ) : null}
          <p className="mt-3 text-slate-500">
            {invoice.clientIsBusiness ? 'Client professionnel' : 'Client'}
          </p>
          <p className="font-semibold text-slate-900">{invoice.clientName}</p>
          <p className="whitespace-pre-line">{invoice.clientAddress}</p>
        </div>
      </div>
      {/* On a phone each line reads as a sentence; the table needs more width than a phone has. */}
      <ul aria-label="Lignes de la facture" className="divide-y divide-slate-100 sm:hidden">
        {invoice.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move
          <li key={index} className="py-1">
            <p className="font-medium text-slate-900">{line.description}</p>
            <p className="flex justify-between gap-2 tabular-nums">
              <span>
                {quantityText(line.quantityThousandths)} × {formatEuros(line.unitPriceCents)} HT · TVA{' '}
                {vatRateText(line.vatRateBp)}
              </span>
              <span>{formatEuros(lineNetCents(line))}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <InvoiceLinesTable lines={invoice.lines} caption="Lignes de la facture" withNetAmount />
      </div>
      <InvoiceTotals
        invoice={invoice}
        vatLabel="Total TVA"
        withVatBreakdown
        className="ml-auto max-w-xs grid-cols-[1fr_auto]"
      />
      <ul aria-label="Mentions légales" className="space-y-1 text-[11px] leading-snug text-slate-600">
        {invoiceLegalMentions(invoice).map((mention) => (
          <li key={mention}>{mention}</li>
        ))}
      </ul>
    </article>
  );
}

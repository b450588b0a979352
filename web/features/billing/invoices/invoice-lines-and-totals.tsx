import type { ReactNode } from 'react';
import {
  isFrenchVatRate,
  lineNetCents,
  quantityText,
  vatRateText,
} from '#domain/billing/invoices/invoice-amounts.ts';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import { formatEuros } from '#domain/directory/professionals/money.ts';
import { cn } from '#web/shared/ui/cn.ts';

/**
 * The invoice's lines as a table, the same in the preview before issuing and in an invoice's detail; the preview,
 * which prints what the PDF prints, adds each line's amount excluding VAT.
 */
export function InvoiceLinesTable(props: {
  lines: TInvoice['lines'];
  caption: string;
  withNetAmount?: boolean;
}) {
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{props.caption}</caption>
      <thead className="bg-slate-100 text-slate-700">
        <tr>
          <th scope="col" className="px-2 py-1">
            Désignation
          </th>
          <th scope="col" className="px-2 py-1 text-right">
            Qté
          </th>
          <th scope="col" className="px-2 py-1 text-right">
            PU HT
          </th>
          <th scope="col" className="px-2 py-1 text-right">
            TVA
          </th>
          {props.withNetAmount ? (
            <th scope="col" className="px-2 py-1 text-right">
              Montant HT
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {props.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move
          <tr key={index} className="border-t border-slate-100 align-top">
            <td className="px-2 py-1">{line.description}</td>
            <td className="px-2 py-1 text-right tabular-nums">{quantityText(line.quantityThousandths)}</td>
            <td className="px-2 py-1 text-right tabular-nums">{formatEuros(line.unitPriceCents)}</td>
            <td className="px-2 py-1 text-right tabular-nums">{vatRateText(line.vatRateBp)}</td>
            {props.withNetAmount ? (
              <td className="px-2 py-1 text-right tabular-nums">{formatEuros(lineNetCents(line))}</td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * « Total HT », the VAT and « Total TTC » as a list of terms; the preview first breaks the VAT down per rate when
 * there are several, and an issued invoice's detail goes on with what was credited and paid (`children`).
 */
export function InvoiceTotals(props: {
  invoice: Pick<TInvoice, 'netCents' | 'vatCents' | 'grossCents' | 'vatBreakdown'>;
  vatLabel: string;
  withVatBreakdown?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const { invoice } = props;
  return (
    <dl className={cn('grid gap-x-4 gap-y-1', props.className)}>
      {props.withVatBreakdown && invoice.vatBreakdown.length > 1
        ? invoice.vatBreakdown.map((rate) => (
            <div key={rate.vatRateBp} className="contents">
              <dt>
                TVA {isFrenchVatRate(rate.vatRateBp) ? vatRateText(rate.vatRateBp) : ''} sur{' '}
                {formatEuros(rate.netCents)}
              </dt>
              <dd className="text-right tabular-nums">{formatEuros(rate.vatCents)}</dd>
            </div>
          ))
        : null}
      <dt>Total HT</dt>
      <dd className="text-right tabular-nums">{formatEuros(invoice.netCents)}</dd>
      <dt>{props.vatLabel}</dt>
      <dd className="text-right tabular-nums">{formatEuros(invoice.vatCents)}</dd>
      <dt className="font-semibold">Total TTC</dt>
      <dd className="text-right font-semibold tabular-nums">{formatEuros(invoice.grossCents)}</dd>
      {props.children}
    </dl>
  );
}

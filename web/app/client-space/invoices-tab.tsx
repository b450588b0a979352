import { Download } from 'lucide-react';
import { INVOICE_DISPLAY_STATUS_LABELS } from '#domain/billing/invoices/invoice-status.ts';
import { formatEuros } from '#domain/directory/professionals/money.ts';
import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import { AccessibleVersionLink } from '#web/shared/ui/accessible-version-link.tsx';
import { invoiceHtmlUrl, invoicePdfUrl, useClientInvoices } from './client-api';
import { EmptyState, QueryError, SkeletonRows } from './dashboard-ui';

const ACTION_LINK =
  'inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50';

/** The invoices and credit notes the professionals issued to this account, each downloadable as a PDF. */
export function InvoicesTab() {
  const invoices = useClientInvoices();
  if (invoices.isPending) return <SkeletonRows label="Chargement de vos factures…" />;
  if (invoices.isError) return <QueryError error={invoices.error} onRetry={() => void invoices.refetch()} />;
  if (invoices.data.invoices.length === 0) {
    return (
      <EmptyState title="Aucune facture pour le moment">
        Les factures de vos avocats pour vos rendez-vous et vos dossiers apparaîtront ici.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {invoices.data.invoices.map((invoice) => {
        const title = `${invoice.kind === 'credit_note' ? 'Avoir' : 'Facture'} ${invoice.number ?? ''}`;
        return (
          <li key={invoice.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4 text-sm">
            <div className="min-w-48 flex-1">
              <p className="font-medium text-slate-900">{title}</p>
              <p className="text-slate-600">
                {invoice.issuer?.name ?? ''}
                {invoice.issueDate ? ` — émise le ${formatCivilDateShort(invoice.issueDate)}` : ''}
              </p>
            </div>
            <div className="text-right">
              <p className="font-medium text-slate-900">{formatEuros(invoice.grossCents)} TTC</p>
              {invoice.kind === 'invoice' ? (
                <p className="text-slate-600">
                  {invoice.outstandingCents > 0 && invoice.dueDate
                    ? `${formatEuros(invoice.outstandingCents)} à régler avant le ${formatCivilDateShort(invoice.dueDate)}`
                    : INVOICE_DISPLAY_STATUS_LABELS[invoice.displayStatus]}
                </p>
              ) : null}
            </div>
            <a
              href={invoicePdfUrl(invoice.id)}
              download
              className={ACTION_LINK}
              aria-label={`Télécharger\u00a0: ${title}`}
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              Télécharger
            </a>
            <AccessibleVersionLink href={invoiceHtmlUrl(invoice.id)} of={title.trim()} className="text-sm" />
          </li>
        );
      })}
    </ul>
  );
}

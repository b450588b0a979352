import { RECORDED_PAYMENT_MEAN_LABELS } from '#domain/billing/invoices/invoice-schemas.ts';
import { formatEuros } from '#domain/directory/professionals/money.ts';
import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
// The same badge as « Mes paiements » (a building block, like the case badges this page shows).
import { InvoiceStatusBadge } from '#web/features/billing/invoices/invoice-status-badge.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useContactInvoices } from './pro-contacts-api';

export const CONTACT_INVOICES_LOAD_ERROR =
  'Impossible de charger les factures de ce contact. Veuillez réessayer.';

const TABLE_CLASSES = 'w-full text-left text-sm';
const HEAD_CLASSES = 'border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500';

/** The « Paiements » tab: the contact's invoices and the payments received for them. */
export function ContactPaymentsTab(props: { contactId: number }) {
  const query = useContactInvoices(props.contactId);
  if (query.isPending) return <Spinner label="Chargement des factures…" />;
  if (query.isError)
    return (
      <div className="space-y-3">
        <ErrorBox message={CONTACT_INVOICES_LOAD_ERROR} />
        <Button variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  const { invoices, payments } = query.data;
  return (
    <div className="space-y-6">
      <Card title="Factures">
        {invoices.length ? (
          <div className="overflow-x-auto">
            <table className={TABLE_CLASSES} aria-label="Factures du contact">
              <thead className={HEAD_CLASSES}>
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Numéro
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Montant TTC
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Reste dû
                  </th>
                  <th scope="col" className="py-2">
                    Statut
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                      {invoice.number ?? '—'}
                    </th>
                    <td className="py-2 pr-4">
                      {invoice.issueDate ? formatCivilDateShort(invoice.issueDate) : '—'}
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">
                      {formatEuros(invoice.kind === 'credit_note' ? -invoice.grossCents : invoice.grossCents)}
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">
                      {formatEuros(invoice.outstandingCents)}
                    </td>
                    <td className="py-2">
                      <InvoiceStatusBadge invoice={invoice} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-slate-500">Aucune facture pour ce contact</p>
        )}
      </Card>
      <Card title="Historique des paiements">
        {payments.length ? (
          <div className="overflow-x-auto">
            <table className={TABLE_CLASSES} aria-label="Paiements du contact">
              <thead className={HEAD_CLASSES}>
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Montant
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Moyen
                  </th>
                  <th scope="col" className="py-2">
                    Facture
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {payments.map((payment) => (
                  <tr key={payment.id}>
                    <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                      {formatCivilDateShort(payment.paidOn)}
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{formatEuros(payment.amountCents)}</td>
                    <td className="py-2 pr-4">{RECORDED_PAYMENT_MEAN_LABELS[payment.means]}</td>
                    <td className="py-2">{payment.invoiceNumber ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-slate-500">Aucun paiement enregistré</p>
        )}
      </Card>
    </div>
  );
}

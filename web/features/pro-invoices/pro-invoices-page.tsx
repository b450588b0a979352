import { useState } from 'react';
import type { TInvoice } from '../../../domain/invoices/invoice-schemas';
import { INVOICE_STATUS_LABELS } from '../../../domain/invoices/invoice-terms';
import { formatEuros } from '../../../domain/professionals/money';
import { userMessage } from '../../shared/api/http';
import { useDocumentTitle } from '../../shared/layout/use-document-title';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { ErrorBox } from '../../shared/ui/error-box';
import { Spinner } from '../../shared/ui/spinner';
import { notify } from '../../shared/ui/toast';
import { formatShortCivilDate } from '../pro-appointments/appointment-format';
import { NewInvoiceDialog } from './new-invoice-dialog';
import { useDeleteInvoice, useIssueInvoice, useProInvoices } from './pro-invoices-api';

const STATUS_CLASSES = {
  draft: 'bg-slate-100 text-slate-700',
  issued: 'bg-green-100 text-green-800',
} as const;

/** « Mes paiements »: the professional's invoices, drafts first to be issued. */
export function ProInvoicesPage() {
  useDocumentTitle('Mes paiements');
  const invoices = useProInvoices();
  const issue = useIssueInvoice();
  const remove = useDeleteInvoice();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TInvoice | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const list = invoices.data?.invoices ?? [];
  const issuedTotal = list
    .filter((invoice) => invoice.status === 'issued')
    .reduce((sum, invoice) => sum + invoice.grossCents, 0);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Mes paiements</h1>
          <p className="mt-1 text-slate-600">
            Vos factures, numérotées à leur émission, sans rupture de séquence.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>Nouvelle facture</Button>
      </div>
      <NewInvoiceDialog open={creating} onOpenChange={setCreating} />
      <ErrorBox message={actionError} />
      {invoices.isPending ? (
        <Spinner />
      ) : invoices.isError ? (
        <ErrorBox message="Vos factures n'ont pas pu être chargées. Veuillez réessayer." />
      ) : list.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white p-10 text-center text-slate-600">
          Aucune facture
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-700">Total émis : {formatEuros(issuedTotal)} TTC</p>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Factures</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Numéro
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Client
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Émise le
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Échéance
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    Montant TTC
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Statut
                  </th>
                  <th scope="col" className="px-4 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((invoice) => (
                  <tr key={invoice.id} className="border-t border-slate-100">
                    <td className="px-4 py-2 font-medium">{invoice.number ?? '—'}</td>
                    <td className="px-4 py-2">{invoice.clientName}</td>
                    <td className="px-4 py-2">
                      {invoice.issueDate ? formatShortCivilDate(invoice.issueDate) : '—'}
                    </td>
                    <td className="px-4 py-2">
                      {invoice.dueDate ? formatShortCivilDate(invoice.dueDate) : '—'}
                    </td>
                    <td className="px-4 py-2 text-right">{formatEuros(invoice.grossCents)}</td>
                    <td className="px-4 py-2">
                      <Badge className={STATUS_CLASSES[invoice.status]}>
                        {INVOICE_STATUS_LABELS[invoice.status]}
                      </Badge>
                    </td>
                    <td className="px-4 py-2">
                      {invoice.status === 'draft' ? (
                        <div className="flex justify-end gap-2">
                          <Button
                            disabled={issue.isPending}
                            aria-label={`Émettre la facture de ${invoice.clientName}`}
                            onClick={() => {
                              setActionError(null);
                              issue.mutate(invoice.id, {
                                onSuccess: (result) =>
                                  notify('Facture émise', result.invoice.number ?? undefined),
                                onError: (error) =>
                                  setActionError(userMessage(error, "La facture n'a pas pu être émise.")),
                              });
                            }}
                          >
                            Émettre
                          </Button>
                          <Button
                            variant="outline"
                            aria-label={`Supprimer le brouillon de ${invoice.clientName}`}
                            onClick={() => setDeleting(invoice)}
                          >
                            Supprimer
                          </Button>
                        </div>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer le brouillon"
        confirmLabel="Supprimer"
        destructive
        pending={remove.isPending}
        error={remove.error ? userMessage(remove.error, "Le brouillon n'a pas pu être supprimé.") : null}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        Le brouillon de facture de {deleting?.clientName} sera supprimé. Une facture émise, elle, ne se
        supprime pas.
      </ConfirmDialog>
    </>
  );
}

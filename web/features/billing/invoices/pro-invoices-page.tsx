import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import type { TInvoice, TInvoiceListQuery, TInvoiceView } from '#domain/billing/invoices/invoice-schemas.ts';
import {
  INVOICE_DISPLAY_STATUS_LABELS,
  INVOICE_DISPLAY_STATUSES,
  type TInvoiceDisplayStatus,
} from '#domain/billing/invoices/invoice-status.ts';
import { formatEuros } from '#domain/directory/professionals/money.ts';
import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import { useFirm } from '#web/features/identity/firms/firm-api.ts';
import { lawyerTitle } from '#web/features/identity/firms/staff-access.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { useStaff } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { BillingSettingsDialog } from './billing-settings-dialog';
import { InvoiceDetailDialog, invoiceTitle } from './invoice-detail-dialog';
import { InvoiceExportLink, InvoiceStatisticsPanel } from './invoice-statistics-panel';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { IssueInvoiceDialog } from './issue-invoice-dialog';
import { NewInvoiceDialog, type TInvoiceOrigin } from './new-invoice-dialog';
import { useBillingSettings, useDeleteInvoice, useProInvoices } from './pro-invoices-api';

/** ?nouveau=1 (quick action), ?rendez-vous=12 or ?dossier=3 (« Facturer ») open « Nouvelle facture ». */
function originFrom(params: URLSearchParams): TInvoiceOrigin | undefined {
  const appointmentId = Number(params.get('rendez-vous'));
  if (Number.isSafeInteger(appointmentId) && appointmentId > 0) return { appointmentId };
  const caseId = Number(params.get('dossier'));
  if (Number.isSafeInteger(caseId) && caseId > 0) return { caseId };
  return params.get('nouveau') === '1' ? null : undefined;
}

/** The filters' period when both ends are set, else the current civil year (the accountant's usual span). */
function exportPeriod(filters: TInvoiceListQuery): { from: string; to: string; view?: TInvoiceView } {
  const view = filters.view ? { view: filters.view } : {};
  if (filters.from && filters.to && filters.from <= filters.to)
    return { from: filters.from, to: filters.to, ...view };
  const year = formatParisDate(new Date()).slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31`, ...view };
}

/**
 * What « Mon cabinet » tells this page (ADR 0062, amended): whether the member may read « Tout le cabinet »
 * (associates and the accountant, in a firm of two lawyers or more), and the VAT rate a new draft starts from
 * while the firm invoices (0 under its franchise); nothing while it loads or when it cannot.
 */
function useFirmBilling(): { wholeFirm: boolean; firmVatRateBp: 0 | 2000 | null } {
  const firm = useFirm();
  if (!firm.data) return { wholeFirm: false, firmVatRateBp: null };
  const lawyers = firm.data.members.filter((member) => member.professionalId !== null).length;
  const { invoicing, vatFranchise } = firm.data.firm;
  return {
    wholeFirm: firm.data.myPermissions.includes('billing.firm') && lawyers >= 2,
    firmVatRateBp: invoicing === 'firm' ? (vatFranchise ? 0 : 2000) : null,
  };
}

/** « Mes paiements »: the professional's invoices, what was received and what is still owed. */
export function ProInvoicesPage() {
  // An accountant works on a lawyer's invoices, and does not change that lawyer's billing settings.
  const staff = useStaff();
  const title = staff ? 'Factures et paiements' : 'Mes paiements';
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const firmBilling = useFirmBilling();
  const [view, setView] = useState<TInvoiceView | undefined>(undefined);
  const wholeFirm = view === 'firm' && firmBilling.wholeFirm;
  const [filters, setFilters] = useState<TInvoiceListQuery>({});
  const [client, setClient] = useState('');
  const invoices = useProInvoices(wholeFirm ? { ...filters, view: 'firm' } : filters);
  const billing = useBillingSettings();
  const [issuing, setIssuing] = useState<TInvoice | null>(null);
  const remove = useDeleteInvoice();
  const [creating, setCreating] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TInvoice | null>(null);
  const [editing, setEditing] = useState<TInvoice | null>(null);
  const origin = originFrom(params);
  const all = invoices.data?.invoices ?? [];
  const clients = [...new Set(all.map((invoice) => invoice.clientName))].sort((a, b) =>
    a.localeCompare(b, 'fr'),
  );
  const list = client ? all.filter((invoice) => invoice.clientName === client) : all;
  const totals = invoices.data?.totals;
  const billingMissing = billing.isSuccess && billing.data.billing === null;

  const closeNew = () => {
    setCreating(false);
    if (origin !== undefined) setParams({}, { replace: true });
  };

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">
            {wholeFirm
              ? 'Les factures de tous les avocats du cabinet'
              : staff?.actingFor
                ? `Les factures de ${lawyerTitle(staff.actingFor.name)}`
                : 'Vos factures'}
            , numérotées à leur émission, sans rupture de séquence, et leurs encaissements.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {staff ? null : (
            <Button variant="outline" onClick={() => setSettingsOpen(true)}>
              Paramètres de facturation
            </Button>
          )}
          <Button onClick={() => setCreating(true)}>Nouvelle facture</Button>
        </div>
      </div>
      {billingMissing ? (
        <div
          role="status"
          className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          {staff
            ? 'Le SIRET et la situation de TVA de l’avocat ne sont pas encore renseignés dans ses paramètres de facturation\u00a0: ils figurent obligatoirement sur chaque facture émise. Demandez-lui de les compléter.'
            : 'Renseignez votre SIRET et votre situation de TVA dans les paramètres de facturation\u00a0: ils figurent obligatoirement sur chaque facture émise.'}
        </div>
      ) : null}
      <BillingSettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        current={billing.data?.billing ?? null}
      />
      <NewInvoiceDialog
        open={creating || origin !== undefined}
        onOpenChange={(open) => (open ? setCreating(true) : closeNew())}
        origin={origin ?? null}
        defaultVatRateBp={
          firmBilling.firmVatRateBp ??
          (billing.data?.billing && billing.data.billing.vatNumber === null ? 0 : 2000)
        }
      />
      <NewInvoiceDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        editing={editing}
      />
      <InvoiceDetailDialog invoiceId={shown} onClose={() => setShown(null)} />
      <IssueInvoiceDialog draft={issuing} onClose={() => setIssuing(null)} />

      {firmBilling.wholeFirm ? (
        <WholeFirmChoice
          ownLabel={staff?.actingFor ? lawyerTitle(staff.actingFor.name) : 'Mes factures'}
          wholeFirm={wholeFirm}
          onChange={(firm) => {
            setView(firm ? 'firm' : undefined);
            setClient('');
          }}
        />
      ) : null}
      {wholeFirm ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
        >
          Vue d’ensemble en lecture seule&nbsp;: chaque ligne nomme son avocat.{' '}
          {staff
            ? 'Pour ouvrir une facture, l’émettre ou y enregistrer un paiement, travaillez pour l’avocat concerné.'
            : 'Pour ouvrir une facture ou y enregistrer un paiement, revenez à «\u00a0Mes factures\u00a0»\u202f; celles qu’un autre avocat émet en son nom sont les siennes.'}
        </p>
      ) : null}

      <div className="mb-8">
        <InvoiceStatisticsPanel {...(wholeFirm ? { view: 'firm' as const } : {})} />
      </div>

      <h2 className="mb-3 text-lg font-semibold text-slate-900">Factures et avoirs</h2>
      <fieldset className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm">
        <legend className="sr-only">Filtrer les factures</legend>
        <div className="space-y-1">
          <label htmlFor="invoices-filter-from" className="block text-slate-700">
            Émises du
          </label>
          <Input
            id="invoices-filter-from"
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => setFilters({ ...filters, from: event.target.value || undefined })}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="invoices-filter-to" className="block text-slate-700">
            au
          </label>
          <Input
            id="invoices-filter-to"
            type="date"
            value={filters.to ?? ''}
            onChange={(event) => setFilters({ ...filters, to: event.target.value || undefined })}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="invoices-filter-status" className="block text-slate-700">
            Statut
          </label>
          <Select
            id="invoices-filter-status"
            value={filters.status ?? ''}
            onChange={(event) =>
              setFilters({
                ...filters,
                status: (event.target.value || undefined) as TInvoiceDisplayStatus | undefined,
              })
            }
          >
            <option value="">Tous</option>
            {INVOICE_DISPLAY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INVOICE_DISPLAY_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1">
          <label htmlFor="invoices-filter-client" className="block text-slate-700">
            Client
          </label>
          <Select
            id="invoices-filter-client"
            value={client}
            onChange={(event) => setClient(event.target.value)}
          >
            <option value="">Tous</option>
            {clients.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <div className="ml-auto">
          <InvoiceExportLink period={exportPeriod(wholeFirm ? { ...filters, view: 'firm' } : filters)} />
        </div>
      </fieldset>

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
          {totals && !client ? (
            <p className="mb-3 text-sm text-slate-700">
              Facturé&nbsp;: {formatEuros(totals.invoicedCents)} TTC · Encaissé&nbsp;:{' '}
              {formatEuros(totals.paidCents)} · Reste dû&nbsp;: {formatEuros(totals.outstandingCents)}
              {totals.overdueCents > 0 ? ` (dont ${formatEuros(totals.overdueCents)} en retard)` : ''}
            </p>
          ) : null}
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Factures</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Numéro
                  </th>
                  {wholeFirm ? (
                    <th scope="col" className="px-4 py-2">
                      Avocat
                    </th>
                  ) : null}
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
                  <th scope="col" className="px-4 py-2 text-right">
                    Reste dû
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
                    <td className="px-4 py-2 font-medium">
                      {wholeFirm ? (
                        // The whole firm is read only: an invoice opens in its lawyer's own list.
                        (invoice.number ?? 'Brouillon')
                      ) : (
                        <button
                          type="button"
                          className="text-brand-700 underline hover:text-brand-800"
                          aria-label={`Ouvrir\u00a0: ${invoiceTitle(invoice)}, ${invoice.clientName}`}
                          onClick={() => setShown(invoice.id)}
                        >
                          {invoice.number ?? 'Brouillon'}
                        </button>
                      )}
                    </td>
                    {wholeFirm ? (
                      <td className="px-4 py-2">
                        {invoice.lawyerName}
                        <span className="block text-xs text-slate-600">
                          {invoice.byFirm ? 'Facture du cabinet' : 'En son nom'}
                        </span>
                      </td>
                    ) : null}
                    <td className="px-4 py-2">
                      {invoice.clientName}
                      {/* Whose work a firm's invoice bills (ADR 0062): the firm issues, a lawyer follows it. */}
                      {invoice.byFirm && !wholeFirm ? (
                        <span className="block text-xs text-slate-600">
                          Facture du cabinet · {invoice.lawyerName}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-2">
                      {invoice.issueDate ? formatCivilDateShort(invoice.issueDate) : '—'}
                    </td>
                    <td className="px-4 py-2">
                      {invoice.dueDate && invoice.kind === 'invoice'
                        ? formatCivilDateShort(invoice.dueDate)
                        : '—'}
                    </td>
                    <td className="px-4 py-2 text-right">
                      {invoice.kind === 'credit_note' ? '− ' : ''}
                      {formatEuros(invoice.grossCents)}
                    </td>
                    <td className="px-4 py-2 text-right">
                      {invoice.kind === 'invoice' && invoice.status === 'issued'
                        ? formatEuros(invoice.outstandingCents)
                        : '—'}
                    </td>
                    <td className="px-4 py-2">
                      <InvoiceStatusBadge invoice={invoice} />
                    </td>
                    <td className="px-4 py-2">
                      {invoice.status === 'draft' && !wholeFirm ? (
                        <div className="flex justify-end gap-2">
                          <Button
                            aria-label={`Émettre la facture de ${invoice.clientName}`}
                            onClick={() => setIssuing(invoice)}
                          >
                            Émettre
                          </Button>
                          <Button
                            variant="outline"
                            aria-label={`Modifier le brouillon de ${invoice.clientName}`}
                            onClick={() => setEditing(invoice)}
                          >
                            Modifier
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

/**
 * « Mes factures » or « Tout le cabinet » (issue 27 §4): the firm's every lawyer at once, read only, for those
 * whose role reads the firm's invoices while each lawyer invoices in their own name.
 */
function WholeFirmChoice(props: {
  ownLabel: string;
  wholeFirm: boolean;
  onChange: (wholeFirm: boolean) => void;
}) {
  const choices = [
    [false, props.ownLabel],
    [true, 'Tout le cabinet'],
  ] as const;
  return (
    <fieldset className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <legend className="sr-only">Factures affichées</legend>
      {choices.map(([firm, label]) => (
        <label
          key={label}
          className={`cursor-pointer rounded-full border px-4 py-1.5 font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
            props.wholeFirm === firm
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
          }`}
        >
          <input
            type="radio"
            name="invoices-view"
            className="sr-only"
            checked={props.wholeFirm === firm}
            onChange={() => props.onChange(firm)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import {
  RECORDED_PAYMENT_MEAN_LABELS,
  RECORDED_PAYMENT_MEANS,
  type TInvoice,
  type TRecordPaymentRequest,
  ZRecordPaymentRequest,
} from '#domain/billing/invoices/invoice-schemas.ts';
import { centsToEurosInput, formatEuros, parseEurosToCents } from '#domain/directory/professionals/money.ts';
import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { AccessibleVersionLink } from '#web/shared/ui/accessible-version-link.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { InvoiceLinesTable, InvoiceTotals } from './invoice-lines-and-totals';
import { InvoiceStatusBadge } from './invoice-status-badge';
import {
  invoiceHtmlUrl,
  invoicePdfUrl,
  useDeletePayment,
  useInvoiceDetail,
  useIssueCreditNote,
  useRecordPayment,
  useSendReminder,
} from './pro-invoices-api';

export function invoiceTitle(invoice: Pick<TInvoice, 'kind' | 'number'>): string {
  if (invoice.number === null) return 'Brouillon de facture';
  return `${invoice.kind === 'credit_note' ? 'Avoir' : 'Facture'} ${invoice.number}`;
}

/** One invoice: its lines and totals, what was paid, reminders, credit notes, and what can be done next. */
export function InvoiceDetailDialog(props: { invoiceId: number | null; onClose: () => void }) {
  const detail = useInvoiceDetail(props.invoiceId);
  const invoice = detail.data?.invoice;
  return (
    <ModalDialog
      open={props.invoiceId !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={invoice ? invoiceTitle(invoice) : 'Facture'}
      description={invoice ? `${invoice.clientName} — ${formatEuros(invoice.grossCents)} TTC` : 'Chargement…'}
      width="max-w-2xl"
    >
      {detail.isPending ? (
        <Spinner />
      ) : detail.isError || !detail.data ? (
        <ErrorBox message="La facture n'a pas pu être chargée. Veuillez réessayer." />
      ) : (
        <InvoiceDetailBody detail={detail.data} />
      )}
    </ModalDialog>
  );
}

function InvoiceDetailBody(props: { detail: NonNullable<ReturnType<typeof useInvoiceDetail>['data']> }) {
  const { invoice, payments, reminders, creditNotes } = props.detail;
  const reminder = useSendReminder(invoice.id);
  const credit = useIssueCreditNote();
  const removePayment = useDeletePayment(invoice.id);
  const [crediting, setCrediting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payable = invoice.kind === 'invoice' && invoice.status === 'issued' && invoice.outstandingCents > 0;

  return (
    <div className="mt-4 space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <InvoiceStatusBadge invoice={invoice} />
        {invoice.issueDate ? <span>Émise le {formatCivilDateShort(invoice.issueDate)}</span> : null}
        {invoice.dueDate && invoice.kind === 'invoice' ? (
          <span>Échéance {formatCivilDateShort(invoice.dueDate)}</span>
        ) : null}
        {invoice.creditedInvoiceNumber ? <span>Sur la facture {invoice.creditedInvoiceNumber}</span> : null}
        <a
          href={invoicePdfUrl(invoice.id)}
          download
          className="ml-auto font-medium text-brand-700 underline hover:text-brand-800"
        >
          Télécharger le PDF
        </a>
        <AccessibleVersionLink href={invoiceHtmlUrl(invoice.id)} newTab />
      </div>
      <ErrorBox message={error} />
      <div className="overflow-x-auto">
        <InvoiceLinesTable lines={invoice.lines} caption="Lignes" />
      </div>
      <InvoiceTotals invoice={invoice} vatLabel="TVA" className="grid-cols-2 sm:ml-auto sm:w-72">
        {invoice.kind === 'invoice' && invoice.status === 'issued' ? (
          <>
            {invoice.creditedCents > 0 ? (
              <>
                <dt>Avoirs</dt>
                <dd className="text-right">− {formatEuros(invoice.creditedCents)}</dd>
              </>
            ) : null}
            <dt>Payé</dt>
            <dd className="text-right">{formatEuros(invoice.paidCents)}</dd>
            <dt className="font-semibold">Reste dû</dt>
            <dd className="text-right font-semibold">{formatEuros(invoice.outstandingCents)}</dd>
          </>
        ) : null}
      </InvoiceTotals>

      {invoice.kind === 'invoice' && invoice.status === 'issued' ? (
        <section aria-labelledby="invoice-payments-heading" className="space-y-2">
          <h3 id="invoice-payments-heading" className="font-semibold text-slate-900">
            Paiements
          </h3>
          {payments.length === 0 ? (
            <p className="text-slate-600">Aucun paiement enregistré.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {payments.map((payment) => (
                <li key={payment.id} className="flex flex-wrap items-center gap-3 py-1">
                  <span>{formatCivilDateShort(payment.paidOn)}</span>
                  <span className="font-medium">{formatEuros(payment.amountCents)}</span>
                  <span>{RECORDED_PAYMENT_MEAN_LABELS[payment.means]}</span>
                  {payment.note ? <span className="text-slate-600">{payment.note}</span> : null}
                  <Button
                    variant="outline"
                    className="ml-auto"
                    disabled={removePayment.isPending}
                    aria-label={`Supprimer le paiement du ${formatCivilDateShort(payment.paidOn)}`}
                    onClick={() =>
                      removePayment.mutate(payment.id, {
                        onError: (caught) =>
                          setError(userMessage(caught, "Le paiement n'a pas pu être supprimé.")),
                      })
                    }
                  >
                    Supprimer
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {payable ? <RecordPaymentForm invoice={invoice} /> : null}
        </section>
      ) : null}

      {invoice.kind === 'invoice' && invoice.status === 'issued' ? (
        <section aria-labelledby="invoice-reminders-heading" className="space-y-2">
          <h3 id="invoice-reminders-heading" className="font-semibold text-slate-900">
            Relances
          </h3>
          {reminders.length === 0 ? (
            <p className="text-slate-600">Aucune relance envoyée.</p>
          ) : (
            <ul>
              {reminders.map((sent) => (
                <li key={sent.id}>
                  {formatCivilDateShort(formatParisDate(new Date(sent.sentAt)))} —{' '}
                  {sent.delayDays === null ? 'relance manuelle' : `relance automatique (J+${sent.delayDays})`}
                </li>
              ))}
            </ul>
          )}
          {payable ? (
            invoice.clientEmail ? (
              <Button
                variant="outline"
                disabled={reminder.isPending}
                onClick={() => {
                  setError(null);
                  reminder.mutate(undefined, {
                    onSuccess: () => notify('Relance envoyée', invoice.clientEmail ?? undefined),
                    onError: (caught) => setError(userMessage(caught, "La relance n'a pas pu être envoyée.")),
                  });
                }}
              >
                Relancer le client
              </Button>
            ) : (
              <p className="text-slate-600">
                Sans adresse e-mail du client sur la facture, les relances ne peuvent pas être envoyées.
              </p>
            )
          ) : null}
        </section>
      ) : null}

      {creditNotes.length > 0 ? (
        <section aria-labelledby="invoice-credit-notes-heading">
          <h3 id="invoice-credit-notes-heading" className="font-semibold text-slate-900">
            Avoirs
          </h3>
          <ul>
            {creditNotes.map((note) => (
              <li key={note.id}>
                <a href={invoicePdfUrl(note.id)} download className="text-brand-700 underline">
                  Avoir {note.number}
                </a>{' '}
                du {note.issueDate ? formatCivilDateShort(note.issueDate) : '—'}&nbsp;:{' '}
                {formatEuros(note.grossCents)} TTC —{' '}
                <AccessibleVersionLink
                  href={invoiceHtmlUrl(note.id)}
                  of={`avoir ${note.number ?? ''}`.trim()}
                  newTab
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {invoice.kind === 'invoice' && invoice.status === 'issued' && invoice.creditedCents === 0 ? (
        <div className="border-t border-slate-100 pt-4">
          <Button variant="outline" onClick={() => setCrediting(true)}>
            Établir un avoir
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={crediting}
        title="Établir un avoir"
        confirmLabel="Émettre l'avoir"
        destructive
        pending={credit.isPending}
        error={credit.error ? userMessage(credit.error, "L'avoir n'a pas pu être émis.") : null}
        onConfirm={() =>
          credit.mutate(
            { id: invoice.id },
            {
              onSuccess: (result) => {
                notify('Avoir émis', result.invoice.number ?? undefined);
                setCrediting(false);
              },
            },
          )
        }
        onCancel={() => {
          credit.reset();
          setCrediting(false);
        }}
      >
        Un avoir de {formatEuros(invoice.grossCents)} TTC, numéroté à la suite de vos factures, annulera la
        facture {invoice.number}. Un avoir émis ne peut plus être supprimé.
      </ConfirmDialog>
    </div>
  );
}

type TPaymentValues = {
  paidOn: string;
  amountCents: number;
  means: TRecordPaymentRequest['means'];
  note?: string | null | undefined;
};

function RecordPaymentForm(props: { invoice: TInvoice }) {
  const record = useRecordPayment(props.invoice.id);
  const [formError, setFormError] = useState<string | null>(null);
  const [amountText, setAmountText] = useState(centsToEurosInput(props.invoice.outstandingCents));
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TRecordPaymentRequest, unknown, TPaymentValues>({
    resolver: zodResolver(ZRecordPaymentRequest),
    defaultValues: {
      paidOn: formatParisDate(new Date()),
      amountCents: props.invoice.outstandingCents,
      means: 'virement',
      note: '',
    },
  });

  const onSubmit = (values: TPaymentValues) => {
    setFormError(null);
    record.mutate(values, {
      onSuccess: (result) => {
        notify('Paiement enregistré', formatEuros(values.amountCents));
        setAmountText(centsToEurosInput(result.invoice.outstandingCents));
        reset({ ...values, amountCents: result.invoice.outstandingCents, note: '' });
      },
      onError: (caught) =>
        setFormError(
          applyServerErrors(
            caught,
            setError,
            ['paidOn', 'amountCents', 'means', 'note'],
            "Le paiement n'a pas pu être enregistré.",
          ),
        ),
    });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Enregistrer un paiement"
      className="space-y-3 rounded-md border border-slate-200 p-3"
    >
      <ErrorBox message={formError} />
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="payment-paidOn" label="Date du paiement" error={errors.paidOn?.message}>
          <Input
            {...fieldA11y('payment-paidOn', errors.paidOn?.message)}
            type="date"
            {...register('paidOn')}
          />
        </FormField>
        <Controller
          control={control}
          name="amountCents"
          render={({ field }) => (
            <FormField id="payment-amount" label="Montant (€)" error={errors.amountCents?.message}>
              <Input
                {...fieldA11y('payment-amount', errors.amountCents?.message)}
                ref={field.ref}
                name={field.name}
                inputMode="decimal"
                value={amountText}
                onBlur={field.onBlur}
                onChange={(event) => {
                  setAmountText(event.target.value);
                  field.onChange(parseEurosToCents(event.target.value) ?? Number.NaN);
                }}
              />
            </FormField>
          )}
        />
        <FormField id="payment-means" label="Moyen de paiement" error={errors.means?.message}>
          <Select {...fieldA11y('payment-means', errors.means?.message)} {...register('means')}>
            {RECORDED_PAYMENT_MEANS.map((means) => (
              <option key={means} value={means}>
                {RECORDED_PAYMENT_MEAN_LABELS[means]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField id="payment-note" label="Note (facultatif)" error={errors.note?.message}>
        <Input {...fieldA11y('payment-note', errors.note?.message)} maxLength={300} {...register('note')} />
      </FormField>
      <Button type="submit" disabled={record.isPending}>
        Enregistrer le paiement
      </Button>
    </form>
  );
}

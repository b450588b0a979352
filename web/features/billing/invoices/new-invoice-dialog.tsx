import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import {
  type Control,
  type FieldPath,
  useController,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import {
  FRENCH_VAT_RATES_BP,
  parseQuantityToThousandths,
  quantityText,
  type TVatRateBp,
  typedLinesTotals,
  vatRateText,
} from '#domain/billing/invoices/invoice-amounts.ts';
import {
  type TCreateInvoiceRequest,
  type TCreateInvoiceValues,
  type TInvoice,
  ZCreateInvoiceRequest,
} from '#domain/billing/invoices/invoice-schemas.ts';
import { centsToEurosInput, formatEuros, parseEurosToCents } from '#domain/directory/professionals/money.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useCreateInvoice, useInvoiceProposal, useUpdateInvoice } from './pro-invoices-api';

type TValues = TCreateInvoiceValues;

const CREATE_ERROR = 'Une erreur est survenue lors de la création de la facture. Veuillez réessayer.';
const NEW_LINE: TCreateInvoiceRequest['lines'][number] = {
  description: '',
  quantityThousandths: 1000,
  unitPriceCents: Number.NaN,
  vatRateBp: 2000,
};

/** What the dialog starts from: an appointment or a case to bill (« Facturer »), or nothing. */
export type TInvoiceOrigin = { appointmentId?: number; caseId?: number } | null;

/** « Nouvelle facture »: a draft, numbered only when it is issued from the list. */
export function NewInvoiceDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  origin?: TInvoiceOrigin;
  /** 20 % when the professional has a VAT number, 0 % under the franchise. */
  defaultVatRateBp?: TVatRateBp;
  /** A draft to edit instead of a new one. */
  editing?: TInvoice | null;
}) {
  return (
    <ModalDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.editing ? 'Modifier le brouillon' : 'Nouvelle facture'}
      description="Montants hors taxes. La facture reste un brouillon modifiable jusqu'à son émission."
      width="max-w-2xl"
    >
      {props.editing ? (
        <NewInvoiceForm
          initial={draftValues(props.editing)}
          invoiceId={props.editing.id}
          onCreated={() => props.onOpenChange(false)}
        />
      ) : props.origin ? (
        <ProposedInvoiceForm origin={props.origin} onCreated={() => props.onOpenChange(false)} />
      ) : (
        <NewInvoiceForm
          initial={blankInvoice(props.defaultVatRateBp ?? 2000)}
          onCreated={() => props.onOpenChange(false)}
        />
      )}
    </ModalDialog>
  );
}

function draftValues(invoice: TInvoice): TCreateInvoiceRequest {
  return {
    clientName: invoice.clientName,
    clientAddress: invoice.clientAddress,
    clientEmail: invoice.clientEmail,
    clientIsBusiness: invoice.clientIsBusiness,
    clientContactId: invoice.clientContactId,
    appointmentId: invoice.appointmentId,
    caseId: invoice.caseId,
    workSessionIds: invoice.workSessionIds,
    paymentTermDays: invoice.paymentTermDays,
    lines: invoice.lines,
  };
}

function blankInvoice(vatRateBp: TVatRateBp): TCreateInvoiceRequest {
  return {
    clientName: '',
    clientAddress: '',
    clientEmail: null,
    clientIsBusiness: false,
    paymentTermDays: 30,
    lines: [{ ...NEW_LINE, vatRateBp }],
  };
}

function ProposedInvoiceForm(props: { origin: NonNullable<TInvoiceOrigin>; onCreated: () => void }) {
  const proposal = useInvoiceProposal(props.origin);
  if (proposal.isPending) return <Spinner />;
  if (proposal.isError)
    return <ErrorBox message={userMessage(proposal.error, "La facture n'a pas pu être préparée.")} />;
  const { notice, ...initial } = proposal.data;
  return (
    <>
      {notice ? (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      <NewInvoiceForm
        initial={{ ...initial, lines: initial.lines.length > 0 ? initial.lines : [NEW_LINE] }}
        onCreated={props.onCreated}
      />
    </>
  );
}

function NewInvoiceForm(props: {
  initial: TCreateInvoiceRequest;
  onCreated: () => void;
  invoiceId?: number;
}) {
  const created = useCreateInvoice();
  const updated = useUpdateInvoice(props.invoiceId ?? 0);
  const create = props.invoiceId === undefined ? created : updated;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TCreateInvoiceRequest, unknown, TValues>({
    resolver: zodResolver(ZCreateInvoiceRequest),
    defaultValues: props.initial,
  });
  const lines = useFieldArray({ control, name: 'lines' });

  const onSubmit = (values: TValues) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: () => {
        notify(
          props.invoiceId === undefined ? 'Brouillon de facture créé' : 'Brouillon enregistré',
          values.clientName,
        );
        props.onCreated();
      },
      onError: (error) =>
        setFormError(
          applyServerErrors(
            error,
            setError,
            ['clientName', 'clientAddress', 'clientEmail', 'paymentTermDays'],
            CREATE_ERROR,
          ),
        ),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-4">
      <ErrorBox message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="invoice-clientName" label="Client *" error={errors.clientName?.message}>
          <Input
            {...fieldA11y('invoice-clientName', errors.clientName?.message)}
            maxLength={200}
            {...register('clientName')}
          />
        </FormField>
        <FormField
          id="invoice-paymentTermDays"
          label="Délai de paiement (jours)"
          error={errors.paymentTermDays?.message}
        >
          <Input
            {...fieldA11y('invoice-paymentTermDays', errors.paymentTermDays?.message)}
            type="number"
            min={0}
            max={60}
            {...register('paymentTermDays', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <FormField id="invoice-clientAddress" label="Adresse du client *" error={errors.clientAddress?.message}>
        <Input
          {...fieldA11y('invoice-clientAddress', errors.clientAddress?.message)}
          maxLength={500}
          {...register('clientAddress')}
        />
      </FormField>
      <FormField
        id="invoice-clientEmail"
        label="E-mail du client"
        error={errors.clientEmail?.message}
        hint="Pour les relances de paiement"
      >
        <Input
          {...fieldA11y('invoice-clientEmail', errors.clientEmail?.message)}
          type="email"
          maxLength={254}
          {...register('clientEmail', { setValueAs: (value: string | null) => (value ? value : null) })}
        />
      </FormField>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" className="mt-1" {...register('clientIsBusiness')} />
        <span>
          Client professionnel (entreprise, profession libérale)
          <span className="block text-xs text-slate-600">
            Sinon, la facture porte les mentions dues à un particulier (intérêts au taux légal, médiateur de
            la consommation).
          </span>
        </span>
      </label>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Lignes</legend>
        {lines.fields.map((line, index) => {
          const lineErrors = errors.lines?.[index];
          const id = (name: string) => `invoice-line-${index}-${name}`;
          return (
            <div
              key={line.id}
              className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]"
            >
              <FormField id={id('description')} label="Désignation" error={lineErrors?.description?.message}>
                <Input
                  {...fieldA11y(id('description'), lineErrors?.description?.message)}
                  maxLength={300}
                  {...register(`lines.${index}.description`)}
                />
              </FormField>
              <FormField
                id={id('quantity')}
                label="Quantité"
                error={lineErrors?.quantityThousandths?.message}
              >
                <TypedNumberInput
                  control={control}
                  name={`lines.${index}.quantityThousandths`}
                  id={id('quantity')}
                  error={lineErrors?.quantityThousandths?.message}
                  parse={parseQuantityToThousandths}
                  format={(value) => (Number.isNaN(value) ? '' : quantityText(value))}
                />
              </FormField>
              <FormField
                id={id('price')}
                label="Prix unitaire HT (€)"
                error={lineErrors?.unitPriceCents?.message}
              >
                <TypedNumberInput
                  control={control}
                  name={`lines.${index}.unitPriceCents`}
                  id={id('price')}
                  error={lineErrors?.unitPriceCents?.message}
                  parse={(text) => parseEurosToCents(text) ?? Number.NaN}
                  format={(value) => (Number.isNaN(value) ? '' : centsToEurosInput(value))}
                />
              </FormField>
              <FormField id={id('vat')} label="TVA" error={lineErrors?.vatRateBp?.message}>
                <Select
                  {...fieldA11y(id('vat'), lineErrors?.vatRateBp?.message)}
                  // The line's rate shown from the first render (0 under the franchise), as the form holds it.
                  defaultValue={line.vatRateBp}
                  {...register(`lines.${index}.vatRateBp`, { valueAsNumber: true })}
                >
                  {FRENCH_VAT_RATES_BP.map((rate) => (
                    <option key={rate} value={rate}>
                      {vatRateText(rate)}
                    </option>
                  ))}
                </Select>
              </FormField>
              <div className="flex items-end">
                <Button
                  type="button"
                  variant="outline"
                  disabled={lines.fields.length === 1}
                  onClick={() => lines.remove(index)}
                  aria-label={`Retirer la ligne ${index + 1}`}
                >
                  Retirer
                </Button>
              </div>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          onClick={() => lines.append({ ...NEW_LINE, vatRateBp: props.initial.lines[0]?.vatRateBp ?? 2000 })}
        >
          Ajouter une ligne
        </Button>
      </fieldset>
      <LiveTotals control={control} />
      <div className="flex justify-end gap-3 pt-2">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={create.isPending}>
            Annuler
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={create.isPending}>
          {props.invoiceId === undefined ? 'Créer le brouillon' : 'Enregistrer le brouillon'}
        </Button>
      </div>
    </form>
  );
}

/** Totals HT, TVA and TTC as the lines are typed, computed as the server will (typedLinesTotals). */
function LiveTotals(props: { control: Control<TCreateInvoiceRequest, unknown, TValues> }) {
  const lines = useWatch({ control: props.control, name: 'lines' });
  const totals = typedLinesTotals(
    lines.map((line) => ({
      quantityThousandths: Number(line.quantityThousandths),
      unitPriceCents: Number(line.unitPriceCents),
      vatRateBp: Number(line.vatRateBp),
    })),
  );
  const pending = totals.incompleteLines;
  return (
    <section
      aria-label="Totaux de la facture"
      className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm sm:ml-auto sm:w-80"
    >
      <dl aria-live="polite" className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>Total HT</dt>
        <dd className="text-right tabular-nums">{formatEuros(totals.netCents)}</dd>
        {totals.vatBreakdown.length > 1 ? (
          totals.vatBreakdown.map((rate) => (
            <div key={rate.vatRateBp} className="contents">
              <dt>TVA {vatRateText(rate.vatRateBp)}</dt>
              <dd className="text-right tabular-nums">{formatEuros(rate.vatCents)}</dd>
            </div>
          ))
        ) : (
          <>
            <dt>TVA{totals.vatBreakdown[0] ? ` ${vatRateText(totals.vatBreakdown[0].vatRateBp)}` : ''}</dt>
            <dd className="text-right tabular-nums">{formatEuros(totals.vatCents)}</dd>
          </>
        )}
        <dt className="font-semibold">Total TTC</dt>
        <dd className="text-right font-semibold tabular-nums">{formatEuros(totals.grossCents)}</dd>
      </dl>
      {pending > 0 ? (
        <p className="mt-2 text-xs text-slate-600">
          {pending === 1
            ? 'Une ligne incomplète n’est pas comptée.'
            : `${pending} lignes incomplètes ne sont pas comptées.`}
        </p>
      ) : null}
    </section>
  );
}

/**
 * An amount typed as a person writes it (« 1,5 », « 95,50 »), kept in the form as the number the request
 * carries (thousandths, cents); NaN while it is not one, which the schema refuses with its message.
 */
function TypedNumberInput(props: {
  control: Control<TCreateInvoiceRequest, unknown, TValues>;
  name: FieldPath<TCreateInvoiceRequest>;
  id: string;
  error: string | undefined;
  parse: (text: string) => number;
  format: (value: number) => string;
}) {
  const { field } = useController({ control: props.control, name: props.name });
  const [text, setText] = useState(() => props.format(Number(field.value)));
  return (
    <Input
      {...fieldA11y(props.id, props.error)}
      ref={field.ref}
      name={field.name}
      inputMode="decimal"
      value={text}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(props.parse(event.target.value));
      }}
    />
  );
}

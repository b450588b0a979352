import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  MAX_PAYMENT_TERMS_LENGTH,
  MAX_TERMS_LENGTH,
  type TFeeAgreementTemplate,
  ZFeeAgreementTemplate,
} from '#domain/appointments/fee-agreements/fee-agreement-template.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useFeeAgreementTemplate, useSaveFeeAgreementTemplate } from './pro-profile-api';

const SAVE_ERROR = "Votre convention d'honoraires n'a pas pu être enregistrée. Veuillez réessayer.";
const TEXTAREA_CLASSES =
  'block w-full rounded-md border border-control bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500';
const FIELDS = ['terms', 'paymentTerms', 'mediatorName', 'mediatorAddress', 'mediatorWebsite'] as const;

/**
 * « Convention d'honoraires »: what a client accepts when booking a paying consultation. The parties, the
 * date, the mode and the fee are added to it for each booking; an accepted one never changes.
 */
export function FeeAgreementSection() {
  const template = useFeeAgreementTemplate();
  const [open, setOpen] = useState(false);
  return (
    <section
      id="convention"
      aria-labelledby="convention-titre"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="convention-titre" className="text-lg font-semibold text-slate-900">
          Convention d'honoraires
        </h2>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)} disabled={!template.data}>
          Modifier la convention
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        Vos clients l'acceptent en réservant une consultation payante&#8239;; elle est jointe au rendez-vous,
        en PDF, dans votre espace et dans le leur.
      </p>
      {template.isPending ? (
        <Spinner />
      ) : template.isError || !template.data ? (
        <ErrorBox message="Impossible de charger votre convention d'honoraires. Veuillez réessayer." />
      ) : (
        <dl className="space-y-1 text-sm">
          <div>
            <dt className="inline text-slate-500">Modèle&nbsp;: </dt>
            <dd className="inline text-slate-900">
              {template.data.isDefault ? 'convention par défaut' : 'votre convention personnalisée'}
            </dd>
          </div>
          <div>
            <dt className="inline text-slate-500">Médiateur de la consommation&nbsp;: </dt>
            <dd className="inline text-slate-900">{template.data.template.mediatorName}</dd>
          </div>
        </dl>
      )}
      {template.data ? (
        <ModalDialog
          open={open}
          onOpenChange={setOpen}
          width="max-w-2xl"
          title="Convention d'honoraires"
          description="Les conventions déjà acceptées gardent leur texte&nbsp;: vos modifications valent pour les réservations suivantes."
        >
          <FeeAgreementForm current={template.data.template} onDone={() => setOpen(false)} />
        </ModalDialog>
      ) : null}
    </section>
  );
}

function FeeAgreementForm(props: { current: TFeeAgreementTemplate; onDone: () => void }) {
  const save = useSaveFeeAgreementTemplate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TFeeAgreementTemplate>({
    resolver: zodResolver(ZFeeAgreementTemplate),
    defaultValues: props.current,
  });

  const send = (template: TFeeAgreementTemplate | null) => {
    setFormError(null);
    save.mutate(template, {
      onSuccess: () => {
        notify(
          template ? "Convention d'honoraires enregistrée" : "Convention d'honoraires par défaut rétablie",
        );
        props.onDone();
      },
      onError: (error) => {
        // The server names the fields « template.terms »…
        let shownNextToField = false;
        if (error instanceof ApiError) {
          for (const [key, message] of Object.entries(error.fieldErrors)) {
            const field = FIELDS.find((name) => key === `template.${name}`);
            if (!field) continue;
            setError(field, { type: 'server', message }, { shouldFocus: !shownNextToField });
            shownNextToField = true;
          }
        }
        if (!shownNextToField) setFormError(applyServerErrors(error, setError, [], SAVE_ERROR));
      },
    });
  };

  const textArea = (field: 'terms' | 'paymentTerms', label: string, rows: number, max: number) => {
    const id = `convention-${field}`;
    const error = errors[field]?.message;
    return (
      <FormField id={id} label={label} error={error} hint={`${max} caractères au plus`}>
        <textarea
          {...fieldA11y(id, error, `${max} caractères au plus`)}
          rows={rows}
          maxLength={max}
          className={TEXTAREA_CLASSES}
          {...register(field)}
        />
      </FormField>
    );
  };

  const input = (field: 'mediatorName' | 'mediatorAddress' | 'mediatorWebsite', label: string) => {
    const id = `convention-${field}`;
    const error = errors[field]?.message;
    return (
      <FormField id={id} label={label} error={error}>
        <Input {...fieldA11y(id, error)} maxLength={300} {...register(field)} />
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit((values) => send(values))} className="mt-4 space-y-4">
      <ErrorBox message={formError} />
      {textArea('terms', 'Conditions (mission, honoraires, rétractation…)', 10, MAX_TERMS_LENGTH)}
      {textArea('paymentTerms', 'Modalités de paiement', 3, MAX_PAYMENT_TERMS_LENGTH)}
      {input('mediatorName', 'Médiateur de la consommation')}
      {input('mediatorAddress', 'Adresse du médiateur')}
      {input('mediatorWebsite', 'Site du médiateur')}
      <div className="flex flex-wrap justify-between gap-3 pt-2">
        <Button variant="outline" disabled={save.isPending} onClick={() => send(null)}>
          Rétablir la convention par défaut
        </Button>
        <div className="flex gap-3">
          <Dialog.Close asChild>
            <Button variant="outline" disabled={save.isPending}>
              Annuler
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={save.isPending}>
            Enregistrer
          </Button>
        </div>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  FIRM_INVOICING,
  FIRM_LEGAL_FORM_LABELS,
  FIRM_LEGAL_FORMS,
  type TFirmInvoicing,
  type TFirmRequest,
  type TFirmRequestValues,
  type TFirmResponse,
  ZFirmRequest,
} from '#domain/identity/firms/firm-schemas.ts';
import { VAT_EXEMPTION_MENTION } from '#domain/kernel/vocabulary/company-identifiers.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { DetailRow } from '#web/shared/ui/detail-row.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useSaveFirm } from './firm-api';
import { FirmLogoField, FirmLogoImage } from './firm-logo-field';

type TFirm = TFirmResponse['firm'];

const SAVE_ERROR = "Les informations du cabinet n'ont pas pu être enregistrées. Veuillez réessayer.";
const SIRET_HINT = '14 chiffres, sur l’avis de situation au répertoire Sirene du cabinet';
const VAT_HINT = 'FR, une clé de 2 chiffres et le SIREN du cabinet\u202f; requis pour que le cabinet facture';

export const FIRM_INVOICING_TEXTS: Record<TFirmInvoicing, { label: string; description: string }> = {
  member: {
    label: 'Chaque avocat facture en son nom',
    description:
      'Chaque avocat du cabinet émet ses factures sous son nom, avec son SIRET et sa numérotation, depuis «\u00a0Mes paiements\u00a0».',
  },
  firm: {
    label: 'Le cabinet facture',
    description:
      'Les factures sont émises au nom du cabinet, avec son SIRET, son numéro de TVA (ou la mention de la franchise en base de TVA) et une numérotation commune à ses membres, par les associé(e)s et le/la comptable\u202f; chaque avocat y prépare les brouillons de son travail.',
  },
};

/** The firm's VAT situation, as « Mon cabinet » offers it (the same choice as a lawyer's billing settings). */
export const FIRM_VAT_SITUATIONS = [
  {
    franchise: false,
    label: 'Assujetti à la TVA',
    description: 'Le numéro de TVA intracommunautaire du cabinet figure sur ses factures.',
  },
  {
    franchise: true,
    label: 'Franchise en base de TVA',
    description: `Aucun numéro de TVA à indiquer\u00a0: les factures du cabinet portent la mention «\u00a0${VAT_EXEMPTION_MENTION}\u00a0».`,
  },
] as const;

/** What the read-only card says of the firm's VAT. */
export function firmVatText(firm: Pick<TFirm, 'vatNumber' | 'vatFranchise'>): string {
  if (firm.vatFranchise) return `Franchise en base de TVA (${VAT_EXEMPTION_MENTION})`;
  return firm.vatNumber ?? 'Non renseigné';
}

/** « 73282932000074 » → « 732 829 320 00074 » (SIREN by threes, then the establishment's five digits). */
export function formatSiret(siret: string): string {
  return /^\d{14}$/.test(siret) ? siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4') : siret;
}

const FIELDS = [
  'name',
  'legalForm',
  'siret',
  'vatNumber',
  'vatFranchise',
  'streetAddress',
  'postalCode',
  'city',
  'phone',
  'invoicing',
] as const;

function formValuesOf(firm: TFirm): TFirmRequest {
  return {
    name: firm.name,
    legalForm: firm.legalForm,
    siret: firm.siret ? formatSiret(firm.siret) : '',
    vatNumber: firm.vatFranchise ? null : (firm.vatNumber ?? ''),
    vatFranchise: firm.vatFranchise,
    streetAddress: firm.streetAddress,
    postalCode: firm.postalCode,
    city: firm.city,
    phone: firm.phone,
    invoicing: firm.invoicing,
  };
}

/** The firm's details: a form for those who administer it, the same facts read-only for the others. */
export function FirmDetailsCard(props: { firm: TFirm; canManage: boolean; canChooseInvoicing?: boolean }) {
  return (
    <Card title="Coordonnées du cabinet">
      {props.canManage ? (
        <>
          <div className="mb-6">
            <FirmLogoField firm={props.firm} />
          </div>
          <FirmDetailsForm firm={props.firm} canChooseInvoicing={props.canChooseInvoicing ?? true} />
        </>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            Seul(e) un(e) associé(e) peut modifier les informations du cabinet.
          </p>
          <div className="mb-3">
            <FirmLogoImage firm={props.firm} />
          </div>
          <dl className="divide-y divide-slate-100">
            <DetailRow label="Nom">{props.firm.name}</DetailRow>
            <DetailRow label="Forme d’exercice">{FIRM_LEGAL_FORM_LABELS[props.firm.legalForm]}</DetailRow>
            <DetailRow label="SIRET">
              {props.firm.siret ? formatSiret(props.firm.siret) : 'Non renseigné'}
            </DetailRow>
            <DetailRow label="TVA">{firmVatText(props.firm)}</DetailRow>
            <DetailRow label="Adresse">
              {[props.firm.streetAddress, `${props.firm.postalCode} ${props.firm.city}`.trim()]
                .filter(Boolean)
                .join('\n') || 'Non renseignée'}
            </DetailRow>
            <DetailRow label="Téléphone">{props.firm.phone || 'Non renseigné'}</DetailRow>
          </dl>
          <InvoicingNote invoicing={props.firm.invoicing} />
        </>
      )}
    </Card>
  );
}

function InvoicingNote(props: { invoicing: TFirmInvoicing }) {
  const text = FIRM_INVOICING_TEXTS[props.invoicing];
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
      <h3 className="font-medium text-slate-900">Facturation</h3>
      <p className="mt-1 font-medium text-slate-800">{text.label}</p>
      <p className="mt-1 text-slate-600">{text.description}</p>
    </div>
  );
}

function FirmDetailsForm(props: { firm: TFirm; canChooseInvoicing: boolean }) {
  const save = useSaveFirm();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors },
  } = useForm<TFirmRequest, unknown, TFirmRequestValues>({
    resolver: zodResolver(ZFirmRequest),
    defaultValues: formValuesOf(props.firm),
  });
  const franchise = watch('vatFranchise') === true;

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: (answer) => {
        reset(formValuesOf(answer.firm));
        notify('Informations du cabinet enregistrées');
      },
      onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS, SAVE_ERROR)),
    });
  });

  const text = (
    field: 'name' | 'streetAddress' | 'city' | 'phone' | 'postalCode' | 'siret' | 'vatNumber',
    label: string,
    attributes: { autoComplete: string; maxLength: number; inputMode?: 'numeric' | 'tel'; hint?: string },
  ) => {
    const id = `firm-${field}`;
    const error = errors[field]?.message;
    return (
      <FormField id={id} label={label} error={error} {...(attributes.hint ? { hint: attributes.hint } : {})}>
        <Input
          {...fieldA11y(id, error, attributes.hint)}
          type={field === 'phone' ? 'tel' : 'text'}
          autoComplete={attributes.autoComplete}
          maxLength={attributes.maxLength}
          {...(attributes.inputMode ? { inputMode: attributes.inputMode } : {})}
          {...register(field)}
        />
      </FormField>
    );
  };

  const legalFormError = errors.legalForm?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ErrorBox message={formError} />
      <div className="grid gap-4 md:grid-cols-2">
        {text('name', 'Nom du cabinet *', { autoComplete: 'organization', maxLength: 150 })}
        <FormField id="firm-legalForm" label="Forme d’exercice *" error={legalFormError}>
          <Select {...fieldA11y('firm-legalForm', legalFormError)} {...register('legalForm')}>
            {FIRM_LEGAL_FORMS.map((form) => (
              <option key={form} value={form}>
                {FIRM_LEGAL_FORM_LABELS[form]}
              </option>
            ))}
          </Select>
        </FormField>
        {text('siret', 'SIRET *', {
          autoComplete: 'off',
          maxLength: 20,
          inputMode: 'numeric',
          hint: SIRET_HINT,
        })}
        <fieldset className="space-y-2 md:col-span-2">
          <legend className="text-sm font-medium text-slate-700">Situation de TVA du cabinet</legend>
          {FIRM_VAT_SITUATIONS.map((situation) => (
            <label key={situation.label} className="flex items-start gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="firm-vat-situation"
                className="mt-1"
                checked={franchise === situation.franchise}
                onChange={() => {
                  setValue('vatFranchise', situation.franchise);
                  // Under the franchise the firm has no number to print; back to VAT, one is to be typed.
                  setValue('vatNumber', situation.franchise ? null : '');
                }}
              />
              <span>
                <span className="font-medium text-slate-900">{situation.label}</span>
                <span className="block text-slate-600">{situation.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {franchise
          ? null
          : text('vatNumber', 'N° de TVA intracommunautaire', {
              autoComplete: 'off',
              maxLength: 30,
              hint: VAT_HINT,
            })}
        {text('phone', 'Téléphone *', { autoComplete: 'tel', maxLength: 30, inputMode: 'tel' })}
        <div className="md:col-span-2">
          {text('streetAddress', 'Adresse *', { autoComplete: 'street-address', maxLength: 200 })}
        </div>
        {text('postalCode', 'Code postal *', {
          autoComplete: 'postal-code',
          maxLength: 5,
          inputMode: 'numeric',
        })}
        {text('city', 'Ville *', { autoComplete: 'address-level2', maxLength: 100 })}
      </div>
      {props.canChooseInvoicing ? (
        <fieldset
          className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
          aria-describedby={errors.invoicing?.message ? 'firm-invoicing-error' : undefined}
        >
          <legend className="px-1 font-medium text-slate-900">
            {'Qui émet les factures du cabinet\u202f?'}
          </legend>
          <div className="space-y-3">
            {FIRM_INVOICING.map((value) => (
              <label key={value} className="flex items-start gap-2 text-slate-700">
                <input type="radio" value={value} className="mt-1" {...register('invoicing')} />
                <span>
                  <span className="font-medium text-slate-900">{FIRM_INVOICING_TEXTS[value].label}</span>
                  <span className="block text-slate-600">{FIRM_INVOICING_TEXTS[value].description}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.invoicing?.message ? (
            <p id="firm-invoicing-error" className="mt-2 text-sm text-red-700">
              {errors.invoicing.message}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <InvoicingNote invoicing={props.firm.invoicing} />
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}

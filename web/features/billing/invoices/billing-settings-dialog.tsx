import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type TBillingSettings,
  type TBillingSettingsInput,
  VAT_EXEMPTION_MENTION,
  ZBillingSettings,
} from '#domain/billing/invoices/billing-settings.ts';
import { centsToEurosInput, parseEurosToCents } from '#domain/directory/professionals/money.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useSaveBillingSettings } from './pro-invoices-api';

const REMINDER_CHOICES = [7, 15, 30, 60] as const;
const SAVE_ERROR = "Vos paramètres de facturation n'ont pas pu être enregistrés. Veuillez réessayer.";

/** SIRET, VAT situation, hourly rate and automatic reminders: what every invoice needs before it is issued. */
export function BillingSettingsDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: TBillingSettings | null;
}) {
  return (
    <ModalDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Paramètres de facturation"
      description="Ces mentions figurent sur chaque facture émise&#8239;; une facture déjà émise garde celles de son émission."
    >
      <BillingSettingsForm current={props.current} onSaved={() => props.onOpenChange(false)} />
    </ModalDialog>
  );
}

function BillingSettingsForm(props: { current: TBillingSettings | null; onSaved: () => void }) {
  const save = useSaveBillingSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const [exempt, setExempt] = useState(props.current ? props.current.vatNumber === null : false);
  const [rateText, setRateText] = useState(
    props.current?.hourlyRateCents ? centsToEurosInput(props.current.hourlyRateCents) : '',
  );
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<TBillingSettingsInput, unknown, TBillingSettings>({
    resolver: zodResolver(ZBillingSettings),
    defaultValues: {
      siret: props.current?.siret ?? '',
      vatNumber: props.current?.vatNumber ?? '',
      hourlyRateCents: props.current?.hourlyRateCents ?? null,
      reminderDelaysDays: props.current?.reminderDelaysDays ?? [15],
    },
  });

  const onSubmit = (values: TBillingSettings) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: () => {
        notify('Paramètres de facturation enregistrés');
        props.onSaved();
      },
      onError: (error) =>
        setFormError(
          applyServerErrors(
            error,
            setError,
            ['siret', 'vatNumber', 'hourlyRateCents', 'reminderDelaysDays'],
            SAVE_ERROR,
          ),
        ),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-4">
      <ErrorBox message={formError} />
      <FormField
        id="billing-siret"
        label="SIRET *"
        error={errors.siret?.message}
        hint="14 chiffres, sur votre avis de situation au répertoire Sirene"
      >
        <Input
          {...fieldA11y('billing-siret', errors.siret?.message)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          {...register('siret')}
        />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Situation de TVA</legend>
        {(
          [
            [false, 'Assujetti à la TVA', 'Votre numéro de TVA intracommunautaire figure sur vos factures.'],
            [
              true,
              'Franchise en base de TVA',
              `Aucun numéro de TVA à indiquer\u00a0: vos factures portent la mention «\u00a0${VAT_EXEMPTION_MENTION}\u00a0».`,
            ],
          ] as const
        ).map(([value, label, hint]) => (
          <label key={label} className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="billing-vat-situation"
              className="mt-1"
              checked={exempt === value}
              onChange={() => {
                setExempt(value);
                setValue('vatNumber', value ? null : '');
              }}
            />
            <span>
              <span className="font-medium text-slate-900">{label}</span>
              <span className="block text-slate-600">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {exempt ? null : (
        <FormField
          id="billing-vatNumber"
          label="Numéro de TVA intracommunautaire *"
          error={errors.vatNumber?.message}
          hint="FR suivi de 11 caractères"
        >
          <Input
            {...fieldA11y('billing-vatNumber', errors.vatNumber?.message)}
            autoComplete="off"
            maxLength={20}
            {...register('vatNumber')}
          />
        </FormField>
      )}
      <Controller
        control={control}
        name="hourlyRateCents"
        render={({ field }) => (
          <FormField
            id="billing-hourlyRate"
            label="Taux horaire HT (€)"
            error={errors.hourlyRateCents?.message}
            hint="Pour facturer le temps passé sur un dossier"
          >
            <Input
              {...fieldA11y('billing-hourlyRate', errors.hourlyRateCents?.message)}
              ref={field.ref}
              name={field.name}
              inputMode="decimal"
              value={rateText}
              onBlur={field.onBlur}
              onChange={(event) => {
                setRateText(event.target.value);
                const text = event.target.value.trim();
                field.onChange(text === '' ? null : (parseEurosToCents(text) ?? Number.NaN));
              }}
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="reminderDelaysDays"
        render={({ field }) => (
          <fieldset aria-describedby={errors.reminderDelaysDays ? 'billing-reminders-error' : undefined}>
            <legend className="text-sm font-medium text-slate-700">
              Relances automatiques par e-mail, après l'échéance (3 au plus)
            </legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {REMINDER_CHOICES.map((days) => (
                <label key={days} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={field.value.includes(days)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, days]
                          : field.value.filter((value) => value !== days),
                      )
                    }
                  />
                  {days} jours
                </label>
              ))}
            </div>
            {errors.reminderDelaysDays ? (
              <p id="billing-reminders-error" className="mt-1 text-sm text-red-600">
                {errors.reminderDelaysDays.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <div className="flex justify-end gap-3 pt-2">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={save.isPending}>
            Annuler
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={save.isPending}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}

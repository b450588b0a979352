import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  APPOINTMENT_DURATIONS,
  APPOINTMENT_TYPES,
  DEFAULT_OFFICE_LOCATION,
  PRO_MODES,
  ZCivilDate,
  ZClockTime,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE } from '#domain/kernel/format-messages.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import {
  overlapOf,
  TimeConflictsAlert,
  type TOverlap,
} from '#web/features/agenda/time-conflicts/time-conflicts-alert.tsx';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { formatCivilDate, MODE_LABELS, OFFICE_LOCATIONS } from './appointment-format';
import { useCreateAppointment } from './pro-appointments-api';

const DURATIONS = Object.keys(APPOINTMENT_DURATIONS) as (keyof typeof APPOINTMENT_DURATIONS)[];

const ZNewAppointmentForm = z.object({
  client: z
    .string()
    .trim()
    .min(1, 'Le nom du client est requis')
    .max(200, 'Le nom ne doit pas dépasser 200 caractères'),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, INVALID_EMAIL_MESSAGE),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[\d\s.-]{6,20})?$/, INVALID_PHONE_MESSAGE),
  type: z.enum(APPOINTMENT_TYPES, { error: 'Choisissez un type de rendez-vous' }),
  date: ZCivilDate,
  time: ZClockTime("L'heure est requise"),
  duration: z.enum(
    DURATIONS as [keyof typeof APPOINTMENT_DURATIONS, ...(keyof typeof APPOINTMENT_DURATIONS)[]],
  ),
  mode: z.enum(PRO_MODES),
  location: z.string(),
});
type TFormInput = z.input<typeof ZNewAppointmentForm>;
type TFormOutput = z.output<typeof ZNewAppointmentForm>;

const DEFAULTS: TFormInput = {
  client: '',
  email: '',
  phone: '',
  type: '' as TFormInput['type'],
  date: '',
  time: '',
  duration: '1h30',
  mode: 'office',
  location: DEFAULT_OFFICE_LOCATION,
};

const CREATE_ERROR = 'Une erreur est survenue lors de la création du rendez-vous. Veuillez réessayer.';

export function NewAppointmentDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ModalDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={'Nouveau rendez-vous'}
      description={'Le rendez-vous est créé en attente de confirmation.'}
    >
      <NewAppointmentForm onDone={() => props.onOpenChange(false)} />
    </ModalDialog>
  );
}

function NewAppointmentForm(props: { onDone: () => void }) {
  const create = useCreateAppointment();
  const [formError, setFormError] = useState<string | null>(null);
  // Issue 15 §2: what the time overlaps, until the professional confirms or changes the time.
  const [overlap, setOverlap] = useState<TOverlap | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<TFormInput, unknown, TFormOutput>({
    resolver: zodResolver(ZNewAppointmentForm),
    defaultValues: DEFAULTS,
  });
  const mode = watch('mode');
  const timing = (name: 'date' | 'time' | 'duration') => register(name, { onChange: () => setOverlap(null) });

  const submit = (values: TFormOutput, confirmOverlaps: boolean) => {
    setFormError(null);
    create.mutate(
      {
        client: { name: values.client, email: values.email || null, phone: values.phone || null },
        type: values.type,
        date: values.date,
        time: values.time,
        duration: values.duration,
        mode: values.mode,
        location: values.mode === 'office' ? values.location : null,
        ...(confirmOverlaps ? { confirmOverlaps: true } : {}),
      },
      {
        onSuccess: ({ appointment }) => {
          notify(
            'Rendez-vous créé',
            `${appointment.client} — ${formatCivilDate(appointment.date)} à ${appointment.time}`,
          );
          props.onDone();
        },
        onError: (error) => {
          const found = overlapOf(error);
          setOverlap(found);
          if (found) return;
          setFormError(
            applyServerErrors(
              error,
              setError,
              ['date', 'time', 'type', 'duration', 'mode', 'location'],
              CREATE_ERROR,
            ),
          );
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit((values) => submit(values, false))} className="mt-4 space-y-4">
      <ErrorBox message={formError} />
      <FormField id="new-client" label="Client" error={errors.client?.message}>
        <Input
          {...fieldA11y('new-client', errors.client?.message)}
          autoComplete="off"
          {...register('client')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="new-email" label="E-mail du client (facultatif)" error={errors.email?.message}>
          <Input type="email" {...fieldA11y('new-email', errors.email?.message)} {...register('email')} />
        </FormField>
        <FormField id="new-phone" label="Téléphone du client (facultatif)" error={errors.phone?.message}>
          <Input type="tel" {...fieldA11y('new-phone', errors.phone?.message)} {...register('phone')} />
        </FormField>
      </div>
      <FormField id="new-type" label="Type de rendez-vous" error={errors.type?.message}>
        <Select {...fieldA11y('new-type', errors.type?.message)} {...register('type')}>
          <option value="">Choisissez un type</option>
          {APPOINTMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="new-date" label="Date" error={errors.date?.message}>
          <Input type="date" {...fieldA11y('new-date', errors.date?.message)} {...timing('date')} />
        </FormField>
        <FormField id="new-time" label="Heure" error={errors.time?.message}>
          <Input type="time" {...fieldA11y('new-time', errors.time?.message)} {...timing('time')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="new-duration" label="Durée" error={errors.duration?.message}>
          <Select
            {...fieldA11y('new-duration', errors.duration?.message)}
            defaultValue={DEFAULTS.duration}
            {...timing('duration')}
          >
            {DURATIONS.map((duration) => (
              <option key={duration} value={duration}>
                {duration}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="new-mode" label="Mode" error={errors.mode?.message}>
          <Select
            {...fieldA11y('new-mode', errors.mode?.message)}
            defaultValue={DEFAULTS.mode}
            {...register('mode')}
          >
            {PRO_MODES.map((value) => (
              <option key={value} value={value}>
                {MODE_LABELS[value]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {mode === 'office' ? (
        <FormField id="new-location" label="Lieu" error={errors.location?.message}>
          <Select
            {...fieldA11y('new-location', errors.location?.message)}
            defaultValue={DEFAULTS.location}
            {...register('location')}
          >
            {OFFICE_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      {overlap ? (
        <TimeConflictsAlert
          overlap={overlap}
          confirmLabel="Créer quand même"
          onConfirm={handleSubmit((values) => submit(values, true))}
          pending={create.isPending}
        />
      ) : null}
      <div className="flex justify-end gap-3 pt-2">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={create.isPending}>
            Annuler
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Création…' : 'Créer le rendez-vous'}
        </Button>
      </div>
    </form>
  );
}

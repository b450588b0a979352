import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from '#domain/kernel/zod-fr.ts';
import {
  CASE_CATEGORIES,
  CASE_CREATION_STATUSES,
  CASE_PRIORITIES,
  type TCaseDetail,
  type TProClient,
  UNDEFINED_CLIENT_NAME,
  ZCreateCaseRequest,
} from '#domain/practice/cases/case-schemas.ts';
import { ZOpposingPartiesText } from '#domain/practice/conflicts/conflict-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { TEXTAREA_CLASSES } from '#web/shared/ui/card.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { CreatedWithConflicts } from '../conflicts/possible-conflict-flag';
import { parseEurosToCents, renameFieldErrors } from './case-format';
import { OPPOSING_PARTIES_HINT } from './case-opposing-parties';
import { useCreateCase, useProClients } from './pro-cases-api';

const NOT_A_NUMBER = 'La valeur estimée doit être un nombre';

/** The request's own rules, with the client picked by key and the value typed in euros. */
const ZNewCaseForm = ZCreateCaseRequest.omit({
  client: true,
  estimatedValueCents: true,
  description: true,
  opposingParties: true,
}).extend({
  clientKey: z.string(),
  opposingPartiesText: ZOpposingPartiesText,
  estimatedValue: z.string().transform((text, context) => {
    const cents = parseEurosToCents(text);
    if (cents === null) {
      context.addIssue({ code: 'custom', message: NOT_A_NUMBER });
      return z.NEVER;
    }
    return cents ?? null;
  }),
});
type TFormInput = z.input<typeof ZNewCaseForm>;
type TFormOutput = z.output<typeof ZNewCaseForm>;

const DEFAULTS: TFormInput = {
  title: '',
  clientKey: '',
  status: 'En cours',
  priority: 'Moyenne',
  nextDeadline: '',
  category: 'Autre',
  estimatedValue: '',
  opposingPartiesText: '',
};

const FIELDS = [
  'title',
  'clientKey',
  'status',
  'priority',
  'nextDeadline',
  'category',
  'estimatedValue',
  'opposingPartiesText',
] as const;

/** Server fields named as the form names them. */
function formField(serverField: string): string {
  if (serverField === 'estimatedValueCents') return 'estimatedValue';
  if (serverField === 'opposingParties') return 'opposingPartiesText';
  if (serverField === 'client' || serverField.startsWith('client.')) return 'clientKey';
  return serverField;
}

const CREATE_ERROR = 'Une erreur est survenue lors de la création du dossier. Veuillez réessayer.';

function clientLabel(client: TProClient): string {
  return client.email ? `${client.name} (${client.email})` : client.name;
}

/** « Créer un nouveau dossier » (seed 001 §2, §5). */
export function NewCaseDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ModalDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={'Créer un nouveau dossier'}
      description={"Les champs marqués d'un astérisque sont obligatoires."}
    >
      <NewCaseForm onCancel={() => props.onOpenChange(false)} />
    </ModalDialog>
  );
}

function NewCaseForm(props: { onCancel: () => void }) {
  const create = useCreateCase();
  const clients = useProClients();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [createdWithConflicts, setCreatedWithConflicts] = useState<TCaseDetail | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TFormInput, unknown, TFormOutput>({
    resolver: zodResolver(ZNewCaseForm),
    defaultValues: DEFAULTS,
  });

  const onSubmit = (values: TFormOutput) => {
    setFormError(null);
    const client = clients.data?.clients.find((candidate) => candidate.key === values.clientKey);
    create.mutate(
      {
        title: values.title,
        category: values.category,
        status: values.status,
        priority: values.priority,
        nextDeadline: values.nextDeadline ?? null,
        estimatedValueCents: values.estimatedValue,
        client: client
          ? { userId: client.userId, name: client.name, email: client.email, phone: client.phone }
          : null,
        opposingParties: values.opposingPartiesText,
      },
      {
        onSuccess: (result) => {
          notify('Dossier créé', result.case.title);
          if (result.case.possibleConflicts.length) return setCreatedWithConflicts(result.case);
          // The detail replaces the list: closing the dialog first would bring the list back.
          navigate(paths.pro.case(result.case.id));
        },
        onError: (error) =>
          setFormError(
            applyServerErrors(renameFieldErrors(error, formField), setError, FIELDS, CREATE_ERROR),
          ),
      },
    );
  };

  if (createdWithConflicts) {
    return (
      <CreatedWithConflicts
        message={`Le dossier «\u00a0${createdWithConflicts.title}\u00a0» a été créé.`}
        conflicts={createdWithConflicts.possibleConflicts}
        openLabel="Ouvrir le dossier"
        onOpen={() => navigate(paths.pro.case(createdWithConflicts.id))}
      />
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-4">
      <ErrorBox message={formError} />
      <FormField id="case-title" label="Titre du dossier *" error={errors.title?.message}>
        <Input
          {...fieldA11y('case-title', errors.title?.message)}
          autoComplete="off"
          maxLength={200}
          {...register('title')}
        />
      </FormField>
      <FormField id="case-client" label="Client" error={errors.clientKey?.message}>
        <Select
          {...fieldA11y('case-client', errors.clientKey?.message)}
          defaultValue={DEFAULTS.clientKey}
          {...register('clientKey')}
        >
          <option value="">{UNDEFINED_CLIENT_NAME}</option>
          {(clients.data?.clients ?? []).map((client) => (
            <option key={client.key} value={client.key}>
              {clientLabel(client)}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="case-status" label="Statut" error={errors.status?.message}>
          <Select
            {...fieldA11y('case-status', errors.status?.message)}
            defaultValue={DEFAULTS.status}
            {...register('status')}
          >
            {CASE_CREATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="case-priority" label="Priorité" error={errors.priority?.message}>
          <Select
            {...fieldA11y('case-priority', errors.priority?.message)}
            defaultValue={DEFAULTS.priority}
            {...register('priority')}
          >
            {CASE_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {priority}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="case-deadline" label="Prochaine échéance" error={errors.nextDeadline?.message}>
          <Input
            type="date"
            {...fieldA11y('case-deadline', errors.nextDeadline?.message)}
            {...register('nextDeadline')}
          />
        </FormField>
        <FormField id="case-category" label="Catégorie *" error={errors.category?.message}>
          <Select
            {...fieldA11y('case-category', errors.category?.message)}
            defaultValue={DEFAULTS.category}
            {...register('category')}
          >
            {CASE_CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField id="case-value" label="Valeur estimée (€)" error={errors.estimatedValue?.message}>
        <Input
          inputMode="decimal"
          placeholder="1 500"
          {...fieldA11y('case-value', errors.estimatedValue?.message)}
          {...register('estimatedValue')}
        />
      </FormField>
      <FormField
        id="case-opposing-parties"
        label="Parties adverses"
        error={errors.opposingPartiesText?.message}
        hint={OPPOSING_PARTIES_HINT}
      >
        <textarea
          rows={2}
          className={TEXTAREA_CLASSES}
          {...fieldA11y('case-opposing-parties', errors.opposingPartiesText?.message, OPPOSING_PARTIES_HINT)}
          {...register('opposingPartiesText')}
        />
      </FormField>
      <div className="flex justify-end gap-3 pt-2">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={create.isPending}>
            Annuler
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Création…' : 'Créer le dossier'}
        </Button>
      </div>
    </form>
  );
}

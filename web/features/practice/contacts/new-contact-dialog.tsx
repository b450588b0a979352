import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  contactFullName,
  DEFAULT_COUNTRY,
  type TContactDetail,
  type TCreateContactRequest,
  type TCreateContactValues,
  ZCreateContactRequest,
} from '#domain/practice/contacts/contact-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { CreatedWithConflicts } from '../conflicts/possible-conflict-flag';
import { useCreateContact } from './pro-contacts-api';

type TFormInput = TCreateContactRequest;
type TField = keyof TFormInput;
type TFormTab = 'general' | 'address' | 'professional';

/** Each field and the tab holding it, in the order the form shows them. */
const FIELD_TABS: [TField, TFormTab][] = [
  ['type', 'general'],
  ['clientType', 'general'],
  ['firstName', 'general'],
  ['lastName', 'general'],
  ['email', 'general'],
  ['phone', 'general'],
  ['status', 'general'],
  ['address', 'address'],
  ['postalCode', 'address'],
  ['city', 'address'],
  ['country', 'address'],
  ['company', 'professional'],
  ['position', 'professional'],
  ['siret', 'professional'],
];
const FIELDS = FIELD_TABS.map(([field]) => field);

const DEFAULTS = {
  type: 'client',
  clientType: 'particulier',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  status: 'prospect',
  address: '',
  postalCode: '',
  city: '',
  country: DEFAULT_COUNTRY,
  company: '',
  position: '',
  siret: '',
} satisfies TFormInput;

const CREATE_ERROR = 'Une erreur est survenue lors de la création du contact. Veuillez réessayer.';

const TAB_CLASSES =
  'border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

function firstFieldOf(names: readonly string[]): [TField, TFormTab] | undefined {
  return FIELD_TABS.find(([field]) => names.includes(field));
}

/** « Créer un nouveau contact » (seed 001 §2, §5): three tabs, saving goes to the new contact. */
export function NewContactDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ModalDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={'Créer un nouveau contact'}
      description={"Les champs marqués d'un astérisque sont obligatoires."}
      width="max-w-xl"
    >
      <NewContactForm onCancel={() => props.onOpenChange(false)} />
    </ModalDialog>
  );
}

function NewContactForm(props: { onCancel: () => void }) {
  const create = useCreateContact();
  const navigate = useNavigate();
  const [createdWithConflicts, setCreatedWithConflicts] = useState<TContactDetail | null>(null);
  const [tab, setTab] = useState<TFormTab>('general');
  const [focusField, setFocusField] = useState<TField | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<TFormInput, unknown, TCreateContactValues>({
    resolver: zodResolver(ZCreateContactRequest),
    defaultValues: DEFAULTS,
  });
  const isClient = watch('type') === 'client';

  // A field of another tab mounts only once its tab is shown: focus it then.
  useEffect(() => {
    if (!focusField) return;
    setFocus(focusField);
    setFocusField(null);
  }, [focusField, setFocus]);

  const showFirstError = (names: readonly string[]) => {
    const first = firstFieldOf(names);
    if (!first) return;
    setTab(first[1]);
    setFocusField(first[0]);
  };

  const onInvalid = (fieldErrors: FieldErrors<TFormInput>) => showFirstError(Object.keys(fieldErrors));

  const onSubmit = (values: TCreateContactValues) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: (result) => {
        notify('Contact créé', contactFullName(result.contact));
        if (result.contact.possibleConflicts.length) return setCreatedWithConflicts(result.contact);
        navigate(paths.pro.contact(result.contact.id));
      },
      onError: (error) => {
        setFormError(applyServerErrors(error, setError, FIELDS, CREATE_ERROR));
        if (error instanceof ApiError) showFirstError(Object.keys(error.fieldErrors));
      },
    });
  };

  const field = (name: TField, label: string, options: { type?: string; maxLength?: number } = {}) => {
    const id = `contact-${name}`;
    const message = errors[name]?.message;
    return (
      <FormField id={id} label={label} error={message}>
        <Input
          {...fieldA11y(id, message)}
          type={options.type ?? 'text'}
          maxLength={options.maxLength ?? 200}
          {...register(name)}
        />
      </FormField>
    );
  };

  if (createdWithConflicts) {
    return (
      <CreatedWithConflicts
        message={`Le contact ${contactFullName(createdWithConflicts)} a été créé.`}
        conflicts={createdWithConflicts.possibleConflicts}
        openLabel="Ouvrir la fiche du contact"
        onOpen={() => navigate(paths.pro.contact(createdWithConflicts.id))}
      />
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="mt-4 space-y-4">
      <ErrorBox message={formError} />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TFormTab)}>
        <Tabs.List
          aria-label="Sections du contact"
          className="flex flex-wrap gap-1 border-b border-slate-200"
        >
          <Tabs.Trigger value="general" className={TAB_CLASSES}>
            Informations générales
          </Tabs.Trigger>
          <Tabs.Trigger value="address" className={TAB_CLASSES}>
            Adresse
          </Tabs.Trigger>
          <Tabs.Trigger value="professional" className={TAB_CLASSES}>
            Professionnel
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="general" className="space-y-4 pt-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="contact-type" label="Type de contact" error={errors.type?.message}>
              <Select {...fieldA11y('contact-type', errors.type?.message)} {...register('type')}>
                {CONTACT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {CONTACT_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            </FormField>
            {isClient ? (
              <FormField id="contact-clientType" label="Type de client" error={errors.clientType?.message}>
                <Select
                  {...fieldA11y('contact-clientType', errors.clientType?.message)}
                  {...register('clientType')}
                >
                  {CLIENT_TYPES.map((clientType) => (
                    <option key={clientType} value={clientType}>
                      {CLIENT_TYPE_LABELS[clientType]}
                    </option>
                  ))}
                </Select>
              </FormField>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('firstName', 'Prénom *', { maxLength: 100 })}
            {field('lastName', 'Nom *', { maxLength: 100 })}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('email', 'E-mail *', { type: 'email', maxLength: 254 })}
            {field('phone', 'Téléphone *', { type: 'tel', maxLength: 30 })}
          </div>
          <FormField id="contact-status" label="Statut" error={errors.status?.message}>
            <Select {...fieldA11y('contact-status', errors.status?.message)} {...register('status')}>
              {CONTACT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {CONTACT_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </FormField>
        </Tabs.Content>
        <Tabs.Content value="address" className="space-y-4 pt-4">
          {field('address', 'Adresse', { maxLength: 300 })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('postalCode', 'Code postal', { maxLength: 20 })}
            {field('city', 'Ville', { maxLength: 100 })}
          </div>
          {field('country', 'Pays', { maxLength: 100 })}
        </Tabs.Content>
        <Tabs.Content value="professional" className="space-y-4 pt-4">
          {field('company', 'Entreprise')}
          {field('position', 'Poste')}
          {field('siret', 'SIRET', { maxLength: 20 })}
        </Tabs.Content>
      </Tabs.Root>
      <div className="flex justify-end gap-3 pt-2">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={create.isPending}>
            Annuler
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Création…' : 'Créer le contact'}
        </Button>
      </div>
    </form>
  );
}

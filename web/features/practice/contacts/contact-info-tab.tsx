import { useState } from 'react';
import {
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  type TContactDetail,
  type TUpdateContactRequest,
  ZUpdateContactRequest,
} from '#domain/practice/contacts/contact-schemas.ts';
import { ApiError, userMessage } from '#web/shared/api/http.ts';
import { Card } from '#web/shared/ui/card.tsx';
import { DetailRow } from '#web/shared/ui/detail-row.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { InlineEditCard } from '#web/shared/ui/inline-edit-card.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { ContactTagEditor } from './contact-tag-editor';
import { useUpdateContact } from './pro-contacts-api';

type TFieldErrors = Record<string, string>;
type TValues = Record<string, string>;

/** Long emails and company names wrap inside the value column. */
const VALUE_CLASSES = 'col-span-2 break-words whitespace-pre-line text-slate-900';

export function ContactInfoTab(props: { contact: TContactDetail }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ContactBlock contact={props.contact} />
      <AddressBlock contact={props.contact} />
      <div className="lg:col-span-2">
        <Card title="Étiquettes">
          <ContactTagEditor contact={props.contact} />
        </Card>
      </div>
    </div>
  );
}

/**
 * An inline edit of a block: the same rules as the server are checked first, then the server's own
 * refusals are shown next to their fields; the typed values stay until saved or cancelled.
 */
function useInlineEdit(contact: TContactDetail, initial: () => TValues) {
  const update = useUpdateContact(contact.id);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<TValues>(initial);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const start = () => {
    update.reset();
    setValues(initial());
    setFieldErrors({});
    setFormError(null);
    setEditing(true);
  };

  const save = (body: TUpdateContactRequest) => {
    setFormError(null);
    const parsed = ZUpdateContactRequest.safeParse(body);
    if (!parsed.success) {
      setFieldErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])),
      );
      return;
    }
    setFieldErrors({});
    update.mutate(body, {
      onSuccess: () => {
        setEditing(false);
        notify('Contact mis à jour');
      },
      onError: (error) => {
        const errors = error instanceof ApiError ? error.fieldErrors : {};
        setFieldErrors(errors);
        if (!Object.keys(values).some((field) => errors[field])) setFormError(userMessage(error));
      },
    });
  };

  const input = (name: string, label: string, options: { type?: string; maxLength?: number } = {}) => {
    const id = `edit-contact-${name}`;
    return (
      <FormField id={id} label={label} error={fieldErrors[name]}>
        <Input
          {...fieldA11y(id, fieldErrors[name])}
          type={options.type ?? 'text'}
          maxLength={options.maxLength ?? 200}
          value={values[name] ?? ''}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      </FormField>
    );
  };

  return {
    editing,
    values,
    setValues,
    fieldErrors,
    formError,
    pending: update.isPending,
    start,
    cancel: () => setEditing(false),
    save,
    input,
  };
}

function ContactBlock(props: { contact: TContactDetail }) {
  const { contact } = props;
  const edit = useInlineEdit(contact, () => ({
    type: contact.type,
    clientType: contact.clientType ?? 'particulier',
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    status: contact.status,
    company: contact.company ?? '',
    position: contact.position ?? '',
    siret: contact.siret ?? '',
  }));
  const { values } = edit;
  const select = (name: 'type' | 'clientType' | 'status', label: string, options: [string, string][]) => {
    const id = `edit-contact-${name}`;
    return (
      <FormField id={id} label={label} error={edit.fieldErrors[name]}>
        <Select
          {...fieldA11y(id, edit.fieldErrors[name])}
          value={values[name] ?? ''}
          onChange={(event) => edit.setValues((current) => ({ ...current, [name]: event.target.value }))}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      </FormField>
    );
  };

  return (
    <InlineEditCard
      title="Informations de contact"
      editLabel="Modifier les informations de contact"
      editing={edit.editing}
      pending={edit.pending}
      formError={edit.formError}
      onEdit={edit.start}
      onCancel={edit.cancel}
      onSubmit={() =>
        edit.save({
          type: values.type as TUpdateContactRequest['type'],
          ...(values.type === 'client'
            ? { clientType: values.clientType as TUpdateContactRequest['clientType'] }
            : {}),
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone,
          status: values.status as TUpdateContactRequest['status'],
          company: values.company,
          position: values.position,
          siret: values.siret,
        })
      }
      fields={
        <div className="grid gap-4 sm:grid-cols-2">
          {select(
            'type',
            'Type de contact',
            CONTACT_TYPES.map((type) => [type, CONTACT_TYPE_LABELS[type]]),
          )}
          {values.type === 'client'
            ? select(
                'clientType',
                'Type de client',
                CLIENT_TYPES.map((type) => [type, CLIENT_TYPE_LABELS[type]]),
              )
            : null}
          {edit.input('firstName', 'Prénom *', { maxLength: 100 })}
          {edit.input('lastName', 'Nom *', { maxLength: 100 })}
          {edit.input('email', 'E-mail *', { type: 'email', maxLength: 254 })}
          {edit.input('phone', 'Téléphone *', { type: 'tel', maxLength: 30 })}
          {select(
            'status',
            'Statut',
            CONTACT_STATUSES.map((status) => [status, CONTACT_STATUS_LABELS[status]]),
          )}
          {edit.input('company', 'Entreprise')}
          {edit.input('position', 'Poste')}
          {edit.input('siret', 'SIRET', { maxLength: 20 })}
        </div>
      }
    >
      <dl className="divide-y divide-slate-100">
        <DetailRow label="E-mail" valueClassName={VALUE_CLASSES}>
          <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline">
            {contact.email}
          </a>
        </DetailRow>
        <DetailRow label="Téléphone" valueClassName={VALUE_CLASSES}>
          <a href={`tel:${contact.phone.replace(/[\s.-]/g, '')}`} className="text-brand-700 hover:underline">
            {contact.phone}
          </a>
        </DetailRow>
        <DetailRow label="Entreprise" valueClassName={VALUE_CLASSES}>
          {contact.company ?? '—'}
        </DetailRow>
        <DetailRow label="Poste" valueClassName={VALUE_CLASSES}>
          {contact.position ?? '—'}
        </DetailRow>
        <DetailRow label="SIRET" valueClassName={VALUE_CLASSES}>
          {contact.siret ?? '—'}
        </DetailRow>
      </dl>
    </InlineEditCard>
  );
}

function AddressBlock(props: { contact: TContactDetail }) {
  const { contact } = props;
  const edit = useInlineEdit(contact, () => ({
    address: contact.address ?? '',
    postalCode: contact.postalCode ?? '',
    city: contact.city ?? '',
    country: contact.country,
  }));
  const hasAddress = Boolean(contact.address || contact.city || contact.postalCode);
  const cityLine = [contact.postalCode, contact.city].filter(Boolean).join(' ');

  return (
    <InlineEditCard
      title="Adresse"
      editLabel="Modifier l'adresse"
      editing={edit.editing}
      pending={edit.pending}
      formError={edit.formError}
      onEdit={edit.start}
      onCancel={edit.cancel}
      onSubmit={() =>
        edit.save({
          address: edit.values.address,
          postalCode: edit.values.postalCode,
          city: edit.values.city,
          country: edit.values.country,
        })
      }
      fields={
        <>
          {edit.input('address', 'Adresse', { maxLength: 300 })}
          <div className="grid gap-4 sm:grid-cols-2">
            {edit.input('postalCode', 'Code postal', { maxLength: 20 })}
            {edit.input('city', 'Ville', { maxLength: 100 })}
          </div>
          {edit.input('country', 'Pays', { maxLength: 100 })}
        </>
      }
    >
      {hasAddress ? (
        <address className="text-sm leading-6 text-slate-900 not-italic">
          {contact.address ? <span className="block">{contact.address}</span> : null}
          {cityLine ? <span className="block">{cityLine}</span> : null}
          <span className="block">{contact.country}</span>
        </address>
      ) : (
        <p className="text-sm text-slate-500">Aucune adresse renseignée</p>
      )}
    </InlineEditCard>
  );
}

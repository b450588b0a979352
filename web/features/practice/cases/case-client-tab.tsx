import { UserRoundSearch } from 'lucide-react';
import { useState } from 'react';
import {
  CASE_CATEGORIES,
  caseCategoryLabel,
  type TCaseCategory,
  type TCaseDetail,
} from '#domain/practice/cases/case-schemas.ts';
import { ApiError, userMessage } from '#web/shared/api/http.ts';
import { formatInstantDate } from '#web/shared/format-dates.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card, TEXTAREA_CLASSES } from '#web/shared/ui/card.tsx';
import { DetailRow } from '#web/shared/ui/detail-row.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { InlineEditCard } from '#web/shared/ui/inline-edit-card.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { CaseDocuments } from './case-documents';
import { formatCivilDateShort, formatDeadline, formatEuros } from './case-format';
import { CaseOpposingPartiesCard } from './case-opposing-parties';
import { ClientPickerDialog } from './client-picker-dialog';
import { useUpdateCase } from './pro-cases-api';

/** Field errors of a refused edit, and the message for the red box when no field shows it. */
function editErrors(error: unknown, fields: readonly string[]) {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const shown = fields.some((field) => fieldErrors[field]);
  return { fieldErrors, formError: error && !shown ? userMessage(error) : null };
}

export function CaseClientTab(props: { caseDetail: TCaseDetail }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ClientCard caseDetail={props.caseDetail} />
      <CaseOpposingPartiesCard caseDetail={props.caseDetail} />
      <CaseInfoCard caseDetail={props.caseDetail} />
      <DescriptionCard caseDetail={props.caseDetail} />
      <CaseDocuments caseDetail={props.caseDetail} />
    </div>
  );
}

function ClientCard(props: { caseDetail: TCaseDetail }) {
  const { client } = props.caseDetail;
  const update = useUpdateCase(props.caseDetail.id);
  const [picking, setPicking] = useState(false);
  return (
    <Card
      title="Informations du client"
      action={
        <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
          <UserRoundSearch className="h-4 w-4" aria-hidden="true" />
          Sélectionner un client
        </Button>
      }
    >
      <dl className="divide-y divide-slate-100">
        <DetailRow label="Nom">{client.name}</DetailRow>
        <DetailRow label="E-mail">{client.email ?? '—'}</DetailRow>
        <DetailRow label="Téléphone">{client.phone ?? '—'}</DetailRow>
        <DetailRow label="Adresse">{client.address ?? 'Aucune adresse renseignée'}</DetailRow>
      </dl>
      <ClientPickerDialog
        open={picking}
        onOpenChange={setPicking}
        onConfirm={async (picked) => {
          await update.mutateAsync({
            client: { userId: picked.userId, name: picked.name, email: picked.email, phone: picked.phone },
          });
          notify('Client mis à jour', picked.name);
        }}
      />
    </Card>
  );
}

function CaseInfoCard(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  const update = useUpdateCase(caseDetail.id);
  const [editing, setEditing] = useState(false);
  const [category, setCategory] = useState<TCaseCategory>(caseDetail.category);
  const [deadline, setDeadline] = useState(caseDetail.nextDeadline ?? '');
  const { fieldErrors, formError } = editErrors(update.error, ['category', 'nextDeadline']);

  const startEditing = () => {
    update.reset();
    setCategory(caseDetail.category);
    setDeadline(caseDetail.nextDeadline ?? '');
    setEditing(true);
  };

  return (
    <InlineEditCard
      title="Informations du dossier"
      editLabel="Modifier les informations du dossier"
      editing={editing}
      pending={update.isPending}
      formError={formError}
      onEdit={startEditing}
      onCancel={() => setEditing(false)}
      onSubmit={() =>
        update.mutate(
          { category, nextDeadline: deadline },
          {
            onSuccess: () => {
              setEditing(false);
              notify('Dossier mis à jour');
            },
          },
        )
      }
      fields={
        <>
          <FormField id="edit-category" label="Catégorie" error={fieldErrors.category}>
            <Select
              {...fieldA11y('edit-category', fieldErrors.category)}
              value={category}
              onChange={(event) => setCategory(event.target.value as TCaseCategory)}
            >
              {CASE_CATEGORIES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="edit-deadline" label="Prochaine échéance" error={fieldErrors.nextDeadline}>
            <Input
              type="date"
              {...fieldA11y('edit-deadline', fieldErrors.nextDeadline)}
              value={deadline}
              onChange={(event) => setDeadline(event.target.value)}
            />
          </FormField>
        </>
      }
    >
      <dl className="divide-y divide-slate-100">
        <DetailRow label="Catégorie">{caseCategoryLabel(caseDetail.category)}</DetailRow>
        <DetailRow label="Prochaine échéance">{formatDeadline(caseDetail.nextDeadline)}</DetailRow>
        <DetailRow label="Date d'ouverture">{formatCivilDateShort(caseDetail.openingDate)}</DetailRow>
        <DetailRow label="Dernière mise à jour">{formatInstantDate(caseDetail.lastUpdate)}</DetailRow>
        <DetailRow label="Valeur estimée">
          {caseDetail.estimatedValueCents === null ? '—' : formatEuros(caseDetail.estimatedValueCents)}
        </DetailRow>
      </dl>
    </InlineEditCard>
  );
}

function DescriptionCard(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  const update = useUpdateCase(caseDetail.id);
  const [editing, setEditing] = useState(false);
  const [description, setDescription] = useState(caseDetail.description ?? '');
  const [notes, setNotes] = useState(caseDetail.notes ?? '');
  const { fieldErrors, formError } = editErrors(update.error, ['description', 'notes']);

  const startEditing = () => {
    update.reset();
    setDescription(caseDetail.description ?? '');
    setNotes(caseDetail.notes ?? '');
    setEditing(true);
  };

  return (
    <InlineEditCard
      title="Description et notes"
      editLabel="Modifier la description et les notes"
      editing={editing}
      pending={update.isPending}
      formError={formError}
      onEdit={startEditing}
      onCancel={() => setEditing(false)}
      onSubmit={() =>
        update.mutate(
          { description, notes },
          {
            onSuccess: () => {
              setEditing(false);
              notify('Dossier mis à jour');
            },
          },
        )
      }
      fields={
        <>
          <FormField id="edit-description" label="Description" error={fieldErrors.description}>
            <textarea
              {...fieldA11y('edit-description', fieldErrors.description)}
              rows={4}
              maxLength={10_000}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              className={TEXTAREA_CLASSES}
            />
          </FormField>
          <FormField id="edit-notes" label="Notes" error={fieldErrors.notes}>
            <textarea
              {...fieldA11y('edit-notes', fieldErrors.notes)}
              rows={6}
              maxLength={20_000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              className={TEXTAREA_CLASSES}
            />
          </FormField>
        </>
      }
    >
      <dl className="space-y-4 text-sm">
        <div>
          <dt className="font-medium text-slate-700">Description</dt>
          <dd className="mt-1 whitespace-pre-line text-slate-900">
            {caseDetail.description ?? 'Aucune description'}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">Notes</dt>
          <dd className="mt-1 whitespace-pre-line text-slate-900">{caseDetail.notes ?? 'Aucune note'}</dd>
        </div>
      </dl>
    </InlineEditCard>
  );
}

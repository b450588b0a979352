import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Trash2 } from 'lucide-react';
import { Collapsible, Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { COURT_PLACES, OFFICE_PLACES, OTHER_PLACE } from '#domain/agenda/planning/event-places.ts';
import type { TEventScope, TPlanningEvent } from '#domain/agenda/planning/planning-event-schemas.ts';
import { useProClients } from '#web/features/practice/cases/pro-cases-api.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { DialogPanel } from '#web/shared/ui/dialog-panel.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { overlapOf, TimeConflictsAlert, type TOverlap } from '../time-conflicts/time-conflicts-alert';
import { formToRequest, type TEventFormValues, ZEventForm } from './event-form-schema';
import { EventScopeChoice } from './event-scope-choice';
import { type TOccurrenceScope, useDeleteEvent, useSaveEvent } from './planning-api';
import {
  EVENT_MODE_OPTIONS,
  EVENT_STATUS_OPTIONS,
  EVENT_TYPE_OPTIONS,
  REPEAT_END_OPTIONS,
  REPEAT_OPTIONS,
  typeHasClient,
} from './planning-options';

/** An event in person may be at the office or at a court: « En cabinet » would say the wrong place. */
const IN_PERSON_LABEL = 'En personne';

const SAVE_ERROR = "Une erreur est survenue lors de l'enregistrement. Veuillez réessayer.";
const FIELDS = [
  'title',
  'clientName',
  'date',
  'startTime',
  'endTime',
  'location',
  'otherLocation',
  'description',
  'repeat',
  'repeatEnd',
  'until',
  'count',
] as const;

/** The fields that say when the event takes place: changing one drops the overlaps shown for the old time. */
const TIMING_FIELDS: readonly string[] = [
  'date',
  'startTime',
  'endTime',
  'repeat',
  'repeatEnd',
  'until',
  'count',
];

/** `scope`: set when one occurrence of a series was opened, with the choice made before the form. */
export type TEventFormTarget = { id: number; values: TEventFormValues; scope?: TOccurrenceScope };

const SCOPE_NOTES: Record<TEventScope, string> = {
  this: 'Seule cette occurrence de la série sera modifiée.',
  following: 'Cette occurrence et les suivantes seront modifiées\u202f; les précédentes ne changent pas.',
  all: 'Toute la série sera modifiée\u202f; elle reprend à partir de la date indiquée.',
};

/** « Nouvel événement » / « Modifier l'événement » (seed 001 §2, §5). */
export function EventFormDialog(props: {
  target: TEventFormTarget | null;
  onClose: () => void;
  /** A new event was created: the planning goes to it (issue 26 §1), so focus does not go back to the slot. */
  onCreated?: (event: TPlanningEvent) => void;
}) {
  const created = useRef(false);
  return (
    <Dialog.Root
      open={props.target !== null}
      onOpenChange={(open) => {
        if (open) return;
        created.current = false;
        props.onClose();
      }}
    >
      <DialogPanel
        width="max-w-xl"
        onCloseAutoFocus={(event) => {
          if (!created.current) return;
          created.current = false;
          event.preventDefault();
        }}
      >
        {props.target ? (
          <EventForm
            target={props.target}
            onClose={props.onClose}
            onCreated={(event) => {
              created.current = true;
              props.onCreated?.(event);
            }}
          />
        ) : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

/**
 * The client choices (seed 001 §3: a list of names): the professional's real clients, plus the name an
 * event already carries when it is not among them, so editing never loses it.
 */
function useClientNames(current: string | null | undefined): string[] {
  const names = [...new Set((useProClients().data?.clients ?? []).map((client) => client.name))];
  const kept = current?.trim();
  return kept && !names.includes(kept) ? [kept, ...names] : names;
}

function EventForm(props: {
  target: TEventFormTarget;
  onClose: () => void;
  onCreated: (event: TPlanningEvent) => void;
}) {
  const { id, scope } = props.target;
  const isNew = id === 0;
  const isSeries = scope !== undefined;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteScope, setDeleteScope] = useState<TEventScope>(scope?.scope ?? 'all');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const [formError, setFormError] = useState<string | null>(null);
  // Issue 15 §2: what the time overlaps, until the professional confirms or changes the time.
  const [overlap, setOverlap] = useState<TOverlap | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<TEventFormValues>({
    resolver: zodResolver(ZEventForm),
    defaultValues: props.target.values,
    // Seed 001 §5: checked on submit; an error clears when its field is edited.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const field = (name: (typeof FIELDS)[number] | 'type' | 'mode' | 'status') =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        if (TIMING_FIELDS.includes(name)) setOverlap(null);
      },
    });
  const type = watch('type');
  const repeat = watch('repeat');
  const repeatEnd = watch('repeatEnd');
  const mode = watch('mode');
  const location = watch('location');
  const clientNames = useClientNames(props.target.values.clientName);
  // Controlled: its options arrive after the form opens, and an uncontrolled select would drop the value.
  const clientValue = watch('clientName') ?? '';

  const submitWith = (confirmOverlaps: boolean) =>
    handleSubmit(async (values) => {
      setFormError(null);
      try {
        const request = { ...formToRequest(values), ...(confirmOverlaps ? { confirmOverlaps: true } : {}) };
        const saved = await save.mutateAsync({ id, request, scope });
        if (isNew) {
          notify('Événement créé', 'Le nouvel événement a été ajouté avec succès.');
          props.onCreated(saved.event);
        } else notify('Événement modifié', "L'événement a été mis à jour avec succès.");
        props.onClose();
      } catch (error) {
        const found = overlapOf(error);
        setOverlap(found);
        if (!found) setFormError(applyServerErrors(error, setError, FIELDS, SAVE_ERROR));
      }
    });

  // Confirmed first (issue 15 §3); for a series, the confirmation also asks which occurrences go.
  const onDelete = async () => {
    setDeleteError(null);
    try {
      await remove.mutateAsync({ id, scope: scope ? { ...scope, scope: deleteScope } : undefined });
      setConfirmingDelete(false);
      notify('Événement supprimé', "L'événement a été retiré de votre planning.");
      props.onClose();
    } catch (error) {
      setDeleteError(applyServerErrors(error, setError, FIELDS, SAVE_ERROR));
    }
  };

  const busy = isSubmitting || remove.isPending;
  return (
    <form onSubmit={submitWith(false)} noValidate className="space-y-4">
      <Dialog.Title className="text-lg font-semibold text-slate-900">
        {isNew ? 'Nouvel événement' : "Modifier l'événement"}
      </Dialog.Title>
      <Dialog.Description className="sr-only">
        {isNew ? 'Ajoutez un événement à votre planning.' : 'Modifiez cet événement de votre planning.'}
      </Dialog.Description>
      <ErrorBox message={formError} />
      {scope ? (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">{SCOPE_NOTES[scope.scope]}</p>
      ) : null}
      <FormField id="event-title" label="Titre" error={errors.title?.message}>
        <Input {...fieldA11y('event-title', errors.title?.message)} {...field('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-type" label="Type" error={errors.type?.message}>
          <Select {...fieldA11y('event-type', errors.type?.message)} {...field('type')}>
            {EVENT_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </FormField>
        {typeHasClient(type) ? (
          <FormField id="event-client" label="Client" error={errors.clientName?.message}>
            <Select
              {...fieldA11y('event-client', errors.clientName?.message)}
              {...field('clientName')}
              value={clientValue}
            >
              <option value="">Aucun client</option>
              {clientNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="event-date" label="Date" error={errors.date?.message}>
          <Input type="date" {...fieldA11y('event-date', errors.date?.message)} {...field('date')} />
        </FormField>
        <FormField id="event-start" label="Heure de début" error={errors.startTime?.message}>
          <Input
            type="time"
            {...fieldA11y('event-start', errors.startTime?.message)}
            {...field('startTime')}
          />
        </FormField>
        <FormField id="event-end" label="Heure de fin" error={errors.endTime?.message}>
          <Input type="time" {...fieldA11y('event-end', errors.endTime?.message)} {...field('endTime')} />
        </FormField>
      </div>
      {scope?.scope === 'this' ? null : (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="event-repeat" label="Répétition" error={errors.repeat?.message}>
            <Select {...fieldA11y('event-repeat', errors.repeat?.message)} {...field('repeat')}>
              {REPEAT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormField>
          {repeat === 'none' ? null : (
            <FormField id="event-repeat-end" label="Fin" error={errors.repeatEnd?.message}>
              <Select {...fieldA11y('event-repeat-end', errors.repeatEnd?.message)} {...field('repeatEnd')}>
                {REPEAT_END_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
          {repeat !== 'none' && repeatEnd === 'until' ? (
            <FormField id="event-until" label="Date de fin de la répétition" error={errors.until?.message}>
              <Input type="date" {...fieldA11y('event-until', errors.until?.message)} {...field('until')} />
            </FormField>
          ) : null}
          {repeat !== 'none' && repeatEnd === 'count' ? (
            <FormField id="event-count" label="Nombre d'occurrences" error={errors.count?.message}>
              <Input
                type="number"
                min={1}
                max={730}
                inputMode="numeric"
                {...fieldA11y('event-count', errors.count?.message)}
                {...field('count')}
              />
            </FormField>
          ) : null}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-mode" label="Mode" error={errors.mode?.message}>
          <Select {...fieldA11y('event-mode', errors.mode?.message)} {...field('mode')}>
            {EVENT_MODE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value === 'office' ? IN_PERSON_LABEL : option.label}
              </option>
            ))}
          </Select>
        </FormField>
        {mode === 'office' ? (
          <FormField id="event-location" label="Lieu" error={errors.location?.message}>
            <Select {...fieldA11y('event-location', errors.location?.message)} {...field('location')}>
              <option value="">Aucun lieu</option>
              <optgroup label="Cabinet">
                {OFFICE_PLACES.map((place) => (
                  <option key={place} value={place}>
                    {place}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Juridictions">
                {COURT_PLACES.map((place) => (
                  <option key={place} value={place}>
                    {place}
                  </option>
                ))}
              </optgroup>
              <option value={OTHER_PLACE}>Autre lieu…</option>
            </Select>
          </FormField>
        ) : null}
      </div>
      {mode === 'office' && location === OTHER_PLACE ? (
        <FormField id="event-other-location" label="Autre lieu" error={errors.otherLocation?.message}>
          <Input
            placeholder="Ex. : maison de la justice et du droit"
            {...fieldA11y('event-other-location', errors.otherLocation?.message)}
            {...field('otherLocation')}
          />
        </FormField>
      ) : null}
      <FormField id="event-description" label="Description" error={errors.description?.message}>
        <textarea
          rows={3}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          {...fieldA11y('event-description', errors.description?.message)}
          {...field('description')}
        />
      </FormField>
      <Collapsible.Root className="rounded-md border border-slate-200">
        <Collapsible.Trigger className="group flex w-full items-center justify-between px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
          Options avancées
          <ChevronDown
            className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </Collapsible.Trigger>
        <Collapsible.Content className="space-y-4 border-t border-slate-200 p-3">
          <FormField id="event-status" label="Statut" error={errors.status?.message}>
            <Select {...fieldA11y('event-status', errors.status?.message)} {...field('status')}>
              {EVENT_STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormField>
        </Collapsible.Content>
      </Collapsible.Root>
      {overlap ? (
        <TimeConflictsAlert
          overlap={overlap}
          confirmLabel={isNew ? 'Créer quand même' : 'Enregistrer quand même'}
          onConfirm={submitWith(true)}
          pending={isSubmitting}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        <div>
          {isNew ? null : (
            <Button
              variant="destructive"
              onClick={() => {
                setDeleteError(null);
                setDeleteScope(scope?.scope ?? 'all');
                setConfirmingDelete(true);
              }}
              disabled={busy}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Supprimer
            </Button>
          )}
        </div>
        <div className="flex gap-3">
          <Button variant="outline" onClick={props.onClose} disabled={busy}>
            Annuler
          </Button>
          <Button type="submit" disabled={busy}>
            {isNew ? 'Créer' : 'Enregistrer'}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title={isSeries ? "Supprimer l'événement récurrent" : "Supprimer l'événement"}
        confirmLabel="Supprimer"
        destructive
        pending={remove.isPending}
        error={deleteError}
        onConfirm={onDelete}
        onCancel={() => setConfirmingDelete(false)}
        extra={
          isSeries ? (
            <EventScopeChoice
              label="Événements à supprimer"
              value={deleteScope}
              onChange={setDeleteScope}
              disabled={remove.isPending}
            />
          ) : null
        }
      >
        {isSeries
          ? `«\u00a0${props.target.values.title}\u00a0» fait partie d'une série. Quels événements supprimer\u202f? Cette action est irréversible.`
          : `Supprimer «\u00a0${props.target.values.title}\u00a0» de votre planning\u202f? Cette action est irréversible.`}
      </ConfirmDialog>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '#domain/kernel/zod-fr.ts';
import { type TWorkSessionRequest, ZWorkSessionRequest } from '#domain/practice/cases/case-schemas.ts';
import { workDurationInput } from '#domain/practice/cases/work-session-duration.ts';
import type { TWorkSession } from '#domain/practice/work-timer/work-timer.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { TEXTAREA_CLASSES } from '#web/shared/ui/card.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { parisToday } from './case-format';
import { useSaveWorkSession } from './pro-cases-api';

type TFormOutput = z.output<typeof ZWorkSessionRequest>;
const FIELDS = ['title', 'duration', 'description', 'date'] as const;
const SAVE_ERROR = "Une erreur est survenue lors de l'enregistrement de la session. Veuillez réessayer.";
const DURATION_HINT = 'Format\u00a0: 1\u00a0h\u00a030, 45\u00a0min, 2\u00a0h, etc.';

/** What the form edits: a new session (null) or an existing one. */
export type TWorkSessionTarget = { session: TWorkSession | null };

function initialValues(session: TWorkSession | null): TWorkSessionRequest {
  return session
    ? {
        title: session.title,
        duration: workDurationInput(session.durationMinutes),
        description: session.description ?? '',
        date: session.date,
      }
    : { title: '', duration: '', description: '', date: parisToday() };
}

/** « Ajouter une session » / « Modifier la session » (seed 001 §2, §5). */
export function WorkSessionFormDialog(props: {
  caseId: number;
  target: TWorkSessionTarget | null;
  onClose: () => void;
}) {
  const title = props.target?.session ? 'Modifier la session' : 'Ajouter une session';
  return (
    <ModalDialog
      open={props.target !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={title}
      description={'Le titre et la durée sont obligatoires.'}
    >
      {props.target ? (
        <WorkSessionForm caseId={props.caseId} session={props.target.session} onClose={props.onClose} />
      ) : null}
    </ModalDialog>
  );
}

function WorkSessionForm(props: { caseId: number; session: TWorkSession | null; onClose: () => void }) {
  const save = useSaveWorkSession(props.caseId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TWorkSessionRequest, unknown, TFormOutput>({
    resolver: zodResolver(ZWorkSessionRequest),
    defaultValues: initialValues(props.session),
  });

  const onSubmit = (values: TFormOutput) => {
    setFormError(null);
    save.mutate(
      { sessionId: props.session?.id ?? null, body: values },
      {
        onSuccess: () => {
          notify(props.session ? 'Session modifiée' : 'Session ajoutée', values.title);
          props.onClose();
        },
        onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS, SAVE_ERROR)),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-4">
      <ErrorBox message={formError} />
      <FormField id="session-title" label="Titre *" error={errors.title?.message}>
        <Input
          {...fieldA11y('session-title', errors.title?.message)}
          maxLength={200}
          autoComplete="off"
          {...register('title')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="session-duration"
          label="Durée *"
          hint={DURATION_HINT}
          error={errors.duration?.message}
        >
          <Input
            {...fieldA11y('session-duration', errors.duration?.message, DURATION_HINT)}
            placeholder="1h30min"
            autoComplete="off"
            {...register('duration')}
          />
        </FormField>
        <FormField id="session-date" label="Date" error={errors.date?.message}>
          <Input type="date" {...fieldA11y('session-date', errors.date?.message)} {...register('date')} />
        </FormField>
      </div>
      <FormField
        id="session-description"
        label="Description (facultatif)"
        error={errors.description?.message}
      >
        <textarea
          {...fieldA11y('session-description', errors.description?.message)}
          rows={3}
          maxLength={5000}
          className={TEXTAREA_CLASSES}
          {...register('description')}
        />
      </FormField>
      <div className="flex justify-end gap-3 pt-2">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={save.isPending}>
            Annuler
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement…' : props.session ? 'Enregistrer' : 'Ajouter la session'}
        </Button>
      </div>
    </form>
  );
}

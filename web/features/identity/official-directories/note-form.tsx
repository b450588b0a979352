import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '#domain/kernel/zod-fr.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';

type TNoteSchema = z.ZodType<{ note: string }, { note: string }>;

/**
 * The administrator's note, required (validation of a registration that does not match its directory
 * exactly, keeping a flagged professional): the same schema as the server's, its error next to the field.
 */
export function NoteForm(props: {
  schema: TNoteSchema;
  label: string;
  hint: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (note: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ note: string }>({ resolver: zodResolver(props.schema), defaultValues: { note: '' } });
  const error = errors.note?.message;
  return (
    <form
      noValidate
      className="mt-4 space-y-3"
      onSubmit={handleSubmit(async (values) => {
        setFormError(null);
        try {
          await props.onSubmit(values.note);
        } catch (failure) {
          setFormError(applyServerErrors(failure, setError, ['note'], 'Une erreur est survenue.'));
        }
      })}
    >
      <FormField id={id} label={props.label} error={error} hint={props.hint}>
        <textarea
          {...fieldA11y(id, error, props.hint)}
          {...register('note')}
          rows={3}
          maxLength={1000}
          className="block w-full rounded-md border border-control p-2 text-sm"
        />
      </FormField>
      <ErrorBox message={formError} />
      <div className="flex gap-2">
        <Button type="submit" disabled={props.pending}>
          {props.submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={props.onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

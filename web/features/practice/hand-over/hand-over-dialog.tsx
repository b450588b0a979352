import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type THandOverLawyer,
  type THandOverRequest,
  ZHandOverRequest,
} from '#domain/practice/hand-over/hand-over-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { DialogPanel } from '#web/shared/ui/dialog-panel.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Select } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

/** The dialog's preview, as its query gives it: the lawyers who may take the record, once read. */
type TPreviewQuery = {
  isPending: boolean;
  error: unknown;
  data: { lawyers: THandOverLawyer[] } | undefined;
};

/**
 * « Confier … à un confrère » (ADR 0070): the lawyer of the firm who takes the record, chosen in a form
 * (react-hook-form and the request's schema), and what it changes, said for the lawyer chosen before anything
 * is confirmed. The body is mounted only while open, so each opening starts afresh; focus goes back to the
 * button that opened it, or where `onCloseAutoFocus` puts it when that button is gone.
 */
export function HandOverDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  preview: TPreviewQuery;
  consequences: (chosen: THandOverLawyer) => string[];
  submitLabel: string;
  /** The hand-over itself; its rejection is shown in the form (beside the field when it is about it). */
  submit: (values: THandOverRequest) => Promise<unknown>;
  pending: boolean;
  fallbackError: string;
  myUserId?: string | undefined;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <DialogPanel width="max-w-xl" onCloseAutoFocus={props.onCloseAutoFocus}>
        <Dialog.Title className="text-lg font-semibold text-slate-900">{props.title}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-600">{props.description}</Dialog.Description>
        {props.open ? <HandOverBody {...props} /> : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function HandOverBody(props: Parameters<typeof HandOverDialog>[0]) {
  const { preview } = props;
  if (preview.isPending) return <Spinner />;
  if (preview.error || !preview.data) {
    return (
      <div className="mt-4 space-y-4">
        <ErrorBox message={userMessage(preview.error)} />
        <CloseButton label="Fermer" />
      </div>
    );
  }
  if (preview.data.lawyers.length === 0) {
    return (
      <div className="mt-4 space-y-4">
        <p className="text-sm text-slate-700">
          Aucun autre avocat n’est membre du cabinet&nbsp;: invitez-en un depuis «&nbsp;Mon cabinet&nbsp;»
          pour pouvoir le lui confier.
        </p>
        <CloseButton label="Fermer" />
      </div>
    );
  }
  return <HandOverForm {...props} lawyers={preview.data.lawyers} />;
}

function CloseButton(props: { label: string }) {
  return (
    <div className="flex justify-end">
      <Dialog.Close asChild>
        <Button type="button" variant="outline">
          {props.label}
        </Button>
      </Dialog.Close>
    </div>
  );
}

function HandOverForm(props: Parameters<typeof HandOverDialog>[0] & { lawyers: THandOverLawyer[] }) {
  const fieldId = useId();
  const headingId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<THandOverRequest>({
    resolver: zodResolver(ZHandOverRequest),
    defaultValues: { lawyerUserId: '' },
  });
  // The dialog opened on its preview loading: the field takes the focus once it is there.
  useEffect(() => setFocus('lawyerUserId'), [setFocus]);
  const chosen = props.lawyers.find((lawyer) => lawyer.userId === watch('lawyerUserId')) ?? null;
  const error = errors.lawyerUserId?.message;
  const onSubmit = async (values: THandOverRequest) => {
    setFormError(null);
    try {
      await props.submit(values);
    } catch (failure) {
      setFormError(applyServerErrors(failure, setError, ['lawyerUserId'], props.fallbackError));
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 space-y-4">
      <ErrorBox message={formError} />
      <FormField id={fieldId} label="Avocat(e) à qui le confier" error={error}>
        <Select {...fieldA11y(fieldId, error)} {...register('lawyerUserId')}>
          <option value="">Choisir un(e) avocat(e) du cabinet…</option>
          {props.lawyers.map((lawyer) => (
            <option key={lawyer.userId} value={lawyer.userId}>
              {lawyer.name}
              {lawyer.userId === props.myUserId ? ' (vous)' : ''}
            </option>
          ))}
        </Select>
      </FormField>
      <section aria-labelledby={headingId} aria-live="polite" className="rounded-lg bg-slate-50 p-4">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          Ce que cela change
        </h3>
        {chosen ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {props.consequences(chosen).map((consequence) => (
              <li key={consequence}>{consequence}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            Choisissez l’avocat(e) qui le reprend pour lire ce que cela change, avant de confirmer.
          </p>
        )}
      </section>
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close asChild>
          <Button type="button" variant="outline" disabled={props.pending}>
            Annuler
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={props.pending}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

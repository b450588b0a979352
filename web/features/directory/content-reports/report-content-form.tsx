import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  CONTENT_REPORT_REASON_VALUES,
  CONTENT_REPORT_REASONS,
  REPORT_EXPLANATION_MAX,
} from '#domain/directory/content-reports/content-report-policy.ts';
import {
  type TReportContentRequest,
  type TReportContentResponse,
  ZReportContentRequest,
} from '#domain/directory/content-reports/content-report-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { apiPost } from '#web/shared/api/http.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';

export type TTarget = TReportContentRequest['target'];
const FIELDS = ['reason', 'explanation', 'email'] as const;
const TEXTAREA =
  'w-full rounded-md border border-control px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none';

/** The report form, loaded on first opening: the profile loads no form or schema library before an interaction. */
export function ReportForm(props: { target: TTarget; onDone: () => void }) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: TReportContentRequest) =>
      apiPost<TReportContentResponse>('/api/content-reports', input),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TReportContentRequest>({
    resolver: zodResolver(ZReportContentRequest) as never,
    defaultValues: { target: props.target, reason: '' as never, explanation: '', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await send.mutateAsync({ ...values, target: props.target });
      setReference(result.reference);
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, FIELDS, 'Votre signalement n’a pas été envoyé. Réessayez.'),
      );
    }
  });

  if (reference)
    return (
      <div className="mt-4 space-y-4" role="status">
        <p className="text-sm text-slate-800">
          {`Signalement envoyé, référence ${reference}. Vous recevrez la décision et ses motifs par e-mail.`}
        </p>
        <div className="flex justify-end">
          <Button onClick={props.onDone}>Fermer</Button>
        </div>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <ErrorBox message={formError} />
      <FormField id={`${id}-reason`} label="Motif" error={errors.reason?.message}>
        <Select {...fieldA11y(`${id}-reason`, errors.reason?.message)} {...register('reason')}>
          <option value="">Choisissez…</option>
          {CONTENT_REPORT_REASON_VALUES.map((value) => (
            <option key={value} value={value}>
              {CONTENT_REPORT_REASONS[value]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={`${id}-explanation`} label="Explication" error={errors.explanation?.message}>
        <textarea
          rows={5}
          maxLength={REPORT_EXPLANATION_MAX}
          className={TEXTAREA}
          {...fieldA11y(`${id}-explanation`, errors.explanation?.message)}
          {...register('explanation')}
        />
      </FormField>
      <FormField
        id={`${id}-email`}
        label="Votre e-mail, pour recevoir la décision"
        error={errors.email?.message}
        hint="Obligatoire si vous n’êtes pas connecté."
      >
        <Input
          type="email"
          autoComplete="email"
          {...fieldA11y(`${id}-email`, errors.email?.message, 'Obligatoire si vous n’êtes pas connecté.')}
          {...register('email')}
        />
      </FormField>
      <p className="text-xs text-slate-600">
        Nos règles&nbsp;:{' '}
        <Link to={paths.ranking} target="_blank" className="font-medium text-brand-700 underline">
          Classement et référencement
        </Link>
      </p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={props.onDone} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Envoi…' : 'Envoyer le signalement'}
        </Button>
      </div>
    </form>
  );
}

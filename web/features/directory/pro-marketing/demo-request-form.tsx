import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEMO_REQUEST_NOTICE,
  DEMO_REQUEST_SENT,
  EMPTY_DEMO_REQUEST,
  type TDemoRequest,
  type TDemoRequestInput,
  ZDemoRequest,
} from '#domain/messaging/support/demo-request-schemas.ts';
import {
  SUPPORT_MESSAGE_MAX,
  type TSendSupportMessageResponse,
} from '#domain/messaging/support/support-message-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { apiPost } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y, RequiredFieldsLegend } from '#web/shared/ui/form-field.tsx';
import { Input, Textarea } from '#web/shared/ui/input.tsx';

const SEND_FAILED_MESSAGE = "Votre demande n'a pas pu être envoyée. Veuillez réessayer.";
const FIELDS = ['name', 'firm', 'email', 'phone', 'message'] as const;
/**
 * The demonstration request of « En savoir plus » (no scheduling page configured): validated with the
 * server's schema; the confirmation shows once the server has stored it, and nothing typed is lost on error.
 */
export function DemoRequestForm() {
  const id = (field: string) => `demo-request-${field}`;
  const [sent, setSent] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (request: TDemoRequest) =>
      apiPost<TSendSupportMessageResponse>('/api/support/demo-requests', request),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TDemoRequestInput, unknown, TDemoRequest>({
    resolver: zodResolver(ZDemoRequest),
    defaultValues: EMPTY_DEMO_REQUEST,
  });

  async function onSubmit(values: TDemoRequest) {
    setSent(false);
    setSendError(null);
    try {
      await send.mutateAsync(values);
      reset(EMPTY_DEMO_REQUEST);
      setSent(true);
    } catch (error) {
      setSendError(applyServerErrors(error, setError, FIELDS, SEND_FAILED_MESSAGE));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <ErrorBox message={sendError} />
      <div role="status">
        {sent ? (
          <p className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            {DEMO_REQUEST_SENT}
          </p>
        ) : null}
      </div>
      <RequiredFieldsLegend />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('name')} label="Nom" error={errors.name?.message} required>
          <Input {...fieldA11y(id('name'), errors.name?.message)} autoComplete="name" {...register('name')} />
        </FormField>
        <FormField id={id('firm')} label="Cabinet" error={errors.firm?.message} required>
          <Input
            {...fieldA11y(id('firm'), errors.firm?.message)}
            autoComplete="organization"
            {...register('firm')}
          />
        </FormField>
        <FormField id={id('email')} label="E-mail" error={errors.email?.message} required>
          <Input
            {...fieldA11y(id('email'), errors.email?.message)}
            type="email"
            autoComplete="email"
            {...register('email')}
          />
        </FormField>
        <FormField id={id('phone')} label="Téléphone (facultatif)" error={errors.phone?.message}>
          <Input
            {...fieldA11y(id('phone'), errors.phone?.message)}
            type="tel"
            autoComplete="tel"
            {...register('phone')}
          />
        </FormField>
      </div>
      <FormField
        id={id('message')}
        label="Message (facultatif)"
        error={errors.message?.message}
        hint={`${SUPPORT_MESSAGE_MAX.message} caractères au maximum`}
      >
        <Textarea
          {...fieldA11y(
            id('message'),
            errors.message?.message,
            `${SUPPORT_MESSAGE_MAX.message} caractères au maximum`,
          )}
          rows={4}
          {...register('message')}
        />
      </FormField>
      <p className="text-xs text-slate-500">{DEMO_REQUEST_NOTICE}</p>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Envoi…' : 'Demander une démonstration'}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  EMPTY_SUPPORT_MESSAGE_FORM,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_SENT,
  type TSupportMessageForm,
  type TSupportMessageFormInput,
  type TSupportMessageSource,
  ZSupportMessageForm,
} from '#domain/messaging/support/support-message-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y, RequiredFieldsLegend } from '#web/shared/ui/form-field.tsx';
import { Input, Textarea } from '#web/shared/ui/input.tsx';
import { useSendSupportMessage } from './send-support-message';

const SEND_FAILED_MESSAGE = "Votre message n'a pas pu être envoyé. Veuillez réessayer.";

const FIELDS = ['name', 'email', 'company', 'phone', 'subject', 'message'] as const;

const COMPANY_LABELS: Record<TSupportMessageSource, string> = {
  public: 'Société (facultatif)',
  pro: 'Cabinet ou société (facultatif)',
};

/**
 * The contact form of /contact and /pro/contact. The confirmation shows only once the server has
 * stored the message; on any error what was typed stays in the fields.
 */
export function SupportMessageForm({ source }: { source: TSupportMessageSource }) {
  const id = (field: string) => `${source}-contact-${field}`;
  const [sent, setSent] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const send = useSendSupportMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TSupportMessageFormInput, unknown, TSupportMessageForm>({
    resolver: zodResolver(ZSupportMessageForm),
    defaultValues: EMPTY_SUPPORT_MESSAGE_FORM,
  });

  async function onSubmit(values: TSupportMessageForm) {
    setSent(false);
    setSendError(null);
    try {
      await send.mutateAsync({ ...values, source });
      reset(EMPTY_SUPPORT_MESSAGE_FORM);
      setSent(true);
    } catch (error) {
      setSendError(applyServerErrors(error, setError, FIELDS, SEND_FAILED_MESSAGE));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <ErrorBox message={sendError} />
      <div role="status">
        {sent ? (
          <p className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            {SUPPORT_MESSAGE_SENT}
          </p>
        ) : null}
      </div>

      <RequiredFieldsLegend />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={id('name')} label="Nom" error={errors.name?.message} required>
          <Input {...fieldA11y(id('name'), errors.name?.message)} autoComplete="name" {...register('name')} />
        </FormField>
        <FormField id={id('email')} label="E-mail" error={errors.email?.message} required>
          <Input
            {...fieldA11y(id('email'), errors.email?.message)}
            type="email"
            autoComplete="email"
            {...register('email')}
          />
        </FormField>
        <FormField id={id('company')} label={COMPANY_LABELS[source]} error={errors.company?.message}>
          <Input
            {...fieldA11y(id('company'), errors.company?.message)}
            autoComplete="organization"
            {...register('company')}
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
      <FormField id={id('subject')} label="Sujet" error={errors.subject?.message} required>
        <Input {...fieldA11y(id('subject'), errors.subject?.message)} {...register('subject')} />
      </FormField>
      <FormField
        id={id('message')}
        label="Message"
        error={errors.message?.message}
        hint={`${SUPPORT_MESSAGE_MAX.message} caractères au maximum`}
        required
      >
        <Textarea
          {...fieldA11y(
            id('message'),
            errors.message?.message,
            `${SUPPORT_MESSAGE_MAX.message} caractères au maximum`,
          )}
          rows={6}
          {...register('message')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Envoi…' : 'Envoyer le message'}
      </Button>
    </form>
  );
}

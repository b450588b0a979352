import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../shared/ui/button';
import { ErrorBox } from '../../shared/ui/error-box';
import { FormField, fieldA11y } from '../../shared/ui/form-field';
import { Input } from '../../shared/ui/input';
import {
  EMPTY_PRO_CONTACT_FORM,
  PRO_CONTACT_SENT_MESSAGE,
  type TProContactForm,
  ZProContactForm,
} from './pro-contact-schema';
import { submitProContactForm } from './submit-pro-contact-form';

const SEND_FAILED_MESSAGE = "Votre message n'a pas pu être envoyé. Veuillez réessayer.";

const TEXTAREA_CLASSES =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500';

export function ProContactForm() {
  const [sent, setSent] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TProContactForm>({
    resolver: zodResolver(ZProContactForm),
    defaultValues: EMPTY_PRO_CONTACT_FORM,
  });

  async function onSubmit(values: TProContactForm) {
    setSent(false);
    setSendError(null);
    try {
      await submitProContactForm(values);
      reset(EMPTY_PRO_CONTACT_FORM);
      setSent(true);
    } catch {
      setSendError(SEND_FAILED_MESSAGE);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <ErrorBox message={sendError} />
      <div role="status">
        {sent ? (
          <p className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            {PRO_CONTACT_SENT_MESSAGE}
          </p>
        ) : null}
      </div>

      <p className="text-xs text-slate-500">Les champs sans mention « facultatif » sont obligatoires.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="pro-contact-name" label="Nom" error={errors.name?.message}>
          <Input
            {...fieldA11y('pro-contact-name', errors.name?.message)}
            autoComplete="name"
            aria-required="true"
            {...register('name')}
          />
        </FormField>
        <FormField id="pro-contact-email" label="Email" error={errors.email?.message}>
          <Input
            {...fieldA11y('pro-contact-email', errors.email?.message)}
            type="email"
            autoComplete="email"
            aria-required="true"
            {...register('email')}
          />
        </FormField>
        <FormField
          id="pro-contact-company"
          label="Cabinet ou société (facultatif)"
          error={errors.company?.message}
        >
          <Input
            {...fieldA11y('pro-contact-company', errors.company?.message)}
            autoComplete="organization"
            {...register('company')}
          />
        </FormField>
        <FormField id="pro-contact-phone" label="Téléphone (facultatif)" error={errors.phone?.message}>
          <Input
            {...fieldA11y('pro-contact-phone', errors.phone?.message)}
            type="tel"
            autoComplete="tel"
            {...register('phone')}
          />
        </FormField>
      </div>
      <FormField id="pro-contact-subject" label="Sujet" error={errors.subject?.message}>
        <Input
          {...fieldA11y('pro-contact-subject', errors.subject?.message)}
          aria-required="true"
          {...register('subject')}
        />
      </FormField>
      <FormField id="pro-contact-message" label="Message" error={errors.message?.message}>
        <textarea
          {...fieldA11y('pro-contact-message', errors.message?.message)}
          rows={6}
          aria-required="true"
          className={TEXTAREA_CLASSES}
          {...register('message')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Envoi...' : 'Envoyer le message'}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TChangeEmailRequest,
  ZChangeEmailRequest,
} from '#domain/identity/email-verification/email-verification-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { apiPost } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox, SuccessBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';

/**
 * « Changer d'adresse e-mail »: the account keeps its address until the link sent to the new one is
 * followed; the current address is told (ADR 0023).
 */
export function ChangeEmailSection({
  space,
  currentEmail,
}: {
  space: 'client' | 'pro';
  currentEmail: string;
}) {
  const [pending, setPending] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TChangeEmailRequest>({
    resolver: zodResolver(ZChangeEmailRequest),
    defaultValues: { email: '', currentPassword: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const result = await apiPost<{ pendingEmail: string }>(`/api/auth/${space}/email/change`, input);
      setPending(result.pendingEmail);
      reset();
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          setError,
          ['email', 'currentPassword'],
          'Une erreur est survenue. Veuillez réessayer.',
        ),
      );
    }
  });

  return (
    <section
      aria-labelledby="change-email-heading"
      className="rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id="change-email-heading" className="text-lg font-semibold text-slate-900">
        Changer d'adresse e-mail
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Adresse actuelle&nbsp;: <span className="font-medium text-slate-900">{currentEmail}</span>. Elle reste
        celle de votre compte jusqu'à ce que vous confirmiez la nouvelle par le lien que nous lui enverrons.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <ErrorBox message={formError} />
        <SuccessBox
          message={
            pending
              ? `Un lien de confirmation a été envoyé à ${pending}. Votre adresse changera quand vous l'aurez suivi.`
              : null
          }
        />
        <FormField id="change-email-new" label="Nouvelle adresse e-mail" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            {...fieldA11y('change-email-new', errors.email?.message)}
            {...register('email')}
          />
        </FormField>
        <FormField
          id="change-email-password"
          label="Votre mot de passe"
          error={errors.currentPassword?.message}
        >
          <PasswordInput
            autoComplete="current-password"
            {...fieldA11y('change-email-password', errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Envoi…' : 'Envoyer le lien de confirmation'}
          </Button>
        </div>
      </form>
    </section>
  );
}

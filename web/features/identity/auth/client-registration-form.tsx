import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  registrationFormProblem,
  type TClientRegisterForm,
  type TSessionResponse,
  ZClientRegisterForm,
} from '#domain/identity/auth/auth-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { apiPost } from '#web/shared/api/http.ts';
import { paths } from '#web/shared/paths.ts';
import { sessionQueryKey } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y, RequiredFieldsLegend, RequiredMark } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';

export const REGISTRATION_ERROR_MESSAGE = "Une erreur est survenue lors de l'inscription";
export const PASSWORD_HINT =
  'Au moins 8 caractères. Une phrase de plusieurs mots est plus sûre\u202f; évitez votre nom, votre e-mail et les mots de passe courants.';

/**
 * The client registration form, used by /register and inside the booking flow. The server creates
 * the account and signs the client in; the new session lands in the query cache.
 */
export function ClientRegistrationForm(props: {
  idPrefix: string;
  onRegistered?: (session: TSessionResponse) => void;
  /** Inside a dialog, the legal pages open in a new tab so the booking in progress is kept. */
  legalLinksInNewTab?: boolean;
}) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TClientRegisterForm>({
    resolver: zodResolver(ZClientRegisterForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const id = (field: string) => `${props.idPrefix}-${field}`;
  const linkTarget = props.legalLinksInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};

  const onSubmit = handleSubmit(async ({ confirmPassword, ...values }) => {
    const problem = registrationFormProblem({ ...values, confirmPassword });
    setFormError(problem);
    if (problem) return;
    try {
      const session = await apiPost<TSessionResponse>('/api/auth/client/register', {
        ...values,
        acceptTerms: true,
      });
      queryClient.setQueryData(sessionQueryKey('client'), session);
      props.onRegistered?.(session);
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          setError,
          ['firstName', 'lastName', 'email', 'password'],
          REGISTRATION_ERROR_MESSAGE,
        ),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorBox message={formError} />
      <RequiredFieldsLegend />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('first-name')} label="Prénom" error={errors.firstName?.message} required>
          <Input
            autoComplete="given-name"
            {...fieldA11y(id('first-name'), errors.firstName?.message)}
            {...register('firstName')}
          />
        </FormField>
        <FormField id={id('last-name')} label="Nom" error={errors.lastName?.message} required>
          <Input
            autoComplete="family-name"
            {...fieldA11y(id('last-name'), errors.lastName?.message)}
            {...register('lastName')}
          />
        </FormField>
      </div>
      <FormField id={id('email')} label="E-mail" error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          {...fieldA11y(id('email'), errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField
        id={id('password')}
        label="Mot de passe"
        error={errors.password?.message}
        hint={PASSWORD_HINT}
        required
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y(id('password'), errors.password?.message, PASSWORD_HINT)}
          {...register('password')}
        />
      </FormField>
      <FormField
        id={id('confirm-password')}
        label="Confirmer le mot de passe"
        error={errors.confirmPassword?.message}
        required
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y(id('confirm-password'), errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </FormField>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-control"
          aria-required="true"
          {...register('acceptTerms')}
        />
        <span>
          J'accepte les{' '}
          <a href={paths.terms} className="text-brand-700 underline" {...linkTarget}>
            conditions d'utilisation
          </a>{' '}
          et la{' '}
          <a href={paths.privacy} className="text-brand-700 underline" {...linkTarget}>
            politique de confidentialité
          </a>
          <RequiredMark />
        </span>
      </label>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Création du compte…' : 'Créer mon compte'}
      </Button>
    </form>
  );
}

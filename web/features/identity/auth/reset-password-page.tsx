import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import {
  type TResetPasswordForm,
  type TSessionSpace,
  ZResetPasswordForm,
} from '#domain/identity/auth/auth-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { ApiError, apiPost } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox, SuccessBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y, RequiredFieldsLegend } from '#web/shared/ui/form-field.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { AuthCard } from './auth-card';
import { PASSWORD_HINT } from './client-register-page';

const LOGIN_OF_SPACE: Record<TSessionSpace, string> = {
  client: paths.login,
  pro: paths.pro.login,
  admin: paths.admin,
};

export function ResetPasswordPage({ space }: { space: 'client' | 'pro' }) {
  useDocumentTitle('Nouveau mot de passe');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [doneSpace, setDoneSpace] = useState<TSessionSpace | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [linkExpired, setLinkExpired] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      const result = await apiPost<{ space: TSessionSpace }>('/api/auth/password/reset', { token, password });
      setDoneSpace(result.space);
    } catch (error) {
      setLinkExpired(error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID');
      setFormError(
        applyServerErrors(error, setError, ['password'], 'Une erreur est survenue. Veuillez réessayer.'),
      );
    }
  });

  if (!token) {
    return (
      <AuthCard title="Nouveau mot de passe">
        <ErrorBox message="Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau." />
        <p className="mt-4 text-sm">
          <Link
            to={space === 'pro' ? paths.pro.forgotPassword : paths.forgotPassword}
            className="text-brand-700 underline"
          >
            Demander un nouveau lien
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Nouveau mot de passe" subtitle="Choisissez un nouveau mot de passe pour votre compte.">
      {doneSpace ? (
        <div className="space-y-4">
          <SuccessBox message="Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées." />
          <Link
            to={LOGIN_OF_SPACE[doneSpace]}
            className="inline-flex h-10 w-full items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            Se connecter
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <ErrorBox message={formError} />
          <RequiredFieldsLegend />
          {linkExpired ? (
            <p className="text-sm">
              <Link
                to={space === 'pro' ? paths.pro.forgotPassword : paths.forgotPassword}
                className="text-brand-700 underline"
              >
                Demander un nouveau lien
              </Link>
            </p>
          ) : null}
          <FormField
            id="reset-password"
            label="Nouveau mot de passe"
            error={errors.password?.message}
            hint={PASSWORD_HINT}
            required
          >
            <PasswordInput
              autoComplete="new-password"
              {...fieldA11y('reset-password', errors.password?.message, PASSWORD_HINT)}
              {...register('password')}
            />
          </FormField>
          <FormField
            id="reset-confirm-password"
            label="Confirmer le mot de passe"
            error={errors.confirmPassword?.message}
            required
          >
            <PasswordInput
              autoComplete="new-password"
              {...fieldA11y('reset-confirm-password', errors.confirmPassword?.message)}
              {...register('confirmPassword')}
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Enregistrement…' : 'Enregistrer le mot de passe'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

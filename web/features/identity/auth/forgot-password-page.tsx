import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '#domain/identity/auth/auth-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { apiPost } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox, SuccessBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y, RequiredFieldsLegend } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage({ space }: { space: 'client' | 'pro' }) {
  useDocumentTitle('Mot de passe oublié');
  const [answer, setAnswer] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const loginPath = space === 'pro' ? paths.pro.login : paths.login;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await apiPost<{ message: string }>('/api/auth/password/forgot', values);
      setAnswer(response.message);
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, ['email'], 'Une erreur est survenue. Veuillez réessayer.'),
      );
    }
  });

  return (
    <AuthCard
      title="Mot de passe oublié"
      subtitle="Indiquez l'adresse e-mail de votre compte&nbsp;: nous vous envoyons un lien pour choisir un nouveau mot de passe."
      footer={
        <Link to={loginPath} className="font-medium text-brand-700 hover:underline">
          Retour à la connexion
        </Link>
      }
    >
      {answer ? (
        <SuccessBox message={answer} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <ErrorBox message={formError} />
          <RequiredFieldsLegend />
          <FormField id="forgot-email" label="E-mail" error={errors.email?.message} required>
            <Input
              type="email"
              autoComplete="email"
              {...fieldA11y('forgot-email', errors.email?.message)}
              {...register('email')}
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Envoi…' : 'Envoyer le lien'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

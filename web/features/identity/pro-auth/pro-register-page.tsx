import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  PRO_REGISTRATION_SPECIALTIES,
  registrationFormProblem,
  type TProRegisterForm,
  ZProRegisterForm,
} from '#domain/identity/auth/auth-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { apiPost } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { AuthCard } from '../auth/auth-card';
import { PASSWORD_HINT, REGISTRATION_ERROR_MESSAGE } from '../auth/client-register-page';

const TEXT_FIELDS = [
  { name: 'firstName', label: 'Prénom', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'Nom', autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'Email professionnel', autoComplete: 'email', type: 'email' },
  { name: 'practice', label: 'Cabinet ou structure', autoComplete: 'organization', type: 'text' },
] as const;

export function ProRegisterPage() {
  useDocumentTitle('Inscription professionnelle');
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TProRegisterForm>({
    resolver: zodResolver(ZProRegisterForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      practice: '',
      specialty: '',
      barNumber: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword, ...values }) => {
    const problem = registrationFormProblem({ ...values, confirmPassword });
    setFormError(problem);
    if (problem) return;
    try {
      await apiPost('/api/auth/pro/register', { ...values, acceptTerms: true });
      navigate(paths.pro.registrationPending, { replace: true });
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          setError,
          ['firstName', 'lastName', 'email', 'practice', 'specialty', 'barNumber', 'password'],
          REGISTRATION_ERROR_MESSAGE,
        ),
      );
    }
  });

  return (
    <AuthCard
      title="Inscription professionnelle"
      subtitle="Votre inscription est validée après vérification de vos informations professionnelles."
      footer={
        <div className="space-y-2">
          <p>
            Déjà inscrit ?{' '}
            <Link to={paths.pro.login} className="font-medium text-brand-700 hover:underline">
              Se connecter
            </Link>
          </p>
          <p>
            <Link to={paths.pro.landing} className="text-brand-700 hover:underline">
              Retour à JurisRDV Pro
            </Link>
          </p>
        </div>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ErrorBox message={formError} />
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`pro-register-${field.name}`}
            label={field.label}
            error={errors[field.name]?.message}
          >
            <Input
              type={field.type}
              autoComplete={field.autoComplete}
              {...fieldA11y(`pro-register-${field.name}`, errors[field.name]?.message)}
              {...register(field.name)}
            />
          </FormField>
        ))}
        <FormField id="pro-register-specialty" label="Spécialité" error={errors.specialty?.message}>
          <Select
            {...fieldA11y('pro-register-specialty', errors.specialty?.message)}
            {...register('specialty')}
          >
            <option value="">Sélectionnez votre spécialité</option>
            {PRO_REGISTRATION_SPECIALTIES.map((specialty) => (
              <option key={specialty} value={specialty}>
                {specialty}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="pro-register-barNumber" label="Numéro de barreau" error={errors.barNumber?.message}>
          <Input
            {...fieldA11y('pro-register-barNumber', errors.barNumber?.message)}
            {...register('barNumber')}
          />
        </FormField>
        <FormField
          id="pro-register-password"
          label="Mot de passe"
          error={errors.password?.message}
          hint={PASSWORD_HINT}
        >
          <PasswordInput
            autoComplete="new-password"
            {...fieldA11y('pro-register-password', errors.password?.message, PASSWORD_HINT)}
            {...register('password')}
          />
        </FormField>
        <FormField
          id="pro-register-confirm"
          label="Confirmer le mot de passe"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            autoComplete="new-password"
            {...fieldA11y('pro-register-confirm', errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
        </FormField>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
            {...register('acceptTerms')}
          />
          <span>
            J'accepte les{' '}
            <Link to={paths.pro.terms} className="text-brand-700 underline">
              conditions d'utilisation
            </Link>{' '}
            et la{' '}
            <Link to={paths.pro.privacy} className="text-brand-700 underline">
              politique de confidentialité
            </Link>
          </span>
        </label>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Création du compte...' : 'Créer mon compte'}
        </Button>
      </form>
    </AuthCard>
  );
}

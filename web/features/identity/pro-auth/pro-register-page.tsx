import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  proRegisterRequestOf,
  registrationFormProblem,
  type TProRegisterForm,
  ZProRegisterForm,
} from '#domain/identity/auth/auth-schemas.ts';
import {
  FRENCH_BARS,
  PROFESSION_CHOICES,
  PROFESSION_FIELDS,
  TITLES_OF,
} from '#domain/identity/auth/professions.ts';
import { legalDomainsOf } from '#domain/kernel/vocabulary/legal-domains.ts';
import type { TProfessionalType } from '#domain/kernel/vocabulary/search-options.ts';
import type { z } from '#domain/kernel/zod-fr.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { apiPost } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import {
  FormField,
  fieldA11y,
  REQUIRED_MARK_CLASS,
  RequiredFieldsLegend,
  RequiredMark,
} from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { AuthCard } from '../auth/auth-card';
import { PASSWORD_HINT, REGISTRATION_ERROR_MESSAGE } from '../auth/client-register-page';

const NAME_FIELDS = [
  { name: 'firstName', label: 'Prénom', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'Nom', autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'E-mail professionnel', autoComplete: 'email', type: 'email' },
] as const;

const SERVER_FIELDS = [
  'professionalType',
  'title',
  'firstName',
  'lastName',
  'email',
  'practice',
  'specialty',
  'barAssociation',
  'barNumber',
  'postalCode',
  'city',
  'password',
] as const;

export const SECOND_FACTOR_NOTICE =
  'À votre première connexion, vous activerez la double authentification (une application d’authentification ou une clé d’accès) : elle est obligatoire pour accéder à l’espace professionnel.';

export function ProRegisterPage() {
  useDocumentTitle('Inscription professionnelle');
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TProRegisterForm, unknown, z.output<typeof ZProRegisterForm>>({
    resolver: zodResolver(ZProRegisterForm),
    defaultValues: {
      title: '',
      firstName: '',
      lastName: '',
      email: '',
      practice: '',
      specialty: '',
      barAssociation: '',
      barNumber: '',
      postalCode: '',
      city: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const profession = watch('professionalType') as TProfessionalType | undefined;
  const fields = profession ? PROFESSION_FIELDS[profession] : null;
  const titles = profession ? TITLES_OF[profession] : [];
  const domains = profession ? legalDomainsOf(profession) : [];

  const professionField = register('professionalType', {
    onChange: (event: { target: { value: string } }) => {
      const chosen = event.target.value as TProfessionalType;
      const offered = TITLES_OF[chosen];
      // One title for the profession: it is chosen; two (« Avocate », « Avocat »): the professional picks.
      setValue('title', offered.length === 1 ? (offered[0] ?? '') : '');
      if (!(legalDomainsOf(chosen) as readonly string[]).includes(getValues('specialty'))) {
        setValue('specialty', '');
      }
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const problem = registrationFormProblem(values);
    setFormError(problem);
    if (problem) return;
    try {
      await apiPost('/api/auth/pro/register', proRegisterRequestOf(values));
      navigate(paths.pro.registrationPending, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, [...SERVER_FIELDS], REGISTRATION_ERROR_MESSAGE));
    }
  });

  return (
    <AuthCard
      title="Inscription professionnelle"
      subtitle="Votre inscription est validée après vérification de vos informations professionnelles."
      footer={
        <div className="space-y-2">
          <p>
            Déjà inscrit&#8239;?{' '}
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
        <RequiredFieldsLegend />
        <fieldset
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML lets a fieldset be a radiogroup, the role that carries aria-required
          role="radiogroup"
          aria-required="true"
          className="space-y-2"
          aria-describedby={errors.professionalType ? 'pro-register-profession-error' : undefined}
        >
          <legend className={`mb-2 text-sm font-medium text-slate-700 ${REQUIRED_MARK_CLASS}`}>
            Vous êtes :
          </legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {PROFESSION_CHOICES.map((choice) => (
              <label
                key={choice.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-control px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
              >
                <input type="radio" value={choice.value} className="h-4 w-4" {...professionField} />
                {choice.label}
              </label>
            ))}
          </div>
          {errors.professionalType ? (
            <p id="pro-register-profession-error" className="text-sm text-red-600">
              {errors.professionalType.message}
            </p>
          ) : null}
        </fieldset>
        {profession && fields ? (
          <>
            <FormField id="pro-register-title" label="Titre" error={errors.title?.message} required>
              <Select {...fieldA11y('pro-register-title', errors.title?.message)} {...register('title')}>
                {titles.length > 1 ? <option value="">Choisissez votre titre</option> : null}
                {titles.map((title) => (
                  <option key={title} value={title}>
                    {title}
                  </option>
                ))}
              </Select>
            </FormField>
            {NAME_FIELDS.map((field) => (
              <FormField
                key={field.name}
                id={`pro-register-${field.name}`}
                label={field.label}
                error={errors[field.name]?.message}
                required
              >
                <Input
                  type={field.type}
                  autoComplete={field.autoComplete}
                  {...fieldA11y(`pro-register-${field.name}`, errors[field.name]?.message)}
                  {...register(field.name)}
                />
              </FormField>
            ))}
            <FormField
              id="pro-register-practice"
              label={fields.practice}
              error={errors.practice?.message}
              required
            >
              <Input
                autoComplete="organization"
                {...fieldA11y('pro-register-practice', errors.practice?.message)}
                {...register('practice')}
              />
            </FormField>
            {fields.barAssociation ? (
              <FormField
                id="pro-register-barAssociation"
                label={fields.barAssociation.label}
                error={errors.barAssociation?.message}
                hint={fields.barAssociation.hint}
                required
              >
                <Input
                  list={profession === 'avocat' ? 'pro-register-bars' : undefined}
                  {...fieldA11y(
                    'pro-register-barAssociation',
                    errors.barAssociation?.message,
                    fields.barAssociation.hint,
                  )}
                  {...register('barAssociation')}
                />
              </FormField>
            ) : null}
            {profession === 'avocat' ? (
              <datalist id="pro-register-bars">
                {FRENCH_BARS.map((bar) => (
                  <option key={bar} value={bar} />
                ))}
              </datalist>
            ) : null}
            {fields.barNumber ? (
              <FormField
                id="pro-register-barNumber"
                label={fields.barNumber.label}
                error={errors.barNumber?.message}
                {...(fields.barNumber.hint ? { hint: fields.barNumber.hint } : {})}
                required
              >
                <Input
                  {...(profession === 'notaire' ? { inputMode: 'numeric', maxLength: 5 } : {})}
                  {...fieldA11y('pro-register-barNumber', errors.barNumber?.message, fields.barNumber.hint)}
                  {...register('barNumber')}
                />
              </FormField>
            ) : null}
            <div className="grid grid-cols-[7rem_1fr] gap-3">
              <FormField
                id="pro-register-postalCode"
                label="Code postal"
                error={errors.postalCode?.message}
                required
              >
                <Input
                  inputMode="numeric"
                  maxLength={5}
                  autoComplete="postal-code"
                  {...fieldA11y('pro-register-postalCode', errors.postalCode?.message)}
                  {...register('postalCode')}
                />
              </FormField>
              <FormField id="pro-register-city" label="Ville" error={errors.city?.message} required>
                <Input
                  autoComplete="address-level2"
                  {...fieldA11y('pro-register-city', errors.city?.message)}
                  {...register('city')}
                />
              </FormField>
            </div>
            <FormField
              id="pro-register-specialty"
              label="Domaine d’activité principal"
              error={errors.specialty?.message}
              required
            >
              <Select
                {...fieldA11y('pro-register-specialty', errors.specialty?.message)}
                {...register('specialty')}
              >
                <option value="">Sélectionnez votre domaine</option>
                {domains.map((domain) => (
                  <option key={domain} value={domain}>
                    {domain}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id="pro-register-password"
              label="Mot de passe"
              error={errors.password?.message}
              hint={PASSWORD_HINT}
              required
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
              required
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
                className="mt-0.5 h-4 w-4 rounded border-control"
                aria-required="true"
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
                <RequiredMark />
              </span>
            </label>
          </>
        ) : null}
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{SECOND_FACTOR_NOTICE}</p>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Création du compte…' : 'Créer mon compte'}
        </Button>
      </form>
    </AuthCard>
  );
}

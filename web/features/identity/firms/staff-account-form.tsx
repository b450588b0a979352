import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  type TFirmInvitationPreview,
  type TStaffAccountForm,
  ZStaffAccountForm,
} from '#domain/identity/firms/firm-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { PASSWORD_HINT } from '../auth/client-registration-form';
import { useCreateStaffAccount } from './firm-invitations-api';

const FIELDS = ['firstName', 'lastName', 'password', 'confirmPassword'] as const;
const EMPTY: TStaffAccountForm = { firstName: '', lastName: '', password: '', confirmPassword: '' };
const CREATE_ERROR = 'Une erreur est survenue lors de la création du compte. Veuillez réessayer.';

/**
 * « Créer votre compte »: an assistant's or an accountant's account, made on the invitation's page (the
 * e-mailed link proves the address), then the second factor, as for a professional's first sign-in.
 */
export function StaffAccountForm(props: { token: string; preview: TFirmInvitationPreview }) {
  const create = useCreateStaffAccount(props.token);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TStaffAccountForm>({ resolver: zodResolver(ZStaffAccountForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        password: values.password,
      });
      // The workspace opens on the second factor's enrolment, and on nothing else until it is done.
      navigate(paths.pro.dashboard, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, CREATE_ERROR));
    }
  });

  return (
    <section aria-labelledby="staff-account-heading" className="space-y-4">
      <h2 id="staff-account-heading" className="text-lg font-semibold text-slate-900">
        Créer votre compte
      </h2>
      <p className="text-sm text-slate-700">
        Choisissez votre mot de passe pour rejoindre le cabinet. Juste après, nous vous demanderons d’activer
        la double authentification (un code de votre téléphone ou une clé d’accès)&nbsp;: elle protège les
        rendez-vous et les données des clients du cabinet.
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ErrorBox message={formError} />
        <FormField id="staff-account-email" label="Adresse e-mail">
          <Input
            id="staff-account-email"
            type="email"
            autoComplete="username"
            value={props.preview.email}
            readOnly
          />
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField id="staff-account-first-name" label="Prénom" error={errors.firstName?.message}>
            <Input
              autoComplete="given-name"
              {...fieldA11y('staff-account-first-name', errors.firstName?.message)}
              {...register('firstName')}
            />
          </FormField>
          <FormField id="staff-account-last-name" label="Nom" error={errors.lastName?.message}>
            <Input
              autoComplete="family-name"
              {...fieldA11y('staff-account-last-name', errors.lastName?.message)}
              {...register('lastName')}
            />
          </FormField>
        </div>
        <FormField
          id="staff-account-password"
          label="Mot de passe"
          error={errors.password?.message}
          hint={PASSWORD_HINT}
        >
          <PasswordInput
            autoComplete="new-password"
            {...fieldA11y('staff-account-password', errors.password?.message, PASSWORD_HINT)}
            {...register('password')}
          />
        </FormField>
        <FormField
          id="staff-account-confirm-password"
          label="Confirmer le mot de passe"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            autoComplete="new-password"
            {...fieldA11y('staff-account-confirm-password', errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Création du compte…' : 'Créer mon compte et rejoindre le cabinet'}
        </Button>
      </form>
    </section>
  );
}

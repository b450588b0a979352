import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TAccountSecuritySpace,
  type TChangePasswordRequest,
  ZChangePasswordRequest,
} from '#domain/identity/account-security/account-security-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { PASSWORD_HINT } from '../auth/client-registration-form';
import { useChangePassword } from './account-security-api';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: TChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The sentence under the toast, true for what the server did. */
export function passwordChangedDescription(revokedSessions: number): string {
  if (revokedSessions === 0) return 'Aucune autre session n’était ouverte.';
  return revokedSessions === 1
    ? 'Votre autre session a été déconnectée.'
    : `Vos ${revokedSessions} autres sessions ont été déconnectées.`;
}

/** « Modifier mon mot de passe »: the server checks the current one and the strength of the new one. */
export function ChangePasswordForm({ space }: { space: TAccountSecuritySpace }) {
  const changePassword = useChangePassword(space);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: EMPTY,
  });
  const id = (field: string) => `${space}-change-password-${field}`;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await changePassword.mutateAsync(values);
      reset(EMPTY);
      notify('Mot de passe modifié', passwordChangedDescription(result.revokedSessions));
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, FIELDS, 'Une erreur est survenue. Veuillez réessayer.'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorBox message={formError} />
      <FormField id={id('current')} label="Mot de passe actuel" error={errors.currentPassword?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...fieldA11y(id('current'), errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
      </FormField>
      <FormField
        id={id('new')}
        label="Nouveau mot de passe"
        error={errors.newPassword?.message}
        hint={PASSWORD_HINT}
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y(id('new'), errors.newPassword?.message, PASSWORD_HINT)}
          {...register('newPassword')}
        />
      </FormField>
      <FormField
        id={id('confirm')}
        label="Confirmer le nouveau mot de passe"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y(id('confirm'), errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </FormField>
      <p className="text-sm text-slate-600">
        Vos autres sessions seront déconnectées et vous recevrez un e-mail de confirmation.
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enregistrement…' : 'Modifier le mot de passe'}
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TSessionResponse } from '../../../domain/auth/auth-schemas';
import {
  type TSecondFactorSpace,
  type TTwoFactorLoginForm,
  ZTwoFactorLoginForm,
} from '../../../domain/two-factor/two-factor-schemas';
import { applyServerErrors } from '../../shared/api/form-errors';
import { Button } from '../../shared/ui/button';
import { ErrorBox } from '../../shared/ui/error-box';
import { FormField, fieldA11y } from '../../shared/ui/form-field';
import { Input } from '../../shared/ui/input';
import { useSubmitLoginCode } from './two-factor-api';

/** The second step of a professional's or an administrator's sign-in: the authenticator's code, or a recovery code. */
export function TwoFactorLoginStep(props: {
  challenge: string;
  space?: TSecondFactorSpace;
  onSuccess: (session: TSessionResponse) => void;
  onRestart: () => void;
}) {
  const space = props.space ?? 'pro';
  const submitCode = useSubmitLoginCode(space);
  const [useRecovery, setUseRecovery] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<TTwoFactorLoginForm>({
    resolver: zodResolver(ZTwoFactorLoginForm),
    defaultValues: { code: '', trustDevice: false },
  });
  const codeId = `${space}-login-code`;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      props.onSuccess(await submitCode.mutateAsync({ ...values, challenge: props.challenge }));
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, ['code'], 'Une erreur est survenue. Veuillez réessayer.'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        {useRecovery
          ? 'Saisissez un de vos codes de secours. Chaque code ne fonctionne qu’une fois.'
          : 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.'}
      </p>
      <ErrorBox message={formError} />
      <FormField
        id={codeId}
        label={useRecovery ? 'Code de secours' : 'Code de vérification'}
        error={errors.code?.message}
      >
        {useRecovery ? (
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="xxxx-xxxx"
            {...fieldA11y(codeId, errors.code?.message)}
            {...register('code')}
          />
        ) : (
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            placeholder="123456"
            {...fieldA11y(codeId, errors.code?.message)}
            {...register('code')}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('trustDevice')} />
        Faire confiance à cet appareil pendant 30 jours
      </label>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Vérification...' : 'Vérifier'}
      </Button>
      <div className="flex items-center justify-between gap-4 text-sm">
        <button
          type="button"
          className="text-brand-700 hover:underline"
          onClick={() => {
            setUseRecovery(!useRecovery);
            resetField('code');
            setFormError(null);
          }}
        >
          {useRecovery ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
        </button>
        <button type="button" className="text-slate-600 hover:underline" onClick={props.onRestart}>
          Recommencer la connexion
        </button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TSecondFactorMethod, TSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import {
  type TSecondFactorSpace,
  type TTwoFactorLoginForm,
  ZTwoFactorLoginForm,
} from '#domain/identity/two-factor/two-factor-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { useSubmitLoginCode } from './two-factor-api';

/**
 * The second step of a professional's or an administrator's sign-in: the authenticator's code, or a
 * recovery code, or a passkey (ADR 0025) when the page gives `onPasskey` — only the methods the account
 * has are offered.
 */
export function TwoFactorLoginStep(props: {
  challenge: string;
  space?: TSecondFactorSpace;
  /** The account's second factors, from the password step; both when unknown. */
  methods?: readonly TSecondFactorMethod[] | undefined;
  /** The passkey's ceremony and check; throws an Error whose message is French. */
  onPasskey?: (trustDevice: boolean) => Promise<TSessionResponse>;
  onSuccess: (session: TSessionResponse) => void;
  onRestart: () => void;
}) {
  const space = props.space ?? 'pro';
  const submitCode = useSubmitLoginCode(space);
  const [useRecovery, setUseRecovery] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const methods = props.methods ?? ['totp', 'passkey'];
  const withCode = methods.includes('totp');
  const onPasskey = methods.includes('passkey') ? props.onPasskey : undefined;
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    getValues,
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

  const signWithPasskey = async () => {
    if (!onPasskey) return;
    setFormError(null);
    setPasskeyPending(true);
    try {
      props.onSuccess(await onPasskey(getValues('trustDevice') === true));
    } catch (error) {
      setFormError(error instanceof Error ? error.message : 'Une erreur est survenue. Veuillez réessayer.');
    } finally {
      setPasskeyPending(false);
    }
  };

  const trustDevice = (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" className="h-4 w-4 rounded border-control" {...register('trustDevice')} />
      Faire confiance à cet appareil pendant 30 jours
    </label>
  );
  const passkeyButton = onPasskey ? (
    <Button
      variant={withCode ? 'outline' : 'primary'}
      className="w-full"
      disabled={passkeyPending}
      onClick={signWithPasskey}
    >
      {passkeyPending ? 'En attente de votre clé d’accès…' : 'Utiliser une clé d’accès'}
    </Button>
  ) : null;
  const restart = (
    <button type="button" className="text-slate-600 hover:underline" onClick={props.onRestart}>
      Recommencer la connexion
    </button>
  );

  if (!withCode) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Confirmez votre connexion avec la clé d’accès enregistrée sur votre compte.
        </p>
        <ErrorBox message={formError} />
        {trustDevice}
        {passkeyButton}
        <div className="text-right text-sm">{restart}</div>
      </div>
    );
  }

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
      {trustDevice}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Vérification…' : 'Vérifier'}
      </Button>
      {passkeyButton}
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
        {restart}
      </div>
    </form>
  );
}

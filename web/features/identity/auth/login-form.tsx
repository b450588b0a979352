import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  type TLoginRequest,
  type TSessionResponse,
  type TSessionSpace,
  ZLoginRequest,
} from '#domain/identity/auth/auth-schemas.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { useLogin } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y, RequiredFieldsLegend } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';

export const LOGIN_FAILED_MESSAGE = 'E-mail ou mot de passe incorrect';
export const LOGIN_ERROR_MESSAGE = 'Une erreur est survenue lors de la connexion';

/** Wrong credentials and the rate limit have their own messages; anything else is the seed's generic one. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_CREDENTIALS' || error.code === 'VALIDATION_FAILED')
      return LOGIN_FAILED_MESSAGE;
    if (error.code === 'TOO_MANY_ATTEMPTS') return error.message;
  }
  return LOGIN_ERROR_MESSAGE;
}

export function LoginForm(props: {
  space: TSessionSpace;
  forgotPasswordTo?: string;
  onSuccess: (session: TSessionResponse) => void;
}) {
  const login = useLogin(props.space);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const idPrefix = `${props.space}-login`;
  // The submit button is disabled while the request runs, which drops the focus on <body>: after a refusal the
  // focus goes to the message, read at once, and the next Tab reaches the e-mail field (RGAA 7.4).
  const errorRef = useRef<HTMLDivElement>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) errorRef.current?.focus();
  }, [failures]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const session = await login.mutateAsync(values);
      props.onSuccess(session);
    } catch (error) {
      setFormError(loginErrorMessage(error));
      setFailures((count) => count + 1);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div ref={errorRef} tabIndex={-1} className="empty:hidden focus:outline-none">
        <ErrorBox message={formError} />
      </div>
      <RequiredFieldsLegend />
      <FormField id={`${idPrefix}-email`} label="E-mail" error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          placeholder="votre@email.com"
          {...fieldA11y(`${idPrefix}-email`, errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField id={`${idPrefix}-password`} label="Mot de passe" error={errors.password?.message} required>
        <PasswordInput
          autoComplete="current-password"
          {...fieldA11y(`${idPrefix}-password`, errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <div className="flex items-center justify-between gap-4">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4 rounded border-control" {...register('rememberMe')} />
          Se souvenir de moi
        </label>
        {props.forgotPasswordTo ? (
          <Link to={props.forgotPasswordTo} className="text-sm text-brand-700 hover:underline">
            Mot de passe oublié&#8239;?
          </Link>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Connexion…' : 'Se connecter'}
      </Button>
    </form>
  );
}

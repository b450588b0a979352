import { type FormEvent, useState } from 'react';
import { loginErrorMessage } from '#web/features/identity/auth/login-form.tsx';
import { useLogin } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, RequiredFieldsLegend } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';

/**
 * The booking's own sign-in (seed 000 §5 Booking login): the button stays disabled while either
 * field is empty or while the request runs. Success updates the client session, which turns the
 * step into the confirm screen.
 */
export function BookingLoginForm() {
  const login = useLogin('client');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const blank = email.trim() === '' || password === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || login.isPending) return;
    setError(null);
    try {
      await login.mutateAsync({ email, password });
    } catch (failure) {
      setError(loginErrorMessage(failure));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorBox message={error} />
      <RequiredFieldsLegend />
      <FormField id="booking-login-email" label="E-mail" required>
        <Input
          id="booking-login-email"
          type="email"
          autoComplete="email"
          placeholder="votre@email.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField id="booking-login-password" label="Mot de passe" required>
        <PasswordInput
          id="booking-login-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={blank || login.isPending}>
        {login.isPending ? 'Connexion…' : 'Se connecter'}
      </Button>
      <p className="text-center text-sm">
        <a
          href="/forgot-password"
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 hover:underline"
        >
          Mot de passe oublié&#8239;? (nouvel onglet)
        </a>
      </p>
    </form>
  );
}

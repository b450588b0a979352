import { useState } from 'react';
import type { TSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { usePasskeyLogin } from './passkey-api';
import { passkeyErrorMessage } from './webauthn-ceremony';

/** « Se connecter avec une clé d'accès »: no e-mail, no password; the browser offers this site's passkeys. */
export function PasskeyLoginButton(props: { onSuccess: (session: TSessionResponse) => void }) {
  const login = usePasskeyLogin();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <ErrorBox message={error} />
      <Button
        variant="outline"
        className="w-full"
        disabled={login.isPending}
        onClick={async () => {
          setError(null);
          try {
            props.onSuccess(await login.mutateAsync());
          } catch (failure) {
            setError(passkeyErrorMessage(failure));
          }
        }}
      >
        {login.isPending ? 'En attente de votre clé d’accès…' : 'Se connecter avec une clé d’accès'}
      </Button>
    </div>
  );
}

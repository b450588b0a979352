import { useSearchParams } from 'react-router';
import { oidcErrorMessage } from '#domain/identity/identity-providers/identity-provider-schemas.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';

/** Why a sign-in with a provider came back here (`?erreur=…`), in French; nothing otherwise. */
export function OidcErrorNotice() {
  const [searchParams] = useSearchParams();
  return <ErrorBox message={oidcErrorMessage(searchParams.get('erreur'))} />;
}

import { useSearchParams } from 'react-router';
import { oidcErrorMessage } from '../../../domain/identity-providers/identity-provider-schemas';
import { ErrorBox } from '../../shared/ui/error-box';

/** Why a sign-in with a provider came back here (`?erreur=…`), in French; nothing otherwise. */
export function OidcErrorNotice() {
  const [searchParams] = useSearchParams();
  return <ErrorBox message={oidcErrorMessage(searchParams.get('erreur'))} />;
}

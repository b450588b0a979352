import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { TSessionSpace } from '#domain/identity/auth/auth-schemas.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';

/** Shows a spinner while the session is restored, then the page or a redirect to that space's login. */
export function RequireSession(props: { space: TSessionSpace; loginPath: string; children: ReactNode }) {
  const session = useSession(props.space);
  const location = useLocation();
  if (session.isPending) return <Spinner label="Restauration de votre session…" />;
  if (!session.data?.user) {
    return (
      <Navigate to={props.loginPath} replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return <>{props.children}</>;
}

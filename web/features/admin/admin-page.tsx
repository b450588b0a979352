import { paths } from '../../app/paths';
import { Logo } from '../../shared/layout/logo';
import { useDocumentTitle } from '../../shared/layout/use-document-title';
import { useLogout, useSession } from '../../shared/session/use-session';
import { Button } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import { AuthCard } from '../auth/auth-card';
import { LoginForm } from '../auth/login-form';
import { RegistrationsBoard } from './registrations-board';

/** /admin: administrators only; anyone else gets the administrator login form. */
export function AdminPage() {
  useDocumentTitle('Administration');
  const session = useSession('admin');
  const logout = useLogout('admin');

  if (session.isPending) return <Spinner label="Restauration de votre session..." />;
  const user = session.data?.user;

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Logo suffix="Administration" />
          {user ? (
            <div className="flex items-center gap-3 text-sm">
              <span className="text-slate-700">{user.name}</span>
              <Button variant="ghost" size="sm" onClick={() => logout.logout(paths.admin)}>
                Se déconnecter
              </Button>
            </div>
          ) : null}
        </div>
      </header>
      <main id="contenu">
        {user ? (
          <RegistrationsBoard />
        ) : (
          <AuthCard title="Administration" subtitle="Réservé aux administrateurs de JurisRDV.">
            <LoginForm space="admin" onSuccess={() => undefined} />
          </AuthCard>
        )}
      </main>
    </div>
  );
}

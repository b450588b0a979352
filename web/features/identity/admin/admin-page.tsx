import { type ReactNode, useState } from 'react';
import { Logo } from '#web/shared/layout/logo.tsx';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { useLogout, useSession } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { AuthCard } from '../auth/auth-card';
import { LoginForm } from '../auth/login-form';
import { AccountSecurityAdministration } from '../security-policy/account-security-administration';
import { SecondFactorRequired } from '../two-factor/second-factor-required';
import { TwoFactorLoginStep } from '../two-factor/two-factor-login-step';
import { PlatformHealthSection } from './platform-health-section';
import { RegistrationsBoard } from './registrations-board';

/**
 * /admin: administrators only; anyone else gets the administrator login form. `sections` are the later
 * contexts' boards, composed by web/app (the reviews' moderation, issue 29 §3).
 */
export function AdminPage(props: { sections?: ReactNode }) {
  useDocumentTitle('Administration');
  const session = useSession('admin');
  const logout = useLogout('admin');
  const [challenge, setChallenge] = useState<string | null>(null);

  if (session.isPending) return <Spinner label="Restauration de votre session…" />;
  const user = session.data?.user;
  const onLogout = () => logout.logout(paths.admin);
  if (user && session.data?.twoFactorSetupRequired)
    return <SecondFactorRequired space="admin" onLogout={onLogout} />;

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Logo suffix="Administration" />
          {user ? (
            <div className="flex items-center gap-3 text-sm">
              <span className="text-slate-700">{user.name}</span>
              <Button variant="ghost" size="sm" onClick={onLogout}>
                Se déconnecter
              </Button>
            </div>
          ) : null}
        </div>
      </header>
      <main id="contenu">
        {user ? (
          <>
            <RegistrationsBoard />
            {props.sections}
            <AccountSecurityAdministration />
            <PlatformHealthSection />
          </>
        ) : (
          <AuthCard title="Administration" subtitle="Réservé aux administrateurs de JurisRDV.">
            {challenge ? (
              <TwoFactorLoginStep
                space="admin"
                challenge={challenge}
                onSuccess={() => setChallenge(null)}
                onRestart={() => setChallenge(null)}
              />
            ) : (
              <LoginForm
                space="admin"
                onSuccess={(answer) => setChallenge(answer.twoFactorChallenge ?? null)}
              />
            )}
          </AuthCard>
        )}
      </main>
    </div>
  );
}

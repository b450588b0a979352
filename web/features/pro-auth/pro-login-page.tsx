import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../shared/layout/use-document-title';
import { AuthCard } from '../auth/auth-card';
import { LoginForm } from '../auth/login-form';
import { redirectTarget } from '../auth/redirect-target';
import { TwoFactorLoginStep } from '../two-factor/two-factor-login-step';

export function ProLoginPage() {
  useDocumentTitle('Connexion professionnelle');
  const navigate = useNavigate();
  const location = useLocation();
  const [challenge, setChallenge] = useState<string | null>(null);
  const enter = () => navigate(redirectTarget(location.state, paths.pro.dashboard), { replace: true });
  return (
    <AuthCard
      title="Espace professionnel"
      subtitle="Connectez-vous pour gérer votre cabinet."
      footer={
        <>
          Pas encore inscrit ?{' '}
          <Link to={paths.pro.register} className="font-medium text-brand-700 hover:underline">
            Créer un compte professionnel
          </Link>
        </>
      }
    >
      {challenge ? (
        <TwoFactorLoginStep challenge={challenge} onSuccess={enter} onRestart={() => setChallenge(null)} />
      ) : (
        <LoginForm
          space="pro"
          forgotPasswordTo={paths.pro.forgotPassword}
          onSuccess={(session) => {
            if (session.twoFactorChallenge) setChallenge(session.twoFactorChallenge);
            else enter();
          }}
        />
      )}
      <p className="mt-6 text-xs text-slate-500">
        En vous connectant, vous acceptez nos{' '}
        <Link to={paths.pro.terms} className="underline">
          conditions d'utilisation
        </Link>{' '}
        et notre{' '}
        <Link to={paths.pro.privacy} className="underline">
          politique de confidentialité
        </Link>
        .
      </p>
    </AuthCard>
  );
}

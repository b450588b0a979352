import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../shared/layout/use-document-title';
import { AuthCard } from './auth-card';
import { DemoAccountsBox } from './demo-accounts-box';
import { LoginForm } from './login-form';
import { redirectTarget } from './redirect-target';

export function ClientLoginPage() {
  useDocumentTitle('Connexion');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthCard
      title="Connexion"
      subtitle="Accédez à votre espace personnel pour gérer vos rendez-vous."
      footer={
        <>
          Pas encore de compte ?{' '}
          <Link to={paths.register} className="font-medium text-brand-700 hover:underline">
            Créer un compte gratuit
          </Link>
        </>
      }
    >
      <LoginForm
        space="client"
        forgotPasswordTo={paths.forgotPassword}
        onSuccess={() => navigate(redirectTarget(location.state, paths.dashboard), { replace: true })}
      />
      <DemoAccountsBox />
    </AuthCard>
  );
}

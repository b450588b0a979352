import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeReturnTo } from '#domain/identity/identity-providers/return-to.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { IdentityProviderButtons } from '../identity-providers/identity-provider-buttons';
import { OidcErrorNotice } from '../identity-providers/oidc-error-notice';
import { AuthCard } from './auth-card';
import { DemoAccountsBox } from './demo-accounts-box';
import { LoginForm } from './login-form';
import { redirectTarget } from './redirect-target';

export function ClientLoginPage() {
  useDocumentTitle('Connexion');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Back from a provider with an error: the page the person came from (a booking in progress) is kept.
  const target = redirectTarget(location.state, safeReturnTo(searchParams.get('retour')) ?? paths.dashboard);
  return (
    <AuthCard
      title="Connexion"
      subtitle="Accédez à votre espace personnel pour gérer vos rendez-vous."
      footer={
        <>
          Pas encore de compte&#8239;?{' '}
          <Link to={paths.register} className="font-medium text-brand-700 hover:underline">
            Créer un compte gratuit
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        <OidcErrorNotice />
        <IdentityProviderButtons returnTo={target} />
        <LoginForm
          space="client"
          forgotPasswordTo={paths.forgotPassword}
          onSuccess={() => navigate(target, { replace: true })}
        />
      </div>
      <DemoAccountsBox />
    </AuthCard>
  );
}

import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { IdentityProviderButtons } from '../identity-providers/identity-provider-buttons';
import { AuthCard } from './auth-card';
import { ClientRegistrationForm } from './client-registration-form';

export { PASSWORD_HINT, REGISTRATION_ERROR_MESSAGE } from './client-registration-form';

export function ClientRegisterPage() {
  useDocumentTitle('Créer un compte');
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Créer un compte"
      subtitle="Gratuit, pour réserver et suivre vos consultations."
      footer={
        <>
          Déjà inscrit&#8239;?{' '}
          <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
            Se connecter
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        <IdentityProviderButtons returnTo={paths.dashboard} />
        <ClientRegistrationForm
          idPrefix="register"
          onRegistered={() => navigate(paths.dashboard, { replace: true })}
        />
      </div>
    </AuthCard>
  );
}

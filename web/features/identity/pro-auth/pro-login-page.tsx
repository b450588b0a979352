import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TSecondFactorMethod, TSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { AuthCard } from '../auth/auth-card';
import { DemoAccountsBox } from '../auth/demo-accounts-box';
import { LoginForm } from '../auth/login-form';
import { redirectTarget } from '../auth/redirect-target';
import { staffHomePath } from '../firms/staff-access';
import { usePasskeySecondFactor } from '../passkeys/passkey-api';
import { PasskeyLoginButton } from '../passkeys/passkey-login-button';
import { PasskeyCeremonyError, passkeyErrorMessage } from '../passkeys/webauthn-ceremony';
import { TwoFactorLoginStep } from '../two-factor/two-factor-login-step';

export function ProLoginPage() {
  useDocumentTitle('Connexion professionnelle');
  const navigate = useNavigate();
  const location = useLocation();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [methods, setMethods] = useState<TSecondFactorMethod[] | undefined>(undefined);
  const passkeySecondFactor = usePasskeySecondFactor();
  // An assistant starts on the planning, an accountant on the invoices; a lawyer on the home.
  const enter = (session: TSessionResponse) =>
    navigate(
      redirectTarget(location.state, session.staff ? staffHomePath(session.staff) : paths.pro.dashboard),
      { replace: true },
    );
  return (
    <AuthCard
      title="Espace professionnel"
      subtitle="Connectez-vous pour gérer votre cabinet."
      footer={
        <>
          Pas encore inscrit&#8239;?{' '}
          <Link to={paths.pro.register} className="font-medium text-brand-700 hover:underline">
            Créer un compte professionnel
          </Link>
        </>
      }
    >
      {challenge ? (
        <TwoFactorLoginStep
          challenge={challenge}
          methods={methods}
          onPasskey={async (trustDevice) => {
            try {
              return await passkeySecondFactor.mutateAsync({ challenge, trustDevice });
            } catch (error) {
              // The step shows the message of what it catches: the browser's or the server's, in French.
              throw new PasskeyCeremonyError(passkeyErrorMessage(error));
            }
          }}
          onSuccess={enter}
          onRestart={() => setChallenge(null)}
        />
      ) : (
        <>
          <LoginForm
            space="pro"
            forgotPasswordTo={paths.pro.forgotPassword}
            onSuccess={(session) => {
              if (session.twoFactorChallenge) {
                setMethods(session.twoFactorMethods);
                setChallenge(session.twoFactorChallenge);
              } else enter(session);
            }}
          />
          <div className="mt-4 border-t border-slate-200 pt-4">
            <PasskeyLoginButton onSuccess={enter} />
          </div>
        </>
      )}
      <DemoAccountsBox space="pro" />
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

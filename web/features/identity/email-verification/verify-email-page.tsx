import { Link, useSearchParams } from 'react-router';
import { ApiError } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { ErrorBox, SuccessBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { AuthCard } from '../auth/auth-card';
import { useVerifyEmail } from './email-verification-api';

const LINK_CLASS =
  'inline-flex h-10 w-full items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700';

const FAILURE_TITLE: Record<string, string> = {
  EMAIL_LINK_EXPIRED: 'Lien expiré',
  EMAIL_LINK_USED: 'Lien déjà utilisé',
};

/** The page of the link e-mailed by « Confirmez votre adresse e-mail » (ADR 0023). */
export function VerifyEmailPage() {
  useDocumentTitle('Confirmation de votre adresse e-mail');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verification = useVerifyEmail(token);

  if (token && verification.isPending) {
    return (
      <AuthCard title="Confirmation de votre adresse e-mail">
        <Spinner label="Confirmation en cours…" />
      </AuthCard>
    );
  }

  if (verification.data) {
    const space = verification.data.space;
    return (
      <AuthCard title="Adresse e-mail confirmée">
        <div className="space-y-4">
          <SuccessBox message={`Votre adresse ${verification.data.email} est confirmée. Merci\u202f!`} />
          <Link to={space === 'pro' ? paths.pro.dashboard : paths.dashboard} className={LINK_CLASS}>
            {space === 'pro' ? 'Accéder à mon espace professionnel' : 'Accéder à mon espace'}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const error = verification.error;
  const code = error instanceof ApiError ? error.code : '';
  const message =
    error instanceof ApiError && error.status < 500
      ? error.message
      : token
        ? 'Une erreur est survenue. Veuillez réessayer.'
        : 'Ce lien de confirmation est invalide. Demandez un nouvel e-mail de confirmation depuis votre espace.';
  return (
    <AuthCard title={FAILURE_TITLE[code] ?? 'Lien invalide'}>
      <div className="space-y-4">
        <ErrorBox message={message} />
        <p className="text-sm text-slate-600">
          Connectez-vous pour demander un nouvel e-mail de confirmation, ou accédez à votre espace si votre
          adresse est déjà confirmée.
        </p>
        <div className="flex flex-col gap-2 text-sm">
          <Link to={paths.dashboard} className="font-medium text-brand-700 underline">
            Mon espace client
          </Link>
          <Link to={paths.pro.dashboard} className="font-medium text-brand-700 underline">
            Mon espace professionnel
          </Link>
        </div>
      </div>
    </AuthCard>
  );
}

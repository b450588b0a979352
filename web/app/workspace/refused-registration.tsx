import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { TProfessionalSummary } from '#domain/identity/auth/auth-schemas.ts';
import { Logo } from '#web/shared/layout/logo.tsx';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { Button } from '#web/shared/ui/button.tsx';

/**
 * All a refused professional sees of the workspace: the refusal and its reason. The API refuses every
 * workspace request of such an account (403), so nothing else could work anyway.
 */
export function RefusedRegistration(props: { professional: TProfessionalSummary; onLogout: () => void }) {
  useDocumentTitle('Inscription non validée');
  const supportEmail = useSiteFacts().data?.supportEmail;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex h-16 items-center border-b border-slate-200 bg-white px-4">
        <Logo to={paths.pro.landing} suffix="Pro" />
      </header>
      <main id="contenu" className="mx-auto max-w-2xl px-4 py-12">
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          <h1 className="text-xl font-bold">Votre inscription n'a pas été validée.</h1>
          {props.professional.rejectionReason ? (
            <p className="mt-3">Motif&nbsp;: {props.professional.rejectionReason}</p>
          ) : null}
          <p className="mt-3 text-sm">
            Votre espace professionnel n'est pas accessible et votre profil n'est pas visible des clients.
          </p>
          <p className="mt-1 text-sm">
            Pour compléter vos informations,{' '}
            {supportEmail ? (
              <>
                écrivez-nous à{' '}
                <a className="font-medium underline" href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>{' '}
                ou{' '}
              </>
            ) : null}
            utilisez{' '}
            <Link className="font-medium underline" to="/pro/contact">
              le formulaire de contact
            </Link>
            .
          </p>
        </div>
        <div className="mt-6">
          <Button variant="outline" onClick={props.onLogout}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Se déconnecter
          </Button>
        </div>
      </main>
    </div>
  );
}

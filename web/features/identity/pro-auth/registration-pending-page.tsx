import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';

export function RegistrationPendingPage() {
  useDocumentTitle('Inscription en cours de validation');
  // The e-mail is only promised where it really leaves (SMTP configured).
  const emailDelivery = useSiteFacts().data?.emailDelivery ?? false;
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <Clock className="mx-auto h-12 w-12 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Inscription en cours de validation</h1>
      <p className="mt-3 text-slate-600">
        Merci&#8239;! Votre demande d'inscription a bien été enregistrée. Notre équipe vérifie vos
        informations professionnelles avant de valider votre compte.{' '}
        {emailDelivery
          ? 'Vous recevrez un e-mail dès que ce sera fait.'
          : 'Le résultat s’affichera dans votre espace dès que ce sera fait.'}
      </p>
      <p className="mt-3 text-slate-600">
        Vous pouvez déjà vous connecter à votre espace pour le découvrir&#8239;; votre profil sera visible des
        clients après validation.
      </p>
      <Link
        to={paths.pro.login}
        className="mt-6 inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
      >
        Se connecter
      </Link>
    </div>
  );
}

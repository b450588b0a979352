import { useQueryClient } from '@tanstack/react-query';
import type { TSecondFactorSpace } from '#domain/identity/two-factor/two-factor-schemas.ts';
import { Logo } from '#web/shared/layout/logo.tsx';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { sessionQueryKey } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { PasskeysSection } from '../passkeys/passkeys-section';
import { TwoFactorSection } from './two-factor-section';

const WHY: Record<TSecondFactorSpace, string> = {
  pro: 'Votre espace professionnel donne accès aux dossiers et aux documents de vos clients\u00a0: en plus de votre mot de passe, un code de votre téléphone est obligatoire pour vous connecter. Configurez-le maintenant pour accéder à votre espace.',
  admin:
    'Un compte administrateur valide les professionnels et règle la sécurité de toute la plateforme\u00a0: la double authentification y est obligatoire. Configurez-la maintenant pour accéder à l’administration.',
};

/**
 * The enrolment itself, under its page title: the explanation, the authenticator app and, for
 * professionals, a passkey instead. Once enrolled, the session is read again and the space opens.
 */
export function SecondFactorEnrolment(props: { space: TSecondFactorSpace }) {
  const queryClient = useQueryClient();
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Activez la double authentification</h1>
      <p className="mt-2 text-slate-700">{WHY[props.space]}</p>
      <TwoFactorSection
        space={props.space}
        onEnrolled={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey(props.space) })}
      />
      {props.space === 'pro' ? (
        <>
          <p className="mt-6 text-sm text-slate-700">
            Ou, à la place de l’application, une clé d’accès (empreinte, visage ou code de cet
            appareil)&nbsp;:
          </p>
          <PasskeysSection />
        </>
      ) : null}
    </>
  );
}

/**
 * What an account that must have a second factor and has none sees after the password (ADR 0026): the
 * enrolment, and nothing else of its space until the recovery codes are noted.
 */
export function SecondFactorRequired(props: { space: TSecondFactorSpace; onLogout: () => void }) {
  useDocumentTitle('Activez la double authentification');
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <Logo suffix={props.space === 'pro' ? 'Pro' : 'Administration'} />
          <Button variant="ghost" size="sm" onClick={props.onLogout}>
            Se déconnecter
          </Button>
        </div>
      </header>
      <main id="contenu" className="mx-auto max-w-3xl px-4 py-10">
        <SecondFactorEnrolment space={props.space} />
      </main>
    </div>
  );
}

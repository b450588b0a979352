import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { useSession, useStaff } from '#web/shared/session/use-session.ts';
import { ChangeEmailSection } from '../email-verification/change-email-section';
import { PasskeysSection } from '../passkeys/passkeys-section';
import { TwoFactorSection } from '../two-factor/two-factor-section';
import { AccountSecuritySection } from './account-security-section';

/** « Mon compte » (/pro/dashboard/compte): the professional's sign-in address, password and devices. */
export function ProAccountPage({ children }: { children?: ReactNode }) {
  useDocumentTitle('Mon compte');
  const email = useSession('pro').data?.user?.email;
  // An assistant or an accountant has no public page.
  const staff = useStaff();
  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">Mon compte</h1>
        <p className="mt-1 text-slate-600">
          Votre adresse de connexion, votre mot de passe, la double authentification et les appareils
          connectés à votre espace professionnel.
        </p>
      </div>
      <AccountSecuritySection space="pro" />
      {email ? (
        <div className="mt-6 space-y-2">
          <ChangeEmailSection space="pro" currentEmail={email} />
          {staff ? null : (
            <p className="text-sm text-slate-600">
              L’adresse de contact affichée sur votre fiche publique se modifie dans «&nbsp;Ma fiche
              pro&nbsp;».
            </p>
          )}
        </div>
      ) : null}
      <TwoFactorSection />
      <PasskeysSection />
      {children}
    </>
  );
}

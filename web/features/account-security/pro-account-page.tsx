import { useDocumentTitle } from '../../shared/layout/use-document-title';
import { PasskeysSection } from '../passkeys/passkeys-section';
import { TwoFactorSection } from '../two-factor/two-factor-section';
import { AccountSecuritySection } from './account-security-section';

/** « Mon compte » (/pro/dashboard/compte): the professional's password and signed-in devices. */
export function ProAccountPage() {
  useDocumentTitle('Mon compte');
  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">Mon compte</h1>
        <p className="mt-1 text-slate-600">
          Votre mot de passe, la double authentification et les appareils connectés à votre espace
          professionnel.
        </p>
      </div>
      <AccountSecuritySection space="pro" />
      <TwoFactorSection />
      <PasskeysSection />
    </>
  );
}

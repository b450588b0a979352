import type { TAccountSecuritySpace } from '#domain/identity/account-security/account-security-schemas.ts';
import { ActiveSessionsList } from './active-sessions-list';
import { ChangePasswordForm } from './change-password-form';

/** « Sécurité »: the password and the signed-in devices, in the client profile and the pro's « Mon compte ». */
export function AccountSecuritySection({
  space,
  hasPassword = true,
}: {
  space: TAccountSecuritySpace;
  /** An account created through an identity provider has no password to change (it sets one instead). */
  hasPassword?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${space}-security-heading`}
      className="space-y-6 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id={`${space}-security-heading`} className="text-lg font-semibold text-slate-900">
        Sécurité
      </h2>
      <div className="grid gap-8 lg:grid-cols-2">
        {hasPassword ? (
          <div className="space-y-3">
            <h3 className="font-semibold text-slate-900">Modifier mon mot de passe</h3>
            <ChangePasswordForm space={space} />
          </div>
        ) : null}
        <div className="space-y-3">
          <h3 className="font-semibold text-slate-900">Sessions actives</h3>
          <ActiveSessionsList space={space} />
        </div>
      </div>
    </section>
  );
}

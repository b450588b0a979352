import type { TProfessionalSummary } from '#domain/identity/auth/auth-schemas.ts';

/**
 * Professionals awaiting validation can prepare their space but are not listed nor bookable, and no
 * e-mail reaches a client in their name. (A refused registration sees only RefusedRegistration.)
 */
export function VerificationBanner({ professional }: { professional: TProfessionalSummary }) {
  if (professional.verificationStatus !== 'pending') return null;
  return (
    <div
      role="status"
      className="mb-6 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="font-semibold">Votre compte est en attente de validation.</p>
      <p className="mt-1">
        Nous vérifions vos informations professionnelles. En attendant, votre profil n'apparaît pas dans la
        recherche et ne peut pas recevoir de réservations.
      </p>
      <p className="mt-1">
        Aucun e-mail n'est envoyé à vos clients en votre nom avant la validation&nbsp;: prévenez-les vous-même
        des rendez-vous que vous acceptez, refusez ou déplacez.
      </p>
    </div>
  );
}

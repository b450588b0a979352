import type { TProfessionalSummary } from '../../../domain/auth/auth-schemas';

/** Unverified professionals can work in their space but are not listed nor bookable until validated. */
export function VerificationBanner({ professional }: { professional: TProfessionalSummary }) {
  if (professional.verificationStatus === 'verified') return null;
  if (professional.verificationStatus === 'rejected') {
    return (
      <div role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">Votre inscription n'a pas été validée.</p>
        {professional.rejectionReason ? <p className="mt-1">Motif : {professional.rejectionReason}</p> : null}
        <p className="mt-1">Contactez-nous à contact@jurisrdv.fr pour compléter vos informations.</p>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="mb-6 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="font-semibold">Votre compte est en attente de validation.</p>
      <p className="mt-1">
        Nous vérifions vos informations professionnelles sous 24h. En attendant, votre profil n'apparaît pas
        dans la recherche et ne peut pas recevoir de réservations.
      </p>
    </div>
  );
}

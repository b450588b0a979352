import { professionalTypeLabel } from '#domain/kernel/vocabulary/search-options.ts';
import { feeText } from './fee-text';
import type { TProfessionalCard } from './search-schemas';

const RATING_FORMAT = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The profile's tab title, set by the page in the browser and by the server in the HTML. */
export function profileTitle(profile: Pick<TProfessionalCard, 'name' | 'specialty' | 'city'>): string {
  return `${profile.name} — ${profile.specialty} à ${profile.city}`;
}

export function profileMetaDescription(
  profile: Pick<
    TProfessionalCard,
    'name' | 'professionalType' | 'city' | 'specialty' | 'rating' | 'reviewCount' | 'fees'
  >,
): string {
  const type = professionalTypeLabel(profile.professionalType).toLowerCase();
  const fee = profile.fees
    ? `première consultation ${feeText(profile.fees.firstConsultation).toLowerCase()}`
    : '';
  // No stars while no review is published (search-rating.ts): the sentence goes on with the fee.
  const facts = [
    profile.rating !== null && profile.reviewCount !== null
      ? `Note ${RATING_FORMAT.format(profile.rating)}/5 sur ${profile.reviewCount} avis`
      : '',
    fee,
  ]
    .filter(Boolean)
    .join(', ');
  const factsSentence = facts ? ` ${facts.charAt(0).toUpperCase()}${facts.slice(1)}.` : '';
  return `${profile.name}, ${type} à ${profile.city} (${profile.specialty}).${factsSentence} Prenez rendez-vous en ligne sur JurisRDV.`;
}

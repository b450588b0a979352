import type { TProfessionalType } from '#domain/kernel/vocabulary/search-options.ts';
import { PAYMENT_MEAN_LABELS, PAYMENT_MEANS } from './fee-text';
import type { TFeeAmount, TFirstConsultationFee } from './professional-fees';
import type { TProfessionalCard } from './search-schemas';

const SCHEMA_TYPE: Record<TProfessionalType, string> = {
  avocat: 'Attorney',
  notaire: 'Notary',
  commissaire: 'LegalService',
};

type TJsonLd = Record<string, unknown>;

function offer(name: string, fee: TFirstConsultationFee | TFeeAmount): TJsonLd {
  if (fee.kind === 'quote') return { '@type': 'Offer', name, description: 'Sur devis' };
  const cents = fee.kind === 'free' ? 0 : fee.cents;
  return { '@type': 'Offer', name, price: (cents / 100).toFixed(2), priceCurrency: 'EUR' };
}

/**
 * The profile as schema.org structured data for search engines: only what the page itself shows,
 * and fees only as the professional entered them (no offer for a fee they did not state).
 */
export function professionalJsonLd(profile: TProfessionalCard, url: string): TJsonLd {
  const fees = profile.fees;
  const offers = fees
    ? [
        offer('Première consultation', fees.firstConsultation),
        ...(fees.followUp ? [offer('Consultation de suivi', fees.followUp)] : []),
        ...(fees.urgent ? [offer('Consultation urgente', fees.urgent)] : []),
      ]
    : [];
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[profile.professionalType],
    name: profile.name,
    url,
    description: profile.description,
    telephone: profile.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: profile.streetAddress,
      postalCode: profile.postalCode,
      addressLocality: profile.city,
      addressCountry: 'FR',
    },
    ...(profile.latitude !== null && profile.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: profile.latitude, longitude: profile.longitude } }
      : {}),
    knowsLanguage: profile.languages,
    ...(profile.rating !== null && profile.reviewCount !== null && profile.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: profile.rating,
            reviewCount: profile.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(fees && fees.paymentMeans.length > 0
      ? {
          paymentAccepted: PAYMENT_MEANS.filter((mean) => fees.paymentMeans.includes(mean))
            .map((mean) => PAYMENT_MEAN_LABELS[mean])
            .join(', '),
        }
      : {}),
    ...(offers.length > 0 ? { makesOffer: offers } : {}),
  };
}

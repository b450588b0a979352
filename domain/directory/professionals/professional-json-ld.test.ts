import { describe, expect, it } from 'vitest';
import { professionalJsonLd } from './professional-json-ld';
import type { TProfessionalProfile } from './profile-schemas';

const PROFILE: TProfessionalProfile = {
  id: 7,
  name: 'Maître Anne Notaire',
  professionalType: 'notaire',
  title: 'Notaire',
  specialty: 'Droit immobilier',
  specialties: ['Droit immobilier'],
  experienceYears: 10,
  rating: 4.5,
  reviewCount: 0,
  description: 'Notaire à Lyon.',
  streetAddress: '1 place Bellecour',
  postalCode: '69002',
  city: 'Lyon',
  phone: '04 00 00 00 00',
  languages: ['Français'],
  modes: ['cabinet'],
  fees: {
    firstConsultation: { kind: 'free' },
    followUp: { kind: 'quote' },
    urgent: null,
    legalInsuranceAccepted: false,
    paymentMeans: ['virement', 'cheque'],
    paymentFacilities: false,
  },
  acceptsLegalAid: false,
  acceptsOnlineBooking: true,
  latitude: null,
  longitude: null,
  distanceKm: null,
  nextSlots: [],
  hasMoreSlots: false,
  practice: 'Étude Notaire',
  fullDescription: '',
  education: [],
  certifications: [],
  questionnaire: [],
  slotDays: [],
  nextAvailableAt: null,
  faq: [],
};

describe('professionalJsonLd', () => {
  it('describes the professional with the offers they stated, and nothing they did not', () => {
    const data = professionalJsonLd(PROFILE, 'https://jurisrdv.fr/lawyer/7');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Notary',
      name: 'Maître Anne Notaire',
      url: 'https://jurisrdv.fr/lawyer/7',
      address: { postalCode: '69002', addressLocality: 'Lyon', addressCountry: 'FR' },
      paymentAccepted: 'Chèque, Virement',
      makesOffer: [
        { '@type': 'Offer', name: 'Première consultation', price: '0.00', priceCurrency: 'EUR' },
        { '@type': 'Offer', name: 'Consultation de suivi', description: 'Sur devis' },
      ],
    });
    // No point, no review: no geo nor rating claimed.
    expect(data).not.toHaveProperty('geo');
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('offers nothing when the fees were never entered', () => {
    const data = professionalJsonLd(
      { ...PROFILE, fees: null, reviewCount: 3 },
      'https://jurisrdv.fr/lawyer/7',
    );
    expect(data).not.toHaveProperty('makesOffer');
    expect(data).not.toHaveProperty('paymentAccepted');
    expect(data).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 3 } });
  });
});

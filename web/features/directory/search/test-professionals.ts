import { foldCardSlots } from '#domain/directory/professionals/card-slots.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import type {
  TDaySlots,
  TProfessionalCard,
  TSearchResponse,
} from '#domain/directory/professionals/search-schemas.ts';

/** A working day of Paris times (November: UTC+1), `count` half-hour slots from 09:00. */
export function daySlots(date: string, count: number): TDaySlots {
  return {
    date,
    slots: Array.from({ length: count }, (_, index) => {
      const minutes = 9 * 60 + index * 30;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const utcHour = String(Math.floor(minutes / 60) - 1).padStart(2, '0');
      return {
        start: `${date}T${utcHour}:${String(minutes % 60).padStart(2, '0')}:00.000Z`,
        time,
        modes: ['cabinet', 'visio', 'telephone'] as const satisfies TDaySlots['slots'][number]['modes'],
      };
    }),
  };
}

/** The free days of the sample professional: 5 + 3 + 4 + 2 + 6 times (the card folds them). */
export const CARD_SLOT_DAYS: TDaySlots[] = [
  daySlots('2026-11-24', 5),
  daySlots('2026-11-25', 3),
  daySlots('2026-11-26', 4),
  daySlots('2026-11-27', 2),
  daySlots('2026-11-30', 6),
];

export function makeCard(overrides: Partial<TProfessionalCard> = {}): TProfessionalCard {
  return {
    id: 1,
    name: 'Maître Sophie Martin',
    professionalType: 'avocat',
    title: 'Avocate',
    specialty: 'Droit de la famille',
    specialties: ['Droit de la famille'],
    experienceYears: 15,
    rating: 4.8,
    reviewCount: 127,
    description:
      'Avocate en droit de la famille depuis plus de quinze ans, je vous accompagne dans vos procédures de divorce, de garde et de pension alimentaire.',
    streetAddress: '12 rue de Rivoli',
    postalCode: '75004',
    city: 'Paris',
    phone: '01 23 45 67 89',
    languages: ['Français', 'Anglais'],
    modes: ['cabinet', 'visio', 'telephone'],
    fees: {
      firstConsultation: { kind: 'amount', cents: 12_000 },
      followUp: { kind: 'amount', cents: 10_000 },
      urgent: { kind: 'amount', cents: 18_000 },
      legalInsuranceAccepted: true,
      paymentMeans: ['carte', 'cheque', 'especes'],
      paymentFacilities: true,
    },
    acceptsLegalAid: true,
    acceptsOnlineBooking: true,
    latitude: 48.8566,
    longitude: 2.3522,
    distanceKm: 0.4,
    ...foldCardSlots(CARD_SLOT_DAYS),
    ...overrides,
  };
}

export function makeSearchResponse(overrides: Partial<TSearchResponse> = {}): TSearchResponse {
  const results = overrides.results ?? [makeCard()];
  return {
    place: {
      label: 'Paris',
      city: 'Paris',
      latitude: 48.8566,
      longitude: 2.3522,
      postalCode: null,
      inseeCode: '75056',
      kind: 'commune',
    },
    heading: 'Avocats à Paris',
    total: results.length,
    totalIsLowerBound: false,
    page: 1,
    pageSize: 10,
    pageCount: results.length > 0 ? 1 : 0,
    distanceKm: 10,
    results,
    firms: [],
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<TProfessionalProfile> = {}): TProfessionalProfile {
  const card = makeCard();
  return {
    ...card,
    practice: 'Cabinet Martin',
    fullDescription: 'Premier paragraphe de présentation.\nSecond paragraphe de présentation.',
    education: ['Master 2 Droit de la famille, Université Paris 1', 'CAPA, EFB Paris'],
    certifications: ['Médiatrice familiale certifiée'],
    questionnaire: [],
    slotDays: CARD_SLOT_DAYS,
    nextAvailableAt: CARD_SLOT_DAYS[0]?.slots[0]?.start ?? null,
    faq: [
      { question: 'Comment se déroule un premier rendez-vous\u202f?', answer: 'Réponse 1' },
      { question: 'Combien coûte la première consultation\u202f?', answer: 'Réponse 2' },
      { question: "Acceptez-vous l'aide juridictionnelle\u202f?", answer: 'Réponse 3' },
      { question: 'Quels documents apporter\u202f?', answer: 'Réponse 4' },
      { question: 'Puis-je annuler ou déplacer mon rendez-vous\u202f?', answer: 'Réponse 5' },
    ],
    ...overrides,
  };
}

// Full public profiles of the three demo professionals (PRODUCT.md §5): /lawyer/1, /lawyer/2, /lawyer/3.
// seed-database.ts creates their accounts and bare rows; applyDemoProfessionalProfiles fills the profile.

import { and, eq, sql } from 'drizzle-orm';
import { defaultAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { communeIndex } from '#server/directory/index.ts';
import type { TDatabase } from '../database';
import { professionals, users } from '../schema';
import { DEMO_COLLABORATOR, DEMO_PROFESSIONALS } from './demo-accounts';

type TNewProfessional = typeof professionals.$inferInsert;

/** Every public field of a profile; `id` and `email` are those of the matching DEMO_PROFESSIONALS entry. */
export type TDemoProfessionalProfile = Required<
  Pick<
    TNewProfessional,
    | 'id'
    | 'email'
    | 'professionalType'
    | 'firstName'
    | 'lastName'
    | 'practice'
    | 'specialty'
    | 'specialties'
    | 'barNumber'
    | 'barAssociation'
    | 'title'
    | 'verificationStatus'
    | 'languages'
    | 'consultationModes'
    | 'fees'
    | 'acceptsLegalAid'
    | 'acceptsOnlineBooking'
    | 'autoConfirm'
    | 'description'
    | 'fullDescription'
    | 'education'
    | 'certifications'
    | 'questionnaire'
    | 'phone'
    | 'streetAddress'
    | 'postalCode'
    | 'city'
    | 'communeCode'
    | 'latitude'
    | 'longitude'
    | 'practicingSince'
    | 'availability'
  >
> & { id: number; email: string };

const METRES_PER_DEGREE_LATITUDE = 111_320;

/** The commune point moved `north` and `east` metres, so the three pins never sit on a commune centre. */
function communePoint(
  inseeCode: string,
  north: number,
  east: number,
): { latitude: number; longitude: number } {
  const place = communeIndex().get(inseeCode);
  if (!place) throw new Error(`Commune inconnue : ${inseeCode}`);
  const latitude = place.latitude + north / METRES_PER_DEGREE_LATITUDE;
  const longitude =
    place.longitude + east / (METRES_PER_DEGREE_LATITUDE * Math.cos((place.latitude * Math.PI) / 180));
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
}

/**
 * The demo professionals' own fees, as each would enter them in « Ma fiche pro »: their first
 * consultation, then the follow-up (100 €) and urgent (180 €) fees and payment terms of seed 000 §2.
 */
function demoFees(firstConsultationCents: number): TProfessionalFees {
  return {
    firstConsultation: { kind: 'amount', cents: firstConsultationCents },
    followUp: { kind: 'amount', cents: 10_000 },
    urgent: { kind: 'amount', cents: 18_000 },
    legalInsuranceAccepted: true,
    paymentMeans: ['carte', 'cheque', 'especes'],
    paymentFacilities: true,
  };
}

function account(id: 1 | 2 | 3) {
  const entry = DEMO_PROFESSIONALS.find((professional) => professional.id === id);
  if (!entry) throw new Error(`Compte de démonstration ${id} absent`);
  const { email, firstName, lastName, practice, specialty, barNumber } = entry;
  return { id, email, firstName, lastName, practice, specialty, barNumber };
}

export const DEMO_PROFESSIONAL_PROFILES: readonly TDemoProfessionalProfile[] = [
  {
    ...account(1),
    professionalType: 'avocat',
    title: 'Avocate',
    barAssociation: 'Paris',
    specialties: ['Droit de la famille', 'Droit des successions'],
    verificationStatus: 'verified',
    languages: ['Français', 'Anglais'],
    consultationModes: ['cabinet', 'visio', 'telephone'],
    fees: demoFees(12_000),
    acceptsLegalAid: true,
    acceptsOnlineBooking: true,
    autoConfirm: true,
    description:
      "Avocate au barreau de Paris depuis 2009, j'accompagne les familles dans les divorces, séparations, questions de garde d'enfants et successions, avec écoute et rigueur.",
    fullDescription: [
      'Inscrite au barreau de Paris depuis 2009, Maître Sophie Martin consacre son activité au droit de la famille et au droit des successions. Après sept années de collaboration dans un cabinet parisien reconnu en droit patrimonial de la famille, elle a fondé le cabinet Martin Avocats dans le 8e arrondissement.',
      'Elle accompagne ses clients dans les divorces amiables comme contentieux, la fixation de la résidence des enfants et des pensions alimentaires, la liquidation des régimes matrimoniaux et le règlement des successions. Formée au droit collaboratif, elle privilégie chaque fois que possible une solution négociée, sans jamais renoncer à défendre vos intérêts devant le juge aux affaires familiales.',
      "Les rendez-vous ont lieu au cabinet, en visioconférence ou par téléphone, en français ou en anglais. L'aide juridictionnelle est acceptée et une convention d'honoraires claire est remise dès le premier rendez-vous.",
    ].join('\n'),
    education: [
      'Master 2 Droit de la famille — Université Paris 1 Panthéon-Sorbonne',
      'CAPA — École de formation du barreau de Paris (EFB)',
      'Diplôme universitaire de médiation familiale — Université Paris Cité',
    ],
    certifications: ['Formation au droit collaboratif'],
    questionnaire: [
      {
        question: 'Quelle est votre situation familiale\u202f?',
        type: 'select',
        options: ['Marié(e)', 'Pacsé(e)', 'En concubinage', 'Séparé(e) ou divorcé(e)'],
      },
      { question: "Combien d'enfants sont concernés\u202f?", type: 'text' },
      { question: 'Décrivez brièvement votre situation et vos attentes.', type: 'textarea' },
    ],
    phone: '01 99 00 18 40',
    streetAddress: '45 boulevard Malesherbes',
    postalCode: '75008',
    city: 'Paris',
    communeCode: '75108',
    ...communePoint('75108', 240, -310),
    practicingSince: 2009,
    availability: defaultAvailabilitySettings(['cabinet', 'visio', 'telephone']),
  },
  {
    ...account(2),
    professionalType: 'avocat',
    title: 'Avocat',
    barAssociation: 'Paris',
    specialties: ['Droit pénal'],
    verificationStatus: 'verified',
    languages: ['Français'],
    // Criminal defence is urgent and in person: no video, but the phone for first advice.
    consultationModes: ['cabinet', 'telephone'],
    fees: demoFees(15_000),
    acceptsLegalAid: true,
    acceptsOnlineBooking: true,
    autoConfirm: false,
    description:
      "Avocat pénaliste au barreau de Paris, je défends les personnes mises en cause et les victimes\u00a0: garde à vue, comparution immédiate, audiences correctionnelles et cour d'assises.",
    fullDescription: [
      "Inscrit au barreau de Paris depuis 2012, Maître Thomas Bernard exerce exclusivement en droit pénal, à deux pas du Tribunal de Paris. Il intervient à tous les stades de la procédure, de la garde à vue jusqu'à la cour d'assises.",
      "Il assiste aussi bien les personnes mises en cause que les victimes, notamment en matière de violences, d'infractions routières, de délits financiers et de stupéfiants. Chaque demande de rendez-vous est examinée avant d'être confirmée afin de vérifier l'absence de conflit d'intérêts.",
      "Les consultations ont lieu au cabinet ou par téléphone. L'aide juridictionnelle est acceptée.",
    ].join('\n'),
    education: [
      'Master 2 Droit pénal et sciences criminelles — Université Paris-Panthéon-Assas',
      'CAPA — École de formation du barreau de Paris (EFB)',
      'Diplôme universitaire de criminologie — Université Paris Cité',
    ],
    certifications: ["Membre de l'Association des avocats pénalistes (ADAP)"],
    questionnaire: [],
    phone: '01 99 00 27 14',
    streetAddress: '28 avenue de Clichy',
    postalCode: '75017',
    city: 'Paris',
    communeCode: '75117',
    ...communePoint('75117', 420, 560),
    practicingSince: 2012,
    availability: defaultAvailabilitySettings(['cabinet', 'telephone']),
  },
  {
    ...account(3),
    professionalType: 'avocat',
    title: 'Avocate',
    barAssociation: 'Lyon',
    specialties: ['Droit du travail'],
    verificationStatus: 'verified',
    languages: ['Français', 'Espagnol'],
    consultationModes: ['cabinet', 'visio', 'telephone'],
    fees: demoFees(11_000),
    acceptsLegalAid: true,
    acceptsOnlineBooking: true,
    autoConfirm: true,
    description:
      "Avocate en droit du travail à Lyon, j'accompagne salariés et employeurs\u00a0: licenciement, rupture conventionnelle, harcèlement et procédures devant le conseil de prud'hommes.",
    fullDescription: [
      'Inscrite au barreau de Lyon depuis 2015, Maître Camille Petit a fondé Petit & Associés dans le 3e arrondissement, près du quartier de la Part-Dieu. Le cabinet est dédié au droit du travail et aux relations sociales.',
      "Elle conseille les salariés comme les employeurs\u00a0: contestation de licenciement, négociation de ruptures conventionnelles, harcèlement moral, heures supplémentaires, inaptitude et représentation devant le conseil de prud'hommes et la cour d'appel.",
      "Les rendez-vous ont lieu au cabinet, en visioconférence ou par téléphone, en français ou en espagnol. L'aide juridictionnelle est acceptée.",
    ].join('\n'),
    education: [
      'Master 2 Droit social — Université Jean Moulin Lyon 3',
      'CAPA — École des avocats Rhône-Alpes (EDARA)',
      'Programme Erasmus — Universidad Complutense de Madrid',
    ],
    certifications: ['Formation à la médiation en entreprise'],
    questionnaire: [
      {
        question: 'Vous êtes\u00a0:',
        type: 'select',
        options: ['Salarié(e)', 'Employeur', 'Représentant(e) du personnel'],
      },
    ],
    phone: '04 65 71 32 08',
    streetAddress: '25 rue Servient',
    postalCode: '69003',
    city: 'Lyon',
    communeCode: '69383',
    ...communePoint('69383', 180, -900),
    practicingSince: 2015,
    availability: defaultAvailabilitySettings(['cabinet', 'visio', 'telephone']),
  },
];

/**
 * Maître Antoine Lambert, « Avocat collaborateur » of Cabinet Martin Avocats (issue 27 §6): at the firm's
 * address, in family law and successions beside Sophie, so that a search for either shows the firm's card.
 * His requests wait for an answer (no automatic confirmation): there is always one for the assistant.
 */
export const DEMO_COLLABORATOR_PROFILE: Omit<TDemoProfessionalProfile, 'id'> = {
  ...DEMO_COLLABORATOR,
  professionalType: 'avocat',
  title: 'Avocat',
  barAssociation: 'Paris',
  specialties: ['Droit des successions', 'Droit de la famille'],
  verificationStatus: 'verified',
  languages: ['Français', 'Italien'],
  consultationModes: ['cabinet', 'visio'],
  fees: demoFees(10_000),
  acceptsLegalAid: false,
  acceptsOnlineBooking: true,
  autoConfirm: false,
  description:
    'Avocat collaborateur du cabinet Martin Avocats, je conseille les familles dans le règlement des successions, les donations et la liquidation des régimes matrimoniaux.',
  fullDescription: [
    'Inscrit au barreau de Paris depuis 2018, Maître Antoine Lambert a rejoint le cabinet Martin Avocats comme collaborateur après un master de droit notarial et patrimonial.',
    'Il accompagne les héritiers dans le règlement des successions, les partages amiables ou judiciaires, les donations et les testaments, et travaille aux côtés de Maître Sophie Martin sur la liquidation des régimes matrimoniaux après un divorce.',
    'Les rendez-vous ont lieu au cabinet, boulevard Malesherbes, ou en visioconférence, en français ou en italien.',
  ].join('\n'),
  education: [
    'Master 2 Droit notarial et patrimonial — Université Paris-Panthéon-Assas',
    'CAPA — École de formation du barreau de Paris (EFB)',
  ],
  certifications: ['Formation continue en droit des successions internationales'],
  questionnaire: [
    {
      question: 'La succession est-elle déjà ouverte chez un notaire\u202f?',
      type: 'select',
      options: ['Oui', 'Non', 'Je ne sais pas'],
    },
  ],
  phone: '01 99 00 18 41',
  streetAddress: '45 boulevard Malesherbes',
  postalCode: '75008',
  city: 'Paris',
  communeCode: '75108',
  ...communePoint('75108', 240, -310),
  practicingSince: 2018,
  availability: defaultAvailabilitySettings(['cabinet', 'visio']),
};

/**
 * Writes the full profiles over the rows seed-database.ts created (ids 1–3), only where the row still
 * belongs to the demo account of that e-mail. Idempotent: a second run writes the same values; the
 * review date is set once, to `now`, when it is missing.
 * Returns the number of rows updated.
 */
export async function applyDemoProfessionalProfiles(db: TDatabase, now: Date): Promise<number> {
  let updated = 0;
  for (const { id, email, ...profile } of DEMO_PROFESSIONAL_PROFILES) {
    const rows = await db
      .update(professionals)
      .set({
        ...profile,
        email,
        reviewedAt: sql`coalesce(${professionals.reviewedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(professionals.id, id),
          sql`${professionals.userId} = (select ${users.id} from ${users} where ${users.email} = ${email})`,
        ),
      )
      .returning({ id: professionals.id });
    updated += rows.length;
  }
  return updated;
}

// French wording for the demo directory: per specialty (avocats) and per profession (notaires,
// commissaires de justice), the subjects handled, diplomas, certifications, questionnaire questions and
// appointment reasons the generator draws from.

import type { TQuestionnaireQuestion } from '#domain/directory/professionals/questionnaire.ts';
import type { TSpecialty } from '#domain/kernel/vocabulary/search-options.ts';

export type TPracticeContent = {
  /** Plural nouns or noun phrases: « divorce », « garde des enfants »… */
  readonly topics: readonly string[];
  /** Who the professional works for: « les familles », « les salariés »… */
  readonly audiences: readonly string[];
  /** Degrees, without the university (« Master 2 Droit social »). */
  readonly degrees: readonly string[];
  readonly certifications: readonly string[];
  readonly questions: readonly TQuestionnaireQuestion[];
  /** Appointment reasons seen in the calendars. */
  readonly reasons: readonly string[];
};

/** The domains an avocat of the demo directory has as main specialty (the others come as extras). */
export const AVOCAT_MAIN_SPECIALTIES = [
  'Droit de la famille',
  'Droit pénal',
  'Droit immobilier',
  'Droit du travail',
  'Droit des affaires',
  'Droit fiscal',
  'Droit de la consommation',
  'Droit des successions',
] as const satisfies readonly TSpecialty[];
export type TAvocatMainSpecialty = (typeof AVOCAT_MAIN_SPECIALTIES)[number];

/** Domains an avocat of the demo directory may practise besides the main ones, with their odds. */
export const AVOCAT_EXTRA_SPECIALTIES: readonly { specialty: TSpecialty; weight: number }[] = [
  { specialty: 'Droit civil', weight: 6 },
  { specialty: 'Droit routier', weight: 5 },
  { specialty: 'Droit des étrangers', weight: 4 },
  { specialty: 'Droit public', weight: 3 },
  { specialty: 'Droit de la propriété intellectuelle', weight: 2 },
  { specialty: "Droit de l'environnement", weight: 1 },
  { specialty: 'Droit international', weight: 1 },
  { specialty: 'Recouvrement de créances', weight: 2 },
];

export const SPECIALTY_CONTENT: Readonly<Record<TAvocatMainSpecialty, TPracticeContent>> = {
  'Droit de la famille': {
    topics: [
      'divorce',
      'séparation',
      'garde des enfants',
      'pension alimentaire',
      'autorité parentale',
      'prestation compensatoire',
      'adoption',
      'filiation',
    ],
    audiences: ['les familles', 'les parents', 'les particuliers', 'les couples qui se séparent'],
    degrees: [
      'Master 2 Droit de la famille',
      'Master 2 Droit des personnes et de la famille',
      'Master 2 Droit privé, parcours famille et patrimoine',
    ],
    certifications: [
      "Diplôme d'État de médiateur familial",
      'Formation au droit collaboratif',
      'Formation à la procédure participative',
    ],
    questions: [
      {
        question: 'Quelle est votre situation conjugale\u202f?',
        type: 'select',
        options: ['Marié(e)', 'Pacsé(e)', 'En concubinage', 'Séparé(e) ou divorcé(e)'],
      },
      { question: "Combien d'enfants sont concernés\u202f?", type: 'text' },
      { question: 'Décrivez brièvement votre situation familiale.', type: 'textarea' },
      {
        question: 'Une procédure est-elle déjà engagée\u202f?',
        type: 'select',
        options: ['Oui', 'Non', 'Je ne sais pas'],
      },
    ],
    reasons: ['Divorce', 'Garde des enfants', 'Pension alimentaire', 'Séparation'],
  },
  'Droit pénal': {
    topics: [
      'garde à vue',
      'comparution immédiate',
      'défense des victimes',
      'droit routier',
      'délits financiers',
      'audiences correctionnelles',
      "cour d'assises",
    ],
    audiences: ['les personnes mises en cause', 'les victimes', 'les particuliers', "les chefs d'entreprise"],
    degrees: [
      'Master 2 Droit pénal et sciences criminelles',
      'Master 2 Droit pénal des affaires',
      'Master 2 Droit pénal et procédure pénale',
    ],
    certifications: [
      "Membre de l'Association des avocats pénalistes (ADAP)",
      'Diplôme universitaire de criminologie',
    ],
    questions: [
      {
        question: 'Êtes-vous victime ou mis(e) en cause\u202f?',
        type: 'select',
        options: ['Victime', 'Mis(e) en cause', "Proche d'une personne concernée"],
      },
      { question: 'Date de la prochaine audience, le cas échéant', type: 'text' },
      { question: 'Résumez les faits en quelques lignes.', type: 'textarea' },
      { question: 'Avez-vous reçu une convocation\u202f?', type: 'select', options: ['Oui', 'Non'] },
    ],
    reasons: ['Garde à vue', 'Convocation au commissariat', 'Audience correctionnelle', 'Dépôt de plainte'],
  },
  'Droit immobilier': {
    topics: [
      "baux d'habitation",
      'baux commerciaux',
      'copropriété',
      'vente immobilière',
      'troubles de voisinage',
      'construction',
      'loyers impayés',
    ],
    audiences: ['les propriétaires', 'les locataires', 'les copropriétaires', 'les particuliers et les SCI'],
    degrees: [
      'Master 2 Droit immobilier et de la construction',
      "Master 2 Droit de l'urbanisme et de l'immobilier",
    ],
    certifications: ['Formation en droit de la copropriété'],
    questions: [
      {
        question: 'Vous êtes\u00a0:',
        type: 'select',
        options: ['Propriétaire', 'Locataire', 'Copropriétaire', 'Syndic'],
      },
      { question: 'Adresse du bien concerné', type: 'text' },
      { question: 'Quel est le litige ou le projet\u202f?', type: 'textarea' },
    ],
    reasons: ['Litige locatif', 'Copropriété', 'Vente immobilière', 'Troubles de voisinage'],
  },
  'Droit du travail': {
    topics: [
      'licenciement',
      'rupture conventionnelle',
      'harcèlement',
      "prud'hommes",
      'heures supplémentaires',
      'contrat de travail',
      'discrimination',
    ],
    audiences: ['les salariés', 'les employeurs', 'les cadres', 'les salariés et les employeurs'],
    degrees: [
      'Master 2 Droit social',
      'Master 2 Droit du travail',
      'Master 2 Droit social et relations professionnelles',
    ],
    certifications: [],
    questions: [
      {
        question: 'Vous êtes\u00a0:',
        type: 'select',
        options: ['Salarié(e)', 'Employeur', 'Représentant(e) du personnel'],
      },
      { question: "Ancienneté dans l'entreprise", type: 'text' },
      { question: 'Décrivez la situation (dates, courriers reçus).', type: 'textarea' },
      {
        question: 'Avez-vous reçu une convocation à un entretien préalable\u202f?',
        type: 'select',
        options: ['Oui', 'Non'],
      },
    ],
    reasons: ['Licenciement', 'Rupture conventionnelle', 'Harcèlement au travail', "Saisine des prud'hommes"],
  },
  'Droit des affaires': {
    topics: [
      'création de société',
      "pactes d'associés",
      'contrats commerciaux',
      'recouvrement',
      'procédures collectives',
      'cession de fonds de commerce',
    ],
    audiences: ['les entrepreneurs', 'les TPE et PME', 'les dirigeants', 'les start-up'],
    degrees: [
      'Master 2 Droit des affaires',
      'Master 2 Droit des sociétés',
      "Diplôme de juriste conseil d'entreprise (DJCE)",
    ],
    certifications: [],
    questions: [
      {
        question: 'Forme de votre structure',
        type: 'select',
        options: ['Entreprise individuelle', 'SAS / SASU', 'SARL / EURL', 'Projet de création'],
      },
      { question: "Secteur d'activité", type: 'text' },
      { question: 'Quel est votre besoin\u202f?', type: 'textarea' },
    ],
    reasons: ['Création de société', 'Rédaction de contrat', 'Litige commercial', "Cession d'entreprise"],
  },
  'Droit fiscal': {
    topics: [
      'contrôle fiscal',
      'redressement',
      'fiscalité des entreprises',
      'fiscalité du patrimoine',
      "transmission d'entreprise",
      'fiscalité internationale',
    ],
    audiences: ['les particuliers', 'les dirigeants', 'les entreprises', 'les expatriés'],
    degrees: [
      'Master 2 Droit fiscal',
      "Master 2 Fiscalité de l'entreprise",
      'Master 2 Droit fiscal des affaires',
    ],
    certifications: ["Membre de l'Institut des avocats conseils fiscaux (IACF)"],
    questions: [
      { question: 'Vous êtes\u00a0:', type: 'select', options: ['Particulier', 'Entreprise', 'Association'] },
      {
        question: "Faites-vous l'objet d'un contrôle fiscal\u202f?",
        type: 'select',
        options: ['Oui', 'Non', "J'ai reçu une proposition de rectification"],
      },
      { question: 'Précisez les impôts et les années concernés.', type: 'textarea' },
    ],
    reasons: ['Contrôle fiscal', 'Conseil fiscal', 'Déclaration de revenus', 'Transmission de patrimoine'],
  },
  'Droit de la consommation': {
    topics: [
      'litiges avec un professionnel',
      'crédit à la consommation',
      'surendettement',
      'garanties légales',
      'vente à distance',
      'démarchage abusif',
    ],
    audiences: ['les consommateurs', 'les particuliers', 'les associations de consommateurs'],
    degrees: [
      'Master 2 Droit de la consommation',
      'Master 2 Droit de la consommation et de la concurrence',
      'Master 2 Droit des contrats',
    ],
    certifications: [
      'Formation en droit bancaire et du crédit',
      'Formation certifiante à la médiation de la consommation',
    ],
    questions: [
      { question: 'Nom du professionnel concerné', type: 'text' },
      {
        question: 'Montant en jeu',
        type: 'select',
        options: ['Moins de 1 000 €', 'De 1 000 à 5 000 €', 'Plus de 5 000 €'],
      },
      { question: 'Décrivez le litige et les démarches déjà faites.', type: 'textarea' },
    ],
    reasons: [
      'Litige avec un commerçant',
      'Crédit à la consommation',
      'Surendettement',
      'Produit défectueux',
    ],
  },
  'Droit des successions': {
    topics: [
      'règlement de succession',
      'testaments',
      'donations',
      'partage',
      'réserve héréditaire',
      'indivision',
      'assurance-vie',
    ],
    audiences: ['les héritiers', 'les familles', 'les particuliers', 'les familles recomposées'],
    degrees: ['Master 2 Droit patrimonial', 'Master 2 Droit notarial', 'Master 2 Gestion de patrimoine'],
    certifications: ['Diplôme universitaire de gestion de patrimoine'],
    questions: [
      {
        question: 'Quel est votre lien avec la personne décédée\u202f?',
        type: 'select',
        options: ['Conjoint(e)', 'Enfant', 'Frère ou sœur', 'Autre'],
      },
      { question: 'Date du décès', type: 'text' },
      { question: 'Un notaire est-il déjà saisi\u202f?', type: 'select', options: ['Oui', 'Non'] },
      { question: 'Précisez la composition du patrimoine et les difficultés rencontrées.', type: 'textarea' },
    ],
    reasons: ['Succession', 'Testament', 'Donation', 'Partage successoral'],
  },
};

export const NOTAIRE_CONTENT: TPracticeContent = {
  topics: [
    'achats immobiliers',
    'contrats de mariage',
    'PACS',
    'donations',
    'successions',
    'testaments',
    'créations de SCI',
    'ventes immobilières',
  ],
  audiences: ['les familles', 'les particuliers et les entreprises', 'les acquéreurs', 'les héritiers'],
  degrees: ['Diplôme supérieur du notariat', 'Master 2 Droit notarial', 'Master 2 Droit patrimonial'],
  certifications: [
    'Formation à la médiation notariale',
    'Négociation immobilière notariale',
    'Formation en droit international privé de la famille',
  ],
  questions: [
    {
      question: 'Nature de votre projet',
      type: 'select',
      options: [
        'Achat immobilier',
        'Vente immobilière',
        'Succession',
        'Donation',
        'Contrat de mariage ou PACS',
      ],
    },
    { question: 'Commune du bien ou du défunt', type: 'text' },
    { question: 'Précisez votre projet et votre calendrier.', type: 'textarea' },
    {
      question: 'Êtes-vous déjà en contact avec un autre notaire\u202f?',
      type: 'select',
      options: ['Oui', 'Non'],
    },
  ],
  reasons: [
    'Achat immobilier',
    'Vente immobilière',
    'Succession',
    'Donation',
    'Contrat de mariage',
    'PACS',
    'Testament',
  ],
};

export const COMMISSAIRE_CONTENT: TPracticeContent = {
  topics: [
    'constats',
    "significations d'actes",
    'recouvrements de créances',
    'états des lieux',
    'saisies',
    'ventes aux enchères',
    "procédures d'expulsion",
    'constats sur internet',
  ],
  audiences: [
    'les particuliers et les entreprises',
    'les bailleurs',
    'les artisans et commerçants',
    'les avocats',
  ],
  degrees: ["Master 2 Procédures civiles d'exécution", 'Master 1 Droit privé', 'Master 2 Droit processuel'],
  certifications: [
    'Habilitation aux ventes judiciaires et volontaires de meubles aux enchères publiques',
    'Formation aux constats sur internet et sur les réseaux sociaux',
    'Formation à la médiation (INCJ)',
  ],
  questions: [
    {
      question: 'Objet de votre demande',
      type: 'select',
      options: ['Constat', 'Recouvrement', 'Signification', 'État des lieux', 'Autre'],
    },
    { question: 'Montant de la créance, le cas échéant', type: 'text' },
    { question: 'Décrivez votre demande.', type: 'textarea' },
  ],
  reasons: ['Constat', 'Recouvrement de créance', 'État des lieux', "Signification d'un acte", 'Saisie'],
};

/** Main specialty label under the name, and the search specialties it stands for. */
export const NOTAIRE_SPECIALTIES: readonly {
  label: string;
  specialties: readonly TSpecialty[];
  weight: number;
}[] = [
  { label: 'Droit immobilier', specialties: ['Droit immobilier'], weight: 3 },
  {
    label: 'Immobilier et successions',
    specialties: ['Droit immobilier', 'Droit des successions'],
    weight: 4,
  },
  {
    label: 'Successions et donations',
    specialties: ['Droit des successions', 'Droit de la famille'],
    weight: 3,
  },
  {
    label: 'Droit de la famille et du patrimoine',
    specialties: ['Droit de la famille', 'Droit des successions', 'Droit fiscal'],
    weight: 2,
  },
  {
    label: "Droit des sociétés et immobilier d'entreprise",
    specialties: ['Droit des affaires', 'Droit immobilier'],
    weight: 1,
  },
];

export const COMMISSAIRE_SPECIALTIES: readonly {
  label: string;
  specialties: readonly TSpecialty[];
  weight: number;
}[] = [
  { label: 'Constats et significations', specialties: ['Constats', 'Exécution des décisions'], weight: 4 },
  { label: 'Recouvrement de créances', specialties: ['Recouvrement de créances'], weight: 3 },
  { label: 'États des lieux et constats immobiliers', specialties: ['Constats'], weight: 2 },
  {
    label: 'Exécution des décisions de justice',
    specialties: ['Exécution des décisions', 'Recouvrement de créances'],
    weight: 2,
  },
  { label: 'Ventes aux enchères judiciaires', specialties: ['Exécution des décisions'], weight: 1 },
];

/** Specialties often practised together, to make secondary specialties plausible. */
export const SPECIALTY_AFFINITY: Readonly<Record<TAvocatMainSpecialty, readonly TAvocatMainSpecialty[]>> = {
  'Droit de la famille': ['Droit des successions', 'Droit immobilier', 'Droit pénal'],
  'Droit pénal': ['Droit de la famille', 'Droit du travail', 'Droit des affaires'],
  'Droit immobilier': ['Droit des successions', 'Droit des affaires', 'Droit de la consommation'],
  'Droit du travail': ['Droit des affaires', 'Droit pénal'],
  'Droit des affaires': ['Droit fiscal', 'Droit immobilier', 'Droit du travail'],
  'Droit fiscal': ['Droit des affaires', 'Droit des successions'],
  'Droit de la consommation': ['Droit immobilier', 'Droit des affaires'],
  'Droit des successions': ['Droit de la famille', 'Droit fiscal', 'Droit immobilier'],
};

/** How often each specialty is the main one of an avocat. */
export const AVOCAT_SPECIALTY_WEIGHTS: Readonly<Record<TAvocatMainSpecialty, number>> = {
  'Droit de la famille': 20,
  'Droit pénal': 16,
  'Droit immobilier': 12,
  'Droit du travail': 15,
  'Droit des affaires': 15,
  'Droit fiscal': 7,
  'Droit de la consommation': 7,
  'Droit des successions': 8,
};

/** Sentences closing a paragraph about how the professional works. */
export const APPROACH_SENTENCES = {
  avocat: [
    'Chaque dossier commence par une analyse précise de votre situation et une estimation transparente des honoraires.',
    "La recherche d'une solution amiable est toujours privilégiée, sans renoncer à défendre vos intérêts devant le juge.",
    'Vous êtes tenu informé à chaque étape et recevez une copie de tous les actes de la procédure.',
    "Le cabinet s'engage à répondre à vos messages sous 48 heures ouvrées.",
    "Une convention d'honoraires claire est établie dès le premier rendez-vous.",
  ],
  notaire: [
    "L'étude vous explique chaque acte avant sa signature et vous remet un calendrier précis de votre dossier.",
    'Les frais sont détaillés dès le premier rendez-vous, sans surprise à la signature.',
    'Les actes peuvent être signés à distance grâce à la procuration électronique.',
    'Une équipe de clercs expérimentés suit votre dossier du premier rendez-vous à la remise du titre.',
  ],
  commissaire: [
    'Les constats sont réalisés dans les meilleurs délais, y compris en urgence.',
    "Chaque intervention fait l'objet d'un devis préalable conforme au tarif réglementé.",
    "L'étude vous tient informé de l'avancement de chaque procédure.",
    'Les recouvrements amiables sont privilégiés avant toute procédure judiciaire.',
  ],
} as const;

/** Generic appointment reasons mixed with the specialty ones. */
export const GENERIC_REASONS = [
  'Consultation générale',
  'Première consultation',
  'Suivi de dossier',
] as const;

import type { TSpecialty } from '#domain/kernel/vocabulary/search-options.ts';

export type TSpecialtyContent = {
  path: string;
  label: TSpecialty;
  summary: string;
  covers: readonly string[];
  situations: readonly string[];
  advice: string;
};

export const SPECIALTY_PAGES: readonly TSpecialtyContent[] = [
  {
    path: 'family-law',
    label: 'Droit de la famille',
    summary:
      'Le droit de la famille encadre les relations au sein du couple et entre parents et enfants. Un avocat vous aide à protéger vos intérêts et ceux de vos enfants dans des moments souvent difficiles.',
    covers: [
      'Divorce par consentement mutuel ou contentieux, séparation de corps',
      'Rupture de PACS ou de concubinage',
      "Résidence des enfants, droit de visite et d'hébergement",
      "Pension alimentaire et contribution à l'entretien des enfants",
      'Filiation, adoption, autorité parentale',
      'Liquidation du régime matrimonial',
    ],
    situations: [
      'Vous envisagez de divorcer et souhaitez connaître la procédure la plus adaptée.',
      'Votre ex-conjoint ne respecte pas le droit de visite fixé par le juge.',
      "Vous souhaitez faire réviser le montant d'une pension alimentaire.",
    ],
    advice:
      'Préparez votre livret de famille, les jugements déjà rendus et un état de vos revenus et charges avant la consultation.',
  },
  {
    path: 'criminal-law',
    label: 'Droit pénal',
    summary:
      "Le droit pénal définit les infractions et les sanctions applicables. Que vous soyez mis en cause ou victime, l'avocat pénaliste vous assiste à chaque étape de la procédure.",
    covers: [
      'Garde à vue et audition libre',
      "Défense devant le tribunal de police, le tribunal correctionnel et la cour d'assises",
      'Dépôt de plainte et constitution de partie civile',
      'Indemnisation des victimes',
      'Infractions routières et suspension du permis de conduire',
      'Droit pénal des affaires\u00a0: abus de biens sociaux, escroquerie',
    ],
    situations: [
      'Vous êtes convoqué par la police ou la gendarmerie pour une audition.',
      'Vous avez reçu une citation à comparaître devant le tribunal correctionnel.',
      "Vous êtes victime d'une agression ou d'une escroquerie et souhaitez porter plainte.",
    ],
    advice:
      'Munissez-vous de toute convocation, procès-verbal ou décision reçus\u00a0: les délais de recours en matière pénale sont souvent très courts.',
  },
  {
    path: 'real-estate-law',
    label: 'Droit immobilier',
    summary:
      "Le droit immobilier régit l'achat, la vente, la location et la construction de biens immobiliers. Un avocat sécurise vos opérations et vous défend en cas de litige.",
    covers: [
      'Vente et achat immobilier, compromis et promesse de vente',
      "Baux d'habitation et baux commerciaux",
      "Loyers impayés et procédures d'expulsion",
      'Copropriété\u00a0: charges, assemblées générales, travaux',
      'Vices cachés et malfaçons, garantie décennale',
      'Troubles de voisinage et servitudes',
    ],
    situations: [
      "Vous découvrez des vices cachés après l'achat de votre logement.",
      'Votre locataire ne paie plus son loyer depuis plusieurs mois.',
      "Vous contestez une décision de l'assemblée générale de copropriété.",
    ],
    advice:
      "Rassemblez le titre de propriété ou le bail, les échanges écrits avec l'autre partie et, le cas échéant, les rapports d'expertise.",
  },
  {
    path: 'labor-law',
    label: 'Droit du travail',
    summary:
      "Le droit du travail organise les relations entre salariés et employeurs. Un avocat vous conseille sur vos droits et vous représente devant le conseil de prud'hommes.",
    covers: [
      'Licenciement pour motif personnel ou économique',
      "Rupture conventionnelle et négociation d'indemnités",
      'Harcèlement moral ou sexuel, discrimination',
      'Heures supplémentaires et rappels de salaire',
      'Rédaction et modification du contrat de travail',
      "Contentieux devant le conseil de prud'hommes",
    ],
    situations: [
      "Vous venez d'être licencié et doutez du bien-fondé du motif.",
      'Votre employeur vous propose une rupture conventionnelle.',
      'Vous êtes employeur et souhaitez sécuriser une procédure disciplinaire.',
    ],
    advice:
      'Apportez votre contrat de travail, vos derniers bulletins de salaire et les courriers échangés avec votre employeur.',
  },
  {
    path: 'business-law',
    label: 'Droit des affaires',
    summary:
      "Le droit des affaires accompagne la vie de l'entreprise, de sa création à sa transmission. L'avocat d'affaires sécurise vos contrats et vos décisions stratégiques.",
    covers: [
      'Création de société et rédaction des statuts',
      "Pactes d'associés, cessions de parts et levées de fonds",
      'Contrats commerciaux et conditions générales de vente',
      'Recouvrement de créances et litiges entre entreprises',
      'Entreprises en difficulté\u00a0: procédure de sauvegarde, redressement judiciaire',
      "Fusions, acquisitions et transmission d'entreprise",
    ],
    situations: [
      'Vous lancez votre entreprise et hésitez entre SAS et SARL.',
      'Un client important ne règle pas ses factures.',
      'Vous souhaitez céder votre fonds de commerce ou vos parts sociales.',
    ],
    advice:
      "Préparez les statuts, les contrats concernés et un résumé chiffré de la situation (chiffre d'affaires, créances, associés).",
  },
  {
    path: 'tax-law',
    label: 'Droit fiscal',
    summary:
      "Le droit fiscal détermine les impôts dus par les particuliers et les entreprises. Un avocat fiscaliste optimise votre situation dans le respect de la loi et vous défend face à l'administration.",
    covers: [
      'Impôt sur le revenu et impôt sur la fortune immobilière',
      'Fiscalité des entreprises\u00a0: TVA, impôt sur les sociétés',
      'Contrôle fiscal et redressement',
      'Fiscalité de la transmission\u00a0: donations et successions',
      'Fiscalité immobilière et investissement locatif',
      'Expatriation et conventions fiscales internationales',
    ],
    situations: [
      "Vous avez reçu une proposition de rectification de l'administration fiscale.",
      'Vous préparez une donation à vos enfants et voulez en mesurer le coût.',
      "Vous partez vivre à l'étranger et vous interrogez sur votre résidence fiscale.",
    ],
    advice:
      "Apportez vos derniers avis d'imposition et tout courrier de l'administration fiscale, en notant les délais de réponse indiqués.",
  },
];

export function specialtySearchPath(label: string): string {
  return `/search?professionalType=avocat&specialty=${encodeURIComponent(label)}`;
}

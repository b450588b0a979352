import type { TProfessionalType } from '#domain/kernel/vocabulary/search-options.ts';

/**
 * What each profession is asked at registration and in « Ma fiche pro » (issue 26 §3), and the titles
 * a professional may give themselves. Stored in `professionals`: `practice` is the firm or the office,
 * `bar_number` the bar number (avocat) or the CRPCEN number (notaire), `bar_association` the bar
 * (avocat) or the regional chamber (commissaire de justice) — ADR 0050.
 */
export const PROFESSION_CHOICES = [
  { value: 'avocat', label: 'Avocat' },
  { value: 'notaire', label: 'Notaire' },
  { value: 'commissaire', label: 'Commissaire de justice' },
] as const satisfies readonly { value: TProfessionalType; label: string }[];

export const PROFESSIONAL_TITLES = ['Avocate', 'Avocat', 'Notaire', 'Commissaire de justice'] as const;
export type TProfessionalTitle = (typeof PROFESSIONAL_TITLES)[number];

/** The titles a profession offers, as the professional will read them on their profile and invoices. */
export const TITLES_OF: Record<TProfessionalType, readonly TProfessionalTitle[]> = {
  avocat: ['Avocate', 'Avocat'],
  notaire: ['Notaire'],
  commissaire: ['Commissaire de justice'],
};

export function titleFitsProfession(title: string, profession: TProfessionalType): boolean {
  return (TITLES_OF[profession] as readonly string[]).includes(title);
}

/** The labels of the fields that differ from one profession to the next. */
export type TProfessionFields = {
  practice: string;
  /** The bar (avocat) or the chamber (commissaire); null: not asked. */
  barAssociation: { label: string; hint: string } | null;
  /** The bar number (avocat) or the CRPCEN (notaire); null: not asked. */
  barNumber: { label: string; hint?: string } | null;
};

export const PROFESSION_FIELDS: Record<TProfessionalType, TProfessionFields> = {
  avocat: {
    practice: 'Cabinet',
    barAssociation: {
      label: 'Barreau de…',
      hint: 'Votre barreau d’inscription, par exemple Paris ou Lyon.',
    },
    barNumber: { label: 'Numéro de barreau' },
  },
  notaire: {
    practice: 'Office notarial',
    barAssociation: null,
    barNumber: { label: 'Numéro CRPCEN', hint: 'Les 5 chiffres de votre office au CRPCEN.' },
  },
  commissaire: {
    practice: 'Office',
    barAssociation: {
      label: 'Chambre régionale de…',
      hint: 'La chambre régionale des commissaires de justice de votre cour d’appel, par exemple Paris.',
    },
    barNumber: null,
  },
};

export const CRPCEN_MESSAGE = 'Le numéro CRPCEN comporte 5 chiffres';
export const CRPCEN_PATTERN = /^\d{5}$/;

/** A bar or a chamber: a place name (letters, spaces, hyphens, apostrophes), as « Paris », « Val-de-Marne ». */
export const PLACE_NAME_PATTERN = /^\p{L}[\p{L}\s'’-]{0,58}\p{L}$/u;

/**
 * French bars offered as suggestions: the field takes any place name, which the administrator checks
 * against the bar's roll before validating.
 */
export const FRENCH_BARS = [
  'Agen',
  'Aix-en-Provence',
  'Ajaccio',
  'Albertville',
  'Albi',
  'Alençon',
  'Alès',
  'Amiens',
  'Angers',
  'Angoulême',
  'Annecy',
  'Argentan',
  'Arras',
  'Auch',
  'Aurillac',
  'Auxerre',
  'Avesnes-sur-Helpe',
  'Avignon',
  'Bastia',
  'Bayonne',
  'Beauvais',
  'Belfort',
  'Bergerac',
  'Besançon',
  'Béthune',
  'Béziers',
  'Blois',
  'Bonneville',
  'Bordeaux',
  'Boulogne-sur-Mer',
  'Bourg-en-Bresse',
  'Bourges',
  'Brest',
  'Briey',
  'Brive',
  'Caen',
  'Cahors',
  'Cambrai',
  'Carcassonne',
  'Carpentras',
  'Castres',
  'Chalon-sur-Saône',
  'Châlons-en-Champagne',
  'Chambéry',
  'Charleville-Mézières',
  'Chartres',
  'Châteauroux',
  'Cherbourg',
  'Clermont-Ferrand',
  'Colmar',
  'Compiègne',
  'Coutances',
  'Cusset',
  'Dax',
  'Dieppe',
  'Dijon',
  'Douai',
  'Draguignan',
  'Dunkerque',
  'Épinal',
  'Essonne',
  'Évreux',
  'Foix',
  'Fontainebleau',
  'Grasse',
  'Grenoble',
  'Guéret',
  'Hauts-de-Seine',
  'La Roche-sur-Yon',
  'La Rochelle',
  'Laval',
  'Le Havre',
  'Le Mans',
  'Libourne',
  'Lille',
  'Limoges',
  'Lisieux',
  'Lons-le-Saunier',
  'Lorient',
  'Lyon',
  'Mâcon',
  'Marseille',
  'Meaux',
  'Melun',
  'Mende',
  'Metz',
  'Mont-de-Marsan',
  'Montargis',
  'Montauban',
  'Montbéliard',
  'Montluçon',
  'Montpellier',
  'Moulins',
  'Mulhouse',
  'Nancy',
  'Nantes',
  'Narbonne',
  'Nevers',
  'Nice',
  'Nîmes',
  'Niort',
  'Orléans',
  'Paris',
  'Pau',
  'Périgueux',
  'Perpignan',
  'Poitiers',
  'Quimper',
  'Reims',
  'Rennes',
  'Roanne',
  'Rodez',
  'Rouen',
  'Saint-Brieuc',
  'Saint-Denis de La Réunion',
  'Saint-Étienne',
  'Saint-Malo',
  'Saint-Nazaire',
  'Saint-Omer',
  'Saint-Quentin',
  'Saintes',
  'Sarreguemines',
  'Saumur',
  'Seine-Saint-Denis',
  'Senlis',
  'Sens',
  'Soissons',
  'Strasbourg',
  'Tarascon',
  'Tarbes',
  'Thionville',
  'Thonon-les-Bains',
  'Toulon',
  'Toulouse',
  'Tours',
  'Troyes',
  'Val-de-Marne',
  'Val-d’Oise',
  'Valence',
  'Valenciennes',
  'Vannes',
  'Verdun',
  'Versailles',
  'Vesoul',
  'Vienne',
  'Villefranche-sur-Saône',
] as const;

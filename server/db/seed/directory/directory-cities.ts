// Where the demo directory's professionals practise: INSEE codes (checked against
// server/directory/geo/reference-data/communes-fr.csv by the unit tests) with a weight roughly following where French
// lawyers, notaires and commissaires de justice really are (Paris first, then the big cities), and the
// local details that make a profile look right: bar, phone zone, law schools, a few real street names.

export type TPhoneZone = '01' | '02' | '03' | '04' | '05';

type TRegion = {
  /** First two digits of landline numbers there. */
  readonly phoneZone: TPhoneZone;
  /** Where local avocats passed the CAPA. */
  readonly capaSchool: string;
};

export type TDirectoryCity = TRegion & {
  readonly inseeCode: string;
  /** The commune index label of that code ('Paris 8e', 'Lyon 3e', 'Saint-Étienne'). */
  readonly label: string;
  /** Relative share of the directory. */
  readonly weight: number;
  /** Pins are spread up to this distance (km) around the commune point. */
  readonly spreadKm: number;
  /** 'Barreau de Lyon', 'Barreau du Havre'. */
  readonly bar: string;
  /** Law faculties nearby, for education lines. */
  readonly universities: readonly string[];
  /** Real street names of that place; generic French street names are used otherwise. */
  readonly streets?: readonly string[];
};

const CAPA_GENERIC = 'Centre régional de formation professionnelle des avocats (CRFPA)';

const ILE_DE_FRANCE: TRegion = {
  phoneZone: '01',
  capaSchool: 'École de formation du barreau de Paris (EFB)',
};
const VERSAILLES: TRegion = { phoneZone: '01', capaSchool: 'Haute École des avocats conseils (HEDAC)' };
const RHONE_ALPES: TRegion = { phoneZone: '04', capaSchool: 'École des avocats Rhône-Alpes (EDARA)' };
const SUD_EST: TRegion = { phoneZone: '04', capaSchool: 'École des avocats du Sud-Est (EDASE)' };
const CENTRE_SUD: TRegion = {
  phoneZone: '04',
  capaSchool: 'École de formation des avocats Centre-Sud (EFACS)',
};
const SUD_OUEST_PYRENEES: TRegion = {
  phoneZone: '05',
  capaSchool: 'École des avocats Sud-Ouest Pyrénées (EDASOP)',
};
const ALIENOR: TRegion = { phoneZone: '05', capaSchool: 'École des avocats Aliénor' };
const GRAND_OUEST: TRegion = { phoneZone: '02', capaSchool: 'École des avocats du Grand Ouest (EDAGO)' };
const NORD_OUEST_02: TRegion = { phoneZone: '02', capaSchool: 'École des avocats du Nord-Ouest (IXAD)' };
const NORD_OUEST_03: TRegion = { phoneZone: '03', capaSchool: 'École des avocats du Nord-Ouest (IXAD)' };
const GRAND_EST: TRegion = {
  phoneZone: '03',
  capaSchool: 'École régionale des avocats du Grand Est (ERAGE)',
};
const EST_GENERIC: TRegion = { phoneZone: '03', capaSchool: CAPA_GENERIC };
const CENTRE_02: TRegion = { phoneZone: '02', capaSchool: CAPA_GENERIC };
const CENTRE_04: TRegion = { phoneZone: '04', capaSchool: CAPA_GENERIC };
const CENTRE_05: TRegion = { phoneZone: '05', capaSchool: CAPA_GENERIC };

const PARIS_UNIVERSITIES = [
  'Université Paris 1 Panthéon-Sorbonne',
  'Université Paris-Panthéon-Assas',
  'Université Paris Cité',
  'Université Paris Nanterre',
  'Université Paris-Saclay',
  'Université Paris-Est Créteil',
  'Sciences Po Paris, École de droit',
] as const;

/** The 20 arrondissements: [code, label, weight, spread km, streets]. */
const PARIS: readonly [string, string, number, number, readonly string[]][] = [
  [
    '75101',
    'Paris 1er',
    2.4,
    0.7,
    ['rue Saint-Honoré', 'rue de Rivoli', 'place Dauphine', 'rue du Louvre', 'rue Cambon'],
  ],
  [
    '75102',
    'Paris 2e',
    1.8,
    0.6,
    ['rue de la Paix', 'rue Réaumur', 'rue du Quatre-Septembre', 'rue de Richelieu', 'rue Vivienne'],
  ],
  [
    '75103',
    'Paris 3e',
    1.1,
    0.6,
    ['rue de Turenne', 'rue des Archives', 'rue de Bretagne', 'rue Vieille-du-Temple'],
  ],
  [
    '75104',
    'Paris 4e',
    1.1,
    0.7,
    ['rue Saint-Antoine', 'rue des Francs-Bourgeois', 'boulevard Henri-IV', 'quai de Béthune'],
  ],
  ['75105', 'Paris 5e', 1.1, 0.8, ['boulevard Saint-Michel', 'rue Monge', 'rue Soufflot', 'rue des Écoles']],
  [
    '75106',
    'Paris 6e',
    2.4,
    0.8,
    ['boulevard Saint-Germain', 'rue de Rennes', 'rue Bonaparte', 'rue de Vaugirard', 'rue de Seine'],
  ],
  [
    '75107',
    'Paris 7e',
    2.2,
    1.0,
    ['rue du Bac', "rue de l'Université", 'avenue Bosquet', 'rue de Grenelle', 'boulevard Raspail'],
  ],
  [
    '75108',
    'Paris 8e',
    5.0,
    1.0,
    [
      'boulevard Malesherbes',
      'rue du Faubourg-Saint-Honoré',
      'avenue de Messine',
      'rue de Miromesnil',
      'avenue Hoche',
      'rue La Boétie',
      'rue de Courcelles',
    ],
  ],
  [
    '75109',
    'Paris 9e',
    2.4,
    0.8,
    ['rue Taitbout', 'rue de Châteaudun', 'boulevard Haussmann', 'rue La Fayette', 'rue de Provence'],
  ],
  [
    '75110',
    'Paris 10e',
    1.0,
    0.8,
    ['boulevard de Magenta', 'rue de Paradis', 'rue du Faubourg-Saint-Denis', 'quai de Valmy'],
  ],
  [
    '75111',
    'Paris 11e',
    1.2,
    0.9,
    ['boulevard Voltaire', 'rue de la Roquette', 'avenue de la République', 'rue Oberkampf'],
  ],
  [
    '75112',
    'Paris 12e',
    1.0,
    1.2,
    ['avenue Daumesnil', 'boulevard Diderot', 'rue de Charenton', 'cours de Vincennes'],
  ],
  [
    '75113',
    'Paris 13e',
    0.9,
    1.1,
    ["avenue d'Italie", 'boulevard Auguste-Blanqui', 'rue de Tolbiac', 'avenue des Gobelins'],
  ],
  [
    '75114',
    'Paris 14e',
    1.0,
    1.0,
    ['avenue du Maine', "rue d'Alésia", 'avenue du Général-Leclerc', 'rue Daguerre'],
  ],
  [
    '75115',
    'Paris 15e',
    1.5,
    1.2,
    ['rue de la Convention', 'boulevard de Grenelle', 'rue Lecourbe', 'avenue Émile-Zola'],
  ],
  [
    '75116',
    'Paris 16e',
    3.4,
    1.3,
    ['avenue Victor-Hugo', 'avenue Kléber', 'rue de Passy', "avenue d'Iéna", 'rue de la Pompe'],
  ],
  [
    '75117',
    'Paris 17e',
    3.4,
    1.1,
    [
      'avenue de Wagram',
      'boulevard de Courcelles',
      'avenue de Villiers',
      'boulevard Pereire',
      'rue de Prony',
      'avenue de Clichy',
    ],
  ],
  ['75118', 'Paris 18e', 0.8, 1.0, ['rue Caulaincourt', 'rue Ordener', 'rue Custine', 'rue Marcadet']],
  [
    '75119',
    'Paris 19e',
    0.6,
    1.0,
    ['avenue Jean-Jaurès', 'rue de Crimée', 'avenue Secrétan', 'avenue de Flandre'],
  ],
  [
    '75120',
    'Paris 20e',
    0.6,
    1.0,
    ['rue des Pyrénées', 'avenue Gambetta', 'rue de Bagnolet', 'rue de Ménilmontant'],
  ],
];

const LYON_UNIVERSITIES = [
  'Université Jean Moulin Lyon 3',
  'Université Lumière Lyon 2',
  'Université Catholique de Lyon',
];
const LYON: readonly [string, string, number, number, readonly string[]][] = [
  [
    '69381',
    'Lyon 1er',
    0.8,
    0.6,
    ['place des Terreaux', 'rue de la République', 'quai Saint-Vincent', 'rue Paul-Chenavard'],
  ],
  [
    '69382',
    'Lyon 2e',
    1.6,
    0.8,
    ['rue de la République', 'place Bellecour', 'quai Jules-Courmont', 'rue de Brest', 'rue Grenette'],
  ],
  [
    '69383',
    'Lyon 3e',
    1.8,
    1.2,
    ['cours Lafayette', 'rue Servient', 'boulevard Vivier-Merle', 'rue Garibaldi', 'avenue Félix-Faure'],
  ],
  [
    '69386',
    'Lyon 6e',
    1.8,
    0.9,
    [
      'boulevard des Belges',
      'cours Franklin-Roosevelt',
      'rue Cuvier',
      'avenue Foch',
      'boulevard des Brotteaux',
    ],
  ],
  [
    '69387',
    'Lyon 7e',
    0.7,
    1.2,
    ['avenue Jean-Jaurès', 'rue de Marseille', 'cours Gambetta', 'avenue Berthelot'],
  ],
  [
    '69389',
    'Lyon 9e',
    0.4,
    1.2,
    ['rue Marietton', 'rue de Bourgogne', 'quai Arloing', 'grande rue de Vaise'],
  ],
];

const MARSEILLE_UNIVERSITIES = ['Aix-Marseille Université'];
const MARSEILLE: readonly [string, string, number, number, readonly string[]][] = [
  [
    '13201',
    'Marseille 1er',
    1.0,
    0.7,
    ['La Canebière', 'rue Saint-Ferréol', 'cours Belsunce', 'rue de Rome'],
  ],
  ['13202', 'Marseille 2e', 0.5, 0.9, ['rue de la République', 'boulevard des Dames', 'quai du Lazaret']],
  [
    '13204',
    'Marseille 4e',
    0.4,
    0.8,
    ['boulevard de la Blancarde', 'avenue des Chartreux', 'boulevard Chave'],
  ],
  ['13205', 'Marseille 5e', 0.5, 0.7, ['boulevard Baille', 'rue Saint-Pierre', 'boulevard Chave']],
  [
    '13206',
    'Marseille 6e',
    1.6,
    0.7,
    ['rue de Rome', 'rue Paradis', 'rue Breteuil', 'cours Pierre-Puget', 'boulevard Notre-Dame'],
  ],
  [
    '13208',
    'Marseille 8e',
    1.1,
    1.5,
    ['avenue du Prado', 'boulevard Périer', 'avenue de Mazargues', 'rue Paradis'],
  ],
];

type TCityInput = {
  code: string;
  label: string;
  weight: number;
  region: TRegion;
  bar: string;
  universities: readonly string[];
  spreadKm?: number;
  streets?: readonly string[];
};

/** Other communes: [code, label, weight, region, bar, universities, streets?]. Spread from the weight. */
const OTHER_CITIES: readonly TCityInput[] = [
  // Big cities
  {
    code: '31555',
    label: 'Toulouse',
    weight: 3.0,
    region: SUD_OUEST_PYRENEES,
    bar: 'Barreau de Toulouse',
    universities: ['Université Toulouse Capitole'],
    streets: [
      "rue d'Alsace-Lorraine",
      'allées Jean-Jaurès',
      'rue de Metz',
      'boulevard de Strasbourg',
      'rue de Rémusat',
    ],
  },
  {
    code: '59350',
    label: 'Lille',
    weight: 2.5,
    region: NORD_OUEST_03,
    bar: 'Barreau de Lille',
    universities: ['Université de Lille', 'Université Catholique de Lille'],
    streets: ['rue Nationale', 'boulevard de la Liberté', 'rue Esquermoise', 'rue Royale', 'rue Solférino'],
  },
  {
    code: '33063',
    label: 'Bordeaux',
    weight: 3.0,
    region: ALIENOR,
    bar: 'Barreau de Bordeaux',
    universities: ['Université de Bordeaux'],
    streets: [
      "cours de l'Intendance",
      'cours Clemenceau',
      'allées de Tourny',
      'rue Esprit-des-Lois',
      'cours Victor-Hugo',
    ],
  },
  {
    code: '44109',
    label: 'Nantes',
    weight: 2.2,
    region: GRAND_OUEST,
    bar: 'Barreau de Nantes',
    universities: ['Nantes Université'],
    streets: [
      'cours des 50-Otages',
      'rue Crébillon',
      'quai de la Fosse',
      'rue de Strasbourg',
      'rue de la Paix',
    ],
  },
  {
    code: '67482',
    label: 'Strasbourg',
    weight: 2.0,
    region: GRAND_EST,
    bar: 'Barreau de Strasbourg',
    universities: ['Université de Strasbourg'],
    streets: [
      'rue du Dôme',
      'avenue de la Marseillaise',
      'quai Kléber',
      'rue de la Nuée-Bleue',
      'place Broglie',
    ],
  },
  {
    code: '06088',
    label: 'Nice',
    weight: 2.0,
    region: SUD_EST,
    bar: 'Barreau de Nice',
    universities: ["Université Côte d'Azur"],
    streets: [
      'avenue Jean-Médecin',
      'boulevard Victor-Hugo',
      'rue de France',
      'avenue Notre-Dame',
      'rue Gioffredo',
    ],
  },
  {
    code: '34172',
    label: 'Montpellier',
    weight: 2.2,
    region: CENTRE_SUD,
    bar: 'Barreau de Montpellier',
    universities: ['Université de Montpellier'],
    streets: [
      'rue Foch',
      'boulevard du Jeu-de-Paume',
      'rue de la Loge',
      'avenue de Toulouse',
      'boulevard Sarrail',
    ],
  },
  {
    code: '35238',
    label: 'Rennes',
    weight: 1.6,
    region: GRAND_OUEST,
    bar: 'Barreau de Rennes',
    universities: ['Université de Rennes'],
    streets: [
      'boulevard de la Liberté',
      'rue de Paris',
      'quai Lamartine',
      'rue Le Bastard',
      'avenue Janvier',
    ],
  },
  {
    code: '51454',
    label: 'Reims',
    weight: 0.8,
    region: GRAND_EST,
    bar: 'Barreau de Reims',
    universities: ['Université de Reims Champagne-Ardenne'],
  },
  {
    code: '42218',
    label: 'Saint-Étienne',
    weight: 0.8,
    region: RHONE_ALPES,
    bar: 'Barreau de Saint-Étienne',
    universities: ['Université Jean Monnet Saint-Étienne'],
  },
  {
    code: '76351',
    label: 'Le Havre',
    weight: 0.6,
    region: NORD_OUEST_02,
    bar: 'Barreau du Havre',
    universities: ['Université Le Havre Normandie'],
  },
  {
    code: '83137',
    label: 'Toulon',
    weight: 0.9,
    region: SUD_EST,
    bar: 'Barreau de Toulon',
    universities: ['Université de Toulon'],
  },
  {
    code: '38185',
    label: 'Grenoble',
    weight: 1.3,
    region: RHONE_ALPES,
    bar: 'Barreau de Grenoble',
    universities: ['Université Grenoble Alpes'],
  },
  {
    code: '21231',
    label: 'Dijon',
    weight: 0.9,
    region: EST_GENERIC,
    bar: 'Barreau de Dijon',
    universities: ['Université de Bourgogne'],
  },
  {
    code: '49007',
    label: 'Angers',
    weight: 0.8,
    region: GRAND_OUEST,
    bar: "Barreau d'Angers",
    universities: ["Université d'Angers"],
  },
  {
    code: '30189',
    label: 'Nîmes',
    weight: 0.8,
    region: CENTRE_SUD,
    bar: 'Barreau de Nîmes',
    universities: ['Université de Montpellier'],
  },
  {
    code: '69266',
    label: 'Villeurbanne',
    weight: 0.6,
    region: RHONE_ALPES,
    bar: 'Barreau de Lyon',
    universities: LYON_UNIVERSITIES,
  },
  {
    code: '63113',
    label: 'Clermont-Ferrand',
    weight: 1.0,
    region: CENTRE_04,
    bar: 'Barreau de Clermont-Ferrand',
    universities: ['Université Clermont Auvergne'],
  },
  {
    code: '72181',
    label: 'Le Mans',
    weight: 0.6,
    region: GRAND_OUEST,
    bar: 'Barreau du Mans',
    universities: ['Le Mans Université'],
  },
  {
    code: '13001',
    label: 'Aix-en-Provence',
    weight: 1.4,
    region: SUD_EST,
    bar: "Barreau d'Aix-en-Provence",
    universities: MARSEILLE_UNIVERSITIES,
  },
  {
    code: '29019',
    label: 'Brest',
    weight: 0.6,
    region: GRAND_OUEST,
    bar: 'Barreau de Brest',
    universities: ['Université de Bretagne Occidentale'],
  },
  {
    code: '37261',
    label: 'Tours',
    weight: 0.8,
    region: CENTRE_02,
    bar: 'Barreau de Tours',
    universities: ['Université de Tours'],
  },
  {
    code: '80021',
    label: 'Amiens',
    weight: 0.6,
    region: NORD_OUEST_03,
    bar: "Barreau d'Amiens",
    universities: ['Université de Picardie Jules Verne'],
  },
  {
    code: '87085',
    label: 'Limoges',
    weight: 0.6,
    region: CENTRE_05,
    bar: 'Barreau de Limoges',
    universities: ['Université de Limoges'],
  },
  {
    code: '57463',
    label: 'Metz',
    weight: 0.7,
    region: GRAND_EST,
    bar: 'Barreau de Metz',
    universities: ['Université de Lorraine'],
  },
  {
    code: '66136',
    label: 'Perpignan',
    weight: 0.7,
    region: CENTRE_SUD,
    bar: 'Barreau des Pyrénées-Orientales',
    universities: ['Université de Perpignan Via Domitia'],
  },
  {
    code: '25056',
    label: 'Besançon',
    weight: 0.6,
    region: EST_GENERIC,
    bar: 'Barreau de Besançon',
    universities: ['Université de Franche-Comté'],
  },
  {
    code: '45234',
    label: 'Orléans',
    weight: 0.7,
    region: CENTRE_02,
    bar: "Barreau d'Orléans",
    universities: ["Université d'Orléans"],
  },
  {
    code: '76540',
    label: 'Rouen',
    weight: 1.0,
    region: NORD_OUEST_02,
    bar: 'Barreau de Rouen',
    universities: ['Université de Rouen Normandie'],
  },
  {
    code: '14118',
    label: 'Caen',
    weight: 0.8,
    region: NORD_OUEST_02,
    bar: 'Barreau de Caen',
    universities: ['Université de Caen Normandie'],
  },
  {
    code: '54395',
    label: 'Nancy',
    weight: 0.8,
    region: GRAND_EST,
    bar: 'Barreau de Nancy',
    universities: ['Université de Lorraine'],
  },
  {
    code: '84007',
    label: 'Avignon',
    weight: 0.6,
    region: CENTRE_SUD,
    bar: "Barreau d'Avignon",
    universities: ['Avignon Université'],
  },
  {
    code: '64445',
    label: 'Pau',
    weight: 0.5,
    region: SUD_OUEST_PYRENEES,
    bar: 'Barreau de Pau',
    universities: ["Université de Pau et des Pays de l'Adour"],
  },
  {
    code: '17300',
    label: 'La Rochelle',
    weight: 0.4,
    region: ALIENOR,
    bar: 'Barreau de La Rochelle-Rochefort',
    universities: ['La Rochelle Université'],
  },
  {
    code: '86194',
    label: 'Poitiers',
    weight: 0.5,
    region: ALIENOR,
    bar: 'Barreau de Poitiers',
    universities: ['Université de Poitiers'],
  },
  {
    code: '74010',
    label: 'Annecy',
    weight: 0.5,
    region: RHONE_ALPES,
    bar: "Barreau d'Annecy",
    universities: ['Université Savoie Mont Blanc'],
  },
  {
    code: '64102',
    label: 'Bayonne',
    weight: 0.4,
    region: SUD_OUEST_PYRENEES,
    bar: 'Barreau de Bayonne',
    universities: ["Université de Pau et des Pays de l'Adour"],
  },
  // Around Paris
  {
    code: '78646',
    label: 'Versailles',
    weight: 1.0,
    region: VERSAILLES,
    bar: 'Barreau de Versailles',
    universities: PARIS_UNIVERSITIES,
  },
  {
    code: '92012',
    label: 'Boulogne-Billancourt',
    weight: 0.6,
    region: VERSAILLES,
    bar: 'Barreau des Hauts-de-Seine',
    universities: PARIS_UNIVERSITIES,
  },
  {
    code: '92050',
    label: 'Nanterre',
    weight: 0.6,
    region: VERSAILLES,
    bar: 'Barreau des Hauts-de-Seine',
    universities: PARIS_UNIVERSITIES,
  },
  {
    code: '92051',
    label: 'Neuilly-sur-Seine',
    weight: 0.8,
    region: VERSAILLES,
    bar: 'Barreau des Hauts-de-Seine',
    universities: PARIS_UNIVERSITIES,
  },
  {
    code: '94028',
    label: 'Créteil',
    weight: 0.5,
    region: ILE_DE_FRANCE,
    bar: 'Barreau du Val-de-Marne',
    universities: PARIS_UNIVERSITIES,
  },
  {
    code: '93066',
    label: 'Saint-Denis',
    weight: 0.4,
    region: ILE_DE_FRANCE,
    bar: 'Barreau de la Seine-Saint-Denis',
    universities: ['Université Paris 8 Vincennes-Saint-Denis', ...PARIS_UNIVERSITIES],
  },
  {
    code: '77288',
    label: 'Melun',
    weight: 0.3,
    region: ILE_DE_FRANCE,
    bar: 'Barreau de Melun',
    universities: PARIS_UNIVERSITIES,
  },
  // Smaller towns
  {
    code: '68224',
    label: 'Mulhouse',
    weight: 0.5,
    region: GRAND_EST,
    bar: 'Barreau de Mulhouse',
    universities: ['Université de Haute-Alsace'],
  },
  {
    code: '68066',
    label: 'Colmar',
    weight: 0.35,
    region: GRAND_EST,
    bar: 'Barreau de Colmar',
    universities: ['Université de Strasbourg'],
  },
  {
    code: '56260',
    label: 'Vannes',
    weight: 0.3,
    region: GRAND_OUEST,
    bar: 'Barreau de Vannes',
    universities: ['Université Bretagne Sud'],
  },
  {
    code: '73065',
    label: 'Chambéry',
    weight: 0.35,
    region: RHONE_ALPES,
    bar: 'Barreau de Chambéry',
    universities: ['Université Savoie Mont Blanc'],
  },
  {
    code: '29232',
    label: 'Quimper',
    weight: 0.3,
    region: GRAND_OUEST,
    bar: 'Barreau de Quimper',
    universities: ['Université de Bretagne Occidentale'],
  },
  {
    code: '56121',
    label: 'Lorient',
    weight: 0.25,
    region: GRAND_OUEST,
    bar: 'Barreau de Lorient',
    universities: ['Université Bretagne Sud'],
  },
  {
    code: '35288',
    label: 'Saint-Malo',
    weight: 0.25,
    region: GRAND_OUEST,
    bar: 'Barreau de Saint-Malo-Dinan',
    universities: ['Université de Rennes'],
  },
  {
    code: '26362',
    label: 'Valence',
    weight: 0.3,
    region: RHONE_ALPES,
    bar: 'Barreau de la Drôme',
    universities: ['Université Grenoble Alpes'],
  },
  {
    code: '10387',
    label: 'Troyes',
    weight: 0.25,
    region: GRAND_EST,
    bar: "Barreau de l'Aube",
    universities: ['Université de Reims Champagne-Ardenne'],
  },
  {
    code: '79191',
    label: 'Niort',
    weight: 0.25,
    region: ALIENOR,
    bar: 'Barreau des Deux-Sèvres',
    universities: ['Université de Poitiers'],
  },
  {
    code: '47001',
    label: 'Agen',
    weight: 0.25,
    region: ALIENOR,
    bar: "Barreau d'Agen",
    universities: ['Université de Bordeaux'],
  },
  {
    code: '34032',
    label: 'Béziers',
    weight: 0.3,
    region: CENTRE_SUD,
    bar: 'Barreau de Béziers',
    universities: ['Université de Montpellier'],
  },
  {
    code: '06029',
    label: 'Cannes',
    weight: 0.35,
    region: SUD_EST,
    bar: 'Barreau de Grasse',
    universities: ["Université Côte d'Azur"],
  },
  {
    code: '18033',
    label: 'Bourges',
    weight: 0.25,
    region: CENTRE_02,
    bar: 'Barreau de Bourges',
    universities: ["Université d'Orléans"],
  },
  {
    code: '53130',
    label: 'Laval',
    weight: 0.2,
    region: GRAND_OUEST,
    bar: 'Barreau de Laval',
    universities: ["Université d'Angers"],
  },
  {
    code: '85191',
    label: 'La Roche-sur-Yon',
    weight: 0.25,
    region: GRAND_OUEST,
    bar: 'Barreau de la Vendée',
    universities: ['Nantes Université'],
  },
  {
    code: '62041',
    label: 'Arras',
    weight: 0.25,
    region: NORD_OUEST_03,
    bar: "Barreau d'Arras",
    universities: ["Université d'Artois"],
  },
  {
    code: '59183',
    label: 'Dunkerque',
    weight: 0.25,
    region: NORD_OUEST_03,
    bar: 'Barreau de Dunkerque',
    universities: ['Université de Lille'],
  },
  {
    code: '65440',
    label: 'Tarbes',
    weight: 0.2,
    region: SUD_OUEST_PYRENEES,
    bar: 'Barreau de Tarbes',
    universities: ['Université Toulouse Capitole'],
  },
  {
    code: '12202',
    label: 'Rodez',
    weight: 0.15,
    region: SUD_OUEST_PYRENEES,
    bar: "Barreau de l'Aveyron",
    universities: ['Université Toulouse Capitole'],
  },
  {
    code: '15014',
    label: 'Aurillac',
    weight: 0.12,
    region: CENTRE_04,
    bar: "Barreau d'Aurillac",
    universities: ['Université Clermont Auvergne'],
  },
  {
    code: '05061',
    label: 'Gap',
    weight: 0.15,
    region: SUD_EST,
    bar: 'Barreau des Hautes-Alpes',
    universities: ['Aix-Marseille Université'],
  },
  {
    code: '61001',
    label: 'Alençon',
    weight: 0.12,
    region: NORD_OUEST_02,
    bar: "Barreau d'Alençon",
    universities: ['Université de Caen Normandie'],
  },
  {
    code: '2A004',
    label: 'Ajaccio',
    weight: 0.3,
    region: SUD_EST,
    bar: "Barreau d'Ajaccio",
    universities: ['Université de Corse Pascal Paoli'],
  },
  {
    code: '2B033',
    label: 'Bastia',
    weight: 0.25,
    region: SUD_EST,
    bar: 'Barreau de Bastia',
    universities: ['Université de Corse Pascal Paoli'],
  },
];

/** Pins of towns this size or less stay within about 300 m of the commune point. */
function spreadFromWeight(weight: number): number {
  if (weight >= 1.5) return 1.5;
  if (weight >= 0.7) return 1.0;
  if (weight >= 0.4) return 0.6;
  return 0.3;
}

function arrondissements(
  rows: readonly (readonly [string, string, number, number, readonly string[]])[],
  region: TRegion,
  bar: string,
  universities: readonly string[],
): TDirectoryCity[] {
  return rows.map(([inseeCode, label, weight, spreadKm, streets]) => ({
    ...region,
    inseeCode,
    label,
    weight,
    spreadKm,
    bar,
    universities,
    streets,
  }));
}

export const DIRECTORY_CITIES: readonly TDirectoryCity[] = [
  ...arrondissements(PARIS, ILE_DE_FRANCE, 'Barreau de Paris', PARIS_UNIVERSITIES),
  ...arrondissements(LYON, RHONE_ALPES, 'Barreau de Lyon', LYON_UNIVERSITIES),
  ...arrondissements(MARSEILLE, SUD_EST, 'Barreau de Marseille', MARSEILLE_UNIVERSITIES),
  ...OTHER_CITIES.map(
    (city): TDirectoryCity => ({
      phoneZone: city.region.phoneZone,
      capaSchool: city.region.capaSchool,
      inseeCode: city.code,
      label: city.label,
      weight: city.weight,
      spreadKm: city.spreadKm ?? spreadFromWeight(city.weight),
      bar: city.bar,
      universities: city.universities,
      ...(city.streets ? { streets: city.streets } : {}),
    }),
  ),
];

/** Street names found in most French towns, for places without their own list. */
export const GENERIC_STREETS = [
  'rue de la République',
  'avenue Jean-Jaurès',
  'boulevard Gambetta',
  'rue Victor-Hugo',
  'place du Général-de-Gaulle',
  'rue Nationale',
  'avenue Foch',
  'rue Carnot',
  'rue Pasteur',
  'boulevard de la Liberté',
  'rue du Palais',
  'rue des Halles',
  'place de la Préfecture',
  'rue Thiers',
  'avenue du Maréchal-Leclerc',
  'cours Victor-Hugo',
  'rue du Maréchal-Foch',
  'boulevard Clemenceau',
  'rue de Strasbourg',
  'rue Saint-Martin',
  'rue de la Paix',
  'rue Émile-Zola',
  'place de la Mairie',
  'rue du Commerce',
  'avenue de la Gare',
  'rue Jean-Moulin',
  'boulevard Carnot',
  'rue des Tanneurs',
  'quai de la Fontaine',
  'rue Alsace-Lorraine',
] as const;

/** Landline blocks ARCEP keeps for works of fiction (plan national de numérotation, § 2.5.12): they ring nobody. */
export const FICTION_PHONE_BLOCKS: Readonly<Record<TPhoneZone, string>> = {
  '01': '01 99 00',
  '02': '02 61 91',
  '03': '03 53 01',
  '04': '04 65 71',
  '05': '05 36 49',
};

import type { TProfessionalType } from '#domain/kernel/vocabulary/search-options.ts';
import { foldText, nameKey, numberKey, placeKey } from './directory-text';

/**
 * The official directories JurisRDV compares registrations with (issue 29 §1, ADR 0071): the national
 * directory of lawyers the CNB publishes as open data (CE 27 September 2022, n° 450739), the notaries'
 * directory and the commissaires de justice's one. Each is a CSV file separated by semicolons, with a header
 * line; its columns are recognised by their name (without accents, case, spaces or punctuation), under the
 * names listed here, in any order; other columns are ignored. docs/contexts/identity.md shows each format.
 */
export const OFFICIAL_DIRECTORY_SOURCES = ['cnb', 'notaires', 'commissaires'] as const;
export type TOfficialDirectorySource = (typeof OFFICIAL_DIRECTORY_SOURCES)[number];

export const SOURCE_OF_PROFESSION: Record<TProfessionalType, TOfficialDirectorySource> = {
  avocat: 'cnb',
  notaire: 'notaires',
  commissaire: 'commissaires',
};

export const OFFICIAL_DIRECTORY_LABELS: Record<TOfficialDirectorySource, string> = {
  cnb: 'Annuaire national des avocats (CNB)',
  notaires: 'Annuaire des notaires',
  commissaires: 'Annuaire des commissaires de justice',
};

/** What a line of a directory says, as stored. */
export type TDirectoryField =
  | 'lastName'
  | 'firstName'
  | 'place'
  | 'nationalNumber'
  | 'localNumber'
  | 'oathDate'
  | 'specialisations'
  | 'office'
  | 'city';

type TFormat = {
  /** Accepted header names of each column (compared folded: « Date de serment » is « datedeserment »). */
  columns: Partial<Record<TDirectoryField, readonly string[]>>;
  required: readonly TDirectoryField[];
  /** What the header is called in the messages. */
  names: Partial<Record<TDirectoryField, string>>;
};

export const DIRECTORY_FORMATS: Record<TOfficialDirectorySource, TFormat> = {
  cnb: {
    columns: {
      lastName: ['nom', 'avnom', 'nomavocat', 'nomdexercice', 'nomdusage'],
      firstName: ['prenom', 'avprenom', 'prenomavocat'],
      place: ['barreau', 'nombarreau', 'cbnombarreau', 'barreaudappartenance', 'barreaudinscription'],
      nationalNumber: [
        'identifiant',
        'identifiantcnbf',
        'numerocnbf',
        'numcnbf',
        'cnbf',
        'avidcnbf',
        'numero',
        'numeronational',
      ],
      localNumber: ['numerodetoque', 'toque', 'numtoque'],
      oathDate: [
        'datedeserment',
        'dateserment',
        'datedeprestationdeserment',
        'dateprestationserment',
        'avdateserment',
      ],
      specialisations: [
        'specialites',
        'specialisations',
        'mentionsdespecialisation',
        'mentionsspecialisation',
        'avspecialites',
      ],
      office: ['structure', 'structuredexercice', 'raisonsociale', 'cabinet'],
      city: ['ville', 'commune'],
    },
    required: ['lastName', 'firstName', 'place', 'nationalNumber'],
    names: { lastName: 'nom', firstName: 'prénom', place: 'barreau', nationalNumber: 'identifiant' },
  },
  notaires: {
    columns: {
      lastName: ['nom', 'nomnotaire'],
      firstName: ['prenom', 'prenomnotaire'],
      nationalNumber: ['identifiant', 'idnotaire'],
      localNumber: ['crpcen', 'codecrpcen', 'numerocrpcen', 'codeoffice'],
      office: ['office', 'nomoffice', 'etude', 'raisonsociale'],
      city: ['ville', 'commune'],
      oathDate: ['datedenomination', 'datenomination', 'datedeserment', 'dateserment'],
    },
    required: ['lastName', 'firstName', 'localNumber'],
    names: { lastName: 'nom', firstName: 'prénom', localNumber: 'crpcen' },
  },
  commissaires: {
    columns: {
      lastName: ['nom'],
      firstName: ['prenom'],
      place: ['chambre', 'chambreregionale', 'chambreinterdepartementale', 'courdappel', 'ressort'],
      nationalNumber: ['identifiant', 'numero'],
      office: ['office', 'etude', 'raisonsociale', 'structure'],
      city: ['ville', 'commune'],
      oathDate: ['datedeserment', 'dateserment', 'datedenomination', 'datenomination'],
    },
    required: ['lastName', 'firstName', 'place'],
    names: { lastName: 'nom', firstName: 'prénom', place: 'chambre' },
  },
};

export const MAX_DIRECTORY_FIELD_LENGTH = 300;

/** Which column holds which field: the index in the line, for the fields the file has. */
export type THeaderMapping = Partial<Record<TDirectoryField, number>>;

export function headerKey(header: string): string {
  return foldText(header.replace(/^\uFEFF/, '')).replace(/ /g, '');
}

/** The columns of a header line, or the French reason it is not a header of this directory. */
export function readHeader(
  fields: readonly string[],
  source: TOfficialDirectorySource,
): { mapping: THeaderMapping } | { error: string } {
  const format = DIRECTORY_FORMATS[source];
  if (fields.length === 1) {
    const only = fields[0] ?? '';
    const separator = only.includes('\t') ? 'tabulation' : only.includes(',') ? 'virgule' : null;
    if (separator) {
      return {
        error: `Le fichier n’est pas séparé par des points-virgules (séparateur trouvé\u00a0: ${separator}).`,
      };
    }
  }
  const keys = fields.map(headerKey);
  const mapping: THeaderMapping = {};
  for (const [field, names] of Object.entries(format.columns) as [TDirectoryField, readonly string[]][]) {
    const index = keys.findIndex((key) => names.includes(key));
    if (index >= 0) mapping[field] = index;
  }
  const missing = format.required.filter((field) => mapping[field] === undefined);
  if (missing.length > 0) {
    return {
      error: `Colonnes manquantes dans l’en-tête\u00a0: ${missing.map((field) => `«\u00a0${format.names[field]}\u00a0»`).join(', ')}. Première ligne lue\u00a0: ${fields.join(';').slice(0, 200)}`,
    };
  }
  return { mapping };
}

/** One line of a directory, as stored and compared. */
export type TDirectoryEntry = {
  /** What identifies the line from one import to the next: its national number, else its name and office. */
  entryKey: string;
  lastName: string;
  firstName: string;
  place: string;
  nationalNumber: string;
  localNumber: string;
  /** ISO date, or null when the file does not give it. */
  oathDate: string | null;
  specialisations: string[];
  office: string;
  city: string;
  lastNameKey: string;
  firstNameKey: string;
  placeKey: string;
  numberKey: string;
  localNumberKey: string;
};

/** « 2010-03-12 », « 12/03/2010 » or « 12-03-2010 »; null when empty; undefined when unreadable. */
export function readDirectoryDate(text: string): string | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value);
  const french = /^(\d{2})[/.-](\d{2})[/.-](\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : french
      ? [french[3], french[2], french[1]]
      : [undefined, undefined, undefined];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return `${year}-${month}-${day}`;
}

/** A line of the file as an entry, or the French reason it is refused. */
export function readDirectoryLine(
  fields: readonly string[],
  mapping: THeaderMapping,
  source: TOfficialDirectorySource,
): { entry: TDirectoryEntry } | { error: string } {
  const value = (field: TDirectoryField): string => {
    const index = mapping[field];
    return index === undefined ? '' : (fields[index] ?? '').trim();
  };
  for (const field of fields) {
    if (field.includes('\u0000')) return { error: 'caractère nul (U+0000) dans la ligne' };
    if (field.length > MAX_DIRECTORY_FIELD_LENGTH)
      return { error: `un champ dépasse ${MAX_DIRECTORY_FIELD_LENGTH} caractères` };
  }
  const format = DIRECTORY_FORMATS[source];
  const empty = format.required.filter((field) => value(field) === '');
  if (empty.length > 0) {
    return { error: `${empty.map((field) => `«\u00a0${format.names[field]}\u00a0»`).join(', ')} vide` };
  }
  const oathDate = readDirectoryDate(value('oathDate'));
  if (oathDate === undefined)
    return { error: `date illisible «\u00a0${value('oathDate').slice(0, 40)}\u00a0»` };
  const entry = {
    lastName: value('lastName'),
    firstName: value('firstName'),
    place: value('place'),
    nationalNumber: value('nationalNumber'),
    localNumber: value('localNumber'),
    oathDate,
    specialisations: value('specialisations')
      .split('|')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
    office: value('office'),
    city: value('city'),
  };
  const keys = {
    lastNameKey: nameKey(entry.lastName),
    firstNameKey: nameKey(entry.firstName),
    placeKey: placeKey(entry.place),
    numberKey: numberKey(entry.nationalNumber),
    localNumberKey: numberKey(entry.localNumber),
  };
  if (keys.lastNameKey === '' || keys.firstNameKey === '') return { error: 'nom ou prénom sans lettre' };
  const entryKey =
    keys.numberKey !== ''
      ? keys.numberKey
      : [keys.lastNameKey, keys.firstNameKey, keys.localNumberKey || keys.placeKey].join('|');
  return { entry: { entryKey, ...entry, ...keys } };
}

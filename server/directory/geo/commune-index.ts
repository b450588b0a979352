// Offline geocoding of « Votre ville ou code postal » against server/directory/geo/reference-data/communes-fr.csv
// (INSEE communes + the 45 municipal arrondissements of Paris, Lyon and Marseille).
// Everything is in memory: Maps for exact look-ups, sorted arrays + binary search for prefixes.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePlaceName } from '#domain/directory/geo/normalize-place-name.ts';
import type { TResolvedPlace, TResolvedPlaceKind } from '#domain/directory/geo/resolved-place.ts';
import { PROJECT_ROOT } from '#server/platform/project-root.ts';
import { parseCsv } from './parse-csv';

export const COMMUNES_CSV_PATH = join(PROJECT_ROOT, 'server/directory/geo/reference-data/communes-fr.csv');

/** Longer queries are refused outright (the search box has no reason to send more). */
export const MAX_PLACE_QUERY_LENGTH = 100;
/** Shortest query for a prefix match in `resolve`. */
const MIN_PREFIX_LENGTH = 3;
/** Shortest query for `suggest`. */
const MIN_SUGGEST_LENGTH = 2;
const MAX_SUGGEST_LIMIT = 50;

const CSV_COLUMNS = [
  'code_insee',
  'nom',
  'codes_postaux',
  'latitude',
  'longitude',
  'population',
  'departement',
] as const;

const INSEE_CODE = /^(\d{2}|2A|2B)\d{3}$/;
const POSTAL_CODE = /^\d{5}$/;
const DEPARTMENT_CODE = /^(\d{2,3}|2a|2b)$/;
const DEPARTMENT = /^(\d{2,3}|2A|2B)$/;
/** A query key may only hold these once normalized; anything else ('<', ';', '@'…) is not a place. */
const VALID_KEY = /^[a-z0-9 ]+$/;
/** 'Paris 11e Arrondissement', 'Marseille 1er Arrondissement' in the file. */
const ARRONDISSEMENT_NAME = /^(.+) (\d{1,2})(er|e) Arrondissement$/;
/** 'paris 11', 'paris 11e', 'lyon 3eme', 'paris 1er', 'marseille 8e arrondissement', 'paris 11 eme arr' (normalized). */
const ARRONDISSEMENT_QUERY =
  /^(paris|lyon|marseille) (\d{1,2}) ?(?:e|er|re|ere|eme|ieme|em)?(?: (?:arrondissement|arrondisement|arrdt|arr))?$/;

export type TCommuneRecord = {
  readonly inseeCode: string;
  /** Official name, e.g. 'Saint-Étienne', 'Paris 11e Arrondissement'. */
  readonly name: string;
  /** Normalized name used for matching, e.g. 'saint etienne'. */
  readonly key: string;
  readonly postalCodes: readonly string[];
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number;
  /** '01'…'95', '2A', '2B', '971'…'988'. */
  readonly department: string;
  readonly label: string;
  readonly city: string;
  /** Set for the municipal arrondissements only. */
  readonly arrondissement: { readonly cityKey: string; readonly number: number } | null;
};

/** Key used for matching: normalizePlaceName, then parentheses and commas count as spaces. */
function toKey(text: string): string {
  return normalizePlaceName(text).replace(/[(),]/g, ' ').replace(/ {2,}/g, ' ').trim();
}

const byPopulationDesc = (a: TCommuneRecord, b: TCommuneRecord): number =>
  b.population - a.population || (a.inseeCode < b.inseeCode ? -1 : 1);

/** For a shared postal code: the arrondissement beats its whole city (75011 → Paris 11e), then the most populous. */
const byPostalPreference = (a: TCommuneRecord, b: TCommuneRecord): number =>
  Number(b.arrondissement !== null) - Number(a.arrondissement !== null) || byPopulationDesc(a, b);

function invalidLine(line: number, reason: string): never {
  throw new Error(`communes-fr.csv ligne ${line + 1} : ${reason}`);
}

/** Parses and checks communes-fr.csv. Throws with the line number on malformed data. */
export function parseCommunesCsv(text: string): TCommuneRecord[] {
  const rows = parseCsv(text);
  const header = rows[0];
  if (!header || CSV_COLUMNS.some((column, index) => header[index]?.trim() !== column)) {
    throw new Error(`communes-fr.csv : en-tête inattendu (attendu ${CSV_COLUMNS.join(',')})`);
  }
  const records: TCommuneRecord[] = [];
  for (let line = 1; line < rows.length; line++) {
    const row = rows[line] as string[];
    if (row.length !== CSV_COLUMNS.length) {
      invalidLine(line, `${row.length} colonnes au lieu de ${CSV_COLUMNS.length}`);
    }
    const inseeCode = (row[0] as string).trim();
    const name = (row[1] as string).trim();
    const postalCodesText = (row[2] as string).trim();
    const latitude = Number(row[3]);
    const longitude = Number(row[4]);
    const population = Number(row[5]);
    const department = (row[6] as string).trim();
    if (!INSEE_CODE.test(inseeCode)) invalidLine(line, `code INSEE invalide «\u00a0${inseeCode}\u00a0»`);
    if (name === '') invalidLine(line, 'nom vide');
    const postalCodes = postalCodesText === '' ? [] : postalCodesText.split(/\s+/);
    for (const code of postalCodes) {
      if (!POSTAL_CODE.test(code)) invalidLine(line, `code postal invalide «\u00a0${postalCodesText}\u00a0»`);
    }
    // Number('') is 0: an empty coordinate or population is refused by the checks on the raw text.
    if (row[3]?.trim() === '' || !Number.isFinite(latitude) || Math.abs(latitude) > 90) {
      invalidLine(line, 'latitude invalide');
    }
    if (row[4]?.trim() === '' || !Number.isFinite(longitude) || Math.abs(longitude) > 180) {
      invalidLine(line, 'longitude invalide');
    }
    if (row[5]?.trim() === '' || !Number.isInteger(population) || population < 0) {
      invalidLine(line, 'population invalide');
    }
    if (!DEPARTMENT.test(department)) invalidLine(line, `département invalide «\u00a0${department}\u00a0»`);

    const arrondissementMatch = name.endsWith(' Arrondissement') ? ARRONDISSEMENT_NAME.exec(name) : null;
    const city = arrondissementMatch?.[1] ?? name;
    records.push({
      inseeCode,
      name,
      key: toKey(name),
      postalCodes,
      latitude,
      longitude,
      population,
      department,
      // 'Paris 11e Arrondissement' → 'Paris 11e'; 'Marseille 1er Arrondissement' → 'Marseille 1er'.
      label: arrondissementMatch ? `${city} ${arrondissementMatch[2]}${arrondissementMatch[3]}` : name,
      city,
      arrondissement: arrondissementMatch
        ? { cityKey: toKey(city), number: Number(arrondissementMatch[2]) }
        : null,
    });
  }
  return records;
}

/** First index in the sorted `keys` whose key is >= `prefix`. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

type TQualifiers = { name: string; postalCode: string | null; department: string | null };

/** Splits 'villeurbanne 69100', '75011 paris', 'saint denis 93' into a name and a postal code or département. */
function splitQualifiers(key: string): TQualifiers {
  const words = key.split(' ');
  const last = words[words.length - 1] ?? '';
  const first = words[0] ?? '';
  if (words.length > 1 && POSTAL_CODE.test(last)) {
    return { name: words.slice(0, -1).join(' '), postalCode: last, department: null };
  }
  if (words.length > 1 && POSTAL_CODE.test(first)) {
    return { name: words.slice(1).join(' '), postalCode: first, department: null };
  }
  if (words.length > 1 && DEPARTMENT_CODE.test(last)) {
    return { name: words.slice(0, -1).join(' '), postalCode: null, department: last.toUpperCase() };
  }
  return { name: key, postalCode: null, department: null };
}

export class CommuneIndex {
  private readonly byInsee = new Map<string, TCommuneRecord>();
  /** Normalized commune name → communes with that name, most populous first (arrondissements excluded). */
  private readonly byName = new Map<string, TCommuneRecord[]>();
  /** Postal code → communes, arrondissement first then most populous. */
  private readonly byPostalCode = new Map<string, TCommuneRecord[]>();
  /** 'paris 11' → Paris 11e Arrondissement. */
  private readonly byArrondissement = new Map<string, TCommuneRecord>();
  /** INSEE codes of Paris, Lyon, Marseille: their many postal codes make a single one meaningless. */
  private readonly citiesWithArrondissements = new Set<string>();
  /** Every record (arrondissements too) sorted by key, for prefix search. */
  private readonly sortedKeys: string[];
  private readonly sortedRecords: TCommuneRecord[];
  /** Every distinct postal code, sorted, for postal-code prefix search. */
  private readonly sortedPostalCodes: string[];

  constructor(records: readonly TCommuneRecord[]) {
    for (const record of records) {
      this.byInsee.set(record.inseeCode, record);
      for (const code of record.postalCodes) pushTo(this.byPostalCode, code, record);
      if (record.arrondissement) {
        this.byArrondissement.set(`${record.arrondissement.cityKey} ${record.arrondissement.number}`, record);
        continue;
      }
      pushTo(this.byName, record.key, record);
      // 'Château-Chinon (Ville)' is also found as 'Château-Chinon'.
      if (record.name.includes('(')) {
        const withoutParentheses = toKey(record.name.replace(/\s*\(.*\)\s*$/, ''));
        if (withoutParentheses !== '') pushTo(this.byName, withoutParentheses, record);
      }
    }
    for (const list of this.byName.values()) list.sort(byPopulationDesc);
    for (const list of this.byPostalCode.values()) list.sort(byPostalPreference);
    for (const arrondissement of this.byArrondissement.values()) {
      const parent = this.byName
        .get(arrondissement.arrondissement?.cityKey ?? '')
        ?.find((record) => record.department === arrondissement.department);
      if (parent) this.citiesWithArrondissements.add(parent.inseeCode);
    }
    const sorted = [...records].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.sortedKeys = sorted.map((record) => record.key);
    this.sortedRecords = sorted;
    this.sortedPostalCodes = [...this.byPostalCode.keys()].sort();
  }

  /** Number of communes and arrondissements loaded. */
  get size(): number {
    return this.byInsee.size;
  }

  /** A commune or arrondissement by INSEE code ('42218', '75111', '2A004'), or null. */
  get(inseeCode: string): TResolvedPlace | null {
    if (typeof inseeCode !== 'string') return null;
    const record = this.byInsee.get(inseeCode.trim().toUpperCase());
    return record ? this.toPlace(record) : null;
  }

  /**
   * The one place meant by a query, or null. Never throws. In order:
   * a 5-digit postal code; 'Paris 11e' / 'lyon 3' / 'Marseille 1er arrondissement' (an arrondissement
   * that does not exist, like 'Lyon 10e', falls back to the whole city); a name with an optional postal
   * code ('Villeurbanne 69100', '75011 Paris') or département ('Saint-Denis (93)'); an exact name
   * (homonyms → most populous); a name prefix of at least 3 characters (most populous).
   */
  resolve(query: string): TResolvedPlace | null {
    const key = queryKey(query);
    if (key === null) return null;
    if (POSTAL_CODE.test(key)) return this.resolvePostalCode(key);

    const arrondissementQuery = ARRONDISSEMENT_QUERY.exec(key);
    if (arrondissementQuery) {
      const [, cityKey = '', number = ''] = arrondissementQuery;
      const arrondissement = this.byArrondissement.get(`${cityKey} ${Number(number)}`);
      return arrondissement ? this.toPlace(arrondissement) : this.resolveName(cityKey, { prefix: false });
    }

    const { name, postalCode, department } = splitQualifiers(key);
    if (/\d/.test(name)) return null;
    if (postalCode) return this.resolveNameWithPostalCode(name, postalCode);
    if (department) return this.resolveNameWithDepartment(name, department);
    return this.resolveName(name, { prefix: true });
  }

  /**
   * Autocomplete: up to `limit` places, the one `resolve` would pick first, then names starting with
   * the query, names with a word starting with it, names containing it — each group most populous
   * first. Digits only (2 to 5): communes whose postal code starts with them.
   */
  suggest(query: string, limit = 8): TResolvedPlace[] {
    const max = Math.min(MAX_SUGGEST_LIMIT, Math.floor(Number.isFinite(limit) ? limit : 0));
    const key = queryKey(query);
    if (key === null || max <= 0 || key.length < MIN_SUGGEST_LENGTH) return [];

    const places = new Map<string, TResolvedPlace>();
    const add = (place: TResolvedPlace | null): boolean => {
      if (place && !places.has(place.inseeCode)) places.set(place.inseeCode, place);
      return places.size >= max;
    };
    if (add(this.resolve(query))) return [...places.values()];

    if (/^\d{2,5}$/.test(key)) {
      for (const { record, code } of this.postalCodeMatches(key)) {
        const shownCode = this.citiesWithArrondissements.has(record.inseeCode) ? undefined : code;
        if (add(this.toPlace(record, shownCode))) break;
      }
      return [...places.values()];
    }

    // 'pa' lists Paris, Pau, Pantin… rather than eight Paris arrondissements; 'paris' lists them.
    const prefixMatches = this.prefixMatches(key).sort(byPopulationDesc);
    const arrondissementTyped = (record: TCommuneRecord): boolean =>
      record.arrondissement === null || key.startsWith(record.arrondissement.cityKey);
    const ordered = [
      ...prefixMatches.filter(arrondissementTyped),
      ...prefixMatches.filter((record) => !arrondissementTyped(record)),
    ];
    for (const record of ordered) if (add(this.toPlace(record))) return [...places.values()];
    const wordStart = ` ${key}`;
    const wordMatches: TCommuneRecord[] = [];
    const innerMatches: TCommuneRecord[] = [];
    for (const record of this.sortedRecords) {
      if (record.key.startsWith(key)) continue;
      if (record.key.includes(wordStart)) wordMatches.push(record);
      else if (record.key.includes(key)) innerMatches.push(record);
    }
    for (const record of wordMatches.sort(byPopulationDesc)) {
      if (add(this.toPlace(record))) return [...places.values()];
    }
    for (const record of innerMatches.sort(byPopulationDesc)) {
      if (add(this.toPlace(record))) break;
    }
    return [...places.values()];
  }

  private resolvePostalCode(code: string): TResolvedPlace | null {
    const record = this.byPostalCode.get(code)?.[0];
    if (!record) return null;
    return this.toPlace(record, code, record.arrondissement ? 'arrondissement' : 'postal-code');
  }

  private resolveName(name: string, options: { prefix: boolean }): TResolvedPlace | null {
    const exact = this.byName.get(name)?.[0];
    if (exact) return this.toPlace(exact);
    if (!options.prefix || name.length < MIN_PREFIX_LENGTH) return null;
    const best = mostPopulous(this.prefixMatches(name));
    return best ? this.toPlace(best) : null;
  }

  /** 'Paris 75011' → Paris 11e; 'Villeurbanne 69100'; a wrong code falls back to the name, then to the code. */
  private resolveNameWithPostalCode(name: string, code: string): TResolvedPlace | null {
    const sharingCode = this.byPostalCode.get(code) ?? [];
    const exact = sharingCode.find(
      (record) =>
        record.key === name ||
        this.byName.get(name)?.includes(record) ||
        record.arrondissement?.cityKey === name,
    );
    if (exact) return this.toPlace(exact, code);
    if (name.length >= MIN_PREFIX_LENGTH) {
      const prefixed = sharingCode.find((record) => record.key.startsWith(name));
      if (prefixed) return this.toPlace(prefixed, code);
    }
    return (
      this.resolveName(name, { prefix: false }) ??
      this.resolvePostalCode(code) ??
      this.resolveName(name, { prefix: true })
    );
  }

  /** 'Saint-Denis (93)' → the Saint-Denis of Seine-Saint-Denis; an unknown département falls back to the name. */
  private resolveNameWithDepartment(name: string, department: string): TResolvedPlace | null {
    const inDepartment = (record: TCommuneRecord): boolean => record.department === department;
    const exact = this.byName.get(name)?.find(inDepartment);
    if (exact) return this.toPlace(exact);
    if (name.length >= MIN_PREFIX_LENGTH) {
      const prefixed = mostPopulous(this.prefixMatches(name).filter(inDepartment));
      if (prefixed) return this.toPlace(prefixed);
    }
    return this.resolveName(name, { prefix: true });
  }

  /** Every record whose key starts with `prefix` (binary search, then a forward scan). */
  private prefixMatches(prefix: string): TCommuneRecord[] {
    const matches: TCommuneRecord[] = [];
    for (let i = lowerBound(this.sortedKeys, prefix); i < this.sortedKeys.length; i++) {
      if (!(this.sortedKeys[i] as string).startsWith(prefix)) break;
      matches.push(this.sortedRecords[i] as TCommuneRecord);
    }
    return matches;
  }

  /** Communes by postal-code prefix: the exact code first (in `resolve` order), then the most populous. */
  private postalCodeMatches(prefix: string): { record: TCommuneRecord; code: string }[] {
    const seen = new Set<string>();
    const matches: { record: TCommuneRecord; code: string }[] = [];
    for (const record of this.byPostalCode.get(prefix) ?? []) {
      seen.add(record.inseeCode);
      matches.push({ record, code: prefix });
    }
    const others: { record: TCommuneRecord; code: string }[] = [];
    for (let i = lowerBound(this.sortedPostalCodes, prefix); i < this.sortedPostalCodes.length; i++) {
      const code = this.sortedPostalCodes[i] as string;
      if (!code.startsWith(prefix)) break;
      for (const record of this.byPostalCode.get(code) ?? []) {
        if (seen.has(record.inseeCode)) continue;
        seen.add(record.inseeCode);
        others.push({ record, code });
      }
    }
    others.sort((a, b) => byPopulationDesc(a.record, b.record));
    return [...matches, ...others];
  }

  private toPlace(record: TCommuneRecord, postalCode?: string, kind?: TResolvedPlaceKind): TResolvedPlace {
    const mainPostalCode = this.citiesWithArrondissements.has(record.inseeCode)
      ? null
      : (record.postalCodes[0] ?? null);
    return {
      label: record.label,
      city: record.city,
      latitude: record.latitude,
      longitude: record.longitude,
      postalCode: postalCode ?? mainPostalCode,
      inseeCode: record.inseeCode,
      kind: kind ?? (record.arrondissement ? 'arrondissement' : 'commune'),
    };
  }
}

/** The normalized query, or null when it is blank, longer than 100 characters or holds characters no place name has. */
function queryKey(query: unknown): string | null {
  // The length is checked before trimming: nothing longer than the search box allows is even looked at.
  if (typeof query !== 'string' || query.length > MAX_PLACE_QUERY_LENGTH) return null;
  const trimmed = query.trim();
  if (trimmed === '') return null;
  const key = toKey(trimmed);
  return key !== '' && VALID_KEY.test(key) ? key : null;
}

function mostPopulous(records: readonly TCommuneRecord[]): TCommuneRecord | undefined {
  let best: TCommuneRecord | undefined;
  for (const record of records) if (!best || byPopulationDesc(record, best) < 0) best = record;
  return best;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Reads and indexes the commune file synchronously, once: about 0.25 s on a slow 2-core VM. */
export function loadCommuneIndex(csvPath: string = COMMUNES_CSV_PATH): CommuneIndex {
  return new CommuneIndex(parseCommunesCsv(readFileSync(csvPath, 'utf8')));
}

let loadedIndex: CommuneIndex | undefined;

/** The commune index of the default file, loaded on first use and kept for the life of the process. */
export function communeIndex(): CommuneIndex {
  loadedIndex ??= loadCommuneIndex();
  return loadedIndex;
}

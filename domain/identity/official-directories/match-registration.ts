import type { TProfessionalType } from '#domain/kernel/vocabulary/search-options.ts';
import { nameKey, numberKey, placeKey } from './directory-text';

/** What a professional declared, as compared with the directory of their profession. */
export type TDeclaredIdentity = {
  professionalType: TProfessionalType;
  firstName: string;
  lastName: string;
  /** The bar (avocat) or the regional chamber (commissaire de justice); '' or null when not given. */
  barAssociation: string | null;
  /** The bar number (avocat) or the CRPCEN of the office (notaire); '' when not asked. */
  barNumber: string;
};

/** A present line of the directory, as the comparison reads it. */
export type TDirectoryCandidate = {
  entryKey: string;
  lastName: string;
  firstName: string;
  place: string;
  nationalNumber: string;
  localNumber: string;
  oathDate: string | null;
  specialisations: string[];
  lastNameKey: string;
  firstNameKey: string;
  placeKey: string;
  numberKey: string;
  localNumberKey: string;
};

export type TMatchedField = 'lastName' | 'firstName' | 'place' | 'number';

export type TMatchDifference = { field: TMatchedField; declared: string; directory: string };

/**
 * « Trouvé au tableau » (`found`: every compared field agrees), « Différences » (`differences`: a line agrees
 * on the number or the name but not on everything, which fields are said), « Absent » (`absent`: no line), or
 * `unavailable` when the profession's directory was never imported (nothing to compare with).
 */
export type TDirectoryMatch =
  | { state: 'found'; entry: TDirectoryCandidate }
  | { state: 'differences'; entry: TDirectoryCandidate; differences: TMatchDifference[] }
  | { state: 'absent' }
  | { state: 'unavailable' };

/** The fields each profession's directory lets us compare: what registration asks and the file gives. */
export const COMPARED_FIELDS: Record<TProfessionalType, readonly TMatchedField[]> = {
  avocat: ['lastName', 'firstName', 'place', 'number'],
  notaire: ['lastName', 'firstName', 'number'],
  commissaire: ['lastName', 'firstName', 'place'],
};

export type TDeclaredKeys = { lastName: string; firstName: string; place: string; number: string };

export function declaredKeys(declared: TDeclaredIdentity): TDeclaredKeys {
  return {
    lastName: nameKey(declared.lastName),
    firstName: nameKey(declared.firstName),
    place: placeKey(declared.barAssociation ?? ''),
    number: numberKey(declared.barNumber),
  };
}

function agrees(field: TMatchedField, keys: TDeclaredKeys, candidate: TDirectoryCandidate): boolean {
  switch (field) {
    case 'lastName':
      return keys.lastName !== '' && keys.lastName === candidate.lastNameKey;
    case 'firstName':
      return keys.firstName !== '' && keys.firstName === candidate.firstNameKey;
    case 'place':
      return keys.place !== '' && keys.place === candidate.placeKey;
    case 'number':
      return (
        keys.number !== '' &&
        (keys.number === candidate.numberKey || keys.number === candidate.localNumberKey)
      );
  }
}

function declaredValue(field: TMatchedField, declared: TDeclaredIdentity): string {
  if (field === 'lastName') return declared.lastName;
  if (field === 'firstName') return declared.firstName;
  if (field === 'place') return declared.barAssociation ?? '';
  return declared.barNumber;
}

function directoryValue(field: TMatchedField, candidate: TDirectoryCandidate, declared: string): string {
  if (field === 'lastName') return candidate.lastName;
  if (field === 'firstName') return candidate.firstName;
  if (field === 'place') return candidate.place;
  // The number the professional most likely meant: the local one when that is the kind the directory has.
  if (candidate.nationalNumber === '') return candidate.localNumber;
  if (candidate.localNumber !== '' && /[A-Z]/i.test(declared)) return candidate.localNumber;
  return candidate.nationalNumber;
}

/**
 * Compares what a professional declared with the lines of their directory that could be them (those sharing
 * the number or the name: the server's query fetches them). A line is a candidate only when the number, or the
 * last name with the first name or the place, agrees: a namesake at another bar with another number is no one.
 * Among candidates the one agreeing on the most fields wins, the number first.
 */
export function matchRegistration(
  declared: TDeclaredIdentity,
  candidates: readonly TDirectoryCandidate[],
  directoryImported: boolean,
): TDirectoryMatch {
  if (!directoryImported) return { state: 'unavailable' };
  const fields = COMPARED_FIELDS[declared.professionalType];
  const keys = declaredKeys(declared);
  let best: { candidate: TDirectoryCandidate; agreeing: TMatchedField[]; score: number } | null = null;
  for (const candidate of candidates) {
    const agreeing = fields.filter((field) => agrees(field, keys, candidate));
    const plausible =
      agreeing.includes('number') ||
      (agreeing.includes('lastName') && (agreeing.includes('firstName') || agreeing.includes('place')));
    if (!plausible) continue;
    const score = agreeing.length * 2 + (agreeing.includes('number') ? 1 : 0);
    if (!best || score > best.score) best = { candidate, agreeing, score };
  }
  if (!best) return { state: 'absent' };
  const { candidate, agreeing } = best;
  if (agreeing.length === fields.length) return { state: 'found', entry: candidate };
  const differences = fields
    .filter((field) => !agreeing.includes(field))
    .map((field) => {
      const declaredText = declaredValue(field, declared);
      return { field, declared: declaredText, directory: directoryValue(field, candidate, declaredText) };
    });
  return { state: 'differences', entry: candidate, differences };
}

/** Validation in one click is for an exact match only; anything else needs the administrator's note. */
export function matchNeedsNote(match: TDirectoryMatch): boolean {
  return match.state !== 'found';
}

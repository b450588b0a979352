import { randomBytes } from 'node:crypto';
import {
  CONSULTATION_MODE_VALUES,
  LANGUAGE_OPTIONS,
  PROFESSIONAL_TYPE_VALUES,
  SPECIALTY_OPTIONS,
} from '#domain/kernel/vocabulary/search-options.ts';
import { WORKSPACE_SEARCH_MAX_LENGTH } from '#domain/practice/workspace-search/workspace-search.ts';

/** The directory search with every filter at its longest (largest-inputs test, heavy-endpoints benchmark). */
export function largestDirectorySearchQuery(): string {
  const list = (values: readonly string[]) =>
    encodeURIComponent([...values, ...values].join(',').slice(0, 400));
  return [
    'location=Paris',
    'distance=50',
    `professionalType=${list(PROFESSIONAL_TYPE_VALUES)}`,
    `specialty=${encodeURIComponent(SPECIALTY_OPTIONS.join(','))}`,
    `modes=${list(CONSULTATION_MODE_VALUES)}`,
    `languages=${encodeURIComponent(LANGUAGE_OPTIONS.join(','))}`,
    'legalAid=false',
    'page=1',
  ].join('&');
}

/** A place name of 100 characters, the longest a search takes. */
export const LONGEST_PLACE = 'Saint-Rémy-en-Bouzemont-Saint-Genest-et-Isson '.repeat(3).slice(0, 100);

/** The longest query the workspace search takes. */
export const LONGEST_WORKSPACE_SEARCH = 'dossier succession Dubois '
  .repeat(5)
  .slice(0, WORKSPACE_SEARCH_MAX_LENGTH);

/** A « PDF » of exactly `bytes` bytes: its signature, then noise that no compression shrinks. */
export function pdfOfSize(bytes: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(bytes - 9)]);
}

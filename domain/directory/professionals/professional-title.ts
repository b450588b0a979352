import type { TProfessionalType } from '#domain/kernel/vocabulary/search-options.ts';

/**
 * The title a professional gives themselves (issue 26 §3): « Avocate », « Avocat », « Notaire »,
 * « Commissaire de justice ». Stored as written; until a professional has written one, the profession's
 * own noun, which never guesses a gender (« Avocat » is the profession's name, not a guess about the person).
 */
export type TProfessionalTitleSource = {
  professionalType: TProfessionalType;
  /** As the professional wrote it; null or empty until they do. */
  title?: string | null;
  /** The bar (« Paris », « Lyon ») for avocats; the chamber or office for the others; null when unknown. */
  barAssociation?: string | null;
};

const DEFAULT_TITLES: Record<TProfessionalType, string> = {
  avocat: 'Avocat',
  notaire: 'Notaire',
  commissaire: 'Commissaire de justice',
};

export function professionalTitle(source: TProfessionalTitleSource): string {
  const written = source.title?.trim();
  return written ? written : DEFAULT_TITLES[source.professionalType];
}

/** « Avocate au barreau de Lyon », « Notaire », « Commissaire de justice »: the invoice's and the profile's line. */
export function professionalTitleLine(source: TProfessionalTitleSource): string {
  const title = professionalTitle(source);
  const bar = source.barAssociation?.trim();
  if (source.professionalType === 'avocat' && bar) return `${title} au barreau ${ofPlace(bar)}`;
  return title;
}

/** « de Paris », « du Havre », « des Hauts-de-Seine », « d’Évry »: French contracts and elides before a place. */
export function ofPlace(place: string): string {
  if (/^Le\s/.test(place)) return `du ${place.slice(3)}`;
  if (/^Les\s/.test(place)) return `des ${place.slice(4)}`;
  if (/^[AEIOUYÀÂÉÈÊÎÔÛ]/i.test(place)) return `d’${place}`;
  return `de ${place}`;
}

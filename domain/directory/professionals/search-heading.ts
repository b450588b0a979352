import type { TProfessionalType } from '#domain/kernel/vocabulary/search-options.ts';

const PLURAL: Record<TProfessionalType, string> = {
  avocat: 'Avocats',
  notaire: 'Notaires',
  commissaire: 'Commissaires de justice',
};

/** « à » contracts with the article of some town names: au Havre, aux Sables-d'Olonne. */
export function inPlace(placeLabel: string): string {
  if (placeLabel.startsWith('Le ')) return `au ${placeLabel.slice(3)}`;
  if (placeLabel.startsWith('Les ')) return `aux ${placeLabel.slice(4)}`;
  return `à ${placeLabel}`;
}

/**
 * 'Avocats à Paris' (the seed's wording, also when no type is chosen: most searches are for a lawyer),
 * 'Notaires à Lyon 3e', 'Professionnels du droit au Havre' when several types are chosen.
 */
export function searchHeading(types: readonly TProfessionalType[], placeLabel: string | null): string {
  const only = types.length === 0 ? 'avocat' : types.length === 1 ? types[0] : undefined;
  const who = only ? PLURAL[only] : 'Professionnels du droit';
  return placeLabel ? `${who} ${inPlace(placeLabel)}` : who;
}

/** 'Maître Sophie Martin' — the usual title of avocats, notaires and commissaires de justice. */
export function professionalDisplayName(firstName: string, lastName: string): string {
  return `Maître ${firstName} ${lastName}`.trim();
}

import type { TProfessionalType } from './search-options';

/**
 * The one list of legal domains (issue 26 §3): registration, the public profile, the search filter,
 * the need typed in the home search and the cases all use these values. Each domain says which
 * professions practise it, so a notary is never offered « Droit pénal ».
 */
export const LEGAL_DOMAINS = [
  { value: 'Droit de la famille', professions: ['avocat', 'notaire'] },
  { value: 'Droit pénal', professions: ['avocat'] },
  { value: 'Droit du travail', professions: ['avocat'] },
  { value: 'Droit immobilier', professions: ['avocat', 'notaire'] },
  { value: 'Droit des affaires', professions: ['avocat', 'notaire'] },
  { value: 'Droit fiscal', professions: ['avocat', 'notaire'] },
  { value: 'Droit de la consommation', professions: ['avocat'] },
  { value: 'Droit des successions', professions: ['avocat', 'notaire'] },
  { value: 'Droit civil', professions: ['avocat'] },
  { value: 'Droit routier', professions: ['avocat'] },
  { value: 'Droit des étrangers', professions: ['avocat'] },
  { value: 'Droit public', professions: ['avocat'] },
  { value: 'Droit de la propriété intellectuelle', professions: ['avocat'] },
  { value: "Droit de l'environnement", professions: ['avocat'] },
  { value: 'Droit international', professions: ['avocat'] },
  { value: 'Recouvrement de créances', professions: ['avocat', 'commissaire'] },
  { value: 'Constats', professions: ['commissaire'] },
  { value: 'Exécution des décisions', professions: ['commissaire'] },
] as const satisfies readonly { value: string; professions: readonly TProfessionalType[] }[];

export type TLegalDomain = (typeof LEGAL_DOMAINS)[number]['value'];

export const LEGAL_DOMAIN_VALUES = LEGAL_DOMAINS.map((domain) => domain.value) as [
  TLegalDomain,
  ...TLegalDomain[],
];

/** The domains a profession offers, in the list's order. */
export function legalDomainsOf(profession: TProfessionalType): TLegalDomain[] {
  return LEGAL_DOMAINS.filter((domain) => (domain.professions as readonly string[]).includes(profession)).map(
    (domain) => domain.value,
  );
}

/**
 * Values stored before the one list, mapped to their domain (a migration rewrites stored rows with it;
 * « Autre » has no domain and is dropped from a search list).
 */
export const LEGACY_DOMAIN_ALIASES: Readonly<Record<string, TLegalDomain>> = {
  'Droit commercial': 'Droit des affaires',
  // The case categories of before the one list (seed 001 §3).
  Divorce: 'Droit de la famille',
  Immobilier: 'Droit immobilier',
  Commercial: 'Droit des affaires',
  Succession: 'Droit des successions',
  Pénal: 'Droit pénal',
  Travail: 'Droit du travail',
};

import type { TProfessionalType } from '#domain/kernel/vocabulary/search-options.ts';

/**
 * The labels the profession allows (issue 29 §2, RIN art. 10, ADR 0073). « Spécialiste », « spécialité » and
 * « spécialisation » are reserved to lawyers holding a CNB specialisation certificate; the others speak of
 * « domaines d'activité », at most three (the « domaines d'activités dominantes »). Notaires and commissaires de
 * justice are not bound by this rule and keep their own wording.
 */

/** The « domaines d'activités dominantes » a lawyer may state. */
export const MAX_LAWYER_DOMAINS = 3;

export const LAWYER_DOMAINS_MESSAGE = `${MAX_LAWYER_DOMAINS} domaines d'activité au maximum`;

export const RESERVED_WORDS_MESSAGE =
  '«\u00a0Spécialiste\u00a0», «\u00a0spécialité\u00a0» et «\u00a0spécialisation\u00a0» sont réservés aux avocats titulaires d’un certificat de spécialisation (RIN, art. 10)\u00a0: parlez plutôt de vos domaines d’activité.';

/** How the domains are named: « Domaines d'activité » for lawyers, the others keep « Domaines ». */
export function domainsLabel(profession: TProfessionalType): string {
  return profession === 'avocat' ? "Domaines d'activité" : 'Domaines';
}

/** The most domains a professional of `profession` may state (the whole list for notaires and commissaires). */
export function maxDomainsOf(profession: TProfessionalType, listLength: number): number {
  return profession === 'avocat' ? MAX_LAWYER_DOMAINS : listLength;
}

/**
 * Whether a text uses a reserved word or one of its forms: spécialiste(s), spécialité(s), spécialisation(s),
 * spécialisé(e)(s), spécialiser…, whatever the case and the accents (« SPECIALISTE », « Spécialisée »).
 * « Spécial », « spécialement » are not reserved.
 */
export function usesReservedWord(text: string): boolean {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');
  return /(^|[^\p{L}])speciali[st]/u.test(folded);
}

export type TLawyerFreeTexts = {
  description: string;
  fullDescription: string;
  education: readonly string[];
  certifications: readonly string[];
};

/**
 * The fields of « Ma fiche pro » whose free text claims a specialisation without a recorded certificate, as
 * [field, message] pairs (empty for notaires, commissaires and certified lawyers).
 */
export function reservedWordProblems(
  profession: TProfessionalType,
  texts: TLawyerFreeTexts,
  certified: boolean,
): [keyof TLawyerFreeTexts, string][] {
  if (profession !== 'avocat' || certified) return [];
  const fields: [keyof TLawyerFreeTexts, boolean][] = [
    ['description', usesReservedWord(texts.description)],
    ['fullDescription', usesReservedWord(texts.fullDescription)],
    ['education', texts.education.some(usesReservedWord)],
    ['certifications', texts.certifications.some(usesReservedWord)],
  ];
  return fields.filter(([, claims]) => claims).map(([field]) => [field, RESERVED_WORDS_MESSAGE]);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);
}

/**
 * « Avocat spécialiste en droit pénal »: the line a recorded certificate gives (the title as the lawyer wrote
 * it, « Avocate » included). The directory's own words, lower-cased at their start, follow « en ».
 */
export function specialistLine(title: string, specialisation: string): string {
  const words = specialisation.trim().replace(/^(en|mention)\s+/i, '');
  return `${title} spécialiste en ${lowerFirst(words)}`;
}

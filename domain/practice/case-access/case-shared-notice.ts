import type { TCaseAccessRight } from './case-access-rights';

const RIGHT_PHRASES: Record<TCaseAccessRight, string> = {
  read: 'en lecture seule',
  edit: 'en lecture et en modification',
};

/** The link of the bell's line: the case itself, which the member may now open. */
export function caseSharedLink(caseId: number): string {
  return `/pro/dashboard/cases/${caseId}`;
}

/**
 * What a member added to a case's access list is told (issue 27 §3): who gave them access, and which right,
 * never the case's title nor its content (PRODUCT.md §8: professional secrecy).
 */
export function caseSharedNotice(lawyer: string, access: TCaseAccessRight): string {
  return `${lawyer} vous a donné accès à l’un de ses dossiers, ${RIGHT_PHRASES[access]}`;
}

/** The e-mail's paragraphs, as content-free as the bell's line: the case is found in the workspace. */
export function caseSharedEmail(lawyer: string, access: TCaseAccessRight): string[] {
  return [
    `${caseSharedNotice(lawyer, access)}.`,
    'Par respect du secret professionnel, ni le dossier ni son titre ne figurent dans cet e-mail\u00a0: vous le trouverez en vous connectant à votre espace JurisRDV Pro, dans «\u00a0Mes dossiers\u00a0», rubrique «\u00a0Partagés avec moi\u00a0».',
  ];
}

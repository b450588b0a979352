import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import type { TPossibleConflict } from './conflict-schemas';

export const POSSIBLE_CONFLICT_TITLE = "Conflit d'intérêts possible";

/** « (Jean Dupont) » after a label, or nothing when the name is not the viewer's to read (staff). */
function inParentheses(name: string | undefined): string {
  return name === undefined ? '' : ` (${name})`;
}

/**
 * What the name matched: « Partie adverse du dossier « X » », « Client du dossier « X » », « Contact : Y »,
 * « Client du rendez-vous du JJ/MM/AAAA (Y) »; in another member's records, whose, without the matter.
 */
export function conflictMatchLabel(conflict: TPossibleConflict): string {
  if (conflict.heldBy !== null) return heldByLabel(conflict, conflict.heldBy);
  switch (conflict.kind) {
    case 'caseOpposingParty':
      return `Partie adverse du dossier «\u00a0${conflict.caseTitle ?? ''}\u00a0»${inParentheses(conflict.matchedName)}`;
    case 'caseClient':
      return `Client du dossier «\u00a0${conflict.caseTitle ?? ''}\u00a0»${inParentheses(conflict.matchedName)}`;
    case 'contact':
      return conflict.matchedName === undefined ? 'Contact' : `Contact\u00a0: ${conflict.matchedName}`;
    case 'appointmentClient':
      return `Client du rendez-vous du ${formatCivilDateShort(conflict.appointmentDate ?? '')}${inParentheses(conflict.matchedName)}`;
  }
}

/**
 * Which name of the request, case or contact matched; « Partie adverse indiquée » alone to staff, who do not
 * read the name the client gave.
 */
export function conflictSubjectLabel(conflict: TPossibleConflict): string {
  if (conflict.subject === 'opposingParty') {
    return conflict.subjectName === undefined
      ? 'Partie adverse indiquée'
      : `Partie adverse indiquée «\u00a0${conflict.subjectName}\u00a0»`;
  }
  return conflict.subjectName === undefined ? 'Client' : `«\u00a0${conflict.subjectName}\u00a0»`;
}

/**
 * A match in another member's records, or any match read by staff: which lawyer to ask, and in what
 * capacity, never the matter.
 */
function heldByLabel(conflict: TPossibleConflict, lawyer: string): string {
  const name = inParentheses(conflict.matchedName);
  switch (conflict.kind) {
    case 'caseOpposingParty':
      return `Partie adverse dans un dossier de ${lawyer}${name}`;
    case 'caseClient':
      return `Client dans un dossier de ${lawyer}${name}`;
    case 'contact':
      return conflict.matchedName === undefined
        ? `Contact de ${lawyer}`
        : `Contact de ${lawyer}\u00a0: ${conflict.matchedName}`;
    case 'appointmentClient':
      return `A consulté ${lawyer}${name}`;
  }
}

import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import type { TPossibleConflict } from './conflict-schemas';

export const POSSIBLE_CONFLICT_TITLE = "Conflit d'intérêts possible";

/**
 * What the name matched: « Partie adverse du dossier « X » », « Client du dossier « X » », « Contact : Y »,
 * « Client du rendez-vous du JJ/MM/AAAA (Y) »; in another member's records, whose, without the matter.
 */
export function conflictMatchLabel(conflict: TPossibleConflict): string {
  if (conflict.heldBy !== null) return heldByLabel(conflict, conflict.heldBy);
  switch (conflict.kind) {
    case 'caseOpposingParty':
      return `Partie adverse du dossier «\u00a0${conflict.caseTitle ?? ''}\u00a0» (${conflict.matchedName})`;
    case 'caseClient':
      return `Client du dossier «\u00a0${conflict.caseTitle ?? ''}\u00a0» (${conflict.matchedName})`;
    case 'contact':
      return `Contact\u00a0: ${conflict.matchedName}`;
    case 'appointmentClient':
      return `Client du rendez-vous du ${formatCivilDateShort(conflict.appointmentDate ?? '')} (${conflict.matchedName})`;
  }
}

/** Which name of the request, case or contact matched. */
export function conflictSubjectLabel(conflict: TPossibleConflict): string {
  return conflict.subject === 'opposingParty'
    ? `Partie adverse indiquée «\u00a0${conflict.subjectName}\u00a0»`
    : `«\u00a0${conflict.subjectName}\u00a0»`;
}

/** A match in another member's records: which lawyer to ask, and in what capacity, never the matter. */
function heldByLabel(conflict: TPossibleConflict, lawyer: string): string {
  switch (conflict.kind) {
    case 'caseOpposingParty':
      return `Partie adverse dans un dossier de ${lawyer} (${conflict.matchedName})`;
    case 'caseClient':
      return `Client dans un dossier de ${lawyer} (${conflict.matchedName})`;
    case 'contact':
      return `Contact de ${lawyer}\u00a0: ${conflict.matchedName}`;
    case 'appointmentClient':
      return `A consulté ${lawyer} (${conflict.matchedName})`;
  }
}

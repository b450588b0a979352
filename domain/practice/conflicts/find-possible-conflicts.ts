import type { TPossibleConflict } from './conflict-schemas';
import { namesMatch, normaliseName, type TNormalisedName } from './party-names';

/**
 * A person or company of the firm's records, as the conflict check reads them. `heldBy` names the other member
 * whose records these are (absent for the viewer's own): a match then says who, never which matter, unless
 * the viewer is on that case's access list (`onList`, ADR 0059): then the matter comes back too.
 */
export type TConflictParty = (
  | { kind: 'contact'; contactId: number; name: string }
  | { kind: 'caseClient' | 'caseOpposingParty'; caseId: number; caseTitle: string; name: string }
  /** Someone who consulted the professional: one of their appointments, with its Paris day (YYYY-MM-DD). */
  | { kind: 'appointmentClient'; appointmentId: number; appointmentDate: string; name: string }
) & { heldBy?: string; onList?: true };

type TIndexedParty = { party: TConflictParty; name: TNormalisedName };

/**
 * One professional's parties, normalised once and indexed by word: a name is compared only with the
 * parties sharing one of its words (two names match only when they do).
 */
export type TConflictPartyIndex = {
  readonly parties: readonly TIndexedParty[];
  readonly byWord: ReadonlyMap<string, readonly number[]>;
};

export function indexConflictParties(parties: readonly TConflictParty[]): TConflictPartyIndex {
  const indexed = parties.map((party) => ({ party, name: normaliseName(party.name) }));
  const byWord = new Map<string, number[]>();
  indexed.forEach(({ name }, position) => {
    for (const word of new Set(name.words)) {
      const list = byWord.get(word);
      if (list) list.push(position);
      else byWord.set(word, [position]);
    }
  });
  return { parties: indexed, byWord };
}

/** What is checked: the client(s) of a request, case or contact, and the opposing parties it names. */
export type TConflictSubject = {
  clientNames: readonly string[];
  opposingParties: readonly string[];
  /** The case, contact or appointment checked is not compared with itself. */
  exclude?: { caseId?: number; contactId?: number; appointmentId?: number };
};

/** A request, case or contact lists at most this many matches: enough to see that it must be checked. */
export const MAX_CONFLICTS_SHOWN = 10;

function excluded(party: TConflictParty, exclude: TConflictSubject['exclude']): boolean {
  // The record checked is the viewer's own or on their list: another member's other records never are it.
  if (!exclude || (party.heldBy !== undefined && !party.onList)) return false;
  if (party.kind === 'contact') return party.contactId === exclude.contactId;
  if (party.kind === 'appointmentClient') return party.appointmentId === exclude.appointmentId;
  return party.caseId === exclude.caseId;
}

function toConflict(
  subject: TPossibleConflict['subject'],
  subjectName: string,
  party: TConflictParty,
): TPossibleConflict {
  const conflict = {
    subject,
    subjectName,
    kind: party.kind,
    matchedName: party.name,
    caseId: null,
    caseTitle: null,
    contactId: null,
    appointmentId: null,
    appointmentDate: null,
    heldBy: null,
  };
  if (party.heldBy !== undefined) {
    const shared =
      party.onList && (party.kind === 'caseClient' || party.kind === 'caseOpposingParty')
        ? { caseId: party.caseId, caseTitle: party.caseTitle }
        : {};
    return { ...conflict, ...shared, heldBy: party.heldBy };
  }
  switch (party.kind) {
    case 'contact':
      return { ...conflict, contactId: party.contactId };
    case 'appointmentClient':
      return { ...conflict, appointmentId: party.appointmentId, appointmentDate: party.appointmentDate };
    default:
      return { ...conflict, caseId: party.caseId, caseTitle: party.caseTitle };
  }
}

/**
 * The possible conflicts of interest (RIN art. 4) of a request, case or contact within the parties loaded for
 * it: its client is an opposing party of one of the cases, or an opposing party it names is one of the
 * contacts, one of the cases' clients or someone who consulted (an appointment completed or to come).
 */
export function findPossibleConflicts(
  subject: TConflictSubject,
  index: TConflictPartyIndex,
): TPossibleConflict[] {
  const found: TPossibleConflict[] = [];
  const seen = new Set<string>();
  const check = (
    role: TPossibleConflict['subject'],
    subjectName: string,
    kinds: readonly TConflictParty['kind'][],
  ) => {
    const name = normaliseName(subjectName);
    const candidates = new Set(name.words.flatMap((word) => index.byWord.get(word) ?? []));
    for (const position of [...candidates].sort((a, b) => a - b)) {
      const entry = index.parties[position];
      if (!entry || !kinds.includes(entry.party.kind) || excluded(entry.party, subject.exclude)) continue;
      if (!namesMatch(name, entry.name)) continue;
      const conflict = toConflict(role, subjectName, entry.party);
      // Two matters of one other member that match the same way read the same: said once.
      const key = JSON.stringify(conflict);
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(conflict);
    }
  };
  for (const clientName of subject.clientNames) check('client', clientName, ['caseOpposingParty']);
  for (const opposing of subject.opposingParties) {
    check('opposingParty', opposing, ['contact', 'caseClient', 'appointmentClient']);
  }
  return found.slice(0, MAX_CONFLICTS_SHOWN);
}

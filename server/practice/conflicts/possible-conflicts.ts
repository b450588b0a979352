import { UNDEFINED_CLIENT_NAME } from '#domain/practice/cases/case-schemas.ts';
import type { TPossibleConflict } from '#domain/practice/conflicts/conflict-schemas.ts';
import {
  findPossibleConflicts,
  type TConflictPartyIndex,
} from '#domain/practice/conflicts/find-possible-conflicts.ts';
import type { cases, contacts } from '#server/db/schema/index.ts';

/**
 * A request or appointment still to come: its client (the account's name, or the name the professional typed)
 * and the opposing party the client named at booking.
 */
export function appointmentConflicts(
  parties: TConflictPartyIndex,
  appointment: { id: number; clientName: string; opposingParty: string | null },
): TPossibleConflict[] {
  return findPossibleConflicts(
    {
      clientNames: [appointment.clientName],
      opposingParties: appointment.opposingParty ? [appointment.opposingParty] : [],
      exclude: { appointmentId: appointment.id },
    },
    parties,
  );
}

/** A case: its client and its opposing parties, against the professional's other cases, contacts and consultations. */
export function caseConflicts(
  parties: TConflictPartyIndex,
  row: Pick<typeof cases.$inferSelect, 'id' | 'clientName' | 'opposingParties'>,
): TPossibleConflict[] {
  return findPossibleConflicts(
    {
      clientNames: row.clientName === UNDEFINED_CLIENT_NAME ? [] : [row.clientName],
      opposingParties: row.opposingParties,
      exclude: { caseId: row.id },
    },
    parties,
  );
}

/** A contact (and the company of a client contact), against the opposing parties of the professional's cases. */
export function contactConflicts(
  parties: TConflictPartyIndex,
  row: Pick<typeof contacts.$inferSelect, 'id' | 'type' | 'firstName' | 'lastName' | 'company'>,
): TPossibleConflict[] {
  const names = [`${row.firstName} ${row.lastName}`];
  if (row.type === 'client' && row.company) names.push(row.company);
  return findPossibleConflicts(
    { clientNames: names, opposingParties: [], exclude: { contactId: row.id } },
    parties,
  );
}

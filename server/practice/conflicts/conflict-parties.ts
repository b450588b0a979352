import { eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { UNDEFINED_CLIENT_NAME } from '#domain/practice/cases/case-schemas.ts';
import {
  indexConflictParties,
  type TConflictParty,
  type TConflictPartyIndex,
} from '#domain/practice/conflicts/find-possible-conflicts.ts';
import type { TDatabase } from '#server/db/database.ts';
import { cases, contacts } from '#server/db/schema/index.ts';

/**
 * One professional's parties for the conflict check (ADR 0032), in ONE query: their contacts (name, and the
 * company of a client contact), their cases' clients and their cases' opposing parties. Every row is read
 * with the professional's id in its WHERE clause: another professional's records are never compared.
 */
export async function loadConflictParties(
  db: TDatabase,
  professionalId: number,
): Promise<TConflictPartyIndex> {
  const rows = await unionAll(
    db
      .select({
        source: sql<'contact' | 'case'>`'contact'::text`,
        id: contacts.id,
        name: sql<string>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
        // A client company (« SARL Dupont ») is a party too; a partner's or fellow lawyer's firm is not.
        extra: sql<string | null>`case when ${contacts.type} = 'client' then ${contacts.company} end`,
        opposingParties: sql<string[]>`'{}'::text[]`,
      })
      .from(contacts)
      .where(eq(contacts.professionalId, professionalId)),
    db
      .select({
        source: sql<'contact' | 'case'>`'case'::text`,
        id: cases.id,
        name: cases.clientName,
        extra: cases.title,
        opposingParties: cases.opposingParties,
      })
      .from(cases)
      // Closed cases too: a former client's confidences still bind (RIN art. 4.2).
      .where(eq(cases.professionalId, professionalId)),
  );
  const parties: TConflictParty[] = [];
  for (const row of rows) {
    if (row.source === 'contact') {
      parties.push({ kind: 'contact', contactId: Number(row.id), name: row.name });
      if (row.extra) parties.push({ kind: 'contact', contactId: Number(row.id), name: row.extra });
      continue;
    }
    const caseId = Number(row.id);
    const caseTitle = row.extra ?? '';
    if (row.name !== UNDEFINED_CLIENT_NAME)
      parties.push({ kind: 'caseClient', caseId, caseTitle, name: row.name });
    for (const name of row.opposingParties ?? []) {
      parties.push({ kind: 'caseOpposingParty', caseId, caseTitle, name });
    }
  }
  return indexConflictParties(parties);
}

import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { parisCivil } from '#domain/kernel/time/paris-time.ts';
import { UNDEFINED_CLIENT_NAME } from '#domain/practice/cases/case-schemas.ts';
import {
  indexConflictParties,
  type TConflictParty,
  type TConflictPartyIndex,
} from '#domain/practice/conflicts/find-possible-conflicts.ts';
import type { TDatabase } from '#server/db/database.ts';
import { appointments, cases, contacts, proAppointmentDetails, users } from '#server/db/schema/index.ts';
import { firmLawyersOf } from '#server/identity/index.ts';

/**
 * Whose records the check compares with: every lawyer of the viewer's firm (issue 27 §2), each by name so that a
 * match in another's records says whom to ask. Every row read carries one of these ids in its WHERE clause.
 */
export type TConflictScope = {
  /** The viewer's own profile; null for an assistant on a case shared with them. */
  readonly viewerId: number | null;
  /** The viewer's account, when known: a colleague's case on its access list is seen with its matter. */
  readonly viewerUserId: string | null;
  /** Professional id → « Maître Prénom Nom », the viewer included. */
  readonly lawyers: ReadonlyMap<number, string>;
};

/**
 * The lawyers of the firm of `anchorId` (the viewer's, or for an assistant the case's lawyer): a one-member firm
 * is the viewer alone. The viewer defaults to that lawyer.
 */
export async function firmRecords(
  db: TDatabase,
  anchorId: number,
  viewer: { professionalId: number | null; userId: string | null } = {
    professionalId: anchorId,
    userId: null,
  },
): Promise<TConflictScope> {
  const lawyers = await firmLawyersOf(db, anchorId);
  return {
    viewerId: viewer.professionalId,
    viewerUserId: viewer.userId,
    lawyers: new Map(
      lawyers.map((lawyer) => [
        lawyer.professionalId,
        professionalDisplayName(lawyer.firstName, lawyer.lastName),
      ]),
    ),
  };
}

/**
 * The parties of the scope's professionals for the conflict check (ADR 0032, 0055), in ONE query: their contacts
 * (name, and the company of a client contact), their cases' clients and opposing parties, and the people who
 * consulted them (an appointment completed or to come), each once by name and lawyer with their latest such
 * appointment. A party of another member's records carries that member's name (`heldBy`). Nothing outside the
 * firm is ever compared.
 */
export async function loadConflictParties(
  db: TDatabase,
  scope: TConflictScope,
  now: Date,
): Promise<TConflictPartyIndex> {
  const professionalIds = [...scope.lawyers.keys()];
  if (professionalIds.length === 0) return indexConflictParties([]);
  const clientName = sql<
    string | null
  >`coalesce(${users.firstName} || ' ' || ${users.lastName}, ${proAppointmentDetails.clientName})`;
  const rows = await unionAll(
    db
      .select({
        source: sql<'contact' | 'case' | 'appointment'>`'contact'::text`,
        professionalId: contacts.professionalId,
        id: contacts.id,
        name: sql<string>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
        // A client company (« SARL Dupont ») is a party too; a partner's or fellow lawyer's firm is not.
        extra: sql<string | null>`case when ${contacts.type} = 'client' then ${contacts.company} end`,
        opposingParties: sql<string[]>`'{}'::text[]`,
        startsAt: sql<Date | null>`null::timestamptz`.mapWith(appointments.startsAt),
        onList: sql<boolean>`false`,
      })
      .from(contacts)
      .where(inArray(contacts.professionalId, professionalIds)),
    db
      .select({
        source: sql<'contact' | 'case' | 'appointment'>`'case'::text`,
        professionalId: cases.professionalId,
        id: cases.id,
        name: cases.clientName,
        extra: cases.title,
        opposingParties: cases.opposingParties,
        startsAt: sql<Date | null>`null::timestamptz`.mapWith(appointments.startsAt),
        // A colleague's case the viewer is on the access list of (ADR 0055's consequence, ADR 0059).
        onList: sql<boolean>`exists (select 1 from case_access where case_access.case_id = ${cases.id}
          and case_access.user_id = coalesce(${scope.viewerUserId}::uuid,
            (select viewer.user_id from professionals viewer where viewer.id = ${scope.viewerId}::int)))`,
      })
      .from(cases)
      // Closed cases too: a former client's confidences still bind (RIN art. 4.2).
      .where(inArray(cases.professionalId, professionalIds)),
    db
      .select({
        source: sql<'contact' | 'case' | 'appointment'>`'appointment'::text`,
        professionalId: appointments.professionalId,
        id: sql<number>`(array_agg(${appointments.id} order by ${appointments.startsAt} desc, ${appointments.id} desc))[1]`,
        name: sql<string>`${clientName}`,
        extra: sql<string | null>`null::text`,
        opposingParties: sql<string[]>`'{}'::text[]`,
        startsAt: sql<Date | null>`max(${appointments.startsAt})`.mapWith(appointments.startsAt),
        onList: sql<boolean>`false`,
      })
      .from(appointments)
      .leftJoin(users, eq(users.id, appointments.clientUserId))
      .leftJoin(proAppointmentDetails, eq(proAppointmentDetails.appointmentId, appointments.id))
      .where(
        and(
          // Read through appointments_professional_time_idx: the scope's appointments only.
          inArray(appointments.professionalId, professionalIds),
          // Completed, or still to come; a refused or cancelled request, or one never answered in time, is not
          // a consultation, and a booking held for its online payment is not a request yet (ADR 0021).
          or(
            inArray(appointments.status, ['confirmed', 'completed']),
            and(eq(appointments.status, 'pending'), gt(appointments.endsAt, now)),
          ),
          or(isNull(appointments.paymentStatus), ne(appointments.paymentStatus, 'awaiting')),
          sql`${clientName} is not null`,
        ),
      )
      .groupBy(appointments.professionalId, clientName),
  );
  const parties: TConflictParty[] = [];
  for (const row of rows) {
    const holder = Number(row.professionalId);
    const heldBy = holder === scope.viewerId ? {} : { heldBy: scope.lawyers.get(holder) ?? '' };
    if (row.source === 'contact') {
      parties.push({ kind: 'contact', contactId: Number(row.id), name: row.name, ...heldBy });
      if (row.extra) parties.push({ kind: 'contact', contactId: Number(row.id), name: row.extra, ...heldBy });
      continue;
    }
    if (row.source === 'appointment') {
      if (row.startsAt) {
        const appointmentDate = parisCivil(row.startsAt).date;
        parties.push({
          kind: 'appointmentClient',
          appointmentId: Number(row.id),
          appointmentDate,
          name: row.name,
          ...heldBy,
        });
      }
      continue;
    }
    const caseId = Number(row.id);
    const caseTitle = row.extra ?? '';
    // A union's boolean may come back as PostgreSQL's text 't' through some drivers.
    const onList = 'heldBy' in heldBy && (row.onList === true || String(row.onList) === 't');
    const caseHolder = onList ? { ...heldBy, onList: true as const } : heldBy;
    if (row.name !== UNDEFINED_CLIENT_NAME)
      parties.push({ kind: 'caseClient', caseId, caseTitle, name: row.name, ...caseHolder });
    for (const name of row.opposingParties ?? []) {
      parties.push({ kind: 'caseOpposingParty', caseId, caseTitle, name, ...caseHolder });
    }
  }
  return indexConflictParties(parties);
}

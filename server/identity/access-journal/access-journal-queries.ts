import { and, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type {
  TAccessJournalCriteria,
  TAccessJournalLine,
} from '#domain/identity/access-journal/access-journal-schemas.ts';
import type {
  TAccessJournalAction,
  TAccessJournalSubject,
} from '#domain/identity/access-journal/access-journal-vocabulary.ts';
import { addCivilDays, parisInstant } from '#domain/kernel/time/paris-time.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  accessJournal,
  cases,
  contacts,
  firmMembers,
  professionals,
  users,
} from '#server/db/schema/index.ts';

/** Whose lines a reader sees: the whole firm's (an associate) or those of their own records. */
export type TJournalScope = { kind: 'firm'; firmId: number } | { kind: 'own'; professionalId: number };

/** « Maître Sophie Martin » for a lawyer, « Julie Petit, assistant(e) » for a firm's staff member. */
const actorLabel = sql<string>`case
  when ${users.role} = 'professional' then 'Maître ' || ${accessJournal.actorName}
  when ${firmMembers.role} = 'assistant' then ${accessJournal.actorName} || ', assistant(e)'
  when ${firmMembers.role} = 'accountant' then ${accessJournal.actorName} || ', comptable'
  else ${accessJournal.actorName} end`;

function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function criteriaConditions(scope: TJournalScope, criteria: TAccessJournalCriteria): SQL[] {
  const conditions: (SQL | undefined)[] = [
    scope.kind === 'firm'
      ? eq(accessJournal.firmId, scope.firmId)
      : // A case or a contact taken over from a colleague brings its journal (ADR 0064, 0070): its earlier lines
        // name that colleague as the owner. The practice context comes after this one: its tables are read here.
        or(
          eq(accessJournal.professionalId, scope.professionalId),
          sql`${accessJournal.caseId} in (select ${cases.id} from ${cases} where ${cases.professionalId} = ${scope.professionalId})`,
          sql`(${accessJournal.subject} = 'contact' and ${accessJournal.subjectId} in (select ${contacts.id}::text from ${contacts} where ${contacts.professionalId} = ${scope.professionalId}))`,
        ),
    criteria.subject ? eq(accessJournal.subject, criteria.subject) : undefined,
    criteria.action ? eq(accessJournal.action, criteria.action) : undefined,
    criteria.actor ? sql`${accessJournal.actorName} ilike ${likeContaining(criteria.actor)}` : undefined,
    criteria.caseId ? eq(accessJournal.caseId, criteria.caseId) : undefined,
    criteria.from
      ? sql`${accessJournal.at} >= ${parisInstant(criteria.from, '00:00').toISOString()}`
      : undefined,
    criteria.to
      ? sql`${accessJournal.at} < ${parisInstant(addCivilDays(criteria.to, 1), '00:00').toISOString()}`
      : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * One page of « Journal d'accès », latest first. `cursor` is the id of the last line of the previous page:
 * the page goes on strictly before it in (at, id) order, whatever was appended since.
 */
export async function readJournalPage(
  db: TDatabase,
  scope: TJournalScope,
  criteria: TAccessJournalCriteria,
  cursor: string | undefined,
  limit: number,
): Promise<{ lines: TAccessJournalLine[]; nextCursor: string | null }> {
  const conditions = criteriaConditions(scope, criteria);
  if (cursor) {
    conditions.push(
      sql`(${accessJournal.at}, ${accessJournal.id}) < (select j.at, j.id from access_journal j where j.id = ${cursor}::bigint)`,
    );
  }
  const rows = await db
    .select({
      id: accessJournal.id,
      at: accessJournal.at,
      actorName: accessJournal.actorName,
      actorLabel,
      professionalFirstName: professionals.firstName,
      professionalLastName: professionals.lastName,
      subject: accessJournal.subject,
      subjectId: accessJournal.subjectId,
      action: accessJournal.action,
      label: accessJournal.label,
      caseId: accessJournal.caseId,
      ip: accessJournal.ip,
    })
    .from(accessJournal)
    .leftJoin(users, eq(users.id, accessJournal.actorUserId))
    .leftJoin(firmMembers, eq(firmMembers.userId, accessJournal.actorUserId))
    .leftJoin(professionals, eq(professionals.id, accessJournal.professionalId))
    .where(and(...conditions))
    .orderBy(desc(accessJournal.at), desc(accessJournal.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    lines: page.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      actorName: row.actorName,
      actorLabel: row.actorLabel,
      professionalName: `${row.professionalFirstName ?? ''} ${row.professionalLastName ?? ''}`.trim(),
      subject: row.subject,
      subjectId: row.subjectId,
      action: row.action,
      label: row.label,
      caseId: row.caseId,
      ip: row.ip,
    })),
    nextCursor: rows.length > limit && last ? String(last.id) : null,
  };
}

/** Every line of the filters, page after page (the CSV export streams them without holding them all). */
export async function* allJournalLines(
  db: TDatabase,
  scope: TJournalScope,
  criteria: TAccessJournalCriteria,
): AsyncGenerator<TAccessJournalLine> {
  let cursor: string | undefined;
  for (;;) {
    const page = await readJournalPage(db, scope, criteria, cursor, 500);
    yield* page.lines;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

/** What was done to one record of a professional, oldest first, reads left out: who acted and when. */
export async function journalHistoryOf(
  db: TDatabase,
  professionalId: number,
  subject: TAccessJournalSubject,
  subjectId: string | number,
): Promise<{ at: Date; action: TAccessJournalAction; actor: string }[]> {
  return db
    .select({ at: accessJournal.at, action: accessJournal.action, actor: actorLabel })
    .from(accessJournal)
    .leftJoin(users, eq(users.id, accessJournal.actorUserId))
    .leftJoin(firmMembers, eq(firmMembers.userId, accessJournal.actorUserId))
    .where(
      and(
        eq(accessJournal.professionalId, professionalId),
        eq(accessJournal.subject, subject),
        eq(accessJournal.subjectId, String(subjectId)),
        ne(accessJournal.action, 'read'),
      ),
    )
    .orderBy(accessJournal.at, accessJournal.id);
}

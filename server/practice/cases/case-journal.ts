import type { FastifyRequest } from 'fastify';
import { caseJournalLabel } from '#domain/practice/cases/case-journal-label.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { journalActorOf, recordAccess, type TAccessJournalEntry } from '#server/identity/index.ts';
import type { TCaseViewer, TVisibleCase } from './case-viewer';

export type TCaseJournalEntry = Partial<TAccessJournalEntry> & Pick<TAccessJournalEntry, 'action'>;

/**
 * One line of the access journal about a case, in its lawyer's records, by the viewer: the case itself unless
 * `entry` names a document or an access.
 */
export function journalCase(
  db: TDatabaseOrTransaction,
  request: FastifyRequest,
  viewer: TCaseViewer,
  found: TVisibleCase,
  entry: TCaseJournalEntry,
): Promise<void> {
  return recordAccess(db, journalActorOf(request, viewer.userId), {
    professionalId: found.row.professionalId,
    caseId: found.row.id,
    subject: 'case',
    subjectId: found.row.id,
    label: caseJournalLabel(found.row.title),
    ...entry,
  });
}

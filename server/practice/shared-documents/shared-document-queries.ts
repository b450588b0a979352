import { type SQL, sql } from 'drizzle-orm';
import { clientDocuments } from '#server/db/schema/index.ts';

/**
 * When a professional's appointment or case document was shared with a client (the latest time, should
 * the case's client have changed since), as a column of the query listing those documents.
 */
export function sharedWithClientAt(source: 'appointment' | 'case'): SQL<Date | null> {
  // Qualified by hand: drizzle writes a single-table query's columns bare, and a bare "id" here would be
  // the client document's own.
  const [sourceColumn, documents] =
    source === 'appointment'
      ? [clientDocuments.sourceAppointmentDocumentId, 'appointment_documents']
      : [clientDocuments.sourceCaseDocumentId, 'case_documents'];
  return sql<Date | null>`(select max(shared.created_at) from ${clientDocuments} shared where shared.${sql.identifier(sourceColumn.name)} = ${sql.identifier(documents)}.id)`.mapWith(
    clientDocuments.createdAt,
  );
}

import { type Column, type SQL, sql } from 'drizzle-orm';
import { clientDocuments } from '../db/schema';

/**
 * When a professional's appointment or case document was shared with a client (the latest time, should
 * the case's client have changed since), as a column of the query listing those documents.
 */
export function sharedWithClientAt(source: 'appointment' | 'case', documentId: Column): SQL<Date | null> {
  const sourceColumn =
    source === 'appointment'
      ? clientDocuments.sourceAppointmentDocumentId
      : clientDocuments.sourceCaseDocumentId;
  return sql<Date | null>`(select max(${clientDocuments.createdAt}) from ${clientDocuments} where ${sourceColumn} = ${documentId})`.mapWith(
    clientDocuments.createdAt,
  );
}

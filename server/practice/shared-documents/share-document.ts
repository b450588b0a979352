import { and, desc, eq } from 'drizzle-orm';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import {
  ALREADY_SHARED_MESSAGE,
  NO_CLIENT_ACCOUNT_MESSAGE,
  SHARE_NOT_FOUND_MESSAGE,
  sharedDocumentNotice,
  type TDocumentShare,
  type TSharedDocumentCategory,
} from '#domain/practice/shared-documents/shared-document-schemas.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { clientDocuments, type professionals, users } from '#server/db/schema/index.ts';
import { mayEmailClients } from '#server/identity/index.ts';
import { recordNotifications } from '#server/messaging/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';

/** Where the client finds what was shared with them. */
export const CLIENT_DOCUMENTS_LINK = '/dashboard?onglet=documents';

export type TSource = { kind: 'appointment'; documentId: number } | { kind: 'case'; documentId: number };

export type TDocumentToShare = {
  source: TSource;
  clientUserId: string | null;
  /** The professional's title for it, which the client sees too. */
  title: string;
  fileId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
};

/**
 * Puts one of the professional's documents in their client's « Mes documents », pointing at the same stored
 * bytes, and tells the client (bell, and e-mail when they keep « Notifications par email » on) in the same
 * transaction, with `also` (the access journal's line). The client must have an account; a document goes to a
 * given client once.
 */
export async function shareDocumentWithClient(
  deps: TAppDeps,
  professional: typeof professionals.$inferSelect,
  document: TDocumentToShare,
  category: TSharedDocumentCategory,
  also: (tx: TDatabaseOrTransaction) => Promise<void>,
): Promise<void> {
  if (!document.clientUserId) {
    throw new AppError('INVALID_STATE', { message: NO_CLIENT_ACCOUNT_MESSAGE });
  }
  const clientUserId = document.clientUserId;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [client] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, clientUserId), eq(users.role, 'client')));
    if (!client) throw new AppError('INVALID_STATE', { message: NO_CLIENT_ACCOUNT_MESSAGE });
    const inserted = await tx
      .insert(clientDocuments)
      .values({
        clientUserId,
        professionalId: professional.id,
        name: document.fileName,
        title: document.title,
        category,
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
        fileId: document.fileId,
        sourceAppointmentDocumentId:
          document.source.kind === 'appointment' ? document.source.documentId : null,
        sourceCaseDocumentId: document.source.kind === 'case' ? document.source.documentId : null,
        status: 'pending',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: clientDocuments.id });
    if (inserted.length === 0) throw new AppError('INVALID_STATE', { message: ALREADY_SHARED_MESSAGE });
    await also(tx);
    const title = sharedDocumentNotice(
      professionalDisplayName(professional.firstName, professional.lastName),
    );
    await recordNotifications(tx, [
      { userId: clientUserId, kind: 'document_shared', title, link: CLIENT_DOCUMENTS_LINK },
    ]);
    if (client.notifyByEmail && mayEmailClients(professional)) {
      await enqueueEmail(
        tx,
        {
          ...composeEmail(
            client,
            'Un document vous a été transmis sur JurisRDV',
            [
              `${title} dans votre espace JurisRDV.`,
              'Par respect du secret professionnel, ni le document ni son nom ne figurent dans cet e-mail\u00a0: vous le trouverez en vous connectant à votre espace, onglet «\u00a0Documents\u00a0».',
            ],
            { label: 'Voir mes documents', url: `${deps.config.publicUrl}${CLIENT_DOCUMENTS_LINK}` },
          ),
          kind: 'document_shared',
        },
        Boolean(deps.config.smtpUrl),
      );
    }
  });
}

function sourceColumn(source: TSource) {
  return source.kind === 'appointment'
    ? eq(clientDocuments.sourceAppointmentDocumentId, source.documentId)
    : eq(clientDocuments.sourceCaseDocumentId, source.documentId);
}

/** The current share of one of the professional's documents (the latest, should the client have changed). */
export async function findDocumentShare(
  db: TDatabase,
  professionalId: number,
  source: TSource,
): Promise<TDocumentShare | null> {
  const [row] = await db
    .select()
    .from(clientDocuments)
    .where(and(eq(clientDocuments.professionalId, professionalId), sourceColumn(source)))
    .orderBy(desc(clientDocuments.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title ?? row.name,
    status: row.status,
    sharedAt: row.createdAt.toISOString(),
  };
}

/**
 * « Retirer le partage »: the client's copy goes (their list and its download answer 404); the professional's
 * own document stays. The bytes go with the copy only when nothing else points at them (the purge).
 */
export async function withdrawDocumentShare(
  db: TDatabaseOrTransaction,
  professionalId: number,
  source: TSource,
): Promise<void> {
  const removed = await db
    .delete(clientDocuments)
    .where(and(eq(clientDocuments.professionalId, professionalId), sourceColumn(source)))
    .returning({ id: clientDocuments.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', { message: SHARE_NOT_FOUND_MESSAGE });
}

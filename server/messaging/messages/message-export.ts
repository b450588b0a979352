import { asc, eq, inArray } from 'drizzle-orm';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import type { TDatabase } from '#server/db/database.ts';
import { conversations, messageAttachments, messages, professionals } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { keyringOf, openText } from './message-sealing';

/**
 * The client's secure messages for « Télécharger mes données »: every conversation with its messages in
 * order, who wrote each, when it was read, and the names of attached files (their bytes are downloaded
 * from the conversation itself).
 */
export async function exportClientMessages(
  deps: { db: TDatabase; config: TAppDeps['config'] },
  clientUserId: string,
) {
  const { db } = deps;
  const ring = keyringOf(deps.config);
  const rows = await db
    .select({
      conversation: conversations,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
    })
    .from(conversations)
    .innerJoin(professionals, eq(professionals.id, conversations.professionalId))
    .where(eq(conversations.clientUserId, clientUserId))
    .orderBy(asc(conversations.id));
  const ids = rows.map((row) => row.conversation.id);
  const all = ids.length
    ? await db.select().from(messages).where(inArray(messages.conversationId, ids)).orderBy(asc(messages.id))
    : [];
  const files = all.length
    ? await db
        .select({
          messageId: messageAttachments.messageId,
          fileName: messageAttachments.fileName,
          keyId: messageAttachments.keyId,
          sizeBytes: messageAttachments.sizeBytes,
        })
        .from(messageAttachments)
        .where(
          inArray(
            messageAttachments.messageId,
            all.map((message) => message.id),
          ),
        )
    : [];
  return rows.map(({ conversation, firstName, lastName }) => ({
    professional: professionalDisplayName(firstName, lastName),
    closed: conversation.closedAt !== null,
    messages: all
      .filter((message) => message.conversationId === conversation.id)
      .map((message) => ({
        author: message.authorRole === 'client' ? 'vous' : 'professionnel',
        sentAt: message.createdAt.toISOString(),
        readAt: message.readAt?.toISOString() ?? null,
        text: openText(ring, message.body, message.keyId, 'body', conversation.id),
        attachments: files
          .filter((file) => file.messageId === message.id)
          .map((file) => ({
            fileName: openText(ring, file.fileName, file.keyId, 'file-name', conversation.id),
            sizeBytes: file.sizeBytes,
          })),
      })),
  }));
}

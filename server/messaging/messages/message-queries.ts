import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import {
  conversationPath,
  DELETED_CLIENT_LABEL,
  type TMessageSide,
} from '#domain/messaging/messages/message-rules.ts';
import type { TConversationSummary, TMessage } from '#domain/messaging/messages/message-schemas.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  conversations,
  messageAttachments,
  messages,
  professionals,
  users,
} from '#server/db/schema/index.ts';

export const CONVERSATION_NOT_FOUND = 'Conversation introuvable.';
export const ATTACHMENT_NOT_FOUND = 'Pièce jointe introuvable.';

/** The signed-in party: a client account, or a professional's profile. */
export type TParty = { side: 'client'; userId: string } | { side: 'professional'; professionalId: number };

export type TConversationRow = typeof conversations.$inferSelect;

/** Only the two parties ever match: anyone else's id is simply not found (404, never data). */
export function ownConversation(party: TParty) {
  return party.side === 'client'
    ? eq(conversations.clientUserId, party.userId)
    : eq(conversations.professionalId, party.professionalId);
}

/** The page of a conversation inside each side's space (notifications, e-mails). */
export const conversationLink = conversationPath;

export function attachmentUrl(side: TMessageSide, conversationId: number, attachmentId: number): string {
  const space = side === 'client' ? 'client' : 'pro';
  return `/api/${space}/conversations/${conversationId}/attachments/${attachmentId}`;
}

/** Messages the reader has not read yet: written by the other side, without a read receipt. */
function unreadCountOf(side: TMessageSide) {
  return sql<number>`(select count(*)::int from "messages"
    where "messages"."conversation_id" = "conversations"."id"
      and "messages"."author_role" <> ${side}
      and "messages"."read_at" is null)`;
}

export function clientLabel(row: {
  clientUserId: string | null;
  clientName: string;
  firstName: string | null;
  lastName: string | null;
}): string {
  if (row.clientUserId === null || row.firstName === null) {
    return `${row.clientName || DELETED_CLIENT_LABEL} (compte supprimé)`;
  }
  return `${row.firstName} ${row.lastName ?? ''}`.trim();
}

export async function listConversations(
  db: TDatabase,
  party: TParty,
  onlyId?: number,
): Promise<TConversationSummary[]> {
  const rows = await db
    .select({
      conversation: conversations,
      proFirstName: professionals.firstName,
      proLastName: professionals.lastName,
      clientFirstName: users.firstName,
      clientLastName: users.lastName,
      unreadCount: unreadCountOf(party.side),
    })
    .from(conversations)
    .innerJoin(professionals, eq(professionals.id, conversations.professionalId))
    .leftJoin(users, eq(users.id, conversations.clientUserId))
    .where(and(ownConversation(party), onlyId === undefined ? undefined : eq(conversations.id, onlyId)))
    .orderBy(
      sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc`,
      desc(conversations.id),
    );
  return rows.map((row) => ({
    id: row.conversation.id,
    counterpartName:
      party.side === 'client'
        ? professionalDisplayName(row.proFirstName, row.proLastName)
        : clientLabel({
            clientUserId: row.conversation.clientUserId,
            clientName: row.conversation.clientName,
            firstName: row.clientFirstName,
            lastName: row.clientLastName,
          }),
    professionalId: row.conversation.professionalId,
    clientUserId: row.conversation.clientUserId,
    lastMessageAt: row.conversation.lastMessageAt?.toISOString() ?? null,
    closed: row.conversation.closedAt !== null,
    unreadCount: Number(row.unreadCount),
  }));
}

export async function findConversationSummary(
  db: TDatabase,
  party: TParty,
  conversationId: number,
): Promise<TConversationSummary> {
  const [summary] = await listConversations(db, party, conversationId);
  if (!summary) throw new AppError('NOT_FOUND', { message: CONVERSATION_NOT_FOUND });
  return summary;
}

/** The reader's unread messages across all their conversations (the bell's « Messages » count). */
export async function countUnread(db: TDatabase, party: TParty): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(ownConversation(party), ne(messages.authorRole, party.side), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}

/** A conversation's messages, newest first, with their attachments and read receipts. */
export async function listMessages(
  db: TDatabase,
  side: TMessageSide,
  conversation: TConversationRow,
  names: { client: string; professional: string },
  onlyMessageId?: number,
): Promise<TMessage[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        onlyMessageId === undefined ? undefined : eq(messages.id, onlyMessageId),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(500);
  const attachments = rows.length
    ? await db
        .select()
        .from(messageAttachments)
        .where(
          inArray(
            messageAttachments.messageId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(messageAttachments.id)
    : [];
  return rows.map((row) => ({
    id: row.id,
    mine: row.authorRole === side,
    authorName: row.authorRole === 'client' ? names.client : names.professional,
    body: row.body,
    sentAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    attachments: attachments
      .filter((attachment) => attachment.messageId === row.id)
      .map((attachment) => ({
        id: attachment.id,
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        sizeBytes: attachment.sizeBytes,
        url: attachmentUrl(side, conversation.id, attachment.id),
      })),
  }));
}

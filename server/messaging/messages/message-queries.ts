import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import {
  conversationPath,
  DELETED_CLIENT_LABEL,
  type TMessageSide,
} from '#domain/messaging/messages/message-rules.ts';
import type {
  TConversationSummary,
  TConversationTopic,
  TMessage,
} from '#domain/messaging/messages/message-schemas.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  appointments,
  cases,
  conversations,
  messageAttachments,
  messages,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import { openText, type TMessageKeyring } from './message-sealing';

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

/**
 * A conversation's last 500 messages in the order they were written (oldest first, as a messaging app
 * reads), opened with the messages keyring, with their attachments and read receipts.
 */
export async function listMessages(
  db: TDatabase,
  ring: TMessageKeyring,
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
  return rows.reverse().map((row) => ({
    id: row.id,
    mine: row.authorRole === side,
    authorName: row.authorRole === 'client' ? names.client : names.professional,
    body: openText(ring, row.body, row.keyId, 'body', conversation.id),
    sentAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    attachments: attachments
      .filter((attachment) => attachment.messageId === row.id)
      .map((attachment) => ({
        id: attachment.id,
        fileName: openText(ring, attachment.fileName, attachment.keyId, 'file-name', conversation.id),
        contentType: attachment.contentType,
        sizeBytes: attachment.sizeBytes,
        url: attachmentUrl(side, conversation.id, attachment.id),
      })),
  }));
}

/**
 * What a conversation is about: the parties' next appointment still standing (else their last one not
 * cancelled), and the case it is filed in, else the client's most recent open case with the professional.
 */
export async function conversationTopic(
  db: TDatabase,
  conversation: TConversationRow,
  now: Date,
): Promise<TConversationTopic> {
  const clientUserId = conversation.clientUserId;
  if (!clientUserId) return { appointment: null, case: null };
  const between = and(
    eq(appointments.clientUserId, clientUserId),
    eq(appointments.professionalId, conversation.professionalId),
  );
  const nowIso = now.toISOString();
  const columns = { id: appointments.id, startsAt: appointments.startsAt, caseId: appointments.caseId };
  const [next] = await db
    .select(columns)
    .from(appointments)
    .where(
      and(
        between,
        inArray(appointments.status, ['pending', 'confirmed']),
        gte(appointments.startsAt, sql`${nowIso}::timestamptz`),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  const [last] = next
    ? [next]
    : await db
        .select(columns)
        .from(appointments)
        .where(
          and(
            between,
            ne(appointments.status, 'cancelled'),
            lt(appointments.startsAt, sql`${nowIso}::timestamptz`),
          ),
        )
        .orderBy(desc(appointments.startsAt))
        .limit(1);
  const appointment = next ?? last ?? null;
  const [filed] = await db
    .select({ id: cases.id, title: cases.title })
    .from(cases)
    .where(
      and(
        eq(cases.clientUserId, clientUserId),
        eq(cases.professionalId, conversation.professionalId),
        appointment?.caseId ? eq(cases.id, appointment.caseId) : ne(cases.status, 'Clos'),
      ),
    )
    .orderBy(desc(cases.id))
    .limit(1);
  return {
    appointment: appointment
      ? { id: appointment.id, startsAt: appointment.startsAt.toISOString(), upcoming: next !== undefined }
      : null,
    case: filed ?? null,
  };
}

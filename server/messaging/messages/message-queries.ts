import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import {
  mayHandleAttachments,
  readsForTheLawyer,
  type TConversationRight,
} from '#domain/messaging/messages/conversation-access.ts';
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

/**
 * Who reads in the workspace (ADR 0069): the signed-in account, their own profile when they are a lawyer,
 * and, for an assistant with `messages.scheduling-assigned`, the lawyer their session works for.
 */
export type TWorkspaceReader = {
  userId: string;
  ownProfessionalId: number | null;
  schedulingForProfessionalId: number | null;
};

/** The signed-in party: a client account, or a reader of the workspace. */
export type TParty = { side: 'client'; userId: string } | { side: 'professional'; reader: TWorkspaceReader };

export type TConversationRow = typeof conversations.$inferSelect;

/** A conversation as its reader may see it; `right` is null for the client, who is always a party. */
export type TVisibleConversation = { row: TConversationRow; right: TConversationRight | null };

/** The reader of the conversation's lawyer's side writing as that lawyer (the lawyer, or the lawyer's own). */
export function lawyerReader(professionalId: number, userId: string): TWorkspaceReader {
  return { userId, ownProfessionalId: professionalId, schedulingForProfessionalId: null };
}

/**
 * The workspace reader's right on the conversation of the row being read, or null (ADR 0069), in SQL:
 * - `own`: the conversation's lawyer;
 * - `read` / `edit`: the reader's entry on the list of the case the conversation is about, the case still
 *   held by the conversation's lawyer and the reader still a member (not accountant) of that lawyer's firm —
 *   the same guard as the cases' own (practice's `onListOf`), written here as messaging comes first;
 * - `scheduling`: the lawyer an assistant works for, on a conversation about an appointment that no case
 *   holds (neither the conversation's sticky `case_id` nor the appointment's current filing).
 */
export function conversationRight(reader: TWorkspaceReader): SQL<TConversationRight | null> {
  return sql<TConversationRight | null>`(case
    when ${outer(conversations.professionalId)} = ${reader.ownProfessionalId}::int then 'own'
    else coalesce(
      (select listed.access from case_access listed
        join cases listed_case on listed_case.id = listed.case_id
        where listed.case_id = ${outer(conversations.caseId)} and listed.user_id = ${reader.userId}::uuid
          and listed_case.professional_id = ${outer(conversations.professionalId)}
          and exists (select 1 from firm_members viewer_membership
            join firm_members lawyer_membership on lawyer_membership.firm_id = viewer_membership.firm_id
            join professionals lawyer on lawyer.user_id = lawyer_membership.user_id
            where viewer_membership.user_id = ${reader.userId}::uuid and viewer_membership.role <> 'accountant'
              and lawyer.id = listed_case.professional_id)),
      case when ${outer(conversations.professionalId)} = ${reader.schedulingForProfessionalId}::int
        and ${outer(conversations.subject)} = 'appointment' and ${outer(conversations.caseId)} is null
        and exists (select 1 from appointments scheduled
          where scheduled.id = ${outer(conversations.appointmentId)} and scheduled.case_id is null)
      then 'scheduling' end)
  end)`;
}

/**
 * A column of the row being read, always named with its table: drizzle writes a one-table query's selected
 * columns bare, and a bare `case_id` or `professional_id` inside a subquery is read as the subquery's own
 * column when it has one (in `conversationRight`, every list entry of the reader would then match).
 */
export function qualifiedColumn(table: PgTable, column: PgColumn): SQL {
  return sql`${table}.${sql.identifier(column.name)}`;
}

const outer = (column: PgColumn) => qualifiedColumn(conversations, column);

/** The conversations a workspace reader may have a right on, narrowed before the right is computed. */
function candidateConversations(reader: TWorkspaceReader): SQL {
  return sql`(${outer(conversations.professionalId)} = ${reader.ownProfessionalId}::int
    or ${outer(conversations.professionalId)} = ${reader.schedulingForProfessionalId}::int
    or ${outer(conversations.caseId)} in (select listed.case_id from case_access listed where listed.user_id = ${reader.userId}::uuid))`;
}

/** The conversations the party may read: a client's own, or those a workspace reader has a right on. */
export function visibleConversation(party: TParty): SQL {
  if (party.side === 'client') return eq(conversations.clientUserId, party.userId);
  return sql`(${candidateConversations(party.reader)} and ${conversationRight(party.reader)} is not null)`;
}

/** The conversations where a workspace reader answers for the lawyer (their unread messages count). */
function answeredConversation(reader: TWorkspaceReader): SQL {
  return sql`(${candidateConversations(reader)} and ${conversationRight(reader)} in ('own', 'edit', 'scheduling'))`;
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
  const right = party.side === 'professional' ? conversationRight(party.reader) : sql<null>`null`;
  const rows = await db
    .select({
      conversation: conversations,
      proFirstName: professionals.firstName,
      proLastName: professionals.lastName,
      clientFirstName: users.firstName,
      clientLastName: users.lastName,
      unreadCount: unreadCountOf(party.side),
      right,
      appointmentStartsAt: appointments.startsAt,
      caseTitle: cases.title,
    })
    .from(conversations)
    .innerJoin(professionals, eq(professionals.id, conversations.professionalId))
    .leftJoin(users, eq(users.id, conversations.clientUserId))
    .leftJoin(appointments, eq(appointments.id, conversations.appointmentId))
    // The case's title only while the conversation's lawyer holds it (a hand-over moves the case, not the thread).
    .leftJoin(
      cases,
      and(eq(cases.id, conversations.caseId), eq(cases.professionalId, conversations.professionalId)),
    )
    .where(and(visibleConversation(party), onlyId === undefined ? undefined : eq(conversations.id, onlyId)))
    .orderBy(
      sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc`,
      desc(conversations.id),
    );
  return rows.map((row) => {
    const access = party.side === 'professional' ? row.right : null;
    const lawyer = professionalDisplayName(row.proFirstName, row.proLastName);
    return {
      id: row.conversation.id,
      counterpartName:
        party.side === 'client'
          ? lawyer
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
      // A colleague who may only read leaves the messages unread for those who answer.
      unreadCount: access !== null && !readsForTheLawyer(access) ? 0 : Number(row.unreadCount),
      subject: row.conversation.subject,
      appointmentStartsAt: row.appointmentStartsAt?.toISOString() ?? null,
      caseTitle: party.side === 'professional' ? row.caseTitle : null,
      access,
      lawyerName: access !== null && access !== 'own' ? lawyer : null,
    };
  });
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

/** The reader's unread messages across the conversations they answer (the menu's « Messages » count). */
export async function countUnread(db: TDatabase, party: TParty): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        party.side === 'client'
          ? eq(conversations.clientUserId, party.userId)
          : answeredConversation(party.reader),
        ne(messages.authorRole, party.side),
        isNull(messages.readAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * A conversation's last 500 messages in the order they were written (oldest first, as a messaging app
 * reads), opened with the messages keyring, with their attachments and read receipts. The workspace sees
 * who of the firm wrote in the lawyer's name; an assistant on an appointment's conversation sees how many
 * files a message carries, never their names (ADR 0069).
 */
export async function listMessages(
  db: TDatabase,
  ring: TMessageKeyring,
  viewer: { side: TMessageSide; right: TConversationRight | null },
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
  const { side } = viewer;
  const filesShown = viewer.right === null || mayHandleAttachments(viewer.right);
  return rows.reverse().map((row) => {
    const files = attachments.filter((attachment) => attachment.messageId === row.id);
    return {
      id: row.id,
      mine: row.authorRole === side,
      authorName: row.authorRole === 'client' ? names.client : names.professional,
      body: openText(ring, row.body, row.keyId, 'body', conversation.id),
      sentAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
      attachments: filesShown
        ? files.map((attachment) => ({
            id: attachment.id,
            fileName: openText(ring, attachment.fileName, attachment.keyId, 'file-name', conversation.id),
            contentType: attachment.contentType,
            sizeBytes: attachment.sizeBytes,
            url: attachmentUrl(side, conversation.id, attachment.id),
          }))
        : [],
      // The client always reads the lawyer; who of the firm wrote stays inside the firm.
      sentBy: side === 'professional' ? row.sentByName : null,
      withheldAttachments: filesShown ? 0 : files.length,
    };
  });
}

/**
 * What a conversation is about (ADR 0069): its appointment (and the case it was filed in), or its case; for
 * the general conversation, read from the parties' records: their next appointment still standing (else
 * their last one not cancelled), and the case it is filed in, else the client's most recent open case.
 */
export async function conversationTopic(
  db: TDatabase,
  conversation: TConversationRow,
  now: Date,
): Promise<TConversationTopic> {
  if (conversation.subject !== 'general') return subjectTopic(db, conversation, now);
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

/** The topic of a conversation about one appointment or one case: that record, never a guess. */
async function subjectTopic(
  db: TDatabase,
  conversation: TConversationRow,
  now: Date,
): Promise<TConversationTopic> {
  const [appointment] = conversation.appointmentId
    ? await db
        .select({ id: appointments.id, startsAt: appointments.startsAt, status: appointments.status })
        .from(appointments)
        .where(eq(appointments.id, conversation.appointmentId))
    : [];
  const [filed] = conversation.caseId
    ? await db
        .select({ id: cases.id, title: cases.title })
        .from(cases)
        .where(and(eq(cases.id, conversation.caseId), eq(cases.professionalId, conversation.professionalId)))
    : [];
  return {
    appointment: appointment
      ? {
          id: appointment.id,
          startsAt: appointment.startsAt.toISOString(),
          upcoming:
            (appointment.status === 'pending' || appointment.status === 'confirmed') &&
            appointment.startsAt.getTime() >= now.getTime(),
        }
      : null,
    case: filed ?? null,
  };
}

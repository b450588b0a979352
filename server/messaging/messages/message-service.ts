import { and, eq, isNull, sql } from 'drizzle-orm';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import {
  ATTACHMENTS_WITHHELD,
  CLOSE_OWNER_ONLY,
  mayAnswer,
  mayClose,
  mayHandleAttachments,
  READ_ONLY_CONVERSATION,
  readsForTheLawyer,
} from '#domain/messaging/messages/conversation-access.ts';
import { mayWrite, otherSide, shouldEmailNewMessage } from '#domain/messaging/messages/message-rules.ts';
import type { TSendMessageRequest } from '#domain/messaging/messages/message-schemas.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import {
  appointments,
  conversations,
  messageAttachments,
  messages,
  notifications,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import { mayEmailClients } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { decodeUploadedFile } from '#server/platform/http/stored-files.ts';
import { storeFile } from '#server/platform/stored-files/stored-file-store.ts';
import {
  announceNotificationsChanged,
  recordNotifications,
  wantsEmailFor,
} from '../notifications/record-notifications';
import { newMessageEmail } from './message-emails';
import {
  CONVERSATION_NOT_FOUND,
  conversationLink,
  conversationRight,
  type TConversationRow,
  type TParty,
  type TVisibleConversation,
  visibleConversation,
} from './message-queries';
import { keyringOf, sealBytes, sealText } from './message-sealing';

export const NO_APPOINTMENT_MESSAGE =
  'La messagerie s’ouvre avec un professionnel avec qui vous avez eu rendez-vous.';

/**
 * One of the conversations the party may read, with the workspace reader's right on it; anyone else's id,
 * and one the reader has no right on, is not found (404, never data).
 */
export async function findVisibleConversation(
  db: TDatabaseOrTransaction,
  party: TParty,
  conversationId: number,
): Promise<TVisibleConversation> {
  const [found] = await db
    .select({
      row: conversations,
      right: party.side === 'professional' ? conversationRight(party.reader) : sql<null>`null`,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), visibleConversation(party)));
  if (!found) throw new AppError('NOT_FOUND', { message: CONVERSATION_NOT_FOUND });
  return { row: found.row, right: party.side === 'professional' ? found.right : null };
}

/** A conversation the party may write in: 403 for a colleague who may only read it. */
async function findAnswerableConversation(
  db: TDatabaseOrTransaction,
  party: TParty,
  conversationId: number,
): Promise<TVisibleConversation> {
  const found = await findVisibleConversation(db, party, conversationId);
  if (found.right !== null && !mayAnswer(found.right)) {
    throw new AppError('FORBIDDEN', { message: READ_ONLY_CONVERSATION });
  }
  return found;
}

/** Whether that client account has (or had) an appointment with that professional. */
export async function hasAppointmentWith(
  db: TDatabase,
  clientUserId: string,
  professionalId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.clientUserId, clientUserId), eq(appointments.professionalId, professionalId)))
    .limit(1);
  return row !== undefined;
}

/** What a conversation is opened about (ADR 0069): the general one, an appointment, a case. */
export type TConversationAbout =
  | { subject: 'general' }
  | { subject: 'appointment'; appointmentId: number }
  | { subject: 'case'; caseId: number };

/**
 * The conversation of (client, professional) about `about`, created on first use: one per subject (partial
 * unique indexes), so two tabs opening it at once end with the same row. An appointment's conversation takes
 * the case the appointment is filed in, read under a share lock so a filing cannot slip between the read and
 * the insert (its trigger would then miss the new row). The caller has checked they had an appointment.
 */
export async function openConversation(
  db: TDatabase,
  clientUserId: string,
  professionalId: number,
  about: TConversationAbout,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, clientUserId));
    if (!client) throw new AppError('NOT_FOUND', { message: CONVERSATION_NOT_FOUND });
    let links: { appointmentId: number | null; caseId: number | null } = {
      appointmentId: null,
      caseId: null,
    };
    if (about.subject === 'appointment') {
      const [appointment] = await tx
        .select({ caseId: appointments.caseId })
        .from(appointments)
        .where(eq(appointments.id, about.appointmentId))
        .for('share');
      if (!appointment) throw new AppError('NOT_FOUND', { message: CONVERSATION_NOT_FOUND });
      links = { appointmentId: about.appointmentId, caseId: appointment.caseId };
    } else if (about.subject === 'case') {
      links = { appointmentId: null, caseId: about.caseId };
    }
    const inserted = await tx
      .insert(conversations)
      .values({
        clientUserId,
        professionalId,
        subject: about.subject,
        ...links,
        clientName: `${client.firstName} ${client.lastName}`,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (inserted[0]) return { id: inserted[0].id, created: true };
    const same =
      about.subject === 'appointment'
        ? eq(conversations.appointmentId, about.appointmentId)
        : about.subject === 'case'
          ? and(eq(conversations.caseId, about.caseId), eq(conversations.clientUserId, clientUserId))
          : and(
              eq(conversations.clientUserId, clientUserId),
              eq(conversations.professionalId, professionalId),
            );
    const [row] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.subject, about.subject), same));
    if (!row) throw new AppError('INTERNAL');
    return { id: row.id, created: false };
  });
}

/** Whether the conversation about that case with that client exists already (a reader who may not open one). */
export async function findCaseConversation(
  db: TDatabase,
  caseId: number,
  clientUserId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.subject, 'case'),
        eq(conversations.caseId, caseId),
        eq(conversations.clientUserId, clientUserId),
      ),
    );
  return row?.id ?? null;
}

/** Who of the firm writes in the lawyer's name, when it is not the lawyer (ADR 0069). */
export type TSentBy = { userId: string; name: string };

/**
 * Sends one message. The file (if any) is checked by content with the documents' own function — same
 * types, same 10 Mo — and stored in chunks first; the message, its attachment, the bell's row and the
 * e-mail are then written in one transaction that holds the conversation's row, so a close and a message
 * cannot cross and two messages in a burst cannot both send an e-mail.
 */
export async function sendMessage(
  deps: TAppDeps,
  party: TParty,
  conversationId: number,
  input: TSendMessageRequest,
  options: {
    /** Written in the message's transaction (the workspace's access journal). */
    alsoWrite?: (db: TDatabaseOrTransaction) => Promise<void>;
    sentBy?: TSentBy | null;
  } = {},
): Promise<number> {
  const { alsoWrite, sentBy } = options;
  const { row: found, right } = await findAnswerableConversation(deps.db, party, conversationId);
  if (!mayWrite(found)) throw new AppError('CONVERSATION_CLOSED');
  if (input.attachment && right !== null && !mayHandleAttachments(right)) {
    throw new AppError('FORBIDDEN', { message: ATTACHMENTS_WITHHELD });
  }
  const ring = keyringOf(deps.config);
  const decoded = input.attachment
    ? decodeUploadedFile(input.attachment.contentBase64, input.attachment.fileName)
    : null;
  // Sealed before anything is written: the stored chunks and the rows never hold the text or the bytes.
  const file =
    decoded && input.attachment
      ? {
          contentType: decoded.contentType,
          sizeBytes: decoded.bytes.length,
          name: sealText(ring, input.attachment.fileName.trim(), 'file-name', found.id),
          content: sealBytes(ring, decoded.bytes, 'file', found.id),
        }
      : null;
  const body = sealText(ring, (input.body ?? '').trim(), 'body', found.id);
  const now = deps.clock.now();
  const write = (fileId: number | null) =>
    deps.db.transaction(async (tx) => {
      const [conversation] = await tx
        .select()
        .from(conversations)
        .where(eq(conversations.id, found.id))
        .for('update');
      if (!conversation) throw new AppError('NOT_FOUND', { message: CONVERSATION_NOT_FOUND });
      if (!mayWrite(conversation)) throw new AppError('CONVERSATION_CLOSED');
      const [message] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          authorRole: party.side,
          sentByUserId: sentBy?.userId ?? null,
          sentByName: sentBy?.name ?? null,
          body: body.sealed,
          keyId: body.keyId,
          createdAt: now,
        })
        .returning({ id: messages.id });
      if (!message) throw new AppError('INTERNAL');
      if (file && fileId !== null) {
        await tx.insert(messageAttachments).values({
          messageId: message.id,
          fileName: file.name.sealed,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          fileId,
          keyId: file.content.keyId,
          fileSealing: file.content.sealing,
        });
      }
      await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversation.id));
      await announce(deps, tx, party, conversation, now);
      if (alsoWrite) await alsoWrite(tx);
      return message.id;
    });
  return file ? storeFile(deps.db, file.content.bytes, now, (fileId) => write(fileId)) : write(null);
}

/** The bell's row and, at most once until read, the e-mail to the other party; never the message's text. */
async function announce(
  deps: TAppDeps,
  tx: TDatabaseOrTransaction,
  party: TParty,
  conversation: TConversationRow,
  now: Date,
): Promise<void> {
  const [professional] = await tx
    .select()
    .from(professionals)
    .where(eq(professionals.id, conversation.professionalId));
  if (!professional) return;
  const recipientSide = otherSide(party.side);
  const recipientId = recipientSide === 'client' ? conversation.clientUserId : professional.userId;
  if (!recipientId) return;
  const [recipient] = await tx.select().from(users).where(eq(users.id, recipientId));
  if (!recipient) return;
  const [client] = conversation.clientUserId
    ? await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, conversation.clientUserId))
    : [];
  const senderName =
    party.side === 'professional'
      ? professionalDisplayName(professional.firstName, professional.lastName)
      : client
        ? `${client.firstName} ${client.lastName}`
        : conversation.clientName;
  await recordNotifications(tx, [
    {
      userId: recipient.id,
      kind: 'message_received',
      title: `Nouveau message de ${senderName}`,
      link: conversationLink(recipientSide, conversation.id),
    },
  ]);
  const emailedAt =
    recipientSide === 'client' ? conversation.clientEmailedAt : conversation.professionalEmailedAt;
  const wantsEmail =
    recipientSide === 'client'
      ? mayEmailClients(professional) && recipient.notifyByEmail
      : await wantsEmailFor(tx, recipient.id, 'message_received');
  // At most one « nouveau message » e-mail per conversation and recipient until they have read it:
  // the column is cleared by markConversationRead, so a burst of messages sends one e-mail, not one each.
  if (!shouldEmailNewMessage(emailedAt, wantsEmail)) return;
  await enqueueEmail(
    tx,
    newMessageEmail(deps.config, recipient, recipientSide, conversation.id),
    Boolean(deps.config.smtpUrl),
  );
  await tx
    .update(conversations)
    .set(recipientSide === 'client' ? { clientEmailedAt: now } : { professionalEmailedAt: now })
    .where(eq(conversations.id, conversation.id));
}

/**
 * The reader has seen the conversation: the other side's messages get their read receipt, the next new
 * message may be e-mailed again, and the bell's rows pointing at this conversation are read too.
 */
export async function markConversationRead(
  deps: TAppDeps,
  party: TParty,
  readerUserId: string | null,
  conversationId: number,
): Promise<void> {
  const { row: conversation, right } = await findVisibleConversation(deps.db, party, conversationId);
  // A colleague who may only read leaves the client's messages unread for those who answer them.
  if (right !== null && !readsForTheLawyer(right)) return;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({ readAt: now })
      .where(
        and(
          eq(messages.conversationId, conversation.id),
          eq(messages.authorRole, otherSide(party.side)),
          isNull(messages.readAt),
        ),
      );
    await tx
      .update(conversations)
      .set(party.side === 'client' ? { clientEmailedAt: null } : { professionalEmailedAt: null })
      .where(eq(conversations.id, conversation.id));
    if (readerUserId) {
      await tx
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.userId, readerUserId),
            eq(notifications.kind, 'message_received'),
            eq(notifications.link, conversationLink(party.side, conversation.id)),
            isNull(notifications.readAt),
          ),
        );
      await announceNotificationsChanged(tx, readerUserId);
    }
  });
}

/** Closes (or reopens) a conversation: its lawyer's decision only (a colleague reading it gets 403). */
export async function setConversationClosed(
  deps: TAppDeps,
  party: TParty,
  conversationId: number,
  closed: boolean,
  /** Written in the change's transaction (the workspace's access journal). */
  alsoWrite?: (db: TDatabaseOrTransaction) => Promise<void>,
): Promise<TConversationRow> {
  const { row: conversation, right } = await findVisibleConversation(deps.db, party, conversationId);
  if (right === null || !mayClose(right)) throw new AppError('FORBIDDEN', { message: CLOSE_OWNER_ONLY });
  if (!closed && conversation.clientUserId === null) {
    throw new AppError('INVALID_STATE', {
      message: 'Le compte de ce client a été supprimé\u00a0: la conversation ne peut pas être rouverte.',
    });
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(conversations)
      .set({
        closedAt: closed
          ? sql`coalesce(${conversations.closedAt}, ${deps.clock.now().toISOString()}::timestamptz)`
          : null,
      })
      .where(eq(conversations.id, conversation.id));
    if (alsoWrite) await alsoWrite(tx);
  });
  return conversation;
}

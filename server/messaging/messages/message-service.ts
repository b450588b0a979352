import { and, eq, isNull, sql } from 'drizzle-orm';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
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
  ownConversation,
  type TConversationRow,
  type TParty,
} from './message-queries';
import { keyringOf, sealBytes, sealText } from './message-sealing';

export const NO_APPOINTMENT_MESSAGE =
  'La messagerie s’ouvre avec un professionnel avec qui vous avez eu rendez-vous.';

/** One of the party's own conversations; another person's id is not found. */
export async function findOwnConversation(
  db: TDatabase,
  party: TParty,
  conversationId: number,
): Promise<TConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), ownConversation(party)));
  if (!row) throw new AppError('NOT_FOUND', { message: CONVERSATION_NOT_FOUND });
  return row;
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

/**
 * The conversation of (client, professional), created on first use: one per pair (a unique index), so
 * two tabs opening it at once end with the same row. The caller has checked they had an appointment.
 */
export async function openConversation(
  db: TDatabase,
  clientUserId: string,
  professionalId: number,
  now: Date,
): Promise<number> {
  const [client] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, clientUserId));
  if (!client) throw new AppError('NOT_FOUND', { message: CONVERSATION_NOT_FOUND });
  await db
    .insert(conversations)
    .values({
      clientUserId,
      professionalId,
      clientName: `${client.firstName} ${client.lastName}`,
      createdAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(eq(conversations.clientUserId, clientUserId), eq(conversations.professionalId, professionalId)),
    );
  if (!row) throw new AppError('INTERNAL');
  return row.id;
}

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
  /** Written in the message's transaction (the workspace's access journal). */
  alsoWrite?: (db: TDatabaseOrTransaction) => Promise<void>,
): Promise<number> {
  const found = await findOwnConversation(deps.db, party, conversationId);
  if (!mayWrite(found)) throw new AppError('CONVERSATION_CLOSED');
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
  const conversation = await findOwnConversation(deps.db, party, conversationId);
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

/** Closes (or reopens) one of the professional's conversations. */
export async function setConversationClosed(
  deps: TAppDeps,
  professionalId: number,
  conversationId: number,
  closed: boolean,
): Promise<void> {
  const party: TParty = { side: 'professional', professionalId };
  const conversation = await findOwnConversation(deps.db, party, conversationId);
  if (!closed && conversation.clientUserId === null) {
    throw new AppError('INVALID_STATE', {
      message: 'Le compte de ce client a été supprimé\u00a0: la conversation ne peut pas être rouverte.',
    });
  }
  await deps.db
    .update(conversations)
    .set({
      closedAt: closed
        ? sql`coalesce(${conversations.closedAt}, ${deps.clock.now().toISOString()}::timestamptz)`
        : null,
    })
    .where(eq(conversations.id, conversation.id));
}

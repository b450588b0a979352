import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import {
  ZAttachmentParams,
  ZAttachmentQuery,
  ZConversationIdParams,
  ZConversationMessagesResponse,
  ZConversationResponse,
  ZConversationsResponse,
  ZOpenClientConversationRequest,
  ZOpenProConversationRequest,
  ZSendMessageRequest,
  ZSendMessageResponse,
  ZUnreadCountResponse,
} from '#domain/messaging/messages/message-schemas.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import {
  appointments,
  cases,
  contacts,
  messageAttachments,
  messages,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import {
  recordAccess,
  requireAccount,
  requireProfessional,
  type TJournalActor,
  workspaceJournalActor,
} from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { DOCUMENT_BODY_LIMIT, sendStoredFile } from '#server/platform/http/stored-files.ts';
import {
  ATTACHMENT_NOT_FOUND,
  clientLabel,
  conversationTopic,
  countUnread,
  findConversationSummary,
  listConversations,
  listMessages,
  type TParty,
} from './message-queries';
import { keyringOf, openBytes, openText } from './message-sealing';
import {
  findOwnConversation,
  hasAppointmentWith,
  markConversationRead,
  NO_APPOINTMENT_MESSAGE,
  openConversation,
  sendMessage,
  setConversationClosed,
} from './message-service';
import { readChunks } from './seal-stored-messages';

type TSpace = 'client' | 'pro';

/** The signed-in party; on the workspace's side, who acts (a lawyer), for the access journal. */
type TReader = { party: TParty; userId: string | null; journal?: TJournalActor };

/**
 * The routes both spaces share, under /api/client/conversations or /api/pro/conversations. `reader`
 * resolves the signed-in party (401 otherwise); every handler then reads only that party's conversations.
 */
function registerConversationRoutes(
  app: FastifyInstance,
  deps: TAppDeps,
  space: TSpace,
  reader: (request: Parameters<typeof requireAccount>[1]) => Promise<TReader>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${space}/conversations`;

  api.get(base, { schema: { response: { 200: ZConversationsResponse } } }, async (request) => {
    const { party } = await reader(request);
    return { conversations: await listConversations(deps.db, party) };
  });

  api.get(
    `${base}/unread-count`,
    { schema: { response: { 200: ZUnreadCountResponse } } },
    async (request) => {
      const { party } = await reader(request);
      return { unread: await countUnread(deps.db, party) };
    },
  );

  api.get(
    `${base}/:id/messages`,
    { schema: { params: ZConversationIdParams, response: { 200: ZConversationMessagesResponse } } },
    async (request) => {
      const { party, journal } = await reader(request);
      const conversation = await findOwnConversation(deps.db, party, request.params.id);
      const summary = await findConversationSummary(deps.db, party, conversation.id);
      const names = await partyNames(deps, conversation);
      if (journal) {
        await recordAccess(deps.db, journal, {
          professionalId: conversation.professionalId,
          subject: 'conversation',
          subjectId: conversation.id,
          action: 'read',
          label: `Messagerie avec ${names.client}`,
        });
      }
      return {
        conversation: summary,
        topic: await conversationTopic(deps.db, conversation, deps.clock.now()),
        messages: await listMessages(deps.db, keyringOf(deps.config), party.side, conversation, names),
      };
    },
  );

  api.post(
    `${base}/:id/messages`,
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        params: ZConversationIdParams,
        body: ZSendMessageRequest,
        response: { 201: ZSendMessageResponse },
      },
    },
    async (request, reply) => {
      const { party, journal } = await reader(request);
      // The message's line lands with the message: a sent text is never unjournaled. Its text never is.
      const written = journal
        ? await journalMessageSent(
            deps,
            journal,
            await findOwnConversation(deps.db, party, request.params.id),
          )
        : undefined;
      const id = await sendMessage(deps, party, request.params.id, request.body, written);
      const conversation = await findOwnConversation(deps.db, party, request.params.id);
      const [message] = await listMessages(
        deps.db,
        keyringOf(deps.config),
        party.side,
        conversation,
        await partyNames(deps, conversation),
        id,
      );
      if (!message) throw new AppError('INTERNAL');
      return reply.status(201).send({ message });
    },
  );

  api.post(
    `${base}/:id/read`,
    { schema: { params: ZConversationIdParams, response: { 200: ZOkResponse } } },
    async (request) => {
      const { party, userId } = await reader(request);
      await markConversationRead(deps, party, userId, request.params.id);
      return { ok: true as const };
    },
  );

  api.get(
    `${base}/:id/attachments/:attachmentId`,
    { schema: { params: ZAttachmentParams, querystring: ZAttachmentQuery } },
    async (request, reply) => {
      const { party, journal } = await reader(request);
      const conversation = await findOwnConversation(deps.db, party, request.params.id);
      const file = await readAttachment(deps, conversation.id, request.params.attachmentId);
      if (journal) {
        // The file's name may say the matter: the line says only whose thread it came from.
        const names = await partyNames(deps, conversation);
        await recordAccess(deps.db, journal, {
          professionalId: conversation.professionalId,
          subject: 'conversation',
          subjectId: conversation.id,
          action: 'download',
          label: `Pièce jointe de la messagerie avec ${names.client}`,
        });
      }
      // A file the professional did not send (a client's upload) is only ever downloaded: a PDF with
      // scripts or a crafted image never opens in the browser next to the workspace.
      const inline = file.authorRole === 'professional' && !request.query.download;
      return sendStoredFile(reply, file, inline ? 'inline' : 'attachment');
    },
  );
}

/**
 * One attachment of the conversation, opened: its row and its chunks are read in one transaction that
 * holds the row, so the start-up sealing cannot seal the bytes between the two reads.
 */
async function readAttachment(deps: TAppDeps, conversationId: number, attachmentId: number) {
  const ring = keyringOf(deps.config);
  return deps.db.transaction(async (tx) => {
    const [attachment] = await tx
      .select({
        fileName: messageAttachments.fileName,
        contentType: messageAttachments.contentType,
        sizeBytes: messageAttachments.sizeBytes,
        fileId: messageAttachments.fileId,
        keyId: messageAttachments.keyId,
        fileSealing: messageAttachments.fileSealing,
        authorRole: messages.authorRole,
      })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(and(eq(messageAttachments.id, attachmentId), eq(messages.conversationId, conversationId)))
      .for('share', { of: messageAttachments });
    if (!attachment) throw new AppError('NOT_FOUND', { message: ATTACHMENT_NOT_FOUND });
    const stored = await readChunks(tx, attachment.fileId);
    const content =
      attachment.keyId !== null && attachment.fileSealing !== null
        ? openBytes(ring, stored, attachment.fileSealing, attachment.keyId, 'file', conversationId)
        : stored;
    return {
      contentType: attachment.contentType,
      sizeBytes: content.length,
      fileName: openText(ring, attachment.fileName, attachment.keyId, 'file-name', conversationId),
      authorRole: attachment.authorRole,
      content,
    };
  });
}

/** How each side's messages are signed in the conversation. */
async function partyNames(
  deps: TAppDeps,
  conversation: { clientUserId: string | null; clientName: string; professionalId: number },
): Promise<{ client: string; professional: string }> {
  const [professional] = await deps.db
    .select({ firstName: professionals.firstName, lastName: professionals.lastName })
    .from(professionals)
    .where(eq(professionals.id, conversation.professionalId));
  const [client] = conversation.clientUserId
    ? await deps.db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, conversation.clientUserId))
    : [];
  return {
    professional: professional ? professionalDisplayName(professional.firstName, professional.lastName) : '',
    client: clientLabel({
      clientUserId: conversation.clientUserId,
      clientName: conversation.clientName,
      firstName: client?.firstName ?? null,
      lastName: client?.lastName ?? null,
    }),
  };
}

async function journalMessageSent(
  deps: TAppDeps,
  actor: TJournalActor,
  conversation: { id: number; clientUserId: string | null; clientName: string; professionalId: number },
): Promise<(db: TDatabaseOrTransaction) => Promise<void>> {
  const { client } = await partyNames(deps, conversation);
  return (db) =>
    recordAccess(db, actor, {
      professionalId: conversation.professionalId,
      subject: 'conversation',
      subjectId: conversation.id,
      action: 'create',
      label: `Message envoyé à ${client}`,
    });
}

/** The client space's secure messages (issue 14 §2). */
export function registerClientMessageRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const reader = async (request: Parameters<typeof requireAccount>[1]): Promise<TReader> => {
    const client = await requireAccount(deps, request, 'client');
    return { party: { side: 'client', userId: client.id }, userId: client.id };
  };
  registerConversationRoutes(app, deps, 'client', reader);

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/client/conversations',
      { schema: { body: ZOpenClientConversationRequest, response: { 200: ZConversationResponse } } },
      async (request) => {
        const { party, userId } = await reader(request);
        if (!userId || party.side !== 'client') throw new AppError('UNAUTHENTICATED');
        const input = request.body;
        let professionalId: number | null = null;
        if ('appointmentId' in input) {
          const [appointment] = await deps.db
            .select({ professionalId: appointments.professionalId })
            .from(appointments)
            .where(and(eq(appointments.id, input.appointmentId), eq(appointments.clientUserId, userId)));
          professionalId = appointment?.professionalId ?? null;
        } else if (await hasAppointmentWith(deps.db, userId, input.professionalId)) {
          professionalId = input.professionalId;
        }
        if (professionalId === null) throw new AppError('NOT_FOUND', { message: NO_APPOINTMENT_MESSAGE });
        const id = await openConversation(deps.db, userId, professionalId, deps.clock.now());
        return { conversation: await findConversationSummary(deps.db, party, id) };
      },
    );
}

const NO_CLIENT_ACCOUNT =
  'Ce client n’a pas de compte JurisRDV lié à un rendez-vous avec vous\u00a0: la messagerie sécurisée n’est pas disponible.';

/** The workspace's secure messages; registered inside registerProRoutes (its hook checks the session first). */
export function registerProMessageRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const reader = async (request: Parameters<typeof requireAccount>[1]): Promise<TReader> => {
    const professional = await requireProfessional(deps, request);
    return {
      party: { side: 'professional', professionalId: professional.id },
      userId: professional.userId,
      journal: await workspaceJournalActor(deps, request),
    };
  };
  registerConversationRoutes(app, deps, 'pro', reader);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/pro/conversations',
    { schema: { body: ZOpenProConversationRequest, response: { 200: ZConversationResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const party: TParty = { side: 'professional', professionalId: professional.id };
      const input = request.body;
      let clientUserId: string | null = null;
      if ('appointmentId' in input) {
        const [appointment] = await deps.db
          .select({ clientUserId: appointments.clientUserId })
          .from(appointments)
          .where(
            and(eq(appointments.id, input.appointmentId), eq(appointments.professionalId, professional.id)),
          );
        if (!appointment) throw new AppError('NOT_FOUND', { message: 'Rendez-vous introuvable.' });
        clientUserId = appointment.clientUserId;
      } else if ('caseId' in input) {
        const [found] = await deps.db
          .select({ clientUserId: cases.clientUserId })
          .from(cases)
          .where(and(eq(cases.id, input.caseId), eq(cases.professionalId, professional.id)));
        if (!found) throw new AppError('NOT_FOUND', { message: 'Dossier introuvable.' });
        clientUserId = found.clientUserId;
      } else {
        const [contact] = await deps.db
          .select({ email: contacts.email })
          .from(contacts)
          .where(and(eq(contacts.id, input.contactId), eq(contacts.professionalId, professional.id)));
        if (!contact) throw new AppError('NOT_FOUND', { message: 'Contact introuvable.' });
        const [account] = await deps.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, contact.email.toLowerCase()), eq(users.role, 'client')));
        clientUserId = account?.id ?? null;
      }
      // Only a client who booked this professional: the case's link and the contact's address prove nothing alone.
      if (!clientUserId || !(await hasAppointmentWith(deps.db, clientUserId, professional.id))) {
        throw new AppError('NOT_FOUND', { message: NO_CLIENT_ACCOUNT });
      }
      const id = await openConversation(deps.db, clientUserId, professional.id, deps.clock.now());
      return { conversation: await findConversationSummary(deps.db, party, id) };
    },
  );

  for (const action of ['close', 'reopen'] as const) {
    api.post(
      `/api/pro/conversations/:id/${action}`,
      { schema: { params: ZConversationIdParams, response: { 200: ZConversationResponse } } },
      async (request) => {
        const professional = await requireProfessional(deps, request);
        await setConversationClosed(deps, professional.id, request.params.id, action === 'close');
        return {
          conversation: await findConversationSummary(
            deps.db,
            { side: 'professional', professionalId: professional.id },
            request.params.id,
          ),
        };
      },
    );
  }
}

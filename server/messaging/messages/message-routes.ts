import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { ZOkResponse } from '#domain/identity/auth/auth-schemas.ts';
import { roleAllows } from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import {
  ATTACHMENTS_WITHHELD,
  mayAnswer,
  mayHandleAttachments,
  type TConversationRight,
} from '#domain/messaging/messages/conversation-access.ts';
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
  requireWorkspaceAccess,
  type TAccessJournalEntry,
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
  qualifiedColumn,
  type TConversationRow,
  type TParty,
  type TWorkspaceReader,
} from './message-queries';
import { keyringOf, openBytes, openText } from './message-sealing';
import {
  findCaseConversation,
  findVisibleConversation,
  hasAppointmentWith,
  markConversationRead,
  NO_APPOINTMENT_MESSAGE,
  openConversation,
  sendMessage,
  setConversationClosed,
  type TConversationAbout,
  type TSentBy,
} from './message-service';
import { readChunks } from './seal-stored-messages';

type TSpace = 'client' | 'pro';

/**
 * The signed-in party; on the workspace's side, who acts, for the access journal, and how they sign a
 * message written in another lawyer's name (ADR 0069).
 */
type TReader = {
  party: TParty;
  userId: string | null;
  journal?: TJournalActor;
  signature?: { userId: string; ownProfessionalId: number | null; name: string };
};

/** Who of the firm wrote, when the conversation is not the writer's own (null: the lawyer wrote it). */
function sentByOf(reader: TReader, conversation: TConversationRow): TSentBy | null {
  const signature = reader.signature;
  if (!signature || signature.ownProfessionalId === conversation.professionalId) return null;
  return { userId: signature.userId, name: signature.name };
}

/**
 * The routes both spaces share, under /api/client/conversations or /api/pro/conversations. `reader`
 * resolves the signed-in party (401 otherwise); every handler then reads only what that party may read:
 * a client their own conversations, a workspace reader those they have a right on (ADR 0069).
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
      const { row: conversation, right } = await findVisibleConversation(deps.db, party, request.params.id);
      const summary = await findConversationSummary(deps.db, party, conversation.id);
      const names = await partyNames(deps, conversation);
      if (journal) {
        await recordAccess(
          deps.db,
          journal,
          conversationLine(conversation, 'read', `Messagerie avec ${names.client}`),
        );
      }
      const topic = await conversationTopic(deps.db, conversation, deps.clock.now());
      return {
        conversation: summary,
        // The client is shown the appointment only: a case's title is the lawyer's wording.
        topic: space === 'client' ? { ...topic, case: null } : topic,
        messages: await listMessages(
          deps.db,
          keyringOf(deps.config),
          { side: party.side, right },
          conversation,
          names,
        ),
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
      const current = await reader(request);
      const { party, journal } = current;
      const found = await findVisibleConversation(deps.db, party, request.params.id);
      // The message's line lands with the message: a sent text is never unjournaled. Its text never is.
      const written = journal ? await journalMessageSent(deps, journal, found.row) : undefined;
      const id = await sendMessage(deps, party, request.params.id, request.body, {
        ...(written ? { alsoWrite: written } : {}),
        sentBy: sentByOf(current, found.row),
      });
      const [message] = await listMessages(
        deps.db,
        keyringOf(deps.config),
        { side: party.side, right: found.right },
        found.row,
        await partyNames(deps, found.row),
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
      const { row: conversation, right } = await findVisibleConversation(deps.db, party, request.params.id);
      // Files are a case's content: an assistant answering about an appointment does not open them.
      if (right !== null && !mayHandleAttachments(right)) {
        throw new AppError('FORBIDDEN', { message: ATTACHMENTS_WITHHELD });
      }
      const file = await readAttachment(deps, conversation.id, request.params.attachmentId);
      if (journal) {
        // The file's name may say the matter: the line says only whose thread it came from.
        const names = await partyNames(deps, conversation);
        await recordAccess(
          deps.db,
          journal,
          conversationLine(conversation, 'download', `Pièce jointe de la messagerie avec ${names.client}`),
        );
      }
      // A file the professional did not send (a client's upload) is only ever downloaded: a PDF with
      // scripts or a crafted image never opens in the browser next to the workspace.
      const inline = file.authorRole === 'professional' && !request.query.download;
      return sendStoredFile(reply, file, inline ? 'inline' : 'attachment');
    },
  );
}

/**
 * A journal line about a conversation, in its lawyer's records; a conversation about a case (or about an
 * appointment filed in one) is also a line of that case's journal, kept as long as the case.
 */
function conversationLine(
  conversation: TConversationRow,
  action: TAccessJournalEntry['action'],
  label: string,
): TAccessJournalEntry {
  return {
    professionalId: conversation.professionalId,
    caseId: conversation.caseId,
    subject: 'conversation',
    subjectId: conversation.id,
    action,
    label,
  };
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
  conversation: TConversationRow,
): Promise<(db: TDatabaseOrTransaction) => Promise<void>> {
  const { client } = await partyNames(deps, conversation);
  return (db) =>
    recordAccess(db, actor, conversationLine(conversation, 'create', `Message envoyé à ${client}`));
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
        let about: TConversationAbout = { subject: 'general' };
        if ('appointmentId' in input) {
          // From an appointment: the conversation about it (ADR 0069), which the lawyer's assistant may answer.
          const [appointment] = await deps.db
            .select({ professionalId: appointments.professionalId })
            .from(appointments)
            .where(and(eq(appointments.id, input.appointmentId), eq(appointments.clientUserId, userId)));
          professionalId = appointment?.professionalId ?? null;
          about = { subject: 'appointment', appointmentId: input.appointmentId };
        } else if (await hasAppointmentWith(deps.db, userId, input.professionalId)) {
          professionalId = input.professionalId;
        }
        if (professionalId === null) throw new AppError('NOT_FOUND', { message: NO_APPOINTMENT_MESSAGE });
        const { id } = await openConversation(deps.db, userId, professionalId, about, deps.clock.now());
        return { conversation: await findConversationSummary(deps.db, party, id) };
      },
    );
}

const NO_CLIENT_ACCOUNT =
  'Ce client n’a pas de compte JurisRDV lié à un rendez-vous avec vous\u00a0: la messagerie sécurisée n’est pas disponible.';

/**
 * The workspace's reader (ADR 0069): a lawyer reads as themself; an assistant whose role answers scheduling
 * messages reads for the lawyer their session works for (the staff rule has resolved them). Both also read
 * the conversations of the cases on whose access list they are.
 */
async function workspaceReader(deps: TAppDeps, request: FastifyRequest): Promise<TReader> {
  const access = await requireWorkspaceAccess(deps, request);
  const professional = await requireProfessional(deps, request);
  const { account, staff } = access;
  const reader: TWorkspaceReader = staff
    ? {
        userId: account.id,
        ownProfessionalId: null,
        schedulingForProfessionalId: roleAllows(staff.role, 'messages.scheduling-assigned')
          ? professional.id
          : null,
      }
    : { userId: account.id, ownProfessionalId: professional.id, schedulingForProfessionalId: null };
  return {
    party: { side: 'professional', reader },
    userId: account.id,
    journal: await workspaceJournalActor(deps, request),
    signature: {
      userId: account.id,
      ownProfessionalId: reader.ownProfessionalId,
      name: staff
        ? `${account.firstName} ${account.lastName}`
        : professionalDisplayName(professional.firstName, professional.lastName),
    },
  };
}

export const FILED_APPOINTMENT =
  'Ce rendez-vous est classé dans un dossier\u00a0: sa conversation est réservée à l’avocat et aux membres de la liste d’accès du dossier.';
export const CONTACT_LAWYER_ONLY =
  'Depuis une fiche de contact, seul l’avocat ouvre une conversation\u00a0: écrivez au client depuis son rendez-vous.';
const NO_CASE_CONVERSATION =
  'Aucune conversation avec le client dans ce dossier pour l’instant\u00a0: elle s’ouvre quand l’avocat ou un membre autorisé à modifier le dossier lui écrit.';

/**
 * The case a workspace reader opens a conversation about: their own, or one on whose list they are (its
 * right), as the cases' own routes resolve it; anything else is not found.
 */
async function caseForConversation(
  deps: TAppDeps,
  reader: TWorkspaceReader,
  caseId: number,
): Promise<{ professionalId: number; clientUserId: string | null; right: TConversationRight }> {
  const [found] = await deps.db
    .select({
      professionalId: cases.professionalId,
      clientUserId: cases.clientUserId,
      listed: sql<'read' | 'edit' | null>`(select listed.access from case_access listed
        where listed.case_id = ${qualifiedColumn(cases, cases.id)} and listed.user_id = ${reader.userId}::uuid
          and exists (select 1 from firm_members viewer_membership
            join firm_members lawyer_membership on lawyer_membership.firm_id = viewer_membership.firm_id
            join professionals lawyer on lawyer.user_id = lawyer_membership.user_id
            where viewer_membership.user_id = ${reader.userId}::uuid and viewer_membership.role <> 'accountant'
              and lawyer.id = ${qualifiedColumn(cases, cases.professionalId)}))`,
    })
    .from(cases)
    .where(eq(cases.id, caseId));
  const own = found !== undefined && found.professionalId === reader.ownProfessionalId;
  if (!found || (!own && found.listed === null)) {
    throw new AppError('NOT_FOUND', { message: 'Dossier introuvable.' });
  }
  return {
    professionalId: found.professionalId,
    clientUserId: found.clientUserId,
    right: own ? 'own' : (found.listed ?? 'read'),
  };
}

/** The workspace's secure messages; registered inside registerProRoutes (its hook checks the session first). */
export function registerProMessageRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const reader = (request: FastifyRequest) => workspaceReader(deps, request);
  registerConversationRoutes(app, deps, 'pro', reader);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/pro/conversations',
    { schema: { body: ZOpenProConversationRequest, response: { 200: ZConversationResponse } } },
    async (request) => {
      const current = await reader(request);
      const { party, journal } = current;
      if (party.side !== 'professional') throw new AppError('UNAUTHENTICATED');
      // Whose appointments and contacts: the lawyer's own, or the lawyer an assistant works for.
      const professional = await requireProfessional(deps, request);
      const { staff } = await requireWorkspaceAccess(deps, request);
      const input = request.body;
      let clientUserId: string | null = null;
      let professionalId = professional.id;
      let about: TConversationAbout = { subject: 'general' };
      if ('appointmentId' in input) {
        const [appointment] = await deps.db
          .select({ clientUserId: appointments.clientUserId, caseId: appointments.caseId })
          .from(appointments)
          .where(
            and(eq(appointments.id, input.appointmentId), eq(appointments.professionalId, professional.id)),
          );
        if (!appointment) throw new AppError('NOT_FOUND', { message: 'Rendez-vous introuvable.' });
        if (staff && appointment.caseId !== null) {
          throw new AppError('FORBIDDEN', { message: FILED_APPOINTMENT });
        }
        clientUserId = appointment.clientUserId;
        about = { subject: 'appointment', appointmentId: input.appointmentId };
      } else if ('caseId' in input) {
        const found = await caseForConversation(deps, party.reader, input.caseId);
        clientUserId = found.clientUserId;
        professionalId = found.professionalId;
        about = { subject: 'case', caseId: input.caseId };
        if (!mayAnswer(found.right)) {
          // Who may only read the case finds its conversation, never starts one.
          const existing = clientUserId
            ? await findCaseConversation(deps.db, input.caseId, clientUserId)
            : null;
          if (existing === null) throw new AppError('NOT_FOUND', { message: NO_CASE_CONVERSATION });
          return { conversation: await findConversationSummary(deps.db, party, existing) };
        }
      } else {
        if (staff) throw new AppError('FORBIDDEN', { message: CONTACT_LAWYER_ONLY });
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
      if (!clientUserId || !(await hasAppointmentWith(deps.db, clientUserId, professionalId))) {
        throw new AppError('NOT_FOUND', { message: NO_CLIENT_ACCOUNT });
      }
      const opened = await openConversation(deps.db, clientUserId, professionalId, about, deps.clock.now());
      if (opened.created && journal) {
        const { row } = await findVisibleConversation(deps.db, party, opened.id);
        const names = await partyNames(deps, row);
        await recordAccess(
          deps.db,
          journal,
          conversationLine(row, 'create', `Conversation ouverte avec ${names.client}`),
        );
      }
      return { conversation: await findConversationSummary(deps.db, party, opened.id) };
    },
  );

  for (const action of ['close', 'reopen'] as const) {
    api.post(
      `/api/pro/conversations/:id/${action}`,
      { schema: { params: ZConversationIdParams, response: { 200: ZConversationResponse } } },
      async (request) => {
        const { party, journal } = await reader(request);
        const { row } = await findVisibleConversation(deps.db, party, request.params.id);
        const { client } = await partyNames(deps, row);
        const label =
          action === 'close'
            ? `Conversation clôturée avec ${client}`
            : `Conversation rouverte avec ${client}`;
        await setConversationClosed(
          deps,
          party,
          request.params.id,
          action === 'close',
          journal ? (db) => recordAccess(db, journal, conversationLine(row, 'update', label)) : undefined,
        );
        return { conversation: await findConversationSummary(deps.db, party, request.params.id) };
      },
    );
  }
}

import { ZUploadedFileFields } from '#domain/kernel/shared-fields.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { CONVERSATION_RIGHTS, CONVERSATION_SUBJECT_KINDS } from './conversation-access';

/** The longest message a party may send in one go (a letter, not a file: files are attachments). */
export const MAX_MESSAGE_LENGTH = 5000;

const ZIdParam = z
  .string()
  .regex(/^\d{1,15}$/, 'Identifiant invalide')
  .transform(Number);

const ZId = z.number({ error: 'Identifiant invalide' }).int('Identifiant invalide').positive().max(1e15);

export const ZConversationIdParams = z.strictObject({ id: ZIdParam });
export const ZAttachmentParams = z.strictObject({ id: ZIdParam, attachmentId: ZIdParam });
export const ZAttachmentQuery = z.strictObject({ download: z.enum(['1']).optional() });

/**
 * The client opens (or finds again) a conversation with a professional they have had an appointment with:
 * the one about that appointment, or the general one from the professional's profile.
 */
export const ZOpenClientConversationRequest = z.union(
  [z.strictObject({ appointmentId: ZId }), z.strictObject({ professionalId: ZId })],
  { error: 'Indiquez un rendez-vous ou un professionnel' },
);
export type TOpenClientConversationRequest = z.input<typeof ZOpenClientConversationRequest>;

/**
 * The professional opens the conversation with a client about an appointment or a case, or the general one
 * from a contact (ADR 0069).
 */
export const ZOpenProConversationRequest = z.union(
  [
    z.strictObject({ appointmentId: ZId }),
    z.strictObject({ caseId: ZId }),
    z.strictObject({ contactId: ZId }),
  ],
  { error: 'Indiquez un rendez-vous, un dossier ou un contact' },
);
export type TOpenProConversationRequest = z.input<typeof ZOpenProConversationRequest>;

export const ZMessageAttachmentUpload = z.strictObject({ ...ZUploadedFileFields });

/**
 * One message: text, a file, or both (the file checked by content on the server exactly like a case
 * document: same types, same 10 Mo). Used by the composer's form and by the route.
 */
export const ZSendMessageRequest = z
  .strictObject({
    body: z
      .string({ error: 'Le message est requis' })
      .trim()
      .max(MAX_MESSAGE_LENGTH, `Le message ne doit pas dépasser ${MAX_MESSAGE_LENGTH} caractères`),
    attachment: ZMessageAttachmentUpload.optional(),
  })
  .refine((value) => value.body !== '' || value.attachment !== undefined, {
    message: 'Écrivez un message ou joignez un fichier',
    path: ['body'],
  });
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;

export const ZMessageAttachment = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string(),
});
export type TMessageAttachment = z.infer<typeof ZMessageAttachment>;

export const ZMessage = z.object({
  id: z.number().int(),
  /** Whether the signed-in reader wrote it. */
  mine: z.boolean(),
  authorName: z.string(),
  body: z.string(),
  sentAt: z.string(),
  /** When the other party read it (a read receipt), null until then. */
  readAt: z.string().nullable(),
  attachments: z.array(ZMessageAttachment),
  /**
   * Who of the firm wrote a message in the lawyer's name (« Julie Lefèvre »), when not the lawyer: shown in
   * the workspace only, always null for the client.
   */
  sentBy: z.string().nullable(),
  /** Attachments the reader may not open (an assistant on an appointment's conversation): counted, not named. */
  withheldAttachments: z.number().int(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZConversationSummary = z.object({
  id: z.number().int(),
  /** The other party as the reader sees them: « Maître Sophie Martin » or « Marie Dubois ». */
  counterpartName: z.string(),
  professionalId: z.number().int(),
  /** The client's account, null once it was deleted (the conversation stays in the professional's records). */
  clientUserId: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  closed: z.boolean(),
  unreadCount: z.number().int(),
  /** What it is about: the general one, one appointment's, one case's (ADR 0069). */
  subject: z.enum(CONVERSATION_SUBJECT_KINDS),
  /** The appointment it is about, when it is about one. */
  appointmentStartsAt: z.string().nullable(),
  /** The case it is about or was filed in, for the workspace's readers of that case; null for the client. */
  caseTitle: z.string().nullable(),
  /** The workspace reader's right on it (null in the client space). */
  access: z.enum(CONVERSATION_RIGHTS).nullable(),
  /** The conversation's lawyer, when the workspace reader is someone else of the firm. */
  lawyerName: z.string().nullable(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZConversationsResponse = z.object({ conversations: z.array(ZConversationSummary) });
export type TConversationsResponse = z.infer<typeof ZConversationsResponse>;

export const ZConversationResponse = z.object({ conversation: ZConversationSummary });
export type TConversationResponse = z.infer<typeof ZConversationResponse>;

/**
 * What the conversation is about, read from the two parties' records: their next appointment (else their
 * last), and the case it belongs to or their open case. The client is shown the appointment only.
 */
export const ZConversationTopic = z.object({
  appointment: z.object({ id: z.number().int(), startsAt: z.string(), upcoming: z.boolean() }).nullable(),
  case: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type TConversationTopic = z.infer<typeof ZConversationTopic>;

/** A conversation with its messages, oldest first (the newest at the bottom, next to the composer). */
export const ZConversationMessagesResponse = z.object({
  conversation: ZConversationSummary,
  topic: ZConversationTopic,
  messages: z.array(ZMessage),
});
export type TConversationMessagesResponse = z.infer<typeof ZConversationMessagesResponse>;

export const ZSendMessageResponse = z.object({ message: ZMessage });

export const ZUnreadCountResponse = z.object({ unread: z.number().int() });
export type TUnreadCountResponse = z.infer<typeof ZUnreadCountResponse>;

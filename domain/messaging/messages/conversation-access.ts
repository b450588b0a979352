/**
 * Who in a lawyer's firm reads and answers a secure conversation (issue 27 §1–§2, ADR 0069). The server
 * resolves one right per conversation and reader; these rules say what each right allows.
 *
 * - `own`: the conversation's lawyer, everything, as before;
 * - `edit` / `read`: a member on the access list of the case the conversation is about, with that right;
 * - `scheduling`: an assistant working for the lawyer, on a conversation about an appointment that was
 *   never filed in a case.
 */
export const CONVERSATION_RIGHTS = ['own', 'edit', 'read', 'scheduling'] as const;
export type TConversationRight = (typeof CONVERSATION_RIGHTS)[number];

/** What a conversation is about: it decides who of the firm may read it. */
export const CONVERSATION_SUBJECT_KINDS = ['general', 'appointment', 'case'] as const;
export type TConversationSubject = (typeof CONVERSATION_SUBJECT_KINDS)[number];

/** Writes in the lawyer's name: everyone but a reader with the read right only. */
export function mayAnswer(right: TConversationRight): boolean {
  return right !== 'read';
}

/**
 * Files are documents, and documents are a case's content: an assistant answering about an appointment
 * neither sends nor opens them; a member of the case's list does, as the lawyer.
 */
export function mayHandleAttachments(right: TConversationRight): boolean {
  return right !== 'scheduling';
}

/** Closing and reopening a conversation stays the lawyer's decision. */
export function mayClose(right: TConversationRight): boolean {
  return right === 'own';
}

/**
 * Whose reading counts as « the lawyer's side has read it » (the client's read receipt, the unread counts):
 * those who answer for the lawyer. A colleague who may only read leaves the messages unread for them.
 */
export function readsForTheLawyer(right: TConversationRight): boolean {
  return mayAnswer(right);
}

export const READ_ONLY_CONVERSATION =
  'Ce dossier vous est partagé en lecture seule\u00a0: vous lisez ses messages sans pouvoir y répondre.';
export const ATTACHMENTS_WITHHELD =
  'Les pièces jointes sont réservées à l’avocat et aux membres de la liste d’accès du dossier.';
export const CLOSE_OWNER_ONLY = 'Seul l’avocat de la conversation la clôture ou la rouvre.';

/** « Envoyé par Julie Lefèvre »: shown to the firm under a message written in the lawyer's name. */
export function sentByLine(name: string): string {
  return `Envoyé par ${name}`;
}

/** « 1 pièce jointe réservée… », « 2 pièces jointes réservées… ». */
export function withheldAttachmentsLine(count: number): string {
  return count <= 1
    ? `${count} pièce jointe réservée à l’avocat et aux membres du dossier`
    : `${count} pièces jointes réservées à l’avocat et aux membres du dossier`;
}

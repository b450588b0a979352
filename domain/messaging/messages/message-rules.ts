import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { formatParisLongDate } from '#domain/kernel/time/paris-time.ts';
import type { TConversationSubject } from './conversation-access';

/** Who writes in a conversation: the client's side or the professional's. */
export type TMessageSide = 'client' | 'professional';

export const CLOSED_CONVERSATION_NOTICE = 'Conversation clôturée par le professionnel';

/** The label shown for a client whose account was deleted (the conversation stays in the professional's file). */
export const DELETED_CLIENT_LABEL = 'Client supprimé';

export function otherSide(side: TMessageSide): TMessageSide {
  return side === 'client' ? 'professional' : 'client';
}

/** Nobody writes in a closed conversation; the professional may reopen it unless the client account is gone. */
export function mayWrite(conversation: { closedAt: Date | null; clientUserId: string | null }): boolean {
  return conversation.closedAt === null && conversation.clientUserId !== null;
}

export function mayReopen(conversation: { closedAt: Date | null; clientUserId: string | null }): boolean {
  return conversation.closedAt !== null && conversation.clientUserId !== null;
}

/**
 * Whether a new message should be announced by e-mail: at most one such e-mail per conversation and
 * recipient until they have read it (`emailedAt` is cleared when they read), so a burst of ten messages
 * sends one e-mail, not ten. `wantsEmail` is the recipient's choice (clients always get it).
 */
export function shouldEmailNewMessage(emailedAt: Date | null, wantsEmail: boolean): boolean {
  return wantsEmail && emailedAt === null;
}

/** « 1 message non lu », « 3 messages non lus ». */
export function unreadLabel(count: number): string {
  return count <= 1 ? `${count} message non lu` : `${count} messages non lus`;
}

/** The page of a conversation inside each side's space: the bell's link, the e-mail's, the buttons'. */
export function conversationPath(side: TMessageSide, conversationId: number): string {
  return side === 'client'
    ? `/dashboard?onglet=messages&conversation=${conversationId}`
    : `/pro/dashboard/messages?conversation=${conversationId}`;
}

/**
 * « À propos du rendez-vous du mardi 1er décembre à 10:00 »: the year only when it is not the current one
 * (in Paris).
 */
export function appointmentTopicLine(startsAt: Date, now: Date): string {
  const day = formatParisLongDate(startsAt);
  const year = ` ${formatParisLongDate(now).split(' ').at(-1)}`;
  const shown = day.endsWith(year) ? day.slice(0, -year.length) : day;
  return `À propos du rendez-vous du ${shown} à ${formatParisTime(startsAt)}`;
}

/** « Dossier : Divorce Dubois » (a no-break space before the colon). */
export function caseTopicLine(title: string): string {
  return `Dossier\u00a0: ${title}`;
}

const SEALED = 'Messagerie sécurisée\u00a0: vos messages et pièces jointes sont chiffrés sur nos serveurs';

/**
 * What the banner may say of a conversation (ADR 0049, 0069): encrypted on the servers, not end to end, and
 * who reads it in JurisRDV, which depends on what it is about.
 */
export function secureMessagesNotice(subject: TConversationSubject): string {
  if (subject === 'appointment') {
    return `${SEALED}. Dans JurisRDV, cette conversation sur un rendez-vous est lue par le professionnel et par son secrétariat, qui n’ouvre pas les pièces jointes\u202f; rattachée à un dossier, elle n’est plus lue que par les membres du cabinet chargés de ce dossier.`;
  }
  if (subject === 'case') {
    return `${SEALED}. Dans JurisRDV, cette conversation sur un dossier est lue par le professionnel et par les membres de son cabinet chargés de ce dossier.`;
  }
  return `${SEALED}\u202f; seuls vous et votre correspondant y avez accès dans JurisRDV.`;
}

/** « À propos de votre dossier »: what the client is told of a case's conversation (never its title). */
export const CLIENT_CASE_TOPIC = 'À propos de votre dossier';

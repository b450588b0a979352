import { conversationPath as domainPath } from '#domain/messaging/messages/message-rules.ts';
import type { TMessagesSpace } from './messages-api';

export const CONVERSATION_PARAM = 'conversation';

/** The page of a conversation in each space (the same links the bell and the e-mails use). */
export function conversationPath(space: TMessagesSpace, id: number): string {
  return domainPath(space === 'client' ? 'client' : 'professional', id);
}

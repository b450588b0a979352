import type { TMessageSide } from '#domain/messaging/messages/message-rules.ts';
import type { TConfig } from '#server/platform/config.ts';
import type { TEmailMessage } from '#server/platform/email/outbox.ts';
import { composeEmail, type TEmailRecipient } from '#server/platform/email/templates.ts';
import { conversationLink } from './message-queries';

/**
 * The e-mail announcing a new message. Professional secrecy (issue 14 §2, PRODUCT.md §8): it says only
 * that there is a message and where to read it after signing in — never its text, the sender's matter,
 * the name of an attachment, nor even who wrote it.
 */
export function newMessageEmail(
  config: TConfig,
  recipient: TEmailRecipient,
  side: TMessageSide,
  conversationId: number,
): TEmailMessage {
  return {
    ...composeEmail(
      recipient,
      'Nouveau message dans votre messagerie sécurisée JurisRDV',
      [
        'Vous avez reçu un nouveau message dans votre messagerie sécurisée JurisRDV.',
        'Par respect du secret professionnel, son contenu ne figure pas dans cet e-mail\u00a0: vous pouvez le lire en vous connectant à votre espace.',
      ],
      { label: 'Lire le message', url: `${config.publicUrl}${conversationLink(side, conversationId)}` },
    ),
    kind: 'message_received',
  };
}

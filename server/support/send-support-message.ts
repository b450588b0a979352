import type {
  TSupportMessageSource,
  ZSendSupportMessageRequest,
} from '../../domain/support/support-message-schemas';
import type { z } from '../../domain/zod-fr';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/database';
import { supportMessages } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { composeEmail } from '../email/templates';

const SOURCE_LABELS: Record<TSupportMessageSource, string> = {
  public: 'site public (/contact)',
  pro: 'JurisRDV Pro (/pro/contact)',
};

type TSupportMessage = z.output<typeof ZSendSupportMessageRequest>;

/**
 * Stores the message and queues its e-mail to the support address in one transaction: a message
 * exists if and only if the support team is told about it.
 */
export async function sendSupportMessage(db: TDatabase, config: TConfig, message: TSupportMessage) {
  const company = message.company?.trim() || null;
  await db.transaction(async (tx) => {
    await tx.insert(supportMessages).values({
      source: message.source,
      name: message.name,
      email: message.email,
      company,
      phone: message.phone ?? null,
      subject: message.subject,
      message: message.message,
    });
    // The message is addressed to us, not to a professional: the support team needs its text to answer.
    await enqueueEmail(
      tx as unknown as TDatabase,
      composeEmail(config.supportEmail, `Message de contact : ${message.subject}`, [
        `Nouveau message reçu depuis le ${SOURCE_LABELS[message.source]}.`,
        `De : ${message.name} <${message.email}>`,
        ...(company ? [`Cabinet ou société : ${company}`] : []),
        ...(message.phone ? [`Téléphone : ${message.phone}`] : []),
        `Sujet : ${message.subject}`,
        message.message,
        `Répondez directement à ${message.email}.`,
      ]),
      Boolean(config.smtpUrl),
    );
  });
}

import { and, eq } from 'drizzle-orm';
import type { z } from '#domain/kernel/zod-fr.ts';
import { DEMO_REQUEST_SUBJECT, type TDemoRequest } from '#domain/messaging/support/demo-request-schemas.ts';
import type {
  TSupportMessageSource,
  ZSendSupportMessageRequest,
} from '#domain/messaging/support/support-message-schemas.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { supportMessages, users } from '#server/db/schema/index.ts';
import type { TConfig } from '#server/platform/config.ts';
import { enqueueEmail, type TEmailMessage } from '#server/platform/email/outbox.ts';
import { composeEmail, type TEmailRecipient } from '#server/platform/email/templates.ts';

const SOURCE_LABELS: Record<TSupportMessageSource, string> = {
  public: 'site public (/contact)',
  pro: 'JurisRDV Pro (/pro/contact)',
};

/** A team's mailbox: greeted by the first name of the administrator whose address it is, if one is. */
async function teamMailbox(db: TDatabaseOrTransaction, email: string): Promise<TEmailRecipient> {
  const [admin] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.role, 'admin')));
  return { email, firstName: admin?.firstName ?? null };
}

type TSupportMessage = z.output<typeof ZSendSupportMessageRequest>;
type TStoredMessage = typeof supportMessages.$inferInsert;

/**
 * Stores the message and queues its e-mail in one transaction: a message exists if and only if the team
 * it is addressed to is told about it.
 */
async function storeAndEmail(
  db: TDatabase,
  config: TConfig,
  row: TStoredMessage,
  mailbox: string,
  email: (to: TEmailRecipient) => TEmailMessage,
) {
  await db.transaction(async (tx) => {
    await tx.insert(supportMessages).values(row);
    await enqueueEmail(tx, email(await teamMailbox(tx, mailbox)), Boolean(config.smtpUrl));
  });
}

/** A contact form's message, to SUPPORT_EMAIL. */
export async function sendSupportMessage(db: TDatabase, config: TConfig, message: TSupportMessage) {
  const company = message.company?.trim() || null;
  // The message is addressed to us, not to a professional: the support team needs its text to answer.
  await storeAndEmail(
    db,
    config,
    {
      source: message.source,
      name: message.name,
      email: message.email,
      company,
      phone: message.phone ?? null,
      subject: message.subject,
      message: message.message,
    },
    config.supportEmail,
    (to) =>
      composeEmail(to, `Message de contact\u00a0: ${message.subject}`, [
        `Nouveau message reçu depuis le ${SOURCE_LABELS[message.source]}.`,
        `De\u00a0: ${message.name} <${message.email}>`,
        ...(company ? [`Cabinet ou société\u00a0: ${company}`] : []),
        ...(message.phone ? [`Téléphone\u00a0: ${message.phone}`] : []),
        `Sujet\u00a0: ${message.subject}`,
        message.message,
        `Répondez directement à ${message.email}.`,
      ]),
  );
}

/** A demonstration request from « En savoir plus » on /pro, to SALES_EMAIL (ADR 0034). */
export async function sendDemoRequest(db: TDatabase, config: TConfig, request: TDemoRequest) {
  const message = request.message?.trim() ?? '';
  await storeAndEmail(
    db,
    config,
    {
      source: 'demo',
      name: request.name,
      email: request.email,
      company: request.firm,
      phone: request.phone ?? null,
      subject: DEMO_REQUEST_SUBJECT,
      message,
    },
    config.salesEmail,
    (to) =>
      composeEmail(to, `${DEMO_REQUEST_SUBJECT}\u00a0: ${request.firm}`, [
        'Nouvelle demande de démonstration reçue depuis JurisRDV Pro (/pro, «\u00a0En savoir plus\u00a0»).',
        `De\u00a0: ${request.name} <${request.email}>`,
        `Cabinet\u00a0: ${request.firm}`,
        ...(request.phone ? [`Téléphone\u00a0: ${request.phone}`] : []),
        ...(message ? [`Message\u00a0: ${message}`] : []),
        `Répondez directement à ${request.email}.`,
      ]),
  );
}

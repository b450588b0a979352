import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { professionals, storedFiles, users } from './schema';

/**
 * A secure conversation between one client account and one professional (issue 14 §2; ADR 0028).
 * One per (client, professional). When the client deletes their account the conversation stays in the
 * professional's records: `client_user_id` becomes null, `client_name` keeps who wrote, and it is closed.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientUserId: uuid('client_user_id').references(() => users.id, { onDelete: 'set null' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    /** Who the client was, kept for the professional's records once the account is deleted. */
    clientName: text('client_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Closed by the professional (or by the client's account deletion): nobody may write. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * When the last « nouveau message » e-mail went to each side; cleared when that side reads the
     * conversation, so a burst of messages sends one e-mail per recipient until they have read it.
     */
    clientEmailedAt: timestamp('client_emailed_at', { withTimezone: true }),
    professionalEmailedAt: timestamp('professional_emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_client_professional_key').on(t.clientUserId, t.professionalId),
    index('conversations_professional_recent_idx').on(t.professionalId, t.lastMessageAt),
  ],
);

export const MESSAGE_AUTHOR_ROLES = ['client', 'professional'] as const;

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorRole: text('author_role', { enum: MESSAGE_AUTHOR_ROLES }).notNull(),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other party first read it (the read receipt). */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    check('messages_author_role_valid', sql`${t.authorRole} in ('client', 'professional')`),
    check('messages_body_length', sql`char_length(${t.body}) <= 5000`),
  ],
);

/** A file sent with a message; its bytes are stored like documents' (stored_files, ADR 0013). */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId),
    uniqueIndex('message_attachments_file_key').on(t.fileId),
  ],
);

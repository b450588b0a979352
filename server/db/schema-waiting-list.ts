import { bigserial, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { professionals, users } from './schema';

/**
 * « Me prévenir si un créneau se libère plus tôt » (issue 14 §4): one row per client and professional. The
 * client waits for a slot earlier than `waited_for` (the professional's first free slot when they joined);
 * the entry is over once that instant passes or the client books with that professional after joining.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientUserId: uuid('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    waitedFor: timestamp('waited_for', { withTimezone: true }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('waiting_list_entries_client_professional_key').on(t.clientUserId, t.professionalId),
    index('waiting_list_entries_professional_idx').on(t.professionalId, t.joinedAt),
  ],
);

/**
 * One notice per freed slot: the unique key (professional, slot start) lets one instance's insert in and
 * the others' do nothing, so a slot is announced once to one waiting client, however many jobs run.
 */
export const waitingListNotices = pgTable(
  'waiting_list_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    clientUserId: uuid('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('waiting_list_notices_professional_slot_key').on(t.professionalId, t.slotStart),
    index('waiting_list_notices_client_idx').on(t.clientUserId),
  ],
);

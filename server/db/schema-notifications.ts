import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../domain/notifications/notification-kinds';
import { users } from './schema';

/**
 * What the bell lists (issue 14 §1): one row per recipient and event, written in the transaction of the
 * change it announces. The title names people and dates, never a matter: the client's reason stays in
 * the appointment.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The page of the thing itself, inside the recipient's space. */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.userId, t.id),
    // The bell's count, read at every event of a stream: only the unread rows are indexed.
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** A professional's choice for one kind; no row means defaultNotificationPreference. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The professional's reminder the day before an appointment (in the app, by e-mail and/or SMS as they
 * chose), once per appointment and start: the instance whose insert wins writes the reminder, in the same
 * transaction; a moved appointment gets one for its new start.
 */
export const professionalReminders = pgTable(
  'professional_reminders',
  {
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    appointmentStart: timestamp('appointment_start', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.appointmentStart] }),
    index('professional_reminders_created_idx').on(t.createdAt),
  ],
);

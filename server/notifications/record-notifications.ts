import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  defaultNotificationPreference,
  type TNotificationKind,
  type TNotificationPreference,
} from '../../domain/notifications/notification-kinds';
import type { TDatabase } from '../db/database';
import { notificationPreferences, notifications } from '../db/schema';

/** The channel every instance LISTENs on; the payload is the recipient's user id. */
export const USER_NOTIFICATIONS_CHANNEL = 'jurisrdv_user_notifications';

export type TNotificationInput = {
  userId: string;
  kind: TNotificationKind;
  /** Short French sentence naming people and dates, never the matter (« Marie Martin a annulé… »). */
  title: string;
  body?: string;
  /** The thing itself, inside the recipient's space (« /pro/appointments?rdv=12 », « /dashboard?rdv=12 »). */
  link: string;
};

/** Each recipient's choice for a kind (the default when they never changed it). */
export async function notificationPreferencesOf(
  db: TDatabase,
  userIds: readonly string[],
  kind: TNotificationKind,
): Promise<Map<string, TNotificationPreference>> {
  const result = new Map<string, TNotificationPreference>();
  for (const userId of userIds) result.set(userId, defaultNotificationPreference(kind));
  if (userIds.length === 0) return result;
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(inArray(notificationPreferences.userId, [...userIds]), eq(notificationPreferences.kind, kind)),
    );
  for (const row of rows) result.set(row.userId, { inApp: row.inApp, email: row.email, sms: row.sms });
  return result;
}

/** Whether that person wants this kind by e-mail (clients always get the e-mails the product sends). */
export async function wantsEmailFor(
  db: TDatabase,
  userId: string,
  kind: TNotificationKind,
): Promise<boolean> {
  return (await notificationPreferencesOf(db, [userId], kind)).get(userId)?.email ?? true;
}

/**
 * Writes the bell's rows in the caller's transaction and announces each recipient on
 * USER_NOTIFICATIONS_CHANNEL: PostgreSQL delivers a NOTIFY only at commit, so an open panel never shows
 * what was rolled back, and every instance holding that person's stream hears it.
 * A recipient who turned the app off for that kind gets no row.
 */
export async function recordNotifications(
  db: TDatabase,
  inputs: readonly TNotificationInput[],
): Promise<void> {
  const wanted: TNotificationInput[] = [];
  const byKind = new Map<TNotificationKind, TNotificationInput[]>();
  for (const input of inputs) byKind.set(input.kind, [...(byKind.get(input.kind) ?? []), input]);
  for (const [kind, ofKind] of byKind) {
    const preferences = await notificationPreferencesOf(
      db,
      [...new Set(ofKind.map((input) => input.userId))],
      kind,
    );
    wanted.push(...ofKind.filter((input) => preferences.get(input.userId)?.inApp !== false));
  }
  if (wanted.length === 0) return;
  await db.insert(notifications).values(
    wanted.map((input) => ({
      userId: input.userId,
      kind: input.kind,
      title: input.title,
      body: input.body ?? '',
      link: input.link,
    })),
  );
  for (const userId of new Set(wanted.map((input) => input.userId))) {
    await db.execute(sql`select pg_notify(${USER_NOTIFICATIONS_CHANNEL}, ${userId})`);
  }
}

import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  ACTING_FOR_PARAM,
  ASSISTANT_NOTIFICATION_KINDS,
  defaultNotificationPreference,
  type TNotificationKind,
  type TNotificationPreference,
} from '#domain/messaging/notifications/notification-kinds.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { firmAssistantAssignments, notificationPreferences } from '#server/db/schema/index.ts';

/** The channel every instance LISTENs on (migration 0023's trigger); the payload is the recipient's user id. */
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
  db: TDatabaseOrTransaction,
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
  db: TDatabaseOrTransaction,
  userId: string,
  kind: TNotificationKind,
): Promise<boolean> {
  return (await notificationPreferencesOf(db, [userId], kind)).get(userId)?.email ?? true;
}

/** Whether a professional's account wants this kind by e-mail (a listing without an account has no choice). */
export async function professionalWantsEmail(
  db: TDatabaseOrTransaction,
  professional: { userId: string | null },
  kind: TNotificationKind,
): Promise<boolean> {
  return professional.userId === null || (await wantsEmailFor(db, professional.userId, kind));
}

/**
 * The INSERT of the bell's rows, to run alone or inside a larger statement (the booking's, whose
 * statement count is budgeted). A recipient who turned the app off for that kind gets no row; the
 * table's trigger NOTIFYs each recipient on USER_NOTIFICATIONS_CHANNEL, delivered at commit, so an
 * open panel never shows what was rolled back and every instance holding that person's stream hears it.
 */
export function insertNotificationsSql(inputs: readonly TNotificationInput[]): SQL | null {
  if (inputs.length === 0) return null;
  const values = inputs.map(
    (input) =>
      sql`(${input.userId}::uuid, ${input.kind}::text, ${input.title}::text, ${input.body ?? ''}::text, ${input.link}::text)`,
  );
  // A lawyer's agenda notices reach the assistants assigned to them too, their link naming the lawyer
  // (linkForAssistant, written in SQL here so that the booking keeps its one statement). The assignments are
  // identity's table, read here rather than through its entry, which imports this module (a cycle).
  const assistantKinds = sql.join(
    ASSISTANT_NOTIFICATION_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`with v(user_id, kind, title, body, link) as (values ${sql.join(values, sql`, `)})
    insert into "notifications" ("user_id", "kind", "title", "body", "link")
    select r.user_id, r.kind, r.title, r.body, r.link
    from (
      select v.user_id, v.kind, v.title, v.body, v.link from v
      union all
      select a.assistant_user_id, v.kind, v.title, v.body,
        split_part(v.link, '#', 1)
          || case when strpos(split_part(v.link, '#', 1), '?') > 0 then '&' else '?' end
          || ${ACTING_FOR_PARAM}::text || '=' || v.user_id::text
          || case when strpos(v.link, '#') > 0 then '#' || substr(v.link, strpos(v.link, '#') + 1) else '' end
      from v join ${firmAssistantAssignments} a on a.lawyer_user_id = v.user_id
      where v.kind in (${assistantKinds})
    ) as r
    where coalesce(
      (select np.in_app from "notification_preferences" np where np.user_id = r.user_id and np.kind = r.kind),
      true
    )`;
}

/** Writes the bell's rows in the caller's transaction (see insertNotificationsSql). */
export async function recordNotifications(
  db: TDatabaseOrTransaction,
  inputs: readonly TNotificationInput[],
): Promise<void> {
  const insert = insertNotificationsSql(inputs);
  if (insert) await db.execute(insert);
}

/** Tells that person's open streams to read their count again (after marking notifications read). */
export async function announceNotificationsChanged(
  db: TDatabaseOrTransaction,
  userId: string,
): Promise<void> {
  await db.execute(sql`select pg_notify(${USER_NOTIFICATIONS_CHANNEL}, ${userId})`);
}

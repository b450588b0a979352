import { sql } from 'drizzle-orm';
import type { TOutboxChannel, TOutboxHealth } from '#domain/kernel/operations/platform-health-schemas.ts';
import type { TDatabase } from '#server/db/database.ts';
import { emailOutbox, smsOutbox } from '#server/db/schema/index.ts';

type TOutboxRow = {
  channel: TOutboxChannel;
  pending: number;
  scheduled: number;
  failed: number;
  oldest_pending_age_seconds: number | null;
};

/**
 * Both outboxes in one statement, read through their (status, send_after) index: only pending and failed rows
 * are counted, never the sent ones. « Pending »: due now, or between two attempts. « Failed »: given up after
 * attempts — an SMS reminder dropped with its cancelled or moved appointment is marked failed without any
 * attempt, and is no delivery failure. The oldest pending age runs from the message's sending time (a retry
 * moves it), so reminders queued days ahead of their time do not look late.
 */
export async function readOutboxHealth(db: TDatabase): Promise<TOutboxHealth[]> {
  const counts = (table: typeof emailOutbox | typeof smsOutbox, channel: TOutboxChannel) => sql`
    select ${channel}::text as channel,
      (count(*) filter (where status = 'pending' and (send_after <= now() or attempts > 0)))::int as pending,
      (count(*) filter (where status = 'pending' and send_after > now() and attempts = 0))::int as scheduled,
      (count(*) filter (where status = 'failed' and attempts > 0))::int as failed,
      extract(epoch from now() - min(send_after) filter (where status = 'pending' and send_after <= now()))::float8
        as oldest_pending_age_seconds
    from ${table}
    where status in ('pending', 'failed')`;
  const result = await db.execute(sql`${counts(emailOutbox, 'email')} union all ${counts(smsOutbox, 'sms')}`);
  const rows = (result as unknown as { rows: TOutboxRow[] }).rows;
  return rows.map((row) => ({
    channel: row.channel,
    pending: Number(row.pending),
    scheduled: Number(row.scheduled),
    failed: Number(row.failed),
    oldestPendingAgeSeconds:
      row.oldest_pending_age_seconds === null ? null : Math.max(0, Number(row.oldest_pending_age_seconds)),
  }));
}
